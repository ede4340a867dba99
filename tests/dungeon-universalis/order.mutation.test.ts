import { describe, expect, it } from "vitest";
import type { ModelSpec } from "../../src/engine/board/types";
import { DARK, HEROES, bigSquares, board, character, judge, moved, row, squares, summary } from "./helpers";

/*
 * Issue 14, mutation testing of costs.ts: which model a square's reason names when two models
 * could (verdicts are deterministic, so the order is part of the answer), and a Large mover that
 * starts engaged and steps its footprint across the enemy.
 */

const orc = (id: string, x: number, y: number, profile: Record<string, unknown> = {}) =>
  character(id, x, y, profile, DARK);

describe("Dungeon Universalis: the first model in the board's order names the square", () => {
  it("DU-OCCUPIED-1: two allies on one square: the move may not end there, and the reason names the first of them in the board's order", () => {
    const stacked = (first: string, second: string) =>
      judge(board(["......"], [orc("m", 0, 0), orc(first, 2, 0), orc(second, 2, 0)]), {
        path: squares([0, 0], [2, 0]),
      });
    const expected = (name: string) => ({
      legal: false,
      reasons: [
        { ruleId: "DU-OCCUPIED-1", key: "TTM.Du.Reason.EndOccupied", data: { name }, severity: "illegal" },
      ],
      squares: row(0, 1, 0),
      cost: 1,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
    expect(summary(stacked("gob", "rat"))).toEqual(expected("gob"));
    expect(summary(stacked("rat", "gob"))).toEqual(expected("rat"));
  });

  it("DU-MELEE-1: a square in the melee range of two enemies ends the move, and the reason names the first enemy in the board's order", () => {
    const between = (first: ModelSpec, second: ModelSpec) => {
      const v = judge(board([".....", ".....", "....."], [orc("m", 0, 1), first, second]), {
        path: squares([0, 1], [2, 1]),
      });
      return { ...summary(v), contacts: v.contacts };
    };
    const north = character("elf", 3, 0, {}, HEROES);
    const south = character("dwarf", 3, 2, {}, HEROES);
    const expected = (name: string) => ({
      legal: true,
      reasons: [{ ruleId: "DU-MELEE-1", key: "TTM.Du.Reason.Engaged", data: { name }, severity: "stop" }],
      squares: row(0, 2, 1),
      cost: 2,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
      contacts: [north.id, south.id].sort(),
    });
    const a = between(north, south);
    const b = between(south, north);
    expect({ ...a, contacts: [...(a.contacts ?? [])].sort() }).toEqual(expected("elf"));
    expect({ ...b, contacts: [...(b.contacts ?? [])].sort() }).toEqual(expected("dwarf"));
  });
});

describe("Dungeon Universalis: a Large mover that starts engaged", () => {
  it("DU-LARGE-1, DU-MELEE-1: it moves its top-left square as an average creature does, so a place whose footprint covers the Average enemy is no melee square; it stops on the far side, beside the enemy again", () => {
    // The ogre's top-left square at (2, 1): its squares (2..3, 1..2) are beside the elf at (4, 2).
    // It moves its top-left square as an average creature does (DU-LARGE-1): (3, 1) and (4, 1)
    // put a square of its footprint on the elf's (a place it may not end on, DU-LARGE-1), and
    // (5, 1) puts it beside the elf again: entering that square ends the move (DU-MELEE-1).
    const ogre = orc("m", 2, 1, { size: 3, height: 3 });
    const elf = character("elf", 4, 2, {}, HEROES);
    const v = judge(board([".........", ".........", ".........", "........."], [ogre, elf]), {
      path: bigSquares([2, 1], [6, 1]),
    });
    expect({ ...summary(v, true), contacts: v.contacts }).toEqual({
      legal: true,
      reasons: [
        { ruleId: "DU-MELEE-1", key: "TTM.Du.Reason.Engaged", data: { name: "elf" }, severity: "stop" },
      ],
      squares: row(2, 5, 1),
      cost: 3,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
      contacts: ["elf"],
    });
  });
});
