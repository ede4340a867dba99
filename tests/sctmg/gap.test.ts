import { describe, expect, it } from "vitest";
import { R32, R40, R80, judge, line, rect, table, unitModel, why } from "./helpers";

/** Two rocks between x = 20 and 22 whose facing edges are `gap` apart across y = 24. */
const rocks = (gap: number) => [
  rect("north", "impassable", 20, 10, 22, 24 - gap / 2, { name: "North rock" }),
  rect("south", "impassable", 20, 24 + gap / 2, 22, 38, { name: "South rock" }),
];

describe("SCTMG gap clearance", () => {
  it('SCTMG-GAP-1: a Size 2 Marine (32 mm) passes a 1.1" gap, narrower than its base', () => {
    const board = table([unitModel("marine", "m", "squad", 17, 24)], rocks(1.1));
    const v = judge(board, { modelId: "m", path: line(17, 23, 24) });
    expect(v).toEqual({
      legal: true,
      reasons: [],
      length: 6,
      allowance: 6,
      cost: { amount: 6, key: "TTM.Sctmg.Cost", data: { distance: "6.0", allowance: "6.0" } },
      reach: { distance: 6, point: { x: 23, y: 24 } },
      legalPath: line(17, 23, 24),
      bands: [{ from: 0, to: 6, style: "ok", key: "TTM.Band.Move" }],
      prompts: [],
      effects: [],
      contacts: [],
      models: [{ modelId: "m", point: { x: 23, y: 24 }, status: "leader" }],
      unitStatus: "in-coherency",
    });
  });

  it('SCTMG-GAP-1: a Size 2 model may not pass a 0.9" gap', () => {
    const board = table([unitModel("marine", "m", "squad", 17, 24)], rocks(0.9));
    const v = judge(board, { modelId: "m", path: line(17, 23, 24) });
    expect(why(v)).toEqual([["SCTMG-GAP-1", "TTM.Reason.Blocked.terrain", "illegal"]]);
    // The 1"-wide moving body meets the rocks' corners before the gap's line; the real base
    // ends back where it clears them.
    const blocked = 3 - Math.sqrt(0.5 ** 2 - 0.45 ** 2);
    expect(v.reasons[0]!.data).toEqual({
      name: "North rock",
      distance: blocked.toFixed(2),
      unit: "TTM.Unit.in",
    });
    expect(v.reach.distance).toBeCloseTo(3 - Math.sqrt(R32 ** 2 - 0.45 ** 2), 6);
    expect(v.legal).toBe(false);
    expect(v.models).toEqual([{ modelId: "m", point: v.reach.point, status: "leader" }]);
  });

  it('SCTMG-GAP-1: a Size 3 Stalker is refused a 2.5" gap; it passes a 3" one', () => {
    const narrow = table([unitModel("stalker", "s", "dragoons", 14, 24)], rocks(2.5));
    const v = judge(narrow, { modelId: "s", path: line(14, 20, 24) });
    expect(why(v)).toEqual([["SCTMG-GAP-1", "TTM.Reason.Blocked.terrain", "illegal"]]);
    // The 3"-wide body meets the corners first; the 80 mm base ends where it clears them.
    expect(v.reasons[0]!.data).toEqual({
      name: "North rock",
      distance: (6 - Math.sqrt(1.5 ** 2 - 1.25 ** 2)).toFixed(2),
      unit: "TTM.Unit.in",
    });
    expect(v.reach.distance).toBeCloseTo(6 - Math.sqrt(R80 ** 2 - 1.25 ** 2), 6);
    expect(v.legal).toBe(false);
    const wide = table([unitModel("stalker", "s", "dragoons", 17, 24)], rocks(3));
    const w = judge(wide, { modelId: "s", path: line(17, 23.6, 24) });
    expect(why(w)).toEqual([["SCTMG-LEAD-1", "TTM.Sctmg.Reason.TooFar", "illegal"]]);
    // Speed 6 ends at x = 23, where the 80 mm base has cleared the rocks' far corners.
    expect(w.reach).toEqual({ distance: 6, point: { x: 23, y: 24 } });
  });

  it("SCTMG-GAP-1: a small base (Size 3 decides, not the base) is refused a gap it would fit", () => {
    const board = table(
      [unitModel("marine", "m", "squad", 17, 24, { baseMm: 25, profile: { size: 3 } })],
      rocks(2),
    );
    const v = judge(board, { modelId: "m", path: line(17, 23, 24) });
    // The 25 mm base sweeps as itself (narrower than 3"), so the gap's line is what stops it.
    expect(v.reasons).toEqual([
      {
        ruleId: "SCTMG-GAP-1",
        key: "TTM.Sctmg.Reason.Gap",
        data: { need: "3.0", size: 3, distance: "3.0", unit: "TTM.Unit.in" },
        severity: "illegal",
      },
    ]);
    expect(v.reach.distance).toBeCloseTo(3, 6);
    const size2 = table([unitModel("marine", "m", "squad", 17, 24, { baseMm: 25 })], rocks(2));
    expect(judge(size2, { modelId: "m", path: line(17, 23, 24) }).legal).toBe(true);
  });

  it('SCTMG-GAP-2: a 40 mm Size 2 model passes a 1.1" gap but may not stop inside it', () => {
    const board = table([unitModel("jim-raynor", "jim", "raynor", 17, 24)], rocks(1.1));
    expect(judge(board, { modelId: "jim", path: line(17, 23, 24) }).legal).toBe(true);
    const v = judge(board, { modelId: "jim", path: line(17, 21, 24) });
    // Back along the path to where the 40 mm base clears the rocks' corners.
    const back = 3 - Math.sqrt(R40 ** 2 - 0.55 ** 2);
    expect(v.reach.distance).toBeCloseTo(back, 6);
    expect(v.reasons).toEqual([
      {
        ruleId: "SCTMG-GAP-2",
        key: "TTM.Reason.NoFit",
        data: { distance: v.reach.distance.toFixed(2), unit: "TTM.Unit.in" },
        severity: "illegal",
      },
    ]);
    expect(v.legal).toBe(false);
    expect(v.bands).toEqual([
      { from: 0, to: v.reach.distance, style: "ok", key: "TTM.Band.Move" },
      { from: v.reach.distance, to: 4, style: "over", key: "TTM.Band.Over", data: { allowance: "6.0" } },
    ]);
    expect(v.effects).toEqual([]);
    expect(v.prompts).toEqual([]);
  });

  it("SCTMG-GAP-2: flyers ignore gaps and pass over terrain, but end where the base fits", () => {
    const board = table(
      [unitModel("marine", "f", "wraiths", 17, 24, { profile: { flying: true } })],
      rocks(0.3),
    );
    expect(why(judge(board, { modelId: "f", path: line(17, 23, 24) }))).toEqual([]);
    const over = judge(board, {
      modelId: "f",
      path: [
        { x: 17, y: 24 },
        { x: 21, y: 20 },
      ],
    });
    expect(why(over)).toEqual([["SCTMG-GAP-2", "TTM.Reason.NoFit", "illegal"]]);
    expect(over.reach.point.x).toBeLessThanOrEqual(20 - 16 / 25.4 + 1e-6);
  });
});
