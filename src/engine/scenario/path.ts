/** A position inside a parsed JSON document: object keys and array indices from the root. */
export type JsonPath = readonly PropertyKey[];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Writes a path the way a person would type it to find the field: `board.models[2].x`, with
 * keys that are not plain names quoted (`dice["backstab:e1"]`).
 */
export function formatPath(path: JsonPath): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else {
      const key = String(part);
      if (IDENTIFIER.test(key)) out += out === "" ? key : `.${key}`;
      else out += `[${JSON.stringify(key)}]`;
    }
  }
  return out;
}

export type Lookup = { readonly found: true; readonly value: unknown } | { readonly found: false };

/** The value at `path` in a JSON document, telling a missing key apart from a null value. */
export function valueAt(root: unknown, path: JsonPath): Lookup {
  let here: unknown = root;
  for (const part of path) {
    if (Array.isArray(here) && typeof part === "number") {
      if (part < 0 || part >= here.length) return { found: false };
      here = here[part];
    } else if (here !== null && typeof here === "object" && !Array.isArray(here)) {
      const key = String(part);
      if (!Object.prototype.hasOwnProperty.call(here, key)) return { found: false };
      here = (here as Record<string, unknown>)[key];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: here };
}

const MAX_SHOWN = 40;

/** A short, language-neutral rendering of a JSON value for a message: `"12"`, `null`, `[1, 2, 3]`. */
export function showValue(value: unknown): string {
  if (value === undefined) return "—";
  const text = compact(value, MAX_SHOWN + 1);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

/**
 * Writes `value` until the text is longer than `room`: only the start is ever shown, and a value
 * 10,000 levels deep or 6 MB long must cost no more than a short one (each level writes a
 * bracket before it descends, so the recursion is at most `room` deep).
 */
function compact(value: unknown, room: number): string {
  if (typeof value === "string") return JSON.stringify(value.length > room ? value.slice(0, room) : value);
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? String(value);
  const list = Array.isArray(value) ? (value as readonly unknown[]) : null;
  const record = value as Record<string, unknown>;
  const keys = list ? null : Object.keys(record);
  const count = list ? list.length : keys!.length;
  let out = list ? "[" : "{";
  for (let i = 0; i < count && out.length <= room; i++) {
    if (i > 0) out += ", ";
    if (keys) out += `${compact(keys[i], room - out.length)}: `;
    if (out.length > room) break;
    out += compact(list ? list[i] : record[keys![i]!], room - out.length);
  }
  return out.length <= room ? `${out}${list ? "]" : "}"}` : out;
}

/** The JSON name of a value's type, for machine-readable issue data. */
export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}
