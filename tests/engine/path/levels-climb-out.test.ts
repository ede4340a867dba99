// The level walk (src/engine/path/levels.ts) naming the hole a model climbs out of when its feet
// are above every floor under it: on a crate standing in a ditch, or in the air over a pit it
// jumped from a ditch's floor. LevelChange.terrainId says a climb out of a hole names "the hole
// whose wall it is"; the walk used to name the last surface stood on instead (the crate, or the
// ditch 6" back). Bases are 1" across; the path runs along y = 10.
import { describe, expect, it } from "vitest";
import type { TerrainSpec } from "../../../src/engine/board/types";
import { analysePath } from "../../../src/engine/path/analyse";
import { model, pts, rect, table } from "../helpers";

/** The whole LevelChange of a climb out onto the table (level 0) at `at`, from `from`. */
const climbOut = (at: number, from: number, terrainId: string | null, via: "ladder" | null = null) => ({
  type: "climb-up",
  at,
  end: at,
  width: 0,
  height: -from,
  fromLevel: from,
  toLevel: 0,
  terrainId,
  via,
  viaId: via === null ? null : "ladder",
});

/** A piece of the path on the table itself. */
const onTable = (from: number, to: number) => ({
  from,
  to,
  kinds: [],
  terrainIds: [],
  elevation: 0,
  surface: 0,
  airborne: false,
});

const ditch = (x0: number, x1: number): TerrainSpec => ({
  id: "ditch",
  kind: "gap",
  polygon: rect(x0, 0, x1, 20),
  elevation: -2,
  height: 2,
});

describe("the hole a climb out of it names, feet above its floor", () => {
  it("MUMG-CLIMB-1 / MUMG-JUMP-1: over a pit jumped from a ditch's floor, the climb out at the pit's far wall names the pit", () => {
    const pit: TerrainSpec = {
      id: "pit",
      kind: "gap",
      polygon: rect(20, 0, 26, 20),
      elevation: -4,
      height: 4,
    };
    for (const terrain of [
      [ditch(10, 20), pit],
      [pit, ditch(10, 20)],
    ]) {
      const board = table({ models: [model("m", "a", 15, 10, { elevation: -2 })], terrain });
      const a = analysePath(board, board.model("m"), pts([15, 10], [30, 10]));
      expect(a.pieces).toEqual([
        { from: 0, to: 5, kinds: [], terrainIds: [], elevation: -2, surface: -2, airborne: false },
        { from: 5, to: 11, kinds: ["gap"], terrainIds: ["pit"], elevation: -2, surface: -4, airborne: true },
        onTable(11, 15),
      ]);
      // The gap jumped and the climb out at x = 26 both name the pit (the ditch's wall is 6" back).
      expect(a.levelChanges).toEqual([
        {
          type: "gap",
          at: 5,
          end: 11,
          width: 6,
          height: 2,
          fromLevel: -2,
          toLevel: -2,
          terrainId: "pit",
          via: null,
          viaId: null,
        },
        climbOut(11, -2, "pit"),
      ]);
    }
  });

  it("MUMG-CLIMB-1: from a crate's top in a ditch to the table, the climb names the ditch", () => {
    const crate: TerrainSpec = {
      id: "crate",
      kind: "vertical",
      polygon: rect(16, 8, 20, 12),
      elevation: -2,
      height: 1,
    };
    for (const terrain of [
      [ditch(10, 20), crate],
      [crate, ditch(10, 20)],
    ]) {
      const board = table({ models: [model("m", "a", 18, 10, { elevation: -1 })], terrain });
      const a = analysePath(board, board.model("m"), pts([18, 10], [24, 10]));
      expect(a.startElevation).toBe(-1);
      expect(a.pieces).toEqual([
        {
          from: 0,
          to: 2,
          kinds: ["vertical"],
          terrainIds: ["crate"],
          elevation: -1,
          surface: -1,
          airborne: false,
        },
        onTable(2, 6),
      ]);
      // Off the crate's top straight onto the table at x = 20, up the ditch's wall, not the crate's.
      expect(a.levelChanges).toEqual([climbOut(2, -1, "ditch")]);
    }
  });
});

describe("the hole a climb out of it names, among several around the feet", () => {
  it("MUMG-CLIMB-1: from a crate's top in a trench cut in a pit's floor, the climb names the trench (the innermost: the highest floor below the feet, its top above them)", () => {
    const pit: TerrainSpec = {
      id: "pit",
      kind: "gap",
      polygon: rect(10, 0, 30, 20),
      elevation: -4,
      height: 4,
    };
    const trench: TerrainSpec = {
      id: "trench",
      kind: "gap",
      polygon: rect(16, 0, 30, 20),
      elevation: -2,
      height: 2,
    };
    const crate: TerrainSpec = {
      id: "crate",
      kind: "vertical",
      polygon: rect(26, 8, 30, 12),
      elevation: -2,
      height: 1,
    };
    // A puddle under the crate, its top at the crate's: a hole whose rim the feet are on, not in it.
    const puddle: TerrainSpec = {
      id: "puddle",
      kind: "gap",
      polygon: rect(27, 9, 30, 11),
      elevation: -1.5,
      height: 0.5,
    };
    for (const terrain of [
      [pit, trench, crate, puddle],
      [puddle, crate, trench, pit],
    ]) {
      const board = table({ models: [model("m", "a", 28, 10, { elevation: -1 })], terrain });
      const a = analysePath(board, board.model("m"), pts([28, 10], [34, 10]));
      expect(a.startElevation).toBe(-1);
      expect(a.pieces).toEqual([
        {
          from: 0,
          to: 2,
          kinds: ["vertical"],
          terrainIds: ["crate"],
          elevation: -1,
          surface: -1,
          airborne: false,
        },
        onTable(2, 6),
      ]);
      expect(a.levelChanges).toEqual([climbOut(2, -1, "trench")]);
    }
  });
});

describe("the hole a climb out of it names: what else lies under the feet", () => {
  it("MUMG-CLIMB-1: mud on a ditch's floor, at the feet's level, is not a hole: the climb out names the ditch", () => {
    const mud: TerrainSpec = {
      id: "mud",
      kind: "difficult",
      polygon: rect(14, 5, 20, 15),
      elevation: -2,
      height: 0,
    };
    const board = table({
      models: [model("m", "a", 17, 10, { elevation: -2 })],
      terrain: [mud, ditch(10, 20)],
    });
    const a = analysePath(board, board.model("m"), pts([17, 10], [24, 10]));
    expect(a.startElevation).toBe(-2);
    expect(a.pieces).toEqual([
      {
        from: 0,
        to: 3,
        kinds: ["difficult"],
        terrainIds: ["mud"],
        elevation: -2,
        surface: -2,
        airborne: false,
      },
      onTable(3, 7),
    ]);
    expect(a.levelChanges).toEqual([climbOut(3, -2, "ditch")]);
  });

  it("MUMG-CLIMB-1: two ditches of one depth round a crate: the climb out names the first in the board's order (a tie, kept deterministic)", () => {
    const other: TerrainSpec = { ...ditch(12, 20), id: "other" };
    const crate: TerrainSpec = {
      id: "crate",
      kind: "vertical",
      polygon: rect(16, 8, 20, 12),
      elevation: -2,
      height: 1,
    };
    for (const [terrain, named] of [
      [[ditch(10, 20), other, crate], "ditch"],
      [[other, ditch(10, 20), crate], "other"],
    ] as const) {
      const board = table({ models: [model("m", "a", 18, 10, { elevation: -1 })], terrain: [...terrain] });
      const a = analysePath(board, board.model("m"), pts([18, 10], [24, 10]));
      expect(a.levelChanges).toEqual([climbOut(2, -1, named)]);
    }
  });

  it("MUMG-CLIMB-1: partway up a ladder past a ditch's edge, with no hole under it, the climb to the table is the ladder's and names no hole", () => {
    const ladder: TerrainSpec = {
      id: "ladder",
      kind: "ladder",
      polygon: rect(19.5, 8, 20.6, 12),
      elevation: -2,
      height: 2,
    };
    const board = table({
      models: [model("m", "a", 20.3, 10, { elevation: -1 })],
      terrain: [ditch(10, 20), ladder],
    });
    const a = analysePath(board, board.model("m"), pts([20.3, 10], [24, 10]));
    expect(a.startElevation).toBe(-1);
    expect(a.pieces).toHaveLength(2);
    expect(a.pieces[0]!.to).toBeCloseTo(0.3, 9);
    expect(a.pieces[0]).toEqual({
      from: 0,
      to: a.pieces[0]!.to,
      kinds: ["ladder"],
      terrainIds: ["ladder"],
      elevation: 0,
      surface: 0,
      airborne: false,
    });
    expect(a.levelChanges).toEqual([climbOut(0, -1, null, "ladder")]);
  });
});

describe("the hole a climb out of it names: a shallower hole over the feet", () => {
  it('MUMG-CLIMB-1: on a crate 3" down a pit, where a 2" hole overlaps the pit, the climb out names the pit (the other\'s floor is above the feet), whatever the order', () => {
    const pit: TerrainSpec = {
      id: "pit",
      kind: "gap",
      polygon: rect(10, 0, 20, 20),
      elevation: -4,
      height: 4,
    };
    const ledge: TerrainSpec = {
      id: "ledge",
      kind: "gap",
      polygon: rect(14, 0, 20, 20),
      elevation: -2,
      height: 2,
    };
    const crate: TerrainSpec = {
      id: "crate",
      kind: "vertical",
      polygon: rect(16, 8, 20, 12),
      elevation: -4,
      height: 1,
    };
    for (const terrain of [
      [pit, ledge, crate],
      [ledge, crate, pit],
    ]) {
      const board = table({ models: [model("m", "a", 18, 10, { elevation: -3 })], terrain });
      const a = analysePath(board, board.model("m"), pts([18, 10], [24, 10]));
      expect(a.startElevation).toBe(-3);
      expect(a.pieces).toEqual([
        {
          from: 0,
          to: 2,
          kinds: ["vertical"],
          terrainIds: ["crate"],
          elevation: -3,
          surface: -3,
          airborne: false,
        },
        onTable(2, 6),
      ]);
      expect(a.levelChanges).toEqual([climbOut(2, -3, "pit")]);
    }
  });
});

describe("the hole a climb out of it names: no hole around the feet at the far edge", () => {
  it("MUMG-CLIMB-1 / MUMG-JUMP-1: jumping a trench (its top at the pit's floor) from the pit's floor, the climb out where the trench runs past the pit names the pit stood in, not the trench flown over", () => {
    const pit: TerrainSpec = {
      id: "pit",
      kind: "gap",
      polygon: rect(10, 20, 30, 40),
      elevation: -4,
      height: 4,
    };
    // Cut in the pit's floor and running on 10" past the pit's edge: its top (-4) is at the feet,
    // so under the last stretch in the air no hole has its floor at the feet or its top above them.
    const trench: TerrainSpec = {
      id: "trench",
      kind: "gap",
      polygon: rect(18, 10, 22, 30),
      elevation: -6,
      height: 2,
    };
    for (const terrain of [
      [pit, trench],
      [trench, pit],
    ]) {
      const board = table({ models: [model("m", "a", 14, 25, { elevation: -4 })], terrain });
      const a = analysePath(board, board.model("m"), pts([14, 25], [20, 25], [20, 8]));
      expect(a.startElevation).toBe(-4);
      expect(a.pieces).toEqual([
        { from: 0, to: 4, kinds: [], terrainIds: [], elevation: -4, surface: -4, airborne: false },
        {
          from: 4,
          to: 21,
          kinds: ["gap"],
          terrainIds: ["trench"],
          elevation: -4,
          surface: -6,
          airborne: true,
        },
        onTable(21, 23),
      ]);
      // The 4" climbed at y = 10 is the pit's depth; the trench's own wall is below the feet.
      expect(a.levelChanges).toEqual([
        {
          type: "gap",
          at: 4,
          end: 21,
          width: 17,
          height: 2,
          fromLevel: -4,
          toLevel: -4,
          terrainId: "trench",
          via: null,
          viaId: null,
        },
        climbOut(21, -4, "pit"),
      ]);
    }
  });
});
