// The hop bound (hops.ts) on small tables where its counts can be worked out by hand: cells of
// side max(R / 2, ...) over the corridor plus two spare cells a side, the goal's cells at 0, and
// eight-neighbour breadth-first counts, so on an empty table a cell's count is its Chebyshev
// distance (in cells) from the goal's cell. The maze comparison in hops.test.ts checks the bound
// against real routes; these check the counts themselves, fast.
import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { Point } from "../../../src/engine/geometry/vec";
import { route } from "../../../src/engine/routing";
import { HopBound } from "../../../src/engine/routing/hops";
import { LocalScene } from "../../../src/engine/routing/scene";
import { model, rect, table } from "../helpers";
import { localScene } from "./scenes";

const sceneOf = (board: Board, from: Point, to: Point, reach = Infinity): LocalScene =>
  localScene(board, { ...board.model("m"), x: from.x, y: from.y }, from, to, { reach });

/** Cell side 0.25 (R = 0.5) from x, y = -0.5 (two spare cells before 0). */
const H = 0.25;
const col = (x: number) => Math.floor((x + 0.5) / H);
const cheb = (p: Point, g: Point) => Math.max(Math.abs(col(p.x) - col(g.x)), Math.abs(col(p.y) - col(g.y)));
const bound = (hops: number) => Math.max(0, (hops - 1) * H);

describe("HopBound: counts on an empty table", () => {
  const goal = { x: 10.1, y: 10.1 };
  // Built inside each test, not when the file is collected: a mutation run switches a mutant on
  // only around the tests, so a bound built at collection would never meet it.
  const emptyTable = () => {
    const board = table({ width: 20, height: 20, models: [model("m", "a", 2, 2)] });
    return HopBound.build(sceneOf(board, { x: 2, y: 2 }, goal), goal, 0)!;
  };

  it("each cell's count is its Chebyshev distance from the goal's cell; the bound is (count - 1) cells", () => {
    const b = emptyTable();
    expect(b).not.toBeNull();
    expect(b.perUnit).toBe(1 / H);
    for (const p of [
      { x: 15, y: 10 },
      { x: 15, y: 15 },
      { x: 2, y: 19 },
      { x: 10.3, y: 10 },
      { x: 10.6, y: 10.1 },
      { x: 0.1, y: 0.1 },
      { x: 19.9, y: 19.9 },
      // The spare cells off the table's edges, on the grid.
      { x: -0.4, y: 10 },
      { x: 10, y: -0.4 },
      { x: 20.4, y: 10 },
      { x: 10, y: 20.4 },
    ]) {
      expect(b.at(p.x, p.y)).toBe(bound(cheb(p, goal)));
    }
    expect(b.at(15, 10)).toBe(4.75);
    expect(b.at(10.1, 10.1)).toBe(0);
    // Off the grid: no information.
    expect(b.at(-0.6, 10)).toBe(0);
    expect(b.at(10, -0.6)).toBe(0);
    expect(b.at(20.6, 10)).toBe(0);
    expect(b.at(10, 20.6)).toBe(0);
  });

  it("length turns a count into a bound; span gives the least and greatest count a circle's box meets", () => {
    const b = emptyTable();
    expect([b.length(0), b.length(1), b.length(2), b.length(21), b.length(Infinity)]).toEqual([
      0,
      0,
      H,
      5,
      Infinity,
    ]);
    const out = [0, 0];
    // The box of (15, 10) r 0.5: columns 60 to 64, rows 40 to 44, goal cell (42, 42).
    b.span(15, 10, 0.5, out);
    expect(out).toEqual([18, 22]);
    b.span(10.1, 10.1, 0.3, out);
    expect(out).toEqual([0, 1]);
    // A box that leaves the grid, on any side.
    for (const [x, y] of [
      [-0.3, 10],
      [10, -0.3],
      [20.3, 10],
      [10, 20.3],
    ] as const) {
      b.span(x, y, 0.3, out);
      expect(out).toEqual([-Infinity, Infinity]);
    }
  });
});

describe("HopBound: the goal's disc, obstacles and refusals", () => {
  it("every cell within stopAt of the goal counts 0", () => {
    const board = table({ width: 20, height: 20, models: [model("m", "a", 2, 2)] });
    const goal = { x: 10, y: 10 };
    const b = HopBound.build(sceneOf(board, { x: 2, y: 2 }, goal), goal, 1)!;
    // Column 46 ([11, 11.25]) is exactly 1 away: in; 47 is not.
    expect(b.at(11.2, 10)).toBe(0);
    expect(b.at(11.3, 10)).toBe(0); // count 1
    expect(b.at(11.6, 10)).toBe(H); // count 2
    expect(b.at(8.9, 10)).toBe(0);
    expect(b.at(8.6, 10)).toBe(H);
    // (10.5 to 10.75)^2 is within 1, (10.75 to 11)^2 (1.06 away) is not: count 1.
    const out = [0, 0];
    b.span(10.6, 10.6, 0.01, out);
    expect(out).toEqual([0, 0]);
    b.span(10.85, 10.85, 0.01, out);
    expect(out).toEqual([1, 1]);
    // Far along x: 10 + 1 ends column 46, so column 76 (18.5) counts 30.
    expect(b.at(18.6, 10)).toBe(bound(30));
    expect(b.at(1.4, 10)).toBe(bound(col(9) - col(1.4)));
  });

  it("a goal near the grid's edge seeds only the cells on the grid, and the far side counts the long way", () => {
    const board = table({ width: 20, height: 20, models: [model("m", "a", 2, 2)] });
    const goal = { x: 0.6, y: 10 };
    const b = HopBound.build(sceneOf(board, { x: 2, y: 2 }, goal), goal, 1.5)!;
    // Cells up to 2.1 are within 1.5: the count at 19.8 is (col(19.8) - col(2.1)).
    expect(b.at(19.8, 10)).toBe(bound(col(19.8) - col(2.1)));
    expect(b.at(19.8, 10)).toBeGreaterThan(17);
    expect(b.at(20.4, 9.7)).toBeGreaterThan(17);
    const g2 = { x: 10, y: 0.6 };
    const c = HopBound.build(sceneOf(board, { x: 2, y: 2 }, g2), g2, 1.5)!;
    expect(c.at(10, 19.8)).toBe(bound(col(19.8) - col(2.1)));
  });

  it("a goal by the right edge: the left side is far, not one hop round the grid's rows", () => {
    const board = table({ width: 20, height: 20, models: [model("m", "a", 2, 2)] });
    const goal = { x: 19.5, y: 10 };
    const b = HopBound.build(sceneOf(board, { x: 2, y: 2 }, goal), goal, 0)!;
    expect(b.at(0.6, 10.3)).toBe(bound(col(19.5) - col(0.6)));
    expect(b.at(-0.4, 10.3)).toBe(bound(col(19.5) - col(-0.4)));
    // The same with the goal's disc running past the grid's right edge.
    const wide = { x: 19.4, y: 10 };
    const d = HopBound.build(sceneOf(board, { x: 2, y: 2 }, wide), wide, 1.5)!;
    expect(d.at(-0.4, 10.3)).toBe(bound(col(17.9) - col(-0.4)));
    expect(d.at(-0.4, 10.3)).toBeGreaterThan(17);
    const top = { x: 10, y: 19.5 };
    const c = HopBound.build(sceneOf(board, { x: 2, y: 2 }, top), top, 0)!;
    expect(c.at(10.3, -0.4)).toBe(bound(col(19.5) - col(-0.4)));
  });

  it("a wall's cells are blocked: the count goes round its end, never above a real route", () => {
    const board = table({
      width: 20,
      height: 20,
      models: [model("m", "a", 8, 10)],
      walls: [{ id: "w", a: { x: 5, y: 0 }, b: { x: 5, y: 15 } }],
    });
    const goal = { x: 2, y: 10 };
    const from = { x: 8, y: 10 };
    const b = HopBound.build(sceneOf(board, from, goal), goal, 0)!;
    const r = route(board, board.model("m"), from, goal, { budget: Infinity });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // Round the wall's top: 21 rows up to the first free row over its end (centres 15.375), one
    // step across, 21 down again (43 cells): well over the straight
    // 6", never over the route. (Below the table's edge the grid's spare row is free: 41 rows
    // down and up again is further.)
    expect(b.at(from.x, from.y)).toBe(bound(43));
    expect(b.at(from.x, from.y)).toBeLessThanOrEqual(r.route.exactLength);
    // Cells on the wall's line read 0 (inside an obstacle); the cells either side of it do not.
    expect(b.at(5, 8)).toBe(0);
    expect(b.at(5.1, 8)).toBe(0);
    expect(b.at(5.4, 8)).toBeGreaterThan(10);
    // A circle at the wall's top end: its box's blocked cells are skipped.
    const out = [0, 0];
    b.span(5, 15, 0.5, out);
    expect(out[0]).toBeGreaterThan(0);
    expect(out[1]).toBeLessThan(Infinity);
    // A goal on the wall has no free cell: no bound.
    expect(HopBound.build(sceneOf(board, from, { x: 5, y: 7 }), { x: 5, y: 7 }, 0)).toBeNull();
  });

  it("a base's cells are blocked within r + R less half a cell's diagonal", () => {
    const board = table({
      width: 20,
      height: 20,
      models: [model("m", "a", 2, 2), model("e", "b", 10, 10, { baseMm: 50.8 })],
    });
    const goal = { x: 17, y: 10 };
    const b = HopBound.build(sceneOf(board, { x: 2, y: 2 }, goal), goal, 0)!;
    // Reach 1.5: cell centres within 1.5 - 0.177 of (10, 10) are blocked.
    expect(b.at(10, 10)).toBe(0);
    expect(b.at(11.1, 10.1)).toBe(0);
    expect(b.at(11.4, 10.1)).toBeGreaterThan(0);
    // West of the base the count goes round it: more than the Chebyshev count of the empty table.
    expect(b.at(8.4, 10.1)).toBeGreaterThan(bound(col(17) - col(8.4)));
  });

  it("a horizontal wall running off the corridor's grid blocks only its own rows", () => {
    const board = table({
      width: 40,
      height: 40,
      models: [model("m", "a", 10, 20)],
      walls: [{ id: "w", a: { x: 15, y: 22 }, b: { x: 30, y: 22 } }],
    });
    const from = { x: 10, y: 20 };
    const goal = { x: 20, y: 20 };
    const b = HopBound.build(sceneOf(board, from, goal, 12), goal, 0)!;
    expect(b).not.toBeNull();
    // The grid starts at 9 - 0.5 = 8.5; the rows above the wall's, at the grid's left, stay free.
    expect(b.at(8.7, 22.4)).toBeGreaterThan(9);
    expect(b.at(8.7, 22.2)).toBeGreaterThan(9);
    expect(b.at(20, 22)).toBe(0);
    // A wall running off the left of the grid the same.
    const w2 = table({
      width: 40,
      height: 40,
      models: [model("m", "a", 10, 20)],
      walls: [{ id: "w", a: { x: 0, y: 18 }, b: { x: 14, y: 18 } }],
    });
    const c = HopBound.build(sceneOf(w2, from, goal, 12), goal, 0)!;
    expect(c.at(21.3, 17.7)).toBeGreaterThan(0);
    expect(c.at(21.3, 17.9)).toBeGreaterThan(0);
    expect(c.at(10, 18)).toBe(0);
  });

  it("no bound for a start overlapping anything, or where a cell is too coarse to block", () => {
    const board = table({ width: 20, height: 20, models: [model("m", "a", 2, 2)], terrain: [] });
    const goal = { x: 10, y: 10 };
    const s = sceneOf(board, { x: 2, y: 2 }, goal);
    expect(HopBound.build(s, goal, 0)).not.toBeNull();
    // 170" square: cells of 171 / 256 (under 65,536 of them), still fine for a 1" base; 190" is not.
    const wide = table({ width: 170, height: 170, models: [model("m", "a", 2, 2)] });
    const w = HopBound.build(sceneOf(wide, { x: 2, y: 2 }, goal), goal, 0)!;
    expect(w.perUnit).toBeCloseTo(256 / 171, 12);
    const huge = table({ width: 190, height: 190, models: [model("m", "a", 2, 2)] });
    expect(HopBound.build(sceneOf(huge, { x: 2, y: 2 }, goal), goal, 0)).toBeNull();
    // A blocking polygon and a sealed room are rasterised by their edges only.
    const rock = table({
      width: 20,
      height: 20,
      models: [model("m", "a", 2, 2)],
      terrain: [{ id: "r", kind: "impassable", polygon: rect(8, 8, 12, 12) }],
    });
    const r = HopBound.build(sceneOf(rock, { x: 2, y: 2 }, { x: 16, y: 10 }), { x: 16, y: 10 }, 0)!;
    expect(r.at(10, 10)).toBe(Infinity);
    const inside = [0, 0];
    r.span(10, 10, 0.3, inside);
    expect(inside).toEqual([Infinity, Infinity]);
    // What prepareStart marks for a start overlapping something: no bound at all.
    const marked = sceneOf(rock, { x: 2, y: 2 }, { x: 16, y: 10 });
    marked.flags[marked.n - 1] = 1;
    expect(HopBound.build(marked, { x: 16, y: 10 }, 0)).toBeNull();
    expect(r.at(8, 10)).toBe(0);
    const sc = sceneOf(rock, { x: 2, y: 2 }, { x: 16, y: 10 });
    sc.addSeals([[14, 0.6, 14, 19.4]]);
    const sealed = HopBound.build(sc, { x: 16, y: 10 }, 0)!;
    expect(sealed.at(13, 10)).toBe(r.at(13, 10));
  });
});
