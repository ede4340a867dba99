import { describe, expect, it } from "vitest";
import {
  baseSupportedAmong,
  baseSupportedAt,
  surfaceAt,
  terrainUnder,
} from "../../../src/engine/board/surface";
import { LEVEL_EPS } from "../../../src/engine/board/elevation";
import type { TerrainSpec } from "../../../src/engine/board/types";
import { pts, rect, table } from "../helpers";

const ids = (xs: readonly { id: string }[]): string[] => xs.map((x) => x.id).sort();

describe("engine/board/surface: the terrain and surface under a point", () => {
  // An L: the box holds (4, 4), the outline does not.
  const ell: TerrainSpec = {
    id: "ell",
    kind: "platform",
    height: 2,
    polygon: pts([0, 0], [6, 0], [6, 2], [2, 2], [2, 6], [0, 6]),
  };
  const board = table({
    terrain: [
      ell,
      { id: "pad", kind: "difficult", polygon: rect(1, 1, 5, 5) },
      { id: "far", kind: "water", polygon: rect(20, 20, 25, 25) },
    ],
  });

  it("terrainUnder: the pieces whose outline holds the point, not those whose box alone does", () => {
    expect(ids(terrainUnder(board, { x: 1.5, y: 1.5 }))).toEqual(["ell", "pad"]);
    expect(ids(terrainUnder(board, { x: 4, y: 4 }))).toEqual(["pad"]);
    expect(ids(terrainUnder(board, { x: 5.5, y: 1 }))).toEqual(["ell"]);
    expect(ids(terrainUnder(board, { x: 22, y: 22 }))).toEqual(["far"]);
    expect(terrainUnder(board, { x: 10, y: 10 })).toEqual([]);
  });

  it("MUMG-MOVE-6: surfaceAt is the surface at the model's level, or null inside a block", () => {
    const piece = board.terrain[0]!;
    expect(surfaceAt(board, { x: 1, y: 1 }, 2)).toEqual({ level: 2, terrain: piece });
    expect(surfaceAt(board, { x: 1, y: 1 }, 5)).toEqual({ level: 2, terrain: piece });
    expect(surfaceAt(board, { x: 1, y: 1 }, 1)).toBeNull();
    expect(surfaceAt(board, { x: 1, y: 1 }, 0)).toBeNull();
    expect(surfaceAt(board, { x: 4, y: 4 }, 1)).toEqual({ level: 0, terrain: null });
    expect(surfaceAt(board, { x: 10, y: 10 }, 0)).toEqual({ level: 0, terrain: null });
    // MUMG-JUMP-1: stepped over, the piece neither holds nor blocks.
    expect(surfaceAt(board, { x: 1, y: 1 }, 1, { lowObstacleMaxHeight: 2 })).toEqual({
      level: 0,
      terrain: null,
    });
    expect(surfaceAt(board, { x: 1, y: 1 }, 2, { lowObstacleMaxHeight: 2 })).toEqual({
      level: 0,
      terrain: null,
    });
  });
});

describe("engine/board/surface: MUMG-MOVE-6, CARN-FALL-1 the whole base on one surface", () => {
  // A platform 10" square, 3" high.
  const block = table({ terrain: [{ id: "p", kind: "platform", polygon: rect(10, 10, 20, 20), height: 3 }] });
  const at = (x: number, y: number, level: number, r = 0.5) => baseSupportedAt(block, { x, y, r }, level);

  it("on the top: wholly on it, touching its edges from inside; not overhanging any edge", () => {
    expect(at(15, 15, 3)).toBe(true);
    expect([at(19.5, 15, 3), at(10.5, 15, 3), at(15, 19.5, 3), at(15, 10.5, 3)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([at(19.6, 15, 3), at(10.4, 15, 3), at(15, 19.6, 3), at(15, 10.4, 3)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // A corner: the base overhangs two edges at once.
    expect(at(19.6, 19.6, 3)).toBe(false);
    expect(at(19.5, 19.5, 3)).toBe(true);
    // The wrong level: the top is at 3, not 2 or 4.
    expect([at(15, 15, 2), at(15, 15, 4)]).toEqual([false, false]);
  });

  it("on the ground beside it: touching from outside on every side; overlapping it, not", () => {
    expect([at(20.5, 15, 0), at(9.5, 15, 0), at(15, 20.5, 0), at(15, 9.5, 0)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([at(20.4, 15, 0), at(9.6, 15, 0), at(15, 20.4, 0), at(15, 9.6, 0)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // Only the rim overlaps: the centre alone would stand on the table.
    expect(at(20.49, 15, 0)).toBe(false);
    expect(at(30, 30, 0)).toBe(true);
    // Levels within the tolerance of the table are the table.
    expect([at(30, 30, LEVEL_EPS), at(30, 30, -LEVEL_EPS), at(30, 30, 2 * LEVEL_EPS)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("MUMG-JUMP-1: a low obstacle is never stood on nor overlapped", () => {
    const low = table({
      terrain: [{ id: "l", kind: "low-obstacle", polygon: rect(10, 10, 20, 20), height: 1 }],
    });
    const on = (x: number, level: number) => baseSupportedAt(low, { x, y: 15, r: 0.5 }, level);
    expect([on(15, 1), on(15, 0), on(20.4, 0), on(20.5, 0), on(30, 0)]).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    // A platform stepped over is a low obstacle too.
    const stepped = { lowObstacleMaxHeight: 3 };
    expect(baseSupportedAt(block, { x: 15, y: 15, r: 0.5 }, 3, stepped)).toBe(false);
    expect(baseSupportedAt(block, { x: 20.4, y: 15, r: 0.5 }, 0, stepped)).toBe(false);
    expect(baseSupportedAt(block, { x: 20.5, y: 15, r: 0.5 }, 0, stepped)).toBe(true);
  });

  it("CARN-FALL-1: a hole: wholly in it on its floor, or touching its edge from the ground; partly over it, not", () => {
    const hole = table({ terrain: [{ id: "g", kind: "gap", polygon: rect(10, 10, 20, 20), elevation: -1 }] });
    const on = (x: number, level: number, options = {}) =>
      baseSupportedAt(hole, { x, y: 15, r: 0.5 }, level, options);
    expect([on(15, -1), on(19.5, -1), on(15, 0), on(19.6, -1)]).toEqual([true, true, false, false]);
    expect([on(20.5, 0), on(20.4, 0), on(9.5, 0), on(9.6, 0)]).toEqual([true, false, true, false]);
    // CARN-MOVE-1: a hole 1" deep is ground.
    expect(on(20.4, 0, { ignoreTerrainBelow: 1 })).toBe(true);
    expect(on(15, 0, { ignoreTerrainBelow: 1 })).toBe(true);
  });

  it("MUMG-CLIMB-1: stairs hold a base at any level they reach, but only where they are", () => {
    const stairs = table({
      terrain: [{ id: "s", kind: "stairs", polygon: rect(10, 10, 20, 20), height: 4 }],
    });
    const on = (x: number, level: number) => baseSupportedAt(stairs, { x, y: 15, r: 0.5 }, level);
    expect([on(15, 2), on(19.5, 2), on(19.6, 2), on(20.5, 2), on(15, 0), on(20.4, 0), on(15, 5)]).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it("flat areas, ladders and impassable pieces do not change where a base stands", () => {
    const flats = table({
      terrain: [
        { id: "d", kind: "difficult", polygon: rect(10, 10, 20, 20), height: 2 },
        { id: "w", kind: "deep-water", polygon: rect(14, 14, 16, 16) },
        { id: "l", kind: "ladder", polygon: rect(20, 10, 21, 20), height: 3 },
        { id: "i", kind: "impassable", polygon: rect(5, 5, 10, 10), height: 3 },
      ],
    });
    const on = (x: number, y: number, level: number) => baseSupportedAt(flats, { x, y, r: 0.5 }, level);
    expect([on(15, 15, 0), on(20, 15, 0), on(10, 10, 0), on(7, 7, 0), on(15, 15, 2)]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it("several pieces at one level are one surface; a gap in it, or a piece at another level, is not", () => {
    const two = table({
      terrain: [
        { id: "a", kind: "platform", polygon: rect(0, 0, 10, 10), height: 3 },
        { id: "b", kind: "vertical", polygon: rect(10, 0, 20, 10), height: 3 },
        { id: "c", kind: "platform", polygon: rect(20, 0, 30, 10), height: 2 },
      ],
    });
    const on = (x: number, level: number, r = 1) => baseSupportedAt(two, { x, y: 5, r }, level);
    expect([on(10, 3), on(9, 3), on(11, 3), on(20, 3), on(20, 2)]).toEqual([true, true, true, false, false]);
    const split = table({
      terrain: [
        { id: "a", kind: "platform", polygon: rect(0, 0, 10, 10), height: 3 },
        { id: "b", kind: "platform", polygon: rect(10.1, 0, 20, 10), height: 3 },
      ],
    });
    expect(baseSupportedAt(split, { x: 10.05, y: 5, r: 1 }, 3)).toBe(false);
  });

  it("overlapping pieces: an edge crossed by another inside the base is checked on both sides of the crossing", () => {
    // P and Q overlap; their union's corner at (10, 5) is concave: above y = 5 and right of x = 10 nothing holds.
    const pq = table({
      terrain: [
        { id: "P", kind: "platform", polygon: rect(0, 0, 10, 10), height: 3 },
        { id: "Q", kind: "platform", polygon: rect(8, 0, 20, 5), height: 3 },
      ],
    });
    const on = (x: number, y: number) => baseSupportedAt(pq, { x, y, r: 1 }, 3);
    // The corner inside the base: P's right edge and Q's top edge cross there, each edge's middle holds on both sides.
    expect(on(9.5, 4.5)).toBe(false);
    expect(on(9.5, 3)).toBe(true);
    expect(on(9, 6)).toBe(true);
    expect(on(12, 3)).toBe(true);
    expect(on(11, 4.5)).toBe(false);
    // The same corner mirrored, Q drawn the other way round: the unsupported piece of each edge is now the one
    // from where the edge enters the base to the crossing, not from the crossing on.
    const mirrored = table({
      terrain: [
        { id: "P", kind: "platform", polygon: rect(0, 0, 10, 10), height: 3 },
        { id: "Q", kind: "platform", polygon: pts([20, 5], [8, 5], [8, 10], [20, 10]), height: 3 },
      ],
    });
    expect(baseSupportedAt(mirrored, { x: 9.5, y: 5.5, r: 1 }, 3)).toBe(false);
    expect(baseSupportedAt(mirrored, { x: 9.5, y: 7, r: 1 }, 3)).toBe(true);
  });

  it("an edge crossed outside the base: only its piece inside the base is checked", () => {
    // R abuts P along x = 10 from y 5 to 9 only; the base (y 6.5 to 8.5) stands on both. Beside P's right edge
    // below y 5 and above y 9 nothing holds, but that is outside the base.
    const abut = table({
      terrain: [
        { id: "P", kind: "platform", polygon: rect(0, 0, 10, 10), height: 3 },
        { id: "R", kind: "platform", polygon: rect(10, 5, 20, 9), height: 3 },
      ],
    });
    expect(baseSupportedAt(abut, { x: 10, y: 7.5, r: 1 }, 3)).toBe(true);
    expect(baseSupportedAt(abut, { x: 10, y: 8.5, r: 1 }, 3)).toBe(false);
    expect(baseSupportedAt(abut, { x: 10, y: 5.5, r: 1 }, 3)).toBe(false);
    // S's slanting edge passes through the base and crosses P's right edge below it (at y 4), where nothing
    // stands right of x = 10: that crossing is outside the base and changes nothing.
    const below = table({
      terrain: [
        { id: "P", kind: "platform", polygon: rect(0, 0, 10, 10), height: 3 },
        { id: "R", kind: "platform", polygon: rect(10, 6, 20, 9), height: 3 },
        { id: "S", kind: "platform", polygon: pts([10.25, 3], [9, 8], [5, 8], [5, 3]), height: 3 },
      ],
    });
    expect(baseSupportedAt(below, { x: 10, y: 7.5, r: 1 }, 3)).toBe(true);
    // The same above the base: S crosses P's right edge at y 11, past the base.
    const beyond = table({
      terrain: [
        { id: "P", kind: "platform", polygon: rect(0, 5, 10, 15), height: 3 },
        { id: "R", kind: "platform", polygon: rect(10, 6, 20, 9), height: 3 },
        { id: "S", kind: "platform", polygon: pts([10.25, 12], [9, 7], [5, 7], [5, 12]), height: 3 },
      ],
    });
    expect(baseSupportedAt(beyond, { x: 10, y: 7.5, r: 1 }, 3)).toBe(true);
  });

  it("a crack between two pieces, wider than the tolerance, is no support (along x and along y)", () => {
    const crack = 5e-5;
    const side = table({
      terrain: [
        { id: "P", kind: "platform", polygon: rect(0, 0, 10, 10), height: 3 },
        { id: "R", kind: "platform", polygon: rect(10 + crack, 0, 20, 10), height: 3 },
      ],
    });
    expect(baseSupportedAt(side, { x: 9.9, y: 5, r: 1 }, 3)).toBe(false);
    expect(baseSupportedAt(side, { x: 10.1, y: 5, r: 1 }, 3)).toBe(false);
    expect(baseSupportedAt(side, { x: 8.9, y: 5, r: 1 }, 3)).toBe(true);
    const above = table({
      terrain: [
        { id: "P", kind: "platform", polygon: rect(0, 0, 10, 10), height: 3 },
        { id: "R", kind: "platform", polygon: rect(0, 10 + crack, 10, 20), height: 3 },
      ],
    });
    expect(baseSupportedAt(above, { x: 5, y: 9.9, r: 1 }, 3)).toBe(false);
    expect(baseSupportedAt(above, { x: 5, y: 10.1, r: 1 }, 3)).toBe(false);
    expect(baseSupportedAt(above, { x: 5, y: 8.9, r: 1 }, 3)).toBe(true);
  });

  it("slanting edges: a triangle's long side, overhung and touched", () => {
    const tri = table({
      terrain: [{ id: "t", kind: "platform", polygon: pts([0, 0], [10, 0], [0, 10]), height: 3 }],
    });
    const on = (x: number, y: number, level: number) => baseSupportedAt(tri, { x, y, r: 1 }, level);
    const d = 5 - Math.SQRT1_2; // the centre 1" from the long side, inside
    expect([on(4.5, 4.5, 3), on(d, d, 3), on(3, 3, 3)]).toEqual([false, true, true]);
    const o = 5 + Math.SQRT1_2; // 1" outside it, on the ground
    expect([on(5.5, 5.5, 0), on(o, o, 0), on(7, 7, 0)]).toEqual([false, true, true]);
  });

  it("baseSupportedAmong decides from the pieces given, whatever else the board holds", () => {
    const pieces = block.terrain;
    const base = { x: 19.6, y: 15, r: 0.5 };
    expect(baseSupportedAmong(pieces, base, 3)).toBe(false);
    expect(baseSupportedAmong([], base, 3)).toBe(false);
    expect(baseSupportedAmong([], base, 0)).toBe(true);
    expect(baseSupportedAmong(pieces, { x: 15, y: 15, r: 0.5 }, 3)).toBe(true);
    expect(baseSupportedAmong(pieces, { x: 15, y: 15, r: 0.5 }, 3, { lowObstacleMaxHeight: 3 })).toBe(false);
  });

  it("a base of radius 0 stands where its centre does", () => {
    expect(at(15, 15, 3, 0)).toBe(true);
    expect(at(20, 15, 0, 0)).toBe(true);
    expect(at(19.9, 15, 0, 0)).toBe(false);
  });
});
