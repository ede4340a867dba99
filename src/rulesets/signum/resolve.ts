import type { Board } from "../../engine/board/board";
import { RulesError } from "../../engine/errors";
import type { MoveRequest, Prompt, PromptAnswer, PromptOutcome } from "../../engine/ruleset";
import type { SignumOptions } from "./options";

/** SIGNUM-BACKSTAB-1: one undefendable die; a hit costs the mover one wound. */
export function resolveSignum(
  board: Board,
  request: MoveRequest,
  prompt: Prompt,
  answer: PromptAnswer,
  options: SignumOptions,
): PromptOutcome {
  if (!prompt.id.startsWith("backstab:")) throw new RulesError("TTM.Error.UnknownPrompt", { id: prompt.id });
  const die = answer.dice?.[0];
  if (die === undefined || !Number.isInteger(die) || die < 1 || die > 6) {
    throw new RulesError("TTM.Error.DiceAnswer", { id: prompt.id, expected: "1d6" });
  }
  const mover = board.model(request.modelId);
  const enemy = prompt.sourceId ? board.model(prompt.sourceId).name : "";
  if (die >= options.backstabHitsOn) {
    return {
      effects: [{ type: "damage", modelId: mover.id, amount: 1, ruleId: prompt.ruleId }],
      key: "TTM.Signum.Outcome.BackstabHit",
      data: { name: enemy, target: mover.name, die },
    };
  }
  return {
    effects: [],
    key: "TTM.Signum.Outcome.BackstabMiss",
    data: { name: enemy, target: mover.name, die },
  };
}
