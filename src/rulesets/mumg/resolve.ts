import type { Board } from "../../engine/board/board";
import { RulesError } from "../../engine/errors";
import type { MoveRequest, Prompt, PromptAnswer, PromptOutcome } from "../../engine/ruleset";
import { planMumg } from "./evaluate";
import { fallOutcome } from "./falls";

/**
 * MUMG-FALL-1, MUMG-FALL-2, MUMG-VOID-1: a confirmed fall gives its row of the table. The move
 * is planned again, so the height comes from the board, not from the prompt's text. A host that
 * cancels does not call this: the move does not happen.
 */
export function resolveMumg(
  board: Board,
  request: MoveRequest,
  prompt: Prompt,
  answer: PromptAnswer,
): PromptOutcome {
  const plan = planMumg(board, request);
  const fall = plan.falls.find((f) => f.id === prompt.id);
  const asked = plan.verdict.prompts.find((p) => p.id === prompt.id);
  if (!fall || !asked) throw new RulesError("TTM.Error.UnknownPrompt", { id: prompt.id });
  const choices = asked.choices ?? [];
  if (answer.choice === undefined || !choices.includes(answer.choice)) {
    throw new RulesError("TTM.Mumg.Error.Choice", { id: prompt.id, choices: choices.join(", ") });
  }
  const mover = board.model(request.modelId);
  return fallOutcome(fall, mover.id, mover.name);
}
