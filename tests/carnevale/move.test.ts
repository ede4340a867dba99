import { describe, expect, it } from "vitest";
import { builtinRulesets } from "../../src/rulesets";
import { carnevale } from "../../src/rulesets/carnevale";
import { R, guest, judge, pts, rect, rival, table } from "./helpers";

const U = "TTM.Unit.in";
const ledger = (apSpent: number) => ({
  type: "ledger",
  modelId: "g",
  changes: { actions: 1, apSpent, chainReady: false, chainUsed: false, submergedMove: 0 },
  ruleId: "CARN-MOVE-1",
});
const moveBand = (to: number, move = "6.0") => ({
  from: 0,
  to,
  style: "ok",
  tier: 1,
  key: "TTM.Carnevale.Band.Move",
  data: { ap: 1, move, unit: U },
});

describe("Carnevale movement", () => {
  it("is registered with the built-in rulesets, resetting its ledger each activation (turn)", () => {
    expect(builtinRulesets().get("carnevale")).toBe(carnevale);
    expect(carnevale.ledgerResets).toBe("turn");
    expect(carnevale.actions.map((a) => a.id)).toEqual(["move", "jump", "dive", "submerged-move"]);
  });

  it("CARN-MOVE-1: a path up to MOVE costs 1 AP; nothing else is reported", () => {
    const b = table({ models: [guest("g", 5, 5)] });
    const v = judge(b, "g", pts([5, 5], [5, 8], [8, 8]));
    expect(v).toEqual({
      legal: true,
      reasons: [],
      length: 6,
      allowance: 6,
      cost: { amount: 1, key: "TTM.Carnevale.Cost", data: { ap: 1, counted: "6.0", move: "6.0", unit: U } },
      reach: { distance: 6, point: { x: 8, y: 8 } },
      legalPath: pts([5, 5], [5, 8], [8, 8]),
      bands: [moveBand(6)],
      prompts: [],
      effects: [ledger(1)],
      contacts: [],
    });
  });

  it("CARN-MOVE-1: 6.01 inches with MOVE 6 is illegal and stops at 6", () => {
    const b = table({ models: [guest("g", 5, 5)] });
    const v = judge(b, "g", pts([5, 5], [5, 11.01]));
    expect(v.legal).toBe(false);
    expect(v.reasons).toEqual([
      {
        ruleId: "CARN-MOVE-1",
        key: "TTM.Carnevale.Reason.TooFar",
        severity: "illegal",
        data: { counted: "6.01", allowance: "6.0", unit: U },
      },
    ]);
    expect(v.reach.distance).toBeCloseTo(6, 9);
    expect(v.bands).toEqual([
      moveBand(v.reach.distance),
      {
        from: v.reach.distance,
        to: v.length,
        style: "over",
        key: "TTM.Carnevale.Band.Over",
        data: { allowance: "6.0", unit: U },
      },
    ]);
    expect(v.prompts).toEqual([]);
    expect(v.effects).toEqual([ledger(1)]);
  });

  it("CARN-MOVE-1: terrain 1 inch high or less is crossed as if it were ground: no climb, no test", () => {
    const b = table({
      models: [guest("g", 5, 5)],
      terrain: [
        { id: "crates", kind: "vertical", polygon: rect(0, 6, 36, 7), height: 1 },
        { id: "rubble", kind: "difficult", polygon: rect(0, 8, 36, 9), height: 0.5 },
      ],
    });
    const v = judge(b, "g", pts([5, 5], [5, 11]));
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.prompts).toEqual([]);
    expect(v.cost.data).toEqual({ ap: 1, counted: "6.0", move: "6.0", unit: U });
    expect(v.effects).toEqual([ledger(1)]);
  });

  it("CARN-MOVE-2: the path may not pass through another character, friend or enemy", () => {
    for (const other of [rival("r", 5, 9), guest("f", 5, 9)]) {
      const b = table({ models: [guest("g", 5, 5), other] });
      const v = judge(b, "g", pts([5, 5], [5, 11]));
      expect(v.legal).toBe(false);
      expect(v.reasons).toEqual([
        {
          ruleId: "CARN-MOVE-2",
          key: "TTM.Reason.Blocked.model",
          severity: "illegal",
          data: { name: other.id, distance: "2.82", unit: U },
        },
      ]);
      expect(v.reach.distance).toBeCloseTo(4 - 2 * R, 6);
      expect(v.prompts).toEqual([]);
    }
  });

  it("CARN-MOVE-1: no AP left refuses the move, naming what it needs", () => {
    const b = table({ models: [guest("g", 5, 5, { actionPoints: 2 })] });
    const v = judge(b, "g", pts([5, 5], [5, 7]), { ledger: { apSpent: 2 } });
    expect(v.legal).toBe(false);
    expect(v.reasons).toEqual([
      {
        ruleId: "CARN-MOVE-1",
        key: "TTM.Carnevale.Reason.NoAp",
        severity: "illegal",
        data: { name: "g", need: 1, left: 0 },
      },
    ]);
    expect(v.reach.distance).toBe(0);
    expect(v.effects).toEqual([]);
    expect(v.prompts).toEqual([]);
    // The ledger adds up AP across the activation: the second move leaves 1 AP of 3 spent... twice.
    const second = judge(table({ models: [guest("g", 5, 5)] }), "g", pts([5, 5], [5, 7]), {
      ledger: { apSpent: 1 },
    });
    expect(second.effects).toEqual([ledger(2)]);
  });

  describe("CARN-SWIM-1", () => {
    const canal = { id: "canal", kind: "water" as const, polygon: rect(0, 0, 36, 10) };
    it("CARN-SWIM-1: a move started in water has MOVE − 2", () => {
      const b = table({ models: [guest("g", 5, 5)], terrain: [canal] });
      const v = judge(b, "g", pts([5, 5], [5, 10]));
      expect(v.legal).toBe(false);
      expect(v.reasons).toEqual([
        {
          ruleId: "CARN-SWIM-1",
          key: "TTM.Carnevale.Reason.Swimming",
          severity: "info",
          data: { move: "6.0", allowance: "4.0", unit: U },
        },
        {
          ruleId: "CARN-MOVE-1",
          key: "TTM.Carnevale.Reason.TooFar",
          severity: "illegal",
          data: { counted: "5.0", allowance: "4.0", unit: U },
        },
      ]);
      expect(v.reach.distance).toBeCloseTo(4, 9);
      expect(v.bands[0]).toEqual(moveBand(v.reach.distance, "4.0"));
    });

    it("CARN-SWIM-1: a Water Creature keeps MOVE; Flight does not avoid the penalty; a move started on land keeps it", () => {
      const creature = table({ models: [guest("g", 5, 5, { waterCreature: true })], terrain: [canal] });
      const c = judge(creature, "g", pts([5, 5], [5, 11]));
      expect([c.legal, c.reasons]).toEqual([true, []]);
      const flyer = table({ models: [guest("g", 5, 5, { flight: true })], terrain: [canal] });
      expect(judge(flyer, "g", pts([5, 5], [5, 9])).reasons.map((r) => r.ruleId)).toEqual(["CARN-SWIM-1"]);
      const dry = table({ models: [guest("g", 5, 15)], terrain: [canal] });
      const d = judge(dry, "g", pts([5, 15], [5, 9]));
      expect([d.legal, d.reasons]).toEqual([true, []]);
    });
  });
});
