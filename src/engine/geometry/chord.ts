import { closestPointOnSegment } from "./segment";
import { type Point, distance } from "./vec";

/**
 * A capsule: every point within r of segment ab. A polygon edge or a wall is a capsule of
 * radius 0; a round base is a capsule whose ends coincide.
 */
export interface Capsule {
  readonly a: Point;
  readonly b: Point;
  readonly r: number;
}

/** A short segment joining two obstacles: the narrow part of the space between them. */
export interface Chord {
  readonly a: Point;
  readonly b: Point;
  readonly length: number;
}

/**
 * The chords between two capsules shorter than `below`: from each end of one core to the
 * nearest point of the other core, cut back by the radii. The shortest of them is the
 * distance between the capsules; the others mark where a corridor of parallel sides begins and
 * ends, so a path entering it from either end meets one. Touching or overlapping capsules leave
 * no space, so no chord.
 */
export function chordsBetween(p: Capsule, q: Capsule, below: number, out: Chord[]): void {
  const from = [p.a, p.b, q.a, q.b];
  for (let i = 0; i < 4; i++) {
    const mine = i < 2;
    const start = from[i]!;
    const other = mine ? q : p;
    const end = closestPointOnSegment(start, other.a, other.b);
    const d = distance(start, end);
    const length = d - p.r - q.r;
    if (!(length > 1e-9) || length >= below) continue;
    const ux = (end.x - start.x) / d;
    const uy = (end.y - start.y) / d;
    const rs = mine ? p.r : q.r;
    const re = mine ? q.r : p.r;
    const a = { x: start.x + ux * rs, y: start.y + uy * rs };
    const b = { x: end.x - ux * re, y: end.y - uy * re };
    if (out.some((c) => (same(c.a, a) && same(c.b, b)) || (same(c.a, b) && same(c.b, a)))) continue;
    out.push({ a, b, length });
  }
}

const same = (u: Point, v: Point): boolean => Math.abs(u.x - v.x) <= 1e-12 && Math.abs(u.y - v.y) <= 1e-12;
