import { describe, expect, it } from "vitest";
import { evaluateMove } from "../../src/engine/evaluate";
import { mumg } from "../../src/rulesets/mumg";
import { R, bandList, hero, judge, ledgerOf, pts, rect, request, ruleIds, table, villain } from "./helpers";

const open = () => table({ models: [hero("iron", 2, 18)] });

describe("MUMG movement tiers", () => {
  it("MUMG-MOVE-1: with 4/7/14, 4.0 inches cost 1 POW and 4.01 cost 2", () => {
    const b = open();
    const four = judge(b, "iron", pts([2, 18], [6, 18]));
    expect(four).toMatchObject({ legal: true, cost: { amount: 1, key: "TTM.Mumg.Cost" } });
    const more = judge(b, "iron", pts([2, 18], [6.01, 18]));
    expect(more).toMatchObject({ legal: true, cost: { amount: 2 } });
    expect(more.cost.data).toMatchObject({ distance: "4.01", pow: 2, unit: "TTM.Unit.in" });
  });

  it("MUMG-MOVE-1: 6.5 costs 2, 14 costs 3, 14.1 is illegal and stops at 14", () => {
    const b = open();
    expect(judge(b, "iron", pts([2, 18], [8.5, 18])).cost.amount).toBe(2);
    expect(judge(b, "iron", pts([2, 18], [16, 18]))).toMatchObject({ legal: true, cost: { amount: 3 } });
    const far = judge(b, "iron", pts([2, 18], [16.1, 18]));
    expect(far.legal).toBe(false);
    expect(ruleIds(far)).toEqual(["MUMG-MOVE-1"]);
    expect(far.reasons[0]).toMatchObject({
      key: "TTM.Mumg.Reason.TooFar",
      data: { counted: "14.1", allowance: "14.0" },
    });
    expect(far.reach.distance).toBeCloseTo(14, 9);
    expect(far.cost.amount).toBe(3);
  });

  it("MUMG-MOVE-1: the ruler shows 0-4 at 1 POW, 4-7 at 2, 7-14 at 3 and beyond as over", () => {
    const v = judge(open(), "iron", pts([2, 18], [18, 18]));
    expect(bandList(v)).toEqual([
      [0, 4, "ok", 1],
      [4, 7, "tier", 2],
      [7, 14, "tier", 3],
      [14, 16, "over", undefined],
    ]);
    expect(v.bands[1]).toMatchObject({ key: "TTM.Mumg.Band.Tier", data: { pow: 2, value: "7.0" } });
  });

  it("MUMG-MOVE-1: a declared tier caps the move and greys the dearer tiers out", () => {
    const v = judge(open(), "iron", pts([2, 18], [18, 18]), { declarations: { pow: 1 } });
    expect(v.legal).toBe(false);
    expect(v.reasons[0]).toMatchObject({ ruleId: "MUMG-MOVE-1", key: "TTM.Mumg.Reason.TooFarDeclared" });
    expect(v.reach.distance).toBeCloseTo(4, 9);
    expect(v.allowance).toBe(4);
    expect(bandList(v)).toEqual([
      [0, 4, "ok", 1],
      [4, 7, "over", undefined],
      [7, 14, "over", undefined],
      [14, 16, "over", undefined],
    ]);
    expect(v.bands.map((b) => b.key)).toEqual([
      "TTM.Mumg.Band.Tier",
      "TTM.Mumg.Band.NotDeclared",
      "TTM.Mumg.Band.NotDeclared",
      "TTM.Mumg.Band.Over",
    ]);
    // Declared 2 POW for a 1 POW distance: 2 POW are paid; "auto" is the cheapest tier.
    expect(judge(open(), "iron", pts([2, 18], [3, 18]), { declarations: { pow: "2" } }).cost.amount).toBe(2);
    expect(judge(open(), "iron", pts([2, 18], [3, 18]), { declarations: { pow: "auto" } }).cost.amount).toBe(
      1,
    );
  });

  it("MUMG-MOVE-2: a 4/7 profile never pays 3 POW: 7.5 inches are illegal and stop at 7 for 2 POW", () => {
    const b = table({ models: [hero("cap", 2, 18, { movement: "4/7" })] });
    const v = judge(b, "cap", pts([2, 18], [9.5, 18]));
    expect(ruleIds(v)).toEqual(["MUMG-MOVE-2"]);
    expect(v.reasons[0]).toMatchObject({ key: "TTM.Mumg.Reason.TwoValues", data: { allowance: "7.0" } });
    expect(v.reach.distance).toBeCloseTo(7, 9);
    expect(v.cost.amount).toBe(2);
    expect(bandList(v).map((x) => x[2])).toEqual(["ok", "tier", "over"]);
    const three = judge(b, "cap", pts([2, 18], [3, 18]), { declarations: { pow: 3 } });
    expect(three.legal).toBe(false);
    expect(three.reasons[0]).toMatchObject({ ruleId: "MUMG-MOVE-2", key: "TTM.Mumg.Reason.NoSuchTier" });
    expect(three.reach.distance).toBe(0);
    expect(three.effects).toEqual([]);
  });

  it("MUMG-MOVE-2: tiers never combine: after a 4 inch move for 1 POW another 1 POW move is refused", () => {
    const b = open();
    const first = judge(b, "iron", pts([2, 18], [6, 18]), { declarations: { pow: 1 } });
    const ledger = ledgerOf(first);
    expect(ledger).toEqual({ moves: 1, powSpent: 1 });
    const second = judge(b, "iron", pts([2, 18], [6, 18]), { declarations: { pow: 1 }, ledger });
    expect(second.legal).toBe(false);
    expect(ruleIds(second)).toContain("MUMG-MOVE-3");
    expect(second.reach.distance).toBe(0);
  });

  it("MUMG-MOVE-2: a declaration that is not auto, 1, 2 or 3 is refused as bad input", () => {
    for (const pow of [4, 0.5, "x", true, 0]) {
      const out = evaluateMove(
        mumg,
        open(),
        request("iron", pts([2, 18], [3, 18]), { declarations: { pow } }),
      );
      expect(out.ok).toBe(false);
      if (!out.ok) expect(out.error).toMatchObject({ key: "TTM.Error.Declaration", data: { name: "pow" } });
    }
  });
});

describe("MUMG movement actions per round", () => {
  it("MUMG-MOVE-3: one movement action per round; the ledger records it", () => {
    const b = open();
    const v = judge(b, "iron", pts([2, 18], [8, 18]), { declarations: { round: 3 } });
    expect(v.effects).toContainEqual({
      type: "ledger",
      modelId: "iron",
      changes: { round: 3, moves: 1, powSpent: 2 },
      ruleId: "MUMG-MOVE-3",
    });
    const again = judge(b, "iron", pts([2, 18], [3, 18]), {
      ledger: ledgerOf(v),
      declarations: { round: 3 },
    });
    expect(again.legal).toBe(false);
    expect(again.reasons).toContainEqual(
      expect.objectContaining({ ruleId: "MUMG-MOVE-3", key: "TTM.Mumg.Reason.AlreadyMoved" }),
    );
    // A verdict of no length answers "may it still move?" for a host's HUD.
    expect(judge(b, "iron", pts([2, 18]), { ledger: ledgerOf(v) }).legal).toBe(false);
  });

  it("MUMG-MOVE-3: an Agile model takes a second movement action, priced afresh, and no third", () => {
    const b = table({ models: [hero("spidey", 2, 18, { agile: true })] });
    const second = judge(b, "spidey", pts([2, 18], [6, 18]), { ledger: { moves: 1, powSpent: 2 } });
    expect(second).toMatchObject({ legal: true, cost: { amount: 1 } });
    expect(ledgerOf(second)).toEqual({ moves: 2, powSpent: 3 });
    const third = judge(b, "spidey", pts([2, 18], [3, 18]), { ledger: ledgerOf(second) });
    expect(third.reasons[0]).toMatchObject({ ruleId: "MUMG-MOVE-3", key: "TTM.Mumg.Reason.AgileMovedTwice" });
  });

  it("MUMG-MOVE-3: the ledger resets when the round changes (ledger.round against declarations.round)", () => {
    const b = open();
    const spent = { round: 2, moves: 1, powSpent: 3 };
    expect(judge(b, "iron", pts([2, 18], [3, 18]), { ledger: spent, declarations: { round: 2 } }).legal).toBe(
      false,
    );
    const next = judge(b, "iron", pts([2, 18], [3, 18]), { ledger: spent, declarations: { round: 3 } });
    expect(next.legal).toBe(true);
    expect(ledgerOf(next)).toEqual({ round: 3, moves: 1, powSpent: 1 });
    // Without a current round the host resets the ledger itself: it is read as it is.
    expect(judge(b, "iron", pts([2, 18], [3, 18]), { ledger: spent }).legal).toBe(false);
  });
});

describe("MUMG paths", () => {
  it("MUMG-MOVE-4: the path is free and measured along its turns; it need not use the whole distance", () => {
    const b = open();
    // 2 east then 1.9 north: 3.9 inches along the path, 1 POW, ending 2.76 from the start.
    const v = judge(b, "iron", pts([2, 18], [4, 18], [4, 16.1]));
    expect(v.length).toBeCloseTo(3.9, 9);
    expect(v).toMatchObject({ legal: true, cost: { amount: 1 } });
    expect(v.reach.point.x).toBeCloseTo(4, 9);
    expect(v.reach.point.y).toBeCloseTo(16.1, 9);
  });

  it("MUMG-MOVE-5: the path may not pass through a friend's or an enemy's base; it stops touching it", () => {
    for (const other of [hero("friend", 6, 18), villain("foe", 6, 18)]) {
      const b = table({ models: [hero("iron", 2, 18), other] });
      const v = judge(b, "iron", pts([2, 18], [10, 18]));
      expect(v.legal).toBe(false);
      expect(v.reasons[0]).toMatchObject({ ruleId: "MUMG-MOVE-5", key: "TTM.Reason.Blocked.model" });
      expect(v.reach.distance).toBeCloseTo(4 - 2 * R, 6);
    }
  });

  it("MUMG-MOVE-5: going round a base, touching it on the way, is legal", () => {
    const b = table({ models: [hero("iron", 2, 18), hero("friend", 6, 18 + 2 * R)] });
    const v = judge(b, "iron", pts([2, 18], [10, 18]));
    expect(v.legal).toBe(true);
    expect(v.reach.distance).toBeCloseTo(8, 9);
  });

  it("MUMG-MOVE-6: the move must end where the base fits: not over impassable terrain, not half off a roof", () => {
    const b = table({
      models: [hero("iron", 2, 18), hero("roofer", 25, 10, {}, { elevation: 6 })],
      terrain: [
        { id: "car", kind: "impassable", polygon: rect(7, 10, 12, 30) },
        { id: "roof", kind: "vertical", polygon: rect(20, 0, 30, 20), height: 6 },
      ],
    });
    const v = judge(b, "iron", pts([2, 18], [5, 18], [5, 25]));
    expect(v.legal).toBe(true);
    const into = judge(b, "iron", pts([2, 18], [7.5, 18]));
    expect(into.reasons[0]).toMatchObject({ ruleId: "MUMG-MOVE-6", key: "TTM.Reason.Blocked.terrain" });
    expect(into.reach.distance).toBeCloseTo(5 - R, 6);
    // Walking to the roof's edge: the base must stay wholly on the roof.
    const edge = judge(b, "roofer", pts([25, 10], [25, 20]));
    expect(edge.legal).toBe(false);
    expect(edge.reasons[0]).toMatchObject({ ruleId: "MUMG-MOVE-6", key: "TTM.Reason.NoFit" });
    expect(edge.reach.distance).toBeCloseTo(10 - R, 6);
  });

  it("MUMG-MOVE-7: the verdict names the enemies in base contact at the end, not the friends", () => {
    // The friend touches the end position too (centres one base apart, straight below it).
    const b = table({
      models: [hero("iron", 2, 18), villain("foe", 8, 18), hero("friend", 6 - 2 * R, 18 + 2 * R)],
    });
    // Dragged into the enemy: it stops touching it, and that contact is reported.
    const v = judge(b, "iron", pts([2, 18], [8, 18]));
    expect(v.reach.distance).toBeCloseTo(6 - 2 * R, 6);
    expect(v.contacts).toEqual(["foe"]);
    const near = judge(b, "iron", pts([2, 18], [4, 18]));
    expect(near.contacts).toEqual([]);
  });
});
