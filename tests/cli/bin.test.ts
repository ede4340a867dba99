import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The real thing: bin/tabletop-movement.js running the bundle vite.cli.config.ts builds, in a
 * copy of the module's layout (bin/, dist-cli/, lang/) so the test never touches dist-cli/.
 */
const ROOT = resolve(import.meta.dirname, "../..");
let dir = "";

const bin = (...args: string[]) =>
  spawnSync(process.execPath, [join(dir, "bin/tabletop-movement.js"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
  });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ttm-cli-"));
  cpSync(join(ROOT, "bin"), join(dir, "bin"), { recursive: true });
  cpSync(join(ROOT, "lang"), join(dir, "lang"), { recursive: true });
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("bin/tabletop-movement.js", () => {
  it("says how to build the tool when dist-cli/cli.js is missing, in the language asked for", () => {
    const en = bin("check", "x.json");
    expect(en.status).toBe(2);
    expect(en.stderr).toContain("npm run build:cli");
    expect(en.stderr).not.toContain("at ");
    expect(bin("check", "x.json", "--lang", "ru").stderr).toContain("Выполните `npm run build:cli`");
  });

  it("runs the bundle built by vite.cli.config.ts, which needs nothing from node_modules", async () => {
    await build({
      configFile: join(ROOT, "vite.cli.config.ts"),
      root: ROOT,
      logLevel: "silent",
      build: { outDir: join(dir, "dist-cli"), emptyOutDir: true, sourcemap: false },
    });
    const legal = bin("check", "scenarios/signum/01-move-exactly-10cm.json");
    expect(legal.stderr).toBe("");
    expect(legal.status).toBe(0);
    expect(legal.stdout).toContain("Verdict: legal");
    const es = bin("check", "scenarios/signum/02-move-10.01cm-illegal.json", "--lang", "es");
    expect(es.status).toBe(1);
    expect(es.stdout).toContain("Veredicto: movimiento ILEGAL");
    const bad = bin("check", "scenarios/bad/feet.json");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("measured in feet");
  }, 60_000);
});
