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

/**
 * Where segment ab meets segment cd: t along ab and u along cd, both in [0, 1]; null when they
 * do not meet or run parallel (a collinear overlap has no single crossing point).
 */
export function segmentCrossing(a: Point, b: Point, c: Point, d: Point): { t: number; u: number } | null {
  const rx = b.x - a.x;
  const ry = b.y - a.y;
  const sx = d.x - c.x;
  const sy = d.y - c.y;
  const den = rx * sy - ry * sx;
  // Relative test: the sine of the angle between them, not a raw area that depends on the unit.
  if (Math.abs(den) <= 1e-12 * Math.hypot(rx, ry) * Math.hypot(sx, sy) || den === 0) return null;
  const qx = c.x - a.x;
  const qy = c.y - a.y;
  const t = (qx * sy - qy * sx) / den;
  const u = (qx * ry - qy * rx) / den;
  const slack = 1e-12;
  if (t < -slack || t > 1 + slack || u < -slack || u > 1 + slack) return null;
  return { t: Math.min(1, Math.max(0, t)), u: Math.min(1, Math.max(0, u)) };
}

/** The parameters [t0, t1] of segment ab that lie strictly closer than `r` to centre c, or null. */
export function segmentInsideCircle(a: Point, b: Point, c: Point, r: number): [number, number] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const fx = a.x - c.x;
  const fy = a.y - c.y;
  const qa = dx * dx + dy * dy;
  const qc = fx * fx + fy * fy - r * r;
  if (qa <= EPSILON * EPSILON) return qc < 0 ? [0, 1] : null;
  const qb = 2 * (fx * dx + fy * dy);
  const disc = qb * qb - 4 * qa * qc;
  if (disc <= 0) return null;
  const root = Math.sqrt(disc);
  const t0 = Math.max(0, (-qb - root) / (2 * qa));
  const t1 = Math.min(1, (-qb + root) / (2 * qa));
  return t1 > t0 ? [t0, t1] : null;
}
