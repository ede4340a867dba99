// The straight-line and point tests of one route query (clear.ts) and the grid's clamps
// (grid.ts), on the boards session 11 left unbuilt: a point in the empty notch of an L-shaped
// rock, long lines exactly along x or y whose obstacle is cells away, and a start overlapping a
// wall that slides along it. 1" bases (R = 0.5) on a 40" x 30" table: with no budget the scene is
// the whole table, in 1.25" cells (2.5 R) from (0, 0).
import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { Point } from "../../../src/engine/geometry/vec";
import { pointBlocked, segmentClear } from "../../../src/engine/routing/clear";
import { prepareStart } from "../../../src/engine/routing/ends";
import { Grid } from "../../../src/engine/routing/grid";
import { WallJoints } from "../../../src/engine/routing/joints";
import { LocalScene, START_OVERLAP } from "../../../src/engine/routing/scene";
import { model, table } from "../helpers";
import { localScene } from "./scenes";

const sceneOf = (board: Board, from: Point = { x: 2, y: 2 }): LocalScene =>
  localScene(board, board.model("m"), from, { x: 38, y: 28 });

describe("clear.ts: points and lines against the scene", () => {
  it("pointBlocked: a point in the notch of an L-shaped rock, on its box's diagonal, is free", () => {
    // The L (20, 10)-(30, 10)-(30, 20)-(29, 20)-(29, 11)-(20, 11): its box's diagonal runs
    // through (25, 15), 4" from the rock's nearest edges.
    const L = [
      { x: 20, y: 10 },
      { x: 30, y: 10 },
      { x: 30, y: 20 },
      { x: 29, y: 20 },
      { x: 29, y: 11 },
      { x: 20, y: 11 },
    ];
    const board = table({
      width: 40,
      height: 30,
      models: [model("m", "a", 2, 2)],
      terrain: [{ id: "rock", kind: "impassable", polygon: L }],
    });
    const s = sceneOf(board);
    expect(pointBlocked(s, 25, 15)).toBe(false);
    expect(pointBlocked(s, 22, 13)).toBe(false);
    expect(pointBlocked(s, 28, 18)).toBe(false);
    // In the rock's arms, far from its edges in one axis: blocked.
    expect(pointBlocked(s, 29.5, 15)).toBe(true);
    expect(pointBlocked(s, 25, 10.5)).toBe(true);
    // R + MARGIN from its inner edge: blocked within, free beyond.
    expect(pointBlocked(s, 28.5 - 1e-7, 15)).toBe(true);
    expect(pointBlocked(s, 28.5 - 2e-6, 15)).toBe(false);
  });

  it("segmentClear: a line along y or along x, off the grid's lines, meets a base many cells on", () => {
    // Bases at (10.3, 20) and (30, 10.3); the lines start 14 and 23 cells before them.
    const board = table({
      width: 40,
      height: 30,
      models: [model("m", "a", 2, 2), model("p", "b", 10.3, 20), model("q", "b", 30, 10.3)],
    });
    const s = sceneOf(board);
    expect(segmentClear(s, 10.3, 2, 10.3, 25, false)).toBe(false);
    expect(segmentClear(s, 10.3, 25, 10.3, 2, false)).toBe(false);
    expect(segmentClear(s, 2, 10.3, 35, 10.3, false)).toBe(false);
    expect(segmentClear(s, 35, 10.3, 2, 10.3, false)).toBe(false);
    // Stopping short of them, or 1 + MARGIN to the side: clear.
    expect(segmentClear(s, 10.3, 2, 10.3, 18.99, false)).toBe(true);
    expect(segmentClear(s, 11.300002, 2, 11.300002, 25, false)).toBe(true);
    expect(segmentClear(s, 2, 10.3, 28.99, 10.3, false)).toBe(true);
    expect(segmentClear(s, 2, 9.299998, 35, 9.299998, false)).toBe(true);
  });

  it("segmentClear from a start overlapping a wall: sliding along it either way is leaving it, not going further in", () => {
    // Walls along x and along y; the start overlaps each by 0.2 at its middle. Along the wall
    // the distance to it stays 0.3 (not shrinking): allowed towards either end; across it, not.
    const board = table({
      width: 40,
      height: 30,
      models: [model("m", "a", 2, 2)],
      walls: [
        { id: "h", a: { x: 10, y: 20 }, b: { x: 20, y: 20 } },
        { id: "v", a: { x: 30, y: 10 }, b: { x: 30, y: 20 } },
      ],
    });
    const h = sceneOf(board, { x: 15, y: 20.3 });
    expect(prepareStart(h, { x: 15, y: 20.3 })).toEqual({ x: 15, y: 20.3 });
    expect(h.flags.filter((f) => f !== 0)).toEqual([START_OVERLAP]);
    expect(segmentClear(h, 15, 20.3, 11, 20.3, true)).toBe(true);
    expect(segmentClear(h, 15, 20.3, 19, 20.3, true)).toBe(true);
    expect(segmentClear(h, 15, 20.3, 15, 25, true)).toBe(true);
    expect(segmentClear(h, 15, 20.3, 15, 20.1, true)).toBe(false);
    // Not from the start, the overlap blocks every way.
    expect(segmentClear(h, 15, 20.3, 11, 20.3, false)).toBe(false);
    const v = sceneOf(board, { x: 30.3, y: 15 });
    expect(prepareStart(v, { x: 30.3, y: 15 })).toEqual({ x: 30.3, y: 15 });
    expect(v.flags.filter((f) => f !== 0)).toEqual([START_OVERLAP]);
    expect(segmentClear(v, 30.3, 15, 30.3, 11, true)).toBe(true);
    expect(segmentClear(v, 30.3, 15, 30.3, 19, true)).toBe(true);
    expect(segmentClear(v, 30.3, 15, 30.1, 15, true)).toBe(false);
  });
});

describe("grid.ts: cells of points on the grid's far lines", () => {
  it("a point exactly on the top or right line is in the last row or column", () => {
    const g = new Grid(0, 0, 10, 5, 1, []);
    expect([g.nx, g.ny]).toEqual([10, 5]);
    expect(g.row(5)).toBe(4);
    expect(g.col(10)).toBe(9);
    expect(g.row(4.999)).toBe(4);
    expect(g.row(0)).toBe(0);
    expect(g.row(-1)).toBe(0);
    expect(g.row(7)).toBe(4);
  });
});

describe("joints.ts: joints the first wall makes, ends a hair apart in x, a diagonal drawn in pieces", () => {
  const joints = (walls: [number, number, number, number][]) => {
    const board = table({
      walls: walls.map(([ax, ay, bx, by], i) => ({ id: `w${i}`, a: { x: ax, y: ay }, b: { x: bx, y: by } })),
    });
    const j = new WallJoints(board.walls);
    return { j, ends: (i: number) => j.ends.get(board.walls[i]!)! };
  };

  it("the first wall's first end is a straight joint when the next wall carries on from it", () => {
    const { j, ends } = joints([
      [5, 0, 0, 0],
      [5, 0, 10, 0],
    ]);
    expect([ends(0), ends(1)]).toEqual([
      [0, 1],
      [0, 2],
    ]);
    expect(j.straight).toEqual([1, 0, 0]);
  });

  it("two ends on one line a hair apart in x (one hash key) are two joints", () => {
    const { j, ends } = joints([
      [1, 1, 2, 1],
      [1.0001, 1, 1.0001, 0],
    ]);
    expect([ends(0), ends(1)]).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(j.x).toEqual([1, 2, 1.0001, 1.0001]);
    expect(j.straight).toEqual([0, 0, 0, 0]);
  });

  it("a diagonal wall drawn in two pieces has no corner where they meet", () => {
    expect(
      joints([
        [0, 0, 3, 3],
        [3, 3, 7, 7],
      ]).j.straight,
    ).toEqual([0, 1, 0]);
    expect(
      joints([
        [0, 6, 3, 3],
        [3, 3, 7, -1],
      ]).j.straight,
    ).toEqual([0, 1, 0]);
  });
});
