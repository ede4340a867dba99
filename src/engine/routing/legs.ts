import type { Board } from "../board/board";
import type { Model } from "../board/types";
import type { Point } from "../geometry/vec";
import { route } from "./route";

/*
 * "Route around obstacles" as pure geometry: each leg between the player's waypoints that the
 * router finds blocked is replaced by its shortest route; clear legs stay exactly as dragged.
 * The Foundry side (src/foundry/movement/suggest.ts) turns the answer into movement waypoints;
 * the sandbox draws and judges the stitched path directly. A suggestion is only ever a drawn
 * path: the committed move is judged again on the full board.
 */

/** Lengths within this many board units count as equal (float noise of the router's margins). */
const EPS = 1e-6;

export interface SuggestOptions {
  /** The longest the whole path may be, in board units: the allowance, or a cap. */
  readonly budget: number;
  /** Model ids never treated as obstacles, besides the mover's own unit. */
  readonly ignore?: ReadonlySet<string>;
  /**
   * Extra room kept round obstacles by detours (board units): Foundry stores whole pixels, and a
   * corner rounded half a pixel into a base would be refused when the move is judged.
   */
  readonly slack?: number;
  /** Bound on the router's work per leg (its maxExpanded). */
  readonly maxExpanded?: number;
}

export interface Suggestion {
  /** Per leg (path[i] to path[i+1]), the corners inserted between its ends; empty when kept. */
  readonly legs: readonly (readonly Point[])[];
  /** Whether any leg was replaced. */
  readonly changed: boolean;
}

/** The mover's unit mates: they never block the mover's route (they move out of the way). */
function unitMates(board: Board, mover: Model): Set<string> {
  const out = new Set<string>();
  if (!mover.unitId) return out;
  for (const m of board.models) if (m.unitId === mover.unitId && m.id !== mover.id) out.add(m.id);
  return out;
}

/**
 * Blocked legs of `path` replaced by the router's shortest route round the obstacles of `board`.
 * A leg is blocked when no route as short as the straight line exists; a blocked leg no route
 * reaches within the budget left (or whose end is itself blocked) is kept as dragged, so the
 * rules then stop the model where the straight line hits.
 */
export function suggestLegs(
  board: Board,
  mover: Model,
  path: readonly Point[],
  options: SuggestOptions,
): Suggestion {
  const ignore = new Set([...unitMates(board, mover), ...(options.ignore ?? [])]);
  const common = {
    ignore,
    ...(options.maxExpanded !== undefined ? { maxExpanded: options.maxExpanded } : {}),
  };
  const wide: Model = { ...mover, r: mover.r + (options.slack ?? 0) };
  const legs: Point[][] = [];
  let walked = 0;
  let changed = false;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const straight = Math.hypot(b.x - a.x, b.y - a.y);
    // The clear test uses the true base: a leg that grazes an obstacle is the player's to make.
    const clear = straight <= EPS || route(board, mover, a, b, { ...common, budget: straight + EPS }).ok;
    const detour = clear
      ? null
      : route(board, wide, a, b, { ...common, budget: Math.max(0, options.budget - walked) });
    if (detour?.ok) {
      legs.push(detour.route.points.slice(1, -1));
      walked += detour.route.length;
      changed = true;
    } else {
      legs.push([]);
      walked += straight;
    }
  }
  return { legs, changed };
}

/**
 * The path with each leg's corners inserted before its end, as copies of the end moved there
 * (for the sandbox, which draws and judges engine points directly).
 */
export function stitchLegs<P extends Point>(path: readonly P[], legs: Suggestion["legs"]): P[] {
  const out: P[] = path.slice(0, 1);
  for (let i = 1; i < path.length; i++) {
    const end = path[i]!;
    for (const c of legs[i - 1] ?? []) out.push({ ...end, x: c.x, y: c.y });
    out.push(end);
  }
  return out;
}
