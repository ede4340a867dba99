import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/engine/errors";
import { MAX_LIST_ITEMS, MAX_SCENARIO_BYTES, MAX_VALUES, ScenarioError } from "../../src/engine/scenario";
import { locateSyntaxError } from "../../src/engine/scenario/json-syntax";
import { checkCounts, checkSize } from "../../src/engine/scenario/limits";
import { refusal } from "../refusal";

/*
 * Hostile input (issue 14): a broken or oversized file ends in one clear, localised refusal
 * naming where and why (docs/scenario-format.md, "Limits" and "Errors"). These tests pin the
 * exact key and data of each refusal at its thresholds, and where the JSON scanner says a file
 * breaks for every shape of JSON it walks through.
 */

describe("locateSyntaxError: where a JSON text breaks", () => {
  it("walks every shape of valid JSON to its end: nothing offends", () => {
    const text =
      ' \t\r\n{"a b": [1, -2.5e+3, 0, 0.5, 3E-2, 1e9, true, false, null, "x\\u00e9\\n\\"\\\\\\/\\b\\f\\r\\t", {}, [ ], { }], "b" : {"c":[]}}\n';
    expect(() => JSON.parse(text) as unknown).not.toThrow();
    expect(locateSyntaxError(text)).toEqual({ offset: text.length, line: 3, column: 1, found: null });
  });

  // Each text, where it breaks (its offset, at line 1), what is found there (null: the end), and a
  // name for the test (texts with quotes and backslashes are not named by themselves).
  const cases: [string, number, string | null, string][] = [
    ["x", 0, "x", "a bare word"],
    ["", 0, null, "an empty text"],
    ["{", 1, null, "an object never closed"],
    ['{"a" 1}', 5, "1", "a key without its colon"],
    ['{"a": 1,}', 8, "}", "a comma before the closing brace"],
    ['{"a": 1 "b": 2}', 8, '"', "two members without a comma"],
    ["{ 1: 2}", 2, "1", "a key that is not text"],
    ["[1,]", 3, "]", "a comma before the closing bracket"],
    ["[1", 2, null, "a list never closed"],
    ["[1 2]", 3, "2", "two items without a comma"],
    ['"abc', 4, null, "a text never closed"],
    ['"a\u0001"', 2, "\u0001", "a control character in a text"],
    ['"\\x"', 2, "x", "an escape that is no escape"],
    ['"\\', 2, null, "a text ending in its escape"],
    ['"\\u12G4"', 5, "G", "a unicode escape with a letter past F"],
    ['"\\u12', 5, null, "a unicode escape cut short"],
    ["-", 1, null, "a minus and nothing"],
    ["-a", 1, "a", "a minus and a letter"],
    ["1.", 2, null, "a point without decimals at the end"],
    ["1.e5", 2, "e", "a point without decimals before the exponent"],
    ["1e", 2, null, "an exponent without digits at the end"],
    ["1e+", 3, null, "an exponent sign without digits"],
    ["1E-x", 3, "x", "a capital exponent and a letter"],
    ["01", 1, "1", "a leading zero"],
    ["nul", 3, null, "null cut short"],
    ["nulx", 3, "x", "null misspelt"],
    ["tru", 3, null, "true cut short"],
    ["fals", 4, null, "false cut short"],
    ["falsy", 4, "y", "false misspelt"],
    ["[] []", 3, "[", "two values"],
    ["[😀]", 1, "😀", "a letter outside the basic plane"],
  ];
  for (const [text, offset, found, name] of cases) {
    it(`${name} breaks at ${offset}`, () => {
      expect(locateSyntaxError(text)).toEqual({ offset, line: 1, column: offset + 1, found });
    });
  }

  it("counts lines and columns from the start of the line the fault is on", () => {
    expect(locateSyntaxError('{\n  "a": 1,\n  "b": ?\n}')).toEqual({
      offset: 19,
      line: 3,
      column: 8,
      found: "?",
    });
    expect(locateSyntaxError("[\n\n")).toEqual({ offset: 3, line: 3, column: 1, found: null });
  });
});

describe("checkSize: a file over 5 MB of UTF-8 is refused before it is parsed", () => {
  const MAX = MAX_SCENARIO_BYTES;
  const size = (text: string): RulesError | null => {
    try {
      checkSize(text);
      return null;
    } catch (e) {
      if (e instanceof RulesError) return e;
      throw e;
    }
  };

  it("one byte a letter below U+0080: exactly the limit is read, one more is refused with the sizes", () => {
    expect(size("a".repeat(MAX))).toBeNull();
    const e = size("a".repeat(MAX + 1))!;
    expect(e).not.toBeInstanceOf(ScenarioError);
    expect([e.key, e.data]).toEqual(["TTM.Scenario.Error.TooLarge", { size: "5.0", max: "5.0" }]);
    expect(size("\u007f".repeat(MAX))).toBeNull();
  });

  it("two bytes from U+0080 to U+07FF: half the limit in letters is the limit", () => {
    expect(size("\u0080".repeat(MAX / 2))).toBeNull();
    expect(size("\u0080".repeat(MAX / 2) + "a")?.key).toBe("TTM.Scenario.Error.TooLarge");
    expect(size("\u07ff".repeat(MAX / 2) + "a")?.key).toBe("TTM.Scenario.Error.TooLarge");
    // As many letters as the limit: a length check alone would let them through.
    expect(size("é".repeat(MAX))?.data).toEqual({ size: "10.0", max: "5.0" });
  });

  it("three bytes from U+0800 (and a lone low surrogate), four for a surrogate pair", () => {
    const third = Math.floor(MAX / 3);
    expect(size("\u0800".repeat(third))).toBeNull();
    expect(size("\u0800".repeat(third + 1))?.key).toBe("TTM.Scenario.Error.TooLarge");
    expect(size("\udc00".repeat(third + 1))?.key).toBe("TTM.Scenario.Error.TooLarge");
    // A pair is one letter of four bytes, not two of three.
    for (const pair of ["\ud800\udc00", "😀", "\udbff\udfff"]) {
      expect(size(pair.repeat(MAX / 4))).toBeNull();
      expect(size(pair.repeat(MAX / 4) + "a")?.key).toBe("TTM.Scenario.Error.TooLarge");
    }
  });
});

describe("checkCounts: lists and values past the engine's limits", () => {
  it("a list longer than the engine's waypoints is named by its path; the first in the file wins", () => {
    const big = (): number[] => new Array<number>(MAX_LIST_ITEMS + 1).fill(0);
    const root = refusal(() => checkCounts(big()));
    expect([root.key, root.data]).toEqual([
      "TTM.Scenario.Error.TooManyItems",
      { path: "—", count: MAX_LIST_ITEMS + 1, max: MAX_LIST_ITEMS },
    ]);
    expect(refusal(() => checkCounts([big(), big()])).data).toEqual({
      path: "[0]",
      count: MAX_LIST_ITEMS + 1,
      max: MAX_LIST_ITEMS,
    });
    expect(refusal(() => checkCounts({ a: { b: [0, big()] }, c: big() })).data).toEqual({
      path: "a.b[1]",
      count: MAX_LIST_ITEMS + 1,
      max: MAX_LIST_ITEMS,
    });
    expect(() => checkCounts(new Array<number>(MAX_LIST_ITEMS).fill(0))).not.toThrow();
  });

  it("exactly MAX_VALUES values (the file, its lists, their numbers) are read; one more is refused", () => {
    // 1 root + 50 lists + 49 × 10,000 + 9,949 numbers = 500,000.
    const file = (last: number): unknown[] => [
      ...Array.from({ length: 49 }, () => new Array<number>(10_000).fill(0)),
      new Array<number>(last).fill(0),
    ];
    expect(() => checkCounts(file(9_949))).not.toThrow();
    const e = refusal(() => checkCounts(file(9_950)));
    expect([e.key, e.data]).toEqual(["TTM.Scenario.Error.TooManyValues", { max: MAX_VALUES }]);
    // Values in objects count the same.
    const record = (n: number) => ({
      k: Object.fromEntries(Array.from({ length: n }, (_, i) => [`v${i}`, i])),
    });
    expect(() => checkCounts(record(MAX_VALUES - 2))).not.toThrow();
    expect(refusal(() => checkCounts(record(MAX_VALUES - 1))).key).toBe("TTM.Scenario.Error.TooManyValues");
  });
});
