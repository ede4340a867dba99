/*
 * Tangent lines between oriented circles, the edges of the routing graph.
 *
 * A circle travelled with orientation s (+1: angle increasing, -1: decreasing) has its centre on
 * the left of the direction of travel when s = +1 and on the right when s = -1. Folding the
 * orientation into a signed radius k = s * r turns the four bitangents of two circles (and the
 * two tangents from a point, which is a circle of radius 0) into one formula: the line leaving
 * circle a with orientation sa and arriving on circle b with orientation sb.
 */

/** The result of `orientedTangent`, written into a reused object so a search allocates nothing. */
export interface TangentOut {
  /** Departure point (on circle a). */
  x1: number;
  y1: number;
  /** Arrival point (on circle b). */
  x2: number;
  y2: number;
  /** Unit direction of travel. */
  ux: number;
  uy: number;
  length: number;
}

export const newTangent = (): TangentOut => ({ x1: 0, y1: 0, x2: 0, y2: 0, ux: 0, uy: 0, length: 0 });

/**
 * The tangent segment from circle (ax, ay) with signed radius ka to circle (bx, by) with signed
 * radius kb. Returns false when no such line exists (one circle inside the other for equal
 * orientations, overlapping circles for opposite ones, or coincident centres).
 *
 * With d = b - a and u the direction, the centres sit at signed distance k from the line along
 * its left normal n: d = L u + (kb - ka) n, so L = sqrt(|d|^2 - (kb - ka)^2).
 */
export function orientedTangent(
  ax: number,
  ay: number,
  ka: number,
  bx: number,
  by: number,
  kb: number,
  out: TangentOut,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const dd = dx * dx + dy * dy;
  const k = kb - ka;
  const l2 = dd - k * k;
  if (!(l2 > 0)) return false;
  const l = Math.sqrt(l2);
  const ux = (l * dx + k * dy) / dd;
  const uy = (l * dy - k * dx) / dd;
  // Left normal n = (-uy, ux); each tangent point is its centre minus k n.
  out.x1 = ax + ka * uy;
  out.y1 = ay - ka * ux;
  out.x2 = bx + kb * uy;
  out.y2 = by - kb * ux;
  out.ux = ux;
  out.uy = uy;
  out.length = l;
  return true;
}

const TAU = 2 * Math.PI;

/** An angle in [0, 2pi). */
export function normAngle(a: number): number {
  const r = a % TAU;
  return r < 0 ? r + TAU : r;
}

/**
 * How far (in radians, in [0, 2pi)) a point travelling with orientation s turns to go from angle
 * `from` to angle `to`. Floating noise just below a full turn is read as no turn: a path that
 * arrives on a circle and leaves it along the same line has not gone round it.
 */
export function sweep(from: number, to: number, s: number, tol = 1e-9): number {
  const d = normAngle(s * (to - from));
  return d > TAU - tol ? 0 : d;
}
