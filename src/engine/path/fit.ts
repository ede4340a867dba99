import type { Board, Nearby } from "../board/board";
import type { ElevationOptions } from "../board/elevation";
import { baseSupportedAmong, baseSupportedAt } from "../board/surface";
import type { Model, Terrain } from "../board/types";
import { circleOverlapsPolygon } from "../geometry/polygon";
import { pointSegmentDistance } from "../geometry/segment";
import { type Point, distance } from "../geometry/vec";
import { pathLength, pointAtDistance } from "../geometry/polyline";
import { modelBlocks, sweepRules, terrainBlocks, wallBlocks } from "./collision";
import { GEOMETRY_TOLERANCE } from "../geometry/tolerance";

/** Bases and pieces overlapping by no more than this touch. */
const OVERLAP = GEOMETRY_TOLERANCE;

export interface FitOptions extends ElevationOptions {
  /** Which terrain pieces the base may not overlap; by default only impassable ones. */
  readonly blocks?: (t: Terrain) => boolean;
  /** Walls are ignored when false. */
  readonly walls?: boolean;
  /** Model ids the base may overlap (for example the rest of the mover's unit). */
  readonly ignore?: ReadonlySet<string>;
  /**
   * The level the base stands at. Given, bases, terrain and walls at other levels do not count
   * (see `levelsMeet`, `solidAt`); omitted, everything counts whatever its level.
   */
  readonly elevation?: number;
  /**
   * MUMG-MOVE-6, CARN-FALL-1: also require the base to lie wholly on one supporting surface at
   * `elevation` (0 when omitted): the table or block tops at that level (`baseSupportedAt`).
   */
  readonly support?: boolean;
}

/**
 * MUMG-MOVE-6: the mover's base could stand at p: no other base, blocking terrain, wall or table
 * edge overlapped (touching is fine), and, with `support`, wholly on one surface.
 */
export function baseFitsAt(board: Board, mover: Model, p: Point, options: FitOptions = {}): boolean {
  return baseFitsAmong(board, mover, p, undefined, options);
}

/**
 * baseFitsAt with the candidates already found: `near` must hold everything whose box meets the
 * base's box at p (an analysis keeps one per segment, grown by the base's radius). Omitted, the
 * board is searched.
 */
export function baseFitsAmong(
  board: Board,
  mover: Model,
  p: Point,
  near: Nearby | undefined,
  options: FitOptions = {},
): boolean {
  const r = mover.r;
  if (
    p.x < r - OVERLAP ||
    p.y < r - OVERLAP ||
    p.x > board.width - r + OVERLAP ||
    p.y > board.height - r + OVERLAP
  ) {
    return false;
  }
  const rules = sweepRules({
    models: "all",
    blocks: options.blocks,
    walls: options.walls ?? true,
    ignore: options.ignore,
    ignoreTerrainBelow: options.ignoreTerrainBelow ?? 0,
  });
  const level = options.elevation;
  const found = near ?? board.near(p.x - r, p.y - r, p.x + r, p.y + r);
  for (const m of found.models) {
    if (modelBlocks(rules, mover, m, level) && distance(p, m) < r + m.r - OVERLAP) return false;
  }
  for (const t of found.terrain)
    if (terrainBlocks(rules, t, level) && circleOverlapsPolygon({ x: p.x, y: p.y, r }, t.polygon, OVERLAP))
      return false;
  for (const w of found.walls)
    if (wallBlocks(rules, w, level) && pointSegmentDistance(p, w.a, w.b) < r - OVERLAP) return false;
  if (options.support) {
    const base = { x: p.x, y: p.y, r };
    const supported = near
      ? baseSupportedAmong(near.terrain, base, level ?? 0, options)
      : baseSupportedAt(board, base, level ?? 0, options);
    if (!supported) return false;
  }
  return true;
}

/**
 * The furthest d in [0, limit] where `holds(d)` is true, searching back from the limit: steps of
 * `step` until a point holds, then bisection to the edge of that stretch. Returns 0 when nothing
 * holds (the start is where the model already stands). Bounded: at most limit/step + 40 calls.
 */
export function furthestWhere(limit: number, step: number, holds: (d: number) => boolean): number {
  if (!(limit > 0)) return 0;
  if (holds(limit)) return limit;
  let hi = limit;
  let lo = limit - step;
  while (lo > 0 && !holds(lo)) {
    hi = lo;
    lo -= step;
  }
  if (lo <= 0) return 0;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (holds(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The scan step for a base of radius r over a stretch of the given length: fine, and bounded. */
export const fitStep = (r: number, limit: number): number => Math.max(r / 8, limit / 4096);

/**
 * The furthest distance d <= limit along the path where the base fits. Scans back from the limit
 * in small steps, then bisects to the edge of the free stretch. Returns 0 when nothing fits.
 */
export function furthestFit(
  board: Board,
  mover: Model,
  path: readonly Point[],
  limit: number,
  options: FitOptions = {},
): number {
  if (path.length === 0 || Number.isNaN(limit)) return 0;
  // Past the end every point is the end: an endless limit would otherwise make an endless step.
  limit = Math.min(limit, pathLength(path));
  const fits = (d: number): boolean => baseFitsAt(board, mover, pointAtDistance(path, d), options);
  return furthestWhere(limit, fitStep(mover.r, limit), fits);
}
