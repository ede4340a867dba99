import type { Board } from "../board/board";
import type { Model } from "../board/types";
import { distance } from "../geometry/vec";
import {
  leadingModel,
  routeToward,
  towardTarget,
  type TowardOptions,
  type TowardResult,
} from "../routing/toward";

export interface UnitTowardOptions extends Omit<TowardOptions, "ignore"> {
  /** Longest route considered when finding the Leading Model (default: 3 × the farthest straight distance + the allowance). */
  readonly leaderBudget?: number;
}

export interface UnitToward {
  /** SCTMG-TOWARD-2: the model with the shortest path to the target. */
  readonly leader: Model;
  /** The target model aimed at: the nearest of the target unit (towards) or its farthest (away). */
  readonly target: Model;
  readonly move: TowardResult;
}

/**
 * SCTMG-TOWARD-1, SCTMG-TOWARD-2 for a unit: the Leading Model is the model with the shortest
 * path to (base contact with) the target unit's nearest model; when no model has a path, the one
 * nearest in a straight line. It aims at the target unit's nearest model (towards) or farthest
 * (away) from where it stands and moves directly towards or away (`routeToward`: the greatest
 * distance, round what is in the way, stopping at the table edge). The rest of the unit is
 * placed afterwards (`placeUnit` with `prefer`). The unit's own models are not obstacles. Null
 * when the unit or the target has no model.
 */
export function unitToward(
  board: Board,
  unit: readonly Model[],
  targets: readonly Model[],
  options: UnitTowardOptions,
): UnitToward | null {
  if (unit.length === 0 || targets.length === 0) return null;
  const ignore = new Set(unit.map((m) => m.id));
  const { leaderBudget, ...toward } = options;
  let nearest = targets[0]!;
  let far = 0;
  let bestD = Infinity;
  for (const t of targets) {
    for (const m of unit) {
      const d = distance(m, t) - m.r - t.r;
      if (d < bestD) {
        bestD = d;
        nearest = t;
      }
      far = Math.max(far, distance(m, t));
    }
  }
  const { away: _away, maxDistance: _max, searchBudget: _search, ...routing } = toward;
  const lead =
    unit.length === 1
      ? unit[0]!
      : (leadingModel(board, unit, nearest, {
          ...routing,
          ignore,
          budget: leaderBudget ?? 3 * far + options.maxDistance,
        })?.model ?? nearestInLine(unit, nearest));
  const target = towardTarget(lead, targets, options.away) ?? nearest;
  const move = routeToward(board, lead, target, { ...toward, ignore });
  return { leader: lead, target, move };
}

function nearestInLine(unit: readonly Model[], target: Model): Model {
  let best = unit[0]!;
  for (const m of unit) if (distance(m, target) - m.r < distance(best, target) - best.r) best = m;
  return best;
}
