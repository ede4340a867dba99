import { describe, expect, it } from "vitest";
import { R, hero, judge, pts, rect, table } from "./helpers";

/*
 * Where a MUMG move may end (ending.ts; issue 14, mutation testing): a Wall-Crawler clings only
 * touching a piece it can climb at its own level (MUMG-WALLCRAWL-1, research note A0.7).
 */

const U = "TTM.Unit.in";
// A 6" building from x = 20, a 0.25" kerb along its foot from x = 19.5: a base at the foot
// straddles the kerb's edge, so it does not fit on one surface.
const building = { id: "bld", kind: "vertical" as const, polygon: rect(20, 0, 30, 20), height: 6 };
const kerb = { id: "kerb", kind: "platform" as const, polygon: rect(19.5, 0, 20, 20), height: 0.25 };
const street = () =>
  table({ models: [hero("s", 15, 10, { wallCrawler: true }), hero("w", 15, 14)], terrain: [building, kerb] });

describe("MUMG-WALLCRAWL-1: clinging at the foot of a wall", () => {
  it("MUMG-WALLCRAWL-1: on the street, its base touching the building's side, it clings; a walker does not fit there", () => {
    const foot = 20 - R;
    expect(judge(street(), "s", pts([15, 10], [foot, 10]))).toEqual({
      legal: true,
      reasons: [{ ruleId: "MUMG-WALLCRAWL-1", key: "TTM.Mumg.Reason.Clings", severity: "info" }],
      length: expect.closeTo(foot - 15, 9) as number,
      allowance: 14,
      cost: { amount: 2, key: "TTM.Mumg.Cost", data: { distance: "4.41", pow: 2, unit: U } },
      reach: {
        distance: expect.closeTo(foot - 15, 9) as number,
        point: { x: expect.closeTo(foot, 9) as number, y: 10 },
      },
      legalPath: [
        { x: 15, y: 10 },
        { x: expect.closeTo(foot, 9) as number, y: 10 },
      ],
      bands: [
        {
          from: 0,
          to: 4,
          style: "ok",
          tier: 1,
          key: "TTM.Mumg.Band.Tier",
          data: { pow: 1, value: "4.0", unit: U },
        },
        {
          from: 4,
          to: expect.closeTo(foot - 15, 9) as number,
          style: "tier",
          tier: 2,
          key: "TTM.Mumg.Band.Tier",
          data: { pow: 2, value: "7.0", unit: U },
        },
      ],
      prompts: [],
      effects: [{ type: "ledger", modelId: "s", changes: { moves: 1, powSpent: 2 }, ruleId: "MUMG-MOVE-3" }],
      contacts: [],
    });
    expect(judge(street(), "w", pts([15, 14], [foot, 14])).reasons).toEqual([
      {
        ruleId: "MUMG-MOVE-6",
        key: "TTM.Reason.NoFit",
        severity: "illegal",
        data: { distance: "3.91", unit: U },
      },
    ]);
  });

  it("MUMG-WALLCRAWL-1: a ten-millionth of an inch off the wall still touches it (the one geometry tolerance); a millionth off does not", () => {
    const at = (gap: number) => judge(street(), "s", pts([15, 10], [20 - R - gap, 10]));
    expect(at(1e-7).reasons).toEqual([
      { ruleId: "MUMG-WALLCRAWL-1", key: "TTM.Mumg.Reason.Clings", severity: "info" },
    ]);
    const off = at(1e-6);
    expect(off.reasons).toEqual([
      {
        ruleId: "MUMG-WALLCRAWL-1",
        key: "TTM.Mumg.Reason.MustTouch",
        severity: "illegal",
        data: { distance: "3.91", unit: U },
      },
    ]);
    // It ends before the kerb, wholly on the street.
    expect(off.reach.distance).toBeCloseTo(4.5 - R, 6);
  });

  it("MUMG-WALLCRAWL-1: a piece overhead, its underside above the model's level, is nothing it clings to", () => {
    // The same kerb, but the building is a gantry from 3" to 9" up: the base at the foot touches
    // it only in plan.
    const gantry = { ...building, id: "gantry", elevation: 3 };
    const b = table({ models: [hero("s", 15, 10, { wallCrawler: true })], terrain: [gantry, kerb] });
    const v = judge(b, "s", pts([15, 10], [20 - R, 10]));
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-WALLCRAWL-1",
        key: "TTM.Mumg.Reason.MustTouch",
        severity: "illegal",
        data: { distance: "3.91", unit: U },
      },
    ]);
  });

  it("MUMG-WALLCRAWL-1: it clings to a building on any side: west, south and north of it as well", () => {
    const clings = [{ ruleId: "MUMG-WALLCRAWL-1", key: "TTM.Mumg.Reason.Clings", severity: "info" }];
    const beside = (
      bld: ReturnType<typeof rect>,
      curb: ReturnType<typeof rect>,
      from: number[],
      to: number[],
    ) =>
      judge(
        table({
          models: [hero("s", from[0]!, from[1]!, { wallCrawler: true })],
          terrain: [
            { ...building, polygon: bld },
            { ...kerb, polygon: curb },
          ],
        }),
        "s",
        pts(from as [number, number], to as [number, number]),
      ).reasons;
    expect(beside(rect(10, 0, 16, 20), rect(16, 0, 16.5, 20), [21, 10], [16 + R, 10])).toEqual(clings);
    expect(beside(rect(0, 26, 20, 32), rect(0, 25.5, 20, 26), [10, 21], [10, 26 - R])).toEqual(clings);
    expect(beside(rect(0, 4, 20, 10), rect(0, 10, 20, 10.5), [10, 15], [10, 10 + R])).toEqual(clings);
  });
});
