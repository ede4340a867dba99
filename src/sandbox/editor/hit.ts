import type { Board } from "../../engine/board/board";
import { pointInPolygon } from "../../engine/geometry/polygon";
import { type Point, distance } from "../../engine/geometry/vec";
import type { Target } from "./document";

/** How far outside a base (board units) a press still picks it: a thin base is hard to hit. */
const SLOP = 0.2;

/**
 * What a press on the board picks for editing: the topmost model under it (bases are drawn over
 * terrain), else the topmost terrain piece whose footprint holds it, else nothing.
 */
export function pick(board: Board, p: Point): Target | null {
  for (let i = board.models.length - 1; i >= 0; i--) {
    const m = board.models[i]!;
    if (distance(p, m) <= m.r + SLOP) return { type: "model", id: m.id };
  }
  for (let i = board.terrain.length - 1; i >= 0; i--) {
    const t = board.terrain[i]!;
    if (pointInPolygon(p, t.polygon)) return { type: "terrain", id: t.id };
  }
  return null;
}
