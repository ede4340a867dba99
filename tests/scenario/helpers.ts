import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ScenarioFile, ScenarioFileV1 } from "../../src/engine/scenario";

export const ROOT = resolve(import.meta.dirname, "../..");
export const SIGNUM_DIR = join(ROOT, "scenarios/signum");
export const MUMG_DIR = join(ROOT, "scenarios/mumg");
export const SCTMG_DIR = join(ROOT, "scenarios/sctmg");
export const BAD_DIR = join(ROOT, "scenarios/bad");

/** Every folder of examples under scenarios/ (one per game; `bad` holds broken files), by name. */
export const SCENARIO_DIRS: readonly (readonly [string, string])[] = readdirSync(join(ROOT, "scenarios"))
  .filter((d) => d !== "bad" && statSync(join(ROOT, "scenarios", d)).isDirectory())
  .sort()
  .map((d) => [d, join(ROOT, "scenarios", d)] as const);

export const jsonFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();

export const readText = (dir: string, file: string): string => readFileSync(join(dir, file), "utf8");

/** A small valid Signum scenario in format 1 to vary in tests: a warrior walking 5 cm east. */
export function baseScenario(): ScenarioFileV1 {
  return {
    format: 1,
    ruleset: "signum",
    board: {
      unit: "cm",
      width: 60,
      height: 60,
      models: [
        { id: "a", name: "Warrior", side: "blue", x: 10, y: 30, profile: { move: "M" } },
        { id: "e", name: "Orc", side: "red", x: 40, y: 30 },
      ],
    },
    move: {
      model: "a",
      action: "move",
      path: [
        [10, 30],
        [15, 30],
      ],
    },
  };
}

/** The same table in format 2, with the walk as its one step. */
export function baseScenarioV2(): ScenarioFile {
  const v1 = baseScenario();
  return {
    format: 2,
    ruleset: "signum",
    board: v1.board,
    steps: [{ kind: "move", model: "a", action: "move", path: v1.move.path }],
  };
}
