import { describe, expect, it } from "vitest";
import { builtinRulesets } from "../../src/rulesets";
import { carnevale } from "../../src/rulesets/carnevale";
import { R, guest, judge, near, pts, rect, rival, table } from "./helpers";

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

describe("CARN-MOVE-1: ditches", () => {
  const ditch = (depth: number, x1 = 9) => ({
    id: "ditch",
    name: "Ditch",
    kind: "gap" as const,
    polygon: rect(7, 0, x1, 36),
    elevation: -depth,
    height: depth,
  });

  it("CARN-MOVE-1: a ditch 1 inch deep or less is crossed as if it were ground: no climb, no test", () => {
    for (const depth of [0.5, 1]) {
      const b = table({ models: [guest("g", 5, 5)], terrain: [ditch(depth)] });
      const v = judge(b, "g", pts([5, 5], [11, 5]));
      expect(v, `${depth}"`).toEqual({
        legal: true,
        reasons: [],
        length: 6,
        allowance: 6,
        cost: { amount: 1, key: "TTM.Carnevale.Cost", data: { ap: 1, counted: "6.0", move: "6.0", unit: U } },
        reach: { distance: 6, point: { x: 11, y: 5 } },
        legalPath: pts([5, 5], [11, 5]),
        bands: [moveBand(6)],
        prompts: [],
        effects: [ledger(1)],
        contacts: [],
      });
    }
  });

  it("CARN-MOVE-1, CARN-CLIMB-1: a ditch just over 1 inch deep is climbed down into, a test at its wall", () => {
    const b = table({ models: [guest("g", 5, 5)], terrain: [ditch(1.05)] });
    const v = judge(b, "g", pts([5, 5], [11, 5]));
    expect(v.prompts.map((p) => [p.id, p.ruleId, p.key, p.data])).toEqual([
      [
        "climb:1",
        "CARN-CLIMB-1",
        "TTM.Carnevale.Prompt.ClimbDown",
        { name: "g", dice: "5d10", height: "1.05", unit: U },
      ],
      [
        "climb:2",
        "CARN-CLIMB-1",
        "TTM.Carnevale.Prompt.ClimbUp",
        { name: "g", dice: "5d10", height: "1.05", unit: U },
      ],
    ]);
  });

  it("CARN-MOVE-1: a ditch narrower than the base cannot be climbed into: the move is refused at its rim", () => {
    // Found by the property suite: the walk climbed down into a 0.8" crack a 30 mm base cannot fit in.
    const b = table({ models: [guest("g", 5, 5)], terrain: [ditch(2, 7.8)] });
    const v = judge(b, "g", pts([5, 5], [11, 5]));
    const rim = 2 - R;
    expect(v).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-MOVE-1",
          key: "TTM.Reason.NoFit",
          severity: "illegal",
          data: { distance: "1.41", unit: U },
        },
      ],
      length: 6,
      allowance: 6,
      cost: { amount: 1, key: "TTM.Carnevale.Cost", data: { ap: 1, counted: "1.41", move: "6.0", unit: U } },
      reach: { distance: near(rim, 6), point: { x: near(5 + rim, 6), y: near(5) } },
      legalPath: [
        { x: 5, y: 5 },
        { x: near(5 + rim, 6), y: near(5) },
      ],
      bands: [
        moveBand(near(rim, 6)),
        {
          from: near(rim, 6),
          to: 6,
          style: "over",
          key: "TTM.Carnevale.Band.Over",
          data: { allowance: "6.0", unit: U },
        },
      ],
      prompts: [],
      effects: [ledger(1)],
      contacts: [],
    });
    // A ditch as wide as the base is climbed into as before.
    const wide = table({ models: [guest("g", 5, 5)], terrain: [ditch(2, 7 + 2 * R + 0.01)] });
    expect(judge(wide, "g", pts([5, 5], [11, 5])).prompts.map((p) => p.id)).toEqual(["climb:1", "climb:2"]);
  });

  it("CARN-MOVE-1: stopped before the rim by something else, that comes first", () => {
    const crack = { ...ditch(2), polygon: rect(10, 0, 10.8, 36) };
    const b = table({ models: [guest("g", 5, 5), rival("r", 5 + 2 * R + 0.5, 5)], terrain: [crack] });
    const v = judge(b, "g", pts([5, 5], [11, 5]));
    expect(v.reasons).toEqual([
      {
        ruleId: "CARN-MOVE-2",
        key: "TTM.Reason.Blocked.model",
        severity: "illegal",
        data: { name: "r", distance: "0.5", unit: U },
      },
    ]);
    expect(v.reach.distance).toBeCloseTo(0.5, 6);
    expect([v.prompts, v.effects]).toEqual([[], [ledger(1)]]);
  });
});
