import { describe, expect, it } from "vitest";
import { allEffects, checkExpectation, parseScenarioText, runScenario } from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";
import { MUMG_DIR, ROOT, SIGNUM_DIR, jsonFiles, readText } from "./helpers";

/** The rule ids a scenario says it shows, so the test name tells which rules it proves. */
const rulesOf = (text: string): string => [...new Set(text.match(/\b[A-Z]+-[A-Z]+-\d+\b/g) ?? [])].join(", ");

for (const [game, dir] of [
  ["Signum", SIGNUM_DIR],
  ["MUMG", MUMG_DIR],
] as const) {
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
        expect(scenario.expect, "every example states its verdict").toBeDefined();
        const result = runScenario(scenario, builtinRulesets());
        expect(checkExpectation(scenario, result)).toEqual([]);
        expect(result.unusedDice).toEqual([]);
        expect(result.unusedChoices).toEqual([]);
        // End to end: every roll and choice is answered from the file and its outcome stated...
        const asked = result.verdict.prompts.map((p) => p.id);
        expect(result.outcomes.map((o) => o.prompt.id)).toEqual(asked);
        expect(Object.keys(scenario.expect?.outcomes ?? {}).sort()).toEqual([...asked].sort());
        // ...and whoever takes damage or a condition is named in expect.effects.
        for (const e of allEffects(result)) {
          if (e.type === "damage") expect(scenario.expect?.effects?.damage).toHaveProperty([e.modelId]);
          if (e.type === "condition")
            expect(scenario.expect?.effects?.conditions).toHaveProperty([e.modelId]);
        }
        // Every rule the expectation names is one the description explains.
        for (const ruleId of scenario.expect?.reasons ?? []) expect(scenario.description).toContain(ruleId);
      });
    }
  });
}

describe("docs/scenario-format.md", () => {
  const doc = readText(ROOT, "docs/scenario-format.md");
  const examples = [...doc.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => m[1] ?? "");

  it("has a complete example for each built-in ruleset", () => {
    const rulesets = examples.map((text) => parseScenarioText(text).ruleset).sort();
    expect(rulesets).toEqual(["mumg", "signum"]);
  });

  for (const [i, text] of examples.entries()) {
    const scenario = parseScenarioText(text);
    it(`example ${i + 1} (${scenario.ruleset}: ${rulesOf(text)}) is valid, answers its prompts and meets its expect`, () => {
      expect(scenario.expect, "every example states its verdict").toBeDefined();
      const result = runScenario(scenario, builtinRulesets());
      expect(checkExpectation(scenario, result)).toEqual([]);
      expect(result.outcomes).toHaveLength(result.verdict.prompts.length);
      expect([...result.unusedDice, ...result.unusedChoices]).toEqual([]);
    });
  }
});
