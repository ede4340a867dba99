import { CLOSED, type StepCosts } from "./costs";
import type { SquareGrid } from "./grid";

/** Why a step cannot be taken: negative, so any cost (at least 1) is told apart at a glance. */
export const BLOCKED = {
  /** Off the board. */
  off: -1,
  /** A wall between the two squares. */
  wall: -2,
  /** A diagonal past a wall's end or joint, or past a square that blocks corners. */
  corner: -3,
  /** The square is closed to this mover. */
  square: -4,
  /** The edge is closed to this mover (a 1-square gap it cannot pass). */
  edge: -5,
} as const;
export type Blocked = (typeof BLOCKED)[keyof typeof BLOCKED];

/**
 * What the step from square `from` by (dx, dy) costs, or why it is refused (a BLOCKED code). A
 * diagonal is refused when a wall touches the vertex it passes or either square beside it blocks
 * corners; the stop and noEnd marks are the search's business, not the step's.
 */
export function stepCost(grid: SquareGrid, costs: StepCosts, from: number, dx: number, dy: number): number {
  const w = grid.width;
  const x = from % w;
  const y = (from - x) / w;
  const nx = x + dx;
  const ny = y + dy;
  if (nx < 0 || ny < 0 || nx >= w || ny >= grid.height) return BLOCKED.off;
  const to = ny * w + nx;
  let edge = 0;
  if (dx !== 0 && dy !== 0) {
    if (grid.post[(y + (dy > 0 ? 1 : 0)) * (w + 1) + x + (dx > 0 ? 1 : 0)] === 1) return BLOCKED.corner;
    if (costs.corner[y * w + nx] === 1 || costs.corner[ny * w + x] === 1) return BLOCKED.corner;
  } else if (dx !== 0) {
    const e = dx > 0 ? from : to;
    if (grid.wallEast[e] === 1) return BLOCKED.wall;
    edge = costs.east[e]!;
  } else {
    const e = dy > 0 ? from : to;
    if (grid.wallSouth[e] === 1) return BLOCKED.wall;
    edge = costs.south[e]!;
  }
  const enter = costs.enter[to]!;
  if (enter === CLOSED) return BLOCKED.square;
  if (edge === CLOSED) return BLOCKED.edge;
  return costs.step + enter + edge;
}

/**
 * The costs of all eight steps from square `from`, in STEPS order, into `out` (a BLOCKED code
 * where refused): the searches' inner loop, one call per square instead of one per step.
 */
export function allStepCosts(grid: SquareGrid, costs: StepCosts, from: number, out: Int32Array): void {
  const w = grid.width;
  const x = from % w;
  const y = (from - x) / w;
  const east = x + 1 < w;
  const west = x > 0;
  const south = y + 1 < grid.height;
  const north = y > 0;
  out[0] = east ? orth(costs, from + 1, grid.wallEast[from]!, costs.east[from]!) : BLOCKED.off;
  out[1] = west ? orth(costs, from - 1, grid.wallEast[from - 1]!, costs.east[from - 1]!) : BLOCKED.off;
  out[2] = south ? orth(costs, from + w, grid.wallSouth[from]!, costs.south[from]!) : BLOCKED.off;
  out[3] = north ? orth(costs, from - w, grid.wallSouth[from - w]!, costs.south[from - w]!) : BLOCKED.off;
  const post = grid.post;
  const pw = w + 1;
  out[4] =
    east && south ? diag(costs, from + w + 1, from + 1, from + w, post[(y + 1) * pw + x + 1]!) : BLOCKED.off;
  out[5] = east && north ? diag(costs, from - w + 1, from + 1, from - w, post[y * pw + x + 1]!) : BLOCKED.off;
  out[6] =
    west && south ? diag(costs, from + w - 1, from - 1, from + w, post[(y + 1) * pw + x]!) : BLOCKED.off;
  out[7] = west && north ? diag(costs, from - w - 1, from - 1, from - w, post[y * pw + x]!) : BLOCKED.off;
}

function orth(costs: StepCosts, to: number, wall: number, edge: number): number {
  if (wall === 1) return BLOCKED.wall;
  const e = costs.enter[to]!;
  if (e === CLOSED) return BLOCKED.square;
  if (edge === CLOSED) return BLOCKED.edge;
  return costs.step + e + edge;
}

function diag(costs: StepCosts, to: number, side1: number, side2: number, post: number): number {
  if (post === 1 || costs.corner[side1] === 1 || costs.corner[side2] === 1) return BLOCKED.corner;
  const e = costs.enter[to]!;
  return e === CLOSED ? BLOCKED.square : costs.step + e;
}
