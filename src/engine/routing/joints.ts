import type { Board } from "../board/board";
import type { Wall } from "../board/types";

/**
 * Where a board's walls end, worked out once per board (boards are immutable) and shared by
 * every route on it. Walls meet end to end, so many ends are one point and one circle; and a
 * straight wall drawn in pieces, as Foundry scenes often are, has joints with no corner to go
 * round. Finding both per query cost more than the rest of setting a query up.
 */
export class WallJoints {
  /** Joint index of each wall's ends, by wall. */
  readonly ends = new Map<Wall, readonly [number, number]>();
  readonly x: number[] = [];
  readonly y: number[] = [];
  /** 1 where exactly two walls meet and leave in opposite directions. */
  readonly straight: number[] = [];
  /** Per-query marks, so each joint is taken once per query. */
  readonly seen: number[] = [];
  private query = 0;

  constructor(walls: readonly Wall[]) {
    const head = new Map<number, number>();
    const chain: number[] = [];
    const count: number[] = [];
    const dirX: number[] = [];
    const dirY: number[] = [];
    const joint = (x: number, y: number, ox: number, oy: number): number => {
      // A small-integer key (fast in a Map) from the position to 1/1024, confirmed exactly.
      const key = (Math.round(x * 1024) * 92821 + Math.round(y * 1024)) & 0x3fffffff;
      let k = head.get(key) ?? -1;
      while (k >= 0 && !(this.x[k] === x && this.y[k] === y)) k = chain[k]!;
      if (k < 0) {
        k = this.x.length;
        chain.push(head.get(key) ?? -1);
        head.set(key, k);
        this.x.push(x);
        this.y.push(y);
        this.straight.push(0);
        this.seen.push(0);
        count.push(0);
        dirX.push(ox - x);
        dirY.push(oy - y);
      } else if (count[k] === 1) {
        const dx = ox - x;
        const dy = oy - y;
        const cross = dirX[k]! * dy - dirY[k]! * dx;
        const dot = dirX[k]! * dx + dirY[k]! * dy;
        const flat = Math.abs(cross) <= 1e-12 * Math.hypot(dirX[k]!, dirY[k]!) * Math.hypot(dx, dy);
        this.straight[k] = dot < 0 && flat ? 1 : 0;
      }
      if (++count[k]! > 2) this.straight[k] = 0;
      return k;
    };
    for (const w of walls)
      this.ends.set(w, [joint(w.a.x, w.a.y, w.b.x, w.b.y), joint(w.b.x, w.b.y, w.a.x, w.a.y)]);
  }

  /** A fresh mark for a new query. */
  nextQuery(): number {
    if (++this.query === 0x3fffffff) {
      this.seen.fill(0);
      this.query = 1;
    }
    return this.query;
  }
}

const cache = new WeakMap<Board, WallJoints>();

/** The board's wall joints, computed on first use (a memo: same board, same answer). */
export function wallJoints(board: Board): WallJoints {
  let j = cache.get(board);
  if (!j) {
    j = new WallJoints(board.walls);
    cache.set(board, j);
  }
  return j;
}
