import { type Point, EPSILON, cross, dot, lerp, sub, distance } from "./vec";

export interface Segment {
  readonly a: Point;
  readonly b: Point;
}

/** Parameter t in [0, 1] of the point of segment ab closest to p. */
export function closestT(p: Point, a: Point, b: Point): number {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  if (len2 <= EPSILON * EPSILON) return 0;
  return Math.min(1, Math.max(0, dot(sub(p, a), ab) / len2));
}

export function closestPointOnSegment(p: Point, a: Point, b: Point): Point {
  return lerp(a, b, closestT(p, a, b));
}

export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  return distance(p, closestPointOnSegment(p, a, b));
}

/** Proper or touching intersection of segments ab and cd. */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(sub(b, a), sub(c, a));
  const d2 = cross(sub(b, a), sub(d, a));
  const d3 = cross(sub(d, c), sub(a, c));
  const d4 = cross(sub(d, c), sub(b, c));
  if (
    ((d1 > EPSILON && d2 < -EPSILON) || (d1 < -EPSILON && d2 > EPSILON)) &&
    ((d3 > EPSILON && d4 < -EPSILON) || (d3 < -EPSILON && d4 > EPSILON))
  ) {
    return true;
  }
  const onSeg = (p: Point, q: Point, r: Point): boolean => pointSegmentDistance(r, p, q) <= EPSILON;
  return onSeg(a, b, c) || onSeg(a, b, d) || onSeg(c, d, a) || onSeg(c, d, b);
}

export function segmentSegmentDistance(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(
    pointSegmentDistance(a, c, d),
    pointSegmentDistance(b, c, d),
    pointSegmentDistance(c, a, b),
    pointSegmentDistance(d, a, b),
  );
}
