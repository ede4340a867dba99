import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { type CliIO, main } from "../../src/cli/main";

const ROOT = resolve(import.meta.dirname, "../..");
const CASUALTY = "scenarios/sctmg/11-casualty-with-no-linked-place.json";
const AWAY = "scenarios/sctmg/06-forced-away-stops-at-the-table-edge.json";
const CHARGE = "scenarios/sctmg/08-charge-rolls-1d6.json";

async function cli(argv: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = "";
  const io: CliIO = {
    stdout: (t) => void (stdout += t),
    stderr: () => undefined,
    readFile: (p) => readFile(resolve(ROOT, p), "utf8"),
  };
  const code = await main(argv, io);
  return { code, stdout };
}

/** The lines of the report between the verdict's contacts line and what comes after the unit. */
const unitBlock = (stdout: string): string[] => {
  const lines = stdout.split("\n");
  const from = lines.findIndex((l) => /^\s+(Unit|Unidad|Отряд) /.test(l));
  const to = lines.findIndex(
    (l, i) => i > from && /(casualt|Casualt|bajas|Bajas|Потер|потер)/.test(l) && !/\(m\d\):/.test(l),
  );
  return lines.slice(from, to + 1).map((l) => l.trim());
};

describe("the CLI reports a unit move", () => {
  it("SCTMG-COH-3: each model's status and place, the unit's coherency and the casualties, in words", async () => {
    const { code, stdout } = await cli(["check", CASUALTY]);
    expect(code).toBe(0);
    expect(unitBlock(stdout)).toEqual([
      "Unit squad: in coherency.",
      "Marine 1 (m1): Leading Model, at (29.83, 24).",
      "Marine 2 (m2): in coherency, at (31.33, 24).",
      "Marine 3 (m3): casualty, removed from (10, 25.5) once confirmed.",
      "Casualties: Marine 3 (m3).",
    ]);
  });

  it("in Spanish and Russian too, keeping the game's terms in Spanish", async () => {
    const es = unitBlock((await cli(["check", CASUALTY, "--lang", "es"])).stdout);
    expect(es).toEqual([
      "Unidad squad: en Coherency.",
      "Marine 1 (m1): Leading Model (miniatura que guía la unidad), en (29.83, 24).",
      "Marine 2 (m2): en Coherency, en (31.33, 24).",
      "Marine 3 (m3): baja, se retira de (10, 25.5) cuando lo confirmes.",
      "Bajas: Marine 3 (m3).",
    ]);
    const ru = unitBlock((await cli(["check", CASUALTY, "--lang", "ru"])).stdout);
    expect(ru[0]).toBe("Отряд squad: в когерентности.");
    expect(ru[4]).toBe("Потери: Marine 3 (m3).");
  });

  it("--json gives each model's status and place, the unit's status and the casualties", async () => {
    const { stdout } = await cli(["check", AWAY, "--json"]);
    const doc = JSON.parse(stdout) as {
      results: { steps: { verdict: Record<string, unknown> }[] }[];
    };
    const v = doc.results[0]!.steps[0]!.verdict;
    const models = v.models as {
      modelId: string;
      status: string;
      statusText: string;
      point: { x: number };
    }[];
    expect(models.map((m) => [m.modelId, m.status, m.statusText])).toEqual([
      ["m1", "leader", "Leading Model"],
      ["m2", "coherent", "in coherency"],
      ["m3", "coherent", "in coherency"],
    ]);
    expect(models[0]!.point.x).toBeCloseTo(30 - 16 / 25.4, 6);
    expect([v.unitStatus, v.unitStatusText, v.casualties]).toEqual(["in-coherency", "in coherency", []]);
  });

  it("SCTMG-CHARGE-1: a verdict that moves no unit prints no unit lines, and --json gives null", async () => {
    const { stdout } = await cli(["check", CHARGE]);
    const first = stdout.split("Step 2")[0]!;
    expect(first).not.toMatch(/Unit squad|Casualties|No casualties/);
    const doc = JSON.parse((await cli(["check", CHARGE, "--json"])).stdout) as {
      results: { steps: { verdict?: Record<string, unknown> }[] }[];
    };
    const v = doc.results[0]!.steps[0]!.verdict!;
    expect([v.models, v.unitStatus, v.unitStatusText, v.casualties]).toEqual([null, null, null, []]);
  });
});
