import { describe, expect, it } from "vitest";
import { R, hero, judge, pts, rect, table, villain } from "./helpers";

/*
 * The MUMG ruler's bands (bands.ts), whole (issue 14, mutation testing): each band's place,
 * style, tier, key and data, the climb marks, and the stretches beyond a declared tier.
 */

const U = "TTM.Unit.in";
const tier = (from: number, to: number, pow: number, value: string) => ({
  from,
  to,
  style: pow === 1 ? "ok" : "tier",
  tier: pow,
  key: "TTM.Mumg.Band.Tier",
  data: { pow, value, unit: U },
});
const crate = {
  id: "crate",
  name: "Crate",
  kind: "vertical" as const,
  polygon: rect(6, 0, 10, 36),
  height: 2,
};

describe("MUMG ruler bands", () => {
  it("MUMG-CLIMB-1: over a crate with 6/10/18: up at 4 paid by the 2nd tier, down at 8 by the 3rd, each mark after the stretch before it", () => {
    const b = table({
      models: [hero("iron", 2, 18, { movement: "6/10/18", height: 1.5 })],
      terrain: [crate],
    });
    const climb = (at: number, key: string, pow: number) => ({
      from: at,
      to: at,
      style: "double",
      tier: pow,
      key: `TTM.Mumg.Band.${key}`,
      data: { height: "2.0", counted: "4.0", unit: U, pow },
    });
    // Counted: 4 to the face, 4 up (8), 2 on top (10: the 2nd tier ends at 6), 4 down, 1: 15.
    expect(judge(b, "iron", pts([2, 18], [11, 18])).bands).toEqual([
      tier(0, 4, 1, "6.0"),
      climb(4, "ClimbUp", 2),
      tier(4, 6, 2, "10.0"),
      tier(6, 9, 3, "18.0"),
      climb(8, "ClimbDown", 3),
    ]);
  });

  it("MUMG-MOVE-1: past a declared 1 POW: each dearer tier greyed as not declared with its POW, then beyond them all, over the declared 4", () => {
    const b = table({ models: [hero("iron", 2, 18)] });
    expect(judge(b, "iron", pts([2, 18], [18, 18]), { declarations: { pow: 1 } }).bands).toEqual([
      tier(0, 4, 1, "4.0"),
      { from: 4, to: 7, style: "over", key: "TTM.Mumg.Band.NotDeclared", data: { pow: 2 } },
      { from: 7, to: 14, style: "over", key: "TTM.Mumg.Band.NotDeclared", data: { pow: 3 } },
      { from: 14, to: 16, style: "over", key: "TTM.Mumg.Band.Over", data: { allowance: "4.0", unit: U } },
    ]);
  });

  it("MUMG-ROUGH-1: rough terrain beyond the legal end is over, not double; the dearer tiers end where the count runs out", () => {
    const b = table({
      models: [hero("iron", 2, 18)],
      terrain: [{ id: "rubble", kind: "difficult", polygon: rect(8, 0, 12, 36) }],
    });
    // Counted: 6 to the rubble, then twice: 7 at 6.5, 14 at 10.
    expect(judge(b, "iron", pts([2, 18], [14, 18]), { declarations: { pow: 1 } }).bands).toEqual([
      tier(0, 4, 1, "4.0"),
      { from: 4, to: 6.5, style: "over", key: "TTM.Mumg.Band.NotDeclared", data: { pow: 2 } },
      { from: 6.5, to: 10, style: "over", key: "TTM.Mumg.Band.NotDeclared", data: { pow: 3 } },
      { from: 10, to: 12, style: "over", key: "TTM.Mumg.Band.Over", data: { allowance: "4.0", unit: U } },
    ]);
  });

  it("MUMG-ROUGH-1: a declared 2nd tier: the rubble inside it is double in tier 2, the stretch before it tier 2 as well", () => {
    const b = table({
      models: [hero("iron", 2, 18)],
      terrain: [{ id: "rubble", kind: "difficult", polygon: rect(4, 0, 5, 36) }],
    });
    // 2 + 1 doubled + 3 = 7: all of it 2 POW.
    expect(judge(b, "iron", pts([2, 18], [8, 18]), { declarations: { pow: 2 } }).bands).toEqual([
      tier(0, 2, 2, "7.0"),
      { from: 2, to: 3, style: "double", tier: 2, key: "TTM.Mumg.Band.Double", data: { pow: 2 } },
      tier(3, 6, 2, "7.0"),
    ]);
  });

  const over = (from: number, to: number, allowance: string) => ({
    from,
    to,
    style: "over",
    key: "TTM.Mumg.Band.Over",
    data: { allowance, unit: U },
  });
  const notDeclared = (from: number, to: number, pow: number) => ({
    from,
    to,
    style: "over",
    key: "TTM.Mumg.Band.NotDeclared",
    data: { pow },
  });

  it("MUMG-MOVE-1, MUMG-MOVE-5: a base in the way: a dearer tier is offered only up to it, and none when it stops the move itself", () => {
    // 1 POW declared, a base whose rim the path meets at 10 - 2R: 2 and 3 POW would reach it, not pass it.
    const far = table({ models: [hero("iron", 2, 18), villain("foe", 12, 18)] });
    const meet = 10 - 2 * R;
    const v = judge(far, "iron", pts([2, 18], [18, 18]), { declarations: { pow: 1 } });
    expect(v.bands).toEqual([
      tier(0, 4, 1, "4.0"),
      notDeclared(4, 7, 2),
      { ...notDeclared(7, 0, 3), to: expect.closeTo(meet, 9) as number },
      { ...over(0, 16, "4.0"), from: expect.closeTo(meet, 9) as number },
    ]);
    // The base stops the move before the declared tier runs out: nothing a dearer tier would buy.
    const near = table({ models: [hero("iron", 2, 18), villain("foe", 6, 18)] });
    const stop = 4 - 2 * R;
    for (const [pow, value] of [
      [1, "4.0"],
      [2, "7.0"],
    ] as const) {
      expect(judge(near, "iron", pts([2, 18], [18, 18]), { declarations: { pow } }).bands).toEqual([
        { ...tier(0, 0, pow, value), to: expect.closeTo(stop, 9) as number },
        { ...over(0, 16, value), from: expect.closeTo(stop, 9) as number },
      ]);
    }
  });

  it("MUMG-MOVE-3: a model that already moved, with a tier declared, has its whole path over, nothing offered", () => {
    const b = table({ models: [hero("iron", 2, 18)] });
    expect(
      judge(b, "iron", pts([2, 18], [18, 18]), { declarations: { pow: 1 }, ledger: { moves: 1 } }).bands,
    ).toEqual([over(0, 16, "0.0")]);
  });
});
