import type { Board } from "../../engine/board/board";
import type { Model } from "../../engine/board/types";
import type { Point } from "../../engine/geometry/vec";
import { route } from "../../engine/routing";
import type { MovementEnv, TokenLike } from "./env";
import { onlyPlacing } from "./action";
import { judge } from "./judge";
import { gates, handlingFor } from "./policy";
import type { PixelWaypoint } from "./path";

/*
 * "Route around obstacles": each leg between the player's waypoints that the router finds
 * blocked is replaced by its shortest route; clear legs stay exactly as dragged. Two layers:
 * `suggestLegs` is pure engine geometry (also used by the sandbox), `detourWaypoints` turns its
 * answer back into Foundry waypoints for Token#findMovementPath (token.ts). The suggestion is
 * only ever a drawn path: the committed move is judged again on the full board, so a route made
 * on a fog-filtered board can suggest nothing the rules would not refuse.
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

/** Core's path-finding options this file reads (v13 TokenFindMovementPathOptions). */
export interface DetourOptions {
  /** A GM's Unconstrained Movement: no rules, so nothing to route round. */
  readonly ignoreCost?: boolean;
  /** Core was asked to ignore walls: a route round them would contradict it. */
  readonly ignoreWalls?: boolean;
}

/**
 * Core leaves out of a path-finding waypoint whatever does not change from the one before; the
 * first falls back to the token's own position. Filled in, each can be measured on its own.
 */
export function fillWaypoints<W extends Partial<PixelWaypoint>>(
  waypoints: readonly W[],
  origin: PixelWaypoint,
): (W & PixelWaypoint)[] {
  let prev: PixelWaypoint = origin;
  return waypoints.map((w) => {
    const filled = {
      ...w,
      x: w.x ?? prev.x,
      y: w.y ?? prev.y,
      width: w.width ?? prev.width,
      height: w.height ?? prev.height,
      elevation: w.elevation ?? prev.elevation,
    };
    prev = filled;
    return filled;
  });
}

/**
 * Foundry's waypoints with a leg's detour corners inserted before its end, as copies of the end
 * moved there (top-left pixels, rounded) at an elevation interpolated along the detour. Returns
 * null when nothing is to change, so the caller leaves the path to core.
 */
export function detourWaypoints<W extends PixelWaypoint>(
  env: MovementEnv,
  token: TokenLike,
  waypoints: readonly W[],
  groupIds: readonly string[],
  options: DetourOptions = {},
): W[] | null {
  if (waypoints.length < 2 || !token.id || options.ignoreWalls === true) return null;
  const settings = env.settings();
  const handling = handlingFor({
    mode: settings.mode,
    isGM: env.user().isGM,
    gmExempt: settings.gmExempt,
    unconstrained: options.ignoreCost === true,
    placing: onlyPlacing(waypoints, (a) => env.isTeleport(a)),
  });
  // With enforcement off (or a move the rules skip) the module only measures: no suggestions.
  if (!gates(handling)) return null;
  // The viewing user's board (preview: fog-filtered for a player): a player's suggestion must
  // not bend round a wall they have never seen, or the ruler would give it away.
  const j = judge(env, {
    token,
    waypoints,
    groupIds,
    preview: true,
    declared: env.declarations(token.id, env.user().id),
  });
  if (j.kind !== "verdict" || !j.board.hasModel(token.id)) return null;
  const { board, scale, gridSize } = j;
  const cap = 2 * (board.width + board.height);
  const budget = Number.isFinite(j.verdict.allowance) ? Math.max(0, j.verdict.allowance) : cap;
  const s = suggestLegs(board, board.model(token.id), j.path, {
    budget,
    ignore: new Set(groupIds),
    slack: scale.unitsPerPixel,
  });
  if (!s.changed) return null;
  const out: W[] = [waypoints[0]!];
  for (let i = 1; i < waypoints.length; i++) {
    const from = waypoints[i - 1]!;
    const to = waypoints[i]!;
    const stops = [j.path[i - 1]!, ...(s.legs[i - 1] ?? []), j.path[i]!];
    const run = stops.map((_, k) =>
      k === 0 ? 0 : Math.hypot(stops[k]!.x - stops[k - 1]!.x, stops[k]!.y - stops[k - 1]!.y),
    );
    const whole = run.reduce((x, y) => x + y, 0);
    const half = { x: (to.width * gridSize) / 2, y: (to.height * gridSize) / 2 };
    let along = 0;
    for (let k = 1; k < stops.length - 1; k++) {
      along += run[k]!;
      const px = scale.toPixels(stops[k]!);
      out.push({
        ...to,
        x: Math.round(px.x - half.x),
        y: Math.round(px.y - half.y),
        elevation: from.elevation + ((to.elevation - from.elevation) * along) / whole,
        // The player placed the leg's end, not these corners: core must not count them as the
        // player's waypoints (the ruler numbers explicit ones) nor stop the movement at them.
        explicit: false,
        checkpoint: false,
      });
    }
    out.push(to);
  }
  return out;
}
