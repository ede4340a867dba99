import { describe, expect, it } from "vitest";
import { showValue } from "../../src/engine/scenario/path";

/*
 * How a scenario issue shows the value it refuses (found by `npm run fuzz`): only the first 40
 * characters, so a value 10,000 levels deep or megabytes long is shown without recursing
 * through it or writing it whole.
 */

const deep = (depth: number, open: string, close: string): unknown =>
  JSON.parse(`${open.repeat(depth)}1${close.repeat(depth)}`) as unknown;

describe("showValue", () => {
  it("short values are written whole, in JSON", () => {
    expect(showValue([1, 2, 3])).toBe("[1, 2, 3]");
    expect(showValue({ a: "x", b: [null, true] })).toBe('{"a": "x", "b": [null, true]}');
    expect(showValue("12")).toBe('"12"');
    expect(showValue(undefined)).toBe("—");
    expect(showValue({})).toBe("{}");
    expect(showValue([])).toBe("[]");
  });

  it("a value over 40 characters shows its first 39 and an ellipsis, the same as when written whole", () => {
    const list = Array.from({ length: 30 }, (_, i) => i);
    const whole = `[${list.join(", ")}]`;
    expect(showValue(list)).toBe(`${whole.slice(0, 39)}…`);
    expect(showValue({ ["k".repeat(50)]: 1 })).toBe(`{"${"k".repeat(37)}…`);
    expect(showValue("é".repeat(100))).toBe(`"${"é".repeat(38)}…`);
  });

  it("10,000 levels of lists or objects are shown without overflowing the stack", () => {
    expect(showValue(deep(10_000, "[", "]"))).toBe(`${"[".repeat(39)}…`);
    expect(showValue(deep(10_000, '{"a":', "}"))).toBe(`${'{"a": '.repeat(6)}{"a…`);
  });

  it("a 6 MB text and a list of 100,000 items are cut before they are written", () => {
    expect(showValue("x".repeat(6 * 1024 * 1024))).toBe(`"${"x".repeat(38)}…`);
    expect(showValue(Array.from({ length: 100_000 }, () => 1234567))).toBe(`[${"1234567, ".repeat(4)}12…`);
  });
});
