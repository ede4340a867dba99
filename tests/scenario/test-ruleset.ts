import type { Board } from "../../src/engine/board/board";
import type {
  ActivationStart,
  Effect,
  MoveRequest,
  Prompt,
  Ruleset,
  Verdict,
} from "../../src/engine/ruleset";
import { routeToward } from "../../src/engine/routing";
import { signum } from "../../src/rulesets/signum";

/*
 * A ruleset for tests of the scenario runner only: Signum's moves, plus what the built-in games
 * do not have yet, so the runner's handling of it can be proved today: a forced move directly
 * towards or away (routed with the engine's routeToward), a Dazed counter for every move, and an
 * activation start that removes Submerged counters and asks a swim roll whose outcome places the
 * model ashore (4-5), leaves it (6) or removes it as a casualty (1-3).
 */

type Forced = { readonly kind: string; readonly targetIds?: readonly string[]; readonly distance?: number };

export const SWIM: Omit<Prompt, "id"> = {
  ruleId: "TEST-SWIM-1",
  kind: "roll",
  formula: "1d6",
  key: "TTM.Signum.Prompt.Backstab",
};

export const ASHORE = { x: 5, y: 5 } as const;

function forcedVerdict(board: Board, request: MoveRequest, forced: Forced): Verdict {
  const mover = board.model(request.modelId);
  const target = board.model(forced.targetIds?.[0] ?? "");
  const distance = forced.distance ?? 0;
  const r = routeToward(board, mover, target, { maxDistance: distance, away: forced.kind === "away" });
  return {
    legal: true,
    reasons: [{ ruleId: "TEST-FORCED-1", key: "TTM.Signum.Reason.MeleeOnly", severity: "info" }],
    length: r.moved,
    allowance: distance,
    cost: { amount: 0, key: "TTM.Signum.Cost", data: { distance: "0", category: "S" } },
    reach: { distance: r.moved, point: r.end },
    legalPath: r.points,
    bands: [],
    prompts: [],
    effects: [],
    contacts: [],
  };
}

export const testRuleset: Ruleset = {
  ...signum,
  id: "test-steps",
  evaluate(board, request) {
    const forced = (request as MoveRequest & { forced?: Forced }).forced;
    if (forced && (forced.kind === "towards" || forced.kind === "away"))
      return forcedVerdict(board, request, forced);
    const v = signum.evaluate(board, request);
    const dazed: Effect = {
      type: "counter",
      modelId: request.modelId,
      counter: "dazed",
      delta: 1,
      ruleId: "TEST-DAZED-1",
    };
    return { ...v, effects: [...v.effects, dazed] };
  },
  startActivation(board, request): ActivationStart {
    const submerged = board.model(request.modelId).counters.submerged ?? 0;
    if (submerged === 0) return { prompts: [], effects: [], reasons: [] };
    return {
      prompts: [{ ...SWIM, id: `swim:${request.modelId}` }],
      effects: [
        {
          type: "counter",
          modelId: request.modelId,
          counter: "submerged",
          delta: -submerged,
          ruleId: "TEST-SWIM-1",
        },
      ],
      reasons: [{ ruleId: "TEST-SWIM-1", key: "TTM.Signum.Reason.MeleeOnly", severity: "info" }],
    };
  },
  resolve(board, request, prompt, answer) {
    if (!prompt.id.startsWith("swim:")) return signum.resolve(board, request, prompt, answer);
    const die = answer.dice?.[0] ?? 0;
    const modelId = request.modelId;
    if (die <= 3)
      return {
        effects: [{ type: "casualty", modelId, ruleId: "TEST-SWIM-1" }],
        key: "TTM.Signum.Outcome.BackstabHit",
      };
    if (die <= 5)
      return {
        effects: [{ type: "place", modelId, ...ASHORE, ruleId: "TEST-SWIM-1" }],
        key: "TTM.Signum.Outcome.BackstabMiss",
      };
    return { effects: [], key: "TTM.Signum.Outcome.BackstabMiss" };
  },
};
