import type { Board } from "../../engine/board/board";
import type { MoveRequest, Verdict } from "../../engine/ruleset";
import { readContext } from "./context";
import { planDeploy } from "./deploy";
import { planPushed, planToward } from "./forced";
import { planLeader } from "./leader";

/**
 * Every SCTMG move is a unit move (SCTMG-LEAD-1): the request's model leads, the rest of its unit
 * is placed after it, whether or not the request names the unit (a member moved alone is judged
 * the same way). A forced move, whatever the action, is the forced move.
 */
export function evaluateSctmg(board: Board, request: MoveRequest): Verdict {
  const ctx = readContext(board, request);
  const forced = request.forced;
  if (forced) {
    if (forced.kind === "towards" || forced.kind === "away") return planToward(ctx);
    return planPushed(ctx);
  }
  if (request.action === "deploy") return planDeploy(ctx);
  return planLeader(ctx);
}
