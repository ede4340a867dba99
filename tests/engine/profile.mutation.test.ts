// A raw profile read against a ruleset's fields (src/engine/profile.ts, readFields): defaults for
// what is missing, numbers and booleans written as text accepted, anything else refused with
// TTM.Error.ProfileField naming the model, the field and the value; and the typed readers.
import { describe, expect, it } from "vitest";
import { flag, num, readFields, str } from "../../src/engine/profile";
import type { FieldSpec } from "../../src/engine/ruleset";
import { refusal } from "../refusal";

const FIELDS: readonly FieldSpec[] = [
  { key: "move", type: "number", labelKey: "X.Move", min: 1, max: 12, default: 5 },
  { key: "free", type: "number", labelKey: "X.Free", default: -2 },
  { key: "flyer", type: "boolean", labelKey: "X.Flyer", default: true },
  {
    key: "size",
    type: "select",
    labelKey: "X.Size",
    choices: [
      { value: "1", labelKey: "X.One" },
      { value: "big", labelKey: "X.Big" },
      { value: "false", labelKey: "X.No" },
    ],
    default: "big",
  },
  { key: "name", type: "text", labelKey: "X.Name", default: "nobody" },
];

/** The refusal of `value` for `field`, as [key, data]. */
const refused = (field: string, value: unknown): [string, unknown] => {
  const e = refusal(() => readFields(FIELDS, { [field]: value }, "hero-7"));
  return [e.key, e.data];
};

describe("readFields", () => {
  it("gives each field's default for a missing, null or empty value, and only the fields listed", () => {
    const defaults = { move: 5, free: -2, flyer: true, size: "big", name: "nobody" };
    expect(readFields(FIELDS, {}, "m")).toEqual(defaults);
    expect(
      readFields(FIELDS, { move: null, free: "", flyer: undefined, size: "", name: null, other: 3 }, "m"),
    ).toEqual(defaults);
    expect(readFields([], { move: 3 }, "m")).toEqual({});
  });

  it("reads numbers, numbers written as text (spaces round them too), and keeps within min and max", () => {
    expect(readFields(FIELDS, { move: 1, free: "-40" }, "m")).toMatchObject({ move: 1, free: -40 });
    expect(readFields(FIELDS, { move: " 12 ", free: 1e6 }, "m")).toMatchObject({ move: 12, free: 1e6 });
    expect(readFields(FIELDS, { move: "7.5" }, "m")).toMatchObject({ move: 7.5 });
    expect(refused("move", 0.99)).toEqual([
      "TTM.Error.ProfileField",
      { id: "hero-7", field: "move", value: "0.99" },
    ]);
    expect(refused("move", 12.01)).toEqual([
      "TTM.Error.ProfileField",
      { id: "hero-7", field: "move", value: "12.01" },
    ]);
    expect(refused("move", "13")).toEqual([
      "TTM.Error.ProfileField",
      { id: "hero-7", field: "move", value: '"13"' },
    ]);
    expect(refused("free", "x")).toEqual([
      "TTM.Error.ProfileField",
      { id: "hero-7", field: "free", value: '"x"' },
    ]);
    expect(refused("free", NaN)).toEqual([
      "TTM.Error.ProfileField",
      { id: "hero-7", field: "free", value: "NaN" },
    ]);
    expect(refused("free", Infinity)).toEqual([
      "TTM.Error.ProfileField",
      { id: "hero-7", field: "free", value: "Infinity" },
    ]);
    expect(refused("free", true)).toEqual([
      "TTM.Error.ProfileField",
      { id: "hero-7", field: "free", value: "true" },
    ]);
    expect(refused("free", [3])).toEqual([
      "TTM.Error.ProfileField",
      { id: "hero-7", field: "free", value: "object" },
    ]);
  });

  it("reads booleans, true/false written as text, and 1/0; nothing else", () => {
    const read = (v: unknown) => readFields(FIELDS, { flyer: v }, "m")["flyer"];
    expect([read(true), read(false), read("true"), read("false"), read(1), read(0)]).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    for (const [v, shown] of [
      ["yes", '"yes"'],
      ["1", '"1"'],
      ["TRUE", '"TRUE"'],
      [2, "2"],
      [{}, "object"],
    ] as const) {
      expect(refused("flyer", v)).toEqual([
        "TTM.Error.ProfileField",
        { id: "hero-7", field: "flyer", value: shown },
      ]);
    }
  });

  it("reads a select field's choice, written as text, a number or a boolean; anything else is refused", () => {
    const read = (v: unknown) => readFields(FIELDS, { size: v }, "m")["size"];
    expect([read("big"), read(1), read("1"), read(false)]).toEqual(["big", "1", "1", "false"]);
    for (const [v, shown] of [
      ["huge", '"huge"'],
      [2, "2"],
      [true, "true"],
      [{ value: "big" }, "object"],
      [() => "big", "function"],
    ] as const) {
      expect(refused("size", v)).toEqual([
        "TTM.Error.ProfileField",
        { id: "hero-7", field: "size", value: shown },
      ]);
    }
    // A select field that lists no choices accepts nothing.
    const open: FieldSpec[] = [{ key: "s", type: "select", labelKey: "X", default: "a" }];
    expect(refusal(() => readFields(open, { s: "a" }, "m")).data).toEqual({
      id: "m",
      field: "s",
      value: '"a"',
    });
  });

  it("reads text, and a number as its text; a boolean or anything else is refused", () => {
    const read = (v: unknown) => readFields(FIELDS, { name: v }, "m")["name"];
    expect([read("Ezio"), read(12), read(" x ")]).toEqual(["Ezio", "12", " x "]);
    expect(refused("name", false)).toEqual([
      "TTM.Error.ProfileField",
      { id: "hero-7", field: "name", value: "false" },
    ]);
    expect(refused("name", ["a"])).toEqual([
      "TTM.Error.ProfileField",
      { id: "hero-7", field: "name", value: "object" },
    ]);
    expect(refused("name", Symbol("s"))).toEqual([
      "TTM.Error.ProfileField",
      { id: "hero-7", field: "name", value: "symbol" },
    ]);
  });

  it("refuses at the first field that does not fit, in the order of the fields", () => {
    const e = refusal(() => readFields(FIELDS, { name: false, move: 0, flyer: "no" }, "m"));
    expect(e.data).toEqual({ id: "m", field: "move", value: "0" });
  });
});

describe("the typed readers", () => {
  const p = { n: 4, t: "2.5", yes: true, one: 1, word: "true", s: "big", b: false };
  it("num reads a number or its text, flag only true, str the text of anything", () => {
    expect([num(p, "n"), num(p, "t"), num(p, "yes"), num(p, "s")]).toEqual([4, 2.5, 1, NaN]);
    expect([flag(p, "yes"), flag(p, "one"), flag(p, "word"), flag(p, "b"), flag(p, "none")]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect([str(p, "s"), str(p, "n"), str(p, "b"), str(p, "none")]).toEqual([
      "big",
      "4",
      "false",
      "undefined",
    ]);
  });
});
