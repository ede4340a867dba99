import type { Board } from "../board/board";
import type { Model, Terrain } from "../board/types";
import { type Point, distance, lerp } from "../geometry/vec";
import { sweepPointCircle, sweepPointSegment } from "../geometry/sweep";
import { pointInPolygon, polygonEdge } from "../geometry/polygon";
import { segmentSegmentDistance } from "../geometry/segment";

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
}

const impassable = (t: Terrain): boolean => t.kind === "impassable";
const TABLE_EDGES = ["top", "right", "bottom", "left"] as const;

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
  const modelsMode = options.models ?? "all";
  const blocks = options.blocks ?? impassable;
  const useWalls = options.walls ?? true;
  const corners = [
    { x: 0, y: 0 },
    { x: board.width, y: 0 },
    { x: board.width, y: board.height },
    { x: 0, y: board.height },
  ];
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const p0 = path[i - 1]!;
    const p1 = path[i]!;
    const seg = distance(p0, p1);
    if (seg === 0) continue;
    let bestT = Infinity;
    let best: { kind: ObstructionKind; id: string } | null = null;
    const take = (t: number | null, kind: ObstructionKind, id: string): void => {
      if (t !== null && t < bestT) {
        bestT = t;
        best = { kind, id };
      }
    };
    const near = board.near(
      Math.min(p0.x, p1.x) - r,
      Math.min(p0.y, p1.y) - r,
      Math.max(p0.x, p1.x) + r,
      Math.max(p0.y, p1.y) + r,
    );
    if (modelsMode !== "none") {
      for (const m of near.models) {
        if (m.id === mover.id || options.ignore?.has(m.id)) continue;
        if (modelsMode === "enemies" && m.side === mover.side) continue;
        take(sweepPointCircle(p0, p1, m, r + m.r), "model", m.id);
      }
    }
    for (const t of near.terrain) {
      if (!blocks(t)) continue;
      for (let e = 0; e < t.polygon.length; e++) {
        const [a, b] = polygonEdge(t.polygon, e);
        take(sweepPointSegment(p0, p1, a, b, r), "terrain", t.id);
      }
    }
    if (useWalls) for (const w of near.walls) take(sweepPointSegment(p0, p1, w.a, w.b, r), "wall", w.id);
    for (let e = 0; e < 4 && (options.edges ?? true); e++) {
      take(sweepPointSegment(p0, p1, corners[e]!, corners[(e + 1) % 4]!, r), "edge", TABLE_EDGES[e]!);
    }
    if (best !== null) {
      const hit: { kind: ObstructionKind; id: string } = best;
      return { distance: walked + bestT * seg, point: lerp(p0, p1, bestT), kind: hit.kind, id: hit.id };
    }
    walked += seg;
  }
  return null;
}

/** The base, swept along the path, shares area with the terrain piece (start, end or passing through). */
export function pathTouchesTerrain(t: Terrain, path: readonly Point[], r: number): boolean {
  if (path.length === 1)
    return pointInPolygon(path[0]!, t.polygon) || edgeDistance(t, path[0]!, path[0]!) < r;
  for (let i = 1; i < path.length; i++) {
    const p0 = path[i - 1]!;
    const p1 = path[i]!;
    if (pointInPolygon(p0, t.polygon) || pointInPolygon(p1, t.polygon)) return true;
    if (edgeDistance(t, p0, p1) < r - 1e-9) return true;
  }
  return false;
}

function edgeDistance(t: Terrain, p0: Point, p1: Point): number {
  let best = Infinity;
  for (let e = 0; e < t.polygon.length; e++) {
    const [a, b] = polygonEdge(t.polygon, e);
    best = Math.min(best, segmentSegmentDistance(p0, p1, a, b));
  }
  return best;
}

/** Terrain pieces of the given kind the base touches anywhere along the path. */
export function terrainAlongPath(
  board: Board,
  path: readonly Point[],
  r: number,
  match: (t: Terrain) => boolean,
): Terrain[] {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const p of path) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return board
    .near(minX - r, minY - r, maxX + r, maxY + r)
    .terrain.filter((t) => match(t) && pathTouchesTerrain(t, path, r));
}
