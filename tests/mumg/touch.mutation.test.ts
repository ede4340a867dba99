import { describe, expect, it } from "vitest";
import { R, hero, judge, pts, rect, table } from "./helpers";

/*
 * Issue 14, mutation testing of ending.ts: a piece that is near the base only by its bounding
 * box is not touched (MUMG-WALLCRAWL-1, research note A0.7).
 */

const U = "TTM.Unit.in";

describe("MUMG-WALLCRAWL-1: what a clinging base touches", () => {
  it("MUMG-WALLCRAWL-1: a building diagonally past the base, its corner farther than the rim, is not touched, though its box meets the base's", () => {
    // The base ends at (foot, 10) over the corner of a 0.25" kerb (x from 19.5, y from 10), so it
    // does not fit on one surface. A 6" building lies north-east of it, its corner 0.47" east and
    // 0.47" north of the base's centre: 0.66" away, past the 0.59" rim, while the building's box
    // (x from 19.88, y up to 9.53) meets the base's (x up to 20, y from 9.41).
    const foot = 20 - R;
    const kerb = { id: "kerb", kind: "platform" as const, polygon: rect(19.5, 10, 20, 20), height: 0.25 };
    const building = {
      id: "bld",
      kind: "vertical" as const,
      polygon: rect(foot + 0.47, 0, 30, 10 - 0.47),
      height: 6,
    };
    const b = table({ models: [hero("s", 15, 10, { wallCrawler: true })], terrain: [building, kerb] });
    const v = judge(b, "s", pts([15, 10], [foot, 10]));
    // It ends before the kerb, wholly on the street: 3.91" along.
    const end = 19.5 - R;
    expect(v).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "MUMG-WALLCRAWL-1",
          key: "TTM.Mumg.Reason.MustTouch",
          severity: "illegal",
          data: { distance: "3.91", unit: U },
        },
      ],
      length: expect.closeTo(foot - 15, 9) as number,
      allowance: 14,
      cost: { amount: 1, key: "TTM.Mumg.Cost", data: { distance: "3.91", pow: 1, unit: U } },
      reach: {
        distance: expect.closeTo(end - 15, 6) as number,
        point: { x: expect.closeTo(end, 6) as number, y: 10 },
      },
      legalPath: [
        { x: 15, y: 10 },
        { x: expect.closeTo(end, 6) as number, y: 10 },
      ],
      bands: [
        {
          from: 0,
          to: expect.closeTo(end - 15, 6) as number,
          style: "ok",
          tier: 1,
          key: "TTM.Mumg.Band.Tier",
          data: { pow: 1, value: "4.0", unit: U },
        },
        {
          from: expect.closeTo(end - 15, 6) as number,
          to: expect.closeTo(foot - 15, 9) as number,
          style: "over",
          key: "TTM.Mumg.Band.Over",
          data: { allowance: "14.0", unit: U },
        },
      ],
      prompts: [],
      effects: [{ type: "ledger", modelId: "s", changes: { moves: 1, powSpent: 1 }, ruleId: "MUMG-MOVE-3" }],
      contacts: [],
    });
  });
});
