import { RulesError } from "../errors";
import { MAX_WAYPOINTS } from "../evaluate";
import { formatPath, type JsonPath } from "./path";

/*
 * Limits checked before the schema looks at a file, so a huge or runaway file is refused at
 * once with one message instead of seconds of validation and thousands of lines of issues.
 */

/** The largest scenario file read: 5 MB of UTF-8 (a busy exported table is well under 1 MB). */
export const MAX_SCENARIO_BYTES = 5 * 1024 * 1024;
/** The longest list a file may hold: the engine's own limit on a path's waypoints. */
export const MAX_LIST_ITEMS = MAX_WAYPOINTS;
/** The most values (numbers, texts, lists, objects…) a file may hold in all. */
export const MAX_VALUES = 500_000;

/** The UTF-8 size of `text`; at least its length once that alone is over `stop`. */
function utf8Bytes(text: string, stop: number): number {
  // Every UTF-16 unit is at least one byte: a text this long is over the limit without counting.
  if (text.length > stop) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const mb = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(1);

/** Refuses a text over MAX_SCENARIO_BYTES with TTM.Scenario.Error.TooLarge. */
export function checkSize(text: string): void {
  const bytes = utf8Bytes(text, MAX_SCENARIO_BYTES);
  if (bytes > MAX_SCENARIO_BYTES) {
    throw new RulesError("TTM.Scenario.Error.TooLarge", { size: mb(bytes), max: mb(MAX_SCENARIO_BYTES) });
  }
}

/**
 * Refuses parsed JSON holding a list longer than MAX_LIST_ITEMS (TTM.Scenario.Error.TooManyItems,
 * naming the list) or more than MAX_VALUES values in all (TTM.Scenario.Error.TooManyValues). It
 * stops at the first excess, so its cost is bounded whatever the file holds.
 */
export function checkCounts(json: unknown): void {
  let values = 0;
  // Each entry knows its parent, so the path of an offending list is built only when there is one.
  interface Entry {
    readonly value: unknown;
    readonly parent: Entry | null;
    readonly key: string | number;
  }
  const pathOf = (e: Entry): JsonPath => {
    const out: (string | number)[] = [];
    for (let at: Entry | null = e; at?.parent; at = at.parent) out.unshift(at.key);
    return out;
  };
  const stack: Entry[] = [{ value: json, parent: null, key: "" }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const value = entry.value;
    if (++values > MAX_VALUES) throw new RulesError("TTM.Scenario.Error.TooManyValues", { max: MAX_VALUES });
    if (Array.isArray(value)) {
      if (value.length > MAX_LIST_ITEMS) {
        throw new RulesError("TTM.Scenario.Error.TooManyItems", {
          path: formatPath(pathOf(entry)) || "—",
          count: value.length,
          max: MAX_LIST_ITEMS,
        });
      }
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i] as unknown, parent: entry, key: i });
    } else if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record);
      for (let i = keys.length - 1; i >= 0; i--)
        stack.push({ value: record[keys[i]!], parent: entry, key: keys[i]! });
    }
  }
}
