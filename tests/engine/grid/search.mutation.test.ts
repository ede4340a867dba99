import { describe, expect, it } from "vitest";
import {
  SquareGrid,
  cheapestPath,
  openCosts,
  reachable,
  squareLine,
  squaresUnder,
} from "../../../src/engine/grid";
import type { ReachCell } from "../../../src/engine/grid";
import { isRulesError } from "../../../src/engine/errors";

function caught(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

/** Key and data of the RulesError a call raised ("none" when it did not throw). */
function refusal(f: () => unknown): unknown {
  const e = caught(f);
  return isRulesError(e) ? { key: e.key, data: e.data } : "none";
}

const byIndex = (w: number, cells: ReachCell[]): ReachCell[] =>
  [...cells].sort((a, b) => a.y * w + a.x - (b.y * w + b.x));

describe("square grid search input", () => {
  it("GRID: a start or goal one past the last square is refused with its index", () => {
    const g = new SquareGrid(3, 3);
    expect(refusal(() => reachable(g, openCosts(g), 9, 3))).toEqual({
      key: "TTM.Grid.Error.Square",
      data: { index: "9" },
    });
    expect(refusal(() => cheapestPath(g, openCosts(g), 0, 9))).toEqual({
      key: "TTM.Grid.Error.Square",
      data: { index: "9" },
    });
    expect(reachable(g, openCosts(g), 8, 0)).toEqual([{ x: 2, y: 2, cost: 0 }]);
  });

  it("GRID: a start or goal before the first square is refused with its index, the start checked first", () => {
    const g = new SquareGrid(3, 3);
    const square = (index: string) => ({ key: "TTM.Grid.Error.Square", data: { index } });
    expect(refusal(() => reachable(g, openCosts(g), -1, 3))).toEqual(square("-1"));
    expect(refusal(() => cheapestPath(g, openCosts(g), -1, 4))).toEqual(square("-1"));
    expect(refusal(() => cheapestPath(g, openCosts(g), 0, -2))).toEqual(square("-2"));
    expect(refusal(() => cheapestPath(g, openCosts(g), -3, -2))).toEqual(square("-3"));
  });

  it("DU-MELEE-1: a move that starts on a stop square leaves it; one that enters a stop square ends there", () => {
    // 3 x 1: the start (0) and the middle (1) are stop squares (an enemy's melee range).
    const g = new SquareGrid(3, 1);
    const costs = openCosts(g);
    costs.stop[0] = 1;
    costs.stop[1] = 1;
    expect(reachable(g, costs, 0, 5)).toEqual([
      { x: 0, y: 0, cost: 0 },
      { x: 1, y: 0, cost: 1 },
    ]);
    expect(cheapestPath(g, costs, 0, 1)).toEqual({ cells: [0, 1], cost: 1 });
    expect(cheapestPath(g, costs, 0, 2)).toBeNull();
  });

  it("GRID: a broken base step and budget are refused with their values", () => {
    const g = new SquareGrid(3, 3);
    expect(refusal(() => reachable(g, openCosts(g, 1.5), 0, 3))).toEqual({
      key: "TTM.Grid.Error.Step",
      data: { step: "1.5" },
    });
    expect(refusal(() => reachable(g, openCosts(g), 0, Number.NaN))).toEqual({
      key: "TTM.Grid.Error.Budget",
      data: { budget: "NaN" },
    });
  });
});

describe("square grid search answers", () => {
  it("DU-MOVE-1: a square reached dearly first and cheaply later is listed once, at the cheaper cost", () => {
    const g = new SquareGrid(3, 2);
    const c = openCosts(g);
    // Crossing the east edge of (0, 0) costs 5 more: (1, 0) is first pushed at 6, then at 2.
    c.east[g.index(0, 0)] = 5;
    expect(byIndex(3, reachable(g, c, g.index(0, 0), 10))).toEqual([
      { x: 0, y: 0, cost: 0 },
      { x: 1, y: 0, cost: 2 },
      { x: 2, y: 0, cost: 2 },
      { x: 0, y: 1, cost: 1 },
      { x: 1, y: 1, cost: 1 },
      { x: 2, y: 1, cost: 2 },
    ]);
  });

  it("DU-MOVE-1: a noEnd square is passed through but not listed; the start always is", () => {
    const g = new SquareGrid(3, 1);
    const c = openCosts(g);
    c.noEnd[0] = 1;
    c.noEnd[1] = 1;
    expect(reachable(g, c, 0, 5)).toEqual([
      { x: 0, y: 0, cost: 0 },
      { x: 2, y: 0, cost: 2 },
    ]);
  });

  it("DU-MOVE-1: a search after a path search that stopped early starts from an empty queue", () => {
    const g = new SquareGrid(5, 5);
    const c = openCosts(g);
    expect(cheapestPath(g, c, 0, 24)?.cost).toBe(4);
    const fresh = new SquareGrid(5, 5);
    const centre = g.index(2, 2);
    const reach = reachable(g, c, centre, 1);
    expect(byIndex(5, reach)).toEqual(byIndex(5, reachable(fresh, openCosts(fresh), centre, 1)));
    expect(reach.length).toBe(9);
  });
});

describe("square grid path stops", () => {
  it("DU-MOVE-1: a path ends at a stop square and never passes it; a NaN budget is refused", () => {
    const g = new SquareGrid(3, 1);
    const c = openCosts(g);
    c.stop[1] = 1;
    expect(cheapestPath(g, c, 0, 2)).toBeNull();
    expect(cheapestPath(g, c, 0, 1)).toEqual({ cells: [0, 1], cost: 1 });
    expect(refusal(() => cheapestPath(g, c, 0, 1, Number.NaN))).toEqual({
      key: "TTM.Grid.Error.Budget",
      data: { budget: "NaN" },
    });
  });
});

describe("square grid path estimate", () => {
  /** Every start and goal on a 6 x 4 board whose rows and columns cost differently to enter. */
  function sweep(extra: (x: number, y: number) => number): void {
    const g = new SquareGrid(6, 4);
    const c = openCosts(g, 2);
    for (let y = 0; y < 4; y++) for (let x = 0; x < 6; x++) c.enter[g.index(x, y)] = extra(x, y);
    for (let start = 0; start < g.cells; start++) {
      const best = new Map(reachable(g, c, start, Infinity).map((r) => [g.index(r.x, r.y), r.cost]));
      for (let goal = 0; goal < g.cells; goal++) {
        const path = cheapestPath(g, c, start, goal);
        expect([start, goal, path?.cost]).toEqual([start, goal, best.get(goal)]);
        expect(path!.cells.length - 1).toBeGreaterThanOrEqual(
          Math.max(
            Math.abs((goal % 6) - (start % 6)),
            Math.abs(Math.floor(goal / 6) - Math.floor(start / 6)),
          ),
        );
      }
    }
  }

  it("DU-MOVE-1: A* finds the cheapest cost for every start and goal when rows cost differently", () => {
    sweep((_x, y) => (y === 1 ? 3 : 0));
  });

  it("DU-MOVE-1: A* finds the cheapest cost for every start and goal when columns cost differently", () => {
    sweep((x) => (x === 2 || x === 4 ? 3 : 0));
  });

  it("DU-MOVE-1: A* finds the cheapest cost for every start and goal with a costly block in the middle", () => {
    sweep((x, y) => (x >= 1 && x <= 3 && y >= 1 && y <= 2 ? 5 : 0));
  });
});

describe("square grid raster edges", () => {
  it("GRID: a polygon larger than the board covers every square once, none off it", () => {
    const big = [
      { x: -2, y: -2 },
      { x: 6, y: -2 },
      { x: 6, y: 5 },
      { x: -2, y: 5 },
    ];
    expect(squaresUnder(big, 4, 3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("GRID: a steep drag steps along y and moves x evenly", () => {
    expect(squareLine(0, 0, 1, 3)).toEqual([
      [0, 0],
      [0, 1],
      [1, 2],
      [1, 3],
    ]);
    expect(squareLine(3, 4, 1, -1)).toEqual([
      [3, 4],
      [3, 3],
      [2, 2],
      [2, 1],
      [1, 0],
      [1, -1],
    ]);
  });
});
