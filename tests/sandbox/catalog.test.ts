import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import es from "../../lang/es.json";
import ru from "../../lang/ru.json";
import { Board } from "../../src/engine/board/board";
import { evaluateMove } from "../../src/engine/evaluate";
import { makeTranslator } from "../../src/overlay/i18n";
import { DEMOS } from "../../src/sandbox/catalog";
import { loadDemo } from "../../src/sandbox/scenario";

const LANGS = { en: makeTranslator(en, en), es: makeTranslator(es, en), ru: makeTranslator(ru, en) };

describe("the sandbox's demo boards", () => {
  it("offers a board for every built-in game, each read by the scenario parser and judged without error", () => {
    expect(DEMOS.map((d) => d.id)).toEqual(["signum", "mumg", "carnevale", "sctmg", "dungeon-universalis"]);
    for (const demo of DEMOS) {
      const loaded = loadDemo(demo);
      const board = new Board(loaded.spec, demo.ruleset.defaultBaseMm);
      const m = board.model(loaded.modelId);
      const out = evaluateMove(demo.ruleset, board, {
        modelId: m.id,
        action: loaded.action,
        path: [
          { x: m.x, y: m.y },
          { x: m.x, y: m.y - 1 },
        ],
      });
      expect(out.ok, demo.id).toBe(true);
    }
  });

  it("names every model and terrain piece it lists in each language, and only pieces of its file", () => {
    for (const demo of DEMOS.filter((d) => d.names)) {
      const plain = loadDemo(demo).spec;
      const ids = new Set([...plain.models.map((m) => m.id), ...(plain.terrain ?? []).map((x) => x.id)]);
      expect(
        [...Object.keys(demo.names!)].filter((id) => !ids.has(id)),
        demo.id,
      ).toEqual([]);
      for (const [lang, t] of Object.entries(LANGS)) {
        const spec = loadDemo(demo, t).spec;
        for (const [id, key] of Object.entries(demo.names!)) {
          const named = [...spec.models, ...(spec.terrain ?? [])].find((x) => x.id === id);
          expect(named?.name, `${demo.id} ${lang} ${id}`).toBe(t(key));
          expect(t(key), `${lang} ${key}`).not.toBe(key);
        }
      }
    }
    // Russian names are not the English ones.
    const venice = DEMOS.find((d) => d.id === "carnevale")!;
    expect(loadDemo(venice, LANGS.ru).spec.models.find((m) => m.id === "lucia")?.name).toBe("Лючия");
  });
});
