import type { Board, Nearby } from "../board/board";
import { LEVEL_EPS, levelsMeet, solidAt } from "../board/elevation";
import type { Model, Terrain, Wall } from "../board/types";
import { type Point, distance, lerp } from "../geometry/vec";
import { sweepPointCircle, sweepPointSegment } from "../geometry/sweep";
import { insidePolygon, pointInPolygon, polygonEdge } from "../geometry/polygon";
import { segmentSegmentDistance } from "../geometry/segment";
import { GEOMETRY_TOLERANCE } from "../geometry/tolerance";

export type ObstructionKind = "model" | "terrain" | "wall" | "edge";

export interface PathHit {
  /** Distance along the path to the last legal point (where the base touches). */
  readonly distance: number;
  readonly point: Point;
  readonly kind: ObstructionKind;
  readonly id: string;
}

export interface CollisionOptions {
  /** Which other bases stop the mover: all of them, only enemies (friends let it through), none (flyers). */
  readonly models?: "all" | "enemies" | "none";
  /** Which terrain pieces stop the base; by default only impassable ones. */
  readonly blocks?: (t: Terrain) => boolean;
  /** Walls are ignored when false (flyers over walls, for games that allow it). */
  readonly walls?: boolean;
  /** Model ids never treated as obstacles (for example the rest of the mover's unit). */
  readonly ignore?: ReadonlySet<string>;
  /** The table's edges stop the base unless false. */
  readonly edges?: boolean;
  /**
   * CARN-MOVE-1: terrain pieces and walls no taller than this never stop the base. A terrain
   * height of 0 means "not given" and is never ignored; walls without a height are endless.
   */
  readonly ignoreTerrainBelow?: number;
  /**
   * The mover's level along the whole path. Given, obstacles at other levels are passed: bases
   * whose bodies do not meet the mover's (see `levelsMeet`), walls and terrain below its feet.
   * Omitted, every obstacle counts whatever its level (the flat table of Signum).
   */
  readonly elevation?: number;
}

const impassable = (t: Terrain): boolean => t.kind === "impassable";
const TABLE_EDGES = ["top", "right", "bottom", "left"] as const;

/** One obstruction found by a sweep: the parameter along the swept segment and what it is. */
export interface Obstruction {
  readonly t: number;
  readonly kind: ObstructionKind;
  readonly id: string;
}

/** Collision options with their defaults filled in, so the per-segment loop reads plain fields. */
export interface SweepRules {
  readonly models: "all" | "enemies" | "none";
  readonly blocks: (t: Terrain) => boolean;
  readonly walls: boolean;
  readonly ignore: ReadonlySet<string> | undefined;
  readonly edges: boolean;
  readonly ignoreBelow: number;
}

/** The rules a sweep reads; `ignoreBelow` stands in when the options give no `ignoreTerrainBelow`. */
export function sweepRules(options: CollisionOptions = {}, ignoreBelow = 0): SweepRules {
  return {
    models: options.models ?? "all",
    blocks: options.blocks ?? impassable,
    walls: options.walls ?? true,
    ignore: options.ignore,
    edges: options.edges ?? true,
    ignoreBelow: options.ignoreTerrainBelow ?? ignoreBelow,
  };
}

/** The model is an obstacle to the mover under these rules at this level (undefined: any level). */
export function modelBlocks(rules: SweepRules, mover: Model, m: Model, level: number | undefined): boolean {
  if (m.id === mover.id || rules.models === "none" || rules.ignore?.has(m.id)) return false;
  if (rules.models === "enemies" && m.side === mover.side) return false;
  return level === undefined || levelsMeet(level, mover.height, m.elevation, m.height);
}

/** The terrain piece stops a base at this level (undefined: any level). */
export function terrainBlocks(rules: SweepRules, t: Terrain, level: number | undefined): boolean {
  if (!rules.blocks(t)) return false;
  if (t.height > 0 && t.height <= rules.ignoreBelow + LEVEL_EPS) return false;
  return level === undefined || solidAt(t, level);
}

/** The wall stops a base at this level (undefined: any level). */
export function wallBlocks(rules: SweepRules, w: Wall, level: number | undefined): boolean {
  if (!rules.walls) return false;
  if (w.height <= rules.ignoreBelow + LEVEL_EPS) return false;
  return level === undefined || level < w.height - LEVEL_EPS;
}

/**
 * The first obstruction met by a base of radius r sliding from p0 to p1 at `level`, among the
 * candidates in `near` (which must cover the segment's box grown by r). Touching is allowed.
 */
export function sweepNearby(
  board: Board,
  mover: Model,
  near: Nearby,
  p0: Point,
  p1: Point,
  level: number | undefined,
  rules: SweepRules,
): Obstruction | null {
  const r = mover.r;
  let bestT = Infinity;
  let kind: ObstructionKind = "model";
  let id = "";
  for (const m of near.models) {
    if (!modelBlocks(rules, mover, m, level)) continue;
    const t = sweepPointCircle(p0, p1, m, r + m.r);
    if (t !== null && t < bestT) {
      bestT = t;
      kind = "model";
      id = m.id;
    }
  }
  for (const tr of near.terrain) {
    if (!terrainBlocks(rules, tr, level)) continue;
    for (let e = 0; e < tr.polygon.length; e++) {
      const [a, b] = polygonEdge(tr.polygon, e);
      const t = sweepPointSegment(p0, p1, a, b, r);
      if (t !== null && t < bestT) {
        bestT = t;
        kind = "terrain";
        id = tr.id;
      }
    }
  }
  for (const w of near.walls) {
    if (!wallBlocks(rules, w, level)) continue;
    const t = sweepPointSegment(p0, p1, w.a, w.b, r);
    if (t !== null && t < bestT) {
      bestT = t;
      kind = "wall";
      id = w.id;
    }
  }
  if (rules.edges) {
    const t = sweepEdges(board, p0, p1, r);
    if (t !== null && t.t < bestT) {
      bestT = t.t;
      kind = "edge";
      id = t.id;
    }
  }
  // Touching at the very end of the stretch is not an overlap: the next stretch (or the end of
  // the path) decides whether the base goes on into the obstacle.
  if (bestT === Infinity || (1 - bestT) * distance(p0, p1) <= GEOMETRY_TOLERANCE) return null;
  return { t: bestT, kind, id };
}

/** The first table edge a base of radius r sliding from p0 to p1 would cross. */
function sweepEdges(board: Board, p0: Point, p1: Point, r: number): { t: number; id: string } | null {
  // Only edges the base could reach on this segment: most segments are far from every edge.
  const minX = Math.min(p0.x, p1.x) - r;
  const minY = Math.min(p0.y, p1.y) - r;
  const maxX = Math.max(p0.x, p1.x) + r;
  const maxY = Math.max(p0.y, p1.y) + r;
  const w = board.width;
  const h = board.height;
  let best: { t: number; id: string } | null = null;
  const take = (t: number | null, id: string): void => {
    if (t !== null && (best === null || t < best.t)) best = { t, id };
  };
  if (minY <= 0) take(sweepPointSegment(p0, p1, { x: 0, y: 0 }, { x: w, y: 0 }, r), TABLE_EDGES[0]);
  if (maxX >= w) take(sweepPointSegment(p0, p1, { x: w, y: 0 }, { x: w, y: h }, r), TABLE_EDGES[1]);
  if (maxY >= h) take(sweepPointSegment(p0, p1, { x: w, y: h }, { x: 0, y: h }, r), TABLE_EDGES[2]);
  if (minX <= 0) take(sweepPointSegment(p0, p1, { x: 0, y: h }, { x: 0, y: 0 }, r), TABLE_EDGES[3]);
  return best;
}

/**
 * MUMG-MOVE-5, SIGNUM-MOVE-2, CARN-MOVE-2: where a base of the mover's radius, moving along the
 * path, would first overlap another base, blocking terrain, a wall or leave the table.
 */
export function firstCollision(
  board: Board,
  mover: Model,
  path: readonly Point[],
  options: CollisionOptions = {},
): PathHit | null {
  const r = mover.r;
  const rules = sweepRules(options);
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const p0 = path[i - 1]!;
    const p1 = path[i]!;
    const seg = distance(p0, p1);
    if (seg === 0) continue;
    const near = board.nearSegment(p0, p1, r);
    const hit = sweepNearby(board, mover, near, p0, p1, options.elevation, rules);
    if (hit !== null) {
      return { distance: walked + hit.t * seg, point: lerp(p0, p1, hit.t), kind: hit.kind, id: hit.id };
    }
    walked += seg;
  }
  return null;
}

/** The base, swept along the path, shares area with the terrain piece (start, end or passing through). */
export function pathTouchesTerrain(t: Terrain, path: readonly Point[], r: number): boolean {
  if (path.length === 1) return pointTouches(t, path[0]!, r);
  for (let i = 1; i < path.length; i++) if (segmentTouches(t, path[i - 1]!, path[i]!, r)) return true;
  return false;
}

function pointTouches(t: Terrain, p: Point, r: number): boolean {
  return pointInPolygon(p, t.polygon) || edgeDistance(t, p, p) < r;
}

function segmentTouches(t: Terrain, p0: Point, p1: Point, r: number): boolean {
  const poly = t.polygon;
  if (insidePolygon(p0.x, p0.y, poly) || insidePolygon(p1.x, p1.y, poly)) return true;
  // A point exactly on the outline is at distance 0 from an edge, so the even-odd test above
  // needs no boundary rule of its own.
  return edgeDistance(t, p0, p1) < r - GEOMETRY_TOLERANCE;
}

function edgeDistance(t: Terrain, p0: Point, p1: Point): number {
  let best = Infinity;
  const poly = t.polygon;
  for (let e = 0; e < poly.length; e++) {
    const d = segmentSegmentDistance(p0, p1, poly[e]!, poly[(e + 1) % poly.length]!);
    if (d < best) best = d;
  }
  return best;
}

/**
 * Terrain pieces matching `match` that the base touches anywhere along the path, in the order
 * the path first touches them. One spatial query per segment, so a long wandering path only
 * looks at what is near it.
 */
export function terrainAlongPath(
  board: Board,
  path: readonly Point[],
  r: number,
  match: (t: Terrain) => boolean,
): Terrain[] {
  const out: Terrain[] = [];
  const seen = new Set<Terrain>();
  if (path.length === 1) {
    const p = path[0]!;
    for (const t of board.terrainNear(p.x - r, p.y - r, p.x + r, p.y + r)) {
      if (match(t) && pointTouches(t, p, r)) out.push(t);
    }
    return out;
  }
  for (let i = 1; i < path.length; i++) {
    const p0 = path[i - 1]!;
    const p1 = path[i]!;
    const near = board.terrainNear(
      Math.min(p0.x, p1.x) - r,
      Math.min(p0.y, p1.y) - r,
      Math.max(p0.x, p1.x) + r,
      Math.max(p0.y, p1.y) + r,
    );
    for (const t of near) {
      if (seen.has(t) || !match(t)) continue;
      if (segmentTouches(t, p0, p1, r)) {
        seen.add(t);
        out.push(t);
      }
    }
  }
  return out;
}
