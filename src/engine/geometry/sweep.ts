import { type Point, EPSILON, cross, distance, dot, sub } from "./vec";
import { closestT, pointSegmentDistance } from "./segment";

/*
 * A base of radius r slides along a segment p0 -> p1 (parameter t in [0, 1]). These functions
 * return the first t at which it would overlap an obstacle, or null. Touching is allowed: the hit
 * t is the last legal position, where the base touches the obstacle. A base that starts
 * overlapping may move away (so a bad placement never traps a model); moving further in is
 * blocked at t = 0.
 */

const SLACK = 1e-7;

function inward(p0: Point, p1: Point, distanceAt: (t: number) => number): boolean {
  const len = distance(p0, p1);
  if (len <= EPSILON) return false;
  const dt = Math.min(1, 1e-6 / len);
  return distanceAt(dt) < distanceAt(0) - 1e-12;
}

/** First t at which a moving point comes within `reach` of centre c. */
export function sweepPointCircle(p0: Point, p1: Point, c: Point, reach: number): number | null {
  const d = sub(p0, c);
  const v = sub(p1, p0);
  const a = dot(v, v);
  if (a <= EPSILON * EPSILON) return null;
  const b = 2 * dot(d, v);
  const c0 = dot(d, d) - reach * reach;
  const dist0 = Math.sqrt(dot(d, d));
  if (dist0 < reach + SLACK) {
    // Touching or already inside: blocked only if the next step goes deeper.
    return b < -SLACK * Math.sqrt(a) ? 0 : null;
  }
  const disc = b * b - 4 * a * c0;
  if (disc <= 0) return null;
  const t = (-b - Math.sqrt(disc)) / (2 * a);
  return t >= 0 && t <= 1 ? t : null;
}

/** First t at which a moving point comes within `reach` of segment ab (a capsule test). */
export function sweepPointSegment(p0: Point, p1: Point, a: Point, b: Point, reach: number): number | null {
  const at = (t: number): number =>
    pointSegmentDistance({ x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t }, a, b);
  if (at(0) < reach + SLACK) return inward(p0, p1, at) ? 0 : null;
  let best: number | null = null;
  const consider = (t: number | null): void => {
    if (t !== null && (best === null || t < best)) best = t;
  };
  consider(sweepPointCircle(p0, p1, a, reach));
  consider(sweepPointCircle(p0, p1, b, reach));
  const ab = sub(b, a);
  const len = Math.hypot(ab.x, ab.y);
  if (len > EPSILON) {
    const s0 = cross(ab, sub(p0, a)) / len;
    const s1 = cross(ab, sub(p1, a)) / len;
    const side = Math.sign(s0);
    const approach = side * (s0 - s1);
    if (approach > 0 && Math.abs(s0) >= reach) {
      const t = (Math.abs(s0) - reach) / approach;
      if (t >= 0 && t <= 1) {
        const q = { x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t };
        const u = closestT(q, a, b);
        if (u > 0 && u < 1) consider(t);
      }
    }
  }
  return best;
}
