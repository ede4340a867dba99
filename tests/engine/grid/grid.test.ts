import { describe, expect, it } from "vitest";
import {
  BLOCKED,
  CLOSED,
  SquareGrid,
  cheapestPath,
  footprintFree,
  openCosts,
  reachable,
  squareLine,
  squaresUnder,
  stepCost,
} from "../../../src/engine/grid";
import { isRulesError } from "../../../src/engine/errors";

const at = (g: SquareGrid, x: number, y: number): number => g.index(x, y);

describe("square grid steps", () => {
  it("DU-MOVE-1: all eight steps cost the base step, diagonals included", () => {
    const g = new SquareGrid(3, 3);
    const c = openCosts(g);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const) {
      expect(stepCost(g, c, at(g, 1, 1), dx, dy)).toBe(1);
    }
    expect(stepCost(g, c, at(g, 0, 0), -1, 0)).toBe(BLOCKED.off);
  });

  it("DU-MOVE-2: a diagonal past the end of a wall is refused, past a character allowed", () => {
    const g = new SquareGrid(4, 4);
    // A wall along the east edge of square (1, 0), from vertex (2, 0) to (2, 1).
    g.addWall({ x: 2, y: 0 }, { x: 2, y: 1 });
    const c = openCosts(g);
    expect(stepCost(g, c, at(g, 1, 1), 1, -1)).toBe(BLOCKED.corner);
    expect(stepCost(g, c, at(g, 1, 0), 1, 1)).toBe(BLOCKED.corner);
    expect(stepCost(g, c, at(g, 1, 0), 1, 0)).toBe(BLOCKED.wall);
    expect(stepCost(g, c, at(g, 1, 1), 1, 0)).toBe(1);
    // A character (closed, but not a corner) beside the diagonal does not block it.
    c.enter[at(g, 3, 2)] = CLOSED;
    expect(stepCost(g, c, at(g, 2, 2), 1, 1)).toBe(1);
    expect(stepCost(g, c, at(g, 2, 2), 1, 0)).toBe(BLOCKED.square);
    // An obstacle square does.
    c.corner[at(g, 3, 2)] = 1;
    expect(stepCost(g, c, at(g, 2, 2), 1, 1)).toBe(BLOCKED.corner);
  });

  it("GRID: a wall off the grid lines closes the steps it crosses", () => {
    const g = new SquareGrid(3, 3);
    g.addWall({ x: 0, y: 0 }, { x: 3, y: 3 });
    const c = openCosts(g);
    expect(stepCost(g, c, at(g, 0, 1), 1, 0)).toBe(BLOCKED.wall);
    expect(stepCost(g, c, at(g, 0, 1), 0, -1)).toBe(BLOCKED.wall);
    expect(stepCost(g, c, at(g, 0, 2), 1, 0)).toBe(1);
  });

  it("GRID: edge extras add to orthogonal steps across them, either way, and may close them", () => {
    const g = new SquareGrid(3, 1);
    const c = openCosts(g);
    c.east[at(g, 0, 0)] = 1;
    c.enter[at(g, 1, 0)] = 2;
    expect(stepCost(g, c, at(g, 0, 0), 1, 0)).toBe(4);
    c.east[at(g, 1, 0)] = CLOSED;
    expect(stepCost(g, c, at(g, 2, 0), -1, 0)).toBe(BLOCKED.edge);
    expect(cheapestPath(g, c, at(g, 0, 0), at(g, 2, 0))).toBeNull();
  });
});

describe("square grid search", () => {
  it("GRID: the reachable area stops at stop squares and leaves out squares it may not end on", () => {
    const g = new SquareGrid(5, 1);
    const c = openCosts(g);
    c.noEnd[at(g, 1, 0)] = 1;
    c.enter[at(g, 1, 0)] = 1;
    c.stop[at(g, 3, 0)] = 1;
    expect(reachable(g, c, at(g, 0, 0), 10)).toEqual([
      { x: 0, y: 0, cost: 0 },
      { x: 2, y: 0, cost: 3 },
      { x: 3, y: 0, cost: 4 },
    ]);
    expect(reachable(g, c, at(g, 0, 0), 3)).toEqual([
      { x: 0, y: 0, cost: 0 },
      { x: 2, y: 0, cost: 3 },
    ]);
  });

  it("GRID: the cheapest path goes round dear squares when that is cheaper", () => {
    const g = new SquareGrid(3, 3);
    const c = openCosts(g);
    c.enter[at(g, 1, 1)] = 2;
    const p = cheapestPath(g, c, at(g, 0, 1), at(g, 2, 1));
    expect(p?.cost).toBe(2);
    expect(p?.cells).toHaveLength(3);
    expect(p?.cells).not.toContain(at(g, 1, 1));
    expect(cheapestPath(g, c, at(g, 0, 1), at(g, 2, 1), 1)).toBeNull();
  });

  it("GRID: a bad start square, a step below 1 or a budget that is not a number is a localised error", () => {
    const g = new SquareGrid(2, 2);
    const err = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        if (isRulesError(e)) return e.key;
      }
      return "none";
    };
    expect(err(() => reachable(g, openCosts(g), 7, 3))).toBe("TTM.Grid.Error.Square");
    expect(err(() => reachable(g, openCosts(g), Number.NaN, 3))).toBe("TTM.Grid.Error.Square");
    expect(err(() => cheapestPath(g, openCosts(g, 0), 0, 1))).toBe("TTM.Grid.Error.Step");
    expect(err(() => reachable(g, openCosts(g), 0, Number.NaN))).toBe("TTM.Grid.Error.Budget");
    expect(err(() => cheapestPath(g, openCosts(g), 0, 1, -1))).toBe("TTM.Grid.Error.Budget");
    expect(cheapestPath(g, openCosts(g), 0, 3)?.cost).toBe(1);
  });

  it("DU-LARGE-1: a 2x2 footprint is free only with all four squares free and no wall between them", () => {
    const g = new SquareGrid(3, 3);
    const free = new Uint8Array(9).fill(1);
    free[at(g, 2, 2)] = 0;
    expect([...footprintFree(g, free, 2)]).toEqual([1, 1, 0, 1, 0, 0, 0, 0, 0]);
    g.addWall({ x: 1, y: 0 }, { x: 1, y: 1 });
    expect([...footprintFree(g, free, 2)]).toEqual([0, 1, 0, 1, 0, 0, 0, 0, 0]);
  });
});

describe("square grid raster", () => {
  it("GRID: a polygon covers the squares whose centres it holds", () => {
    const square = [
      { x: 1, y: 1 },
      { x: 3, y: 1 },
      { x: 3, y: 2 },
      { x: 1, y: 2 },
    ];
    expect(squaresUnder(square, 4, 4)).toEqual([5, 6]);
  });

  it("GRID: a straight drag steps through max(|dx|, |dy|) squares, each a neighbour of the last", () => {
    expect(squareLine(0, 0, 3, 1)).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 1],
    ]);
    expect(squareLine(2, 2, 2, 2)).toEqual([[2, 2]]);
    expect(squareLine(0, 0, -2, -2)).toEqual([
      [0, 0],
      [-1, -1],
      [-2, -2],
    ]);
  });
});
