import { type Point, cross, sub, isFinitePoint } from "./vec";
import { pointSegmentDistance, segmentsIntersect } from "./segment";
import type { Circle } from "./circle";

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
export function circleOverlapsPolygon(c: Circle, poly: Polygon, eps = 1e-9): boolean {
  if (pointInPolygon(c, poly)) return distanceToBoundary(c, poly) > eps || c.r > eps;
  return distanceToBoundary(c, poly) < c.r - eps;
}

/** The whole base lies inside the polygon (touching its boundary from inside is allowed). */
export function circleInPolygon(c: Circle, poly: Polygon, eps = 1e-9): boolean {
  return pointInPolygon(c, poly) && distanceToBoundary(c, poly) >= c.r - eps;
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
export const edgeVector = (poly: Polygon, i: number): Point => sub(poly[(i + 1) % poly.length]!, poly[i]!);
