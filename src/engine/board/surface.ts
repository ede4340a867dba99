import type { Circle } from "../geometry/circle";
import { insidePolygon } from "../geometry/polygon";
import { segmentCrossing, segmentInsideCircle } from "../geometry/segment";
import { sortNumbers } from "../geometry/sort";
import type { Point } from "../geometry/vec";
import type { Board } from "./board";
import {
  type ElevationOptions,
  LEVEL_EPS,
  type Surface,
  blockSpans,
  blockingBlock,
  roleOf,
  surfaceOf,
} from "./elevation";
import type { Terrain } from "./types";
import { GEOMETRY_TOLERANCE } from "../geometry/tolerance";

/** Terrain pieces whose footprint holds the point. */
export function terrainUnder(board: Board, p: Point): Terrain[] {
  return board.terrainNear(p.x, p.y, p.x, p.y).filter((t) => insidePolygon(p.x, p.y, t.polygon));
}

/**
 * The surface a model at `level` would stand on at point p (see elevation.ts), or null when p is
 * inside a block at that level (the model would have to climb it first).
 */
export function surfaceAt(
  board: Board,
  p: Point,
  level: number,
  options: ElevationOptions = {},
): Surface | null {
  const under = terrainUnder(board, p);
  if (blockingBlock(under, level, options)) return null;
  return surfaceOf(under, level, options);
}

/** Pieces that can change whether a point holds a model: blocks, low obstacles, holes, stairs. */
function shapesSupport(t: Terrain, options: ElevationOptions): boolean {
  const role = roleOf(t, options);
  return role === "block" || role === "low" || role === "hole" || t.kind === "stairs";
}

function pointHolds(
  x: number,
  y: number,
  level: number,
  shapes: readonly Terrain[],
  options: ElevationOptions,
): boolean {
  const under = shapes.filter((t) => insidePolygon(x, y, t.polygon));
  for (const t of under) {
    const role = roleOf(t, options);
    if ((role === "block" || role === "low") && blockSpans(t, level)) return false;
  }
  return Math.abs(surfaceOf(under, level, options).level - level) <= LEVEL_EPS;
}

/** How far outside a base's rim a footprint edge may reach and still only touch it. */
const TOUCH = GEOMETRY_TOLERANCE;
/** Test points sit this far either side of an edge. */
const SIDE = 1e-6;

/**
 * MUMG-MOVE-6, CARN-FALL-1: the whole base lies on surfaces at `level` (ground, or block tops
 * at that level; several pieces at the same level count as one surface). The base may touch a
 * hole or a wall block at its rim. Exact for polygons: the supporting area only changes across
 * footprint edges, so the centre and both sides of every edge piece inside the base decide.
 */
export function baseSupportedAt(
  board: Board,
  base: Circle,
  level: number,
  options: ElevationOptions = {},
): boolean {
  const r = base.r;
  return baseSupportedAmong(
    board.terrainNear(base.x - r, base.y - r, base.x + r, base.y + r),
    base,
    level,
    options,
  );
}

/** baseSupportedAt among terrain already found: `terrain` must hold every piece whose box meets the base's. */
export function baseSupportedAmong(
  terrain: readonly Terrain[],
  base: Circle,
  level: number,
  options: ElevationOptions = {},
): boolean {
  const r = base.r;
  const shapes = terrain.filter((t) => shapesSupport(t, options));
  if (!pointHolds(base.x, base.y, level, shapes, options)) return false;
  const inner = Math.max(0, r - TOUCH);
  // Edges reaching into the base, clipped to it.
  const edges: { a: Point; b: Point; t0: number; t1: number }[] = [];
  for (const t of shapes) {
    const poly = t.polygon;
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      const span = segmentInsideCircle(a, b, base, inner);
      if (span) edges.push({ a, b, t0: span[0], t1: span[1] });
    }
  }
  for (const e of edges) {
    const cuts = [e.t0, e.t1];
    for (const o of edges) {
      if (o === e) continue;
      const hit = segmentCrossing(e.a, e.b, o.a, o.b);
      if (hit && hit.t > e.t0 && hit.t < e.t1) cuts.push(hit.t);
    }
    sortNumbers(cuts);
    const dx = e.b.x - e.a.x;
    const dy = e.b.y - e.a.y;
    const len = Math.hypot(dx, dy);
    if (len === 0) continue;
    const nx = (-dy / len) * SIDE;
    const ny = (dx / len) * SIDE;
    for (let i = 1; i < cuts.length; i++) {
      const m = (cuts[i - 1]! + cuts[i]!) / 2;
      const x = e.a.x + dx * m;
      const y = e.a.y + dy * m;
      if (!pointHolds(x + nx, y + ny, level, shapes, options)) return false;
      if (!pointHolds(x - nx, y - ny, level, shapes, options)) return false;
    }
  }
  return true;
}
