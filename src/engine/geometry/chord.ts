import type { Point } from "./vec";

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

/** The capsules' boxes are at least `gap` apart: no chord between them can be shorter. */
function farApart(p: Capsule, q: Capsule, gap: number): boolean {
  const dx =
    Math.max(Math.min(q.a.x, q.b.x) - q.r - (Math.max(p.a.x, p.b.x) + p.r), 0) +
    Math.max(Math.min(p.a.x, p.b.x) - p.r - (Math.max(q.a.x, q.b.x) + q.r), 0);
  const dy =
    Math.max(Math.min(q.a.y, q.b.y) - q.r - (Math.max(p.a.y, p.b.y) + p.r), 0) +
    Math.max(Math.min(p.a.y, p.b.y) - p.r - (Math.max(q.a.y, q.b.y) + q.r), 0);
  return dx * dx + dy * dy >= gap * gap;
}

/**
 * The chords between two capsules shorter than `below`: from each end of one core to the
 * nearest point of the other core, cut back by the radii. The shortest of them is the
 * distance between the capsules; the others mark where a corridor of parallel sides begins and
 * ends, so a path entering it from either end meets one. Touching or overlapping capsules leave
 * no space, so no chord. Allocates only the chords it returns.
 */
export function chordsBetween(p: Capsule, q: Capsule, below: number, out: Chord[]): void {
  if (farApart(p, q, below)) return;
  const first = out.length;
  for (let i = 0; i < 4; i++) {
    const mine = i < 2;
    const start = i === 0 ? p.a : i === 1 ? p.b : i === 2 ? q.a : q.b;
    const other = mine ? q : p;
    const abx = other.b.x - other.a.x;
    const aby = other.b.y - other.a.y;
    const len2 = abx * abx + aby * aby;
    let u = len2 === 0 ? 0 : ((start.x - other.a.x) * abx + (start.y - other.a.y) * aby) / len2;
    u = u < 0 ? 0 : u > 1 ? 1 : u;
    const ex = other.a.x + abx * u;
    const ey = other.a.y + aby * u;
    const d = Math.hypot(ex - start.x, ey - start.y);
    const length = d - p.r - q.r;
    if (!(length > 1e-9) || length >= below) continue;
    const ux = (ex - start.x) / d;
    const uy = (ey - start.y) / d;
    const rs = mine ? p.r : q.r;
    const re = mine ? q.r : p.r;
    const ax = start.x + ux * rs;
    const ay = start.y + uy * rs;
    const bx = ex - ux * re;
    const by = ey - uy * re;
    let dup = false;
    for (let k = first; k < out.length && !dup; k++) {
      const c = out[k]!;
      dup = (same(c.a, ax, ay) && same(c.b, bx, by)) || (same(c.a, bx, by) && same(c.b, ax, ay));
    }
    if (!dup) out.push({ a: { x: ax, y: ay }, b: { x: bx, y: by }, length });
  }
}

const same = (u: Point, x: number, y: number): boolean =>
  Math.abs(u.x - x) <= 1e-12 && Math.abs(u.y - y) <= 1e-12;
