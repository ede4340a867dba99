import type { Board } from "../../engine/board/board";
import { RulesError } from "../../engine/errors";
import type { MoveRequest, Prompt, PromptAnswer, PromptOutcome } from "../../engine/ruleset";
import { readContext } from "./context";
import { CHARGE_PROMPT, chargeDie } from "./leader";

/** SCTMG-CHARGE-1: the Charge's 1D6 adds to Speed; the roll moves nothing by itself. */
export function resolveSctmg(
  board: Board,
  request: MoveRequest,
  prompt: Prompt,
  answer: PromptAnswer,
): PromptOutcome {
  if (prompt.id !== CHARGE_PROMPT) throw new RulesError("TTM.Error.UnknownPrompt", { id: prompt.id });
  const ctx = readContext(board, { ...request, answers: { ...request.answers, [CHARGE_PROMPT]: answer } });
  const die = chargeDie(ctx)!;
  return {
    effects: [],
    key: "TTM.Sctmg.Outcome.Charge",
    data: { name: ctx.leader.name, die, allowance: ctx.speed + die },
  };
}
