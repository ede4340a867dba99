import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec } from "../../../src/engine/board/types";
import { GEOMETRY_TOLERANCE as T } from "../../../src/engine/geometry/tolerance";
import type { Point } from "../../../src/engine/geometry/vec";
import { type Placement, type PlacementRules, placeUnit } from "../../../src/engine/unit";
import { model, table } from "../helpers";

const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { unitId: "squad", ...extra });
function place(board: Board, to: Point, rules: PlacementRules, fixed?: Map<string, Point>): Placement {
  const [leader, ...members] = board.models.filter((m) => m.unitId === "squad");
  return placeUnit(board, { leader: leader!, to, level: 0, members, ...(fixed ? { fixed } : {}) }, rules);
}

// Places exactly at the geometry tolerance: the coordinates are chosen so that the distance the
// code computes is exactly the bound (checked first), which "no more than the tolerance" allows.
describe("placement at exactly the geometry tolerance (issue 14, mutation testing)", () => {
  it("SCTMG-COH-1: a player's base overlapping the leader's by exactly the tolerance touches it: it fits", () => {
    const board = table({
      models: [squad("lead", 10, 10, { baseMm: 40 }), squad("m2", 12, 10, { baseMm: 40 })],
    });
    const r = board.model("m2").r;
    const min = r + r - T;
    const x = 10 + min;
    expect((x - 10) * (x - 10)).toBe(min * min);
    expect(
      place(board, { x: 10, y: 15 }, { range: 3, gapWidth: 1 }, new Map([["m2", { x, y: 15 }]])),
    ).toEqual({
      placements: [
        { modelId: "lead", point: { x: 10, y: 15 }, status: "leader" },
        { modelId: "m2", point: { x, y: 15 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it('SCTMG-MOVE-1: a player\'s base exactly the tolerance less than 1" from an enemy base is 1" from it: it fits', () => {
    const board = table({
      models: [
        squad("lead", 10, 10, { baseMm: 32 }),
        squad("m2", 12, 10, { baseMm: 32 }),
        model("z", "zerg", 10, 15, { baseMm: 32 }),
      ],
    });
    const z = board.model("z");
    const min = 1 - T + z.r + z.r;
    const x = 10 - min;
    expect((x - 10) * (x - 10)).toBe(min * min);
    const rules: PlacementRules = { range: 3, gapWidth: 1, keepAway: { models: [z], distance: 1 } };
    expect(place(board, { x: 5.5, y: 15 }, rules, new Map([["m2", { x, y: 15 }]]))).toEqual({
      placements: [
        { modelId: "lead", point: { x: 5.5, y: 15 }, status: "leader" },
        { modelId: "m2", point: { x, y: 15 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it('SCTMG-COH-1: a model whose old place is 3" and exactly the tolerance from the leader keeps it', () => {
    // 1" bases: Wholly Within 3" is 3" between centres, and 3" + the tolerance is still within.
    const d = 3 + T;
    const board = table({ models: [squad("lead", 0.5, 10), squad("m2", 0.5 + d, 10)] });
    const to = { x: 0.5, y: 20 };
    expect(0.5 + (board.model("m2").x - 0.5) - to.x).toBe(d);
    expect(place(board, to, { range: 3, gapWidth: 1 })).toEqual({
      placements: [
        { modelId: "lead", point: to, status: "leader" },
        { modelId: "m2", point: { x: 0.5 + d, y: 20 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it('SCTMG-COH-1: a 3" base Wholly Within 3" of a 1" leader must touch it: it does, on the side of its old place', () => {
    // Centres 2" apart at most (3 + 0.5 - 1.5), and no less (the bases touch): m2 stood 4" from
    // the leader at (0.8, 0.6); it touches the leader on that line.
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 13.2, 12.4, { baseMm: 3 * 25.4 })] });
    const p = place(board, { x: 30, y: 24 }, { range: 3, gapWidth: 1 });
    const at = p.placements[1]!.point;
    expect(p).toEqual({
      placements: [
        { modelId: "lead", point: { x: 30, y: 24 }, status: "leader" },
        { modelId: "m2", point: at, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
    expect(Math.hypot(at.x - 30, at.y - 24)).toBeCloseTo(2, 6);
    expect(at.x).toBeCloseTo(30 + 1.6, 6);
    expect(at.y).toBeCloseTo(24 + 1.2, 6);
  });
});
