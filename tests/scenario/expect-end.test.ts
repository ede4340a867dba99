import { describe, expect, it } from "vitest";
import {
  checkExpectation,
  parseScenarioText,
  runScenario,
  type ScenarioFile,
} from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";
import { ROOT, readText } from "./helpers";

const file = (): ScenarioFile =>
  parseScenarioText(readText(ROOT, "scenarios/carnevale/04-climb-halfway-fail.json"));

describe("expect.end and expect.endedBy", () => {
  it("CARN-CLIMB-1: a failed climb test is what ended the move; the one before it, a Success, did not", () => {
    const f = file();
    const r = runScenario(f, builtinRulesets());
    expect(r.steps.map((s) => s.endedBy)).toEqual([null, { promptId: "climb:1", distance: 0 }]);
    expect(checkExpectation(f, r)).toEqual([]);
  });

  it("CARN-CLIMB-1: wrong claims are each reported with what the step gives", () => {
    const f = file();
    const steps = f.steps.map((s, i) =>
      i === 1 && s.kind === "move" ? { ...s, expect: { endedBy: null, end: [28, 8] } } : s,
    );
    const wrong = { ...f, steps } as ScenarioFile;
    expect(checkExpectation(wrong, runScenario(wrong, builtinRulesets()))).toEqual([
      {
        step: 1,
        field: "end",
        key: "TTM.Scenario.Mismatch.End",
        data: { expected: "(28.00, 8.00)", actual: "(28.00, 10.59)" },
      },
      {
        step: 1,
        field: "endedBy",
        key: "TTM.Scenario.Mismatch.EndedBy",
        data: { expected: "—", actual: "climb:1" },
      },
    ]);
  });

  it("CARN-CLIMB-1: a step whose climb test is left unanswered judges it a plain success, so nothing ended the move", () => {
    const f = file();
    const steps = f.steps.map((s, i) =>
      i === 1 && s.kind === "move" ? { ...s, answers: {}, expect: undefined } : s,
    );
    const open = { ...f, steps } as ScenarioFile;
    const step = runScenario(open, builtinRulesets()).steps[1]!;
    expect([step.endedBy, step.outcomes, step.verdict!.prompts.map((p) => p.id)]).toEqual([
      null,
      [],
      ["climb:1"],
    ]);
    // As a plain success, she climbs the last 2 inches and walks on: the whole path.
    expect([step.verdict!.legal, step.verdict!.reach.distance]).toEqual([true, step.verdict!.length]);
  });
});
