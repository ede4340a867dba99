// Compiles every template in templates/ with the real handlebars package and renders it in each
// language, with a `localize` helper that behaves like Foundry's: a key alone is looked up, a key
// with hash arguments is formatted ({{localize "KEY" name=value}} fills {name}).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const LANGS = ["en", "es", "ru"] as const;
const TEMPLATES = readdirSync(join(ROOT, "templates")).filter((f) => f.endsWith(".hbs"));

type Dict = { readonly [k: string]: string | Dict };

function lookup(dict: Dict, key: string): string | undefined {
  let node: string | Dict | undefined = dict;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

function environment(lang: (typeof LANGS)[number]): typeof Handlebars {
  const dict = JSON.parse(readFileSync(join(ROOT, "lang", `${lang}.json`), "utf8")) as Dict;
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) => {
    const text = lookup(dict, String(key)) ?? String(key); // Foundry shows the key when missing
    const data = (options.hash ?? {}) as Record<string, unknown>;
    return text.replace(/\{([^{}]+)\}/g, (whole, name: string) =>
      Object.hasOwn(data, name) ? String(data[name]) : whole,
    );
  });
  return hb;
}

/**
 * Contexts that exercise each template's branches. A template without an entry is still
 * compiled and rendered, with an empty context.
 */
const SAMPLES: Record<string, readonly Record<string, unknown>[]> = {
  "ruler-label.hbs": [
    { ttm: { style: "ok", cost: "6 cm · M", budgetLeft: "4 cm", reasons: [] } },
    {
      ttm: {
        style: "over",
        cost: "12 cm · M",
        over: "2 cm",
        reasons: ["12 cm is more than 10 cm", "<b>x</b>"],
      },
    },
    { ttm: { style: "tier", cost: "3 POW" } },
    { ttm: { style: "ok", cost: "3 □", last: true, facing: "Facing 45°" } },
    {
      cssClass: "last",
      ttm: {
        style: "tier",
        cost: "12 cm · M → run L",
        band: "Run",
        last: true,
        budgetLeft: "3.0 cm",
        declared: ["Run", "<b>Tier 2</b>"],
        prompts: [
          { icon: "fa-solid fa-dice-d6", text: "Backstab from <b>Orc</b>", ruleId: "SIGNUM-BACKSTAB-1" },
        ],
        reasons: [],
      },
    },
    { ttm: { style: "ok", cost: "4.0 cm", band: "<b>Move</b>", last: false, budgetLeft: "6.0 cm" } },
    // Core's own context, where the module has no plan (v13/v14 TokenRuler label context).
    {
      action: { icon: "fa-solid fa-person-walking" },
      cssClass: "secret",
      units: "<b>cm</b>",
      distance: { total: "12.5", delta: "+2.5" },
      cost: { total: "12.5", units: "cm", delta: "+2.5" },
      elevation: { total: 5, icon: "fa-solid fa-arrows-up-down", hidden: false, delta: "+5" },
    },
  ],
  "prompt-dialog.hbs": [
    {
      kind: "roll",
      ruleId: "SIGNUM-BACKSTAB-1",
      text: "Backstab from <b>Orc</b>: one attack die.",
      mover: "<b>Elf</b>",
      source: "<b>Orc</b>",
      formula: "1d6",
      choices: [],
      index: 1,
      total: 2,
    },
    {
      kind: "choice",
      ruleId: "MUMG-JUMP-1",
      text: "Jump or go round?",
      mover: "Hero",
      source: null,
      formula: null,
      choices: [{ value: "a", label: "<b>A</b>" }],
      index: 1,
      total: 1,
    },
  ],
  "prompt-card.hbs": [
    {
      ruleId: "SIGNUM-BACKSTAB-1",
      text: "Backstab from <b>Orc</b>",
      mover: "<b>Elf</b>",
      formula: "1d6",
      dice: "5",
      total: 5,
      choice: null,
      outcome: "<b>Orc</b> backstabs Elf (rolled 5): 1 wound.",
    },
    {
      ruleId: "X-1",
      text: "Pick",
      mover: "<b>Elf</b>",
      formula: null,
      dice: null,
      total: null,
      choice: "<b>left</b>",
      outcome: "ok",
    },
  ],
  "move-card.hbs": [
    {
      kind: "effects",
      title: "<b>Elf</b> moves",
      lines: [{ text: "<b>x</b>", ruleId: "SIGNUM-RUN-1" }, { text: "y" }],
    },
    { kind: "revert", title: "Put back", lines: [] },
  ],
  "ledger-hud.hbs": [
    { spent: [{ label: "<b>Moved</b>", value: "yes" }], left: "<b>10.0 cm</b> left", canReset: true },
    { spent: [], left: "Cannot move now", canReset: false },
  ],
};

describe("templates render in every language", () => {
  it("templates/ has the ruler label", () => {
    expect(TEMPLATES).toContain("ruler-label.hbs");
  });

  for (const file of TEMPLATES) {
    for (const lang of LANGS) {
      it(`${file} (${lang})`, () => {
        const render = environment(lang).compile(readFileSync(join(ROOT, "templates", file), "utf8"), {
          strict: false,
        });
        for (const context of SAMPLES[file] ?? [{}]) {
          const html = render(context);
          expect(html).not.toMatch(/TTM\.[A-Z]/); // a key that did not localise
          expect(html).not.toMatch(/\{[a-zA-Z]+\}/); // a placeholder left unfilled
          expect(html).not.toContain("<b>"); // values are escaped
        }
      });
    }
  }

  it("the ruler label shows cost, budget left and reasons", () => {
    const render = environment("es").compile(
      readFileSync(join(ROOT, "templates", "ruler-label.hbs"), "utf8"),
    );
    const ok = render({ ttm: { style: "ok", cost: "6 cm · M", budgetLeft: "4 cm" } });
    expect(ok).toContain("ttm-ruler-label--ok");
    expect(ok).toContain("6 cm · M");
    expect(ok).toContain("quedan 4 cm");
    const over = render({
      ttm: { style: "over", cost: "12 cm", over: "2 cm", budgetLeft: "0 cm", reasons: ["Demasiado"] },
    });
    expect(over).toContain("2 cm por encima");
    expect(over).not.toContain("quedan"); // over replaces the budget
    expect(over).toContain("Demasiado");
  });
});
