// Language files: en, es and ru must carry the same keys, no empty strings and the same
// placeholders; every TTM key the code or a template asks for must exist.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { TERRAIN_KINDS } from "../src/engine/board/types";
import { KNOWN_CONDITIONS } from "../src/foundry/effects/conditions";
import { KNOWN_COUNTERS } from "../src/foundry/effects/counters";
import { ENFORCEMENT_MODES } from "../src/foundry/ids";
import { CATEGORIES } from "../src/rulesets/signum/profile";

const ROOT = join(import.meta.dirname, "..");
const LANGS = ["en", "es", "ru"] as const;

// Union types with no runtime list, copied by hand: Reason["severity"] in src/engine/ruleset.ts,
// Unit in src/engine/units.ts, ObstructionKind in src/engine/path/collision.ts.
const SEVERITIES = ["illegal", "stop", "info"];
const UNITS = ["in", "cm", "sq"];
const OBSTRUCTIONS = ["model", "terrain", "wall", "edge"];

/**
 * Keys the code builds at run time (`TTM.Reason.Blocked.${kind}`): the prefix as written before
 * the interpolation, and every value that can fill it. A new dynamic key in src/ fails the test
 * below until its prefix is listed here (an interpolation of string literals, such as
 * `${legal ? "Legal" : "Illegal"}`, is expanded without a listing).
 */
const DYNAMIC_KEYS: Record<string, readonly string[]> = {
  "TTM.Reason.Blocked.": OBSTRUCTIONS,
  "TTM.Signum.Category.": CATEGORIES,
  "TTM.Settings.Enforcement.Choices.": ENFORCEMENT_MODES,
  "TTM.Overlay.Unit.": UNITS,
  "TTM.Cli.Unit.": UNITS,
  "TTM.Cli.Severity.": SEVERITIES,
  "TTM.Sandbox.Verdict.Severity.": SEVERITIES,
  "TTM.Sandbox.Terrain.": TERRAIN_KINDS,
  "TTM.Condition.": KNOWN_CONDITIONS,
  "TTM.Rolls.Counter.": KNOWN_COUNTERS,
  "TTM.Terrain.Kind.": TERRAIN_KINDS,
};

type Tree = { readonly [k: string]: unknown };

function flatten(tree: Tree, prefix = "", out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object" && !Array.isArray(v)) flatten(v as Tree, key, out);
    else out.set(key, v);
  }
  return out;
}

const dicts = Object.fromEntries(
  LANGS.map((l) => [l, flatten(JSON.parse(readFileSync(join(ROOT, "lang", `${l}.json`), "utf8")) as Tree)]),
) as Record<(typeof LANGS)[number], Map<string, unknown>>;
const en = dicts.en;
/** Every inner node of en.json ("TTM", "TTM.Error", …): a constant prefix the code extends. */
const enPrefixes = new Set(
  [...en.keys()].flatMap((k) => {
    const parts = k.split(".");
    return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join("."));
  }),
);

const placeholders = (s: unknown): string[] =>
  typeof s === "string" ? [...new Set([...s.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1] ?? ""))].sort() : [];

function filesUnder(dir: string, ext: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p, ext));
    else if (name.endsWith(ext)) out.push(p);
  }
  return out;
}

const KEY = /^TTM\.[\w.-]*$/;

/** The strings an expression can be when it is made of string literals only, else null. */
function literals(e: ts.Expression): string[] | null {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isParenthesizedExpression(e)) return literals(e.expression);
  if (ts.isConditionalExpression(e)) {
    const a = literals(e.whenTrue);
    const b = literals(e.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  return null;
}

/** TTM keys in string and template literals of one TypeScript file (comments are not code). */
function keysInSource(file: string): { keys: string[]; problems: string[] } {
  const src = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
  const keys: string[] = [];
  const problems: string[] = [];
  const dynamic = (prefix: string, tail: string, where: string, fills = DYNAMIC_KEYS[prefix]): void => {
    if (!fills) problems.push(`${where}: dynamic key "${prefix}…${tail}" is not listed in DYNAMIC_KEYS`);
    else keys.push(...fills.map((f) => `${prefix}${f}${tail}`));
  };
  const visit = (node: ts.Node): void => {
    const where = `${file.slice(ROOT.length + 1)}:${src.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // "TTM." alone is the namespace (code testing whether a string is a key), never a key.
      if (KEY.test(node.text) && node.text !== "TTM.") {
        // A literal ending in "." is a prefix the code completes with `+`; one naming a group
        // of keys (const K = "TTM.Scenario.Issue") is a prefix the code extends: the group must
        // exist, its members cannot be checked from here.
        if (node.text.endsWith(".")) dynamic(node.text, "", where);
        else if (!enPrefixes.has(node.text)) keys.push(node.text);
      }
    } else if (ts.isTemplateExpression(node) && node.head.text.startsWith("TTM.")) {
      const span = node.templateSpans[0];
      if (node.templateSpans.length !== 1 || !span) {
        problems.push(`${where}: key with several interpolations`);
      } else {
        const fills = literals(span.expression) ?? DYNAMIC_KEYS[node.head.text];
        dynamic(node.head.text, span.literal.text, where, fills);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return { keys, problems };
}

/** Keys of `{{localize "…"}}` and `(localize "…")` in a Handlebars template. */
function keysInTemplate(file: string): string[] {
  const keys: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    const n = node as { path?: { original?: unknown }; params?: { type: string; value?: unknown }[] };
    const first = n.params?.[0];
    if (n.path?.original === "localize" && first?.type === "StringLiteral") keys.push(String(first.value));
    Object.values(node).forEach(walk);
  };
  walk(Handlebars.parse(readFileSync(file, "utf8")));
  return keys;
}

describe("language files", () => {
  it("en, es and ru have exactly the same keys", () => {
    for (const l of ["es", "ru"] as const) {
      const missing = [...en.keys()].filter((k) => !dicts[l].has(k));
      const extra = [...dicts[l].keys()].filter((k) => !en.has(k));
      expect({ lang: l, missing, extra }).toEqual({ lang: l, missing: [], extra: [] });
    }
  });

  it("every value is a non-empty string", () => {
    for (const l of LANGS) {
      const bad = [...dicts[l]].filter(([, v]) => typeof v !== "string" || v.trim() === "").map(([k]) => k);
      expect({ lang: l, bad }).toEqual({ lang: l, bad: [] });
    }
  });

  it("es and ru use the same {placeholders} as en", () => {
    for (const l of ["es", "ru"] as const) {
      const differ = [...en]
        .filter(
          ([k, v]) => dicts[l].has(k) && placeholders(v).join() !== placeholders(dicts[l].get(k)).join(),
        )
        .map(
          ([k, v]) =>
            `${k}: en {${placeholders(v).join(",")}} ${l} {${placeholders(dicts[l].get(k)).join(",")}}`,
        );
      expect({ lang: l, differ }).toEqual({ lang: l, differ: [] });
    }
  });
});

describe("keys used by the code and the templates", () => {
  it("every TTM key in src/ exists in en.json", () => {
    const problems: string[] = [];
    let count = 0;
    for (const file of filesUnder(join(ROOT, "src"), ".ts")) {
      const r = keysInSource(file);
      count += r.keys.length;
      problems.push(...r.problems);
      const rel = file.slice(ROOT.length + 1);
      problems.push(...r.keys.filter((k) => typeof en.get(k) !== "string").map((k) => `${rel}: ${k}`));
    }
    expect(problems).toEqual([]);
    expect(count).toBeGreaterThan(10); // the scan itself works
  });

  it("every {{localize}} key in templates/ exists in en.json", () => {
    const missing: string[] = [];
    const files = filesUnder(join(ROOT, "templates"), ".hbs");
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      for (const k of keysInTemplate(file)) if (typeof en.get(k) !== "string") missing.push(`${file}: ${k}`);
    }
    expect(missing).toEqual([]);
  });
});
