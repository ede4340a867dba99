import type { Terrain, TerrainKind } from "./types";
import { GEOMETRY_TOLERANCE } from "../geometry/tolerance";

/*
 * The elevation model: what each terrain kind means for the level a model stands at.
 *
 * - Every piece has an `elevation` (the level its footprint sits on) and a `height`.
 * - vertical, platform (or the kinds in `climbable`): a solid block from elevation to its top
 *   (elevation + height). A model whose feet are inside that span climbs to the top; the top is
 *   a supporting surface. No taller than `lowObstacleMaxHeight`: stepped over instead.
 * - low-obstacle: a solid block that is stepped over, never stood on.
 * - impassable: solid from its elevation to its top; height 0 means "not given" and then it
 *   reaches the sky. Collision keeps bases out of it.
 * - gap: a hole in the table: inside its footprint the ground is at the gap's elevation (its
 *   floor), a surface a model can stand on; walking out, it climbs the hole's wall back up to the
 *   ground (path/levels.ts). Blocks drawn over it still stand (a bridge over a ditch); a hole in
 *   a roof is drawn by leaving it out of the roof's outline. A gap between two roofs needs no gap piece: open
 *   ground between surfaces at the model's level is a gap (see path/levels.ts).
 * - ladder, stairs: reach every level from elevation to elevation + height; a level change made
 *   on one is a climb "via" it.
 * - difficult, water, deep-water, access-point, exploration-arrow: flat areas that apply to a
 *   model whose level is within [elevation, elevation + height].
 * - Pieces with 0 < height <= `ignoreTerrainBelow` are crossed as if they were ground, and so
 *   are gaps whose floor lies no deeper than that below the table.
 * - The table is ground at level 0.
 */

/** Levels closer than this are the same level. */
export const LEVEL_EPS = GEOMETRY_TOLERANCE;

export interface ElevationOptions {
  /**
   * CARN-MOVE-1: terrain no taller than this is crossed as if it were ground. A height of 0
   * means the height was not given, and such a piece is never ignored.
   */
  readonly ignoreTerrainBelow?: number;
  /**
   * MUMG-JUMP-1: vertical and platform pieces no taller than this are stepped over as low
   * obstacles instead of climbed.
   */
  readonly lowObstacleMaxHeight?: number;
  /**
   * The kinds that are solid blocks climbed to their top. Default: vertical and platform.
   * CARN-CLIMB-1 climbs difficult terrain too when it is taller than 1".
   */
  readonly climbable?: readonly TerrainKind[];
}

/** How a terrain piece acts on levels under the given options. */
export type TerrainRole = "block" | "low" | "solid" | "hole" | "access" | "flat" | "ignored";

const PHYSICAL = new Set(["vertical", "platform", "low-obstacle", "impassable"]);

export function roleOf(t: Terrain, options: ElevationOptions = {}): TerrainRole {
  const ignore = options.ignoreTerrainBelow ?? 0;
  const climbable = options.climbable
    ? options.climbable.includes(t.kind)
    : t.kind === "vertical" || t.kind === "platform";
  // CARN-MOVE-1: a hole is as deep as its floor lies below the table; 1" or less is ground too.
  if (t.kind === "gap" && t.elevation < -LEVEL_EPS && -t.elevation <= ignore + LEVEL_EPS) return "ignored";
  if ((climbable || PHYSICAL.has(t.kind)) && t.height > 0 && t.height <= ignore + LEVEL_EPS) {
    // Crossed as if it were ground: no level, but a kind such as difficult still labels the path.
    return PHYSICAL.has(t.kind) ? "ignored" : "flat";
  }
  if (climbable) {
    const low = options.lowObstacleMaxHeight;
    return low !== undefined && t.height > 0 && t.height <= low + LEVEL_EPS ? "low" : "block";
  }
  switch (t.kind) {
    case "vertical":
    case "platform":
      // Left out of `climbable`: stepped over like a low obstacle, never stood on.
      return "low";
    case "low-obstacle":
      return "low";
    case "impassable":
      return "solid";
    case "gap":
      return "hole";
    case "ladder":
    case "stairs":
      return "access";
    default:
      return "flat";
  }
}

export const topOf = (t: Terrain): number => t.elevation + t.height;

/** A block or low obstacle stands at this level: feet inside [elevation, top). */
export function blockSpans(t: Terrain, level: number): boolean {
  return level >= t.elevation - LEVEL_EPS && level < topOf(t) - LEVEL_EPS;
}

/** Impassable terrain is solid at this level (height 0: to the sky). */
export function solidAt(t: Terrain, level: number): boolean {
  if (level < t.elevation - LEVEL_EPS) return false;
  return t.height === 0 || level < topOf(t) - LEVEL_EPS;
}

/** A flat area, ladder or stairs applies to a model standing at this level. */
export function appliesAt(t: Terrain, level: number): boolean {
  return level >= t.elevation - LEVEL_EPS && level <= topOf(t) + LEVEL_EPS;
}

/**
 * Two models' bodies meet: at the same level, or one's feet within the other's height. A height
 * of 0 is unknown and counts as a point, so models of unknown height meet only at equal levels.
 */
export function levelsMeet(l1: number, h1: number, l2: number, h2: number): boolean {
  if (Math.abs(l1 - l2) <= LEVEL_EPS) return true;
  if (l1 < l2) return l2 < l1 + h1 - LEVEL_EPS;
  return l1 < l2 + h2 - LEVEL_EPS;
}

/** What lies under a point for a model at some level. */
export interface Surface {
  /** The level of the highest surface at or below the model's level. */
  readonly level: number;
  /** The terrain that makes it (a block's top, a gap's floor), or null for the table. */
  readonly terrain: Terrain | null;
}

/**
 * The surface under a point for a model at `level`, from the terrain whose footprint holds the
 * point: the table (or a gap's floor) and the tops of blocks at or below the level. Stairs hold
 * a model at any level they reach.
 */
export function surfaceOf(under: readonly Terrain[], level: number, options: ElevationOptions = {}): Surface {
  let best: Surface = { level: 0, terrain: null };
  let floor: Terrain | null = null;
  for (const t of under) {
    if (roleOf(t, options) === "hole" && (floor === null || t.elevation < floor.elevation)) floor = t;
  }
  if (floor) best = { level: floor.elevation, terrain: floor };
  for (const t of under) {
    const role = roleOf(t, options);
    let top: number | null = null;
    if (role === "block") top = topOf(t);
    else if (t.kind === "stairs" && appliesAt(t, level)) top = level;
    if (top !== null && top <= level + LEVEL_EPS && top > best.level + LEVEL_EPS)
      best = { level: top, terrain: t };
  }
  return best;
}

/** The highest block whose span holds the level (the model would be inside it), or null. */
export function blockingBlock(
  under: readonly Terrain[],
  level: number,
  options: ElevationOptions = {},
): Terrain | null {
  let best: Terrain | null = null;
  for (const t of under) {
    if (roleOf(t, options) !== "block" || !blockSpans(t, level)) continue;
    if (best === null || topOf(t) > topOf(best)) best = t;
  }
  return best;
}

/** The level a model stands on after climbing every block stacked at its feet. */
export function climbTop(under: readonly Terrain[], level: number, options: ElevationOptions = {}): number {
  let l = level;
  // Each pass climbs at least one block strictly higher, so at most one pass per block.
  for (let i = 0; i <= under.length; i++) {
    const b = blockingBlock(under, l, options);
    if (!b) return l;
    l = topOf(b);
  }
  return l;
}
