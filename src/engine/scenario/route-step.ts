import type { Board } from "../board/board";
import type { Model } from "../board/types";
import { route } from "../routing";
import type { Waypoint } from "../ruleset";
import type { ROUTE_STATUSES } from "./expect-schema";
import type { RouteStep } from "./schema";

export type RouteStatus = (typeof ROUTE_STATUSES)[number];

/**
 * The path a route step judges: the router's shortest way from where the model stands to `to`
 * (src/engine/routing), its base grown by `slack`; the mover's unit mates never block it. When
 * no way is found the straight line is judged, so the rules say where it stops, and the status
 * says why.
 */
export function routePath(
  board: Board,
  mover: Model,
  from: Waypoint,
  step: RouteStep,
): { readonly path: Waypoint[]; readonly status: RouteStatus } {
  const [x = NaN, y = NaN, elevation] = step.to;
  const to: Waypoint = elevation === undefined ? { x, y } : { x, y, elevation };
  const ignore = new Set(
    board.models
      .filter((m) => mover.unitId !== null && m.unitId === mover.unitId && m.id !== mover.id)
      .map((m) => m.id),
  );
  const wide: Model = { ...mover, r: mover.r + (step.slack ?? 0) };
  const outcome = route(board, wide, from, to, {
    budget: step.budget ?? Infinity,
    ignore,
    ...(step.stopAt !== undefined ? { stopAt: step.stopAt } : {}),
    ...(step.clearance !== undefined ? { clearance: step.clearance } : {}),
    ...(step.models !== undefined ? { models: step.models } : {}),
  });
  if (!outcome.ok) return { path: [from, to], status: outcome.reason };
  const points = outcome.route.points;
  const path: Waypoint[] = points.map((p, i) =>
    i === points.length - 1 && to.elevation !== undefined
      ? { x: p.x, y: p.y, elevation: to.elevation }
      : { x: p.x, y: p.y },
  );
  return { path, status: "found" };
}
