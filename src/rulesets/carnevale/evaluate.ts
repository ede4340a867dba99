import type { Board } from "../../engine/board/board";
import type { MoveRequest, Verdict } from "../../engine/ruleset";
import { readContext } from "./context";
import { planDive, planSubmergedMove } from "./dive";
import { planJump } from "./jump";
import { planMove } from "./move";
import type { Plan } from "./plan";

/** The verdict and the tests and falls behind its prompts; `resolve` replans rather than trust a prompt's text. */
export function planCarnevale(board: Board, request: MoveRequest): Plan {
  const ctx = readContext(board, request);
  switch (request.action) {
    case "jump":
      return planJump(ctx);
    case "dive":
      return planDive(ctx);
    case "submerged-move":
      return planSubmergedMove(ctx);
    default:
      return planMove(ctx);
  }
}

export const evaluateCarnevale = (board: Board, request: MoveRequest): Verdict =>
  planCarnevale(board, request).verdict;
