import { describe, expect, it } from "vitest";
import type { ModelSpec, TerrainSpec, WallSpec } from "../../../src/engine/board/types";
import { placeUnit } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

const R32 = 16 / 25.4;
const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { baseMm: 32, unitId: "squad", ...extra });

/** m2's place when the leader (old place (10, 10)) ends at (20, 15), m2 having stood at (12.5 or 11.6, 10). */
function m2Place(parts: { terrain?: TerrainSpec[]; walls?: WallSpec[]; models?: ModelSpec[] }, m2x: number) {
  const board = table({
    models: [squad("lead", 10, 10), squad("m2", m2x, 10), ...(parts.models ?? [])],
    terrain: parts.terrain ?? [],
    walls: parts.walls ?? [],
  });
  const [leader, ...members] = ["lead", "m2"].map((id) => board.model(id));
  const answer = placeUnit(
    board,
    { leader: leader!, to: { x: 20, y: 15 }, level: 0, members },
    { range: 3, gapWidth: 1, support: true },
  );
  expect(answer.unitStatus).toBe("in-coherency");
  expect(answer.misfits).toEqual([]);
  expect(answer.placements.map((p) => [p.modelId, p.status])).toEqual([
    ["lead", "leader"],
    ["m2", "coherent"],
  ]);
  expect(answer.placements[0]!.point).toEqual({ x: 20, y: 15 });
  return answer.placements[1]!.point;
}

describe("places touching an obstacle stand clear of it (issue 14, mutation testing)", () => {
  it("SCTMG-GAP-2: a model pushed off its place by a rock, a wall or another unit's base touches it from outside, never a rounding into it", () => {
    // m2's relative place (21.6, 15): each obstacle's near side is 0.4" off it on the +x side, at x = 22.
    const cases: { terrain?: TerrainSpec[]; walls?: WallSpec[]; models?: ModelSpec[] }[] = [
      { terrain: [{ id: "rock", kind: "impassable", polygon: rect(22, 13, 26, 17) }] },
      { walls: [{ id: "w", a: { x: 22, y: 5 }, b: { x: 22, y: 25 } }] },
      { models: [model("civ", "terran", 22 + R32, 15, { baseMm: 32, unitId: "other" })] },
    ];
    for (const c of cases) {
      const p = m2Place(c, 11.6);
      expect(p.y).toBe(15);
      // Clear of x = 22 by more than nothing and less than a millionth.
      expect(22 - p.x).toBeGreaterThan(R32);
      expect(22 - p.x).toBeLessThan(R32 + 1e-6);
    }
    // m2's relative place (22.5, 15) 0.3" inside the rock: out through the west face x = 22.2.
    const p = m2Place(
      { terrain: [{ id: "rock", kind: "impassable", polygon: rect(22.2, 13, 26, 17) }] },
      12.5,
    );
    expect(p.y).toBe(15);
    expect(22.2 - p.x).toBeGreaterThan(R32);
    expect(22.2 - p.x).toBeLessThan(R32 + 1e-6);
  });
});
