// The level walk (src/engine/path/levels.ts): a jump that lands lower than its take-off, within
// gapLandingDrop, on the table itself. A 6" roof (x 10 to 20) stands right at the edge of a 2"
// ditch (x 20 to 23); past the ditch lies the table. The model walks off the roof along y = 10
// from x = 15, so distances are x less 15; bases are 1" across.
import { describe, expect, it } from "vitest";
import type { TerrainSpec } from "../../../src/engine/board/types";
import { type AnalyseOptions, type PathAnalysis, analysePath } from "../../../src/engine/path/analyse";
import { model, pts, rect, table } from "../helpers";

function offTheRoof(options: AnalyseOptions): PathAnalysis {
  const terrain: TerrainSpec[] = [
    { id: "roof", kind: "platform", polygon: rect(10, 0, 20, 20), height: 6 },
    { id: "ditch", kind: "gap", polygon: rect(20, 0, 23, 20), elevation: -2, height: 2 },
  ];
  const board = table({ models: [model("m", "a", 15, 10, { elevation: 6 })], terrain });
  return analysePath(board, board.model("m"), pts([15, 10], [30, 10]), options);
}

const none = { via: null, viaId: null };

describe("a jump landing lower on the table (issue 14, mutation testing)", () => {
  it('MUMG-JUMP-1 / MUMG-FALL-1: from a roof over a ditch to the table 6" lower, within a 6" landing drop: the gap, then a drop where it lands, named after no piece', () => {
    const a = offTheRoof({ gapLandingDrop: 6 });
    expect(a.startElevation).toBe(6);
    expect(a.pieces).toEqual([
      {
        from: 0,
        to: 5,
        kinds: ["platform"],
        terrainIds: ["roof"],
        elevation: 6,
        surface: 6,
        airborne: false,
      },
      { from: 5, to: 8, kinds: ["gap"], terrainIds: ["ditch"], elevation: 6, surface: -2, airborne: true },
      { from: 8, to: 15, kinds: [], terrainIds: [], elevation: 0, surface: 0, airborne: false },
    ]);
    expect(a.levelChanges).toEqual([
      {
        type: "gap",
        at: 5,
        end: 8,
        width: 3,
        height: 8,
        fromLevel: 6,
        toLevel: 6,
        terrainId: "ditch",
        ...none,
      },
      {
        type: "drop",
        at: 8,
        end: 8,
        width: 0,
        height: 6,
        fromLevel: 6,
        toLevel: 0,
        terrainId: null,
        ...none,
      },
    ]);
  });

  it('MUMG-FALL-1 / MUMG-CLIMB-1: with a 5" landing drop the table is too low to land on: off the roof into the ditch, and out of it', () => {
    const a = offTheRoof({ gapLandingDrop: 5 });
    expect(a.pieces).toEqual([
      {
        from: 0,
        to: 5,
        kinds: ["platform"],
        terrainIds: ["roof"],
        elevation: 6,
        surface: 6,
        airborne: false,
      },
      { from: 5, to: 8, kinds: [], terrainIds: [], elevation: -2, surface: -2, airborne: false },
      { from: 8, to: 15, kinds: [], terrainIds: [], elevation: 0, surface: 0, airborne: false },
    ]);
    expect(a.levelChanges).toEqual([
      {
        type: "drop",
        at: 5,
        end: 5,
        width: 0,
        height: 8,
        fromLevel: 6,
        toLevel: -2,
        terrainId: "roof",
        ...none,
      },
      {
        type: "climb-up",
        at: 8,
        end: 8,
        width: 0,
        height: 2,
        fromLevel: -2,
        toLevel: 0,
        terrainId: "ditch",
        ...none,
      },
    ]);
  });
});
