import type { Point } from "../geometry/vec";
import { closestParam, insideFlatPolygon } from "./metric";
import { AREA, CAPSULE, DISC, HUG, type LocalScene, START_IGNORE, START_OVERLAP, TOUCH } from "./scene";

/** Clearance a nudged end keeps, so tangents from it to the circles it touched exist. */
const NEED = 2 * HUG;
const LOOK = 1e-4;

interface Contact {
  readonly piece: number;
  readonly clearance: number;
  /** Unit vector from the piece's nearest point towards the point. */
  readonly nx: number;
  readonly ny: number;
}

function contacts(s: LocalScene, x: number, y: number, within: number): Contact[] {
  const out: Contact[] = [];
  const g = s.grid;
  const stamp = s.nextStamp();
  for (let row = g.row(y - LOOK); row <= g.row(y + LOOK); row++) {
    for (let col = g.col(x - LOOK); col <= g.col(x + LOOK); col++) {
      const c = row * g.nx + col;
      for (let k = g.start[c]!, end = g.start[c + 1]!; k < end; k++) {
        const i = g.items[k]!;
        if (s.stamp[i] === stamp) continue;
        s.stamp[i] = stamp;
        const kind = s.kind[i]!;
        if (kind !== DISC && kind !== CAPSULE) continue;
        const t = kind === CAPSULE ? closestParam(x, y, s.ax[i]!, s.ay[i]!, s.bx[i]!, s.by[i]!) : 0;
        const wx = s.ax[i]! + t * (s.bx[i]! - s.ax[i]!);
        const wy = s.ay[i]! + t * (s.by[i]! - s.ay[i]!);
        const d = Math.hypot(x - wx, y - wy);
        const clearance = d - s.reach[i]!;
        if (clearance < within) {
          out.push({ piece: i, clearance, nx: d > 0 ? (x - wx) / d : 0, ny: d > 0 ? (y - wy) / d : 0 });
        }
      }
    }
  }
  return out;
}

function insideArea(s: LocalScene, x: number, y: number): number {
  const g = s.grid;
  const c = g.row(y) * g.nx + g.col(x);
  for (let k = g.start[c]!, end = g.start[c + 1]!; k < end; k++) {
    const i = g.items[k]!;
    if (s.kind[i] === AREA && insideFlatPolygon(x, y, s.polys[s.poly[i]!]!)) return s.poly[i]!;
  }
  return -1;
}

/**
 * Moves an end that touches obstacles (a base stopped in contact) a few millionths outwards, so
 * the search can leave it along the obstacle: from a point inside a hugging circle no tangent
 * exists. Returns the point unchanged when it is clear, or when no small push frees it (wedged).
 */
function nudge(s: LocalScene, p: Point, skip: (piece: number) => boolean): Point {
  let x = p.x;
  let y = p.y;
  const lo = s.R + NEED;
  const clearOf = (cs: Contact[]): boolean => cs.every((c) => skip(c.piece) || c.clearance >= NEED * 0.999);
  for (let iter = 0; iter < 8; iter++) {
    let moved = false;
    for (const c of contacts(s, x, y, NEED)) {
      if (skip(c.piece) || (c.nx === 0 && c.ny === 0)) continue;
      const push = NEED * 1.01 - c.clearance;
      x += c.nx * push;
      y += c.ny * push;
      moved = true;
    }
    if (x < lo) x = lo * (1 + 1e-12);
    if (y < lo) y = lo * (1 + 1e-12);
    if (x > s.width - lo) x = s.width - lo * (1 + 1e-12);
    if (y > s.height - lo) y = s.height - lo * (1 + 1e-12);
    if (!moved) break;
  }
  if (Math.hypot(x - p.x, y - p.y) > 10 * NEED || !clearOf(contacts(s, x, y, NEED))) return p;
  return { x, y };
}

/**
 * Marks what the start overlaps (a bad placement: the route may only move away from it) and
 * returns the point the search starts from.
 */
export function prepareStart(s: LocalScene, p: Point): Point {
  const overlapped = new Set<number>();
  for (const c of contacts(s, p.x, p.y, 0)) {
    if (c.clearance < -TOUCH) {
      s.flags[c.piece]! |= START_OVERLAP;
      overlapped.add(c.piece);
    }
  }
  const area = insideArea(s, p.x, p.y);
  if (area >= 0) for (let i = 0; i < s.n; i++) if (s.poly[i] === area) s.flags[i]! |= START_IGNORE;
  return nudge(s, p, (i) => overlapped.has(i) || (area >= 0 && s.poly[i] === area));
}

/** The point the search aims at, or null when a base cannot stand at the goal. */
export function prepareGoal(s: LocalScene, p: Point): Point | null {
  const edge = s.R - TOUCH;
  if (p.x < edge || p.y < edge || p.x > s.width - edge || p.y > s.height - edge) return null;
  if (contacts(s, p.x, p.y, 0).some((c) => c.clearance < -TOUCH)) return null;
  if (insideArea(s, p.x, p.y) >= 0) return null;
  return nudge(s, p, () => false);
}
