import { insideFlatPolygon, pointSegDist2 } from "./metric";
import { AREA, DISC, type LocalScene, MARGIN, SEAL } from "./scene";
import { normAngle } from "./tangent";

const TAU = 2 * Math.PI;
/**
 * Half-width of the arc a seal removes: a line the path may touch but not cross. Wider than the
 * angle tolerances below and in the search (1e-9 each), or an arc could end exactly on the seal
 * and a tangent leave from there on the far side: crossing it at a point, which a segment test
 * reads as touching. (A channel between two rectangles does this: the seal at its mouth runs
 * through the tangent point of the path along it.)
 */
const SLIVER = 1e-8;
/** Angles this close to a free arc count as on it (floating noise at tangent points). */
const ANGLE_TOL = 1e-9;
/** Shared empty result: a wholly blocked circle. Never written to. */
const NONE: readonly number[] = [];

// Scratch buffers, reused across calls (the engine is single-threaded and this is not re-entered).
const cuts: number[] = [];
const slivers: number[] = [];
const near: number[] = [];

/**
 * The free arcs of circle ci, as [lo, hi] pairs with lo in [0, 2pi) and lo < hi <= lo + 2pi;
 * empty when the whole circle is blocked. The arcs a path hugs must be free of other obstacles,
 * the table edge and seals. Method: every angle where the circle meets an obstacle boundary
 * splits it; the midpoint of each piece decides whether that piece is free. Only the pieces
 * whose inflated outline reaches the circle take part.
 */
export function freeArcs(s: LocalScene, ci: number): readonly number[] {
  const cached = s.free[ci];
  if (cached) return cached;
  const out = compute(s, ci);
  s.free[ci] = out;
  return out;
}

function compute(s: LocalScene, ci: number): readonly number[] {
  const x = s.cx[ci]!;
  const y = s.cy[ci]!;
  const r = s.rho[ci]!;
  cuts.length = 0;
  slivers.length = 0;
  near.length = 0;
  const lo = s.R + MARGIN;
  // Wholly off the table.
  if (x + r < lo || y + r < lo || x - r > s.width - lo || y - r > s.height - lo) return NONE;
  lineCuts(x, y, r, lo, 0, 0, 1, -Infinity, Infinity);
  lineCuts(x, y, r, s.width - lo, 0, 0, 1, -Infinity, Infinity);
  lineCuts(x, y, r, 0, lo, 1, 0, -Infinity, Infinity);
  lineCuts(x, y, r, 0, s.height - lo, 1, 0, -Infinity, Infinity);
  const g = s.grid;
  const stamp = s.nextStamp();
  const c0 = g.col(x - r);
  const c1 = g.col(x + r);
  const r0 = g.row(y - r);
  const r1 = g.row(y + r);
  for (let row = r0; row <= r1; row++) {
    for (let col = c0; col <= c1; col++) {
      const c = row * g.nx + col;
      for (let k = g.start[c]!, end = g.start[c + 1]!; k < end; k++) {
        const i = g.items[k]!;
        if (s.stamp[i] === stamp) continue;
        s.stamp[i] = stamp;
        const kind = s.kind[i]!;
        const ax = s.ax[i]!;
        const ay = s.ay[i]!;
        const bx = s.bx[i]!;
        const by = s.by[i]!;
        if (kind === AREA) {
          if (bx >= x - r && ax <= x + r && by >= y - r && ay <= y + r) near.push(i);
          continue;
        }
        if (kind === SEAL) {
          segmentCuts(x, y, r, ax, ay, bx, by);
          continue;
        }
        const e = s.reach[i]! + MARGIN;
        if (kind === DISC) {
          const d = Math.sqrt((ax - x) * (ax - x) + (ay - y) * (ay - y));
          if (d >= r + e) continue;
          if (d + r <= e) return NONE;
          circleCuts(x, y, r, ax, ay, e);
          near.push(i);
          continue;
        }
        // Capsule: out of reach, or its outline (two end circles, two sides) meets the circle.
        if (pointSegDist2(x, y, ax, ay, bx, by) >= (r + e) * (r + e)) continue;
        near.push(i);
        circleCuts(x, y, r, ax, ay, e);
        circleCuts(x, y, r, bx, by, e);
        const len = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
        if (len > 0) {
          const tx = (bx - ax) / len;
          const ty = (by - ay) / len;
          lineCuts(x, y, r, ax - ty * e, ay + tx * e, tx, ty, 0, len);
          lineCuts(x, y, r, ax + ty * e, ay - tx * e, tx, ty, 0, len);
        }
      }
    }
  }
  const free = classify(s, x, y, r);
  return slivers.length > 0 ? removeSlivers(free) : free;
}

/** The base centred at this point of the circle overlaps one of the nearby pieces or leaves the table. */
function blockedAt(s: LocalScene, px: number, py: number): boolean {
  const lo = s.R + MARGIN;
  if (px < lo || py < lo || px > s.width - lo || py > s.height - lo) return true;
  for (let k = 0; k < near.length; k++) {
    const i = near[k]!;
    const kind = s.kind[i]!;
    if (kind === AREA) {
      if (px >= s.ax[i]! && px <= s.bx[i]! && py >= s.ay[i]! && py <= s.by[i]!) {
        if (insideFlatPolygon(px, py, s.polys[s.poly[i]!]!)) return true;
      }
      continue;
    }
    const e = s.reach[i]! + MARGIN;
    const d2 =
      kind === DISC
        ? (px - s.ax[i]!) ** 2 + (py - s.ay[i]!) ** 2
        : pointSegDist2(px, py, s.ax[i]!, s.ay[i]!, s.bx[i]!, s.by[i]!);
    if (d2 < e * e) return true;
  }
  return false;
}

function classify(s: LocalScene, x: number, y: number, r: number): number[] {
  const blocked = (a: number): boolean => blockedAt(s, x + r * Math.cos(a), y + r * Math.sin(a));
  if (cuts.length === 0) return blocked(0) ? [] : [0, TAU];
  cuts.sort((a, b) => a - b);
  const out: number[] = [];
  const n = cuts.length;
  for (let k = 0; k < n; k++) {
    const a = cuts[k]!;
    const b = k + 1 < n ? cuts[k + 1]! : cuts[0]! + TAU;
    if (b - a <= 0) continue;
    if (blocked((a + b) / 2)) continue;
    if (out.length > 0 && out[out.length - 1] === a) out[out.length - 1] = b;
    else out.push(a, b);
  }
  // The last free arc may run on into the first across angle 0.
  if (out.length >= 4 && out[out.length - 1]! === out[0]! + TAU) {
    out[out.length - 1] = out[1]! + TAU;
    out.splice(0, 2);
  }
  if (out.length === 2 && out[1]! - out[0]! >= TAU) return [0, TAU];
  return out;
}

function removeSlivers(free: number[]): number[] {
  let arcs = free;
  for (const a of slivers) {
    const next: number[] = [];
    for (let k = 0; k < arcs.length; k += 2) {
      const lo = arcs[k]!;
      const hi = arcs[k + 1]!;
      if (hi - lo >= TAU) {
        next.push(a + SLIVER, a + TAU - SLIVER);
        continue;
      }
      const t = a >= lo ? a : a + TAU;
      if (t > lo && t < hi) {
        if (t - SLIVER > lo) next.push(lo, t - SLIVER);
        if (t + SLIVER < hi) next.push(normAngle(t + SLIVER), normAngle(t + SLIVER) + (hi - t - SLIVER));
      } else next.push(lo, hi);
    }
    arcs = next;
  }
  return arcs;
}

/**
 * How far (radians) a point at angle a may travel round the circle with orientation s before it
 * meets a blocked arc; -1 when a itself is blocked, 2pi on a wholly free circle.
 */
export function freeSweep(free: readonly number[], a: number, s: number): number {
  for (let k = 0; k < free.length; k += 2) {
    const lo = free[k]!;
    const hi = free[k + 1]!;
    if (hi - lo >= TAU) return TAU;
    // lo is in [0, 2pi) and hi below 4pi, so a, a + 2pi and (within tolerance) a - 2pi cover it.
    let t = a;
    if (t < lo - ANGLE_TOL) t += TAU;
    else if (t - TAU >= lo - ANGLE_TOL) t -= TAU;
    if (t >= lo - ANGLE_TOL && t <= hi + ANGLE_TOL) return s > 0 ? Math.max(0, hi - t) : Math.max(0, t - lo);
  }
  return -1;
}

function circleCuts(x: number, y: number, r: number, ox: number, oy: number, e: number): void {
  const dx = ox - x;
  const dy = oy - y;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d >= r + e || d <= Math.abs(r - e) || d === 0) return;
  const base = Math.atan2(dy, dx);
  const half = Math.acos(Math.min(1, Math.max(-1, (r * r + d * d - e * e) / (2 * r * d))));
  cuts.push(normAngle(base - half), normAngle(base + half));
}

/** Where the circle meets the line through (ox, oy) with unit direction (tx, ty), for t in [t0, t1]. */
function lineCuts(
  x: number,
  y: number,
  r: number,
  ox: number,
  oy: number,
  tx: number,
  ty: number,
  t0: number,
  t1: number,
): void {
  const h = (x - ox) * -ty + (y - oy) * tx;
  if (Math.abs(h) >= r) return;
  const w = Math.sqrt(r * r - h * h);
  const mid = (x - ox) * tx + (y - oy) * ty;
  const slack = 1e-9;
  for (let k = -1; k <= 1; k += 2) {
    const t = mid + k * w;
    if (t >= t0 - slack && t <= t1 + slack)
      cuts.push(normAngle(Math.atan2(oy + t * ty - y, ox + t * tx - x)));
  }
}

function segmentCuts(x: number, y: number, r: number, ax: number, ay: number, bx: number, by: number): void {
  const len = Math.hypot(bx - ax, by - ay);
  if (len === 0) return;
  const tx = (bx - ax) / len;
  const ty = (by - ay) / len;
  const h = (x - ax) * -ty + (y - ay) * tx;
  if (Math.abs(h) >= r) return;
  const w = Math.sqrt(r * r - h * h);
  const mid = (x - ax) * tx + (y - ay) * ty;
  for (let k = -1; k <= 1; k += 2) {
    const t = mid + k * w;
    if (t > 0 && t < len) slivers.push(normAngle(Math.atan2(ay + t * ty - y, ax + t * tx - x)));
  }
}
