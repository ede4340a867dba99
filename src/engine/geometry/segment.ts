import { type Point, EPSILON, lerp } from "./vec";

export interface Segment {
  readonly a: Point;
  readonly b: Point;
}

// The functions below do their arithmetic inline: they run for every edge near every dragged
// segment, and small {x, y} objects per call were most of a drag's garbage.

/** Parameter t in [0, 1] of the point of segment ab closest to p. */
export function closestT(p: Point, a: Point, b: Point): number {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const len2 = abx * abx + aby * aby;
  if (len2 <= EPSILON * EPSILON) return 0;
  const t = ((p.x - a.x) * abx + (p.y - a.y) * aby) / len2;
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

export function closestPointOnSegment(p: Point, a: Point, b: Point): Point {
  return lerp(a, b, closestT(p, a, b));
}

export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const t = closestT(p, a, b);
  return Math.hypot(p.x - (a.x + (b.x - a.x) * t), p.y - (a.y + (b.y - a.y) * t));
}

/** Twice the signed area of triangle o, p, q: which side of line op the point q lies on. */
const orient = (o: Point, p: Point, q: Point): number =>
  (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);

/** Proper or touching intersection of segments ab and cd. */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = orient(a, b, c);
  const d2 = orient(a, b, d);
  const d3 = orient(c, d, a);
  const d4 = orient(c, d, b);
  // An orientation is a distance from the line times the segment's length: an end counts as on
  // the other's line when it is within EPSILON of it (not within an area of EPSILON, which let a
  // short segment miss a crossing whose end lay a few billionths past it). Ends that close are
  // left to the touching test below.
  const e1 = EPSILON * Math.sqrt((b.x - a.x) ** 2 + (b.y - a.y) ** 2);
  const e2 = EPSILON * Math.sqrt((d.x - c.x) ** 2 + (d.y - c.y) ** 2);
  if (((d1 > e1 && d2 < -e1) || (d1 < -e1 && d2 > e1)) && ((d3 > e2 && d4 < -e2) || (d3 < -e2 && d4 > e2))) {
    return true;
  }
  return (
    pointSegmentDistance(c, a, b) <= EPSILON ||
    pointSegmentDistance(d, a, b) <= EPSILON ||
    pointSegmentDistance(a, c, d) <= EPSILON ||
    pointSegmentDistance(b, c, d) <= EPSILON
  );
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
