import type { Board } from "../../engine/board/board";
import type { Point } from "../../engine/geometry/vec";
import { cheapestPath } from "../../engine/grid";
import type { MoveRequest } from "../../engine/ruleset";
import { centreOf, duMap, squareAt } from "./board";
import { modeOf, moverCosts } from "./costs";
import { duDeclarations } from "./declarations";
import { readOptions } from "./options";
import { duProfile, footprintOf } from "./profile";

/**
 * The cheapest route from where the model stands to the square holding `goal`, with every rule
 * cost of its move (what a host suggests as the path when the player drops the token there), as
 * square centres; null when no legal move ends there. The budget is not applied: the verdict of
 * the route says how far the model gets.
 */
export function cheapestRoute(board: Board, request: MoveRequest, goal: Point): Point[] | null {
  const map = duMap(board);
  const mover = board.model(request.modelId);
  const p = duProfile(mover);
  const k = footprintOf(p);
  const decl = duDeclarations(request);
  const start = squareAt(map, request.path[0]?.x ?? mover.x, request.path[0]?.y ?? mover.y, k);
  const end = squareAt(map, goal.x, goal.y, k);
  if (start === null || end === null) return null;
  const mode = modeOf(map, decl, start, k);
  const mc = moverCosts(board, map, mover, p, mode, readOptions(request.options).corridorWidth);
  const path = cheapestPath(map.grid, mc.costs, start, end);
  return path ? path.cells.map((i) => centreOf(map, i, k)) : null;
}
