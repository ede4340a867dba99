import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import ru from "../../lang/ru.json";
import { movementTabContext } from "../../src/foundry/config/token-tab-context";
import { makeTranslator } from "../../src/overlay/i18n";
import { builtinRulesets } from "../../src/rulesets";
import { moduleHandlebars } from "../../src/sandbox/templates";
import { HOSTILE, decode, tags } from "./hostile";

/*
 * Every template in templates/ rendered with the real handlebars package and the helpers the
 * module registers (src/sandbox/templates.ts, Foundry's `localize` behaviour), once with plain
 * names and once with hostile ones in every place a token, actor, unit, region or scene name (or
 * any text made from one) reaches: the same elements come out, and the hostile text is shown
 * literally. A template added without a case here fails the first test.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const TEMPLATES = readdirSync(join(ROOT, "templates"))
  .filter((f) => f.endsWith(".hbs"))
  .sort();

type Context = (name: (i: number) => string) => object;

const tabContext: Context = (name) =>
  movementTabContext({
    ruleset: builtinRulesets().get("mumg"),
    flag: { fields: { movement: name(0), height: name(1), powers: name(2) }, unitId: name(3), side: name(0) },
    actorPaths: new Map([["agile", name(1)]]),
    actorValues: {},
    tokenBaseMm: 30,
    owner: name(2),
    idPrefix: name(3),
    format: (key, data) => makeTranslator(en, en)(key, data),
  });

const CASES: Record<string, readonly Context[]> = {
  "ruler-label.hbs": [
    (n) => ({
      cssClass: n(0),
      ttm: {
        style: n(1),
        cost: n(2),
        band: n(3),
        last: false,
        budgetLeft: n(0),
        declared: [n(1)],
        prompts: [{ icon: n(2), text: n(3), ruleId: n(0) }],
        marks: [n(1)],
        facing: n(2),
        reasons: [n(3), n(0)],
      },
    }),
    (n) => ({ cssClass: n(3), ttm: { style: "over", cost: n(0), over: n(1), last: true, facing: n(2) } }),
    (n) => ({
      action: { icon: n(0) },
      cssClass: n(1),
      units: n(2),
      distance: { total: n(3), delta: n(0) },
      cost: { total: n(1), units: n(2), delta: n(3) },
      elevation: { total: n(0), icon: n(1), hidden: false, delta: n(2) },
    }),
  ],
  "prompt-dialog.hbs": [
    (n) => ({
      kind: n(0),
      ruleId: n(1),
      text: n(2),
      mover: n(3),
      source: n(0),
      formula: n(1),
      choices: [],
      index: 1,
      total: 2,
    }),
    (n) => ({
      kind: "choice",
      ruleId: n(2),
      text: n(0),
      mover: n(1),
      source: n(3),
      choices: [{ value: n(2), label: n(3) }],
    }),
  ],
  "prompt-card.hbs": [
    (n) => ({
      ruleId: n(0),
      text: n(1),
      mover: n(2),
      formula: n(3),
      dice: n(0),
      total: n(1),
      choice: n(2),
      markedDie: { label: n(3), value: n(0) },
      result: { tone: n(1), text: n(2) },
      outcome: n(3),
    }),
  ],
  "move-card.hbs": [
    (n) => ({ kind: n(0), title: n(1), lines: [{ text: n(2), ruleId: n(3) }, { text: n(0) }] }),
  ],
  "ledger-hud.hbs": [
    (n) => ({
      canReset: true,
      spent: [{ label: n(0), value: n(1) }],
      counters: [{ label: n(2), value: n(3) }],
      left: n(0),
      canDeclare: true,
      declarations: [
        { key: n(1), label: n(2), hint: n(3), checkbox: { checked: true } },
        {
          key: n(0),
          label: n(1),
          hint: n(2),
          select: { options: [{ value: n(3), label: n(0), selected: true }] },
        },
        { key: n(1), label: n(2), hint: n(3), number: { value: n(0), min: n(1), max: n(2), step: n(3) } },
        { key: n(0), label: n(1), hint: n(2), text: { value: n(3) } },
      ],
    }),
  ],
  "token-movement-tab.hbs": [(n) => ({ tab: { cssClass: n(0), group: n(1), id: n(2) }, ...tabContext(n) })],
  "unit-casualties.hbs": [(n) => ({ text: n(0), names: [n(1), n(2), n(3)] })],
  "unit-ghosts.hbs": [
    (n) => ({
      leader: n(0),
      models: [{ css: n(1), name: n(2), status: n(3) }],
      outOfCoherency: true,
      unitStatus: n(0),
      hint: n(1),
    }),
  ],
};

const PLAIN = ["Aldric", "Brissa", "Orc chief", "Squad 1"];

describe("HTML escaping in every template", () => {
  it("every template in templates/ has a case here", () => {
    expect(TEMPLATES.filter((f) => !(f in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((f) => !TEMPLATES.includes(f))).toEqual([]);
  });

  for (const file of TEMPLATES) {
    for (const [lang, dict] of [
      ["en", en],
      ["ru", ru],
    ] as const) {
      it(`${file} (${lang}): hostile names add no element and read literally`, () => {
        const hb = moduleHandlebars(() => makeTranslator(dict, en));
        const render = hb.compile(readFileSync(join(ROOT, "templates", file), "utf8"));
        for (const [k, context] of (CASES[file] ?? []).entries()) {
          const plain = render(context((i) => PLAIN[i % PLAIN.length]!));
          const hostile = render(context((i) => HOSTILE[i % HOSTILE.length]!));
          // The same elements, in the same order: nothing injected, nothing broken out of an attribute.
          expect(tags(hostile), `case ${k}`).toEqual(tags(plain));
          expect(hostile).not.toMatch(/<(img|script|b)\b/i);
          // Each hostile text the case carries is on show as typed (in text or an attribute).
          const shown = decode(hostile);
          for (const h of HOSTILE) expect(shown, `case ${k}: ${h}`).toContain(h);
        }
      });
    }
  }
});
