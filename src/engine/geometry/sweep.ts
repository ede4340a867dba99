import { type Point, EPSILON } from "./vec";
import { closestT, pointSegmentDistance, segmentSegmentDistance } from "./segment";
import { GEOMETRY_TOLERANCE } from "./tolerance";

/*
 * A base of radius r slides along a segment p0 -> p1 (parameter t in [0, 1]). These functions
 * return the first t at which it would overlap an obstacle, or null. Touching is allowed: the hit
 * t is the last legal position, where the base touches the obstacle. A base that starts
 * touching or overlapping may move away (so a bad placement never traps a model). One that
 * starts touching is blocked at t = 0 only when the move takes it deeper than the geometry
 * tolerance; one that starts overlapping by more, when the move takes it any deeper (so waypoint
 * after waypoint cannot creep in a tolerance at a time). The arithmetic is inline: collision runs
 * these for every nearby edge.
 */

/** A base this close to an obstacle at the start of a segment already touches it. */
const SLACK = GEOMETRY_TOLERANCE;
/** Rounding in a closest approach, below anything the tolerance is about. */
const ROUNDING = 1e-12;

/** The nearest a move that starts `start` from an obstacle (reach `reach`) may come to it. */
const floorFrom = (start: number, reach: number): number => Math.min(start, reach - SLACK) - ROUNDING;

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
    // Touching or already inside: blocked only if the segment's closest approach goes deeper
    // than the tolerance allows (a slide along the rim that dips a billionth in is a touch).
    if (b >= 0) return null;
    const t = Math.min(1, -b / (2 * a));
    const closest = Math.sqrt(Math.max(0, dd + b * t + a * t * t));
    return closest < floorFrom(dist0, reach) ? 0 : null;
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
  const start = pointSegmentDistance(p0, a, b);
  if (start < reach + SLACK) {
    // Touching or inside at the start: blocked only if the segment comes nearer than the
    // tolerance allows, as for a circle.
    return segmentSegmentDistance(p0, p1, a, b) < floorFrom(start, reach) ? 0 : null;
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
