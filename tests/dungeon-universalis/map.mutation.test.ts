import { describe, expect, it } from "vitest";
import { Board } from "../../src/engine/board/board";
import type { ModelSpec, TerrainSpec, WallSpec } from "../../src/engine/board/types";
import { evaluateMove } from "../../src/engine/evaluate";
import type { MoveRequest, Verdict } from "../../src/engine/ruleset";
import { dungeonUniversalis } from "../../src/rulesets/dungeon-universalis";
import { DARK, HEROES, board, character, judge, legalMove, moved, row, squares, summary } from "./helpers";

/*
 * How Dungeon Universalis reads the table into squares (board.ts) and what each square costs a
 * mover (costs.ts), issue 14's mutation testing: terrain kinds the text board of helpers.ts does
 * not draw, squares of another length than 1, overlapping elements, corridors drawn with walls.
 */

const orc = (x: number, y: number, profile: Record<string, unknown> = {}) =>
  character("m", x, y, profile, DARK);
const cell = (
  id: string,
  kind: TerrainSpec["kind"],
  x: number,
  y: number,
  extra: Partial<TerrainSpec> = {},
) => ({
  id,
  kind,
  polygon: [
    { x, y },
    { x: x + 1, y },
    { x: x + 1, y: y + 1 },
    { x, y: y + 1 },
  ],
  ...extra,
});
const table = (
  w: number,
  h: number,
  models: ModelSpec[],
  terrain: TerrainSpec[] = [],
  walls: WallSpec[] = [],
): Board => new Board({ unit: "sq", width: w, height: h, grid: { size: 1 }, models, terrain, walls }, 25);
const outcome = (b: Board, request: Partial<MoveRequest> & { path: MoveRequest["path"] }) =>
  evaluateMove(dungeonUniversalis, b, { modelId: "m", action: "move", ...request });
const errorOf = (b: Board, request: Partial<MoveRequest> & { path: MoveRequest["path"] }) => {
  const o = outcome(b, request);
  return o.ok ? null : { key: o.error.key, data: o.error.data };
};
const byPlace = (v: Verdict) =>
  [...(v.reachable ?? [])].sort((a, b) => a.y - b.y || a.x - b.x).map((c) => [c.x, c.y, c.cost]);
const tooTall = (height: number) => ({
  ruleId: "DU-IMPASSABLE-1",
  key: "TTM.Du.Reason.TooTall",
  data: { height },
  severity: "illegal",
});
const stayed = (reason: object, allowance = 5) => ({
  legal: false,
  reasons: [reason],
  squares: [[0, 0]],
  cost: 0,
  allowance,
  prompts: [],
  effects: [],
  facing: undefined,
});

describe("Dungeon Universalis: the board read as squares", () => {
  it("DU-MOVE-1, DU-DIFFICULT-1, DU-IMPASSABLE-1: squares 2 units long scale terrain, walls and the answer's points", () => {
    // 6 x 2 squares of 2 units: water (difficult) on square (1, 0), a table on (2, 1), a wall
    // along the east edge of (3, 0).
    const sq = (x: number, y: number) => [
      { x: x * 2, y: y * 2 },
      { x: x * 2 + 2, y: y * 2 },
      { x: x * 2 + 2, y: y * 2 + 2 },
      { x: x * 2, y: y * 2 + 2 },
    ];
    const b = new Board(
      {
        unit: "sq",
        width: 12,
        height: 4,
        grid: { size: 2 },
        models: [{ id: "m", side: DARK, x: 1, y: 1 }],
        terrain: [
          { id: "pool", kind: "water", polygon: sq(1, 0) },
          { id: "table", kind: "low-obstacle", height: 1, polygon: sq(2, 1) },
        ],
        walls: [{ id: "w", a: { x: 8, y: 0 }, b: { x: 8, y: 2 } }],
      },
      25,
    );
    const o = outcome(b, {
      path: [
        { x: 1, y: 1 },
        { x: 7, y: 1 },
        { x: 9, y: 1 },
      ],
    });
    if (!o.ok) throw o.error;
    const v = o.verdict;
    expect(v.reasons).toEqual([
      { ruleId: "DU-IMPASSABLE-1", key: "TTM.Du.Reason.Wall", severity: "illegal" },
    ]);
    expect(v.legal).toBe(false);
    expect(v.legalPath).toEqual([
      { x: 1, y: 1 },
      { x: 3, y: 1 },
      { x: 5, y: 1 },
      { x: 7, y: 1 },
    ]);
    expect(v.cost).toEqual({ amount: 4, key: "TTM.Du.Cost", data: { cost: 4, allowance: 5 } });
    expect(v.remaining).toEqual({ amount: 1, key: "TTM.Du.Left", data: { points: 1 } });
    expect(v.reach).toEqual({ distance: 6, point: { x: 7, y: 1 } });
    expect(v.length).toBe(8);
    expect(v.bands).toEqual([
      { from: 0, to: 6, style: "ok", key: "TTM.Band.Move" },
      { from: 6, to: 8, style: "over", key: "TTM.Band.Over", data: { allowance: 5 } },
    ]);
    expect(v.prompts).toEqual([]);
    expect(v.effects).toEqual([moved()]);
    expect(v.contacts).toEqual([]);
    expect(v.facing).toBe(0);
    // The water costs 2, the table 2 (+1 higher ground), the wall sends (4, 0) round by (4, 1);
    // (4, 1) -> (4, 0) is the only way in, as the diagonal from (3, 1) passes the wall's end.
    expect(byPlace(v)).toEqual([
      [1, 1, 0],
      [3, 1, 2],
      [5, 1, 2],
      [7, 1, 3],
      [9, 1, 5],
      [11, 1, 5],
      [1, 3, 1],
      [3, 3, 1],
      [5, 3, 3],
      [7, 3, 3],
      [9, 3, 4],
      [11, 3, 5],
    ]);
  });

  it("DU-MOVE-1: a board with no grid is read in squares of 1; one not in squares, or smaller than a square, is refused", () => {
    const plain = new Board({ unit: "sq", width: 3, height: 1, models: [orc(0, 0)] }, 25);
    expect(summary(judge(plain, { path: squares([0, 0], [2, 0]) }))).toEqual(
      legalMove({ squares: row(0, 2, 0), cost: 2, facing: 0 }),
    );
    const cm = new Board({ unit: "cm", width: 3, height: 1, grid: { size: 1 }, models: [orc(0, 0)] }, 25);
    expect(errorOf(cm, { path: squares([0, 0]) })).toEqual({
      key: "TTM.Du.Error.NotSquares",
      data: { unit: "cm" },
    });
    const zero = new Board({ unit: "sq", width: 3, height: 1, grid: { size: 0 }, models: [orc(0, 0)] }, 25);
    expect(errorOf(zero, { path: squares([0, 0]) })).toEqual({
      key: "TTM.Du.Error.NotSquares",
      data: { unit: "sq" },
    });
    // Half a square wide, or half a square high: not one whole square.
    const narrow = new Board(
      { unit: "sq", width: 0.5, height: 3, grid: { size: 1 }, models: [orc(0, 0)] },
      25,
    );
    expect(errorOf(narrow, { path: [{ x: 0.25, y: 0.5 }] })).toEqual({
      key: "TTM.Du.Error.NotSquares",
      data: { unit: "sq" },
    });
    const low = new Board({ unit: "sq", width: 3, height: 0.5, grid: { size: 1 }, models: [orc(0, 0)] }, 25);
    expect(errorOf(low, { path: [{ x: 0.5, y: 0.25 }] })).toEqual({
      key: "TTM.Du.Error.NotSquares",
      data: { unit: "sq" },
    });
    // A board a hair under 3 x 1 squares (a rounding error of the host) still has them; one 1 square wide is a board.
    const hair = new Board(
      { unit: "sq", width: 3 - 1e-12, height: 1 - 1e-12, grid: { size: 1 }, models: [orc(0, 0)] },
      25,
    );
    expect(summary(judge(hair, { path: squares([0, 0], [2, 0]) }))).toEqual(
      legalMove({ squares: row(0, 2, 0), cost: 2, facing: 0 }),
    );
    const column = board([".", ".", "."], [orc(0, 0)]);
    expect(summary(judge(column, { path: squares([0, 0], [0, 2]) }))).toEqual(
      legalMove({
        squares: [
          [0, 0],
          [0, 1],
          [0, 2],
        ],
        cost: 2,
        facing: 90,
      }),
    );
  });

  it("DU-IMPASSABLE-1: overlapping elements count as the tallest, in either order; height 4 is a wall, even to a flyer", () => {
    for (const heights of [
      [1, 2],
      [2, 1],
    ]) {
      const terrain = heights.map((height, i) => cell(`e${i}`, "low-obstacle", 1, 0, { height }));
      expect(summary(judge(table(4, 1, [orc(0, 0)], terrain), { path: squares([0, 0], [2, 0]) }))).toEqual(
        stayed(tooTall(2)),
      );
    }
    const tree = [cell("tree", "low-obstacle", 1, 0, { height: 4 })];
    const wallSquare = { ruleId: "DU-IMPASSABLE-1", key: "TTM.Du.Reason.WallSquare", severity: "illegal" };
    expect(summary(judge(table(4, 1, [orc(0, 0)], tree), { path: squares([0, 0], [2, 0]) }))).toEqual(
      stayed(wallSquare),
    );
    const bat = orc(0, 0, { flying: 6 });
    expect(
      summary(judge(table(4, 1, [bat], tree), { action: "fly", path: squares([0, 0], [2, 0]) })),
    ).toEqual(stayed(wallSquare, 6));
    // A large statue (3) stops an Average character (height 2) and is climbed at +1 by one of height 4.
    const statue = [cell("statue", "low-obstacle", 1, 0, { height: 3 })];
    expect(summary(judge(table(4, 1, [orc(0, 0)], statue), { path: squares([0, 0], [2, 0]) }))).toEqual(
      stayed(tooTall(3)),
    );
    expect(
      summary(judge(table(4, 1, [orc(0, 0, { height: 4 })], statue), { path: squares([0, 0], [2, 0]) })),
    ).toEqual(legalMove({ squares: row(0, 2, 0), cost: 3, facing: 0 }));
    // Shallow water is difficult terrain (DU-DIFFICULT-1).
    const water = [cell("pool", "water", 1, 0)];
    expect(summary(judge(table(4, 1, [orc(0, 0)], water), { path: squares([0, 0], [2, 0]) }))).toEqual(
      legalMove({ squares: row(0, 2, 0), cost: 3, facing: 0 }),
    );
  });

  it("DU-MOVE-2: an element too tall to pass blocks the diagonal past its corner; one the mover climbs does not", () => {
    const wardrobe = { ruleId: "DU-MOVE-2", key: "TTM.Du.Reason.Corner", severity: "illegal" };
    // The wardrobe on (1, 0) is beside the diagonal (0, 0) -> (1, 1).
    const withWardrobe = table(3, 3, [orc(0, 0)], [cell("w", "low-obstacle", 1, 0, { height: 2 })]);
    expect(summary(judge(withWardrobe, { path: squares([0, 0], [1, 1]) }))).toEqual(stayed(wardrobe));
    const tall = table(3, 3, [orc(0, 0, { height: 3 })], [cell("w", "low-obstacle", 1, 0, { height: 2 })]);
    expect(summary(judge(tall, { path: squares([0, 0], [1, 1]) }))).toEqual(
      legalMove({
        squares: [
          [0, 0],
          [1, 1],
        ],
        cost: 1,
        facing: 45,
      }),
    );
    // A table (height 1) is climbed, so it blocks no diagonal either.
    const low = table(3, 3, [orc(0, 0)], [cell("t", "low-obstacle", 1, 0, { height: 1 })]);
    expect(summary(judge(low, { path: squares([0, 0], [1, 1]) }))).toEqual(
      legalMove({
        squares: [
          [0, 0],
          [1, 1],
        ],
        cost: 1,
        facing: 45,
      }),
    );
  });
});

describe("Dungeon Universalis: corridors for a flyer", () => {
  const flyer = (x: number, y: number) => orc(x, y, { flying: 6 });

  it("DU-FLY-1: a corridor two squares wide is a corridor by default, and a room when the option says corridors are 1 wide", () => {
    const rows = ["#..#", "#..#", "#..#", "#..#"];
    const path = squares([1, 0], [1, 3]);
    const flown = (squaresFlown: [number, number][], cost: number) => ({
      ...legalMove({ squares: squaresFlown, cost, allowance: 6, facing: 90, ledger: { flew: true } }),
    });
    const down = [
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
    ] as [number, number][];
    expect(summary(judge(board(rows, [flyer(1, 0)]), { action: "fly", path }))).toEqual(flown(down, 6));
    expect(
      summary(judge(board(rows, [flyer(1, 0)]), { action: "fly", path, options: { corridorWidth: 1 } })),
    ).toEqual(flown(down, 3));
  });

  it("DU-FLY-1: walls drawn along square edges make a corridor as wall squares do", () => {
    // Rows 1 and 2 of a 4 x 3 room, between a wall along y = 1 and the board's edge.
    const walls = [{ id: "w", a: { x: 0, y: 1 }, b: { x: 4, y: 1 } }];
    const v = judge(table(4, 3, [flyer(0, 1)], [], walls), { action: "fly", path: squares([0, 1], [3, 1]) });
    expect(summary(v)).toEqual(
      legalMove({ squares: row(0, 3, 1), cost: 6, allowance: 6, facing: 0, ledger: { flew: true } }),
    );
    // Row 0 above the wall is one square high: a corridor too.
    const top = judge(table(4, 3, [flyer(0, 0)], [], walls), {
      action: "fly",
      path: squares([0, 0], [3, 0]),
    });
    expect(summary(top)).toEqual(
      legalMove({ squares: row(0, 3, 0), cost: 6, allowance: 6, facing: 0, ledger: { flew: true } }),
    );
    // Without the wall the three rows are a room, along a row and down the first column.
    const room = judge(table(4, 3, [flyer(0, 1)]), { action: "fly", path: squares([0, 1], [3, 1]) });
    expect(summary(room)).toEqual(
      legalMove({ squares: row(0, 3, 1), cost: 3, allowance: 6, facing: 0, ledger: { flew: true } }),
    );
    const down = judge(table(4, 3, [flyer(0, 0)]), { action: "fly", path: squares([0, 0], [0, 2]) });
    expect(summary(down)).toEqual(
      legalMove({
        squares: [
          [0, 0],
          [0, 1],
          [0, 2],
        ],
        cost: 2,
        allowance: 6,
        facing: 90,
        ledger: { flew: true },
      }),
    );
  });
});

describe("Dungeon Universalis: Large and Huge creatures at doors and beside others", () => {
  const big = (size: number, x: number, y: number) => character("m", x, y, { size, height: size }, DARK);
  const corners = (...cells: [number, number][]) => cells.map(([x, y]) => ({ x: x + 1, y: y + 1 }));
  const ROOMS = ["......", "......", "......", "......", "......", "......"];
  // A wall along y = 3 with a door (a one-square gap) at x = 2.
  const SOUTH_DOOR = [
    { id: "west", a: { x: 0, y: 3 }, b: { x: 2, y: 3 } },
    { id: "east", a: { x: 3, y: 3 }, b: { x: 6, y: 3 } },
  ];
  // A wall along x = 3 with a door at y = 2.
  const EAST_DOOR = [
    { id: "north", a: { x: 3, y: 0 }, b: { x: 3, y: 2 } },
    { id: "south", a: { x: 3, y: 3 }, b: { x: 3, y: 5 } },
  ];
  const huge = { ruleId: "DU-LARGE-1", key: "TTM.Du.Reason.HugeNarrow", severity: "illegal" };
  const stopsBefore = (cells: [number, number][], facing: number) => ({
    legal: false,
    reasons: [huge],
    squares: cells,
    cost: 1,
    allowance: 5,
    prompts: [],
    effects: [moved()],
    facing,
  });

  it("DU-LARGE-1: a Huge creature cannot cross a door in a wall along a row, going south or north, nor one along a column going west", () => {
    // Its top-left square reaches the square before the door, where all four of its squares still fit.
    const south = judge(board(ROOMS, [big(4, 2, 0)], SOUTH_DOOR), { path: corners([2, 0], [2, 4]) });
    expect(summary(south, true)).toEqual(
      stopsBefore(
        [
          [2, 0],
          [2, 1],
        ],
        90,
      ),
    );
    const north = judge(board(ROOMS, [big(4, 2, 4)], SOUTH_DOOR), { path: corners([2, 4], [2, 0]) });
    expect(summary(north, true)).toEqual(
      stopsBefore(
        [
          [2, 4],
          [2, 3],
        ],
        270,
      ),
    );
    const west = judge(board(ROOMS, [big(4, 4, 2)], EAST_DOOR), { path: corners([4, 2], [1, 2]) });
    expect(summary(west, true)).toEqual(
      stopsBefore(
        [
          [4, 2],
          [3, 2],
        ],
        180,
      ),
    );
  });

  it("DU-LARGE-1: a Large creature pays +1 for the door in a wall along a row", () => {
    const v = judge(board(ROOMS, [big(3, 2, 0)], SOUTH_DOOR), { path: corners([2, 0], [2, 4]) });
    expect(summary(v, true)).toEqual(
      legalMove({
        squares: [
          [2, 0],
          [2, 1],
          [2, 2],
          [2, 3],
          [2, 4],
        ],
        cost: 5,
        facing: 90,
      }),
    );
  });

  it("DU-LARGE-1, DU-OCCUPIED-1: a Large creature passes a much smaller ally at no extra cost", () => {
    const v = judge(board(["......", "......"], [big(3, 0, 0), character("rat", 2, 0, { size: 1 }, DARK)]), {
      path: corners([0, 0], [3, 0]),
    });
    expect(summary(v, true)).toEqual(legalMove({ squares: row(0, 3, 0), cost: 3, facing: 0 }));
  });

  it("DU-MELEE-1: a Large mover is stopped when any of its squares comes beside an enemy one size smaller; an Average one beside any of a Large enemy's", () => {
    const v = judge(board(["........", "........"], [big(3, 0, 0), character("elf", 5, 1, {}, HEROES)]), {
      path: corners([0, 0], [4, 0]),
    });
    expect(summary(v, true)).toEqual({
      legal: true,
      reasons: [
        { ruleId: "DU-MELEE-1", key: "TTM.Du.Reason.Engaged", data: { name: "elf" }, severity: "stop" },
      ],
      squares: row(0, 3, 0),
      cost: 3,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
    expect(v.contacts).toEqual(["elf"]);
    const troll = character("troll", 3, 0, { size: 3, height: 3 }, HEROES);
    const small = judge(board(["........", "........", "........"], [orc(0, 2), troll]), {
      path: squares([0, 2], [7, 2]),
    });
    expect(summary(small)).toEqual({
      legal: true,
      reasons: [
        { ruleId: "DU-MELEE-1", key: "TTM.Du.Reason.Engaged", data: { name: "troll" }, severity: "stop" },
      ],
      squares: row(0, 2, 2),
      cost: 2,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
    expect(small.contacts).toEqual(["troll"]);
  });
});

describe("Dungeon Universalis: what a flyer ignores", () => {
  const fly = (cells: [number, number][], cost: number) =>
    legalMove({ squares: cells, cost, allowance: 6, facing: 0, ledger: { flew: true } });

  it("DU-FLY-1: a flyer with its hands full pays 1 a square over stairs, a ladder and deep water in a room", () => {
    const v = judge(
      board([".......", ".sl~...", ".......", "......."], [orc(0, 1, { flying: 6, handsFull: true })]),
      {
        action: "fly",
        path: squares([0, 1], [5, 1]),
      },
    );
    expect(summary(v)).toEqual(fly(row(0, 5, 1), 5));
  });

  it("DU-FLY-1, DU-LARGE-1: a Huge flyer passes a passage one square wide (a corridor: 2) and a door, which a Huge walker cannot", () => {
    const hugeFlyer = (x: number, y: number) => character("m", x, y, { size: 4, height: 4, flying: 6 }, DARK);
    const corners = (...cells: [number, number][]) => cells.map(([x, y]) => ({ x: x + 1, y: y + 1 }));
    const passage = judge(board(["..#...", "......", "..#...", "..#..."], [hugeFlyer(0, 1)]), {
      action: "fly",
      path: corners([0, 1], [4, 1]),
    });
    expect(summary(passage, true)).toEqual(fly(row(0, 4, 1), 5));
    const door = [
      { id: "north", a: { x: 3, y: 0 }, b: { x: 3, y: 2 } },
      { id: "south", a: { x: 3, y: 3 }, b: { x: 3, y: 5 } },
    ];
    const through = judge(
      board(["......", "......", "......", "......", "......"], [hugeFlyer(1, 2)], door),
      {
        action: "fly",
        path: corners([1, 2], [4, 2]),
      },
    );
    expect(summary(through, true)).toEqual(fly(row(1, 4, 2), 3));
  });
});

describe("Dungeon Universalis: which gaps are doors", () => {
  const ROOM = ["......", "......", "......", "......", "......"];
  /** What one step costs a Large (size 3) and a Huge (size 4) creature, from top-left square a to b. */
  const costs = (rows: string[], walls: WallSpec[], a: [number, number], b: [number, number]) =>
    [3, 4].map((size) => {
      const f = dungeonUniversalis.stepCosts!(
        board(rows, [character("m", 0, 0, { size, height: size }, DARK)], walls),
        {
          modelId: "m",
          action: "move",
          path: [],
        },
      );
      return f({ x: a[0] + 1, y: a[1] + 1 }, { x: b[0] + 1, y: b[1] + 1 });
    });
  // A door or a passage square: +1 to a Large creature, closed to a Huge one.
  const NARROW = [2, Infinity];
  const OPEN = [1, 1];
  const WALL = [Infinity, Infinity];

  it("DU-LARGE-1: a gap between a wall and each edge of the board is a door; the wall beside it is a wall", () => {
    const north = [{ id: "w", a: { x: 3, y: 1 }, b: { x: 3, y: 5 } }];
    expect([costs(ROOM, north, [2, 0], [3, 0]), costs(ROOM, north, [2, 1], [3, 1])]).toEqual([NARROW, WALL]);
    const west = [{ id: "w", a: { x: 1, y: 3 }, b: { x: 6, y: 3 } }];
    expect([costs(ROOM, west, [0, 2], [0, 3]), costs(ROOM, west, [1, 2], [1, 3])]).toEqual([NARROW, WALL]);
    const east = [{ id: "w", a: { x: 0, y: 3 }, b: { x: 5, y: 3 } }];
    expect([costs(ROOM, east, [5, 2], [5, 3]), costs(ROOM, east, [4, 2], [4, 3])]).toEqual([NARROW, WALL]);
    const south = [{ id: "w", a: { x: 3, y: 0 }, b: { x: 3, y: 4 } }];
    expect([costs(ROOM, south, [2, 4], [3, 4]), costs(ROOM, south, [2, 3], [3, 3])]).toEqual([NARROW, WALL]);
  });

  it("DU-LARGE-1: a gap one square wide between two wall squares set diagonally is a door, whichever two corners they touch", () => {
    // East edges of (2, 2), then south edges of (2, 2); the steps beside each door are open.
    for (const rows of [
      ["......", "...#..", "......", "..#...", "......", "......"],
      ["......", "..#...", "......", "...#..", "......", "......"],
    ]) {
      expect([
        costs(rows, [], [2, 2], [3, 2]),
        costs(rows, [], [1, 2], [2, 2]),
        costs(rows, [], [3, 2], [4, 2]),
      ]).toEqual([NARROW, OPEN, OPEN]);
    }
    for (const rows of [
      ["......", "......", ".#....", "...#..", "......", "......"],
      ["......", "......", "...#..", ".#....", "......", "......"],
    ]) {
      expect([
        costs(rows, [], [2, 2], [2, 3]),
        costs(rows, [], [2, 1], [2, 2]),
        costs(rows, [], [2, 3], [2, 4]),
      ]).toEqual([NARROW, OPEN, OPEN]);
    }
  });

  it("DU-LARGE-1: the edges into and out of a passage one square wide are not doors as well: its square is counted once", () => {
    // (3, 2) between wall squares above and below; (2, 3) between wall squares left and right.
    const across = ["......", "...#..", "......", "...#..", "......", "......"];
    expect([
      costs(across, [], [2, 2], [3, 2]),
      costs(across, [], [3, 2], [4, 2]),
      costs(across, [], [3, 2], [2, 2]),
    ]).toEqual([NARROW, OPEN, OPEN]);
    const down = ["......", "......", "......", ".#.#..", "......", "......"];
    expect([
      costs(down, [], [2, 2], [2, 3]),
      costs(down, [], [2, 3], [2, 4]),
      costs(down, [], [2, 3], [2, 2]),
    ]).toEqual([NARROW, OPEN, OPEN]);
  });
});

describe("Dungeon Universalis: melee ranges on every side, and models off the board", () => {
  const engaged = (name: string) => ({
    ruleId: "DU-MELEE-1",
    key: "TTM.Du.Reason.Engaged",
    data: { name },
    severity: "stop",
  });
  const stopped = (cells: [number, number][], facing: number, name = "elf") => ({
    legal: true,
    reasons: [engaged(name)],
    squares: cells,
    cost: cells.length - 1,
    allowance: 5,
    prompts: [],
    effects: [moved()],
    facing,
  });
  const column = (x: number, y0: number, y1: number): [number, number][] =>
    Array.from({ length: Math.abs(y1 - y0) + 1 }, (_, i) => [x, y0 + (y1 > y0 ? i : -i)]);
  const corners = (...cells: [number, number][]) => cells.map(([x, y]) => ({ x: x + 1, y: y + 1 }));
  const large = (x: number, y: number) => character("m", x, y, { size: 3, height: 3 }, DARK);
  const TALL = ["......", "......", "......", "......", "......", "......", "......"];

  it("DU-MELEE-1: an Average mover coming from the east or the south stops on the first square beside the enemy", () => {
    const east = judge(
      board([".......", ".......", "......."], [orc(6, 1), character("elf", 2, 1, {}, HEROES)]),
      {
        path: squares([6, 1], [0, 1]),
      },
    );
    expect(summary(east)).toEqual(
      stopped(
        [
          [6, 1],
          [5, 1],
          [4, 1],
          [3, 1],
        ],
        180,
      ),
    );
    const south = judge(
      board(["...", "...", "...", "...", "...", "..."], [orc(1, 5), character("elf", 1, 1, {}, HEROES)]),
      {
        path: squares([1, 5], [1, 0]),
      },
    );
    expect(summary(south)).toEqual(stopped(column(1, 5, 2), 270));
  });

  it("DU-MELEE-1, DU-LARGE-1: a Large mover stops when its lower, upper or left squares come beside the enemy", () => {
    const fromNorth = judge(board(TALL, [large(2, 0), character("elf", 2, 5, {}, HEROES)]), {
      path: corners([2, 0], [2, 4]),
    });
    expect(summary(fromNorth, true)).toEqual(stopped(column(2, 0, 3), 90));
    const fromSouth = judge(board(TALL, [large(2, 5), character("elf", 2, 0, {}, HEROES)]), {
      path: corners([2, 5], [2, 0]),
    });
    expect(summary(fromSouth, true)).toEqual(stopped(column(2, 5, 1), 270));
    const fromEast = judge(
      board(["........", "........"], [large(6, 0), character("elf", 0, 0, {}, HEROES)]),
      {
        path: corners([6, 0], [1, 0]),
      },
    );
    expect(summary(fromEast, true)).toEqual(stopped(row(1, 6, 0).reverse(), 180));
  });

  it("DU-OCCUPIED-1, DU-MELEE-1: an enemy off the board holds no square and has no range", () => {
    const v = judge(board(["....", "...."], [orc(1, 0), { id: "elf", side: HEROES, x: -3, y: 0.5 }]), {
      path: squares([1, 0], [0, 0], [0, 1]),
    });
    expect(summary(v)).toEqual(
      legalMove({
        squares: [
          [1, 0],
          [0, 0],
          [0, 1],
        ],
        cost: 2,
        facing: 90,
      }),
    );
    expect(v.contacts).toEqual([]);
  });

  it("DU-SWIM-1, DU-LARGE-1: a Large creature with one of its squares in deep water swims, and waits for its roll", () => {
    const v = judge(
      board(["....", ".~..", "...."], [character("m", 0, 0, { size: 3, height: 3, agility: 3 }, DARK)]),
      {
        path: corners([0, 0], [1, 0]),
      },
    );
    expect(summary(v, true)).toEqual({
      legal: false,
      reasons: [{ ruleId: "DU-SWIM-1", key: "TTM.Reason.NeedsRoll", severity: "illegal" }],
      squares: [[0, 0]],
      cost: 0,
      allowance: 3,
      prompts: [
        {
          id: "swim",
          ruleId: "DU-SWIM-1",
          kind: "roll",
          formula: "2d6",
          key: "TTM.Du.Prompt.Swim",
          data: { name: "m" },
          phase: "declare",
        },
      ],
      effects: [],
      facing: undefined,
    });
  });

  it("DU-FLY-1, DU-SWIM-1: an ally beside a flyer does not keep it from taking off; a walker below 0 Agility takes no swimming damage", () => {
    const v = judge(board(["....", "...."], [orc(0, 0, { flying: 3 }), character("g", 1, 0, {}, DARK)]), {
      action: "fly",
      path: squares([0, 0], [0, 1]),
    });
    expect(summary(v)).toEqual(
      legalMove({
        squares: [
          [0, 0],
          [0, 1],
        ],
        // Two rows: a corridor to a flyer.
        cost: 2,
        allowance: 3,
        facing: 90,
        ledger: { flew: true },
      }),
    );
    const walker = judge(board(["...."], [orc(0, 0, { agility: -2 })]), { path: squares([0, 0], [1, 0]) });
    expect(summary(walker)).toEqual(legalMove({ squares: row(0, 1, 0), cost: 1, facing: 0 }));
  });
});

describe("Dungeon Universalis: each of a Large creature's four squares", () => {
  const ROOM = ["........", "........", "........", "........"];
  const large = (x: number, y: number) => character("m", x, y, { size: 3, height: 3, movement: 6 }, DARK);
  const middles = (...cells: [number, number][]) => cells.map(([x, y]) => ({ x: x + 1, y: y + 1 }));

  it("DU-MELEE-1, DU-LARGE-1: the melee range is met by whichever corner square first comes beside the enemy", () => {
    // [start, goal, the elf, where the top-left square stops]: the lower right, lower left, upper
    // right and upper left square each comes diagonally beside the elf first.
    const cases: [[number, number], [number, number], [number, number], number][] = [
      [[0, 0], [6, 0], [5, 2], 3],
      [[6, 0], [0, 0], [1, 2], 2],
      [[0, 1], [6, 1], [5, 0], 3],
      [[6, 1], [0, 1], [1, 0], 2],
    ];
    for (const [start, goal, elf, stop] of cases) {
      const v = judge(board(ROOM, [large(...start), character("elf", ...elf, {}, HEROES)]), {
        path: middles(start, goal),
      });
      const went = row(Math.min(start[0], stop), Math.max(start[0], stop), start[1]);
      expect(summary(v, true)).toEqual({
        legal: true,
        reasons: [
          { ruleId: "DU-MELEE-1", key: "TTM.Du.Reason.Engaged", data: { name: "elf" }, severity: "stop" },
        ],
        squares: start[0] < goal[0] ? went : went.reverse(),
        cost: Math.abs(stop - start[0]),
        allowance: 6,
        prompts: [],
        effects: [moved()],
        facing: start[0] < goal[0] ? 0 : 180,
      });
    }
  });

  it("DU-LARGE-1: on squares 2 units long a Large creature's top-left square and middle are read and given in board units", () => {
    const b = new Board(
      {
        unit: "sq",
        width: 12,
        height: 8,
        grid: { size: 2 },
        models: [{ id: "m", side: DARK, x: 2, y: 2, profile: { size: 3, height: 3 } }],
      },
      25,
    );
    const v = judge(b, {
      path: [
        { x: 2, y: 2 },
        { x: 6, y: 2 },
        { x: 6, y: 6 },
      ],
    });
    expect(v.legalPath).toEqual([
      { x: 2, y: 2 },
      { x: 4, y: 2 },
      { x: 6, y: 2 },
      { x: 6, y: 4 },
      { x: 6, y: 6 },
    ]);
    expect([v.legal, v.reasons, v.cost.amount, v.prompts, v.effects, v.facing]).toEqual([
      true,
      [],
      4,
      [],
      [moved()],
      90,
    ]);
    // Its top-left square may be on any of 5 x 3 squares (the last column and row leave no room).
    expect(v.reachable).toHaveLength(15);
  });

  it("DU-SWIM-1, DU-OCCUPIED-1: deep water an enemy swims in is refused for the water, the first cause found", () => {
    const v = judge(board([".~..", "...."], [orc(0, 0), character("fish", 1, 0, {}, HEROES)]), {
      path: squares([0, 0], [2, 0]),
    });
    expect(summary(v)).toEqual(
      stayed({ ruleId: "DU-SWIM-1", key: "TTM.Du.Reason.DeepWater", severity: "illegal" }),
    );
  });
});

describe("Dungeon Universalis: walls and passages at the board's first row and column", () => {
  it("DU-IMPASSABLE-1: a wall along a row on squares 2 units long closes only the edges it runs along", () => {
    const b = new Board(
      {
        unit: "sq",
        width: 8,
        height: 8,
        grid: { size: 2 },
        models: [{ id: "m", side: DARK, x: 3, y: 1 }],
        // Along y = 1 (in squares) from x = 1 to x = 3.
        walls: [{ id: "w", a: { x: 2, y: 2 }, b: { x: 6, y: 2 } }],
      },
      25,
    );
    const f = dungeonUniversalis.stepCosts!(b, { modelId: "m", action: "move", path: [] });
    const down = (x: number, y: number) => f({ x: x * 2 + 1, y: y * 2 + 1 }, { x: x * 2 + 1, y: y * 2 + 3 });
    expect([down(1, 0), down(2, 0), down(3, 0), down(0, 0), down(1, 1), down(1, 2)]).toEqual([
      Infinity,
      Infinity,
      1,
      1,
      1,
      1,
    ]);
  });

  it("DU-LARGE-1: squares of the first column between a wall square and the board's edge are a passage to a Large creature", () => {
    const b = board(["....", "#...", "...."], [character("m", 2, 0, { size: 3, height: 3 }, DARK)]);
    const f = dungeonUniversalis.stepCosts!(b, { modelId: "m", action: "move", path: [] });
    // Its top-left square onto (0, 2) and (0, 0), each one square high; onto (1, 1), open.
    expect([
      f({ x: 2, y: 3 }, { x: 1, y: 3 }),
      f({ x: 2, y: 1 }, { x: 1, y: 1 }),
      f({ x: 3, y: 2 }, { x: 2, y: 2 }),
    ]).toEqual([2, 2, 1]);
    // Two open squares above a wall square in the first column are no passage.
    const two = board(["....", "....", "#..."], [character("m", 2, 0, { size: 3, height: 3 }, DARK)]);
    const g = dungeonUniversalis.stepCosts!(two, { modelId: "m", action: "move", path: [] });
    expect([g({ x: 2, y: 2 }, { x: 1, y: 2 }), g({ x: 2, y: 1 }, { x: 1, y: 1 })]).toEqual([1, 1]);
  });
});

describe("Dungeon Universalis: what the second measurement left alive in costs.ts", () => {
  const R = ["........", "........", "........", "........", "........"];
  const troll = (x: number, y: number) => character("troll", x, y, { size: 3, height: 3 }, HEROES);
  const engaged = (name: string) => ({
    ruleId: "DU-MELEE-1",
    key: "TTM.Du.Reason.Engaged",
    data: { name },
    severity: "stop",
  });

  it("DU-OCCUPIED-1, DU-LARGE-1: a Large ally's upper right square is occupied too", () => {
    const v = judge(board(R, [orc(6, 0), character("ogre", 3, 0, { size: 3, height: 3 }, DARK)]), {
      path: squares([6, 0], [4, 0]),
    });
    expect(summary(v)).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "DU-OCCUPIED-1",
          key: "TTM.Du.Reason.EndOccupied",
          data: { name: "ogre" },
          severity: "illegal",
        },
      ],
      squares: [
        [6, 0],
        [5, 0],
      ],
      cost: 1,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 180,
    });
  });

  it("DU-OCCUPIED-1, DU-MELEE-1, DU-RUN-1: an enemy far off neither engages an ally nor lets a walker ignore an enemy; an ally has no range a runner must avoid", () => {
    const pass = judge(
      board(R, [orc(0, 0), character("g", 1, 0, {}, DARK), character("elf", 7, 4, {}, HEROES)]),
      {
        path: squares([0, 0], [2, 0]),
      },
    );
    expect(summary(pass)).toEqual(legalMove({ squares: row(0, 2, 0), cost: 3, facing: 0 }));
    const stop = judge(
      board(R, [orc(0, 0), character("elf", 4, 1, {}, HEROES), character("g", 0, 4, {}, DARK)]),
      {
        path: squares([0, 0], [5, 0]),
      },
    );
    expect(summary(stop)).toEqual({
      legal: true,
      reasons: [engaged("elf")],
      squares: row(0, 3, 0),
      cost: 3,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
    const run = judge(board(R, [orc(0, 0), character("g", 2, 1, {}, DARK)]), {
      action: "run",
      path: squares([0, 0], [5, 0]),
      answers: { run: { dice: [2, 2] } },
    });
    expect(run.legal).toBe(true);
    expect(run.reasons).toEqual([]);
    expect(summary(run).squares).toEqual(row(0, 5, 0));
  });

  it("DU-MELEE-1, DU-LARGE-1: a Large enemy's range runs along its upper row and its right column", () => {
    const north = judge(board(R, [orc(4, 0), troll(3, 3)]), { path: squares([4, 0], [4, 4]) });
    expect(summary(north)).toEqual({
      legal: true,
      reasons: [engaged("troll")],
      squares: [
        [4, 0],
        [4, 1],
        [4, 2],
      ],
      cost: 2,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 90,
    });
    const east = judge(board(R, [orc(7, 3), troll(2, 3)]), { path: squares([7, 3], [4, 3]) });
    expect(summary(east)).toEqual({
      legal: true,
      reasons: [engaged("troll")],
      squares: row(4, 7, 3).reverse(),
      cost: 3,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 180,
    });
  });
});
