import { describe, expect, it } from "vitest";
import { dungeonUniversalis } from "../../src/rulesets/dungeon-universalis";
import { DARK, board, character, judge, moved, squares, summary } from "./helpers";

// A lake three squares wide, the shore beyond it. Borgron is a hero of the heroes' side, but
// alone on it and moving within 2 squares of nothing... so a monster swims here: Safe Zones are
// tested on their own (explore.test.ts).
const LAKE = ["~~~....."];
const swimmer = (profile: Record<string, unknown>) => character("m", 0, 0, { agility: 4, ...profile }, DARK);
const swimPrompt = {
  id: "swim",
  ruleId: "DU-SWIM-1",
  kind: "roll",
  formula: "2d6",
  key: "TTM.Du.Prompt.Swim",
  data: { name: "m" },
  phase: "declare",
};

describe("Dungeon Universalis: swimming", () => {
  it("DU-SWIM-1: Borgron (Agility 4, no shield) swims 2 and walks 2", () => {
    const b = board(LAKE, [swimmer({})]);
    const v = judge(b, { path: squares([0, 0], [4, 0]), answers: { swim: { dice: [3, 5] } } });
    expect(summary(v)).toEqual({
      legal: true,
      reasons: [],
      squares: [0, 1, 2, 3, 4].map((x) => [x, 0]),
      cost: 4,
      allowance: 4,
      prompts: [swimPrompt],
      effects: [moved()],
      facing: 0,
    });
    const five = judge(b, { path: squares([0, 0], [5, 0]), answers: { swim: { dice: [3, 5] } } });
    expect(five.reasons).toEqual([
      { ruleId: "DU-SWIM-1", key: "TTM.Du.Reason.TooFar", data: { allowance: 4 }, severity: "illegal" },
    ]);
    expect(five.legalPath).toHaveLength(5);
  });

  it("DU-SWIM-1: the roll comes at the start of the activation; unrolled, the swim waits for it", () => {
    const b = board(LAKE, [swimmer({})]);
    expect(dungeonUniversalis.startActivation(b, { modelId: "m" })).toEqual({
      prompts: [swimPrompt],
      effects: [],
      reasons: [],
    });
    const v = judge(b, { path: squares([0, 0], [2, 0]) });
    expect(v.reasons).toEqual([{ ruleId: "DU-SWIM-1", key: "TTM.Reason.NeedsRoll", severity: "illegal" }]);
    expect(v.prompts).toEqual([swimPrompt]);
    // A flyer flies over the water: nothing to roll.
    expect(
      dungeonUniversalis.startActivation(board(LAKE, [swimmer({ flying: 4 })]), {
        modelId: "m",
        declarations: { fly: true },
      }),
    ).toEqual({ prompts: [], effects: [], reasons: [] });
    // On dry land there is nothing to roll.
    const dry = board(["...."], [swimmer({})]);
    expect(dungeonUniversalis.startActivation(dry, { modelId: "m" })).toEqual({
      prompts: [],
      effects: [],
      reasons: [],
    });
  });

  it("DU-SWIM-1: a critical failure on the roll means no advance", () => {
    const v = judge(board(LAKE, [swimmer({})]), {
      path: squares([0, 0], [1, 0]),
      answers: { swim: { dice: [1, 1] } },
    });
    expect(summary(v)).toEqual({
      legal: false,
      reasons: [{ ruleId: "DU-SWIM-1", key: "TTM.Du.Reason.SwimFailed", severity: "illegal" }],
      squares: [[0, 0]],
      cost: 0,
      allowance: 0,
      prompts: [swimPrompt],
      effects: [],
      facing: undefined,
    });
  });

  it("DU-SWIM-1: a shield or heavy armour takes 1 off, both take 2; at 0 it cannot advance", () => {
    const answers = { swim: { dice: [4, 4] } };
    const path = squares([0, 0], [1, 0]);
    expect(judge(board(LAKE, [swimmer({ shield: true })]), { path, answers }).allowance).toBe(3);
    expect(
      judge(board(LAKE, [swimmer({ shield: true, heavyArmour: true })]), { path, answers }).allowance,
    ).toBe(2);
    const none = judge(board(LAKE, [swimmer({ agility: 1, shield: true })]), { path, answers });
    expect(none.reasons).toEqual([
      { ruleId: "DU-SWIM-1", key: "TTM.Du.Reason.SwimNoAgility", severity: "illegal" },
    ]);
  });

  it("DU-SWIM-1: below 0 Agility at the end of the activation, 3 damage dice", () => {
    const v = judge(board(LAKE, [swimmer({ agility: 0, shield: true })]), {
      path: squares([0, 0]),
      answers: { swim: { dice: [4, 4] } },
    });
    expect(v.effects).toEqual([
      { type: "message", key: "TTM.Du.Message.SwimDamage", data: { name: "m" }, ruleId: "DU-SWIM-1" },
    ]);
  });

  it("DU-SWIM-1: a walker does not wade into deep water", () => {
    const v = judge(board(["..~~"], [character("m", 0, 0, {}, DARK)]), { path: squares([0, 0], [3, 0]) });
    expect(v.reasons).toEqual([{ ruleId: "DU-SWIM-1", key: "TTM.Du.Reason.DeepWater", severity: "illegal" }]);
    expect(v.legalPath).toHaveLength(2);
  });

  it("DU-SWIM-1: the chat card of the roll", () => {
    const b = board(LAKE, [swimmer({})]);
    const request = { modelId: "m", action: "move", path: squares([0, 0]) };
    expect(dungeonUniversalis.resolve(b, request, swimPrompt as never, { dice: [1, 1] })).toEqual({
      effects: [],
      key: "TTM.Du.Outcome.SwimFailed",
      data: { name: "m", dice: "1 + 1", allowance: 0 },
    });
    expect(dungeonUniversalis.resolve(b, request, swimPrompt as never, { dice: [2, 5] })).toEqual({
      effects: [],
      key: "TTM.Du.Outcome.Swim",
      data: { name: "m", dice: "2 + 5", allowance: 4 },
    });
  });
});
