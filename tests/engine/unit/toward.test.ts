import { describe, expect, it } from "vitest";
import { unitToward } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

const R = 16 / 25.4;

describe("a unit directly towards or away (unit module)", () => {
  it("SCTMG-TOWARD-2: the Leading Model is the one with the shortest path, not the nearest in a straight line", () => {
    // m1 is nearer the target but a wall closes its way; m2 walks straight there.
    const board = table({
      models: [
        model("m1", "a", 20, 10, { baseMm: 32, unitId: "u" }),
        model("m2", "a", 20, 14, { baseMm: 32, unitId: "u" }),
        model("t", "b", 10, 12, { baseMm: 32, unitId: "v" }),
      ],
      terrain: [{ id: "wall", kind: "impassable", polygon: rect(13, 4, 18, 11.5) }],
    });
    const unit = [board.model("m1"), board.model("m2")];
    const r = unitToward(board, unit, [board.model("t")], { maxDistance: 3, clearance: 1 });
    expect(r?.leader.id).toBe("m2");
    expect(r?.target.id).toBe("t");
    expect(r?.move.moved).toBeCloseTo(3, 6);
    expect(r?.move.stop).toBe("distance");
  });

  it("SCTMG-TOWARD-2: away from a unit it aims at the target's farthest model and stops at the table edge", () => {
    const board = table({
      width: 30,
      height: 30,
      models: [
        model("m1", "a", 24, 12, { baseMm: 32, unitId: "u" }),
        model("z1", "b", 10, 6, { baseMm: 32, unitId: "v" }),
        model("z2", "b", 11, 12, { baseMm: 32, unitId: "v" }),
        model("z3", "b", 6, 20, { baseMm: 32, unitId: "v" }),
      ],
    });
    const targets = ["z1", "z2", "z3"].map((id) => board.model(id));
    const r = unitToward(board, [board.model("m1")], targets, { away: true, maxDistance: 10 });
    expect(r?.target.id).toBe("z3");
    expect(r?.move.stop).toBe("edge");
    expect(r?.move.end.x).toBeCloseTo(30 - R, 6);
    expect(unitToward(board, [], targets, { maxDistance: 1 })).toBeNull();
    expect(unitToward(board, [board.model("m1")], [], { maxDistance: 1 })).toBeNull();
  });
});
