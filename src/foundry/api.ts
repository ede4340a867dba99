import type { BoardSpec } from "../engine/board/types";
import { isRulesError } from "../engine/errors";
import { evaluateMove, type Outcome } from "../engine/evaluate";
import type { RulesetRegistry } from "../engine/registry";
import type { MoveRequest, Ruleset } from "../engine/ruleset";

/**
 * What `game.modules.get("tabletop-movement").api` offers macros and other modules. It only
 * forwards to the registry and the engine, so a verdict from a macro is the verdict a drag gets.
 */
export interface TabletopMovementApi {
  /** Adds a third-party ruleset; throws a RulesError for a bad or taken id. */
  registerRuleset(ruleset: Ruleset): void;
  /** The ids of every registered ruleset, built-in ones first. */
  readonly rulesets: readonly string[];
  /**
   * Evaluates a move on a board described in the ruleset's unit. Bad input (an unknown ruleset,
   * model or action, a broken board) comes back as `{ ok: false, error }` with an i18n key.
   */
  evaluate(rulesetId: string, board: BoardSpec, request: MoveRequest): Outcome;
}

export function createApi(registry: RulesetRegistry): TabletopMovementApi {
  return {
    registerRuleset: (ruleset) => registry.register(ruleset),
    get rulesets() {
      return registry.ids();
    },
    evaluate(rulesetId, board, request) {
      let ruleset: Ruleset;
      try {
        ruleset = registry.get(rulesetId);
      } catch (e) {
        if (isRulesError(e)) return { ok: false, error: e };
        throw e;
      }
      return evaluateMove(ruleset, board, request);
    },
  };
}
