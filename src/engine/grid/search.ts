import { RulesError } from "../errors";
import type { StepCosts } from "./costs";
import { STEPS, type SquareGrid } from "./grid";
import { BucketQueue } from "./queue";
import { allStepCosts } from "./step";

/** A square the mover can still end on, and the cheapest cost of getting there. */
export interface ReachCell {
  readonly x: number;
  readonly y: number;
  readonly cost: number;
}

export interface GridPath {
  /** Square indices from the start to the goal, both included. */
  readonly cells: readonly number[];
  readonly cost: number;
}

/**
 * Search state reused between searches on one grid: a drag evaluates many times a second, and
 * fresh arrays the size of a 200 x 200 board per call would cost more than the search itself.
 * `seen[i] === stamp` marks a square touched by the current search.
 */
interface Scratch {
  stamp: number;
  readonly seen: Uint32Array;
  readonly dist: Int32Array;
  readonly from: Int32Array;
  readonly done: Uint32Array;
  readonly queue: BucketQueue;
  readonly steps: Int32Array;
  /** Index offsets of the eight steps, in STEPS order. */
  readonly offsets: Int32Array;
}
const scratches = new WeakMap<SquareGrid, Scratch>();

function scratchFor(grid: SquareGrid): Scratch {
  let s = scratches.get(grid);
  if (!s) {
    const n = grid.cells;
    s = {
      stamp: 0,
      seen: new Uint32Array(n),
      dist: new Int32Array(n),
      from: new Int32Array(n),
      done: new Uint32Array(n),
      queue: new BucketQueue(),
      steps: new Int32Array(8),
      offsets: Int32Array.from(STEPS, ([dx, dy]) => dy * grid.width + dx),
    };
    scratches.set(grid, s);
  }
  if (s.stamp === 0xffffffff) {
    s.seen.fill(0);
    s.done.fill(0);
    s.stamp = 0;
  }
  s.stamp++;
  s.queue.clear();
  return s;
}

function checkStart(grid: SquareGrid, costs: StepCosts, start: number): void {
  if (!Number.isInteger(start) || start < 0 || start >= grid.cells) {
    throw new RulesError("TTM.Grid.Error.Square", { index: String(start) });
  }
  if (!Number.isInteger(costs.step) || costs.step < 1) {
    throw new RulesError("TTM.Grid.Error.Step", { step: String(costs.step) });
  }
}

/** A budget is a number of at least 0 (Infinity: none); NaN would let every comparison through. */
function checkBudget(budget: number): void {
  if (!(budget >= 0)) throw new RulesError("TTM.Grid.Error.Budget", { budget: String(budget) });
}

/**
 * Every square the mover can end on with at most `budget` spent (the start included, at 0), with
 * the cheapest cost of each: Dijkstra over whole costs, so exact. A stop square is reached but
 * not left; a noEnd square is passed through but not listed; a square both is never entered.
 */
export function reachable(grid: SquareGrid, costs: StepCosts, start: number, budget: number): ReachCell[] {
  checkStart(grid, costs, start);
  checkBudget(budget);
  const s = scratchFor(grid);
  const { seen, dist, done, queue, steps, offsets } = s;
  const stamp = s.stamp;
  const w = grid.width;
  seen[start] = stamp;
  dist[start] = 0;
  queue.push(start, 0);
  const out: ReachCell[] = [];
  while (queue.length > 0) {
    const c = queue.pop();
    if (done[c] === stamp) continue;
    done[c] = stamp;
    const d = dist[c]!;
    const x = c % w;
    if (c === start || costs.noEnd[c] !== 1) out.push({ x, y: (c - x) / w, cost: d });
    if (c !== start && costs.stop[c] === 1) continue;
    allStepCosts(grid, costs, c, steps);
    for (let j = 0; j < 8; j++) {
      const k = steps[j]!;
      if (k < 0) continue;
      const nd = d + k;
      if (nd > budget) continue;
      const n = c + offsets[j]!;
      if (costs.stop[n] === 1 && costs.noEnd[n] === 1) continue;
      if (seen[n] === stamp && dist[n]! <= nd) continue;
      seen[n] = stamp;
      dist[n] = nd;
      queue.push(n, nd);
    }
  }
  return out;
}

/**
 * The cheapest path from `start` to `goal` costing at most `budget`, or null: A* with the
 * Chebyshev distance times the base step as its estimate (admissible, every step costs at least
 * that), so exact. The goal must be a square the move may end on; stop squares end a path.
 */
export function cheapestPath(
  grid: SquareGrid,
  costs: StepCosts,
  start: number,
  goal: number,
  budget = Infinity,
): GridPath | null {
  checkStart(grid, costs, start);
  checkStart(grid, costs, goal);
  checkBudget(budget);
  if (start === goal) return { cells: [start], cost: 0 };
  if (costs.noEnd[goal] === 1) return null;
  const s = scratchFor(grid);
  const { seen, dist, from, done, queue, steps, offsets } = s;
  const stamp = s.stamp;
  const w = grid.width;
  const gx = goal % w;
  const gy = (goal - gx) / w;
  const step = costs.step;
  const h = (c: number): number => {
    const x = c % w;
    const dx = x > gx ? x - gx : gx - x;
    const y = (c - x) / w;
    const dy = y > gy ? y - gy : gy - y;
    return (dx > dy ? dx : dy) * step;
  };
  seen[start] = stamp;
  dist[start] = 0;
  from[start] = -1;
  queue.push(start, h(start));
  while (queue.length > 0) {
    const c = queue.pop();
    if (done[c] === stamp) continue;
    done[c] = stamp;
    if (c === goal) break;
    if (c !== start && costs.stop[c] === 1) continue;
    const d = dist[c]!;
    allStepCosts(grid, costs, c, steps);
    for (let j = 0; j < 8; j++) {
      const k = steps[j]!;
      if (k < 0) continue;
      const nd = d + k;
      if (nd > budget) continue;
      const n = c + offsets[j]!;
      if (seen[n] === stamp && dist[n]! <= nd) continue;
      seen[n] = stamp;
      dist[n] = nd;
      from[n] = c;
      // Ties on the estimate go to the square furthest along: on a grid where many paths cost
      // the same, this walks one of them instead of opening them all.
      queue.push(n, nd + h(n));
    }
  }
  if (done[goal] !== stamp) return null;
  const cells: number[] = [];
  for (let c = goal; c !== -1; c = from[c]!) cells.push(c);
  cells.reverse();
  return { cells, cost: dist[goal]! };
}
