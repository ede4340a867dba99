import type { Point } from "../../engine/geometry/vec";
import type { Ruleset, StepCostFunction } from "../../engine/ruleset";
import type { MovementEnv, TokenLike } from "../movement/env";
import { judge, type Judgement } from "../movement/judge";
import { centreOf, type PixelWaypoint, standingWaypoint } from "../movement/path";

/*
 * Core's movement cost on square grids, from the ruleset's own step costs (Ruleset.stepCosts),
 * so the ruler's cost, its grid highlight and the cost core records for the committed move are
 * the verdict's. Token#_getMovementCostFunction (v13 and v14 docs): in square grids its function
 * gives the cost of a move between two grid space offsets; Token#measureMovementPath measures
 * with it, and with it core's ruler and committed movement (TokenMovementSectionData.cost). The
 * documented median over the spaces of a larger token is core's own function's business: this
 * one prices the whole footprint's step, from its top-left offsets, as the engine does.
 */

/** A grid space offset as core passes it (GridOffset3D: row, column, level index). */
export interface GridOffsetLike {
  readonly i: number;
  readonly j: number;
  readonly k?: number;
}

/** The part of TokenMovementSegmentData read here. */
export interface CostSegmentLike {
  readonly action?: string;
  readonly width?: number;
  readonly height?: number;
  readonly teleport?: boolean;
}

/** TokenMovementCostFunction: the cost of one step between two offsets. */
export type CoreCostFunction = (
  from: GridOffsetLike,
  to: GridOffsetLike,
  distance: number,
  segment: CostSegmentLike,
) => number;

/**
 * The step costs of a judgement: the judge memoises its judgements, so a ruler refreshing on
 * every mouse move asks the ruleset once per position, action and declarations.
 */
const stepCache = new WeakMap<Judgement, StepCostFunction>();

function stepCostsFor(j: Judgement & { readonly kind: "verdict" }, ruleset: Ruleset): StepCostFunction {
  const hit = stepCache.get(j);
  if (hit) return hit;
  const f = ruleset.stepCosts!(j.board, j.request);
  stepCache.set(j, f);
  return f;
}

/** TokenMeasureMovementPathOptions as far as this reads it. */
export interface CostOptionsLike {
  readonly preview?: boolean;
}

/**
 * The rules' cost function for a token, or null where the rules give none: a ruleset without
 * step costs, enforcement off, a token not on a scene, a scene the ruleset cannot measure.
 * `fallback` (core's own function, absent: the distance) prices what the rules do not judge:
 * teleports, and actions whose request cannot be judged.
 */
export function rulesCostFunction(
  env: MovementEnv,
  token: TokenLike & PixelWaypoint,
  options: CostOptionsLike,
  fallback: CoreCostFunction | null,
): CoreCostFunction | null {
  const scene = token.parent;
  if (!token.id || !scene) return null;
  const ruleset = env.ruleset();
  if (ruleset.unit !== "sq" || !ruleset.stepCosts || env.settings().mode === "off") return null;
  const size = scene.grid.size;
  const user = env.user();
  const declared = env.declarations(token.id, user.id);
  const groupIds = env.dragGroup(token.id);
  const byAction = new Map<
    string,
    { cost: StepCostFunction; toEngine: (p: PixelWaypoint) => Point } | null
  >();
  const rulesFor = (action: string) => {
    if (byAction.has(action)) return byAction.get(action)!;
    // A path that stays where the token stands, with the step's action: the judge builds the
    // request (declarations, ledger, options) and the board exactly as for the move itself.
    const here = standingWaypoint(token);
    const j = judge(env, {
      token,
      waypoints: [here, { ...here, action }],
      groupIds,
      preview: options.preview === true,
      declared,
    });
    const found =
      j.kind === "verdict"
        ? {
            cost: stepCostsFor(j, ruleset),
            toEngine: (p: PixelWaypoint) => j.scale.toEngine(centreOf(p, size)),
          }
        : null;
    byAction.set(action, found);
    return found;
  };
  const other = (from: GridOffsetLike, to: GridOffsetLike, distance: number, segment: CostSegmentLike) =>
    fallback ? fallback(from, to, distance, segment) : distance;
  return (from, to, distance, segment) => {
    if (segment.teleport === true) return other(from, to, distance, segment);
    const rules = rulesFor(segment.action ?? "");
    if (!rules) return other(from, to, distance, segment);
    // SquareGrid: the top-left corner of offset (i, j) is (j * size, i * size).
    const at = (o: GridOffsetLike): PixelWaypoint => ({
      x: o.j * size,
      y: o.i * size,
      width: segment.width ?? token.width,
      height: segment.height ?? token.height,
      elevation: 0,
    });
    return rules.cost(rules.toEngine(at(from)), rules.toEngine(at(to)));
  };
}
