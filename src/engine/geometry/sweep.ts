import { type Point, EPSILON } from "./vec";
import { closestT } from "./segment";
import { GEOMETRY_TOLERANCE } from "./tolerance";

/*
 * A base of radius r slides along a segment p0 -> p1 (parameter t in [0, 1]). These functions
 * return the first t at which it would overlap an obstacle, or null. Touching is allowed: the hit
 * t is the last legal position, where the base touches the obstacle. A base that starts
 * overlapping may move away (so a bad placement never traps a model); moving further in is
 * blocked at t = 0. The arithmetic is inline: collision runs these for every nearby edge.
 */

/** A base this close to an obstacle at the start of a segment already touches it. */
const SLACK = GEOMETRY_TOLERANCE;

/** Distance from the point at t along p0 -> p1 to segment ab. */
function distanceAt(p0: Point, p1: Point, t: number, a: Point, b: Point): number {
  const x = p0.x + (p1.x - p0.x) * t;
  const y = p0.y + (p1.y - p0.y) * t;
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const len2 = abx * abx + aby * aby;
  let u = len2 <= EPSILON * EPSILON ? 0 : ((x - a.x) * abx + (y - a.y) * aby) / len2;
  u = u < 0 ? 0 : u > 1 ? 1 : u;
  return Math.hypot(x - (a.x + abx * u), y - (a.y + aby * u));
}

/** First t at which a moving point comes within `reach` of centre c. */
export function sweepPointCircle(p0: Point, p1: Point, c: Point, reach: number): number | null {
  const dx = p0.x - c.x;
  const dy = p0.y - c.y;
  const vx = p1.x - p0.x;
  const vy = p1.y - p0.y;
  const a = vx * vx + vy * vy;
  if (a <= EPSILON * EPSILON) return null;
  const b = 2 * (dx * vx + dy * vy);
  const dd = dx * dx + dy * dy;
  const c0 = dd - reach * reach;
  const dist0 = Math.sqrt(dd);
  if (dist0 < reach + SLACK) {
    // Touching or already inside: blocked only if the next step goes deeper.
    return b < -SLACK * Math.sqrt(a) ? 0 : null;
  }
  const disc = b * b - 4 * a * c0;
  // disc / 4a is reach² less the square of the closest approach: a pass that comes no nearer
  // than the tolerance inside reach only grazes (a base sliding past a corner it touches).
  const inner = Math.max(0, reach - SLACK);
  if (disc <= 4 * a * (reach * reach - inner * inner)) return null;
  const t = (-b - Math.sqrt(disc)) / (2 * a);
  return t >= 0 && t <= 1 ? t : null;
}

/** First t at which a moving point comes within `reach` of segment ab (a capsule test). */
export function sweepPointSegment(p0: Point, p1: Point, a: Point, b: Point, reach: number): number | null {
  const start = distanceAt(p0, p1, 0, a, b);
  if (start < reach + SLACK) {
    // Touching or inside at the start: blocked only if a tiny step goes deeper.
    const len = Math.hypot(p1.x - p0.x, p1.y - p0.y);
    if (len <= EPSILON) return null;
    const dt = Math.min(1, 1e-6 / len);
    return distanceAt(p0, p1, dt, a, b) < start - 1e-12 ? 0 : null;
  }
  let best: number | null = null;
  const ta = sweepPointCircle(p0, p1, a, reach);
  if (ta !== null) best = ta;
  const tb = sweepPointCircle(p0, p1, b, reach);
  if (tb !== null && (best === null || tb < best)) best = tb;
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const len = Math.hypot(abx, aby);
  if (len > EPSILON) {
    const s0 = (abx * (p0.y - a.y) - aby * (p0.x - a.x)) / len;
    const s1 = (abx * (p1.y - a.y) - aby * (p1.x - a.x)) / len;
    const side = Math.sign(s0);
    const approach = side * (s0 - s1);
    if (approach > 0 && Math.abs(s0) >= reach) {
      const t = (Math.abs(s0) - reach) / approach;
      if (t >= 0 && t <= 1 && (best === null || t < best)) {
        const q = { x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t };
        const u = closestT(q, a, b);
        if (u > 0 && u < 1) best = t;
      }
    }
  }
  return best;
}
