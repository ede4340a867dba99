// Imports point one way in src: no file reaches itself through its imports (static, dynamic and
// type imports alike, since a type cycle still ties the files together), and only the Foundry
// host layer (src/foundry/host) touches Foundry's globals or its generation. Self-contained:
// the same strongly-connected-components check as the project's import-cycles tool.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = resolve(import.meta.dirname, "..", "src");

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|mts|tsx)$/.test(name) && !name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s*["']([^"']+)["']/g;

/** Each file's imports of other files in the set (relative specifiers only). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const set = new Set(files);
  const edges = new Map<string, string[]>();
  for (const f of files) {
    const out: string[] = [];
    for (const m of readFileSync(f, "utf8").matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec?.startsWith(".")) continue;
      const base = resolve(dirname(f), spec);
      const hit = [
        base,
        `${base}.ts`,
        `${base}.tsx`,
        join(base, "index.ts"),
        base.replace(/\.js$/, ".ts"),
      ].find((c) => set.has(c));
      if (hit) out.push(hit);
    }
    edges.set(f, out);
  }
  return edges;
}

/** The import cycles: strongly connected components of more than one file, or a self-import. */
export function importCycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (edges.get(v) ?? []).includes(v)) cycles.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

const GLOBAL =
  /(?<![\w.$])(game|canvas|CONFIG|Hooks|foundry|ChatMessage|Roll|KeyboardManager)\s*(\?\.|\.|\()|\btypeof\s+(game|canvas|CONFIG|Hooks|foundry|ui)\b|(?<![\w.$])ui\.notifications|\bnew\s+Roll\b/;

/** The lines of a source that use one of Foundry's globals, comments and strings left out. */
export function globalUses(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""');
  return code
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => GLOBAL.test(l));
}

describe("imports in src", () => {
  it("form no cycle", () => {
    const cycles = importCycles(importGraph(sourceFiles(SRC)));
    expect(cycles.map((c) => c.map((f) => relative(SRC, f)))).toEqual([]);
  });

  it("point down: the host layer and the pure layers never import the features; only the top wires", () => {
    const graph = importGraph(sourceFiles(SRC));
    const rel = (f: string): string => relative(SRC, f).split("\\").join("/");
    const offenders: string[] = [];
    for (const [from, tos] of graph) {
      const f = rel(from);
      for (const t of tos.map(rel)) {
        const pure = /^(engine|rulesets|overlay)\//.test(f);
        if (pure && /^(foundry|sandbox|cli)\//.test(t)) offenders.push(`${f} -> ${t}`);
        // The host is the bottom of src/foundry: it may use the module id and the pure layers.
        if (
          f.startsWith("foundry/host/") &&
          t.startsWith("foundry/") &&
          !/^foundry\/(host\/|ids\.ts$)/.test(t)
        )
          offenders.push(`${f} -> ${t}`);
        // The wiring is the top: only install.ts (and the wiring itself) reaches it.
        const top = t === "foundry/install.ts" || t.startsWith("foundry/wiring/");
        const wirer = f === "foundry/install.ts" || f.startsWith("foundry/wiring/") || f === "module.ts";
        if (top && !wirer) offenders.push(`${f} -> ${t}`);
        if (
          t.startsWith("foundry/") &&
          !f.startsWith("foundry/") &&
          f !== "module.ts" &&
          f !== "fvtt-config.ts"
        )
          offenders.push(`${f} -> ${t}`);
      }
    }
    expect([...new Set(offenders)]).toEqual([]);
  });

  it("the check finds a cycle when there is one (two files, and a file importing itself)", () => {
    const edges = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["d"]],
      ["e", ["a"]],
    ]);
    expect(importCycles(edges)).toEqual([["a", "b", "c"], ["d"]]);
    expect(
      importCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  it("reach Foundry's globals only from the host layer (src/foundry/host)", () => {
    const offenders: string[] = [];
    for (const f of sourceFiles(join(SRC, "foundry"))) {
      if (f.startsWith(join(SRC, "foundry", "host"))) continue;
      for (const line of globalUses(readFileSync(f, "utf8"))) offenders.push(`${relative(SRC, f)}: ${line}`);
    }
    expect(offenders).toEqual([]);
  });

  it("the globals check sees uses in code, not in comments, strings or members", () => {
    expect(
      globalUses(
        [
          "const s = game.settings;",
          "if (typeof CONFIG === 'undefined') return;",
          "canvas?.tokens;",
          "foundry.utils.saveDataToFile(a);",
          "Hooks.on('init', f);",
          "ui.notifications.warn(x);",
          "new Roll(formula);",
          "type T = typeof foundry.documents.TokenDocument;",
          "game.release.generation;",
        ].join("\n"),
      ),
    ).toHaveLength(9);
    expect(
      globalUses(
        [
          "// game.settings in a comment",
          "/* CONFIG.Token */",
          "const k = 'canvas.tokens';",
          "host.game().settings;",
          "ui.ask(context);",
          "this.foundry.x;",
        ].join("\n"),
      ),
    ).toEqual([]);
  });
});
