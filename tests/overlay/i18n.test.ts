import { describe, expect, it } from "vitest";
import { lookup, makeTranslator, substitute } from "../../src/overlay/i18n";

const en = { TTM: { Greeting: "Hello {name}", Only: { En: "English only" }, Node: { Leaf: "leaf" } } };
const es = { TTM: { Greeting: "Hola {name}" } };

describe("overlay translator", () => {
  it("follows dotted keys through nested objects", () => {
    expect(lookup(en, "TTM.Node.Leaf")).toBe("leaf");
    expect(lookup(en, "TTM.Node")).toBeUndefined(); // an object is not a string
    expect(lookup(en, "TTM.Node.Leaf.Deeper")).toBeUndefined();
    expect(lookup(en, "TTM.Missing")).toBeUndefined();
  });

  it("substitutes {name} and leaves unknown placeholders visible", () => {
    expect(substitute("{a} and {b}", { a: 1 })).toBe("1 and {b}");
    expect(substitute("{a}{a}", { a: "x" })).toBe("xx");
    expect(substitute("no data {a}")).toBe("no data {a}");
    // Only own data keys: "constructor" must not leak Object.prototype into a message.
    expect(substitute("{constructor}", {})).toBe("{constructor}");
  });

  it("uses the language, then English, then the key itself", () => {
    const t = makeTranslator(es, en);
    expect(t("TTM.Greeting", { name: "Ana" })).toBe("Hola Ana");
    expect(t("TTM.Only.En")).toBe("English only");
    expect(t("TTM.Nowhere")).toBe("TTM.Nowhere");
    expect(makeTranslator(es)("TTM.Only.En")).toBe("TTM.Only.En");
  });

  it("does not treat a substituted value as a pattern", () => {
    const t = makeTranslator(en);
    expect(t("TTM.Greeting", { name: "{name} $& $1" })).toBe("Hello {name} $& $1");
  });
});

describe("data that names another string", () => {
  it("localises data values that are i18n keys before substituting them", () => {
    const ru = { TTM: { Unit: { cm: "см" }, Msg: "через {distance} {unit}" } };
    const en = { TTM: { Unit: { cm: "cm" }, Msg: "after {distance} {unit}" } };
    expect(makeTranslator(ru, en)("TTM.Msg", { distance: "1.5", unit: "TTM.Unit.cm" })).toBe("через 1.5 см");
    // A value that only looks like a key but is not one stays as it is.
    expect(makeTranslator(en)("TTM.Msg", { distance: "2", unit: "TTM.Unit.parsec" })).toBe(
      "after 2 TTM.Unit.parsec",
    );
  });
});
