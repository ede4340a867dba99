import { GEOMETRY_TOLERANCE } from "../geometry/tolerance";
import type { Nearby } from "../board/board";
import { type ElevationOptions, blockSpans, levelsMeet, roleOf, solidAt } from "../board/elevation";
import type { Model, Terrain } from "../board/types";
import { type Capsule, type Chord, chordsBetween } from "../geometry/chord";
import { distanceToBoundary, insidePolygon } from "../geometry/polygon";
import { pointSegmentDistance, segmentCrossing, segmentSegmentDistance } from "../geometry/segment";
import { type Point, distance, lerp } from "../geometry/vec";
import { LEVEL_EPS } from "../board/elevation";

export interface ClearanceOptions extends ElevationOptions {
  /**
   * SCTMG-GAP-1: the narrowest gap the mover may pass through (1" for Size 2 or less, 3" for
   * Size 3 or more). A gap exactly this wide may be passed.
   */
  readonly width: number;
  /** Which other bases make gaps: all (default), only enemies, or none. */
  readonly models?: "all" | "enemies" | "none";
  /** Model ids that never make a gap (the mover's own unit). */
  readonly ignore?: ReadonlySet<string>;
  /**
   * Which terrain makes gaps. Default: pieces solid at the mover's level: impassable terrain,
   * blocks it would have to climb, low obstacles.
   */
  readonly terrain?: (t: Terrain) => boolean;
  /** Walls make gaps (doors, breaches) unless false. */
  readonly walls?: boolean;
}

export interface GapSide {
  readonly kind: "model" | "terrain" | "wall";
  readonly id: string;
}

/** SCTMG-GAP-1: where the centre passes through a gap narrower than allowed. */
export interface GapHit {
  /** Distance along the path where the centre crosses the narrowest line of the gap. */
  readonly distance: number;
  readonly point: Point;
  /** The gap's width: the shortest distance between the two sides the path passes between. */
  readonly width: number;
  readonly between: readonly [GapSide, GapSide];
}

interface Side extends Capsule {
  readonly side: GapSide;
  /** The polygon an edge belongs to, to tell apart a notch in one piece from its inside. */
  readonly polygon: readonly Point[] | null;
  readonly centre: Model | null;
  /** How far the path's start is from the whole obstacle (the piece, not just this edge). */
  readonly fromStart: number;
}

/** The terrain piece makes the sides of gaps at this level under the options. */
function terrainMakesGaps(t: Terrain, level: number, options: ClearanceOptions): boolean {
  if (options.terrain) return options.terrain(t);
  switch (roleOf(t, options)) {
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
 * SCTMG-GAP-1, SCTMG-GAP-2: the first place on the straight stretch a -> b (starting `from` along
 * the path, the mover at `level`) where the centre passes between two obstacles closer than the
 * width: it crosses a chord joining them (see `chordsBetween`) outside every obstacle. Separate
 * from whether the base fits; `near` must cover the stretch's box grown by the width. A pair the
 * model already stands between at the path's `start` is a gap it is in, and leaving it is free;
 * the end has no such leave (arriving past a gap's line is passing it). The router seals the same
 * chords (routing/gaps.ts), so a route found for a width passes this check with that width.
 */
export function gapOnStretch(
  mover: Model,
  near: Nearby,
  a: Point,
  b: Point,
  from: number,
  level: number,
  options: ClearanceOptions,
  start: Point = a,
): GapHit | null {
  const w = options.width;
  if (!(w > 0)) return null;
  const sides: Side[] = [];
  // The stretch's box grown by the width: an edge whose box misses it is too far to matter,
  // and this test is much cheaper than the exact distance.
  const minX = Math.min(a.x, b.x) - w;
  const minY = Math.min(a.y, b.y) - w;
  const maxX = Math.max(a.x, b.x) + w;
  const maxY = Math.max(a.y, b.y) + w;
  const outside = (p: Point, q: Point): boolean =>
    (p.x < minX && q.x < minX) ||
    (p.x > maxX && q.x > maxX) ||
    (p.y < minY && q.y < minY) ||
    (p.y > maxY && q.y > maxY);
  const modelsMode = options.models ?? "all";
  for (const m of near.models) {
    if (m.id === mover.id || modelsMode === "none" || options.ignore?.has(m.id)) continue;
    if (modelsMode === "enemies" && m.side === mover.side) continue;
    if (!levelsMeet(level, mover.height, m.elevation, m.height)) continue;
    if (pointSegmentDistance(m, a, b) - m.r >= w) continue;
    const fromStart = Math.max(0, distance(start, m) - m.r);
    sides.push({
      a: m,
      b: m,
      r: m.r,
      side: { kind: "model", id: m.id },
      polygon: null,
      centre: m,
      fromStart,
    });
  }
  for (const t of near.terrain) {
    if (!terrainMakesGaps(t, level, options)) continue;
    const poly = t.polygon;
    let fromStart = -1;
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!;
      const q = poly[(i + 1) % poly.length]!;
      if (outside(p, q) || segmentSegmentDistance(a, b, p, q) >= w) continue;
      if (fromStart < 0)
        fromStart = insidePolygon(start.x, start.y, poly) ? 0 : distanceToBoundary(start, poly);
      sides.push({
        a: p,
        b: q,
        r: 0,
        side: { kind: "terrain", id: t.id },
        polygon: poly,
        centre: null,
        fromStart,
      });
    }
  }
  if (options.walls ?? true) {
    for (const wall of near.walls) {
      if (level >= wall.height - LEVEL_EPS || wall.height <= (options.ignoreTerrainBelow ?? 0) + LEVEL_EPS)
        continue;
      if (outside(wall.a, wall.b) || segmentSegmentDistance(a, b, wall.a, wall.b) >= w) continue;
      sides.push({
        a: wall.a,
        b: wall.b,
        r: 0,
        side: { kind: "wall", id: wall.id },
        polygon: null,
        centre: null,
        fromStart: pointSegmentDistance(start, wall.a, wall.b),
      });
    }
  }
  if (sides.length < 2) return null;
  const len = distance(a, b);
  // Which side of the stretch's line each obstacle lies on: a chord between two obstacles wholly
  // on the same side cannot cross the stretch, so most pairs are dismissed by two comparisons.
  const nx = len > 0 ? (a.y - b.y) / len : 0;
  const ny = len > 0 ? (b.x - a.x) / len : 0;
  const lo: number[] = [];
  const hi: number[] = [];
  for (const sd of sides) {
    const da = (sd.a.x - a.x) * nx + (sd.a.y - a.y) * ny;
    const db = (sd.b.x - a.x) * nx + (sd.b.y - a.y) * ny;
    lo.push(Math.min(da, db) - sd.r);
    hi.push(Math.max(da, db) + sd.r);
  }
  let best: GapHit | null = null;
  const chords: Chord[] = [];
  for (let i = 0; i < sides.length; i++) {
    for (let j = i + 1; j < sides.length; j++) {
      if ((lo[i]! > 0 && lo[j]! > 0) || (hi[i]! < 0 && hi[j]! < 0)) continue;
      const p = sides[i]!;
      const q = sides[j]!;
      if (p.fromStart + q.fromStart < w) continue;
      chords.length = 0;
      chordsBetween(p, q, w - GEOMETRY_TOLERANCE, chords);
      for (const c of chords) {
        const hit = segmentCrossing(a, b, c.a, c.b);
        if (!hit) continue;
        const d = from + hit.t * len;
        // Crossing where the path starts is leaving a gap, not passing into one.
        if (d <= 1e-9) continue;
        if (best && d >= best.distance) continue;
        const x = lerp(a, b, hit.t);
        if (insideObstacle(x, p) || insideObstacle(x, q)) continue;
        best = { distance: d, point: x, width: c.length, between: [p.side, q.side] };
      }
    }
  }
  return best;
}

/** The crossing lies inside one of the two obstacles: a chord across a piece's inside, not a gap. */
function insideObstacle(x: Point, s: Side): boolean {
  if (s.polygon) return insidePolygon(x.x, x.y, s.polygon);
  if (s.centre) return distance(x, s.centre) < s.centre.r - GEOMETRY_TOLERANCE;
  return false;
}
