import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import es from "../../lang/es.json";
import ru from "../../lang/ru.json";
import { TERRAIN_KINDS } from "../../src/engine/board/types";
import { type Dictionary, lookup } from "../../src/overlay/i18n";

const ROOT = resolve(import.meta.dirname, "../..");
const LANGS: Record<string, Dictionary> = { en, es, ru };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : /\.(ts|html)$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

/** Every literal TTM.Sandbox.* / TTM.Overlay.* key the sandbox and overlay sources name. */
function literalKeys(): string[] {
  const keys = new Set<string>();
  for (const file of [...sources(join(ROOT, "src/sandbox")), ...sources(join(ROOT, "src/overlay"))]) {
    for (const m of readFileSync(file, "utf8").matchAll(/TTM\.(?:Sandbox|Overlay)(?:\.[A-Za-z0-9-]+)+/g)) {
      // A key followed by `${` is a prefix completed at run time; those are listed below.
      const after = readFileSync(file, "utf8").slice(m.index + m[0].length, m.index + m[0].length + 2);
      if (after !== ".$" && after !== "${") keys.add(m[0]);
    }
  }
  return [...keys];
}

/** Keys built at run time from a known set of values. */
const dynamicKeys = [
  ...TERRAIN_KINDS.map((k) => `TTM.Sandbox.Terrain.${k}`),
  ...["illegal", "stop", "info"].map((s) => `TTM.Sandbox.Verdict.Severity.${s}`),
  ...["Legal", "Illegal"].map((s) => `TTM.Sandbox.Verdict.${s}`),
  ...["en", "es", "ru"].map((l) => `TTM.Sandbox.Languages.${l}`),
  ...["cm", "in", "sq"].map((u) => `TTM.Overlay.Unit.${u}`),
];

describe("sandbox and overlay strings", () => {
  it("every key they use exists in en, es and ru", () => {
    const keys = [...literalKeys(), ...dynamicKeys];
    expect(keys.length).toBeGreaterThan(40);
    const missing = Object.entries(LANGS).flatMap(([lang, dict]) =>
      keys.filter((k) => lookup(dict, k) === undefined).map((k) => `${lang}: ${k}`),
    );
    expect(missing).toEqual([]);
  });

  it("the Spanish and Russian strings are translations, not copies of the English", () => {
    const same = (lang: Dictionary): string[] =>
      [...literalKeys(), ...dynamicKeys].filter((k) => {
        const text = lookup(lang, k);
        // Language names and unit symbols are the same everywhere by design.
        return (
          text !== undefined &&
          text === lookup(en, k) &&
          !/Languages|Unit\.|Distance|BaseMm|Condition/.test(k)
        );
      });
    // Spanish keeps StarCraft's unit names, heroes and races as they are (Marine, Zergling, Jim
    // Raynor, Terran, Zerg, Protoss).
    expect(
      same(es).filter(
        (k) => !/Verdict\.Legal$|\.No$|Board\.Sctmg\.(Marine|Zergling|Raynor|Terran|Zerg|Protoss)/.test(k),
      ),
    ).toEqual([]);
    expect(same(ru)).toEqual([]);
  });
});
