import { describe, expect, it } from "vitest";
import { SquareGrid } from "../../../src/engine/grid";
import { MAX_SQUARES } from "../../../src/engine/grid/grid";
import { BucketQueue } from "../../../src/engine/grid/queue";
import { isRulesError } from "../../../src/engine/errors";

/** The error a throwing call raised, or undefined when it did not throw. */
function caught(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

const zero = (a: Uint8Array): boolean => a.every((v) => v === 0);

describe("square grid size and bounds", () => {
  it.each([
    [0, 5],
    [5, 0],
    [-1, 5],
    [2.5, 4],
    [4, 2.5],
    [Number.NaN, 3],
    [3, Number.POSITIVE_INFINITY],
    [1e308, 1],
    [1001, 1000],
  ])("GRID: a %s x %s board is refused with TTM.Grid.Error.TooLarge", (width, height) => {
    const e = caught(() => new SquareGrid(width, height));
    expect(isRulesError(e)).toBe(true);
    if (!isRulesError(e)) return;
    expect(e.key).toBe("TTM.Grid.Error.TooLarge");
    expect(e.data).toEqual({ width, height, max: MAX_SQUARES });
  });

  it("GRID: the largest board and a one-square board are built", () => {
    const big = new SquareGrid(1000, 1000);
    expect(big.cells).toBe(MAX_SQUARES);
    const one = new SquareGrid(1, 1);
    expect([one.width, one.height, one.cells, one.post.length]).toEqual([1, 1, 1, 4]);
  });

  it("GRID: inside holds exactly the board's squares", () => {
    const g = new SquareGrid(3, 2);
    const inside: string[] = [];
    for (let y = -1; y <= 2; y++) {
      for (let x = -1; x <= 3; x++) if (g.inside(x, y)) inside.push(`${x},${y}`);
    }
    expect(inside).toEqual(["0,0", "1,0", "2,0", "0,1", "1,1", "2,1"]);
  });
});

describe("square grid walls", () => {
  it.each([
    ["west", { x: 0, y: 0 }, { x: 0, y: 3 }],
    ["north", { x: 0, y: 0 }, { x: 3, y: 0 }],
    ["east", { x: 3, y: 0 }, { x: 3, y: 3 }],
    ["south", { x: 0, y: 3 }, { x: 3, y: 3 }],
    ["below the board", { x: 1, y: 3.2 }, { x: 1, y: 4 }],
    ["right of the board", { x: 3.2, y: 1 }, { x: 4, y: 1 }],
  ])("GRID: a wall along the %s edge closes no step and sets no post", (_, a, b) => {
    const g = new SquareGrid(3, 3);
    g.addWall(a, b);
    expect(zero(g.wallEast)).toBe(true);
    expect(zero(g.wallSouth)).toBe(true);
    expect(zero(g.post)).toBe(true);
  });

  it("GRID: wallBetween answers true exactly for the two sides of each wall", () => {
    const g = new SquareGrid(4, 4);
    // East edge of square (1, 2) and south edge of square (2, 1).
    g.addWall({ x: 2, y: 2 }, { x: 2, y: 3 });
    g.addWall({ x: 2, y: 2 }, { x: 3, y: 2 });
    const walls: string[] = [];
    for (let y = 0; y < 4; y++) {
      for (let x = 0; x < 4; x++) {
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          if (g.inside(x + dx, y + dy) && g.wallBetween(x, y, dx, dy)) walls.push(`${x},${y}>${dx},${dy}`);
        }
      }
    }
    expect(walls).toEqual(["2,1>0,1", "1,2>1,0", "2,2>-1,0", "2,2>0,-1"]);
  });

  it("GRID: a wall seen from its west side is read from the square to the west, never from a south edge", () => {
    // One wall alone (east edge of square (1, 2)): a west step read as a north step would find
    // the south edge of (2, 1), open here, and miss the wall.
    const g = new SquareGrid(4, 4);
    g.addWall({ x: 2, y: 2 }, { x: 2, y: 3 });
    const walls: string[] = [];
    for (let y = 0; y < 4; y++) {
      for (let x = 0; x < 4; x++) {
        if (x > 0 && g.wallBetween(x, y, -1, 0)) walls.push(`${x},${y}>-1,0`);
        if (x < 3 && g.wallBetween(x, y, 1, 0)) walls.push(`${x},${y}>1,0`);
      }
    }
    expect(walls).toEqual(["1,2>1,0", "2,2>-1,0"]);
  });
});

describe("bucket queue", () => {
  it("GRID: pops by priority, latest first among equals", () => {
    const q = new BucketQueue();
    q.push(1, 5);
    q.push(2, 3);
    q.push(3, 5);
    q.push(4, 3);
    const out: number[] = [];
    while (q.length > 0) out.push(q.pop());
    expect(out).toEqual([4, 2, 3, 1]);
  });

  it("GRID: priorities past the first 64 buckets grow the queue", () => {
    const q = new BucketQueue();
    // 200 first: more than twice the 64 buckets, so the new size must come from the priority.
    q.push(8, 200);
    q.push(7, 64);
    q.push(9, 130);
    q.push(10, 64);
    const out: number[] = [];
    while (q.length > 0) out.push(q.pop());
    expect(out).toEqual([10, 7, 9, 8]);
  });

  it("GRID: a queue grown at priority 64 keeps the buckets it held", () => {
    const q = new BucketQueue();
    q.push(1, 63);
    q.push(2, 64);
    q.push(3, 129);
    const out: number[] = [];
    while (q.length > 0) out.push(q.pop());
    expect(out).toEqual([1, 2, 3]);
  });

  it("GRID: more than 1,024 entries grow the store and keep their order", () => {
    const q = new BucketQueue();
    const n = 2500;
    for (let i = 0; i < n; i++) q.push(i, i % 7);
    const out: number[] = [];
    while (q.length > 0) out.push(q.pop());
    const expected: number[] = [];
    for (let p = 0; p < 7; p++) {
      for (let i = n - 1; i >= 0; i--) if (i % 7 === p) expected.push(i);
    }
    expect(out).toEqual(expected);
  });

  it("GRID: clear forgets every bucket, including priority 0 and ones above the last pushed", () => {
    const q = new BucketQueue();
    q.push(1, 0);
    q.clear();
    expect(q.length).toBe(0);
    // Two pushes: a stale bucket 0 would point at entry 0 and hand out the first, not the latest.
    q.push(2, 3);
    q.push(7, 3);
    expect(q.pop()).toBe(7);
    q.clear();
    q.push(3, 5);
    q.push(4, 2);
    q.clear();
    q.push(5, 9);
    q.push(6, 9);
    const out: number[] = [];
    while (q.length > 0) out.push(q.pop());
    expect(out).toEqual([6, 5]);
  });

  it("GRID: a push below the last popped priority is popped next", () => {
    const q = new BucketQueue();
    q.push(1, 3);
    expect(q.pop()).toBe(1);
    q.push(2, 1);
    q.push(3, 5);
    expect(q.pop()).toBe(2);
    expect(q.pop()).toBe(3);
    expect(q.length).toBe(0);
  });
});
