import { describe, expect, it } from "vitest";
import type { PromptAnswer } from "../../src/engine/ruleset";
import { carnevale } from "../../src/rulesets/carnevale";
import { basicTest } from "../../src/rulesets/carnevale/dice";
import { fallLoss } from "../../src/rulesets/carnevale/fall";
import { guest, judge, pts, rect, request, roll, table } from "./helpers";

const TWO_ACES_SUCCESS = roll([7, 8, 2, 3], 4);
const TWO_ACES_CRITICAL = roll([7, 2, 3, 4], 10);
const FUMBLE = roll([2, 3, 4, 5], 1);
const FAIL = roll([2, 3, 4, 5], 6);

/** A jump off a roof of height h to the street (or into the canal), so the character falls h. */
function fallOf(h: number, water = false) {
  const b = table({
    models: [guest("g", 5, 5, {}, { elevation: h })],
    terrain: [
      { id: "roof", kind: "platform", polygon: rect(0, 0, 36, 6), height: h },
      ...(water ? [{ id: "canal", kind: "water" as const, polygon: rect(0, 6, 36, 20) }] : []),
    ],
  });
  const ask = { action: "jump", answers: { "jump:1": roll([2, 3, 4, 7], 5) } };
  const path = pts([5, 5], [5, 9]);
  const v = judge(b, "g", path, ask);
  return {
    v,
    resolve: (dice: PromptAnswer) => carnevale.resolve(b, request("g", path, ask), v.prompts[1]!, dice),
  };
}

describe("CARN-FALL-1: falling", () => {
  it("CARN-FALL-1: the loss is h whole inches less the test: Success 1 per Ace, Critical 2 + 1 per Ace, none below 0", () => {
    const t = (a: PromptAnswer) => basicTest(a.dice!.slice(0, -1), a.dice!.at(-1)!);
    expect(fallLoss(4, t(TWO_ACES_SUCCESS), false, false)).toEqual({ loss: 2, dazed: false });
    expect(fallLoss(4, t(TWO_ACES_CRITICAL), false, false)).toEqual({ loss: 0, dazed: false });
    expect(fallLoss(4, t(FUMBLE), false, false)).toEqual({ loss: 4, dazed: true });
    expect(fallLoss(4, t(FAIL), false, false)).toEqual({ loss: 4, dazed: false });
    expect(fallLoss(4, t(FAIL), true, false)).toEqual({ loss: 2, dazed: false });
    expect(fallLoss(2, t(FAIL), true, false)).toEqual({ loss: 0, dazed: false });
    expect(fallLoss(3, t(FAIL), true, true)).toEqual({ loss: 0, dazed: false });
    // Decision: h rounded down to whole inches.
    expect(fallLoss(2.9, t(FAIL), false, false)).toEqual({ loss: 2, dazed: false });
    expect(fallLoss(1, t(FUMBLE), false, false)).toEqual({ loss: 0, dazed: false });
    expect(fallLoss(1.01, t(FAIL), false, false)).toEqual({ loss: 1, dazed: false });
  });

  it("CARN-FALL-1: a fall of exactly 1 inch costs nothing: no test is asked", () => {
    const b = table({
      models: [guest("g", 5, 5, {}, { elevation: 4 })],
      terrain: [
        { id: "high", kind: "platform", polygon: rect(0, 0, 36, 6), height: 4 },
        { id: "low", kind: "platform", polygon: rect(0, 6, 36, 20), height: 3 },
      ],
    });
    const v = judge(b, "g", pts([5, 5], [5, 9]), {
      action: "jump",
      answers: { "jump:1": roll([2, 3, 4, 7], 5) },
    });
    expect(v.legal).toBe(true);
    expect(v.prompts.map((p) => p.id)).toEqual(["jump:1"]);
    expect(v.effects).toEqual([
      {
        type: "ledger",
        modelId: "g",
        changes: { actions: 1, apSpent: 1, chainReady: false, chainUsed: false, submergedMove: 0 },
        ruleId: "CARN-JUMP-1",
      },
      { type: "elevation", modelId: "g", elevation: 3, ruleId: "CARN-JUMP-3" },
    ]);
  });

  it("CARN-FALL-1: 4 inches with a Success of two Aces loses 2", () => {
    const out = fallOf(4).resolve(TWO_ACES_SUCCESS);
    expect(out).toEqual({
      effects: [{ type: "damage", modelId: "g", amount: 2, ruleId: "CARN-FALL-1" }],
      key: "TTM.Carnevale.Outcome.Fall",
      data: {
        name: "g",
        height: "4.0",
        unit: "TTM.Unit.in",
        loss: 2,
        aces: 2,
        result: "TTM.Carnevale.Result.Success",
      },
    });
  });

  it("CARN-FALL-1: 4 inches with a Critical of two Aces loses nothing", () => {
    const out = fallOf(4).resolve(TWO_ACES_CRITICAL);
    expect(out).toEqual({
      effects: [],
      key: "TTM.Carnevale.Outcome.Fall",
      data: {
        name: "g",
        height: "4.0",
        unit: "TTM.Unit.in",
        loss: 0,
        aces: 2,
        result: "TTM.Carnevale.Result.Critical",
      },
    });
  });

  it("CARN-FALL-1: 4 inches with a Fumble loses 4 and gives a Dazed counter", () => {
    const out = fallOf(4).resolve(FUMBLE);
    expect(out).toEqual({
      effects: [
        { type: "damage", modelId: "g", amount: 4, ruleId: "CARN-FALL-1" },
        { type: "counter", modelId: "g", counter: "dazed", delta: 1, ruleId: "CARN-FALL-1" },
      ],
      key: "TTM.Carnevale.Outcome.FallDazed",
      data: {
        name: "g",
        height: "4.0",
        unit: "TTM.Unit.in",
        loss: 4,
        aces: 0,
        result: "TTM.Carnevale.Result.Fumble",
      },
    });
  });

  it("CARN-FALL-1: falling into water takes 2 off the loss", () => {
    const { v, resolve } = fallOf(4, true);
    expect(v.prompts[1]!.data).toMatchObject({ water: 1, loss: 4 });
    expect(resolve(FAIL).effects).toEqual([
      { type: "damage", modelId: "g", amount: 2, ruleId: "CARN-FALL-1" },
    ]);
  });

  it("CARN-FALL-1: a fall's test answered with the wrong dice is refused", () => {
    expect(() => fallOf(4).resolve({ dice: [7, 8] })).toThrow(/DiceAnswer/);
  });
});
