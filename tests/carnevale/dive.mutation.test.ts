import { describe, expect, it } from "vitest";
import { isRulesError } from "../../src/engine/errors";
import { carnevale } from "../../src/rulesets/carnevale";
import {
  CRITICAL,
  FAIL,
  FUMBLE,
  R,
  SUCCESS,
  guest,
  judge,
  near,
  pts,
  rect,
  request,
  rival,
  table,
} from "./helpers";

/*
 * Whole answers for Dive, the surfacing move and the prompts' outcomes (issue 14's mutation
 * item): every field, so a reason, band, prompt or effect that is wrong, added or missing is seen.
 */

const U = "TTM.Unit.in";
const canal = { id: "canal", kind: "water" as const, polygon: rect(0, 0, 36, 10) };
const divePrompt = {
  id: "dive",
  ruleId: "CARN-DIVE-1",
  kind: "roll",
  formula: "5d10",
  key: "TTM.Carnevale.Prompt.Dive",
  data: { name: "g", dice: "5d10" },
  at: 0,
  phase: "after",
};
const diveLedger = {
  type: "ledger",
  modelId: "g",
  changes: { actions: 1, apSpent: 2, chainReady: false, chainUsed: false, submergedMove: 0 },
  ruleId: "CARN-DIVE-1",
};
const swimLedger = (chainUsed = false) => ({
  type: "ledger",
  modelId: "g",
  changes: { actions: 0, apSpent: 0, chainReady: false, chainUsed, submergedMove: 0 },
  ruleId: "CARN-DIVE-2",
});
const submergedBand = (to: number, allowance: string) => ({
  from: 0,
  to,
  style: "ok",
  tier: 1,
  key: "TTM.Carnevale.Band.Submerged",
  data: { allowance, unit: U },
});
const overBand = (from: number, to: number, allowance: string) => ({
  from,
  to,
  style: "over",
  key: "TTM.Carnevale.Band.Over",
  data: { allowance, unit: U },
});
const swimCost = (distance: string) => ({
  amount: 0,
  key: "TTM.Carnevale.CostSubmerged",
  data: { distance, unit: U },
});

describe("CARN-DIVE-1: Dive, the whole answer", () => {
  it("CARN-DIVE-1: a Dive stays where it is: a path that moves is refused, the test still asked; an enemy touching is listed", () => {
    const b = table({ models: [guest("g", 5, 5), rival("r", 5 + 2 * R, 5)], terrain: [canal] });
    const dived = (length: number, reasons: unknown[]) => ({
      legal: reasons.length === 0,
      reasons,
      length,
      allowance: 0,
      cost: { amount: 2, key: "TTM.Carnevale.CostDive", data: { ap: 2 } },
      reach: { distance: 0, point: { x: 5, y: 5 } },
      legalPath: pts([5, 5]),
      bands: [],
      prompts: [divePrompt],
      effects: [diveLedger],
      contacts: ["r"],
    });
    expect(judge(b, "g", pts([5, 5]), { action: "dive" })).toEqual(dived(0, []));
    expect(judge(b, "g", pts([5, 5], [5, 3]), { action: "dive" })).toEqual(
      dived(2, [{ ruleId: "CARN-DIVE-1", key: "TTM.Carnevale.Reason.DiveStays", severity: "illegal" }]),
    );
  });

  it("CARN-DIVE-1: out of water comes before too few AP; either refusal costs nothing and asks nothing", () => {
    const dry = table({ models: [guest("g", 5, 15)], terrain: [canal] });
    expect(judge(dry, "g", pts([5, 15]), { action: "dive", ledger: { apSpent: 2 } })).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-DIVE-1",
          key: "TTM.Carnevale.Reason.DiveNotInWater",
          severity: "illegal",
          data: { name: "g" },
        },
      ],
      length: 0,
      allowance: 0,
      cost: { amount: 0, key: "TTM.Carnevale.CostNone", data: { ap: 0 } },
      reach: { distance: 0, point: { x: 5, y: 15 } },
      legalPath: pts([5, 15]),
      bands: [],
      prompts: [],
      effects: [],
      contacts: [],
    });
  });

  it("CARN-DIVE-1: the test's outcome names the result, the Aces and the counters", () => {
    const b = table({ models: [guest("g", 5, 5)], terrain: [canal] });
    const r = request("g", pts([5, 5]), { action: "dive" });
    const v = judge(b, "g", pts([5, 5]), { action: "dive" });
    const out = (dice: typeof SUCCESS) => carnevale.resolve(b, r, v.prompts[0]!, dice);
    const counter = (delta: number) => ({
      type: "counter",
      modelId: "g",
      counter: "submerged",
      delta,
      ruleId: "CARN-DIVE-1",
    });
    const data = (result: string, aces: number, counters: number) => ({
      name: "g",
      result: `TTM.Carnevale.Result.${result}`,
      aces,
      counters,
    });
    const key = "TTM.Carnevale.Outcome.Dive";
    expect(out(SUCCESS)).toEqual({ effects: [counter(1)], key, data: data("Success", 1, 1) });
    expect(out(CRITICAL)).toEqual({ effects: [counter(2)], key, data: data("Critical", 2, 2) });
    expect(out(FAIL)).toEqual({ effects: [], key, data: data("Fail", 0, 0) });
    expect(out(FUMBLE)).toEqual({
      effects: [{ type: "damage", modelId: "g", amount: 1, ruleId: "CARN-DIVE-1" }],
      key,
      data: data("Fumble", 0, 0),
    });
  });
});

describe("CARN-DIVE-2: the surfacing move, the whole answer", () => {
  const b = table({ models: [guest("g", 5, 5)], terrain: [canal] });

  it("CARN-DIVE-2: past the inches allowed, still in water: too far, counting the whole path", () => {
    expect(
      judge(b, "g", pts([5, 5], [5, 2], [12, 2]), { action: "submerged-move", ledger: { submergedMove: 4 } }),
    ).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-DIVE-2",
          key: "TTM.Carnevale.Reason.TooFar",
          severity: "illegal",
          data: { counted: "10.0", allowance: "4.0", unit: U },
        },
      ],
      length: 10,
      allowance: 4,
      cost: swimCost("4.0"),
      reach: { distance: 4, point: { x: 6, y: 2 } },
      legalPath: pts([5, 5], [5, 2], [6, 2]),
      bands: [submergedBand(4, "4.0"), overBand(4, 10, "4.0")],
      prompts: [],
      effects: [swimLedger()],
      contacts: [],
    });
  });

  it("CARN-DIVE-2: the inches run out before the canal's edge: too far comes first; with more, it stops at the edge", () => {
    const path = pts([5, 5], [5, 12]);
    const ask = { action: "submerged-move", ledger: { submergedMove: 4, chainUsed: true } };
    expect(judge(b, "g", path, ask)).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-DIVE-2",
          key: "TTM.Carnevale.Reason.TooFar",
          severity: "illegal",
          data: { counted: "7.0", allowance: "4.0", unit: U },
        },
      ],
      length: 7,
      allowance: 4,
      cost: swimCost("4.0"),
      reach: { distance: 4, point: { x: 5, y: 9 } },
      legalPath: pts([5, 5], [5, 9]),
      bands: [submergedBand(4, "4.0"), overBand(4, 7, "4.0")],
      prompts: [],
      // The chain used this activation stays used.
      effects: [swimLedger(true)],
      contacts: [],
    });
    expect(judge(b, "g", path, { ...ask, ledger: { submergedMove: 8 } })).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-DIVE-2",
          key: "TTM.Carnevale.Reason.LeavesWater",
          severity: "illegal",
          data: { distance: "5.0", unit: U },
        },
      ],
      length: 7,
      allowance: 8,
      cost: swimCost("5.0"),
      reach: { distance: 5, point: { x: 5, y: 10 } },
      legalPath: pts([5, 5], [5, 10]),
      bands: [submergedBand(5, "8.0"), overBand(5, 7, "8.0")],
      prompts: [],
      effects: [swimLedger()],
      contacts: [],
    });
  });

  it("CARN-DIVE-2: started out of water it cannot move at all: no ledger change", () => {
    const dry = table({ models: [guest("g", 5, 15)], terrain: [canal] });
    expect(
      judge(dry, "g", pts([5, 15], [5, 17]), { action: "submerged-move", ledger: { submergedMove: 4 } }),
    ).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-DIVE-2",
          key: "TTM.Carnevale.Reason.LeavesWater",
          severity: "illegal",
          data: { distance: "0.0", unit: U },
        },
      ],
      length: 2,
      allowance: 4,
      cost: swimCost("0.0"),
      reach: { distance: 0, point: { x: 5, y: 15 } },
      legalPath: pts([5, 15]),
      bands: [overBand(0, 2, "4.0")],
      prompts: [],
      effects: [],
      contacts: [],
    });
  });

  it("CARN-DIVE-2: with no surfacing move left the move is refused and costs nothing", () => {
    expect(
      judge(b, "g", pts([5, 5], [9, 5]), { action: "submerged-move", ledger: { submergedMove: 0 } }),
    ).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-DIVE-2",
          key: "TTM.Carnevale.Reason.NoSubmergedMove",
          severity: "illegal",
          data: { name: "g" },
        },
      ],
      length: 4,
      allowance: 0,
      cost: { amount: 0, key: "TTM.Carnevale.CostNone", data: { ap: 0 } },
      reach: { distance: 0, point: { x: 5, y: 5 } },
      legalPath: pts([5, 5]),
      bands: [],
      prompts: [],
      effects: [],
      contacts: [],
    });
  });

  it("CARN-DIVE-2: a Water Creature's surfacing card counts 8 inches per counter", () => {
    const wet = table({
      models: [guest("w", 20, 5, { waterCreature: true }, { counters: { submerged: 2 } })],
      terrain: [canal],
    });
    const prompt = carnevale.startActivation(wet, { modelId: "w" }).prompts[0]!;
    expect(
      carnevale.resolve(wet, request("w", pts([20, 5])), prompt, { choice: "TTM.Carnevale.Choice.Surface" }),
    ).toEqual({
      effects: [],
      key: "TTM.Carnevale.Outcome.Surface",
      data: { name: "w", count: 2, distance: "16.0", unit: U },
    });
  });
});

describe("CARN-JUMP-1, CARN-CLIMB-1: the outcome cards of a jump's and a climb's test", () => {
  it("CARN-JUMP-1: the jump's card names the distance the roll gives", () => {
    const b = table({ models: [guest("g", 5, 5)] });
    const ask = { action: "jump", answers: { "jump:1": SUCCESS } };
    const p = pts([5, 5], [5, 7]);
    const v = judge(b, "g", p, ask);
    expect(carnevale.resolve(b, request("g", p, ask), v.prompts[0]!, CRITICAL)).toEqual({
      effects: [],
      key: "TTM.Carnevale.Outcome.Jump",
      data: { name: "g", result: "TTM.Carnevale.Result.Critical", aces: 2, distance: "6.0", unit: U },
    });
  });

  it("CARN-CLIMB-1: the climb's card names the result and the Aces; its effects are the verdict's", () => {
    const b = table({
      models: [guest("g", 5, 5, { move: 10 })],
      terrain: [{ id: "palazzo", kind: "vertical", polygon: rect(0, 8, 36, 12), height: 4 }],
    });
    const p = pts([5, 5], [5, 10]);
    const v = judge(b, "g", p);
    expect(carnevale.resolve(b, request("g", p), v.prompts[0]!, FAIL)).toEqual({
      effects: [],
      key: "TTM.Carnevale.Outcome.Climb",
      data: { name: "g", result: "TTM.Carnevale.Result.Fail", aces: 0 },
    });
  });
});

describe("Found while writing these tests, and fixed", () => {
  it("CARN-DIVE-2, CARN-MOVE-2: a character in the way stops the surfacing move, and is named (was: too far, 7 of 8 inches)", () => {
    const b = table({ models: [guest("g", 5, 5), rival("r", 9, 5)], terrain: [canal] });
    const stop = 4 - 2 * R;
    expect(
      judge(b, "g", pts([5, 5], [12, 5]), { action: "submerged-move", ledger: { submergedMove: 8 } }),
    ).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-MOVE-2",
          key: "TTM.Reason.Blocked.model",
          severity: "illegal",
          data: { name: "r", distance: "2.82", unit: U },
        },
      ],
      length: 7,
      allowance: 8,
      cost: swimCost("2.82"),
      reach: { distance: near(stop, 6), point: { x: near(5 + stop, 6), y: 5 } },
      legalPath: [
        { x: 5, y: 5 },
        { x: near(5 + stop, 6), y: 5 },
      ],
      bands: [submergedBand(near(stop, 6), "8.0"), overBand(near(stop, 6), 7, "8.0")],
      prompts: [],
      effects: [swimLedger()],
      contacts: ["r"],
    });
  });
});

describe("CARN-DIVE-2: a choice not offered", () => {
  it("CARN-DIVE-2: is refused naming the prompt and the two choices, at the activation start and in its outcome", () => {
    const wet = table({ models: [guest("g", 5, 5, {}, { counters: { submerged: 1 } })], terrain: [canal] });
    const prompt = carnevale.startActivation(wet, { modelId: "g" }).prompts[0]!;
    const refusal = [
      "TTM.Carnevale.Error.Choice",
      { id: "surface", choices: "TTM.Carnevale.Choice.Surface, TTM.Carnevale.Choice.Stay" },
    ];
    for (const attempt of [
      () => carnevale.startActivation(wet, { modelId: "g", answers: { surface: { choice: "swim" } } }),
      () => carnevale.resolve(wet, request("g", pts([5, 5])), prompt, { choice: "swim" }),
    ]) {
      try {
        attempt();
        throw new Error("accepted");
      } catch (e) {
        expect(isRulesError(e) && [e.key, e.data]).toEqual(refusal);
      }
    }
  });
});

describe("CARN-SWIM-1: in water means at the water's level", () => {
  it("CARN-SWIM-1, CARN-DIVE-1, CARN-JUMP-4: on a bridge over the canal it is not in water: full MOVE, no Dive, a jump allowed; deep water is water", () => {
    const bridge = { id: "bridge", kind: "platform" as const, polygon: rect(3, 0, 7, 36), height: 3 };
    const b = table({ models: [guest("g", 5, 5, {}, { elevation: 3 })], terrain: [canal, bridge] });
    const walk = judge(b, "g", pts([5, 5], [5, 11]));
    expect([walk.legal, walk.reasons, walk.allowance, walk.cost.data]).toEqual([
      true,
      [],
      6,
      { ap: 1, counted: "6.0", move: "6.0", unit: U },
    ]);
    expect(judge(b, "g", pts([5, 5]), { action: "dive" }).reasons).toEqual([
      {
        ruleId: "CARN-DIVE-1",
        key: "TTM.Carnevale.Reason.DiveNotInWater",
        severity: "illegal",
        data: { name: "g" },
      },
    ]);
    expect(
      judge(b, "g", pts([5, 5], [5, 8]), { action: "jump", answers: { "jump:1": SUCCESS } }).reasons,
    ).toEqual([]);
    const deep = { id: "deep", kind: "deep-water" as const, polygon: rect(0, 0, 36, 10) };
    expect(
      judge(table({ models: [guest("g", 5, 5)], terrain: [deep] }), "g", pts([5, 5], [5, 8])).reasons,
    ).toEqual([
      {
        ruleId: "CARN-SWIM-1",
        key: "TTM.Carnevale.Reason.Swimming",
        severity: "info",
        data: { move: "6.0", allowance: "4.0", unit: U },
      },
    ]);
  });
});

describe("CARN-DIVE-2: deep water is water", () => {
  it("CARN-DIVE-2: the surfacing move goes on through deep water and stops where the water ends", () => {
    const b = table({
      models: [guest("g", 5, 5)],
      terrain: [
        { id: "canal", kind: "water", polygon: rect(0, 0, 36, 7) },
        { id: "lagoon", kind: "deep-water", polygon: rect(0, 7, 36, 10) },
      ],
    });
    const v = judge(b, "g", pts([5, 5], [5, 12]), { action: "submerged-move", ledger: { submergedMove: 8 } });
    expect([v.legal, v.reasons, v.reach]).toEqual([
      false,
      [
        {
          ruleId: "CARN-DIVE-2",
          key: "TTM.Carnevale.Reason.LeavesWater",
          severity: "illegal",
          data: { distance: "5.0", unit: U },
        },
      ],
      { distance: 5, point: { x: 5, y: 10 } },
    ]);
  });
});
