import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec, WallSpec } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
import { type Placement, type PlacementRules, placeUnit } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { unitId: "squad", ...extra });
/** A wall a thousandth long: a post, in the way of any base whose rim reaches it. */
const post = (id: string, x: number, y: number): WallSpec => ({
  id,
  a: { x: x - 0.0005, y },
  b: { x: x + 0.0005, y },
});
function place(board: Board, to: Point, rules: PlacementRules): Placement {
  const [leader, ...members] = board.models.filter((m) => m.unitId === "squad");
  return placeUnit(board, { leader: leader!, to, level: 0, members }, rules);
}

/*
 * Exact ties between candidate places (issue 14: the placement is deterministic). The candidates are
 * tried nearest first by a key computed once per place, with stable sorts, so between places of
 * exactly the same key the order they were made in decides: the lattice row by row from the
 * smallest x (then the smallest y), the 16 places round a placed base from angle 0 counter-clockwise
 * (y up), and between a lattice place and a touching place the lattice's first (mergeByKey).
 */
describe("placement: which of two equally good places is taken (issue 14, mutation testing)", () => {
  it("SCTMG-COH-1: between two lattice places exactly as near the model's old place, the first in the lattice's order (the smaller x) is taken", () => {
    // m2 stood 0.125" right of and 2" above the leader: wanted (20.125, 22). Two posts keep it off
    // that place and off the places touching them; the lattice (step 0.25" through (20, 20)) has
    // (20, 22) and (20.25, 22) exactly 0.125" from it, both clear of the posts (0.5154" from the
    // lower one, 0.5" bases).
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 10.125, 12)],
      walls: [post("p1", 20.125, 22.49), post("p2", 20.125, 21.5)],
    });
    expect(place(board, { x: 20, y: 20 }, { range: 3, gapWidth: 1, step: 0.25 })).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 20 }, status: "leader" },
        { modelId: "m2", point: { x: 20, y: 22 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });
  it("SCTMG-COH-1: between two places touching the leader exactly as near the model's old place, the first counter-clockwise from angle 0 is taken", () => {
    // m2 stood 1.3" above the leader: wanted (20, 21.3). A crate from y = 21.45 up keeps it off
    // that place, off the place touching the leader towards it and off every place nearer; of the
    // 16 places round the leader (1" bases, centres 1" and 1e-7 apart), those at 3/8 and 5/8 of a
    // half turn are exactly as far from it (0.536575…", mirror images across x = 20) and clear
    // of the crate. The one at 3/8 comes first.
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 10, 11.3)],
      terrain: [
        { id: "crate", name: "Crate", kind: "impassable", polygon: rect(18, 21.45, 22, 24), height: 3 },
      ],
    });
    const d = 0.5 + 0.5 + 1e-7;
    const a = (3 * Math.PI) / 8;
    const at = { x: 20 + d * Math.cos(a), y: 20 + d * Math.sin(a) };
    const mirror = { x: 20 + d * Math.cos((5 * Math.PI) / 8), y: 20 + d * Math.sin((5 * Math.PI) / 8) };
    const far = (p: Point) => Math.sqrt((p.x - 20) ** 2 + (p.y - 21.3) ** 2);
    expect(far(mirror)).toBe(far(at));
    expect(place(board, { x: 20, y: 20 }, { range: 3, gapWidth: 1, step: 0.25 })).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 20 }, status: "leader" },
        { modelId: "m2", point: at, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });
  it("SCTMG-TOWARD-2: between a lattice place and a place touching the leader exactly as near the target, the lattice's is taken", () => {
    // Towards a target at the leader's new centre (20, 20). Two crates leave a corridor 1.002"
    // high along y = 20: of the places touching the leader (1" bases) only those at angle 0 and a
    // half turn fit. The lattice step is the distance the code computes from (20, 20) to the place
    // touching it at angle 0, D = (20 + 1.0000001) - 20, so the lattice's (20 - D, 20) and that
    // place (20 + D, 20) are exactly as near the target; the lattice's comes first (the sorted
    // list before the touching places, at equal keys).
    const D = 20 + (0.5 + 0.5 + 1e-7) - 20;
    expect(20 - D - 20).toBe(-D);
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 12, 10)],
      terrain: [
        { id: "top", name: "Top", kind: "impassable", polygon: rect(14, 20.501, 26, 24), height: 3 },
        { id: "bottom", name: "Bottom", kind: "impassable", polygon: rect(14, 16, 26, 19.499), height: 3 },
      ],
    });
    const rules: PlacementRules = {
      range: 3,
      gapWidth: 1,
      step: D,
      prefer: { target: { x: 20, y: 20 }, away: false },
    };
    expect(place(board, { x: 20, y: 20 }, rules)).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 20 }, status: "leader" },
        { modelId: "m2", point: { x: 20 - D, y: 20 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });
});
