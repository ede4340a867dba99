// Builds the module into a temporary folder exactly as `npm run build` does (vite build, then
// scripts/zip-module.js, which runs scripts/check-dist.js) and checks what Foundry would install.
// About 1-2 s; it needs no Foundry.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const work = mkdtempSync(join(tmpdir(), "ttm-dist-"));
const out = join(work, "dist");

const node = (...args: string[]) => spawnSync(process.execPath, args, { cwd: ROOT, encoding: "utf8" });

describe("the built module", () => {
  let zipRun: ReturnType<typeof node>;

  beforeAll(() => {
    const vite = node(join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--outDir", out, "--emptyOutDir");
    expect(vite.status, vite.stderr).toBe(0);
    zipRun = node("scripts/zip-module.js", out);
  }, 60_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("zips and passes check-dist", () => {
    expect(zipRun.status, zipRun.stderr).toBe(0);
  });

  it("the zip holds the module folder with module.json at its root", () => {
    const names = Object.keys(unzipSync(new Uint8Array(readFileSync(join(out, "tabletop-movement.zip")))));
    for (const f of [
      "module.json",
      "module.js",
      "module.js.map",
      "lang/en.json",
      "lang/es.json",
      "lang/ru.json",
      "templates/ruler-label.hbs",
      "styles/tabletop-movement.css",
      "LICENSE",
      "CHANGELOG.md",
    ]) {
      expect(names).toContain(f);
    }
    expect(names.some((n) => n.startsWith("dist/") || n.endsWith(".zip") || n.startsWith("src/"))).toBe(
      false,
    );
  });

  it("module.js carries no pixi.js and no bare imports", () => {
    const code = readFileSync(join(out, "module.js"), "utf8");
    const map = JSON.parse(readFileSync(join(out, "module.js.map"), "utf8")) as { sources: string[] };
    // Our own comments may name pixi; code from its package would carry its path.
    expect(code).not.toMatch(/node_modules\/(pixi\.js|@pixi)\//);
    expect(map.sources.filter((s) => s.includes("node_modules/pixi.js") || s.includes("@pixi/"))).toEqual([]);
    expect(code).not.toMatch(/^\s*import\s/m);
  });

  it("module.json and package.json agree on the version", () => {
    const manifest = JSON.parse(readFileSync(join(out, "module.json"), "utf8")) as { version: string };
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
    expect(manifest.version).toBe(pkg.version);
  });

  it("check-dist refuses a bundle that imports or contains pixi", () => {
    const bad = join(work, "bad");
    cpSync(out, bad, { recursive: true });
    writeFileSync(
      join(bad, "module.js"),
      `import { Graphics } from "pixi.js";\n${readFileSync(join(out, "module.js"), "utf8")}`,
    );
    const map = JSON.parse(readFileSync(join(out, "module.js.map"), "utf8")) as { sources: string[] };
    map.sources.push("../node_modules/@pixi/core/lib/index.mjs");
    writeFileSync(join(bad, "module.js.map"), JSON.stringify(map));
    const r = node("scripts/check-dist.js", bad);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('bare specifier "pixi.js"');
    expect(r.stderr).toContain("bundles ../node_modules/@pixi/core");
  });
});
