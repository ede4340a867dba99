import { Board } from "../board/board";
import { RulesError } from "../errors";
import { evaluateMove } from "../evaluate";
import type { RulesetRegistry } from "../registry";
import type { Prompt, PromptOutcome, Ruleset, Verdict } from "../ruleset";
import { toBoardSpec, toMoveRequest } from "./convert";
import type { ScenarioFile } from "./schema";

/** A prompt of the verdict answered with the dice the file gives for it. */
export interface ResolvedPrompt {
  readonly prompt: Prompt;
  readonly dice: readonly number[];
  readonly outcome: PromptOutcome;
}

export interface ScenarioResult {
  readonly ruleset: Ruleset;
  readonly board: Board;
  readonly verdict: Verdict;
  /** In the order of `verdict.prompts`; prompts the file gives no dice for are not here. */
  readonly outcomes: readonly ResolvedPrompt[];
  /** Prompt ids the file gives dice for that the move did not ask: most likely a typo in the file. */
  readonly unusedDice: readonly string[];
}

/**
 * Plays a scenario: builds its board with the ruleset's default base, judges the move and rolls
 * the prompts the file has dice for. Throws RulesError when the file cannot be played (unknown
 * ruleset, board in another unit, a model the move names is missing, dice that do not fit).
 */
export function runScenario(file: ScenarioFile, registry: RulesetRegistry): ScenarioResult {
  const ruleset = registry.get(file.ruleset);
  // A board in inches judged by a centimetre game would give silently wrong answers.
  if (file.board.unit !== ruleset.unit) {
    throw new RulesError("TTM.Scenario.Error.UnitMismatch", {
      unit: file.board.unit,
      ruleset: ruleset.id,
      expected: ruleset.unit,
    });
  }
  const board = new Board(toBoardSpec(file), ruleset.defaultBaseMm);
  const request = toMoveRequest(file);
  const result = evaluateMove(ruleset, board, request);
  if (!result.ok) throw result.error;
  const verdict = result.verdict;
  const dice = file.dice ?? {};
  const outcomes: ResolvedPrompt[] = [];
  for (const prompt of verdict.prompts) {
    const rolled = dice[prompt.id];
    if (!rolled) continue;
    outcomes.push({
      prompt,
      dice: rolled,
      outcome: ruleset.resolve(board, request, prompt, { dice: rolled }),
    });
  }
  const asked = new Set(verdict.prompts.map((p) => p.id));
  const unusedDice = Object.keys(dice).filter((id) => !asked.has(id));
  return { ruleset, board, verdict, outcomes, unusedDice };
}
