import type { Board } from "../board/board";
import type { Model, Terrain } from "../board/types";
import type { Circle } from "../geometry/circle";
import { slicePath } from "../geometry/polyline";
import type { Point } from "../geometry/vec";
import { baseFitsAt } from "../path/fit";
import { route } from "./route";
import { HUG } from "./scene";
import type { Route, RouteOptions } from "./types";

export interface TowardOptions extends Omit<RouteOptions, "budget" | "stopAt"> {
  /** Directly away from the target instead of towards it. */
  readonly away?: boolean;
  /** How far the model moves (its allowance). */
  readonly maxDistance: number;
  /**
   * The longest way round the search considers; by default three times the straight distance to
   * where the move aims plus the allowance (a detour longer than that is not "going round"
   * something, and an unbounded search over a whole maze-like table takes a fraction of a second).
   */
  readonly searchBudget?: number;
}

/**
 * Why the move ended where it did: it used its whole allowance, reached base contact with the
 * target, reached the table edge, could go no further without ending farther from (towards) or
 * closer to (away) the target, or found no way at all.
 */
export type TowardStop = "distance" | "contact" | "edge" | "limit" | "blocked";

export interface TowardResult {
  /** The centre's path, start first; just the start when the model cannot move. */
  readonly points: Point[];
  readonly moved: number;
  readonly end: Point;
  readonly stop: TowardStop;
}

const impassable = (t: Terrain): boolean => t.kind === "impassable";
/** Bases this close count as already in contact (the route stops this short of touching). */
const CONTACT_GAP = 2 * HUG + 1e-9;

/**
 * SCTMG-TOWARD-1: move the model directly towards (or away from) the target. It follows the line
 * between the centres; what stands in the way is passed by the shortest way round, after which
 * the path heads on towards the target (towards) or back along the original line (away: it aims
 * at a point on that line beyond the allowance). It covers as much of `maxDistance` as it can,
 * but never ends farther from the target (towards) or closer to it (away) than it started, and
 * SCTMG-TOWARD-2: never leaves the table (the away line ends at the table edge). Between two
 * equally short ways round, the search's first is taken; a host that offers the choice can
 * route to a waypoint on the other side.
 */
export function routeToward(
  board: Board,
  mover: Model,
  target: Circle,
  options: TowardOptions,
): TowardResult {
  const start: Point = { x: mover.x, y: mover.y };
  const stay = (stop: TowardStop): TowardResult => ({ points: [start], moved: 0, end: start, stop });
  const d0 = Math.hypot(mover.x - target.x, mover.y - target.y);
  const max = Math.max(0, options.maxDistance);
  if (max === 0) return stay("distance");
  const { away, searchBudget, maxDistance: _, ...rest } = options;
  if (!away) {
    const contact = target.r + mover.r;
    if (d0 <= contact + CONTACT_GAP) return stay("contact");
    const found = route(board, mover, start, target, {
      ...rest,
      budget: searchBudget ?? 3 * (d0 + max),
      stopAt: contact,
    });
    if (!found.ok) return stay("blocked");
    return finish(found.route, max, target, d0, false, "contact");
  }
  if (d0 === 0) return stay("blocked");
  const ux = (mover.x - target.x) / d0;
  const uy = (mover.y - target.y) / d0;
  const toEdge = rayToEdge(start, ux, uy, mover.r, board.width, board.height);
  if (toEdge <= 1e-9) return stay("edge");
  const goal = awayGoal(board, mover, start, ux, uy, Math.min(max, toEdge), toEdge, rest);
  if (!goal) return stay("blocked");
  const found = route(board, mover, start, goal.point, {
    ...rest,
    budget: searchBudget ?? 3 * (goal.along + max),
  });
  if (!found.ok) return stay("blocked");
  return finish(found.route, max, target, d0, true, goal.atEdge ? "edge" : "distance");
}

/**
 * Where the away move aims: the first point on the line at or beyond the allowance (up to the
 * table edge) where the base fits, or failing that the last one short of it.
 */
function awayGoal(
  board: Board,
  mover: Model,
  start: Point,
  ux: number,
  uy: number,
  want: number,
  toEdge: number,
  options: Omit<RouteOptions, "budget" | "stopAt">,
): { point: Point; along: number; atEdge: boolean } | null {
  const fitOptions = {
    blocks: options.blocks ?? impassable,
    walls: options.walls ?? true,
    ignore: options.ignore,
  };
  const at = (t: number): Point => ({ x: start.x + ux * t, y: start.y + uy * t });
  const step = Math.max(mover.r / 2, 1e-3);
  for (let t = want; t <= toEdge + 1e-9; t += step) {
    const tt = Math.min(t, toEdge);
    if (baseFitsAt(board, mover, at(tt), fitOptions))
      return { point: at(tt), along: tt, atEdge: tt >= toEdge - 1e-9 };
    if (tt === toEdge) break;
  }
  for (let t = want - step; t > 0; t -= step) {
    if (baseFitsAt(board, mover, at(t), fitOptions)) return { point: at(t), along: t, atEdge: false };
  }
  return null;
}

/** Distance along the ray from p to where a base of radius r would touch the table edge. */
function rayToEdge(p: Point, ux: number, uy: number, r: number, w: number, h: number): number {
  let t = Infinity;
  if (ux > 0) t = Math.min(t, (w - r - p.x) / ux);
  if (ux < 0) t = Math.min(t, (r - p.x) / ux);
  if (uy > 0) t = Math.min(t, (h - r - p.y) / uy);
  if (uy < 0) t = Math.min(t, (r - p.y) / uy);
  return Math.max(0, t);
}

function finish(
  found: Route,
  max: number,
  target: Point,
  d0: number,
  away: boolean,
  whole: TowardStop,
): TowardResult {
  const limit = Math.min(max, found.length);
  const d = lastAllowed(found.points, limit, target, d0, away);
  const points = slicePath(found.points, d);
  const end = points[points.length - 1]!;
  const stop: TowardStop = d >= found.length - 1e-9 ? whole : d >= max - 1e-9 ? "distance" : "limit";
  return { points, moved: d, end, stop };
}

/**
 * The furthest distance d <= limit along the path whose point is no farther from the target than
 * d0 (towards) or no closer (away). The squared distance to a fixed point is convex along each
 * straight piece, so each piece's allowed stretch comes from one quadratic.
 */
function lastAllowed(
  path: readonly Point[],
  limit: number,
  target: Point,
  d0: number,
  away: boolean,
): number {
  const ends: number[] = [0];
  for (let i = 1; i < path.length; i++) {
    ends.push(ends[i - 1]! + Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y));
  }
  const r2 = away ? (d0 - 1e-9) ** 2 : (d0 + 1e-9) ** 2;
  for (let i = path.length - 1; i >= 1; i--) {
    const s0 = ends[i - 1]!;
    if (s0 > limit) continue;
    const len = ends[i]! - s0;
    if (len <= 0) continue;
    const a = path[i - 1]!;
    const b = path[i]!;
    const span = Math.min(1, (limit - s0) / len);
    const ax = a.x - target.x;
    const ay = a.y - target.y;
    const vx = (b.x - a.x) * span;
    const vy = (b.y - a.y) * span;
    // |a + t v - target|^2 = A t^2 + B t + C, t in [0, 1].
    const A = vx * vx + vy * vy;
    const B = 2 * (ax * vx + ay * vy);
    const C = ax * ax + ay * ay - r2;
    const at = (t: number): number => (A * t + B) * t + C;
    const disc = B * B - 4 * A * C;
    let best = -1;
    if (away) {
      if (at(1) >= 0) best = 1;
      else if (disc >= 0) {
        const t1 = (-B - Math.sqrt(disc)) / (2 * A);
        if (t1 >= 0) best = Math.min(1, t1);
      }
    } else {
      if (at(1) <= 0) best = 1;
      else if (disc >= 0) {
        const t2 = (-B + Math.sqrt(disc)) / (2 * A);
        const t1 = (-B - Math.sqrt(disc)) / (2 * A);
        if (t2 >= 0 && t1 <= 1) best = Math.min(1, t2);
      }
    }
    if (best >= 0) return s0 + best * span * len;
  }
  return 0;
}

/** SCTMG-TOWARD-2: against a unit, aim at its nearest model (towards) or its farthest (away). */
export function towardTarget(mover: Circle, targets: readonly Model[], away = false): Model | null {
  let best: Model | null = null;
  let bestD = away ? -Infinity : Infinity;
  for (const t of targets) {
    const d = Math.hypot(t.x - mover.x, t.y - mover.y) - t.r - mover.r;
    if (away ? d > bestD : d < bestD) {
      best = t;
      bestD = d;
    }
  }
  return best;
}

/**
 * SCTMG-TOWARD-2: the unit's Leading Model is the one with the shortest path to the target
 * (base contact), within `budget`. Models that cannot reach it within budget are passed over;
 * null when none can. The rest of the unit is then placed by the coherency rules.
 */
export function leadingModel(
  board: Board,
  models: readonly Model[],
  target: Circle,
  options: Omit<RouteOptions, "stopAt">,
): { model: Model; route: Route } | null {
  let best: { model: Model; route: Route } | null = null;
  const unit = new Set(models.map((m) => m.id));
  // A path is never shorter than the straight line to contact: nearest first, and once that
  // line alone is longer than the best path found, no later model can beat it.
  const toContact = (m: Model): number => Math.hypot(m.x - target.x, m.y - target.y) - target.r - m.r;
  const order = models.slice().sort((a, b) => toContact(a) - toContact(b));
  for (const m of order) {
    if (best && toContact(m) >= best.route.length) break;
    const ignore = new Set([...(options.ignore ?? []), ...unit]);
    const found = route(board, m, m, target, {
      ...options,
      ignore,
      budget: best ? Math.min(options.budget, best.route.length) : options.budget,
      stopAt: target.r + m.r,
    });
    if (found.ok && (!best || found.route.length < best.route.length))
      best = { model: m, route: found.route };
  }
  return best;
}
