import { suggestLegs } from "../../engine/routing/legs";
import type { MovementEnv, TokenLike } from "./env";
import { onlyPlacing } from "./action";
import { judge } from "./judge";
import { gates, handlingFor } from "./policy";
import type { PixelWaypoint } from "./path";

/*
 * "Route around obstacles" in Foundry: `suggestLegs` (src/engine/routing/legs.ts, pure, also
 * used by the sandbox) finds the detours; `detourWaypoints` turns its answer back into Foundry
 * waypoints for Token#findMovementPath (token.ts). The suggestion is
 * only ever a drawn path: the committed move is judged again on the full board, so a route made
 * on a fog-filtered board can suggest nothing the rules would not refuse.
 */

/** What the path search was asked (host/generation.ts pathSearchConstraints, v13 and v14). */
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
