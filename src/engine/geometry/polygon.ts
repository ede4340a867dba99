import { type Point, EPSILON, cross, isFinitePoint } from "./vec";
import { pointSegmentDistance, segmentsIntersect } from "./segment";
import type { Circle } from "./circle";
import { sortNumbers } from "./sort";
import { GEOMETRY_TOLERANCE } from "./tolerance";

export type Polygon = readonly Point[];

export type PolygonProblem = "too-few-points" | "not-finite" | "zero-area" | "self-intersecting";

/** Twice the signed area; positive when counter-clockwise in a y-up frame. */
export function signedArea2(poly: Polygon): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) s += cross(poly[i]!, poly[(i + 1) % poly.length]!);
  return s;
}

/** Why a polygon cannot be a terrain footprint, or null when it can. */
export function polygonProblem(poly: Polygon): PolygonProblem | null {
  if (poly.length < 3) return "too-few-points";
  if (!poly.every(isFinitePoint)) return "not-finite";
  if (Math.abs(signedArea2(poly)) < 1e-12) return "zero-area";
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % n]!;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // the two edges that share vertex 0
      if (segmentsIntersect(a, b, poly[j]!, poly[(j + 1) % n]!)) return "self-intersecting";
    }
  }
  return null;
}

/** Even-odd point in polygon; a point on an edge counts as inside. */
export function pointInPolygon(p: Point, poly: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (pointSegmentDistance(p, a, b) <= 1e-9) return true;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Distance from p to the polygon's boundary. */
export function distanceToBoundary(p: Point, poly: Polygon): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    best = Math.min(best, pointSegmentDistance(p, poly[j]!, poly[i]!));
  }
  return best;
}

/** The base shares area with the polygon (touching the boundary from outside does not count). */
export function circleOverlapsPolygon(c: Circle, poly: Polygon, eps = GEOMETRY_TOLERANCE): boolean {
  if (pointInPolygon(c, poly)) return distanceToBoundary(c, poly) > eps || c.r > eps;
  return distanceToBoundary(c, poly) < c.r - eps;
}

export function polygonBounds(poly: Polygon): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const p of poly) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

export const polygonEdge = (poly: Polygon, i: number): [Point, Point] => [
  poly[i]!,
  poly[(i + 1) % poly.length]!,
];

/**
 * Even-odd point in polygon without allocation, for hot loops. A point exactly on an edge may
 * fall either side; callers test midpoints of stretches, never boundary points.
 */
export function insidePolygon(x: number, y: number, poly: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/**
 * The stretches of segment p0 -> p1 that lie inside the polygon, as pairs [t0, t1] of the
 * segment's parameter, pushed onto `out` (flat: t0, t1, t0, t1...). Boundary crossings split the
 * segment and the middle of each part decides, so vertices and edges along the segment need no
 * special cases; a part running along an edge is outside (it only touches the polygon).
 */
export function segmentInsideIntervals(p0: Point, p1: Point, poly: Polygon, out: number[]): void {
  const cuts: number[] = [0, 1];
  const dx = p1.x - p0.x;
  const dy = p1.y - p0.y;
  const len2 = dx * dx + dy * dy;
  // Some edge lies along the segment's line: only then can a part run along the outline. Asked of
  // every edge, crossing or not: along a slanted segment an edge's den may round to a few 1e-15,
  // not 0, and its "crossing" is then anywhere along it.
  let along = false;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const hit = segmentCrossingT(p0, dx, dy, a, b);
    if (hit !== null) cuts.push(hit);
    if (!along) {
      const ca = (a.x - p0.x) * dy - (a.y - p0.y) * dx;
      const cb = (b.x - p0.x) * dy - (b.y - p0.y) * dx;
      along = ca * ca <= EPSILON * EPSILON * len2 && cb * cb <= EPSILON * EPSILON * len2;
    }
    // A vertex lying on the segment (edges running along it have no crossing of their own).
    if (len2 > 0) {
      const t = ((a.x - p0.x) * dx + (a.y - p0.y) * dy) / len2;
      if (t > 0 && t < 1) {
        const ex = p0.x + dx * t - a.x;
        const ey = p0.y + dy * t - a.y;
        if (ex * ex + ey * ey <= 1e-18) cuts.push(t);
      }
    }
  }
  sortNumbers(cuts);
  let open = -1;
  for (let i = 1; i < cuts.length; i++) {
    const t0 = cuts[i - 1]!;
    const t1 = cuts[i]!;
    if (t1 - t0 <= 1e-12) continue;
    const m = (t0 + t1) / 2;
    const x = p0.x + dx * m;
    const y = p0.y + dy * m;
    // A part whose middle is on the outline runs along an edge: touching, on every side alike
    // (insidePolygon alone counts a point on some edges as inside and on others as outside).
    const inside = insidePolygon(x, y, poly) && !(along && distanceToBoundary({ x, y }, poly) <= EPSILON);
    if (inside && open < 0) open = t0;
    if (!inside && open >= 0) {
      out.push(open, t0);
      open = -1;
    }
  }
  if (open >= 0) out.push(open, 1);
}

/** Parameter along p0 + t(dx, dy), t in [0, 1], where it crosses edge ab; null if it does not. */
function segmentCrossingT(p0: Point, dx: number, dy: number, a: Point, b: Point): number | null {
  const sx = b.x - a.x;
  const sy = b.y - a.y;
  const den = dx * sy - dy * sx;
  if (den === 0) return null;
  const qx = a.x - p0.x;
  const qy = a.y - p0.y;
  const t = (qx * sy - qy * sx) / den;
  const u = (qx * dy - qy * dx) / den;
  if (t < 0 || t > 1 || u < -1e-12 || u > 1 + 1e-12) return null;
  return t;
}
