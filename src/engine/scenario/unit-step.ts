import type { Board } from "../board/board";
import { RulesError } from "../errors";
import type { Point } from "../geometry/vec";
import type { UnitMoveRequest, Verdict } from "../ruleset";
import { formatPath } from "./path";
import type { UnitExpect, UnitMoveStep } from "./unit-schema";

/*
 * A step's unit, checked against the table before the ruleset sees it, so a file that names the
 * wrong unit or a model of another unit is told which field to fix.
 */

/** A move step's `unit` as the engine's request. */
export function toUnitRequest(unit: UnitMoveStep): UnitMoveRequest {
  const placements = Object.fromEntries(
    Object.entries(unit.placements ?? {}).map(
      ([id, p]) => [id, p === "auto" ? "auto" : { x: p[0], y: p[1] }] as const,
    ),
  );
  return { unitId: unit.unitId, placements };
}

/** A request's unit as a move step writes it, each point written by `pair` (rounded as the file's). */
export function toUnitStep(unit: UnitMoveRequest, pair: (p: Point) => [number, number]): UnitMoveStep {
  const placements = Object.entries(unit.placements ?? {}).map(
    ([id, p]) => [id, p === "auto" ? ("auto" as const) : pair(p)] as const,
  );
  return {
    unitId: unit.unitId,
    ...(placements.length > 0 ? { placements: Object.fromEntries(placements) } : {}),
  };
}

/** What a unit's verdict says, as a step's `expect` claims it: each model's status and point, the unit's status. */
export function unitClaims(v: Verdict, pair: (p: Point) => [number, number]): UnitExpect {
  if (!v.models || !v.unitStatus) return {};
  return {
    models: Object.fromEntries(v.models.map((m) => [m.modelId, { status: m.status, point: pair(m.point) }])),
    unitStatus: v.unitStatus,
  };
}

/**
 * The step's unit checked: it is the unit of the step's model (a model without a unit is a unit
 * of one, named by its id), and each place is for another model of it. Throws RulesError naming
 * the field otherwise.
 */
export function checkUnitStep(board: Board, modelId: string, unit: UnitMoveStep, index: number): void {
  const leader = board.model(modelId);
  const own = leader.unitId ?? leader.id;
  if (unit.unitId !== own) {
    throw new RulesError("TTM.UnitMove.Error.Unit", {
      path: formatPath(["steps", index, "unit", "unitId"]),
      unit: unit.unitId,
      model: leader.id,
      actual: own,
    });
  }
  for (const id of Object.keys(unit.placements ?? {})) {
    const member = board.hasModel(id) ? board.model(id) : null;
    if (member && member.id !== leader.id && (member.unitId ?? member.id) === own) continue;
    throw new RulesError(
      member?.id === leader.id ? "TTM.UnitMove.Error.PlaceLeader" : "TTM.UnitMove.Error.Placement",
      {
        path: formatPath(["steps", index, "unit", "placements", id]),
        id,
        unit: own,
      },
    );
  }
}

/** A forced step's targets name models or units on the table; throws RulesError naming the first that does not. */
export function checkTargets(board: Board, targets: readonly string[], index: number): void {
  for (const [i, id] of targets.entries()) {
    if (board.hasModel(id) || board.models.some((m) => m.unitId === id)) continue;
    throw new RulesError("TTM.UnitMove.Error.Target", {
      path: formatPath(["steps", index, "forced", "targets", i]),
      id,
    });
  }
}

/** The model the verdict moved along its path: a unit's Leading Model, which a forced move may choose. */
export const movedModel = (verdict: Verdict, stepModel: string): string =>
  verdict.models?.[0]?.modelId ?? stepModel;
