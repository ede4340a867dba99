import type { Board } from "../../engine/board/board";
import type { MoveRequest, Verdict } from "../../engine/ruleset";
import { readContext } from "./context";
import { planForced } from "./forced";
import type { Plan } from "./plan";
import { planVoidJump } from "./void";
import { planWalk } from "./walk";

/** The verdict and the falls behind its prompts; `resolve` replans rather than trust a prompt's text. */
export function planMumg(board: Board, request: MoveRequest): Plan {
  const ctx = readContext(board, request);
  if (request.forced) return planForced(ctx);
  return request.action === "void-jump" ? planVoidJump(ctx) : planWalk(ctx);
}

export const evaluateMumg = (board: Board, request: MoveRequest): Verdict => planMumg(board, request).verdict;
