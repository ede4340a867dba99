import { describe, expect, it } from "vitest";
import { parseScenarioText, runScenario, type ScenarioFile, type Step } from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";

/** Borgron in deep water on a lake of three squares, the steps given. */
const lake = (steps: Step[]): ScenarioFile =>
  parseScenarioText(
    JSON.stringify({
      format: 2,
      ruleset: "dungeon-universalis",
      board: {
        unit: "sq",
        width: 8,
        height: 1,
        grid: { size: 1 },
        models: [
          { id: "b", side: "Heroes", x: 0.5, y: 0.5, profile: { hero: true, movement: 4, agility: 4 } },
        ],
        terrain: [
          {
            id: "lake",
            kind: "deep-water",
            polygon: [
              [0, 0],
              [3, 0],
              [3, 1],
              [0, 1],
            ],
          },
        ],
      },
      steps,
    }),
  );
const swimOut: Step = {
  kind: "move",
  model: "b",
  action: "move",
  path: [
    [0.5, 0.5],
    [4.5, 0.5],
  ],
};
const start = (answers?: Record<string, { dice: number[] }>): Step => ({
  kind: "activation-start",
  model: "b",
  ...(answers ? { answers } : {}),
});
const NEEDS_ROLL = { ruleId: "DU-SWIM-1", key: "TTM.Reason.NeedsRoll", severity: "illegal" };

describe("scenario runner: declare answers last for the activation", () => {
  it("DU-SWIM-1: the swim roll answered at the activation's start answers the move after it", () => {
    const r = runScenario(lake([start({ swim: { dice: [3, 5] } }), swimOut]), builtinRulesets());
    const move = r.steps[1]!;
    expect([move.verdict!.legal, move.verdict!.reach.distance, move.unusedAnswers]).toEqual([true, 4, []]);
    expect(move.outcomes.map((o) => [o.prompt.id, o.answer, o.outcome.key])).toEqual([
      ["swim", { dice: [3, 5] }, "TTM.Du.Outcome.Swim"],
    ]);
    expect(move.request?.answers).toEqual({ swim: { dice: [3, 5] } });
    expect(r.state.answers).toEqual({ b: { swim: { dice: [3, 5] } } });
  });

  it("DU-SWIM-1: a new activation-start, new-turn or new-round forgets it; unanswered, the move waits for the roll", () => {
    for (const between of [
      start(),
      { kind: "new-turn", model: "b" } as Step,
      { kind: "new-turn" } as Step,
      { kind: "new-round" } as Step,
    ]) {
      const r = runScenario(lake([start({ swim: { dice: [3, 5] } }), between, swimOut]), builtinRulesets());
      const move = r.steps[2]!;
      expect(r.steps[1]!.state.answers, between.kind).toEqual({});
      expect(move.verdict!.legal).toBe(false);
      expect(move.verdict!.reasons).toEqual([NEEDS_ROLL]);
      expect(move.verdict!.prompts.map((p) => p.id)).toEqual(["swim"]);
      expect(move.outcomes).toEqual([]);
    }
  });

  it("DU-SWIM-1: a step's own answer replaces the kept one", () => {
    const r = runScenario(
      lake([start({ swim: { dice: [3, 5] } }), { ...swimOut, answers: { swim: { dice: [1, 1] } } }]),
      builtinRulesets(),
    );
    const move = r.steps[1]!;
    expect([move.verdict!.reach.distance, move.outcomes[0]!.outcome.key]).toEqual([
      0,
      "TTM.Du.Outcome.SwimFailed",
    ]);
    expect(r.state.answers).toEqual({ b: { swim: { dice: [1, 1] } } });
  });
});
