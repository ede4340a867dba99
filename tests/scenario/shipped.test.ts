import { describe, expect, it } from "vitest";
import { checkExpectation, parseScenarioText, runScenario } from "../../src/engine/scenario";
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
        // Every rule the expectation names is one the description explains.
        for (const ruleId of scenario.expect?.reasons ?? []) expect(scenario.description).toContain(ruleId);
      });
    }
  });
}

describe("docs/scenario-format.md", () => {
  it("SIGNUM-BACKSTAB-1: the complete example in the docs is valid and meets its expect", () => {
    const doc = readText(ROOT, "docs/scenario-format.md");
    const example = /```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    const scenario = parseScenarioText(example ?? "");
    expect(checkExpectation(scenario, runScenario(scenario, builtinRulesets()))).toEqual([]);
  });
});
