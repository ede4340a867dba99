import type { Board } from "../../engine/board/board";
import { RulesError } from "../../engine/errors";
import type { Effect, MoveRequest, Prompt, PromptAnswer, PromptOutcome } from "../../engine/ruleset";
import { fmt } from "./common";
import { RESULT_KEYS, readTest } from "./dice";
import { planCarnevale } from "./evaluate";
import { fallOutcome } from "./fall";
import { jumpDistance } from "./jump";
import { UNIT } from "./motion";
import { SUBMERGED } from "./counters";
import { SURFACE_PROMPT, surfaceOutcome } from "./dive";

/**
 * A rolled prompt's outcome. The action is planned again with the request's answers, so heights
 * and the dice count come from the board, not the prompt's text. Climb and jump tests change
 * the verdict itself (their effects are in it); falls and dives add their own effects here.
 */
export function resolveCarnevale(
  board: Board,
  request: MoveRequest,
  prompt: Prompt,
  answer: PromptAnswer,
): PromptOutcome {
  // CARN-DIVE-2's choice is the activation start's (startActivation already gave its effects).
  if (prompt.id === SURFACE_PROMPT) return surfaceOutcome(board, request, answer);
  const plan = planCarnevale(board, request);
  const asked = plan.verdict.prompts.find((p) => p.id === prompt.id);
  if (!asked) throw new RulesError("TTM.Error.UnknownPrompt", { id: prompt.id });
  const mover = board.model(request.modelId);
  const fall = plan.falls.find((f) => f.id === prompt.id);
  if (fall) return fallOutcome(fall, readTest(asked, answer, fall.aceOn), mover.id, mover.name);
  const spec = plan.tests.find((t) => t.id === prompt.id);
  if (!spec) throw new RulesError("TTM.Error.UnknownPrompt", { id: prompt.id });
  const test = readTest(asked, answer, spec.aceOn);
  const data = { name: mover.name, result: RESULT_KEYS[test.result], aces: test.aces };
  switch (spec.kind) {
    case "jump":
      return {
        effects: [],
        key: "TTM.Carnevale.Outcome.Jump",
        data: { ...data, distance: fmt(jumpDistance(test)), unit: UNIT },
      };
    case "dive": {
      const effects: Effect[] = [];
      const counters = test.result === "success" ? 1 : test.result === "critical" ? 2 : 0;
      if (counters > 0)
        effects.push({
          type: "counter",
          modelId: mover.id,
          counter: SUBMERGED,
          delta: counters,
          ruleId: "CARN-DIVE-1",
        });
      if (test.result === "fumble")
        effects.push({ type: "damage", modelId: mover.id, amount: 1, ruleId: "CARN-DIVE-1" });
      return { effects: effects, key: "TTM.Carnevale.Outcome.Dive", data: { ...data, counters } };
    }
    default:
      return { effects: [], key: "TTM.Carnevale.Outcome.Climb", data };
  }
}
