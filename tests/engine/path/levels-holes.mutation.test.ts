// The level walk (src/engine/path/levels.ts) naming the hole a model climbs out of: the hole whose
// floor its feet are on, which is not always the last surface it stood on. Two ditches 2" deep meet
// at x = 20; the second holds a sump 2" deeper (its top at the ditch's floor) from wall to wall
// where the path crosses it. From the first ditch's floor the model jumps the sump and climbs out
// of the second ditch at its far wall, never having stood on that ditch's floor. Bases are 1"
// across; the path runs along y = 10 from x = 15, so distances are x less 15.
import { describe, expect, it } from "vitest";
import type { TerrainSpec } from "../../../src/engine/board/types";
import { analysePath } from "../../../src/engine/path/analyse";
import { model, pts, rect, table } from "../helpers";

describe("the hole a climb out of it names (issue 14, mutation testing)", () => {
  it("MUMG-CLIMB-1 / MUMG-JUMP-1: out of a ditch whose floor was jumped over, not stood on, the climb names that ditch, whatever the board's order", () => {
    const first: TerrainSpec = {
      id: "first",
      kind: "gap",
      polygon: rect(10, 0, 20, 20),
      elevation: -2,
      height: 2,
    };
    const second: TerrainSpec = {
      id: "second",
      kind: "gap",
      polygon: rect(20, 0, 26, 20),
      elevation: -2,
      height: 2,
    };
    const sump: TerrainSpec = {
      id: "sump",
      kind: "gap",
      polygon: rect(20, 5, 26, 15),
      elevation: -4,
      height: 2,
    };
    for (const terrain of [
      [first, sump, second],
      [first, second, sump],
      [sump, second, first],
    ]) {
      const board = table({ models: [model("m", "a", 15, 10, { elevation: -2 })], terrain });
      const a = analysePath(board, board.model("m"), pts([15, 10], [30, 10]));
      expect(a.startElevation).toBe(-2);
      expect(a.pieces).toEqual([
        { from: 0, to: 5, kinds: [], terrainIds: [], elevation: -2, surface: -2, airborne: false },
        { from: 5, to: 11, kinds: ["gap"], terrainIds: ["sump"], elevation: -2, surface: -4, airborne: true },
        { from: 11, to: 15, kinds: [], terrainIds: [], elevation: 0, surface: 0, airborne: false },
      ]);
      // The gap names the sump below it; the climb, from the take-off level to the table, the
      // second ditch, whose wall it is (the first ditch's wall is 6" back, the sump's below).
      expect(a.levelChanges).toEqual([
        {
          type: "gap",
          at: 5,
          end: 11,
          width: 6,
          height: 2,
          fromLevel: -2,
          toLevel: -2,
          terrainId: "sump",
          via: null,
          viaId: null,
        },
        {
          type: "climb-up",
          at: 11,
          end: 11,
          width: 0,
          height: 2,
          fromLevel: -2,
          toLevel: 0,
          terrainId: "second",
          via: null,
          viaId: null,
        },
      ]);
    }
  });
});
