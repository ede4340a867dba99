import { describe, expect, it } from "vitest";
import { RulesetRegistry } from "../../src/engine/registry";
import { type ScenarioFileV1, type StepResult, parseScenario, runScenario } from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";
import { signum } from "../../src/rulesets/signum";
import { baseScenario } from "./helpers";
import { refusal as errorOf } from "../refusal";

/** The warrior at (30, 30) touching goblins on both sides, walking 6 cm away. */
function twoEnemies(dice?: Record<string, number[]>): ScenarioFileV1 {
  return {
    format: 1,
    ruleset: "signum",
    board: {
      unit: "cm",
      width: 60,
      height: 60,
      models: [
        { id: "a", name: "Warrior", side: "blue", x: 30, y: 30 },
        { id: "g1", name: "Goblin 1", side: "red", x: 33, y: 30 },
        { id: "g2", name: "Goblin 2", side: "red", x: 27, y: 30 },
      ],
    },
    move: {
      model: "a",
      action: "move",
      path: [
        [30, 30],
        [30, 36],
      ],
    },
    ...(dice ? { dice } : {}),
  };
}

/** Plays a format 1 file as the CLI does (parsed, so upgraded) and gives its one step. */
function play(file: ScenarioFileV1, registry: RulesetRegistry = builtinRulesets()): StepResult {
  const result = runScenario(parseScenario(structuredClone(file)), registry);
  expect(result.steps).toHaveLength(1);
  return result.steps[0]!;
}

describe("builtinRulesets", () => {
  it("registers signum, and each call gives a registry of its own", () => {
    const a = builtinRulesets();
    expect(a.get("signum")).toBe(signum);
    a.register({ ...signum, id: "house-rules" });
    expect(builtinRulesets().has("house-rules")).toBe(false);
  });
});

describe("runScenario", () => {
  it("builds the board with the ruleset's default base when the file gives none", () => {
    const result = play(baseScenario());
    expect(result.board.model("a").baseMm).toBe(signum.defaultBaseMm);
    expect(result.board.model("a").baseDefaulted).toBe(true);
    expect(result.verdict?.legal).toBe(true);
    expect(result.verdict?.length).toBeCloseTo(5, 9);
  });

  it("SIGNUM-BACKSTAB-1: resolves each prompt the file has dice for, in the verdict's order", () => {
    const result = play(twoEnemies({ "backstab:g2": [1], "backstab:g1": [6] }));
    expect(result.verdict?.prompts.map((p) => p.id)).toEqual(["backstab:g1", "backstab:g2"]);
    expect(result.outcomes.map((o) => [o.prompt.id, o.answer, o.outcome.key])).toEqual([
      ["backstab:g1", { dice: [6] }, "TTM.Signum.Outcome.BackstabHit"],
      ["backstab:g2", { dice: [1] }, "TTM.Signum.Outcome.BackstabMiss"],
    ]);
    expect(result.outcomes[0]?.outcome.effects).toEqual([
      { type: "damage", modelId: "a", amount: 1, ruleId: "SIGNUM-BACKSTAB-1" },
    ]);
  });

  it("SIGNUM-BACKSTAB-1: the file's options reach the ruleset (hits on 6+)", () => {
    const file = { ...twoEnemies({ "backstab:g1": [5] }), options: { backstabHitsOn: 6 } };
    expect(play(file).outcomes[0]?.outcome.key).toBe("TTM.Signum.Outcome.BackstabMiss");
  });

  it("leaves prompts without dice unanswered and reports dice nobody asked for", () => {
    const result = play(twoEnemies({ "backstab:g1": [4], "backstab:nobody": [3] }));
    expect(result.outcomes.map((o) => o.prompt.id)).toEqual(["backstab:g1"]);
    expect(result.unusedAnswers).toEqual(["backstab:nobody"]);
  });

  it("refuses a choice for a roll, naming the field and the formula", () => {
    const file = { ...twoEnemies({ "backstab:g2": [3] }), choices: { "backstab:g1": "hit" } };
    const e = errorOf(() => play(file));
    expect(e.key).toBe("TTM.Scenario.Error.ChoiceForRoll");
    expect(e.data).toEqual({ path: 'choices["backstab:g1"]', id: "backstab:g1", formula: "1d6" });
  });

  it("refuses dice the ruleset cannot read", () => {
    expect(errorOf(() => play(twoEnemies({ "backstab:g1": [7] }))).key).toBe("TTM.Error.DiceAnswer");
  });

  it("refuses a board in another unit than the ruleset's", () => {
    const file = { ...baseScenario(), board: { ...baseScenario().board, unit: "in" as const } };
    const e = errorOf(() => play(file));
    expect(e.key).toBe("TTM.Scenario.Error.UnitMismatch");
    expect(e.data).toEqual({ unit: "in", ruleset: "signum", expected: "cm" });
  });

  it("passes on the engine's refusals: unknown ruleset, model, action", () => {
    expect(errorOf(() => play({ ...baseScenario(), ruleset: "chess" })).key).toBe("TTM.Error.UnknownRuleset");
    const ghost = { ...baseScenario(), move: { ...baseScenario().move, model: "ghost" } };
    expect(errorOf(() => play(ghost)).key).toBe("TTM.Error.UnknownModel");
    const fly = { ...baseScenario(), move: { ...baseScenario().move, action: "teleport" } };
    expect(errorOf(() => play(fly)).key).toBe("TTM.Error.UnknownAction");
    expect(errorOf(() => play(baseScenario(), new RulesetRegistry())).key).toBe("TTM.Error.UnknownRuleset");
  });
});

/** Green Goblin at the edge of a 9" roof, jumping into the void (scenarios/mumg/07 without its answers). */
function voidJump(answers: Pick<ScenarioFileV1, "dice" | "choices"> = {}): ScenarioFileV1 {
  return {
    format: 1,
    ruleset: "mumg",
    board: {
      unit: "in",
      width: 36,
      height: 24,
      models: [
        { id: "gob", side: "Villains", x: 29, y: 11.409, elevation: 9, profile: { movement: "4/7/14" } },
      ],
      terrain: [
        {
          id: "roof",
          kind: "vertical",
          polygon: [
            [24, 2],
            [34, 2],
            [34, 12],
            [24, 12],
          ],
          height: 9,
        },
      ],
    },
    move: {
      model: "gob",
      action: "void-jump",
      path: [
        [29, 11.409],
        [29, 12.591],
      ],
    },
    ...answers,
  };
}

describe("runScenario: choice prompts (MUMG)", () => {
  it("MUMG-VOID-1, MUMG-FALL-2: resolves the choice through the ruleset, with its effects", () => {
    const result = play(voidJump({ choices: { "void-jump": "TTM.Mumg.Choice.Jump" } }));
    expect(result.verdict?.prompts.map((p) => [p.id, p.kind])).toEqual([["void-jump", "choice"]]);
    expect(result.outcomes).toHaveLength(1);
    const [jump] = result.outcomes;
    expect(jump?.answer).toEqual({ choice: "TTM.Mumg.Choice.Jump" });
    expect(jump?.outcome.key).toBe("TTM.Mumg.Outcome.Fall");
    // A 9" fall is 2 damage and Knocked Down; jumped, it is the row before: 1 damage.
    expect(jump?.outcome.effects).toEqual([
      { type: "damage", modelId: "gob", amount: 1, damageKind: "physical-blunt", ruleId: "MUMG-FALL-2" },
    ]);
  });

  it("leaves a choice the file does not make unanswered", () => {
    const result = play(voidJump());
    expect(result.verdict?.prompts.map((p) => p.id)).toEqual(["void-jump"]);
    expect(result.outcomes).toEqual([]);
  });

  it("refuses a choice the prompt does not offer, naming the prompt and its choices", () => {
    const e = errorOf(() => play(voidJump({ choices: { "void-jump": "Jump" } })));
    expect(e.key).toBe("TTM.Scenario.Error.Choice");
    expect(e.data).toEqual({
      path: 'choices["void-jump"]',
      id: "void-jump",
      value: '"Jump"',
      allowed: '"TTM.Mumg.Choice.Jump"',
    });
  });

  it("refuses dice for a choice, saying which choices it takes", () => {
    const e = errorOf(() => play(voidJump({ dice: { "void-jump": [4] } })));
    expect(e.key).toBe("TTM.Scenario.Error.DiceForChoice");
    expect(e.data).toEqual({ path: 'dice["void-jump"]', id: "void-jump", allowed: '"TTM.Mumg.Choice.Jump"' });
  });

  it("reports choices for prompts the move does not ask", () => {
    const file = voidJump({
      choices: { "void-jump": "TTM.Mumg.Choice.Jump", "fall:1": "TTM.Mumg.Choice.Fall" },
    });
    const result = play(file);
    expect(result.unusedAnswers).toEqual(["fall:1"]);
  });
});
