import type { Board } from "../../engine/board/board";
import { squareLine, stepCost } from "../../engine/grid";
import type { MoveRequest, StepCostFunction } from "../../engine/ruleset";
import { duMap, squareAt } from "./board";
import { modeOf, moverCosts } from "./costs";
import { duDeclarations } from "./declarations";
import { readOptions } from "./options";
import { duProfile, footprintOf } from "./profile";

/**
 * The cost of each step for a host's own measurement (Ruleset.stepCosts): the grid engine's
 * `stepCost` with the same mover costs `evaluate` uses (mode from the declarations and where the
 * model stands, allies, terrain, heights, corners), summed along the straight grid line between
 * squares that are not neighbours. A refused step costs Infinity; so does a point off the board.
 * Budgets, stops and where a move may end are the verdict's business, not a step's.
 */
export function stepCostsDu(board: Board, request: MoveRequest): StepCostFunction {
  const map = duMap(board);
  const mover = board.model(request.modelId);
  const p = duProfile(mover);
  const k = footprintOf(p);
  const start = squareAt(map, request.path[0]?.x ?? mover.x, request.path[0]?.y ?? mover.y, k);
  if (start === null) return () => Infinity;
  const mode = modeOf(map, duDeclarations(request), start, k);
  const mc = moverCosts(board, map, mover, p, mode, readOptions(request.options).corridorWidth);
  const w = map.grid.width;
  return (from, to) => {
    const a = squareAt(map, from.x, from.y, k);
    const b = squareAt(map, to.x, to.y, k);
    if (a === null || b === null) return Infinity;
    let total = 0;
    const line = squareLine(a % w, Math.floor(a / w), b % w, Math.floor(b / w));
    for (let i = 1; i < line.length; i++) {
      const [x0, y0] = line[i - 1]!;
      const [x1, y1] = line[i]!;
      const c = stepCost(map.grid, mc.costs, y0 * w + x0, x1 - x0, y1 - y0);
      if (c < 0) return Infinity;
      total += c;
    }
    return total;
  };
}
