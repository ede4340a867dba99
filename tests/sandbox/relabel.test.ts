// A demo table in another language (src/sandbox/relabel.ts): the demo's names and sides follow
// the switch, what the player typed in the editor does not, and no side splits or merges.
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import ru from "../../lang/ru.json";
import { makeTranslator } from "../../src/overlay/i18n";
import { DEMOS } from "../../src/sandbox/catalog";
import { relabel } from "../../src/sandbox/relabel";
import { loadDemo } from "../../src/sandbox/scenario";

const tEn = makeTranslator(en, en);
const tRu = makeTranslator(ru, en);
const signum = DEMOS.find((d) => d.id === "signum")!;

describe("relabelling a demo table", () => {
  it("translates the demo's names and sides, keeps positions, a typed name and a model added to a side", () => {
    const spec = loadDemo(signum, tEn).spec;
    const edited = {
      ...spec,
      models: [
        ...spec.models.map((m) =>
          m.id === "mira"
            ? { ...m, name: "Mira the Bold", x: 30 }
            : m.id === "aldric"
              ? { ...m, side: "Horde" }
              : m,
        ),
        { id: "model-1", name: "New model", side: "Wardens", x: 1, y: 1 },
      ],
    };
    const { spec: out, sides } = relabel(edited, signum, tEn, tRu);
    const by = new Map(out.models.map((m) => [m.id, m]));
    expect(by.get("tomas")).toMatchObject({ name: tRu("TTM.Sandbox.Board.Signum.Tomas"), side: "Стражи" });
    expect(by.get("mira")).toMatchObject({ name: "Mira the Bold", x: 30, side: "Стражи" });
    // Aldric was moved to the Horde in the editor: he stays with it, under its Russian name.
    expect(by.get("aldric")).toMatchObject({ name: "Сэр Олдрик", side: "Орда" });
    expect(by.get("model-1")).toMatchObject({ name: "New model", side: "Стражи" });
    expect(out.terrain?.find((x) => x.id === "forest")?.name).toBe("Старый лес");
    expect([...sides]).toEqual([
      ["Wardens", "Стражи"],
      ["Horde", "Орда"],
    ]);
    // And back: the very table it started from.
    expect(relabel(out, signum, tRu, tEn).spec).toEqual(edited);
  });

  it("leaves a table of a demo without names (an imported file) as it is", () => {
    const imported = { ...signum, names: undefined, sides: undefined };
    const spec = loadDemo(imported, tEn).spec;
    expect(relabel(spec, imported, tEn, tRu).spec).toEqual(spec);
  });
});
