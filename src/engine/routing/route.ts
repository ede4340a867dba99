import type { Board } from "../board/board";
import type { Model, Terrain } from "../board/types";
import { RulesError } from "../errors";
import { pathLength } from "../geometry/polyline";
import { type Point, isFinitePoint, samePoint } from "../geometry/vec";
import { emit } from "./emit";
import { prepareGoal, prepareStart } from "./ends";
import { gapSeals } from "./gaps";
import { DISC, HUG, LocalScene, TOUCH, corridor } from "./scene";
import { search } from "./search";
import type { RouteOptions, RouteOutcome } from "./types";

const impassable = (t: Terrain): boolean => t.kind === "impassable";
/** How much each attempt's budget grows over the last one's. */
const GROWTH = 1.5;
/**
 * When the last attempt proved no route is shorter than some length (the least it cut off, or
 * the hop bound at the start), the next budget is at least this much over it: the bound is a
 * guess from below, and a second miss costs a whole search.
 */
const LEAST = 1.25;

/**
 * The shortest path for the mover's base from `from` to `to` (or to within `stopAt` of it) that
 * touches no other base, blocking terrain, wall or table edge, squeezes through no gap narrower
 * than `clearance`, and is no longer than `budget`. Exact: it runs on the tangent graph of the
 * obstacles inflated by the base's radius, with arcs round circles, so it is the true shortest
 * path up to a few millionths of an inch of safety margin; `points` draws the arcs as tangent
 * chords within `arcTolerance`. Bounded: it only looks at obstacles inside the ellipse of
 * points a path within budget can reach, and gives up after `maxExpanded` nodes. For base
 * contact with a model, aim at its centre with stopAt = its radius + the mover's.
 */
export function route(
  board: Board,
  mover: Model,
  from: Point,
  to: Point,
  options: RouteOptions,
): RouteOutcome {
  const budget = options.budget;
  const stopAt = options.stopAt ?? 0;
  const clearance = options.clearance ?? 0;
  if (!isFinitePoint(from) || !isFinitePoint(to) || !(budget >= 0) || !(stopAt >= 0) || !(clearance >= 0)) {
    throw new RulesError("TTM.Error.RouteInput", {
      from: `${from.x},${from.y}`,
      to: `${to.x},${to.y}`,
      budget: String(budget),
    });
  }
  const straight = Math.hypot(to.x - from.x, to.y - from.y);
  // The same slack as the search's own limit: a straight route's measured length can come out a
  // rounding step under straight - stopAt, and a budget of exactly that length must find it.
  if (straight - stopAt > budget + 1e-9 * (1 + budget))
    return { ok: false, reason: "unreachable", expanded: 0 };
  // Grow the corridor lazily: most routes are not much longer than the straight line, and a
  // tighter budget means a thinner ellipse, fewer obstacles and sharper pruning. An attempt that
  // finds nothing within its budget proves no shorter route exists, so the first route found is
  // the shortest; only the last attempt runs at the full budget.
  let limit = Math.min(budget, 1.25 * Math.max(0, straight - stopAt) + 8 * mover.r);
  let expanded = 0;
  let nodes = 0;
  for (;;) {
    const { outcome, generated, beyond } = attempt(board, mover, from, to, options, {
      budget: limit,
      stopAt,
      clearance,
      maxExpanded: (options.maxExpanded ?? 5_000) - expanded,
      maxNodes: (options.maxNodes ?? 100_000) - nodes,
      // A retry is a long search: bound it by hops round the walls from the first expansion.
      ...(expanded > 0 ? { hopsAfter: 1 } : {}),
    });
    if (outcome.ok || outcome.reason !== "unreachable" || limit >= budget) {
      return outcome.ok ? outcome : { ...outcome, expanded: outcome.expanded + expanded };
    }
    expanded += outcome.expanded;
    nodes += generated;
    // A search over the whole table that the budget cut nothing from has seen every route there is.
    const [x0, y0, x1, y1] = corridor(from, to, limit + stopAt, board.width, board.height);
    const whole = x0 <= 0 && y0 <= 0 && x1 >= board.width && y1 >= board.height;
    if (whole && beyond === Infinity) return { ok: false, reason: "unreachable", expanded };
    // Grow by half, or at once to the least length the last budget cut off; a budget of its own
    // keeps the search pruning even when the ellipse holds the whole table (a maze, no budget).
    const grown = GROWTH * limit;
    limit = Math.min(budget, beyond === Infinity ? grown : Math.max(grown, LEAST * beyond));
  }
}

interface Attempt {
  readonly budget: number;
  readonly stopAt: number;
  readonly clearance: number;
  readonly maxExpanded: number;
  readonly maxNodes: number;
  readonly hopsAfter?: number;
}

/** One search within one budget. */
function attempt(
  board: Board,
  mover: Model,
  from: Point,
  to: Point,
  options: RouteOptions,
  a: Attempt,
): { outcome: RouteOutcome; generated: number; beyond: number } {
  const { budget, clearance } = a;
  const scene = new LocalScene({
    board,
    mover,
    from,
    to,
    reach: budget + a.stopAt,
    models: options.models ?? "all",
    blocks: options.blocks ?? impassable,
    walls: options.walls ?? true,
    ignore: options.ignore,
    clearance,
  });
  const seals = gapSeals(scene, clearance, from);
  if (seals.length > 0) scene.addSeals(seals);
  const stopAt = contactStop(scene, to, a.stopAt);
  const start = prepareStart(scene, from);
  let goal = to;
  if (stopAt === 0) {
    const g = prepareGoal(scene, to);
    if (!g)
      return { outcome: { ok: false, reason: "goal-blocked", expanded: 0 }, generated: 0, beyond: Infinity };
    goal = g;
  }
  const found = search(scene, {
    start,
    goal,
    stopAt,
    budget,
    maxExpanded: a.maxExpanded,
    maxNodes: a.maxNodes,
    ...(a.hopsAfter !== undefined ? { hopsAfter: a.hopsAfter } : {}),
  });
  if (!found.found) {
    return {
      outcome: { ok: false, reason: found.reason, expanded: found.expanded },
      generated: found.generated,
      // Circles the corridor left out were cut off by the budget too.
      beyond: Math.min(found.beyond, scene.dropped - a.stopAt),
    };
  }
  let tolerance = options.arcTolerance ?? 1e-3;
  for (;;) {
    const { points, exact } = emit(scene, found.nodes, found.last, tolerance);
    if (!samePoint(points[0]!, from, 0)) points.unshift({ x: from.x, y: from.y });
    if (stopAt === 0) {
      // The goal node's end is worked out as p + (goal - p), which can miss the goal by a rounding
      // step: that point is the goal itself, not one more waypoint a hair before it. A goal nudged
      // clear of a piece moves by HUG or more, far past END_SNAP, and keeps its last leg.
      const last = points.length - 1;
      if (samePoint(points[last]!, to, END_SNAP)) points[last] = { x: to.x, y: to.y };
      else points.push({ x: to.x, y: to.y });
    }
    const length = pathLength(points);
    // Chords are a hair longer than arcs: cut finer rather than hand back a route over budget.
    if (length <= options.budget || tolerance < 1e-7) {
      const ends = Math.hypot(start.x - from.x, start.y - from.y) + Math.hypot(to.x - goal.x, to.y - goal.y);
      const route = { points, length, exactLength: exact + ends, expanded: found.expanded };
      return { outcome: { ok: true, route }, generated: found.nodes.size, beyond: Infinity };
    }
    tolerance /= 10;
  }
}

/** How near the emitted end must be to the goal to be the goal (rounding, not a leg). */
const END_SNAP = 1e-9;

/**
 * A route to base contact with a base centred on the goal (stopAt = the sum of the radii) stops
 * a few millionths short of touching, so the end never reads as overlapping it.
 */
function contactStop(s: LocalScene, goal: Point, stopAt: number): number {
  let out = stopAt;
  for (let i = 0; i < s.n; i++) {
    if (s.kind[i] !== DISC || Math.abs(s.ax[i]! - goal.x) > 1e-9 || Math.abs(s.ay[i]! - goal.y) > 1e-9)
      continue;
    const reach = s.reach[i]!;
    if (stopAt >= reach - TOUCH && stopAt < reach + 2 * HUG) out = Math.max(out, reach + 2 * HUG);
  }
  return out;
}
