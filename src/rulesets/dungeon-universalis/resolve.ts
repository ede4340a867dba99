import type { Board } from "../../engine/board/board";
import { RulesError } from "../../engine/errors";
import type { MoveRequest, Prompt, PromptAnswer, PromptOutcome } from "../../engine/ruleset";
import { RUN_PROMPT, SWIM_PROMPT, runBudget, swimAgility, twoDice } from "./budget";
import { duProfile } from "./profile";

/** The chat card of a run or swim roll; the roll itself already set the allowance, so no effects. */
export function resolveDu(
  board: Board,
  request: MoveRequest,
  prompt: Prompt,
  answer: PromptAnswer,
): PromptOutcome {
  if (prompt.id !== RUN_PROMPT && prompt.id !== SWIM_PROMPT) {
    throw new RulesError("TTM.Error.UnknownPrompt", { id: prompt.id });
  }
  const dice = twoDice(answer);
  if (!dice) throw new RulesError("TTM.Error.DiceAnswer", { id: prompt.id, expected: "2d6" });
  const mover = board.model(request.modelId);
  const p = duProfile(mover);
  const fumble = dice[0] === 1 && dice[1] === 1;
  const data = { name: mover.name, dice: `${dice[0]} + ${dice[1]}` };
  if (prompt.id === RUN_PROMPT) {
    return {
      effects: [],
      key: fumble ? "TTM.Du.Outcome.RunFumble" : "TTM.Du.Outcome.Run",
      data: { ...data, allowance: runBudget(p.movement, dice) },
    };
  }
  return {
    effects: [],
    key: fumble ? "TTM.Du.Outcome.SwimFailed" : "TTM.Du.Outcome.Swim",
    data: { ...data, allowance: fumble ? 0 : Math.max(0, swimAgility(p)) },
  };
}
