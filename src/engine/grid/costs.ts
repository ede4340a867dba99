import type { SquareGrid } from "./grid";

/** An extra cost that closes the square or edge instead. */
export const CLOSED = -1;

/**
 * What each step costs one mover, as data the search reads: the ruleset fills it once per
 * evaluation from its rules (allies, difficult terrain, heights, enemies...), and the search knows
 * nothing of the game. All costs are whole numbers (Int32Array), so the search is exact.
 */
export interface StepCosts {
  /** What every step costs before extras, orthogonal and diagonal alike (at least 1). */
  readonly step: number;
  /** Extra cost of a step onto each square, or CLOSED. */
  readonly enter: Int32Array;
  /** Extra cost of crossing the east / south edge of each square (either way), or CLOSED. */
  readonly east: Int32Array;
  readonly south: Int32Array;
  /** Squares whose corners block a diagonal step past them (walls, obstacles; never characters). */
  readonly corner: Uint8Array;
  /** Entering the square ends the move (melee ranges, exploration arrows). */
  readonly stop: Uint8Array;
  /** The move may not end on the square (occupied; for a footprint, no room for all of it). */
  readonly noEnd: Uint8Array;
}

/** Costs with every square open, costing `step` a step; the ruleset writes its extras in. */
export function openCosts(grid: SquareGrid, step = 1): StepCosts {
  const n = grid.cells;
  return {
    step,
    enter: new Int32Array(n),
    east: new Int32Array(n),
    south: new Int32Array(n),
    corner: new Uint8Array(n),
    stop: new Uint8Array(n),
    noEnd: new Uint8Array(n),
  };
}

/** Adds an extra to a square, keeping CLOSED closed; `CLOSED` as the extra closes it. */
export function addExtra(costs: Int32Array, i: number, extra: number): void {
  if (costs[i] === CLOSED) return;
  costs[i] = extra === CLOSED ? CLOSED : costs[i]! + extra;
}

/**
 * Where a k x k footprint may end: anchor (its top-left square) i is free when all k x k squares
 * are inside the grid, `free` at each of them, and no wall runs between them. k = 1 gives `free`.
 */
export function footprintFree(grid: SquareGrid, free: Uint8Array, k: number): Uint8Array {
  const w = grid.width;
  const out = new Uint8Array(grid.cells);
  for (let y = 0; y + k <= grid.height; y++) {
    for (let x = 0; x + k <= w; x++) {
      let ok = true;
      for (let j = 0; j < k && ok; j++) {
        for (let i = 0; i < k && ok; i++) {
          const c = (y + j) * w + x + i;
          if (free[c] !== 1) ok = false;
          else if (i + 1 < k && grid.wallEast[c] === 1) ok = false;
          else if (j + 1 < k && grid.wallSouth[c] === 1) ok = false;
        }
      }
      if (ok) out[y * w + x] = 1;
    }
  }
  return out;
}
