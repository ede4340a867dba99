import type { TerrainKind } from "../../engine/board/types";
import type { Waypoint } from "../../engine/ruleset";
import type { AnalyseOptions, CostWeights } from "../../engine/path";
import type { Model } from "../../engine/board/types";
import type { MumgProfile } from "./profile";

/*
 * How a MUMG model's path is measured: the engine's analysis options and the cost weights,
 * from its traits. Costs are in inches of movement; the POW tiers apply to them.
 */

/**
 * Barriers (low-obstacle) are climbable too: one no taller than half the model is jumped
 * (MUMG-JUMP-1), a taller one is climbed like any obstacle (MUMG-CLIMB-1).
 */
export const CLIMBABLE: readonly TerrainKind[] = ["vertical", "platform", "low-obstacle"];

/**
 * MUMG-ROUGH-1 (rough), MUMG-JUMP-1 (gaps and low obstacles) count double; MUMG-CLIMB-1 the
 * vertical distance, up or down, counts double. Stairs are walked like floor (the seed lists
 * them among the flat surfaces a move crosses); a drop spends nothing (MUMG-VOID-1, FALL-1).
 */
export const WALK_WEIGHTS: CostWeights = {
  kinds: { difficult: 2, gap: 2, "low-obstacle": 2 },
  climbUp: 2,
  climbDown: 2,
  stairs: 0,
};

/** MUMG-WALLCRAWL-1: climbing has no penalty: the vertical distance counts once. */
export const WALL_CRAWL_WEIGHTS: CostWeights = { ...WALK_WEIGHTS, climbUp: 1, climbDown: 1 };

/** MUMG-FLY-1: a flyer ignores every doubling; it keeps its level, so nothing vertical is paid. */
export const FLY_WEIGHTS: CostWeights = {};

export const weightsFor = (p: MumgProfile): CostWeights =>
  p.fly ? FLY_WEIGHTS : p.wallCrawler ? WALL_CRAWL_WEIGHTS : WALK_WEIGHTS;

/** The analysis options shared by the elevation checks (fit, support) and the path. */
export const levelOptions = (p: MumgProfile): Pick<AnalyseOptions, "lowObstacleMaxHeight" | "climbable"> => ({
  // MUMG-JUMP-1: "no taller than half the model's volume" is jumped; A0.3 reads volume as height.
  lowObstacleMaxHeight: p.height / 2,
  climbable: CLIMBABLE,
});

/**
 * Options for a movement action or power. A flyer passes over bases, walls and impassable
 * terrain (MUMG-FLY-1: any direction) but must still end where its base fits. A Wall-Crawler
 * climbs down every edge (it crawls); others climb down climbable faces and fall off platforms
 * and the table's holes (MUMG-FALL-1).
 */
export function moveOptions(p: MumgProfile, mover: Model, path: readonly Waypoint[]): AnalyseOptions {
  return {
    startElevation: path[0]?.elevation ?? mover.elevation,
    ...levelOptions(p),
    flying: p.fly,
    descend: p.wallCrawler ? "climb" : "auto",
    collision: p.fly ? { models: "none", blocks: () => false, walls: false } : { models: "all" },
  };
}

/** MUMG-VOID-1: the model lets itself fall: every edge is a drop, whatever its traits. */
export function voidOptions(p: MumgProfile, mover: Model, path: readonly Waypoint[]): AnalyseOptions {
  return {
    startElevation: path[0]?.elevation ?? mover.elevation,
    ...levelOptions(p),
    descend: "drop",
    collision: { models: "all" },
  };
}
