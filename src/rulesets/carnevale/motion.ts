import { GEOMETRY_TOLERANCE } from "../../engine/geometry/tolerance";
import type { Board } from "../../engine/board/board";
import { LEVEL_EPS, surfaceOf } from "../../engine/board/elevation";
import type { Model, Terrain, TerrainKind } from "../../engine/board/types";
import { insidePolygon } from "../../engine/geometry/polygon";
import type { Point } from "../../engine/geometry/vec";
import { type AnalyseOptions, type CostWeights, analysePath } from "../../engine/path";
import type { Waypoint } from "../../engine/ruleset";
import { baseFitsAt } from "../../engine/path/fit";

/*
 * How a Carnevale path is measured, as the engine's options: terrain 1" high or less is crossed
 * as ground (CARN-MOVE-1); difficult and vertical terrain taller than 1" is climbed, and so are
 * roofs and obstacles (barrels, crates) one stands on (CARN-CLIMB-1, CARN-JUMP-5); vertical
 * distance counts inch for inch against MOVE, up and down. A movement never leaps a gap: at an
 * edge the character climbs down, and up again on the far side (a jump is its own action).
 */

export const CLIMBABLE: readonly TerrainKind[] = ["vertical", "platform", "difficult", "low-obstacle"];

export const LEVELS = { ignoreTerrainBelow: 1, climbable: CLIMBABLE } as const;

export const MOVE_WEIGHTS: CostWeights = { climbUp: 1, climbDown: 1 };

export function moveOptions(startElevation: number): AnalyseOptions {
  // Written out rather than spread from LEVELS: this runs on every drag, and a spread into a
  // literal with more keys takes V8's slow path.
  return {
    ignoreTerrainBelow: LEVELS.ignoreTerrainBelow,
    climbable: LEVELS.climbable,
    startElevation,
    descend: "climb",
    maxGapWidth: 0,
    collision: { models: "all" },
  };
}

/**
 * The level a character standing at `p` is on: the host's elevation snapped to the surface under
 * its centre the way the engine's analysis does it (a token left at 0 on a roof stands on the roof).
 */
export const standingLevel = (board: Board, mover: Model, p: Waypoint): number =>
  analysePath(board, mover, [p], moveOptions(p.elevation ?? mover.elevation)).startElevation;

/** Lengths within this are equal. */
export const EPS = GEOMETRY_TOLERANCE;

/** Bases this close are in contact. */
export const CONTACT_TOLERANCE = 0.01;

export const UNIT = "TTM.Unit.in";

/** The terrain whose footprint holds the point. */
export function terrainAt(board: Board, p: Point): Terrain[] {
  return board.terrainNear(p.x, p.y, p.x, p.y).filter((t) => insidePolygon(p.x, p.y, t.polygon));
}

/** The highest surface under the point at or below `level`. */
export const surfaceBelow = (board: Board, p: Point, level: number): number =>
  surfaceOf(terrainAt(board, p), level + LEVEL_EPS, LEVELS).level;

/** The highest surface under the point at any level (the roof a target point is on). */
export const topSurface = (board: Board, p: Point): number =>
  surfaceOf(terrainAt(board, p), Infinity, LEVELS).level;

/** CARN-SWIM-1: the centre is in water (or deep water) at this level. */
export const inWater = (board: Board, p: Point, level: number): boolean =>
  waterAmong(terrainAt(board, p), level);

/** CARN-SWIM-1: water (or deep water) at this level among the terrain under a point. */
export function waterAmong(under: readonly Terrain[], level: number): boolean {
  return under.some(
    (t) =>
      (t.kind === "water" || t.kind === "deep-water") &&
      level >= t.elevation - LEVEL_EPS &&
      level <= t.elevation + t.height + LEVEL_EPS,
  );
}

/** CARN-FALL-1: the base stands wholly on firm ground at this level (and overlaps nothing). */
export const firmAt = (board: Board, mover: Model, p: Point, level: number): boolean =>
  baseFitsAt(board, mover, p, { ...LEVELS, support: true, elevation: level });
