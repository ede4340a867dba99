// The routing search's small pieces on their own: the distance tests on plain numbers
// (metric.ts), the uniform grid (grid.ts), oriented tangents and angles (tangent.ts) and the
// board's wall joints (joints.ts). Every expected value is worked out from the geometry by hand.
import { describe, expect, it } from "vitest";
import type { WallSpec } from "../../../src/engine/board/types";
import { Grid } from "../../../src/engine/routing/grid";
import { WallJoints, wallJoints } from "../../../src/engine/routing/joints";
import {
  closestParam,
  insideFlatPolygon,
  pointSegDist2,
  segSegDist2,
  segmentsCross,
} from "../../../src/engine/routing/metric";
import { newTangent, normAngle, orientedTangent, sweep } from "../../../src/engine/routing/tangent";
import { table } from "../helpers";

const TAU = 2 * Math.PI;

describe("metric: distances on plain numbers", () => {
  it("pointSegDist2 measures to the nearest point of the segment, its ends clamped", () => {
    // Beside the middle, before the start, past the end, on a slant, and a segment of no length.
    expect(pointSegDist2(1, 1, 0, 0, 2, 0)).toBe(1);
    expect(pointSegDist2(-1, 1, 0, 0, 2, 0)).toBe(2);
    expect(pointSegDist2(3, 1, 0, 0, 2, 0)).toBe(2);
    expect(pointSegDist2(0, 2, 0, 0, 2, 2)).toBe(2);
    expect(pointSegDist2(3, 4, 1, 1, 1, 1)).toBe(13);
    // Vertical segment: the y coordinate decides the parameter.
    expect(pointSegDist2(2, 3, 0, 0, 0, 4)).toBe(4);
    expect(pointSegDist2(2, 6, 0, 0, 0, 4)).toBe(8);
  });

  it("closestParam is the projection's parameter in [0, 1]; 0 on a segment of no length", () => {
    expect(closestParam(1, 5, 0, 0, 4, 0)).toBe(0.25);
    expect(closestParam(-3, 1, 0, 0, 4, 0)).toBe(0);
    expect(closestParam(9, 1, 0, 0, 4, 0)).toBe(1);
    expect(closestParam(4, 3, 0, 0, 0, 8)).toBe(0.375);
    expect(closestParam(4, 3, 2, 2, 2, 2)).toBe(0);
    // Away from the origin: measured from the segment's start.
    expect(closestParam(5, 1, 2, 0, 6, 0)).toBe(0.75);
    expect(closestParam(3, 7, 1, 3, 1, 11)).toBe(0.5);
    // A broken segment (NaN end) gives the start, not NaN.
    expect(closestParam(4, 3, 0, 0, NaN, 1)).toBe(0);
  });

  it("segmentsCross: a crossing interior to both, in every orientation; touching is not crossing", () => {
    // An X, each segment either way round.
    expect(segmentsCross(0, 0, 2, 2, 0, 2, 2, 0)).toBe(true);
    expect(segmentsCross(2, 2, 0, 0, 0, 2, 2, 0)).toBe(true);
    expect(segmentsCross(0, 0, 2, 2, 2, 0, 0, 2)).toBe(true);
    expect(segmentsCross(2, 2, 0, 0, 2, 0, 0, 2)).toBe(true);
    // a-b wholly on one side of p-q (above, then below).
    expect(segmentsCross(0, 0, 4, 0, 1, 1, 3, 2)).toBe(false);
    expect(segmentsCross(0, 0, 4, 0, 1, -1, 3, -2)).toBe(false);
    // a-b straddles p-q's line but p-q stops short of a-b's line (either side).
    expect(segmentsCross(0, 0, 1, 0, 3, -1, 3, 1)).toBe(false);
    expect(segmentsCross(5, 0, 4, 0, 3, -1, 3, 1)).toBe(false);
    // A T: a-b ends on p-q; p-q ends on a-b; collinear overlap.
    expect(segmentsCross(0, 0, 4, 0, 2, 0, 2, 3)).toBe(false);
    expect(segmentsCross(0, 0, 4, 0, 2, 3, 2, 0)).toBe(false);
    expect(segmentsCross(2, 0, 2, 3, 0, 0, 4, 0)).toBe(false);
    expect(segmentsCross(0, 0, 4, 0, 1, 0, 6, 0)).toBe(false);
    // p or q on a-b's line (a-b straddling p-q's line): touching, not crossing, from either side.
    expect(segmentsCross(2, 0, 2, -3, 0, 0, 4, 0)).toBe(false);
    expect(segmentsCross(2, 3, 2, 0, 0, 0, 4, 0)).toBe(false);
    expect(segmentsCross(2, -3, 2, 0, 0, 0, 4, 0)).toBe(false);
  });

  it("segSegDist2: 0 across a crossing, else the nearest of the four end-to-segment distances", () => {
    expect(segSegDist2(0, 0, 2, 2, 0, 2, 2, 0)).toBe(0);
    // Each of the four ends in turn is the nearest.
    expect(segSegDist2(0, 1, 4, 5, 0, 0, 4, 0)).toBe(1); // p over a-b
    expect(segSegDist2(4, 5, 0, 1, 0, 0, 4, 0)).toBe(1); // q over a-b
    expect(segSegDist2(0, 0, 4, 0, 1, 2, 9, 7)).toBe(4); // a over p-q
    expect(segSegDist2(0, 0, 4, 0, 9, 7, 1, 3)).toBe(9); // b over p-q
    // Parallel, apart.
    expect(segSegDist2(0, 0, 4, 0, 0, 3, 4, 3)).toBe(9);
  });

  it("insideFlatPolygon: even-odd, half-open (bottom and left edges in, top and right out)", () => {
    const square = [0, 0, 2, 0, 2, 2, 0, 2];
    expect(insideFlatPolygon(1, 1, square)).toBe(true);
    expect(insideFlatPolygon(3, 1, square)).toBe(false);
    expect(insideFlatPolygon(-1, 1, square)).toBe(false);
    expect(insideFlatPolygon(1, 3, square)).toBe(false);
    expect(insideFlatPolygon(1, -1, square)).toBe(false);
    expect(insideFlatPolygon(1, 0, square)).toBe(true);
    expect(insideFlatPolygon(1, 2, square)).toBe(false);
    expect(insideFlatPolygon(0, 1, square)).toBe(true);
    expect(insideFlatPolygon(2, 1, square)).toBe(false);
    // A slanted edge: the triangle (0,0) (4,0) (0,4) holds (1,1), not (3,2).
    const tri = [0, 0, 4, 0, 0, 4];
    expect(insideFlatPolygon(1, 1, tri)).toBe(true);
    expect(insideFlatPolygon(3, 2, tri)).toBe(false);
    expect(insideFlatPolygon(1.9, 2, tri)).toBe(true);
    expect(insideFlatPolygon(2.1, 2, tri)).toBe(false);
    // Clockwise the same.
    expect(insideFlatPolygon(1, 1, [0, 0, 0, 4, 4, 0])).toBe(true);
  });
});

/** The ids the grid holds in the cell at column c, row r. */
const cell = (g: Grid, c: number, r: number): number[] => {
  const k = r * g.nx + c;
  return g.items.slice(g.start[k], g.start[k + 1]);
};

describe("grid: items by cell", () => {
  it("cuts the box into whole cells, clamps columns and rows, and files each item in every cell its box meets", () => {
    // 10 x 5 at cell 2: 5 columns, 3 rows.
    const boxes = [
      ...[1, 1, 3, 1], // item 0: columns 0-1, row 0
      ...[4.5, 2.5, 4.5, 4.5], // item 1: column 2, rows 1-2
      ...[-5, -5, 50, 0.5], // item 2: every column, row 0 (clamped)
      ...[9, 4.1, 9.9, 4.9], // item 3: the last cell
    ];
    const g = new Grid(0, 0, 10, 5, 2, boxes);
    expect([g.nx, g.ny, g.inv, g.cell, g.minX, g.minY]).toEqual([5, 3, 0.5, 2, 0, 0]);
    expect([g.col(-1), g.col(0), g.col(1.99), g.col(2), g.col(9.9), g.col(10), g.col(99)]).toEqual([
      0, 0, 0, 1, 4, 4, 4,
    ]);
    expect([g.row(-1), g.row(0), g.row(3.99), g.row(4), g.row(5), g.row(99)]).toEqual([0, 0, 1, 2, 2, 2]);
    expect(cell(g, 0, 0)).toEqual([0, 2]);
    expect(cell(g, 1, 0)).toEqual([0, 2]);
    expect(cell(g, 2, 0)).toEqual([2]);
    expect(cell(g, 3, 0)).toEqual([2]);
    expect(cell(g, 4, 0)).toEqual([2]);
    expect(cell(g, 2, 1)).toEqual([1]);
    expect(cell(g, 2, 2)).toEqual([1]);
    expect(cell(g, 4, 2)).toEqual([3]);
    expect(cell(g, 0, 1)).toEqual([]);
    expect(cell(g, 3, 2)).toEqual([]);
    expect(g.start).toHaveLength(16);
    expect(g.start[15]).toBe(10);
    expect(g.items).toHaveLength(10);
  });

  it("an empty or flat box still has one cell; an offset box measures from its corner", () => {
    const flat = new Grid(3, 3, 3, 3, 1, [3, 3, 3, 3]);
    expect([flat.nx, flat.ny]).toEqual([1, 1]);
    expect(cell(flat, 0, 0)).toEqual([0]);
    const g = new Grid(10, 20, 14, 22, 1, [12.5, 21.5, 13.5, 21.5]);
    expect([g.nx, g.ny]).toEqual([4, 2]);
    expect([g.col(12.5), g.row(21.5), g.col(9), g.row(19)]).toEqual([2, 1, 0, 0]);
    expect(cell(g, 2, 1)).toEqual([0]);
    expect(cell(g, 3, 1)).toEqual([0]);
    expect(cell(g, 1, 1)).toEqual([]);
    expect(cell(g, 2, 0)).toEqual([]);
  });
});

describe("tangent: oriented tangents and turns", () => {
  it("the four bitangents of two unit circles ten apart, and their tangent points", () => {
    const t = newTangent();
    // Same orientation (+1: centre on the left): the outer tangent below the centres.
    expect(orientedTangent(0, 0, 1, 10, 0, 1, t)).toBe(true);
    expect(t).toEqual({ x1: 0, y1: -1, x2: 10, y2: -1, ux: 1, uy: 0, length: 10 });
    expect(orientedTangent(0, 0, -1, 10, 0, -1, t)).toBe(true);
    expect(t).toEqual({ x1: 0, y1: 1, x2: 10, y2: 1, ux: 1, uy: 0, length: 10 });
    // Opposite orientations: the inner tangent, length sqrt(100 - 4).
    const l = Math.sqrt(96);
    expect(orientedTangent(0, 0, 1, 10, 0, -1, t)).toBe(true);
    expect(t.length).toBeCloseTo(l, 12);
    expect(t.ux).toBeCloseTo(l / 10, 12);
    expect(t.uy).toBeCloseTo(0.2, 12);
    expect(t.x1).toBeCloseTo(0.2, 12);
    expect(t.y1).toBeCloseTo(-l / 10, 12);
    expect(t.x2).toBeCloseTo(10 - 0.2, 12);
    expect(t.y2).toBeCloseTo(l / 10, 12);
    // Along y: the roles of the coordinates swap.
    expect(orientedTangent(0, 0, 1, 0, 10, 1, t)).toBe(true);
    expect([t.x1, t.y1 + 0, t.x2, t.y2, t.ux, t.uy, t.length]).toEqual([1, 0, 1, 10, 0, 1, 10]);
  });

  it("no line from a point on the circle, from inside it, or between coincident centres", () => {
    const t = newTangent();
    expect(orientedTangent(3, 0, 0, 0, 0, 3, t)).toBe(false);
    expect(orientedTangent(1, 0, 0, 0, 0, 3, t)).toBe(false);
    expect(orientedTangent(0, 0, 1, 0, 0, 1, t)).toBe(false);
    // Untouched when refused.
    expect(t).toEqual(newTangent());
    // From a point outside: 3-4-5.
    expect(orientedTangent(5, 0, 0, 0, 0, 3, t)).toBe(true);
    expect(t.length).toBeCloseTo(4, 12);
  });

  it("normAngle lands in [0, 2pi); sweep turns with the orientation and reads noise below a full turn as none", () => {
    expect(normAngle(0)).toBe(0);
    expect(normAngle(1)).toBe(1);
    expect(normAngle(-0.5)).toBeCloseTo(TAU - 0.5, 15);
    expect(normAngle(7)).toBeCloseTo(7 - TAU, 15);
    expect(normAngle(TAU)).toBe(0);
    expect(sweep(0, 1, 1)).toBe(1);
    expect(sweep(0, 1, -1)).toBeCloseTo(TAU - 1, 15);
    expect(sweep(1, 0, -1)).toBe(1);
    expect(sweep(0, -1e-10, 1)).toBe(0);
    expect(sweep(0, -1e-8, 1)).toBeCloseTo(TAU - 1e-8, 15);
    // The tolerance is the caller's.
    expect(sweep(0, -1e-8, 1, 1e-7)).toBe(0);
  });
});

const wall = (id: string, ax: number, ay: number, bx: number, by: number): WallSpec => ({
  id,
  a: { x: ax, y: ay },
  b: { x: bx, y: by },
});

describe("joints: where walls end", () => {
  const joints = (walls: WallSpec[]): { j: WallJoints; ends: (id: string) => readonly number[] } => {
    const board = table({ walls });
    const j = new WallJoints(board.walls);
    return { j, ends: (id) => j.ends.get(board.walls.find((w) => w.id === id)!)! };
  };

  it("shares one joint where walls meet; a straight wall drawn in two pieces has no corner there", () => {
    const { j, ends } = joints([wall("a", 0, 0, 5, 0), wall("b", 5, 0, 10, 0)]);
    expect(ends("a")).toEqual([0, 1]);
    expect(ends("b")).toEqual([1, 2]);
    expect(j.x).toEqual([0, 5, 10]);
    expect(j.y).toEqual([0, 0, 0]);
    expect(j.straight).toEqual([0, 1, 0]);
    expect(j.seen).toEqual([0, 0, 0]);
  });

  it("a corner, a wall that doubles back, a slight bend and a third wall are corners", () => {
    expect(joints([wall("a", 0, 0, 5, 0), wall("b", 5, 0, 5, 5)]).j.straight).toEqual([0, 0, 0]);
    expect(joints([wall("a", 0, 0, 5, 0), wall("b", 5, 0, 2, 0)]).j.straight).toEqual([0, 0, 0]);
    expect(joints([wall("a", 0, 0, 5, 0), wall("b", 5, 0, 10, 1e-3)]).j.straight).toEqual([0, 0, 0]);
    // Reversed along y: still straight.
    expect(joints([wall("a", 0, 10, 0, 5), wall("b", 0, 5, 0, 0)]).j.straight).toEqual([0, 1, 0]);
    const three = joints([wall("a", 0, 0, 5, 0), wall("b", 5, 0, 10, 0), wall("c", 5, 0, 5, 5)]);
    expect(three.j.straight).toEqual([0, 0, 0, 0]);
    expect(three.ends("c")).toEqual([1, 3]);
  });

  it("two ends a hair apart (one hash key) are two joints, and a third wall finds the right one", () => {
    const { j, ends } = joints([
      wall("a", 1, 1, 2, 1),
      wall("b", 1, 1.0001, 2, 1.0001),
      wall("c", 1, 1, 1, 0),
    ]);
    expect(ends("a")).toEqual([0, 1]);
    expect(ends("b")).toEqual([2, 3]);
    expect(ends("c")).toEqual([0, 4]);
    expect(j.x).toHaveLength(5);
    expect(j.y[2]).toBe(1.0001);
  });

  it("marks each query afresh, and keeps one set of joints per board", () => {
    const board = table({ walls: [wall("a", 0, 0, 5, 0)] });
    const j = wallJoints(board);
    expect(wallJoints(board)).toBe(j);
    const first = j.nextQuery();
    expect(j.nextQuery()).toBe(first + 1);
    expect(wallJoints(table({ walls: [wall("a", 0, 0, 5, 0)] }))).not.toBe(j);
    // Before the marks run out they start again from 1, every joint unmarked.
    j.seen.fill(7);
    (j as unknown as { query: number }).query = 0x3ffffffe;
    expect(j.nextQuery()).toBe(1);
    expect(j.seen).toEqual([0, 0]);
    expect(j.nextQuery()).toBe(2);
  });
});
