import { describe, expect, it } from "vitest";
import { isRulesError } from "../../src/engine/errors";
import { readTest } from "../../src/rulesets/carnevale/dice";
import { SUCCESS, guest, judge, rect, table } from "./helpers";

/*
 * The level an action starts at is the path's first waypoint's elevation when the host gives
 * one, not the token's (issue 14's mutation item: motion.ts standingLevel, dive.ts
 * planSubmergedMove), and a Dexterity of 10 rolls ten dice.
 */

const U = "TTM.Unit.in";

/** The canal (water at the table's level) and a bridge over it whose deck is 4" up. */
const canalAndBridge = () =>
  table({
    models: [guest("g", 5, 5)],
    terrain: [
      { id: "canal", kind: "water", polygon: rect(0, 0, 36, 10) },
      { id: "bridge", kind: "platform", polygon: rect(3, 0, 7, 36), elevation: 2, height: 2 },
    ],
  });
/** The token's own elevation says 0 (in the canal, under the bridge); the path says the deck. */
const onDeck = { x: 5, y: 5, elevation: 4 };

describe("CARN-SWIM-1: the level is the path's start when the host gives it", () => {
  it("CARN-DIVE-1: a path that starts on the bridge's deck (the token says 0, in the canal below) is not in water: no Dive", () => {
    expect(judge(canalAndBridge(), "g", [onDeck], { action: "dive" })).toEqual({
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
      reach: { distance: 0, point: { x: 5, y: 5 } },
      legalPath: [{ x: 5, y: 5 }],
      bands: [],
      prompts: [],
      effects: [],
      contacts: [],
    });
  });

  it("CARN-JUMP-4, CARN-JUMP-1: a jump from the bridge's deck is not a jump from water: made, landing on the deck (the token's elevation set to 4)", () => {
    const path = [onDeck, { x: 5, y: 8 }];
    expect(judge(canalAndBridge(), "g", path, { action: "jump", answers: { "jump:1": SUCCESS } })).toEqual({
      legal: true,
      reasons: [],
      length: 3,
      allowance: 3,
      cost: { amount: 1, key: "TTM.Carnevale.CostJump", data: { ap: 1, distance: "3.0", unit: U } },
      reach: { distance: 3, point: { x: 5, y: 8 } },
      legalPath: path,
      bands: [
        {
          from: 0,
          to: 3,
          style: "ok",
          tier: 1,
          key: "TTM.Carnevale.Band.Jump",
          data: { distance: "3.0", unit: U },
        },
      ],
      prompts: [
        {
          id: "jump:1",
          ruleId: "CARN-JUMP-1",
          kind: "roll",
          formula: "5d10",
          key: "TTM.Carnevale.Prompt.Jump",
          data: { name: "g", dice: "5d10", controlled: 0 },
          at: 0,
          phase: "declare",
        },
      ],
      effects: [
        {
          type: "ledger",
          modelId: "g",
          changes: { actions: 1, apSpent: 1, chainReady: false, chainUsed: false, submergedMove: 0 },
          ruleId: "CARN-JUMP-1",
        },
        { type: "elevation", modelId: "g", elevation: 4, ruleId: "CARN-JUMP-1" },
      ],
      contacts: [],
    });
  });

  it("CARN-DIVE-2: the surfacing move from the bridge's deck is out of water from its start: it goes nowhere", () => {
    const path = [onDeck, { x: 5, y: 8 }];
    expect(
      judge(canalAndBridge(), "g", path, { action: "submerged-move", ledger: { submergedMove: 8 } }),
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
      length: 3,
      allowance: 8,
      cost: { amount: 0, key: "TTM.Carnevale.CostSubmerged", data: { distance: "0.0", unit: U } },
      reach: { distance: 0, point: onDeck },
      legalPath: [onDeck],
      bands: [
        {
          from: 0,
          to: 3,
          style: "over",
          key: "TTM.Carnevale.Band.Over",
          data: { allowance: "8.0", unit: U },
        },
      ],
      prompts: [],
      effects: [],
      contacts: [],
    });
  });
});

describe("CARN-DICE-1: ten dice", () => {
  it("CARN-DICE-1: a Dexterity of 10 rolls 10d10: ten dice are read, one is refused", () => {
    const prompt = { id: "climb:1", formula: "10d10" };
    expect(readTest(prompt, { dice: [1, 2, 3, 4, 5, 6, 2, 3, 4, 10] })).toEqual({
      result: "success",
      aces: 1,
    });
    expect(readTest(prompt, { dice: [1, 2, 3, 4, 5, 6, 2, 3, 7, 10] })).toEqual({
      result: "critical",
      aces: 2,
    });
    try {
      readTest(prompt, { dice: [7] });
      throw new Error("accepted");
    } catch (e) {
      expect(isRulesError(e) && [e.key, e.data]).toEqual([
        "TTM.Error.DiceAnswer",
        { id: "climb:1", expected: "10d10" },
      ]);
    }
  });
});
