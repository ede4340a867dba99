// The hop bound's grid (hops.ts) cell by cell: where the grid ends, how large a cell is, which
// cells of a base's or a wall's box are blocked, and which cells the goal's disc seeds. As in
// hops.mutation.test.ts, cells have side max(R / 2, sqrt(area / 65,536)) over the corridor's box
// plus two spare cells a side, and counts are eight-neighbour hops from the goal's cells, so on an
// empty table a cell's count is its Chebyshev distance in cells from the goal's cell. Every bound
// here is built inside its test (a bound built while the file is collected runs before any mutant
// is switched on).
import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { Point } from "../../../src/engine/geometry/vec";
import { route } from "../../../src/engine/routing";
import { HopBound } from "../../../src/engine/routing/hops";
import { LocalScene } from "../../../src/engine/routing/scene";
import { model, table } from "../helpers";
import { localScene } from "./scenes";

/** The scene the router builds for the model "m" going from `from` to `to` within `reach`. */
const sceneOf = (board: Board, from: Point, to: Point, reach = Infinity): LocalScene =>
  localScene(board, { ...board.model("m"), x: from.x, y: from.y }, from, to, { reach });

/** On a 20" table with 1" bases: cells of 0.25" from x, y = -0.5 (two spare cells before 0). */
const H = 0.25;
const cellOf = (x: number) => Math.floor((x + 0.5) / H);
/** The centre of column (or row) c. */
const centre = (c: number) => -0.5 + (c + 0.5) * H;
const bound = (hops: number) => Math.max(0, (hops - 1) * H);
/** A span read at one point: [count, count] of the cell holding it. */
const countAt = (b: HopBound, x: number, y: number): number[] => {
  const out = [0, 0];
  b.span(x, y, 0.01, out);
  return out;
};

describe("HopBound: the grid ends two cells past the corridor on every side", () => {
  it("points up to two cells off the table are on the grid, further ones are not; spans reach its first and last cells", () => {
    const board = table({ width: 20, height: 20, models: [model("m", "a", 2, 2)] });
    const goal = { x: 10.1, y: 10.1 };
    const b = HopBound.build(sceneOf(board, { x: 2, y: 2 }, goal), goal, 0)!;
    expect(b).not.toBeNull();
    expect(b.perUnit).toBe(1 / H);
    // The goal's cell is column and row 42; the grid runs from -0.5 to 20.5 (84 cells).
    expect(cellOf(goal.x)).toBe(42);
    expect(b.at(-0.4, 10.1)).toBe(bound(42));
    expect(b.at(10.1, -0.4)).toBe(bound(42));
    expect(b.at(20.4, 10.1)).toBe(bound(41));
    expect(b.at(10.1, 20.4)).toBe(bound(41));
    // Past the spare cells: off the grid, no information.
    for (const [x, y] of [
      [-0.6, 10.1],
      [-1, 10.1],
      [10.1, -0.6],
      [10.1, -1],
      [20.6, 10.1],
      [21, 10.1],
      [10.1, 20.6],
      [10.1, 21],
    ] as const) {
      expect(b.at(x, y)).toBe(0);
    }
    // A circle whose box starts in the grid's first column or row (or ends in its last) has
    // counts; one a hair further out has none.
    const out = [0, 0];
    b.span(-0.3, 10, 0.1, out); // columns 0 and 1, rows 41 and 42
    expect(out).toEqual([41, 42]);
    b.span(10, -0.3, 0.1, out);
    expect(out).toEqual([41, 42]);
    b.span(20.3, 10, 0.1, out); // columns 82 and 83
    expect(out).toEqual([40, 41]);
    b.span(10, 20.3, 0.1, out);
    expect(out).toEqual([40, 41]);
    b.span(-0.3, 10, 0.25, out);
    expect(out).toEqual([-Infinity, Infinity]);
    b.span(10, -0.3, 0.25, out);
    expect(out).toEqual([-Infinity, Infinity]);
  });

  it("a goal's disc that meets no cell of the grid gives no bound", () => {
    const board = table({ width: 20, height: 20, models: [model("m", "a", 2, 2)] });
    const from = { x: 2, y: 2 };
    // Discs of 0.2" just past the grid's last row (20.5), first row, last and first column.
    for (const goal of [
      { x: 10, y: 20.8 },
      { x: 10, y: -0.8 },
      { x: 20.8, y: 10 },
      { x: -0.8, y: 10 },
    ]) {
      expect(HopBound.build(sceneOf(board, from, goal), goal, 0.2)).toBeNull();
    }
    // The same disc 0.1" nearer reaches the spare row: its cells count 0.
    const near = { x: 10, y: 20.65 };
    const b = HopBound.build(sceneOf(board, from, near), near, 0.2)!;
    expect(b).not.toBeNull();
    expect(b.at(10, 20.45)).toBe(0);
    expect(countAt(b, 10, 20.45)).toEqual([0, 0]);
    expect(countAt(b, 10, 20.2)).toEqual([1, 1]);
    expect(countAt(b, 10, 10.1)).toEqual([cellOf(20.45) - cellOf(10.1), cellOf(20.45) - cellOf(10.1)]);
  });
});

describe("HopBound: the goal's disc seeds exactly the cells it touches", () => {
  it("the four corners of a disc's box: the cells a disc of 1 misses count 1, never 0", () => {
    const board = table({ width: 20, height: 20, models: [model("m", "a", 2, 2)] });
    const goal = { x: 10, y: 10 };
    const b = HopBound.build(sceneOf(board, { x: 2, y: 2 }, goal), goal, 1)!;
    // Columns 38 ([9, 9.25]) and 45 ([10.75, 11]) are 0.75 from the goal along x, and so are rows
    // 38 and 45 along y: their corner cells are 1.06 away (outside the disc), their neighbours
    // towards the goal 0.9 (inside).
    for (const [x, y] of [
      [9.1, 9.1],
      [10.9, 9.1],
      [9.1, 10.9],
      [10.9, 10.9],
    ] as const) {
      expect(countAt(b, x, y)).toEqual([1, 1]);
      expect(countAt(b, x + (x < 10 ? 0.25 : -0.25), y)).toEqual([0, 0]);
      expect(countAt(b, x, y + (y < 10 ? 0.25 : -0.25))).toEqual([0, 0]);
      // One cell further out diagonally: two hops, one cell of bound.
      expect(b.at(x + (x < 10 ? -0.25 : 0.25), y + (y < 10 ? -0.25 : 0.25))).toBe(H);
    }
  });
});

describe("HopBound: how large a cell is", () => {
  it("the cell follows the corridor's size, not where on the table it lies", () => {
    // A 10 mm base (R 0.197"): a corridor of reach 30 between points 20" apart is a 30" x 22.4" box,
    // so sqrt(31 x 23.4 / 65,536) = 0.105" is above R / 2 and sets the cell.
    const bases = { baseMm: 10 };
    const board = table({
      width: 100,
      height: 40,
      models: [model("m", "a", 60, 20, bases)],
    });
    const cells = [
      [
        { x: 60, y: 20 },
        { x: 80, y: 20 },
      ],
      [
        { x: 10, y: 20 },
        { x: 30, y: 20 },
      ],
    ].map(([from, to]) => {
      const s = sceneOf(board, from!, to!, 30);
      const [x0, y0, x1, y1] = s.bounds;
      expect(x1 - x0).toBeCloseTo(30, 9);
      expect(y1 - y0).toBeCloseTo(2 * Math.sqrt(15 * 15 - 10 * 10), 9);
      const b = HopBound.build(s, to!, 0)!;
      expect(b).not.toBeNull();
      expect(1 / b.perUnit).toBeCloseTo(Math.sqrt(((x1 - x0 + 1) * (y1 - y0 + 1)) / 65_536), 12);
      expect(1 / b.perUnit).toBeGreaterThan(s.R / 2);
      return 1 / b.perUnit;
    });
    expect(cells[0]).toBeCloseTo(cells[1]!, 12);
  });

  it("no bound once a cell's half-diagonal reaches R less the 1e-5 inset: no wall could then block a cell", () => {
    // A square table of side w has cells of (w + 1) / 256 (over 65,536 of R / 2).
    const side = (half: number) => (half / Math.SQRT1_2) * 256 - 1;
    const build = (w: number, baseMm = 25.4) => {
      const cell = (w + 1) / 256;
      // A wall down the middle of a column of cells, the goal on one side.
      const x = -2 * cell + (60 + 0.5) * cell;
      const board = table({
        width: w,
        height: w,
        models: [model("m", "a", x - 10, 90, { baseMm })],
        walls: [{ id: "w", a: { x, y: 40 }, b: { x, y: 140 } }],
      });
      const goal = { x: x + 10, y: 90 };
      const s = sceneOf(board, { x: x - 10, y: 90 }, goal);
      return { s, b: HopBound.build(s, goal, 0), x, cell };
    };
    // 1" bases (R 0.5): half-diagonal exactly R, a hair over, and between R - 1e-5 and R.
    expect(build(side(0.5)).b).toBeNull();
    expect(build(side(0.5 + 1e-6)).b).toBeNull();
    expect(build(side(0.5 - 5e-6)).b).toBeNull();
    // A 32 mm base: a table whose cells' half-diagonal is R - 1e-5 to the last bit. The walls'
    // capsules (radius R) would keep no cell centre: refused.
    const R32 = 32 / 25.4 / 2;
    const tie = build(side(R32 - 1e-5), 32);
    expect(tie.s.R).toBe(R32);
    const [x0, y0, x1, y1] = tie.s.bounds;
    expect(Math.sqrt(((x1 - x0 + 1) * (y1 - y0 + 1)) / 65_536) * Math.SQRT1_2).toBe(R32 - 1e-5);
    expect(tie.b).toBeNull();
    // 2e-5 under R: the wall's capsule still holds every cell centre on its line.
    const ok = build(side(0.5 - 2e-5));
    expect(ok.b).not.toBeNull();
    expect(ok.b!.at(ok.x, 90)).toBe(0);
    expect(ok.b!.at(ok.x, 120)).toBe(0);
    // Either side of it the counts go round the wall's end (50" up and back): well over the 10".
    expect(ok.b!.at(ok.x - 10, 90)).toBeGreaterThan(80);
    expect(ok.b!.at(ok.x + ok.cell, 90)).toBeGreaterThan(0);
  });

  it("cells over an inch (a 4 inch base on a 300 inch table) still block a wall's whole length", () => {
    // Cells of 301 / 256 = 1.176": R 2 less half a cell's diagonal (0.83") leaves a capsule of
    // 1.17" round the wall's line in which every cell centre is blocked.
    const board = table({
      width: 300,
      height: 300,
      models: [model("m", "a", 160, 150, { baseMm: 101.6 })],
      walls: [{ id: "w", a: { x: 150, y: 100 }, b: { x: 150, y: 200 } }],
    });
    const from = { x: 160, y: 150 };
    const goal = { x: 140, y: 150 };
    const b = HopBound.build(sceneOf(board, from, goal), goal, 0)!;
    expect(b).not.toBeNull();
    expect(b.perUnit).toBe(256 / 301);
    for (const y of [100.5, 110, 125, 150, 175, 199.5]) expect(b.at(150, y)).toBe(0);
    expect(b.at(150, 98)).toBeGreaterThan(0);
    expect(b.at(150, 202)).toBeGreaterThan(0);
    // The wall blocks column 129 (centre 149.91) from row 86 to row 172 (centres 99.35 to
    // 200.48, within 1.17" of the wall); the start's cell (138, 129) and the goal's (121, 129) are
    // 44 rows from the free rows 85 and 173 either end: 88 hops (eight neighbours make the 9 and 8
    // columns across free), 87 cells of bound, far over the straight 20", never over the route.
    const r = route(board, board.model("m"), from, goal, { budget: Infinity });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(b.at(from.x, from.y)).toBe(87 * (301 / 256));
    expect(b.at(from.x, from.y)).toBeLessThanOrEqual(r.route.exactLength);
  });
});

describe("HopBound: the cells of a base's box", () => {
  // A 1" base e: reach r + R = 1, so cell centres within t = 1 - H / sqrt 2 - 1e-5 are blocked
  // (the cell then lies wholly inside the inflated base, with 1e-5 to spare).
  const half = H * Math.SQRT1_2;
  const t = 1 - half - 1e-5;

  it("a centre within t is blocked up to the box's last column; one a cell's diagonal off the disc is not", () => {
    // Base at (11.35, 9.625), on row 40's centre line: column 50 (centre 12.125, 0.775 away) is
    // the last of its box (11.35 + t ends in it) and lies wholly inside (its far corners 0.909).
    const board = table({
      width: 20,
      height: 20,
      models: [model("m", "a", 2, 2), model("e", "b", 11.35, 9.625)],
    });
    const goal = { x: 18, y: 9.625 };
    const b = HopBound.build(sceneOf(board, { x: 2, y: 2 }, goal), goal, 0)!;
    expect(cellOf(11.35 + t)).toBe(50);
    expect(centre(50)).toBe(12.125);
    expect(b.at(12.125, 9.625)).toBe(0);
    expect(countAt(b, 12.125, 9.625)).toEqual([Infinity, -Infinity]);
    // Column 51 (1.025 away) is free: its count from the goal's column (74) is 23.
    expect(b.at(12.375, 9.625)).toBe(bound(cellOf(18) - 51));
    // Row 43 of column 50: 0.775 across and 0.75 up, 1.08 from the centre, partly outside the
    // base: free, as is its mirror below (row 37).
    expect(b.at(12.125, 10.375)).toBe(bound(cellOf(18) - 50));
    expect(b.at(12.125, 8.875)).toBe(bound(cellOf(18) - 50));
    // The base's own column and row are blocked across its whole box.
    expect(b.at(11.35, 9.625)).toBe(0);
    expect(b.at(11.375, 8.875)).toBe(0);
    expect(b.at(11.375, 10.375)).toBe(0);
  });

  it("the 1e-5 inset: a cell whose far corner pokes out of the base by 5e-6 stays free; one 5e-6 inside by more than the inset is blocked", () => {
    // Column 40, row 60 (centre (9.625, 14.625)); bases placed on its diagonal so that the cell's
    // far corner is at the centre's distance + half exactly.
    const c = { x: centre(40), y: centre(60) };
    const at = (d: number) => ({ x: c.x - d * Math.SQRT1_2, y: c.y - d * Math.SQRT1_2 });
    const out = at(1 - half + 5e-6); // far corner 5e-6 outside the base's reach
    const inside = at(1 - half - 1.5e-5); // far corner 1.5e-5 inside
    const goal = { x: 18, y: 14.625 };
    const count = (p: Point) => {
      const board = table({
        width: 20,
        height: 20,
        models: [model("m", "a", 2, 2), model("e", "b", p.x, p.y)],
      });
      return HopBound.build(sceneOf(board, { x: 2, y: 2 }, goal), goal, 0)!.at(c.x, c.y);
    };
    expect(count(out)).toBe(bound(cellOf(18) - 40));
    expect(count(inside)).toBe(0);
  });

  it("a centre exactly t from the base is blocked", () => {
    // Column 12 (centre 2.625) on row 40's line, the base t to its left: (2.625 - x)^2 is t^2
    // exactly in floating point.
    const px = centre(12);
    const ex = px - t;
    expect((px - ex) * (px - ex)).toBe(t * t);
    const board = table({
      width: 20,
      height: 20,
      models: [model("m", "a", 10, 2), model("e", "b", ex, 9.625)],
    });
    const goal = { x: 18, y: 9.625 };
    const s = sceneOf(board, { x: 10, y: 2 }, goal);
    expect(s.reach[0]).toBe(1);
    const b = HopBound.build(s, goal, 0)!;
    expect(b.at(px, 9.625)).toBe(0);
    expect(b.at(px + H, 9.625)).toBe(bound(cellOf(18) - 13));
  });
});
