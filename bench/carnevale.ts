import { Board } from "../src/engine/board/board";
import type { BoardSpec } from "../src/engine/board/types";
import type { MoveRequest } from "../src/engine/ruleset";
import { carnevale } from "../src/rulesets/carnevale";
import { type BenchConfig, type Target, dragPath, target } from "./bench";
import { rng } from "./rng";
import { skirmishTable } from "./scene";
import { collect, median, quantile, timeMs } from "./stats";

/*
 * Carnevale on the large scene: a 10-waypoint drag judged by the ruleset itself
 * (profile, ledger, analysis, climb prompts along the path, end on firm ground), the way the
 * ruler asks during a drag. The scene's difficult ground and low walls, 1-4" tall, are the
 * climbable faces (CARN-CLIMB-1: taller than 1"); the figures say how many drags met one.
 */

const MOVER = "bench-mover";

/** The large scene with the mover standing in a corner (a drag's start is where it is judged from). */
function scene(config: BenchConfig): BoardSpec {
  const spec = skirmishTable(config.table, config.seed);
  return {
    ...spec,
    models: [
      ...spec.models,
      {
        id: MOVER,
        side: "bench",
        x: 0.6,
        y: 0.6,
        baseMm: config.baseMm,
        profile: { move: 10, dexterity: 5 },
      },
    ],
  };
}

export function runCarnevaleBench(
  config: BenchConfig,
  log: (line: string) => void = () => {},
): { figures: Record<string, number>; targets: Target[] } {
  log("Carnevale 10-waypoint drag past climbable faces...");
  const board = new Board(scene(config), carnevale.defaultBaseMm);
  const rand = rng(config.seed + 7);
  const requests: MoveRequest[] = Array.from({ length: config.pathRuns }, () => ({
    modelId: MOVER,
    action: "move",
    path: dragPath(board, rand, config.baseMm),
  }));
  for (const r of requests.slice(0, 200)) carnevale.evaluate(board, r);
  // From a clean heap, so the garbage the engine's own figures left is not collected in this one.
  collect();
  const climbingUs: number[] = [];
  const us = requests.map((r) => {
    let prompts = 0;
    const t = timeMs(() => {
      prompts = carnevale.evaluate(board, r).prompts.filter((p) => p.phase === "path").length;
    });
    if (prompts > 0) climbingUs.push(t * 1000);
    return t * 1000;
  });
  const figures: Record<string, number> = {
    carnevale_drag_us_median: median(us),
    carnevale_drag_us_p99: quantile(us, 0.99),
    // The drags that meet at least one climb test: the case the target is about.
    carnevale_climbing_drag_us_median: median(climbingUs),
    carnevale_climbing_drag_us_p99: quantile(climbingUs, 0.99),
    carnevale_drags_with_climb_fraction: climbingUs.length / requests.length,
  };
  return {
    figures,
    targets: [
      target(
        "Carnevale 10-waypoint drag past climbable faces (median)",
        figures.carnevale_climbing_drag_us_median,
        50,
        "µs",
      ),
      target("Carnevale 10-waypoint drag, any (median)", figures.carnevale_drag_us_median, 50, "µs"),
      target(
        "Carnevale drags that meet a climb test",
        figures.carnevale_drags_with_climb_fraction,
        0,
        "fraction",
        "info",
      ),
    ],
  };
}
