import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGS, createI18n } from "../../src/cli/i18n";
import { lookup, substitute } from "../../src/overlay/i18n";

const ROOT = resolve(import.meta.dirname, "../..");
type Tree = { readonly [k: string]: string | Tree };
const catalog = (lang: string): Tree =>
  JSON.parse(readFileSync(join(ROOT, `lang/${lang}.json`), "utf8")) as Tree;

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === "string") out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("CLI i18n", () => {
  const cats = {
    en: { TTM: { A: "Hello {name}", B: "Only English" } },
    es: { TTM: { A: "Hola {name}" } },
    ru: {},
  };

  it("looks up dotted keys and substitutes placeholders like game.i18n.format", () => {
    const es = createI18n("es", cats);
    expect(es.format("TTM.A", { name: "Brissa" })).toBe("Hola Brissa");
    expect(es.localize("TTM.A")).toBe("Hola {name}");
    expect(lookup(cats.en, "TTM.A.deeper")).toBeUndefined();
    expect(substitute("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });

  it("falls back to English, then to the key itself", () => {
    expect(createI18n("ru", cats).format("TTM.A", { name: "x" })).toBe("Hello x");
    expect(createI18n("es", cats).localize("TTM.B")).toBe("Only English");
    expect(createI18n("es", cats).localize("TTM.Nope")).toBe("TTM.Nope");
    expect(createI18n("es", cats).has("TTM.Nope")).toBe(false);
  });

  it("reads the module's real language files", () => {
    expect(createI18n("ru").localize("TTM.Signum.Action.Run")).toBe("Бег");
    expect(createI18n("es").localize("TTM.Cli.Report.Reasons")).toBe("Motivos:");
  });

  it("the Scenario and Cli strings exist in en, es and ru with the same placeholders", () => {
    const flat = Object.fromEntries(LANGS.map((l) => [l, flatten(catalog(l))]));
    const mine = [...flat.en!.keys()].filter(
      (k) => k.startsWith("TTM.Scenario.") || k.startsWith("TTM.Cli."),
    );
    expect(mine.length).toBeGreaterThan(50);
    for (const lang of ["es", "ru"] as const) {
      const other = [...flat[lang]!.keys()].filter(
        (k) => k.startsWith("TTM.Scenario.") || k.startsWith("TTM.Cli."),
      );
      expect(other.sort()).toEqual([...mine].sort());
      for (const key of mine) {
        expect(placeholders(flat[lang]!.get(key)!), `${lang} ${key}`).toEqual(
          placeholders(flat.en!.get(key)!),
        );
      }
    }
  });

  it("every TTM.Scenario / TTM.Cli key or key prefix written in the code exists in English", () => {
    const en = flatten(catalog("en"));
    const files = [...sourceFiles(join(ROOT, "src/cli")), ...sourceFiles(join(ROOT, "src/engine/scenario"))];
    const keys = new Set<string>();
    for (const f of files) {
      for (const m of readFileSync(f, "utf8").matchAll(/"(TTM\.(?:Scenario|Cli)\.[A-Za-z.]+[A-Za-z])"/g))
        keys.add(m[1]!);
    }
    expect(keys.size).toBeGreaterThan(20);
    // A prefix the code builds keys from (`${K}.Reach`) must at least lead to some keys.
    const prefixes = new Set(
      [...en.keys()].flatMap((k) => k.split(".").map((_, i, a) => a.slice(0, i).join("."))),
    );
    for (const key of keys) expect(en.has(key) || prefixes.has(key), key).toBe(true);
  });
});
