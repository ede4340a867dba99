import { describe, expect, it } from "vitest";
import { DARK, HEROES, bigSquares, board, character, judge, legalMove, moved, row, summary } from "./helpers";

// A wall down the line x = 3 with a door (a one-square gap) at y = 2.
const DOOR_WALLS = [
  { id: "north", a: { x: 3, y: 0 }, b: { x: 3, y: 2 } },
  { id: "south", a: { x: 3, y: 3 }, b: { x: 3, y: 5 } },
];
const ROOMS = ["......", "......", "......", "......", "......"];
const big = (size: number, x: number, y: number) => character("m", x, y, { size, height: size }, DARK);

describe("Dungeon Universalis: Large and Huge creatures", () => {
  it("DU-LARGE-1: a Huge creature cannot enter a door", () => {
    const v = judge(board(ROOMS, [big(4, 1, 2)], DOOR_WALLS), { path: bigSquares([1, 2], [4, 2]) });
    expect(summary(v, true)).toEqual({
      legal: false,
      reasons: [{ ruleId: "DU-LARGE-1", key: "TTM.Du.Reason.HugeNarrow", severity: "illegal" }],
      // (2, 2) is reached, but a 2 x 2 there would straddle the wall: the move falls back to the start.
      squares: [[1, 2]],
      cost: 0,
      allowance: 5,
      prompts: [],
      effects: [],
      facing: undefined,
    });
  });

  it("DU-LARGE-1: a Large creature passes the door as difficult terrain", () => {
    const v = judge(board(ROOMS, [big(3, 1, 2)], DOOR_WALLS), { path: bigSquares([1, 2], [4, 2]) });
    expect(summary(v, true)).toEqual({
      legal: true,
      reasons: [],
      squares: [
        [1, 2],
        [2, 2],
        [3, 2],
        [4, 2],
      ],
      cost: 4,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
  });

  it("DU-LARGE-1: squares of a passage one square wide are difficult for Large, closed to Huge", () => {
    const rows = ["..#...", "......", "..#...", "..#..."];
    const large = judge(board(rows, [big(3, 0, 1)]), { path: bigSquares([0, 1], [4, 1]) });
    expect(summary(large, true)).toEqual(legalMove({ squares: row(0, 4, 1), cost: 5, facing: 0 }));
    const huge = judge(board(rows, [big(4, 0, 1)]), { path: bigSquares([0, 1], [4, 1]) });
    expect(huge.reasons).toEqual([
      { ruleId: "DU-LARGE-1", key: "TTM.Du.Reason.HugeNarrow", severity: "illegal" },
    ]);
  });

  it("DU-LARGE-1: it must end with all four squares free", () => {
    const rows = ["......", "......", ".....#"];
    const v = judge(board(rows, [big(3, 0, 0)]), { path: bigSquares([0, 0], [4, 1]) });
    expect(summary(v, true)).toEqual({
      legal: false,
      reasons: [{ ruleId: "DU-LARGE-1", key: "TTM.Du.Reason.NoRoom", severity: "illegal" }],
      squares: [
        [0, 0],
        [1, 0],
        [2, 1],
        [3, 1],
      ],
      cost: 3,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
  });

  it("DU-LARGE-1: it may pass through a much smaller creature, but not end on it", () => {
    const rows = ["......", "......"];
    const rat = character("rat", 2, 0, { size: 1 }, HEROES);
    const v = judge(board(rows, [big(3, 0, 0), rat]), { path: bigSquares([0, 0], [3, 0]) });
    expect(summary(v, true)).toEqual(legalMove({ squares: row(0, 3, 0), cost: 3, facing: 0 }));
    const onIt = judge(board(rows, [big(3, 0, 0), rat]), { path: bigSquares([0, 0], [2, 0]) });
    expect(onIt.reasons).toEqual([
      {
        ruleId: "DU-OCCUPIED-1",
        key: "TTM.Du.Reason.EndOccupied",
        data: { name: "rat" },
        severity: "illegal",
      },
    ]);
  });
});
