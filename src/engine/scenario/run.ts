import { Board } from "../board/board";
import { RulesError } from "../errors";
import { evaluateMove } from "../evaluate";
import type { RulesetRegistry } from "../registry";
import type { Prompt, PromptAnswer, PromptOutcome, Ruleset, Verdict } from "../ruleset";
import { answerFor, unusedAnswers } from "./answers";
import { toBoardSpec, toMoveRequest } from "./convert";
import type { ScenarioFile } from "./schema";

/** A prompt of the verdict answered from the file: its dice (a roll) or its choice (a choice). */
export interface ResolvedPrompt {
  readonly prompt: Prompt;
  readonly answer: PromptAnswer;
  readonly outcome: PromptOutcome;
}

export interface ScenarioResult {
  readonly ruleset: Ruleset;
  readonly board: Board;
  readonly verdict: Verdict;
  /** In the order of `verdict.prompts`; prompts the file does not answer are not here. */
  readonly outcomes: readonly ResolvedPrompt[];
  /** Prompt ids the file gives dice for that the move did not ask: most likely a typo in the file. */
  readonly unusedDice: readonly string[];
  /** Prompt ids the file gives a choice for that the move did not ask. */
  readonly unusedChoices: readonly string[];
}

/**
 * Plays a scenario: builds its board with the ruleset's default base, judges the move and
 * resolves, through the ruleset, the prompts the file answers (dice for rolls, choices for
 * choices). Throws RulesError when the file cannot be played (unknown ruleset, board in another
 * unit, a model the move names is missing, dice or a choice that do not fit the prompt).
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
  const outcomes: ResolvedPrompt[] = [];
  for (const prompt of verdict.prompts) {
    const answer = answerFor(prompt, file);
    if (answer) outcomes.push({ prompt, answer, outcome: ruleset.resolve(board, request, prompt, answer) });
  }
  return {
    ruleset,
    board,
    verdict,
    outcomes,
    unusedDice: unusedAnswers(file.dice, verdict.prompts),
    unusedChoices: unusedAnswers(file.choices, verdict.prompts),
  };
}
