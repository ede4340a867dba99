import { Board } from "./board/board";
import type { BoardSpec } from "./board/types";
import { declaredValues } from "./declarations";
import { RulesError, isRulesError } from "./errors";
import { isFinitePoint } from "./geometry/vec";
import type { MoveRequest, Ruleset, Verdict } from "./ruleset";

export const MAX_WAYPOINTS = 10_000;

/** Checks what every ruleset relies on before it looks at a request. */
export function checkRequest(ruleset: Ruleset, board: Board, request: MoveRequest): void {
  if (!board.hasModel(request.modelId))
    throw new RulesError("TTM.Error.UnknownModel", { id: request.modelId });
  if (!ruleset.actions.some((a) => a.id === request.action)) {
    throw new RulesError("TTM.Error.UnknownAction", {
      action: request.action,
      known: ruleset.actions.map((a) => a.id).join(", "),
    });
  }
  if (request.path.length === 0) throw new RulesError("TTM.Error.EmptyPath", { id: request.modelId });
  if (request.path.length > MAX_WAYPOINTS) {
    throw new RulesError("TTM.Error.PathTooLong", { count: request.path.length, max: MAX_WAYPOINTS });
  }
  request.path.forEach((p, i) => {
    if (!isFinitePoint(p) || (p.elevation !== undefined && !Number.isFinite(p.elevation))) {
      throw new RulesError("TTM.Error.Waypoint", { index: i });
    }
  });
  // The values themselves; the ruleset reads them again (declaredValues) where it needs them.
  if (ruleset.declarations) declaredValues(ruleset.declarations, request.declarations);
}

export type Outcome =
  { readonly ok: true; readonly verdict: Verdict } | { readonly ok: false; readonly error: RulesError };

/**
 * Evaluates a move for a host that must never crash mid-drag: bad input comes back as a
 * localisable error instead of an exception. Bugs (non-RulesError throws) still propagate.
 */
export function evaluateMove(ruleset: Ruleset, board: Board | BoardSpec, request: MoveRequest): Outcome {
  try {
    const b = board instanceof Board ? board : new Board(board, ruleset.defaultBaseMm);
    checkRequest(ruleset, b, request);
    return { ok: true, verdict: ruleset.evaluate(b, request) };
  } catch (e) {
    if (isRulesError(e)) return { ok: false, error: e };
    throw e;
  }
}
