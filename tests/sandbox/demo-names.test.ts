// The demo boards speak the page's language: every model, every named terrain piece and every
// side of a board that lists names gets them from the lang files, in en, es and ru.
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import es from "../../lang/es.json";
import ru from "../../lang/ru.json";
import { makeTranslator } from "../../src/overlay/i18n";
import { DEMOS } from "../../src/sandbox/catalog";
import { loadDemo } from "../../src/sandbox/scenario";

const LANGS = { en: makeTranslator(en, en), es: makeTranslator(es, en), ru: makeTranslator(ru, en) };

describe("the demo boards' names and sides", () => {
  it("the four boards of the first games name every model, every named piece and every side", () => {
    const named = DEMOS.filter((d) => d.names);
    expect(named.map((d) => d.id)).toEqual(
      expect.arrayContaining(["signum", "mumg", "carnevale", "dungeon-universalis"]),
    );
    for (const demo of named) {
      const plain = loadDemo(demo).spec;
      const pieces = [...plain.models, ...(plain.terrain ?? []).filter((x) => x.name !== undefined)];
      expect(
        pieces.filter((x) => !demo.names?.[x.id]).map((x) => x.id),
        demo.id,
      ).toEqual([]);
      expect(
        [...new Set(plain.models.map((m) => m.side))].filter((s) => !demo.sides?.[s]),
        demo.id,
      ).toEqual([]);
    }
  });

  it("in each language every model of a side carries the same translated side, and Russian is not English", () => {
    for (const demo of DEMOS.filter((d) => d.sides)) {
      const plain = loadDemo(demo).spec;
      for (const [lang, t] of Object.entries(LANGS)) {
        const spec = loadDemo(demo, t).spec;
        for (const [i, m] of spec.models.entries()) {
          const key = demo.sides![plain.models[i]!.side]!;
          expect(m.side, `${demo.id} ${lang} ${m.id}`).toBe(t(key));
          expect(t(key), `${lang} ${key}`).not.toBe(key);
        }
        // Still as many sides as the file has: no two sides share a translation.
        expect(new Set(spec.models.map((m) => m.side)).size, `${demo.id} ${lang}`).toBe(
          new Set(plain.models.map((m) => m.side)).size,
        );
      }
      const ruSpec = loadDemo(demo, LANGS.ru).spec;
      for (const [i, m] of ruSpec.models.entries()) {
        expect(m.side, `${demo.id} ${m.id}`).not.toBe(plain.models[i]!.side);
        expect(/[а-яё]/i.test(m.name ?? ""), `${demo.id} ${m.id} ${m.name}`).toBe(true);
      }
    }
  });
});
