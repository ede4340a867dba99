import type { Board } from "../board/board";
import type { Model, Terrain } from "../board/types";
import { circleOverlapsPolygon } from "../geometry/polygon";
import { pointSegmentDistance } from "../geometry/segment";
import { type Point, distance } from "../geometry/vec";
import { pointAtDistance } from "../geometry/polyline";

const OVERLAP = 1e-7;

export interface FitOptions {
  readonly blocks?: (t: Terrain) => boolean;
  readonly walls?: boolean;
  readonly ignore?: ReadonlySet<string>;
}

/** MUMG-MOVE-6: the mover's base could stand at p: no other base, blocking terrain, wall or table edge overlapped. */
export function baseFitsAt(board: Board, mover: Model, p: Point, options: FitOptions = {}): boolean {
  const r = mover.r;
  if (
    p.x < r - OVERLAP ||
    p.y < r - OVERLAP ||
    p.x > board.width - r + OVERLAP ||
    p.y > board.height - r + OVERLAP
  ) {
    return false;
  }
  const blocks = options.blocks ?? ((t: Terrain) => t.kind === "impassable");
  const near = board.near(p.x - r, p.y - r, p.x + r, p.y + r);
  for (const m of near.models) {
    if (m.id === mover.id || options.ignore?.has(m.id)) continue;
    if (distance(p, m) < r + m.r - OVERLAP) return false;
  }
  for (const t of near.terrain)
    if (blocks(t) && circleOverlapsPolygon({ x: p.x, y: p.y, r }, t.polygon, OVERLAP)) return false;
  if (options.walls ?? true)
    for (const w of near.walls) if (pointSegmentDistance(p, w.a, w.b) < r - OVERLAP) return false;
  return true;
}

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
  const fits = (d: number): boolean => baseFitsAt(board, mover, pointAtDistance(path, d), options);
  if (fits(limit)) return limit;
  const step = Math.max(mover.r / 8, limit / 4096);
  let hi = limit;
  let lo = limit - step;
  while (lo > 0 && !fits(lo)) {
    hi = lo;
    lo -= step;
  }
  if (lo <= 0) return 0;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}
