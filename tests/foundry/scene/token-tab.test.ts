// The Movement tab: its context (pure) and templates/token-movement-tab.hbs rendered with the
// real handlebars package in en, es and ru, with a `localize` helper that behaves like
// Foundry's. The sheet itself (ApplicationV2, DOM) is not run here: no Foundry, no DOM.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import type { MessageData } from "../../../src/engine/errors";
import {
  movementTabContext,
  validateProfileValues,
  FLAG_PATH,
} from "../../../src/foundry/config/token-tab-context";
import { readProfileFlag } from "../../../src/foundry/scene/profile";
import { signum } from "../../../src/rulesets/signum";
import { profileFlags } from "./fake-scene";

const ROOT = join(import.meta.dirname, "..", "..", "..");
type Dict = { readonly [k: string]: string | Dict };

function lookup(dict: Dict, key: string): string | undefined {
  let node: string | Dict | undefined = dict;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}
const fill = (text: string, data: Readonly<Record<string, unknown>>): string =>
  text.replace(/\{([^{}]+)\}/g, (whole, name: string) =>
    Object.hasOwn(data, name) ? String(data[name]) : whole,
  );

function language(lang: "en" | "es" | "ru") {
  const dict = JSON.parse(readFileSync(join(ROOT, "lang", `${lang}.json`), "utf8")) as Dict;
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) =>
    fill(lookup(dict, String(key)) ?? String(key), (options.hash ?? {}) as Record<string, unknown>),
  );
  const format = (key: string, data: MessageData): string => fill(lookup(dict, key) ?? key, data);
  const render = hb.compile(readFileSync(join(ROOT, "templates", "token-movement-tab.hbs"), "utf8"));
  return { render, format };
}

const input = (flags: unknown, extra: Partial<Parameters<typeof movementTabContext>[0]> = {}) => ({
  ruleset: signum,
  flag: readProfileFlag({ flags }),
  actorPaths: new Map<string, string>(),
  actorValues: {},
  tokenBaseMm: 25.4,
  owner: "<b>Orc</b>",
  idPrefix: "app1-ttm",
  format: (key: string, data: MessageData) => `${key} ${JSON.stringify(data)}`,
  ...extra,
});

describe("Movement tab context", () => {
  it("lists the ruleset's fields with flag names, values and choices", () => {
    const ctx = movementTabContext(input(profileFlags({ fields: { move: "L", slow: true }, baseMm: 32 })));
    expect(ctx.fields.map((f) => f.key)).toEqual(["move", "slow", "flight"]);
    const [move, slow, flight] = ctx.fields;
    expect(move).toMatchObject({ name: `${FLAG_PATH}.fields.move`, isSelect: true, value: "L", error: null });
    expect(move?.options.filter((o) => o.selected).map((o) => o.value)).toEqual(["L"]);
    expect(slow).toMatchObject({ isBoolean: true, checked: true });
    expect(flight).toMatchObject({ isBoolean: true, checked: false }); // the default
    expect(ctx.base).toEqual({
      name: `${FLAG_PATH}.baseMm`,
      value: 32,
      defaultMm: 25.4,
      defaultFromToken: true,
    });
    expect(FLAG_PATH).toBe("flags.tabletop-movement.profile");
  });

  it("an empty base is flagged as a default: the token's size, else the ruleset's", () => {
    expect(movementTabContext(input({})).base).toMatchObject({
      value: null,
      defaultMm: 25.4,
      defaultFromToken: true,
    });
    expect(movementTabContext(input({}, { tokenBaseMm: null })).base).toMatchObject({
      defaultMm: 30,
      defaultFromToken: false,
    });
  });

  it("a bad value gets the engine's message next to its field", () => {
    const ctx = movementTabContext(input(profileFlags({ fields: { move: "XXL", slow: "maybe" } })));
    expect(ctx.fields[0]?.error).toMatch(/^TTM\.Error\.ProfileField .*"field":"move"/);
    expect(ctx.fields[1]?.error).toMatch(/"field":"slow"/);
    expect(ctx.fields[2]?.error).toBeNull();
    expect(validateProfileValues(signum, { move: "S", slow: false }, "x")).toEqual({});
  });

  it("fields fed by the actor show the actor's value and its path", () => {
    const ctx = movementTabContext(
      input(profileFlags({ fields: { move: "S" } }), {
        actorPaths: new Map([["move", "system.speed"]]),
        actorValues: { move: "XL" },
      }),
    );
    expect(ctx.fields[0]).toMatchObject({ value: "XL", actorPath: "system.speed" });
    expect(ctx.fields[1]?.actorPath).toBeNull();
  });
});

describe("templates/token-movement-tab.hbs (real handlebars)", () => {
  for (const lang of ["en", "es", "ru"] as const) {
    it(`renders every label and message in ${lang}, escaping user data`, () => {
      const { render, format } = language(lang);
      const html = render(
        movementTabContext(
          input(profileFlags({ fields: { move: "XXL" }, unitId: "<b>Squad</b>", side: "red" }), {
            format,
            actorPaths: new Map([["flight", "system.<b>fly</b>"]]),
            actorValues: { flight: true },
          }),
        ),
      );
      expect(html).not.toMatch(/TTM\.[A-Z]/);
      expect(html).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(html).not.toContain("<b>");
      expect(html).toContain("&lt;b&gt;Orc&lt;/b&gt;"); // the token's name in the error, escaped
      expect(html).toContain("&lt;b&gt;Squad&lt;/b&gt;");
      expect(html).toContain(`name="${FLAG_PATH}.fields.move"`);
      expect(html).toContain(`name="${FLAG_PATH}.baseMm"`);
      expect(html).toMatch(/<input type="checkbox" id="app1-ttm-flight" name="[^"]+" checked\s+disabled>/);
      expect(html).toContain('placeholder="25.4"');
      expect(html).toContain("ttm-invalid");
    });
  }

  it("Spanish shows the Spanish labels", () => {
    const { render, format } = language("es");
    const html = render(movementTabContext(input({}, { format })));
    expect(html).toContain("Perfil de movimiento");
    expect(html).toContain("Diámetro de la peana (mm)");
    expect(html).toContain("Leyendas de Signum");
  });
});
