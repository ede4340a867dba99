/*
 * JSON.parse says where a file is broken in words that differ between engines (and sometimes
 * not at all), so on failure this scanner finds the first offending character itself. It only
 * runs after JSON.parse has failed; speed does not matter.
 */

export interface SyntaxProblem {
  /** Offset of the first character that cannot be part of valid JSON (text length at a premature end). */
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  /** The offending character, or null when the text ends too early. */
  readonly found: string | null;
}

/** Thrown from deep inside the scanner to unwind to the top with the offset. */
class Stop extends Error {
  constructor(readonly offset: number) {
    super(`JSON syntax error at ${offset}`);
  }
}

export function locateSyntaxError(text: string): SyntaxProblem {
  let i = 0;
  const fail = (): never => {
    throw new Stop(i);
  };
  const ws = (): void => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const expect = (c: string): void => {
    if (text[i] !== c) fail();
    i++;
  };
  const digits = (): void => {
    if (!/[0-9]/.test(text[i] ?? "")) fail();
    while (/[0-9]/.test(text[i] ?? "")) i++;
  };
  const str = (): void => {
    expect('"');
    for (;;) {
      const c = text[i];
      if (c === undefined || c < " ") fail();
      if (c === '"') {
        i++;
        return;
      }
      if (c === "\\") {
        i++;
        const e = text[i];
        if (e === "u") {
          i++;
          for (let k = 0; k < 4; k++) {
            if (!/[0-9a-fA-F]/.test(text[i] ?? "")) fail();
            i++;
          }
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i++;
        else fail();
      } else i++;
    }
  };
  const num = (): void => {
    if (text[i] === "-") i++;
    if (text[i] === "0") i++;
    else digits();
    if (text[i] === ".") {
      i++;
      digits();
    }
    if (text[i] === "e" || text[i] === "E") {
      i++;
      if (text[i] === "+" || text[i] === "-") i++;
      digits();
    }
  };
  const word = (w: string): void => {
    for (const c of w) expect(c);
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      ws();
      if (text[i] === "}") {
        i++;
        return;
      }
      for (;;) {
        ws();
        str();
        ws();
        expect(":");
        value();
        ws();
        if (text[i] === ",") i++;
        else return expect("}");
      }
    }
    if (c === "[") {
      i++;
      ws();
      if (text[i] === "]") {
        i++;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text[i] === ",") i++;
        else return expect("]");
      }
    }
    if (c === '"') return str();
    if (c === "t") return word("true");
    if (c === "f") return word("false");
    if (c === "n") return word("null");
    if (c === "-" || /[0-9]/.test(c ?? "")) return num();
    fail();
  };

  let offset = text.length;
  try {
    value();
    ws();
    if (i < text.length) fail();
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    offset = e.offset;
  }
  const before = text.slice(0, offset).split("\n");
  return {
    offset,
    line: before.length,
    column: before[before.length - 1]!.length + 1,
    found: offset < text.length ? String.fromCodePoint(text.codePointAt(offset)!) : null,
  };
}
