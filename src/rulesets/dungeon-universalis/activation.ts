import type { Board } from "../../engine/board/board";
import type { ActivationRequest, ActivationStart } from "../../engine/ruleset";
import { duMap, footprintSquares, squareAt } from "./board";
import { swimPrompt } from "./budget";
import { duDeclarations } from "./declarations";
import { duProfile, footprintOf } from "./profile";

/**
 * DU-SWIM-1: a character that starts its activation in deep water (and does not fly) rolls 2D6
 * for swimming before it moves; the answer comes back in `request.answers.swim`.
 */
export function startActivationDu(board: Board, request: ActivationRequest): ActivationStart {
  const map = duMap(board);
  const mover = board.model(request.modelId);
  const p = duProfile(mover);
  const k = footprintOf(p);
  const flying = duDeclarations({
    modelId: mover.id,
    action: "move",
    path: [mover],
    ...(request.declarations ? { declarations: request.declarations } : {}),
  }).flying;
  const at = squareAt(map, mover.x, mover.y, k);
  const inDeep = at !== null && footprintSquares(map, at, k).some((i) => map.deep[i] === 1);
  return { prompts: inDeep && !flying ? [swimPrompt(mover.name)] : [], effects: [], reasons: [] };
}
