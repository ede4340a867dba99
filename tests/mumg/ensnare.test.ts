import { describe, expect, it } from "vitest";
import { bandList, hero, judge, pts, table } from "./helpers";

describe("MUMG Ensnare", () => {
  it("MUMG-ENSNARE-1: Ensnare 2 on 4/7/14 gives 2/5/12, on the ruler and in the price", () => {
    const b = table({ models: [hero("iron", 2, 18, { ensnare: 2 })] });
    const v = judge(b, "iron", pts([2, 18], [16, 18]));
    expect(bandList(v)).toEqual([
      [0, 2, "ok", 1],
      [2, 5, "tier", 2],
      [5, 12, "tier", 3],
      [12, 14, "over", undefined],
    ]);
    expect(v.reasons).toContainEqual(
      expect.objectContaining({
        ruleId: "MUMG-ENSNARE-1",
        severity: "info",
        data: { x: 2, values: "2/5/12" },
      }),
    );
    expect(judge(b, "iron", pts([2, 18], [4, 18])).cost.amount).toBe(1);
    expect(judge(b, "iron", pts([2, 18], [4.01, 18])).cost.amount).toBe(2);
    expect(judge(b, "iron", pts([2, 18], [14, 18]))).toMatchObject({ legal: true, cost: { amount: 3 } });
    expect(v.reach.distance).toBeCloseTo(12, 9);
  });

  it("MUMG-ENSNARE-1: Ensnare 4 on 4/7 leaves only the 2nd tier, at 3 inches", () => {
    const b = table({ models: [hero("cap", 2, 18, { movement: "4/7", ensnare: 4 })] });
    expect(judge(b, "cap", pts([2, 18], [3, 18]))).toMatchObject({ legal: true, cost: { amount: 2 } });
    const far = judge(b, "cap", pts([2, 18], [5.01, 18]));
    expect(far.legal).toBe(false);
    expect(far.reach.distance).toBeCloseTo(3, 9);
    expect(bandList(far)).toEqual([
      [0, 3, "tier", 2],
      [3, 3.01, "over", undefined],
    ]);
    const one = judge(b, "cap", pts([2, 18], [3, 18]), { declarations: { pow: 1 } });
    expect(one.legal).toBe(false);
    expect(one.reasons).toContainEqual(
      expect.objectContaining({
        ruleId: "MUMG-ENSNARE-1",
        key: "TTM.Mumg.Reason.TierEnsnared",
        severity: "illegal",
      }),
    );
  });

  it("MUMG-ENSNARE-1: when every value is 0 the model cannot move at all", () => {
    const b = table({ models: [hero("cap", 2, 18, { movement: "4/7", ensnare: 7 })] });
    for (const path of [pts([2, 18]), pts([2, 18], [2.5, 18])]) {
      const v = judge(b, "cap", path);
      expect(v.legal).toBe(false);
      expect(v.reasons).toContainEqual(
        expect.objectContaining({ ruleId: "MUMG-ENSNARE-1", key: "TTM.Mumg.Reason.CannotMove" }),
      );
      expect(v.effects).toEqual([]);
    }
  });

  it("MUMG-ENSNARE-1: it lasts until the end of its round; the current round tells when it is over", () => {
    const b = table({ models: [hero("cap", 2, 18, { movement: "4/7", ensnare: 7, ensnareRound: 2 })] });
    const path = pts([2, 18], [5, 18]);
    expect(judge(b, "cap", path, { declarations: { round: 2 } }).legal).toBe(false);
    expect(judge(b, "cap", path, { declarations: { round: 3 } })).toMatchObject({
      legal: true,
      cost: { amount: 1 },
    });
    // A value drawn from the card of several Ensnare effects adds up: the profile holds the sum.
    const twice = table({ models: [hero("iron", 2, 18, { ensnare: 2 + 2 })] });
    expect(judge(twice, "iron", pts([2, 18], [12.5, 18])).reach.distance).toBeCloseTo(10, 9);
  });
});
