import { describe, expect, it } from "vitest";
import { type ScenarioFile, checkExpectation, runScenario } from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";
import { baseScenario } from "./helpers";

/** The base scenario (a legal 5 cm walk) with an expect block. */
function withExpect(
  expectBlock: NonNullable<ScenarioFile["expect"]>,
  dice?: Record<string, number[]>,
): ScenarioFile {
  return { ...baseScenario(), expect: expectBlock, ...(dice ? { dice } : {}) };
}

const fields = (file: ScenarioFile): string[] =>
  checkExpectation(file, runScenario(file, builtinRulesets())).map((m) => `${m.field}:${m.key}`);

describe("checkExpectation", () => {
  it("finds nothing to say without an expect block, or when it holds", () => {
    expect(fields(baseScenario())).toEqual([]);
    expect(fields(withExpect({ legal: true, reach: 5, allowance: 10, prompts: [], contacts: [] }))).toEqual(
      [],
    );
  });

  it("reports a wrong legal flag in both directions", () => {
    expect(fields(withExpect({ legal: false }))).toEqual(["legal:TTM.Scenario.Mismatch.WantIllegal"]);
    const far = {
      ...withExpect({ legal: true }),
      move: {
        model: "a",
        action: "move",
        path: [
          [10, 30],
          [25, 30],
        ],
      },
    };
    expect(fields(far)).toEqual(["legal:TTM.Scenario.Mismatch.WantLegal"]);
  });

  it("checks reach and allowance to 0.01", () => {
    expect(fields(withExpect({ legal: true, reach: 5.01 }))).toEqual([]);
    expect(fields(withExpect({ legal: true, reach: 4.98 }))).toEqual(["reach:TTM.Scenario.Mismatch.Reach"]);
    const file = withExpect({ legal: true, reach: 5.5, allowance: 8 });
    const mismatches = checkExpectation(file, runScenario(file, builtinRulesets()));
    expect(mismatches).toEqual([
      { field: "reach", key: "TTM.Scenario.Mismatch.Reach", data: { expected: "5.50", actual: "5.00" } },
      {
        field: "allowance",
        key: "TTM.Scenario.Mismatch.Allowance",
        data: { expected: "8.00", actual: "10.00" },
      },
    ]);
  });

  it("reports each expected rule id missing from the reasons", () => {
    const file = withExpect({ legal: true, reasons: ["SIGNUM-MOVE-1", "SIGNUM-CONTACT-1"] });
    const m = checkExpectation(file, runScenario(file, builtinRulesets()));
    expect(m.map((x) => x.data.ruleId)).toEqual(["SIGNUM-MOVE-1", "SIGNUM-CONTACT-1"]);
    expect(m[0]?.data.actual).toBe("—");
  });

  it("compares prompts in order and contacts as a set", () => {
    expect(fields(withExpect({ legal: true, prompts: ["backstab:e"] }))).toEqual([
      "prompts:TTM.Scenario.Mismatch.Prompts",
    ]);
    expect(fields(withExpect({ legal: true, contacts: ["e"] }))).toEqual([
      "contacts:TTM.Scenario.Mismatch.Contacts",
    ]);
  });

  it("reports an outcome that differs or was never rolled", () => {
    const file = withExpect({ legal: true, outcomes: { "backstab:e": "TTM.Signum.Outcome.BackstabHit" } });
    const m = checkExpectation(file, runScenario(file, builtinRulesets()));
    expect(m).toEqual([
      {
        field: "outcomes",
        key: "TTM.Scenario.Mismatch.Outcome",
        data: { id: "backstab:e", expected: "TTM.Signum.Outcome.BackstabHit", actual: "—" },
      },
    ]);
  });
});
