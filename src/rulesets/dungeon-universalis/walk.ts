import type { Waypoint } from "../../engine/ruleset";
import { BLOCKED, squareLine, stepCost } from "../../engine/grid";
import { squareAt, type DuMap } from "./board";
import type { Cause, MoverCosts } from "./costs";

/** How the dragged path went, square by square, and where and why it had to end. */
export interface Walk {
  /** Every square the drag steps through, the start first (top-left squares for a 2 x 2). */
  readonly squares: readonly number[];
  /** Squares of `squares` the model may take, from the start; the legal move ends at the last. */
  readonly taken: number;
  /** MP spent on `taken` squares. */
  readonly cost: number;
  /** The first thing that ended or limited the move, and how. */
  readonly cause: (Cause & { readonly kind: "blocked" | "budget" | "stop" | "no-end" }) | null;
  /** Squares where the drag ends and the squares it stopped on, to tell "ends there" from "cut". */
  readonly stoppedOn: number | null;
}

/** The squares a drag steps through: each waypoint's square, joined by straight grid lines. */
export function dragSquares(
  map: DuMap,
  path: readonly Waypoint[],
  k: 1 | 2,
): { squares: number[]; off: boolean } {
  const w = map.grid.width;
  const squares: number[] = [];
  for (const p of path) {
    const s = squareAt(map, p.x, p.y, k);
    if (s === null) return { squares, off: true };
    const last = squares.at(-1);
    if (last === undefined) {
      squares.push(s);
      continue;
    }
    if (last === s) continue;
    const line = squareLine(last % w, Math.floor(last / w), s % w, Math.floor(s / w));
    for (const [x, y] of line.slice(1)) squares.push(y * w + x);
  }
  return { squares, off: false };
}

/**
 * Takes the drag's squares one step at a time with the mover's costs: the first refused step,
 * the first step over the budget or the first square that ends the move decides where it ends;
 * a move may not end on an occupied square, so it falls back to the last one it may end on.
 */
export function walk(
  map: DuMap,
  mc: MoverCosts,
  squares: readonly number[],
  budget: { readonly amount: number; readonly cause: Cause },
  offBoard: boolean,
): Walk {
  const w = map.grid.width;
  let cost = 0;
  let lastEnd = 0;
  let lastEndCost = 0;
  let cause: Walk["cause"] = null;
  let reached = 0;
  for (let i = 1; i < squares.length; i++) {
    const a = squares[i - 1]!;
    const b = squares[i]!;
    const dx = (b % w) - (a % w);
    const dy = Math.floor(b / w) - Math.floor(a / w);
    const k = stepCost(map.grid, mc.costs, a, dx, dy);
    if (k < 0) {
      cause = { ...blockCause(mc, a, b, dx, dy, k), kind: "blocked" };
      break;
    }
    if (cost + k > budget.amount) {
      cause = { ...budget.cause, kind: "budget" };
      break;
    }
    if (mc.costs.stop[b] === 1 && mc.costs.noEnd[b] === 1) {
      // Entering would end the move on a square it may not end on.
      cause = { ...mc.noEnd.get(b)!, kind: "no-end" };
      break;
    }
    cost += k;
    reached = i;
    if (mc.costs.noEnd[b] !== 1) {
      lastEnd = i;
      lastEndCost = cost;
    }
    if (mc.costs.stop[b] === 1) {
      cause = { ...mc.stops.get(b)!, kind: "stop" };
      break;
    }
  }
  if (!cause && offBoard) cause = { ruleId: "DU-MOVE-1", key: "TTM.Du.Reason.OffBoard", kind: "blocked" };
  if (!cause && lastEnd < reached) {
    cause = { ...mc.noEnd.get(squares[reached]!)!, kind: "no-end" };
  }
  return {
    squares,
    taken: lastEnd + 1,
    cost: lastEndCost,
    cause,
    stoppedOn: cause?.kind === "stop" ? reached : null,
  };
}

function blockCause(mc: MoverCosts, a: number, b: number, dx: number, dy: number, code: number): Cause {
  switch (code) {
    case BLOCKED.off:
      return { ruleId: "DU-MOVE-1", key: "TTM.Du.Reason.OffBoard" };
    case BLOCKED.wall:
      return { ruleId: "DU-IMPASSABLE-1", key: "TTM.Du.Reason.Wall" };
    case BLOCKED.corner:
      return { ruleId: "DU-MOVE-2", key: "TTM.Du.Reason.Corner" };
    case BLOCKED.edge: {
      const edge = dx !== 0 ? `${dx > 0 ? a : b}e` : `${dy > 0 ? a : b}s`;
      return mc.closedEdges.get(edge)!;
    }
    default:
      return mc.closed.get(b)!;
  }
}
