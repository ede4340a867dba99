import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec, TerrainSpec, WallSpec } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
import { type Placement, type PlacementRules, placeUnit } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { unitId: "squad", ...extra });
const block = (id: string, polygon: Point[]): TerrainSpec => ({
  id,
  name: id,
  kind: "impassable",
  polygon,
  height: 3,
});
function place(board: Board, to: Point, rules: PlacementRules): Placement {
  const [leader, ...members] = board.models.filter((m) => m.unitId === "squad");
  return placeUnit(board, { leader: leader!, to, level: 0, members }, rules);
}

/*
 * The places touching an obstacle are looked for round each obstacle near the wanted place: a
 * terrain piece whose outline comes within 2r + 2 of it, a wall or a base within that plus what
 * keeps the two apart (r, r + its radius). These boards put the obstacle exactly at that bound (1"
 * bases: 3" for a piece, 3.5" for a wall), in a slot 1" wide that only its touching place finds:
 * a block round the wanted place keeps every nearer place off, and the lattice (0.25" through the
 * leader's end, 0.125" off the slot's line) has no point in the slot.
 */
describe("placement: an obstacle exactly at the touching search's reach (issue 14, mutation testing)", () => {
  it("SCTMG-COH-1: a wall 3.5\" from the model's old place bounds a slot against a block: the model stands in it, touching both", () => {
    // Wanted (20, 20) (the old place relative to the leader), inside a block whose right face is
    // x = 22.5; a wall x = 23.5 from y = 19 to 21 closes a slot 1" wide. Nearest legal: (23, 20),
    // 3" from the wanted place, 2.2" from the leader's end (23.125, 22.2).
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 6.875, 7.8)],
      terrain: [block("block", rect(14, 17.5, 22.5, 23.5))],
      walls: [{ id: "w", a: { x: 23.5, y: 19 }, b: { x: 23.5, y: 21 } } satisfies WallSpec],
    });
    const got = place(board, { x: 23.125, y: 22.2 }, { range: 3, gapWidth: 0, step: 0.25 });
    expect(got.placements[1]!.point.x).toBeCloseTo(23 - 1e-7, 12);
    expect(got).toEqual({
      placements: [
        { modelId: "lead", point: { x: 23.125, y: 22.2 }, status: "leader" },
        { modelId: "m2", point: { x: got.placements[1]!.point.x, y: 20 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it("SCTMG-COH-1: a crate 3\" from the model's old place bounds a slot against a block: the model stands in it, touching both", () => {
    // Wanted (20, 20), inside a block whose right face is x = 22; a crate from x = 23 (y 19.5 to
    // 20.5) closes a slot 1" wide. Nearest legal: (22.5, 20), 2.5" from the wanted place.
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 7.375, 7.25)],
      terrain: [block("block", rect(14, 18, 22, 23)), block("crate", rect(23, 19.5, 24, 20.5))],
    });
    const got = place(board, { x: 22.625, y: 22.75 }, { range: 3, gapWidth: 0, step: 0.25 });
    expect(got.placements[1]!.point.x).toBeCloseTo(22.5 - 1e-7, 12);
    expect(got).toEqual({
      placements: [
        { modelId: "lead", point: { x: 22.625, y: 22.75 }, status: "leader" },
        { modelId: "m2", point: { x: got.placements[1]!.point.x, y: 20 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });
});
