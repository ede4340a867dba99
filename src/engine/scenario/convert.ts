import type { BoardSpec, ModelSpec, TerrainSpec, WallSpec } from "../board/types";
import { RulesError } from "../errors";
import type { Point } from "../geometry/vec";
import type { MoveRequest, OptionValues, Waypoint } from "../ruleset";
import type { MoveStep, ScenarioFile } from "./schema";
import { toUnitRequest } from "./unit-step";

type Pair = readonly [number, number];

export const toPoint = ([x, y]: Pair): Point => ({ x, y });

export function toWaypoint(w: readonly number[]): Waypoint {
  const [x = NaN, y = NaN, elevation] = w;
  return elevation === undefined ? { x, y } : { x, y, elevation };
}

/**
 * Refuses a board in another unit than the ruleset's: a board in inches judged by a centimetre
 * game would give silently wrong answers.
 */
export function checkBoardUnit(
  file: Pick<ScenarioFile, "board">,
  ruleset: { id: string; unit: string },
): void {
  if (file.board.unit !== ruleset.unit) {
    throw new RulesError("TTM.Scenario.Error.UnitMismatch", {
      unit: file.board.unit,
      ruleset: ruleset.id,
      expected: ruleset.unit,
    });
  }
}

/** The board of a scenario in the engine's shape, as the file sets it before its first step. */
export function toBoardSpec(file: Pick<ScenarioFile, "board">): BoardSpec {
  const b = file.board;
  const models: ModelSpec[] = b.models.map((m) => ({ ...m }));
  const terrain: TerrainSpec[] = (b.terrain ?? []).map((t) => ({ ...t, polygon: t.polygon.map(toPoint) }));
  const walls: WallSpec[] = (b.walls ?? []).map((w) => ({ ...w, a: toPoint(w.a), b: toPoint(w.b) }));
  return {
    unit: b.unit,
    width: b.width,
    height: b.height,
    ...(b.grid !== undefined ? { grid: b.grid } : {}),
    models,
    terrain,
    walls,
  };
}

/** A move step as the engine's request, with the file's options; no carried ledger or answers. */
export function moveStepRequest(step: MoveStep, options: OptionValues | undefined): MoveRequest {
  return {
    modelId: step.model,
    action: step.action,
    path: step.path.map(toWaypoint),
    ...(step.declarations ? { declarations: step.declarations } : {}),
    ...(step.ledger ? { ledger: step.ledger } : {}),
    ...(options ? { options } : {}),
    ...(step.unit ? { unit: toUnitRequest(step.unit) } : {}),
  };
}

/**
 * The file's first drawn move as the engine's request (what a host opens ready to drag, as the
 * sandbox does with its demo boards). Throws TTM.Scenario.Error.NoMove when no step is a move.
 */
export function toMoveRequest(file: ScenarioFile): MoveRequest {
  const step = file.steps.find((s): s is MoveStep => s.kind === "move");
  if (!step) throw new RulesError("TTM.Scenario.Error.NoMove", {});
  return moveStepRequest(step, file.options);
}
