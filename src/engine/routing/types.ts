import type { Terrain } from "../board/types";
import type { Point } from "../geometry/vec";

export interface RouteOptions {
  /** Longest route accepted (the move's allowance), in board units; Infinity searches the whole table. */
  readonly budget: number;
  /** The route ends as soon as the centre is within this distance of the goal (0: on the goal). */
  readonly stopAt?: number;
  /**
   * SCTMG-GAP-1: the narrowest gap between two obstacles the base may pass through (1" for Size 2
   * or less, 3" for Size 3 or more). 0 (the default) lets the base through any gap it fits.
   */
  readonly clearance?: number;
  /** Which other bases stand in the way: all (default), only enemies, or none (flyers). */
  readonly models?: "all" | "enemies" | "none";
  /** Which terrain pieces stand in the way; by default only impassable ones. */
  readonly blocks?: (t: Terrain) => boolean;
  /** Walls stand in the way unless false. */
  readonly walls?: boolean;
  /** Model ids never treated as obstacles (the rest of the mover's unit, say). */
  readonly ignore?: ReadonlySet<string>;
  /** Give up after expanding this many graph nodes (default 5,000). */
  readonly maxExpanded?: number;
  /** Give up after generating this many graph nodes (default 100,000: about a quarter of a second at worst). */
  readonly maxNodes?: number;
  /** How far the polyline drawn for an arc may stand outside the true arc (default 0.001). */
  readonly arcTolerance?: number;
}

export interface Route {
  /** The centre's path, start first. Arcs round bases are drawn as short tangent chords. */
  readonly points: Point[];
  /** Length of `points`: what the rules measure when the route is moved. */
  readonly length: number;
  /** Length with true arcs: the geometric optimum the search found. */
  readonly exactLength: number;
  /** Graph nodes the search expanded (diagnostics and benchmarks). */
  readonly expanded: number;
}

/** Why no route came back. Each has a message under TTM.Route in the language files. */
export type RouteFailure = "goal-blocked" | "unreachable" | "node-limit";

export type RouteOutcome =
  | { readonly ok: true; readonly route: Route }
  | { readonly ok: false; readonly reason: RouteFailure; readonly expanded: number };

export const ROUTE_MESSAGES: Readonly<Record<RouteFailure, string>> = {
  "goal-blocked": "TTM.Route.GoalBlocked",
  unreachable: "TTM.Route.Unreachable",
  "node-limit": "TTM.Route.NodeLimit",
};
