import { Board } from "../board/board";
import type { RulesetRegistry } from "../registry";
import { checkBoardUnit, toBoardSpec } from "./convert";
import { playStep } from "./play";
import type { ScenarioResult, StepResult } from "./result";
import type { ScenarioFile } from "./schema";
import { initialState } from "./state";
import { writtenAsFormat1 } from "./upgrade";

export type { ResolvedPrompt, ScenarioResult, StepResult } from "./result";
export { stepEffects, stepLegal } from "./result";

/**
 * Plays a scenario step by step on one table: builds the board with the ruleset's default base,
 * judges each step, resolves through the ruleset the prompts the file answers, and commits the
 * step (the mover at the end of its legal path, then every effect) before the next. Throws
 * RulesError when the file cannot be played (unknown ruleset, board in another unit, a model a
 * step names is missing, a path that does not start where its model stands, dice or a choice
 * that do not fit the prompt).
 */
export function runScenario(file: ScenarioFile, registry: RulesetRegistry): ScenarioResult {
  const ruleset = registry.get(file.ruleset);
  checkBoardUnit(file, ruleset);
  const spec = toBoardSpec(file);
  const v1 = writtenAsFormat1(file);
  let state = initialState(spec.models, file.round ?? null);
  const steps: StepResult[] = [];
  for (const [index, step] of file.steps.entries()) {
    const board = new Board({ ...spec, models: state.models }, ruleset.defaultBaseMm);
    const result = playStep({ file, ruleset, board, state, index, v1 }, step);
    steps.push(result);
    state = result.state;
  }
  return { ruleset, steps, state };
}
