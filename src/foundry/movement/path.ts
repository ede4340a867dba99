import type { Point } from "../../engine/geometry/vec";
import type { Waypoint } from "../../engine/ruleset";
import type { SceneScale } from "../scene/scale";

/*
 * Foundry's movement waypoints (top-left corner in pixels, size in grid spaces, elevation in
 * scene units; foundryvtt.com/api v13 TokenMeasuredMovementWaypoint) to the engine's path (the
 * base centre in the ruleset's unit) and back. Pure: the scale and the grid size come in.
 */

/** The fields of a movement waypoint this file reads; Foundry's waypoints have more. */
export interface PixelWaypoint {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly elevation: number;
  readonly action?: string;
  /**
   * A grid step core inserted between two waypoints (v13/v14 TokenMeasuredMovementWaypoint
   * `intermediate`): on square grids committed movement holds one per space crossed.
   */
  readonly intermediate?: boolean;
  /** The scene level (v14 waypoints); copied along whenever a waypoint is moved or made. */
  readonly level?: string;
}

/**
 * The path the ruler judged: core's intermediate grid steps left out. Measured through them,
 * a square-grid move is a staircase 5–8% longer than the line the player was shown, so a move
 * shown legal near the limit would be refused at drop, or put back by the GM.
 */
export function judgedPath<W extends PixelWaypoint>(waypoints: readonly W[]): W[] {
  return waypoints.filter((w, i) => i === 0 || w.intermediate !== true);
}

/** Where a token stands, as a waypoint: the start of a step that goes nowhere (its level kept). */
export function standingWaypoint(token: PixelWaypoint): PixelWaypoint {
  return {
    x: token.x,
    y: token.y,
    width: token.width,
    height: token.height,
    elevation: token.elevation,
    ...(token.level !== undefined ? { level: token.level } : {}),
  };
}

/** Where the token's centre is at a waypoint: the engine measures base centres. */
export function centreOf(w: PixelWaypoint, gridSize: number): Point {
  return { x: w.x + (w.width * gridSize) / 2, y: w.y + (w.height * gridSize) / 2 };
}

/** The engine's path for Foundry waypoints; NaN survives, so the engine reports it as bad input. */
export function toEnginePath(
  waypoints: readonly PixelWaypoint[],
  gridSize: number,
  scale: SceneScale,
): Waypoint[] {
  return waypoints.map((w) => {
    // Fields written out: a spread here cost more than judging the drag (bench/foundry.ts).
    const p = scale.toEngine(centreOf(w, gridSize));
    return { x: p.x, y: p.y, elevation: scale.elevationToEngine(w.elevation) };
  });
}

/** Lengths within this many engine units of the reach keep their waypoint (float noise). */
const EPS = 1e-6;

/**
 * The waypoints cut where the model must stop: every waypoint within `reach` (engine units
 * along `path`, which has one point per waypoint) is kept, and the one beyond is replaced by a
 * copy moved back to the stopping point. Foundry stores whole pixels, so the copy's corner is
 * rounded to the pixel that gets closest to the stop without passing it: a committed move is
 * judged again, and a rounded point half a pixel too far would be refused.
 */
export function truncateAtReach<W extends PixelWaypoint>(
  waypoints: readonly W[],
  path: readonly Point[],
  reach: number,
  gridSize: number,
  unitsPerPixel: number,
): { readonly waypoints: W[]; readonly constrained: boolean } {
  const first = waypoints[0];
  if (!first || path.length !== waypoints.length) return { waypoints: [...waypoints], constrained: false };
  const out: W[] = [first];
  let walked = 0;
  for (let i = 1; i < waypoints.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const seg = Math.hypot(b.x - a.x, b.y - a.y);
    if (walked + seg <= reach + EPS) {
      out.push(waypoints[i]!);
      walked += seg;
      continue;
    }
    const left = Math.max(0, reach - walked);
    if (seg > 0 && left / unitsPerPixel >= 1) {
      out.push(stopAt(waypoints[i - 1]!, waypoints[i]!, left / seg, left / unitsPerPixel, gridSize));
    }
    return { waypoints: out, constrained: true };
  }
  return { waypoints: out, constrained: false };
}

/** A copy of `to` placed `fraction` of the way from `from`, no more than `maxPx` pixels away. */
function stopAt<W extends PixelWaypoint>(
  from: W,
  to: W,
  fraction: number,
  maxPx: number,
  gridSize: number,
): W {
  const a = centreOf(from, gridSize);
  const b = centreOf(to, gridSize);
  const half = { x: (to.width * gridSize) / 2, y: (to.height * gridSize) / 2 };
  const target = { x: a.x + (b.x - a.x) * fraction - half.x, y: a.y + (b.y - a.y) * fraction - half.y };
  const reachable = (x: number, y: number): number => {
    const d = Math.hypot(x + half.x - a.x, y + half.y - a.y);
    return d <= maxPx + 1e-9 ? d : -1;
  };
  // The four pixel corners around the exact point; the furthest that does not overshoot wins.
  let best: { x: number; y: number; d: number } | null = null;
  for (const x of [Math.floor(target.x), Math.ceil(target.x)]) {
    for (const y of [Math.floor(target.y), Math.ceil(target.y)]) {
      const d = reachable(x, y);
      if (d >= 0 && (!best || d > best.d)) best = { x, y, d };
    }
  }
  // All four overshoot only on a steep diagonal at the very end: step a pixel back and round.
  const corner = best ?? backOff(a, target, half, maxPx);
  const elevation = from.elevation + (to.elevation - from.elevation) * fraction;
  return { ...to, x: corner.x, y: corner.y, elevation };
}

function backOff(a: Point, target: Point, half: Point, maxPx: number): Point {
  const dx = target.x + half.x - a.x;
  const dy = target.y + half.y - a.y;
  const len = Math.hypot(dx, dy);
  const k = len > 0 ? Math.max(0, maxPx - 1.5) / len : 0;
  return { x: Math.round(a.x + dx * k - half.x), y: Math.round(a.y + dy * k - half.y) };
}
