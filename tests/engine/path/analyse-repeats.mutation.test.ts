// analysePath (src/engine/path/analyse.ts) skips a segment of no length: a waypoint repeated in the
// middle of the path adds no stretch. Repeated exactly on the line where two pieces meet, such a
// stretch would lie on both outlines, so under neither: a piece of open ground of no length
// between the two mud patches, and between two roofs of one height a jump of no width. The path
// runs along y = 10 from (15, 10) to (25, 10), the seam at x = 20; bases are 1" across.
import { describe, expect, it } from "vitest";
import type { TerrainSpec } from "../../../src/engine/board/types";
import { type PathAnalysis, analysePath } from "../../../src/engine/path/analyse";
import { model, pts, rect, table } from "../helpers";

function both(terrain: TerrainSpec[], elevation: number): { once: PathAnalysis; twice: PathAnalysis } {
  const board = table({ models: [model("m", "a", 15, 10, { elevation })], terrain });
  const m = board.model("m");
  return {
    once: analysePath(board, m, pts([15, 10], [20, 10], [25, 10])),
    twice: analysePath(board, m, pts([15, 10], [20, 10], [20, 10], [25, 10])),
  };
}

const rows = (a: PathAnalysis) =>
  a.pieces.map((p) => [
    p.from,
    p.to,
    p.elevation,
    p.surface,
    p.airborne,
    p.kinds.join("+"),
    p.terrainIds.join(","),
  ]);

describe("a waypoint repeated on the seam between two pieces (issue 14, mutation testing)", () => {
  it("MUMG-ROUGH-1: repeated where one mud patch meets another, it adds no piece of open ground between them", () => {
    const { once, twice } = both(
      [
        { id: "mud", kind: "difficult", polygon: rect(10, 0, 20, 20) },
        { id: "mud2", kind: "difficult", polygon: rect(20, 0, 30, 20) },
      ],
      0,
    );
    expect(rows(twice)).toEqual([
      [0, 5, 0, 0, false, "difficult", "mud"],
      [5, 10, 0, 0, false, "difficult", "mud2"],
    ]);
    expect(twice.levelChanges).toEqual([]);
    expect(twice.length).toBe(10);
    expect(twice.pieces).toEqual(once.pieces);
  });

  it("MUMG-JUMP-1: repeated where two roofs of one height meet, it is no jump and no piece in the air", () => {
    const { once, twice } = both(
      [
        { id: "roofA", kind: "platform", polygon: rect(10, 0, 20, 20), height: 1 },
        { id: "roofB", kind: "platform", polygon: rect(20, 0, 30, 20), height: 1 },
      ],
      1,
    );
    expect(twice.startElevation).toBe(1);
    expect(rows(twice)).toEqual([
      [0, 5, 1, 1, false, "platform", "roofA"],
      [5, 10, 1, 1, false, "platform", "roofB"],
    ]);
    expect(twice.levelChanges).toEqual([]);
    expect(twice.pieces).toEqual(once.pieces);
    expect(twice.levelChanges).toEqual(once.levelChanges);
  });
});
