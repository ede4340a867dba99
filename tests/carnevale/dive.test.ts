import { describe, expect, it } from "vitest";
import { carnevale } from "../../src/rulesets/carnevale";
import { STAY, SURFACE } from "../../src/rulesets/carnevale/dive";
import { CRITICAL, FAIL, FUMBLE, SUCCESS, guest, judge, pts, rect, request, table } from "./helpers";

const U = "TTM.Unit.in";
const canal = { id: "canal", kind: "water" as const, polygon: rect(0, 0, 36, 10) };
const dive = { action: "dive" };

describe("CARN-DIVE-1: Dive", () => {
  const b = table({ models: [guest("g", 5, 5)], terrain: [canal] });

  it("CARN-DIVE-1: in water it costs 2 AP and asks for a Dexterity test after", () => {
    const v = judge(b, "g", pts([5, 5]), dive);
    expect(v).toEqual({
      legal: true,
      reasons: [],
      length: 0,
      allowance: 0,
      cost: { amount: 2, key: "TTM.Carnevale.CostDive", data: { ap: 2 } },
      reach: { distance: 0, point: { x: 5, y: 5 } },
      legalPath: pts([5, 5]),
      bands: [],
      prompts: [
        {
          id: "dive",
          ruleId: "CARN-DIVE-1",
          kind: "roll",
          formula: "5d10",
          key: "TTM.Carnevale.Prompt.Dive",
          data: { name: "g", dice: "5d10" },
          at: 0,
          phase: "after",
        },
      ],
      effects: [
        {
          type: "ledger",
          modelId: "g",
          changes: { actions: 1, apSpent: 2, chainReady: false, chainUsed: false, submergedMove: 0 },
          ruleId: "CARN-DIVE-1",
        },
      ],
      contacts: [],
    });
  });

  it("CARN-DIVE-1: Success 1 Submerged counter, Critical 2, Fail nothing, Fumble loses 1 life point", () => {
    const v = judge(b, "g", pts([5, 5]), dive);
    const out = (dice: { dice?: readonly number[] }) =>
      carnevale.resolve(b, request("g", pts([5, 5]), dive), v.prompts[0]!, dice).effects;
    const counter = (delta: number) => ({
      type: "counter",
      modelId: "g",
      counter: "submerged",
      delta,
      ruleId: "CARN-DIVE-1",
    });
    expect(out(SUCCESS)).toEqual([counter(1)]);
    expect(out(CRITICAL)).toEqual([counter(2)]);
    expect(out(FAIL)).toEqual([]);
    expect(out(FUMBLE)).toEqual([{ type: "damage", modelId: "g", amount: 1, ruleId: "CARN-DIVE-1" }]);
  });

  it("CARN-DIVE-1: only in water, and only with 2 AP left", () => {
    const dry = table({ models: [guest("g", 5, 15)], terrain: [canal] });
    expect(judge(dry, "g", pts([5, 15]), dive).reasons).toEqual([
      {
        ruleId: "CARN-DIVE-1",
        key: "TTM.Carnevale.Reason.DiveNotInWater",
        severity: "illegal",
        data: { name: "g" },
      },
    ]);
    const tired = judge(b, "g", pts([5, 5]), { ...dive, ledger: { apSpent: 2 } });
    expect([tired.legal, tired.reasons, tired.prompts]).toEqual([
      false,
      [
        {
          ruleId: "CARN-DIVE-1",
          key: "TTM.Carnevale.Reason.NoAp",
          severity: "illegal",
          data: { name: "g", need: 2, left: 1 },
        },
      ],
      [],
    ]);
  });

  it("CARN-DIVE-1: any other action removes every Submerged counter", () => {
    const wet = table({ models: [guest("g", 5, 5, {}, { counters: { submerged: 2 } })], terrain: [canal] });
    const v = judge(wet, "g", pts([5, 5], [5, 7]));
    expect(v.effects).toEqual([
      {
        type: "ledger",
        modelId: "g",
        changes: { actions: 1, apSpent: 1, chainReady: false, chainUsed: false, submergedMove: 0 },
        ruleId: "CARN-MOVE-1",
      },
      { type: "counter", modelId: "g", counter: "submerged", delta: -2, ruleId: "CARN-DIVE-1" },
    ]);
  });
});

describe("CARN-DIVE-2: surfacing at the start of an activation", () => {
  const b = table({
    models: [guest("g", 5, 5), guest("w", 20, 5, { waterCreature: true })],
    terrain: [canal],
  });

  it("CARN-DIVE-2: without Submerged counters nothing happens", () => {
    expect(carnevale.startActivation(b, { modelId: "g" })).toEqual({ prompts: [], effects: [], reasons: [] });
  });

  it("CARN-DIVE-2: with counters the player chooses; removing them allows 4 inches per counter in water", () => {
    const wet = table({ models: [guest("g", 5, 5, {}, { counters: { submerged: 2 } })], terrain: [canal] });
    const prompt = {
      id: "surface",
      ruleId: "CARN-DIVE-2",
      kind: "choice",
      choices: [SURFACE, STAY],
      key: "TTM.Carnevale.Prompt.Surface",
      data: { name: "g", count: 2, distance: "8.0", unit: U },
      phase: "declare",
    };
    expect(carnevale.startActivation(wet, { modelId: "g" })).toEqual({
      prompts: [prompt],
      effects: [],
      reasons: [],
    });
    expect(carnevale.startActivation(wet, { modelId: "g", answers: { surface: { choice: STAY } } })).toEqual({
      prompts: [prompt],
      effects: [],
      reasons: [],
    });
    expect(
      carnevale.startActivation(wet, { modelId: "g", answers: { surface: { choice: SURFACE } } }),
    ).toEqual({
      prompts: [prompt],
      effects: [
        { type: "counter", modelId: "g", counter: "submerged", delta: -2, ruleId: "CARN-DIVE-2" },
        {
          type: "ledger",
          modelId: "g",
          changes: { actions: 0, apSpent: 0, chainReady: false, chainUsed: false, submergedMove: 8 },
          ruleId: "CARN-DIVE-2",
        },
      ],
      reasons: [
        {
          ruleId: "CARN-DIVE-2",
          key: "TTM.Carnevale.Reason.MaySwim",
          severity: "info",
          data: { name: "g", distance: "8.0", unit: U },
        },
      ],
    });
    expect(() =>
      carnevale.startActivation(wet, { modelId: "g", answers: { surface: { choice: "x" } } }),
    ).toThrow(/Carnevale.Error.Choice/);
  });

  it("CARN-DIVE-2: the surfacing choice resolves to its chat card only; its effects are the activation start's", () => {
    const wet = table({ models: [guest("g", 5, 5, {}, { counters: { submerged: 2 } })], terrain: [canal] });
    const still = request("g", pts([5, 5]));
    const data = { name: "g", count: 2, distance: "8.0", unit: U };
    const prompt = carnevale.startActivation(wet, { modelId: "g" }).prompts[0]!;
    expect(carnevale.resolve(wet, still, prompt, { choice: SURFACE })).toEqual({
      effects: [],
      key: "TTM.Carnevale.Outcome.Surface",
      data,
    });
    expect(carnevale.resolve(wet, still, prompt, { choice: STAY })).toEqual({
      effects: [],
      key: "TTM.Carnevale.Outcome.Stay",
      data,
    });
    expect(() => carnevale.resolve(wet, still, prompt, { choice: "x" })).toThrow(/Carnevale.Error.Choice/);
  });

  it("CARN-DIVE-2: a Water Creature moves 8 inches per counter", () => {
    const wet = table({
      models: [guest("w", 20, 5, { waterCreature: true }, { counters: { submerged: 1 } })],
      terrain: [canal],
    });
    const s = carnevale.startActivation(wet, { modelId: "w", answers: { surface: { choice: SURFACE } } });
    expect(s.reasons[0]!.data).toEqual({ name: "w", distance: "8.0", unit: U });
  });

  it("CARN-DIVE-2: the move stays in water, for no AP, up to what the activation start allowed", () => {
    const ask = { action: "submerged-move", ledger: { submergedMove: 8 } };
    const v = judge(b, "g", pts([5, 5], [13, 5]), ask);
    expect([v.legal, v.reasons, v.cost.amount, v.reach.distance]).toEqual([true, [], 0, 8]);
    expect(v.effects).toEqual([
      {
        type: "ledger",
        modelId: "g",
        changes: { actions: 0, apSpent: 0, chainReady: false, chainUsed: false, submergedMove: 0 },
        ruleId: "CARN-DIVE-2",
      },
    ]);
    const out = judge(b, "g", pts([5, 5], [5, 12]), ask);
    expect(out.reasons).toEqual([
      {
        ruleId: "CARN-DIVE-2",
        key: "TTM.Carnevale.Reason.LeavesWater",
        severity: "illegal",
        data: { distance: "5.0", unit: U },
      },
    ]);
    const none = judge(b, "g", pts([5, 5], [9, 5]), { action: "submerged-move" });
    expect(none.reasons).toEqual([
      {
        ruleId: "CARN-DIVE-2",
        key: "TTM.Carnevale.Reason.NoSubmergedMove",
        severity: "illegal",
        data: { name: "g" },
      },
    ]);
  });
});
