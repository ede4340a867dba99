import FlatQueue from "flatqueue";
import type { Point } from "../geometry/vec";
import { freeArcs, freeSweep } from "./arcs";
import { segmentClear } from "./clear";
import { HopBound } from "./hops";
import { GOAL, NodeStore, START } from "./nodes";
import { type LocalScene, filled } from "./scene";
import { newTangent, normAngle, orientedTangent, sweep } from "./tangent";

export interface SearchSpec {
  readonly start: Point;
  readonly goal: Point;
  readonly stopAt: number;
  readonly budget: number;
  readonly maxExpanded: number;
  readonly maxNodes: number;
  /** Expansions before the hop bound is built (hops.ts); default HOPS_AFTER. */
  readonly hopsAfter?: number;
}

export type SearchResult =
  | { readonly found: true; readonly nodes: NodeStore; readonly last: number; readonly expanded: number }
  | {
      readonly found: false;
      readonly reason: "unreachable" | "node-limit";
      readonly expanded: number;
      /** Nodes generated, counted against the caller's limit across attempts. */
      readonly generated: number;
      /**
       * Unreachable within the budget: no route is shorter than this (Infinity when the budget
       * cut nothing off, so no budget would find one).
       */
      readonly beyond: number;
    };

const ANGLE_TOL = 1e-9;
/**
 * Expansions after which the search also bounds what is left by hops round the walls (hops.ts):
 * a short route ends before it and never pays for the grid; a maze search gets it early.
 */
const HOPS_AFTER = 16;
const TAU = 2 * Math.PI;

/**
 * A* over the tangent graph of the inflated obstacles. A node is a point where the path lands on
 * a circle with an orientation; an edge runs round that circle (along free arc only) and leaves
 * on a tangent to the next circle or to the goal. Edges are pushed unchecked and only tested for
 * obstacles when popped (lazy A*): most are never popped. The heuristic is the straight distance
 * to the goal, a lower bound of every route, so any node whose g + h exceeds the budget is cut,
 * and the first goal popped whose last edge is clear is the shortest route. A node on a circle
 * is dropped when an earlier settled node on the same circle and orientation can reach it round
 * a free arc at no greater length.
 */
export function search(s: LocalScene, spec: SearchSpec): SearchResult {
  const { start, goal, stopAt, budget } = spec;
  const limit = budget + 1e-9 * (1 + budget);
  // The least length the budget cut off: the next attempt's budget need not be lower.
  let beyond = Infinity;
  const cut = (f: number): void => {
    if (f < beyond) beyond = f;
  };
  const gx = goal.x;
  const gy = goal.y;
  const nc = s.nc;
  // Lower bound from each circle to the goal.
  const hc = filled(nc, 0);
  for (let j = 0; j < nc; j++) {
    const dx = s.cx[j]! - gx;
    const dy = s.cy[j]! - gy;
    hc[j] = Math.max(0, Math.sqrt(dx * dx + dy * dy) - s.rho[j]! - stopAt);
  }
  const dead = filled(nc, 0);
  const settledHead = filled(2 * nc, -1);
  const nodes = new NodeStore();
  const open = new FlatQueue<number>();
  const tan = newTangent();
  // Built once the search proves long; nodes pushed before keep their (lower, still admissible) f.
  let hops: HopBound | null = null;
  /** Per circle, the least and greatest hop counts its clear points can have (hops.ts). */
  let hopLo: number[] = [];
  let hopHi: number[] = [];
  const startSpan = [0, 0];
  const hopsAfter = Math.max(1, spec.hopsAfter ?? HOPS_AFTER);

  const push = (
    circle: number,
    orient: number,
    theta: number,
    x: number,
    y: number,
    g: number,
    parent: number,
    dx: number,
    dy: number,
    f: number,
  ): void => {
    open.push(nodes.add(circle, orient, theta, x, y, g, parent, dx, dy), f);
  };

  /** The edge to the goal: a tangent aimed at the goal point, stopped stopAt short of it. */
  const pushGoal = (i: number, px: number, py: number, g: number): void => {
    const d = Math.sqrt((gx - px) * (gx - px) + (gy - py) * (gy - py));
    const walk = Math.max(0, d - stopAt);
    const k = d > 0 ? walk / d : 0;
    const cost = g + walk;
    if (cost <= limit) push(GOAL, 0, 0, px + (gx - px) * k, py + (gy - py) * k, cost, i, px, py, cost);
    else cut(cost);
  };

  const expand = (i: number): void => {
    const c = nodes.circle[i]!;
    const g = nodes.g[i]!;
    const px = nodes.x[i]!;
    const py = nodes.y[i]!;
    const s0 = nodes.orient[i]!;
    const onCircle = c >= 0;
    const ox = onCircle ? s.cx[c]! : px;
    const oy = onCircle ? s.cy[c]! : py;
    const rc = onCircle ? s.rho[c]! : 0;
    const k0 = s0 * rc;
    // How far round its circle the node may go before a blocked arc.
    const room = onCircle ? freeSweep(freeArcs(s, c), nodes.theta[i]!, s0) + ANGLE_TOL : 0;
    // The turn from the arrival point to a departure point, from their radii (one atan2, no angles).
    const ax = px - ox;
    const ay = py - oy;
    const turnTo = (x1: number, y1: number): number => {
      const bx = x1 - ox;
      const by = y1 - oy;
      let t = Math.atan2(s0 * (ax * by - ay * bx), ax * bx + ay * by);
      if (t < 0) t += TAU;
      return t > TAU - ANGLE_TOL ? 0 : t;
    };
    if (onCircle) {
      if (orientedTangent(ox, oy, k0, gx, gy, 0, tan)) {
        const turn = turnTo(tan.x1, tan.y1);
        if (turn <= room) pushGoal(i, tan.x1, tan.y1, g + rc * turn);
      }
    } else pushGoal(i, px, py, g);
    // The hop counts where an edge can leave from (hops.ts): none known before the bound is built.
    let lo = -Infinity;
    let hi = Infinity;
    if (hops) {
      if (onCircle) {
        lo = hopLo[c]!;
        hi = hopHi[c]!;
      } else {
        hops.span(px, py, 0, startSpan);
        lo = startSpan[0]!;
        hi = startSpan[1]!;
      }
    }
    const perUnit = hops ? hops.perUnit : 0;
    for (let j = 0; j < nc; j++) {
      if (j === c || dead[j]) continue;
      const cjx = s.cx[j]!;
      const cjy = s.cy[j]!;
      const rj = s.rho[j]!;
      // Math.hypot is several times slower than sqrt, and nothing here can overflow.
      const dx = cjx - px;
      const dy = cjy - py;
      if (hops) {
        // Either side of a wall: no clear tangent joins the two circles (not a budget cut).
        const ex = cjx - ox;
        const ey = cjy - oy;
        const reach = (Math.sqrt(ex * ex + ey * ey) + rc + rj) * perUnit + 1;
        if (hopLo[j]! - hi > reach || lo - hopHi[j]! > reach) continue;
      }
      const lower = g + Math.max(0, Math.sqrt(dx * dx + dy * dy) - rj) + hc[j]!;
      if (lower > limit) {
        cut(lower);
        continue;
      }
      // A long search (the hop bound built) works out a circle's free arcs when it first aims
      // at it, so no edge lands on a blocked arc; a short one waits for the pop (most never are).
      const fj = hops ? freeArcs(s, j) : s.free[j];
      if (fj && fj.length === 0) {
        dead[j] = 1;
        continue;
      }
      for (let s1 = -1; s1 <= 1; s1 += 2) {
        if (!orientedTangent(ox, oy, k0, cjx, cjy, s1 * rj, tan)) continue;
        const turn = onCircle ? turnTo(tan.x1, tan.y1) : 0;
        if (turn > room) continue;
        const g2 = g + rc * turn + tan.length;
        const hx = tan.x2 - gx;
        const hy = tan.y2 - gy;
        const straight = Math.sqrt(hx * hx + hy * hy) - stopAt;
        const f = g2 + (hops ? Math.max(straight, hops.at(tan.x2, tan.y2)) : Math.max(0, straight));
        if (f > limit) {
          cut(f);
          continue;
        }
        // The arrival angle waits for the pop, unless the circle's free arcs are known already.
        let arrive = NaN;
        if (fj) {
          arrive = normAngle(Math.atan2(tan.y2 - cjy, tan.x2 - cjx));
          if (freeSweep(fj, arrive, s1) < 0) continue;
        }
        push(j, s1, arrive, tan.x2, tan.y2, g2, i, tan.x1, tan.y1, f);
      }
    }
  };

  /** An earlier settled node on the same circle and orientation reaches this one as cheaply. */
  const dominated = (i: number, free: readonly number[]): boolean => {
    const c = nodes.circle[i]!;
    const o = nodes.orient[i]!;
    const th = nodes.theta[i]!;
    const g = nodes.g[i]!;
    const r = s.rho[c]!;
    for (let k = settledHead[2 * c + (o > 0 ? 1 : 0)]!; k >= 0; k = nodes.nextSettled[k]!) {
      const turn = sweep(nodes.theta[k]!, th, o);
      if (turn <= freeSweep(free, nodes.theta[k]!, o) + ANGLE_TOL && nodes.g[k]! + r * turn <= g + 1e-12)
        return true;
    }
    return false;
  };

  /**
   * Builds the hop bound and tightens the circles' bounds with it; false when it shows the start
   * is further from the goal than the budget allows (beyond is then that bound).
   */
  const bound = (): boolean => {
    hops = HopBound.build(s, goal, stopAt);
    if (!hops) return true;
    hopLo = filled(nc, -Infinity);
    hopHi = filled(nc, Infinity);
    const span = [0, 0];
    for (let j = 0; j < nc; j++) {
      hops.span(s.cx[j]!, s.cy[j]!, s.rho[j]!, span);
      hopLo[j] = span[0]!;
      hopHi[j] = span[1]!;
      hc[j] = Math.max(hc[j]!, hops.length(span[0]!));
    }
    const least = hops.at(start.x, start.y);
    if (least <= limit) return true;
    beyond = least;
    return false;
  };

  nodes.add(START, 0, 0, start.x, start.y, 0, -1, start.x, start.y);
  let expanded = 1;
  if (expanded === hopsAfter && !bound()) {
    return { found: false, reason: "unreachable", expanded, generated: nodes.size, beyond };
  }
  expand(0);
  while (open.length > 0) {
    if (expanded >= spec.maxExpanded || nodes.size >= spec.maxNodes) {
      return { found: false, reason: "node-limit", expanded, generated: nodes.size, beyond };
    }
    const i = open.pop()!;
    const parent = nodes.parent[i]!;
    const fromStart = parent === 0;
    const c = nodes.circle[i]!;
    if (c === GOAL) {
      if (segmentClear(s, nodes.dx[i]!, nodes.dy[i]!, nodes.x[i]!, nodes.y[i]!, fromStart)) {
        return { found: true, nodes, last: i, expanded };
      }
      continue;
    }
    if (!segmentClear(s, nodes.dx[i]!, nodes.dy[i]!, nodes.x[i]!, nodes.y[i]!, fromStart)) continue;
    const free = freeArcs(s, c);
    if (free.length === 0) {
      dead[c] = 1;
      continue;
    }
    if (Number.isNaN(nodes.theta[i]))
      nodes.theta[i] = normAngle(Math.atan2(nodes.y[i]! - s.cy[c]!, nodes.x[i]! - s.cx[c]!));
    if (freeSweep(free, nodes.theta[i]!, nodes.orient[i]!) < 0) continue;
    if (dominated(i, free)) continue;
    const slot = 2 * c + (nodes.orient[i]! > 0 ? 1 : 0);
    nodes.nextSettled[i] = settledHead[slot]!;
    settledHead[slot] = i;
    expanded++;
    if (expanded === hopsAfter && !bound()) {
      return { found: false, reason: "unreachable", expanded, generated: nodes.size, beyond };
    }
    expand(i);
  }
  return { found: false, reason: "unreachable", expanded, generated: nodes.size, beyond };
}
