import { describe, expect, it } from "vitest";
import type { ModelSpec } from "../../../src/engine/board/types";
import { isWhollyWithin } from "../../../src/engine/geometry/circle";
import { placeUnit } from "../../../src/engine/unit";
import { model, table } from "../helpers";

const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { unitId: "squad", ...extra });

describe("a place on the edge of coherency range (issue 14, mutation testing)", () => {
  it("SCTMG-COH-1, SCTMG-WITHIN-2: a place touching a wall 3\" and the tolerance from the leader's base is Wholly Within: the model takes it, as near its old place as it can be", () => {
    // A 40 mm leader ends at (6, 15); the 32 mm m2 stood 3.2" west of it, where a wall now runs
    // (x = X). The place where m2 touches the wall, the nearest to its old place, lies exactly
    // 3" and the tolerance from the leader's base (X chosen so that the distance computed is that).
    const X = 2.2125981251968505;
    const board = table({
      models: [squad("lead", 16, 15, { baseMm: 40 }), squad("m2", 12.8, 15, { baseMm: 32 })],
      walls: [{ id: "w", a: { x: X, y: 5 }, b: { x: X, y: 25 } }],
    });
    const [leader, m2] = ["lead", "m2"].map((id) => board.model(id));
    const answer = placeUnit(
      board,
      { leader: leader!, to: { x: 6, y: 15 }, level: 0, members: [m2!] },
      { range: 3, gapWidth: 1 },
    );
    const at = { x: 2.8425194850393702, y: 15 };
    expect(answer).toEqual({
      placements: [
        { modelId: "lead", point: { x: 6, y: 15 }, status: "leader" },
        { modelId: "m2", point: at, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
    // That place touches the wall from outside, and is Wholly Within 3" only by the tolerance.
    expect(at.x - X).toBeGreaterThan(m2!.r);
    expect(at.x - X).toBeLessThan(m2!.r + 1e-6);
    expect(isWhollyWithin({ ...at, r: m2!.r }, { x: 6, y: 15, r: leader!.r }, 3)).toBe(true);
    expect(isWhollyWithin({ ...at, r: m2!.r }, { x: 6, y: 15, r: leader!.r }, 3, 0)).toBe(false);
  });
});
