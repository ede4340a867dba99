import type { Board, Nearby } from "../board/board";
import { type ElevationOptions, LEVEL_EPS, blockSpans, roleOf, solidAt } from "../board/elevation";
import type { Model, Terrain } from "../board/types";
import { pointInPolygon, polygonBounds, segmentInsideIntervals } from "../geometry/polygon";
import { pointSegmentDistance, segmentsIntersect } from "../geometry/segment";
import type { Point } from "../geometry/vec";
import { gapOnStretch } from "../path/clearance";
import { GEOMETRY_TOLERANCE } from "../geometry/tolerance";

/** What a Coherency Link may and may not cross (SCTMG-COH-2). */
export interface LinkRules extends ElevationOptions {
  /**
   * SCTMG-GAP-1: the Leading Model's clearance (1" for Size 2 or less, 3" for Size 3 or more): a
   * link may not pass through a gap narrower than this. 0: any gap.
   */
  readonly gapWidth: number;
  /** SCTMG-COH-2: a flying unit's links ignore terrain and other units' models (and so their gaps). */
  readonly flying?: boolean;
  /** Models a link may cross: the enemy models the unit is engaged with. */
  readonly crossable?: ReadonlySet<string>;
}

export type LinkBlockKind = "model" | "terrain" | "wall" | "gap";

/** The first thing found that stops a link, for the explanation. */
export interface LinkBlock {
  readonly kind: LinkBlockKind;
  readonly id: string;
}

/** A model of the unit standing somewhere it is being placed: same model, new centre and level. */
export const standingAt = (m: Model, p: Point, elevation: number = m.elevation): Model =>
  p.x === m.x && p.y === m.y && elevation === m.elevation ? m : { ...m, x: p.x, y: p.y, elevation };

/**
 * Everything near a group of bases, fetched once so each link's test is a filter: the box of
 * the points grown by `margin`. Links and placements of one unit share it.
 */
export function nearGroup(board: Board, points: readonly Point[], margin: number): Nearby {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return board.near(minX - margin, minY - margin, maxX + margin, maxY + margin);
}

const BOUNDS = new WeakMap<Terrain, ReturnType<typeof polygonBounds>>();
/** A terrain piece's bounding box, computed once per piece (links test many pieces many times). */
function boundsOf(t: Terrain): ReturnType<typeof polygonBounds> {
  let b = BOUNDS.get(t);
  if (!b) {
    b = polygonBounds(t.polygon);
    BOUNDS.set(t, b);
  }
  return b;
}

/** The terrain piece stands in the way of a link at this level (the gap check's default solids). */
function terrainStops(t: Terrain, level: number, rules: LinkRules): boolean {
  switch (roleOf(t, rules)) {
    case "solid":
      return solidAt(t, level);
    case "block":
    case "low":
      return blockSpans(t, level);
    default:
      return false;
  }
}

/**
 * SCTMG-COH-1, SCTMG-COH-2: the straight line between the centres of two models of the same unit
 * (each standing where it is being placed) is a Coherency Link, or the first thing that stops it:
 * a base of any model outside `unitIds` the line passes through (touching it is not crossing;
 * engaged enemies in `rules.crossable` may be crossed), the face of a terrain piece standing at
 * the lower model's level crossed outside every Access Point, a wall, or a gap narrower than the
 * Leading Model may pass (the same chords as SCTMG-GAP-1's path check, `gapOnStretch`). Flying
 * units' links are never stopped. `near` must hold everything near the segment grown by the gap
 * width (one `nearGroup` for the unit will do); omitted, the board is searched.
 */
export function linkBlock(
  board: Board,
  a: Model,
  b: Model,
  unitIds: ReadonlySet<string>,
  rules: LinkRules,
  near?: Nearby,
): LinkBlock | null {
  if (rules.flying) return null;
  const w = Math.max(0, rules.gapWidth);
  const found = near ?? board.nearSegment(a, b, Math.max(w, 1e-6));
  const level = Math.min(a.elevation, b.elevation);
  const crossable = rules.crossable;
  const minX = Math.min(a.x, b.x) - w;
  const minY = Math.min(a.y, b.y) - w;
  const maxX = Math.max(a.x, b.x) + w;
  const maxY = Math.max(a.y, b.y) + w;
  const local: Nearby = { models: [], terrain: [], walls: [] };
  for (const m of found.models) {
    if (unitIds.has(m.id) || crossable?.has(m.id)) continue;
    if (m.x + m.r < minX || m.x - m.r > maxX || m.y + m.r < minY || m.y - m.r > maxY) continue;
    if (pointSegmentDistance(m, a, b) < m.r - GEOMETRY_TOLERANCE) return { kind: "model", id: m.id };
    local.models.push(m);
  }
  const access: Terrain[] = [];
  for (const t of found.terrain) {
    const b = boundsOf(t);
    if (b.maxX < minX || b.minX > maxX || b.maxY < minY || b.minY > maxY) continue;
    if (t.kind === "access-point") access.push(t);
    local.terrain.push(t);
  }
  const cuts: number[] = [];
  for (const t of local.terrain) {
    if (!terrainStops(t, level, rules)) continue;
    cuts.length = 0;
    segmentInsideIntervals(a, b, t.polygon, cuts);
    // Where the line crosses the piece's outline is where it would cross the terrain. That point
    // may lie on an Access Point's edge, which is part of it (insidePolygon leaves some edges out).
    for (const c of cuts) {
      if (c <= 1e-12 || c >= 1 - 1e-12) continue;
      const at = { x: a.x + (b.x - a.x) * c, y: a.y + (b.y - a.y) * c };
      if (!access.some((p) => pointInPolygon(at, p.polygon))) return { kind: "terrain", id: t.id };
    }
  }
  for (const wall of found.walls) {
    if (level >= wall.height - LEVEL_EPS) continue;
    if (
      Math.max(wall.a.x, wall.b.x) < minX ||
      Math.min(wall.a.x, wall.b.x) > maxX ||
      Math.max(wall.a.y, wall.b.y) < minY ||
      Math.min(wall.a.y, wall.b.y) > maxY
    )
      continue;
    if (segmentsIntersect(a, b, wall.a, wall.b)) return { kind: "wall", id: wall.id };
    local.walls.push(wall);
  }
  if (w > 0) {
    // `local.models` already leaves out the unit and the enemies the link may cross.
    const gap = gapOnStretch(a, local, a, b, 0, level, { ...rules, width: w }, a);
    if (gap) return { kind: "gap", id: gap.between[0].id };
  }
  return null;
}
