import { describe, expect, it } from "vitest";
import {
  checkExpectation,
  parseScenarioText,
  runScenario,
  stepEffects,
  type ScenarioFile,
} from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";
import { ROOT, SCENARIO_DIRS, jsonFiles, readText } from "./helpers";

/** The rule ids a scenario says it shows, so the test name tells which rules it proves. */
const rulesOf = (text: string): string => [...new Set(text.match(/\b[A-Z]+-[A-Z]+-\d+\b/g) ?? [])].join(", ");

/**
 * End to end: every step's rolls and choices are answered from the file and their outcomes
 * stated, whoever takes damage or a condition is named in the step's expect.effects, and every
 * rule an expectation names is one the description explains.
 */
function expectComplete(scenario: ScenarioFile): void {
  const result = runScenario(scenario, builtinRulesets());
  expect(checkExpectation(scenario, result)).toEqual([]);
  for (const s of result.steps) {
    expect(s.unusedAnswers, `step ${s.index}`).toEqual([]);
    const want = s.step.expect as
      | { outcomes?: Record<string, string>; effects?: Record<string, unknown>; reasons?: unknown[] }
      | undefined;
    const asked = (s.verdict?.prompts ?? s.activation?.prompts ?? []).map((p) => p.id);
    expect(
      s.outcomes.map((o) => o.prompt.id),
      `step ${s.index}`,
    ).toEqual(asked);
    expect(Object.keys(want?.outcomes ?? {}).sort()).toEqual([...asked].sort());
    for (const e of stepEffects(s)) {
      if (e.type === "damage") expect(want?.effects?.damage).toHaveProperty([e.modelId]);
      if (e.type === "condition") expect(want?.effects?.conditions).toHaveProperty([e.modelId]);
    }
    for (const r of want?.reasons ?? []) {
      expect(scenario.description).toContain(typeof r === "string" ? r : (r as { ruleId: string }).ruleId);
    }
  }
}

it("every game's folder of examples is played here", () => {
  expect(SCENARIO_DIRS.map(([game]) => game)).toEqual([
    "carnevale",
    "dungeon-universalis",
    "mumg",
    "sctmg",
    "signum",
  ]);
});

for (const [game, dir] of SCENARIO_DIRS) {
  const files = jsonFiles(dir);

  describe(`shipped ${game} scenarios`, () => {
    it("the folder holds the examples the docs promise", () => {
      expect(files.length).toBeGreaterThanOrEqual(6);
    });

    for (const file of files) {
      const text = readText(dir, file);
      const scenario = parseScenarioText(text);
      it(`${rulesOf(scenario.description ?? "") || "no rule id"}: ${file} meets its expect`, () => {
        expect(scenario.title, "every example has a title").toBeTruthy();
        expect(scenario.description, "every example explains itself").toBeTruthy();
        expect(
          scenario.steps.some((s) => s.expect !== undefined),
          "every example states its verdict",
        ).toBe(true);
        expectComplete(scenario);
      });
    }
  });
}

describe("docs/scenario-format.md", () => {
  const doc = readText(ROOT, "docs/scenario-format.md");
  const examples = [...doc.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => m[1] ?? "");

  it("has a complete example for each built-in ruleset, in both formats", () => {
    const seen = new Set(
      examples.map((text) => {
        const json = JSON.parse(text) as { format: number; ruleset: string };
        return `${json.ruleset}:${json.format}`;
      }),
    );
    expect([...seen].sort()).toEqual([
      "carnevale:2",
      "dungeon-universalis:2",
      "mumg:1",
      "mumg:2",
      "sctmg:2",
      "signum:1",
      "signum:2",
    ]);
  });

  for (const [i, text] of examples.entries()) {
    const scenario = parseScenarioText(text);
    it(`example ${i + 1} (${scenario.ruleset}: ${rulesOf(text)}) is valid, answers its prompts and meets its expect`, () => {
      expect(
        scenario.steps.every((s) => s.expect !== undefined),
        "every step of an example states what it expects",
      ).toBe(true);
      expectComplete(scenario);
    });
  }
});
