import { describe, expect, it } from "vitest";
import { baseSupportedAt, surfaceAt } from "../../src/engine/board/surface";
import { analysePath } from "../../src/engine/path/analyse";
import { baseFitsAt, furthestFit } from "../../src/engine/path/fit";
import { model, pts, rect, table } from "./helpers";

// Bases are 1" across: r = 0.5.
describe("fit", () => {
  it("MUMG-MOVE-6: the base fits where it overlaps nothing; touching another base or impassable terrain is fine", () => {
    const board = table({
      models: [model("m", "a", 5, 5), model("e", "b", 10, 10)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(20, 0, 30, 20) }],
    });
    const m = board.model("m");
    expect(baseFitsAt(board, m, { x: 11, y: 10 })).toBe(true);
    expect(baseFitsAt(board, m, { x: 10.99, y: 10 })).toBe(false);
    expect(baseFitsAt(board, m, { x: 19.5, y: 10 })).toBe(true);
    expect(baseFitsAt(board, m, { x: 19.51, y: 10 })).toBe(false);
    expect(baseFitsAt(board, m, { x: 0.5, y: 10 })).toBe(true);
    expect(baseFitsAt(board, m, { x: 0.49, y: 10 })).toBe(false);
    expect(baseFitsAt(board, m, { x: 10.5, y: 10 }, { ignore: new Set(["e"]) })).toBe(true);
  });

  it("MUMG-MOVE-6: the base must lie wholly on one surface: on a roof, not hanging over its edge", () => {
    const board = table({
      models: [model("m", "a", 15, 10, { elevation: 6 })],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(10, 0, 20, 20), height: 6 }],
    });
    const m = board.model("m");
    const on = { support: true, elevation: 6 } as const;
    expect(baseFitsAt(board, m, { x: 19.5, y: 10 }, on)).toBe(true);
    expect(baseFitsAt(board, m, { x: 19.51, y: 10 }, on)).toBe(false);
    // Standing at the foot of the building with the base inside its wall does not fit either.
    expect(baseFitsAt(board, m, { x: 9.5, y: 10 }, { support: true, elevation: 0 })).toBe(true);
    expect(baseFitsAt(board, m, { x: 9.6, y: 10 }, { support: true, elevation: 0 })).toBe(false);
    // Without the support option (Signum), only overlaps count.
    expect(baseFitsAt(board, m, { x: 19.9, y: 10 })).toBe(true);
  });

  it("CARN-FALL-1: two pieces whose tops are at the same level make one surface; a hole opens the table only", () => {
    const board = table({
      models: [model("m", "a", 20, 10, { elevation: 3 })],
      terrain: [
        { id: "west", kind: "platform", polygon: rect(10, 0, 20, 20), height: 3 },
        { id: "east", kind: "vertical", polygon: rect(20, 0, 30, 20), height: 3 },
        { id: "pit", kind: "gap", polygon: rect(24, 9, 25, 11), elevation: 0 },
        { id: "low", kind: "platform", polygon: rect(30, 0, 40, 20), height: 2 },
        { id: "ditch", kind: "gap", polygon: rect(50, 0, 52, 20), elevation: -1 },
      ],
    });
    expect(baseSupportedAt(board, { x: 20, y: 10, r: 0.5 }, 3)).toBe(true);
    // A piece drawn over a hole covers it, as a bridge over a ditch does.
    expect(baseSupportedAt(board, { x: 24.5, y: 10, r: 0.5 }, 3)).toBe(true);
    expect(baseSupportedAt(board, { x: 49.5, y: 10, r: 0.5 }, 0)).toBe(true);
    expect(baseSupportedAt(board, { x: 49.6, y: 10, r: 0.5 }, 0)).toBe(false);
    expect(baseSupportedAt(board, { x: 51, y: 10, r: 0.5 }, -1)).toBe(true);
    expect(baseSupportedAt(board, { x: 51, y: 10, r: 1.01 }, -1)).toBe(false);
    expect(baseSupportedAt(board, { x: 29.8, y: 10, r: 0.5 }, 3)).toBe(false);
    expect(baseSupportedAt(board, { x: 30.5, y: 10, r: 0.5 }, 2)).toBe(true);
    expect(surfaceAt(board, { x: 24.5, y: 10 }, 3)?.level).toBe(3);
    expect(surfaceAt(board, { x: 51, y: 10 }, 0)).toEqual({ level: -1, terrain: board.terrain[4] });
    expect(surfaceAt(board, { x: 35, y: 10 }, 0)).toBeNull();
    expect(surfaceAt(board, { x: 35, y: 10 }, 9)?.level).toBe(2);
  });

  it("MUMG-JUMP-1: the nearest point where the base fits, back along the path, is before the gap with the base wholly on the roof", () => {
    const board = table({
      models: [model("m", "a", 15, 10, { elevation: 6 })],
      terrain: [
        { id: "roofA", kind: "platform", polygon: rect(10, 0, 20, 20), height: 6 },
        { id: "roofB", kind: "platform", polygon: rect(22, 0, 30, 20), height: 6 },
      ],
    });
    const m = board.model("m");
    const a = analysePath(board, m, pts([15, 10], [25, 10]));
    expect(a.fitsAt(10)).toBe(true);
    expect(a.fitsAt(6)).toBe(false); // over the gap
    expect(a.fitsAt(7.4)).toBe(false); // centre across, base not wholly
    expect(a.fitsAt(7.5)).toBe(true);
    // Flat furthestFit on the same path with support, level 6.
    const d = furthestFit(board, m, pts([15, 10], [25, 10]), 6, { support: true, elevation: 6 });
    expect(d).toBeCloseTo(4.5, 6);
  });

  it('MUMG-MOVE-6: a base exactly as wide as a 1.00" gap between two rocks fits in it, touching both', () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [
        { id: "n", kind: "impassable", polygon: rect(10, 0, 12, 9.5) },
        { id: "s", kind: "impassable", polygon: rect(10, 10.5, 12, 20) },
      ],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [15, 10]), { clearance: { width: 1 } });
    expect(a.collision).toBeNull();
    expect(a.clearance).toBeNull();
    expect(a.fitsAt(6)).toBe(true);
  });

  it("SIGNUM-FLIGHT-1: a flyer ends on whatever is under its centre, and its base must fit there", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(10, 0, 20, 20), height: 6 }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [25, 10]), { flying: true });
    expect(a.standingLevelAt(10)).toBe(6);
    expect(a.fitsAt(10)).toBe(true);
    expect(a.fitsAt(14.8)).toBe(false);
    expect(a.fitsAt(20)).toBe(true);
  });
});
