import { describe, expect, it } from "vitest";
import { evaluateMove } from "../../src/engine/evaluate";
import { sctmg } from "../../src/rulesets/sctmg";
import { speedFor } from "../../src/rulesets/sctmg/options";
import { R32, judge, line, table, unitModel, why } from "./helpers";

describe("SCTMG Leading Model moves", () => {
  it("SCTMG-LEAD-1: a Move goes up to Speed; past it the path is over the allowance", () => {
    const board = table([unitModel("marine", "m", "squad", 10, 24)]);
    const v = judge(board, { modelId: "m", path: line(10, 17, 24) });
    expect(v).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "SCTMG-LEAD-1",
          key: "TTM.Sctmg.Reason.TooFar",
          data: { length: "7.0", allowance: "6.0", unit: "TTM.Unit.in" },
          severity: "illegal",
        },
      ],
      length: 7,
      allowance: 6,
      cost: { amount: 6, key: "TTM.Sctmg.Cost", data: { distance: "6.0", allowance: "6.0" } },
      reach: { distance: 6, point: { x: 16, y: 24 } },
      legalPath: line(10, 16, 24),
      bands: [
        { from: 0, to: 6, style: "ok", key: "TTM.Band.Move" },
        { from: 6, to: 7, style: "over", key: "TTM.Band.Over", data: { allowance: "6.0" } },
      ],
      prompts: [],
      effects: [],
      contacts: [],
      models: [{ modelId: "m", point: { x: 16, y: 24 }, status: "leader" }],
      unitStatus: "in-coherency",
    });
  });

  it("SCTMG-LEAD-1: Run and Disengage go up to Speed too", () => {
    const board = table([unitModel("marine", "m", "squad", 10, 24)]);
    for (const action of ["run", "disengage"]) {
      const v = judge(board, { modelId: "m", action, path: line(10, 16, 24) });
      expect([v.legal, v.allowance, why(v)]).toEqual([true, 6, []]);
      expect(judge(board, { modelId: "m", action, path: line(10, 16.01, 24) }).legal).toBe(false);
    }
  });

  it('SCTMG-MOVE-1: a Move may not end within 1" of an enemy Ground unit: it stops 1" short', () => {
    const board = table([
      unitModel("marine", "m", "squad", 10, 24),
      unitModel("zergling", "z", "brood", 17, 24, { name: "Zergling" }),
    ]);
    const v = judge(board, { modelId: "m", path: line(10, 15.5, 24) });
    const stop = 17 - 2 * R32 - 1 - 10;
    expect(v.reach.distance).toBeCloseTo(stop, 6);
    expect(v.reach.distance).toBeLessThanOrEqual(stop + 1e-9);
    expect(v.reasons).toEqual([
      {
        ruleId: "SCTMG-MOVE-1",
        key: "TTM.Sctmg.Reason.EndsEngaged",
        data: { name: "Zergling", distance: "4.74", unit: "TTM.Unit.in" },
        severity: "illegal",
      },
    ]);
    expect([v.legal, v.effects, v.prompts, v.contacts]).toEqual([false, [], [], []]);
    // Within 1" includes exactly 1"; just beyond it is legal.
    expect(judge(board, { modelId: "m", path: line(10, 10 + stop - 0.001, 24) }).legal).toBe(true);
  });

  it('SCTMG-MOVE-1: ending within 1" of the enemy wins over the base that collides further on', () => {
    const board = table([
      unitModel("marine", "m", "squad", 10, 24),
      unitModel("zergling", "z", "brood", 17, 24, { name: "Zergling" }),
    ]);
    const v = judge(board, { modelId: "m", path: line(10, 16, 24) });
    expect(why(v)).toEqual([["SCTMG-MOVE-1", "TTM.Sctmg.Reason.EndsEngaged", "illegal"]]);
  });

  it('SCTMG-MOVE-1: the other models of the unit are not placed within 1" of the enemy either', () => {
    const board = table([
      unitModel("marine", "m1", "squad", 10, 24),
      unitModel("marine", "m2", "squad", 11.5, 24),
      unitModel("marine", "m3", "squad", 10, 25.5),
      unitModel("zergling", "z", "brood", 17.5, 24.5),
    ]);
    const v = judge(board, { modelId: "m1", path: line(10, 14, 24) });
    expect(v.legal).toBe(true);
    const z = board.model("z");
    for (const p of v.models!) {
      expect(Math.hypot(p.point.x - z.x, p.point.y - z.y) - 2 * R32).toBeGreaterThan(1);
      expect(p.status).toBe(p.modelId === "m1" ? "leader" : "coherent");
    }
    expect(v.unitStatus).toBe("in-coherency");
  });

  it('SCTMG-MOVE-1: flying units, and Ground units near flying enemies, may end within 1"', () => {
    const flyer = table([
      unitModel("marine", "m", "wraith", 10, 24, { profile: { flying: true } }),
      unitModel("zergling", "z", "brood", 17, 24),
    ]);
    expect(why(judge(flyer, { modelId: "m", path: line(10, 15.5, 24) }))).toEqual([]);
    const overhead = table([
      unitModel("marine", "m", "squad", 10, 24),
      unitModel("zergling", "z", "mutas", 17, 24, { profile: { flying: true } }),
    ]);
    expect(why(judge(overhead, { modelId: "m", path: line(10, 15.5, 24) }))).toEqual([]);
  });

  it('SCTMG-MOVE-1: an engaged unit cannot Move; a move of 0" is a Hold, engaged or not', () => {
    const board = table([
      unitModel("marine", "m", "squad", 10, 24),
      unitModel("zergling", "z", "brood", 12, 24, { name: "Zergling" }),
    ]);
    const v = judge(board, { modelId: "m", path: line(10, 8, 24) });
    expect(v).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "SCTMG-MOVE-1",
          key: "TTM.Sctmg.Reason.Engaged",
          data: { name: "Zergling" },
          severity: "illegal",
        },
      ],
      length: 2,
      allowance: 6,
      cost: { amount: 0, key: "TTM.Sctmg.Cost", data: { distance: "0.0", allowance: "6.0" } },
      reach: { distance: 0, point: { x: 10, y: 24 } },
      legalPath: [{ x: 10, y: 24 }],
      bands: [{ from: 0, to: 2, style: "over", key: "TTM.Band.Over", data: { allowance: "6.0" } }],
      prompts: [],
      effects: [],
      contacts: [],
    });
    // Holding is what an engaged unit may do.
    const hold = judge(board, { modelId: "m", path: [{ x: 10, y: 24 }] });
    expect(hold).toEqual({
      legal: true,
      reasons: [{ ruleId: "SCTMG-MOVE-1", key: "TTM.Sctmg.Reason.Hold", severity: "info" }],
      length: 0,
      allowance: 6,
      cost: { amount: 0, key: "TTM.Sctmg.Cost", data: { distance: "0.0", allowance: "6.0" } },
      reach: { distance: 0, point: { x: 10, y: 24 } },
      legalPath: [{ x: 10, y: 24 }],
      bands: [],
      prompts: [],
      effects: [],
      contacts: [],
    });
  });

  it("SCTMG-SPEED-1: a two-value Speed uses the first value for a unit of several models, the second for the last one", () => {
    const two = { profile: { speed: "4/7" } };
    const squad = table([
      unitModel("marine", "m1", "squad", 10, 24, two),
      unitModel("marine", "m2", "squad", 11.5, 24, two),
    ]);
    expect(judge(squad, { modelId: "m1", path: line(10, 12, 24) }).allowance).toBe(4);
    const last = table([unitModel("marine", "m1", "squad", 10, 24, two)]);
    expect(judge(last, { modelId: "m1", path: line(10, 12, 24) }).allowance).toBe(7);
    // The world option can fix one value.
    const second = judge(squad, {
      modelId: "m1",
      path: line(10, 12, 24),
      options: { twoValueSpeed: "second" },
    });
    expect(second.allowance).toBe(7);
    const first = judge(last, { modelId: "m1", path: line(10, 12, 24), options: { twoValueSpeed: "first" } });
    expect(first.allowance).toBe(4);
    expect([
      speedFor([6], 3, "by-models"),
      speedFor([4, 7], 2, "by-models"),
      speedFor([4, 7], 1, "by-models"),
    ]).toEqual([6, 4, 7]);
  });

  it("SCTMG-SPEED-1: a Speed that is not one or two numbers is refused naming the model", () => {
    for (const speed of ["fast", "4/7/9", "-2", "4/"]) {
      const board = table([unitModel("marine", "m", "squad", 10, 24, { profile: { speed } })]);
      const out = evaluateMove(sctmg, board, { modelId: "m", action: "move", path: line(10, 12, 24) });
      expect(out.ok).toBe(false);
      if (!out.ok) {
        expect(out.error.key).toBe("TTM.Error.ProfileField");
        expect(out.error.data).toEqual({ id: "m", field: "speed", value: JSON.stringify(speed) });
      }
    }
  });
});
