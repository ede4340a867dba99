import type { Point } from "../geometry/vec";
import { segmentClear } from "./clear";
import { GOAL, type NodeStore } from "./nodes";
import type { LocalScene } from "./scene";
import { sweep } from "./tangent";

export interface Emitted {
  readonly points: Point[];
  /** Length with true arcs. */
  readonly exact: number;
}

/**
 * Turns the chain of search nodes into a polyline. An arc is drawn as chords tangent to its
 * circle (a circumscribed polygon), never as inscribed chords: those would cut into the obstacle
 * the arc goes round. The chords stand at most `tolerance` outside the arc; where they would come
 * too close to a neighbouring obstacle (a squeeze between two), the arc is cut finer.
 */
export function emit(s: LocalScene, nodes: NodeStore, last: number, tolerance: number): Emitted {
  const chain: number[] = [];
  for (let i = last; i >= 0; i = nodes.parent[i]!) chain.push(i);
  chain.reverse();
  const first = chain[0]!;
  const points: Point[] = [{ x: nodes.x[first]!, y: nodes.y[first]! }];
  let exact = 0;
  const put = (x: number, y: number): void => {
    const p = points[points.length - 1]!;
    if (Math.abs(p.x - x) > 1e-12 || Math.abs(p.y - y) > 1e-12) points.push({ x, y });
  };
  for (let k = 1; k < chain.length; k++) {
    const from = chain[k - 1]!;
    const to = chain[k]!;
    const c = nodes.circle[from]!;
    if (c >= 0) {
      const o = nodes.orient[from]!;
      const leave = Math.atan2(nodes.dy[to]! - s.cy[c]!, nodes.dx[to]! - s.cx[c]!);
      const turn = sweep(nodes.theta[from]!, leave, o);
      exact += s.rho[c]! * turn;
      for (const p of arcChords(s, c, nodes.theta[from]!, turn, o, tolerance)) put(p.x, p.y);
    }
    put(nodes.dx[to]!, nodes.dy[to]!);
    exact += Math.hypot(nodes.x[to]! - nodes.dx[to]!, nodes.y[to]! - nodes.dy[to]!);
    put(nodes.x[to]!, nodes.y[to]!);
    if (nodes.circle[to] === GOAL) break;
  }
  return { points, exact };
}

/** Corner points of the tangent chords of an arc (its ends excluded: they are on the route already). */
function arcChords(
  s: LocalScene,
  c: number,
  from: number,
  turn: number,
  o: number,
  tolerance: number,
): Point[] {
  const r = s.rho[c]!;
  const x = s.cx[c]!;
  const y = s.cy[c]!;
  if (r * turn < 1e-9) return [];
  let tol = tolerance;
  let out: Point[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    // A chord tangent at its middle over an angle a stands r (1 / cos(a/2) - 1) out at its ends.
    const step = 2 * Math.acos(r / (r + tol));
    const m = Math.max(1, Math.ceil(turn / step));
    const a = turn / m;
    const out2: Point[] = [];
    const far = r / Math.cos(a / 2);
    for (let j = 0; j < m; j++) {
      const t = from + o * (j + 0.5) * a;
      out2.push({ x: x + far * Math.cos(t), y: y + far * Math.sin(t) });
    }
    out = out2;
    if (chordsClear(s, x + r * Math.cos(from), y + r * Math.sin(from), out, x, y, r, from + o * turn)) break;
    tol /= 8;
  }
  return out;
}

function chordsClear(
  s: LocalScene,
  x0: number,
  y0: number,
  corners: Point[],
  cx: number,
  cy: number,
  r: number,
  end: number,
): boolean {
  let px = x0;
  let py = y0;
  for (const q of corners) {
    if (!segmentClear(s, px, py, q.x, q.y, false)) return false;
    px = q.x;
    py = q.y;
  }
  return segmentClear(s, px, py, cx + r * Math.cos(end), cy + r * Math.sin(end), false);
}
