import type { Board } from "../board/board";
import type { Model, Terrain } from "../board/types";
import { RulesError } from "../errors";
import { pathLength } from "../geometry/polyline";
import { type Point, isFinitePoint, samePoint } from "../geometry/vec";
import { emit } from "./emit";
import { prepareGoal, prepareStart } from "./ends";
import { gapSeals } from "./gaps";
import { DISC, HUG, LocalScene, TOUCH } from "./scene";
import { search } from "./search";
import type { RouteOptions, RouteOutcome } from "./types";

const impassable = (t: Terrain): boolean => t.kind === "impassable";

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
  let stopAt = options.stopAt ?? 0;
  const clearance = options.clearance ?? 0;
  if (!isFinitePoint(from) || !isFinitePoint(to) || !(budget >= 0) || !(stopAt >= 0) || !(clearance >= 0)) {
    throw new RulesError("TTM.Error.RouteInput", {
      from: `${from.x},${from.y}`,
      to: `${to.x},${to.y}`,
      budget: String(budget),
    });
  }
  const straight = Math.hypot(to.x - from.x, to.y - from.y);
  if (straight - stopAt > budget) return { ok: false, reason: "unreachable", expanded: 0 };
  const scene = new LocalScene({
    board,
    mover,
    from,
    to,
    reach: budget + stopAt,
    models: options.models ?? "all",
    blocks: options.blocks ?? impassable,
    walls: options.walls ?? true,
    ignore: options.ignore,
  });
  const seals = gapSeals(scene, clearance, from, to);
  if (seals.length > 0) scene.addSeals(seals);
  stopAt = contactStop(scene, to, stopAt);
  const start = prepareStart(scene, from);
  let goal = to;
  if (stopAt === 0) {
    const g = prepareGoal(scene, to);
    if (!g) return { ok: false, reason: "goal-blocked", expanded: 0 };
    goal = g;
  }
  const found = search(scene, {
    start,
    goal,
    stopAt,
    budget,
    maxExpanded: options.maxExpanded ?? 20_000,
    maxNodes: options.maxNodes ?? 400_000,
  });
  if (!found.found) return { ok: false, reason: found.reason, expanded: found.expanded };
  let tolerance = options.arcTolerance ?? 1e-3;
  for (;;) {
    const { points, exact } = emit(scene, found.nodes, found.last, tolerance);
    if (!samePoint(points[0]!, from, 0)) points.unshift({ x: from.x, y: from.y });
    if (stopAt === 0 && !samePoint(points[points.length - 1]!, to, 0)) points.push({ x: to.x, y: to.y });
    const length = pathLength(points);
    // Chords are a hair longer than arcs: cut finer rather than hand back a route over budget.
    if (length <= budget || tolerance < 1e-7) {
      const ends = Math.hypot(start.x - from.x, start.y - from.y) + Math.hypot(to.x - goal.x, to.y - goal.y);
      return { ok: true, route: { points, length, exactLength: exact + ends, expanded: found.expanded } };
    }
    tolerance /= 10;
  }
}

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
