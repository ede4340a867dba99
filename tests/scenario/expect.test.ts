import { describe, expect, it } from "vitest";
import {
  type Mismatch,
  type ScenarioFileV1,
  checkExpectation,
  parseScenario,
  runScenario,
} from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";
import { MUMG_DIR, baseScenario, readText } from "./helpers";

/** The base scenario (a legal 5 cm walk) with an expect block. */
function withExpect(
  expectBlock: NonNullable<ScenarioFileV1["expect"]>,
  dice?: Record<string, number[]>,
): ScenarioFileV1 {
  return { ...baseScenario(), expect: expectBlock, ...(dice ? { dice } : {}) };
}

/** A format 1 file checked as the CLI checks it: parsed (so upgraded to one step), played, compared. */
function check(v1: ScenarioFileV1): Mismatch[] {
  const file = parseScenario(structuredClone(v1));
  return checkExpectation(file, runScenario(file, builtinRulesets()));
}

const fields = (file: ScenarioFileV1): string[] => check(file).map((m) => `${m.field}:${m.key}`);

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
    const mismatches = check(file);
    expect(mismatches).toEqual([
      {
        step: 0,
        field: "reach",
        key: "TTM.Scenario.Mismatch.Reach",
        data: { expected: "5.50", actual: "5.00" },
      },
      {
        step: 0,
        field: "allowance",
        key: "TTM.Scenario.Mismatch.Allowance",
        data: { expected: "8.00", actual: "10.00" },
      },
    ]);
  });

  it("reports each expected rule id missing from the reasons", () => {
    const file = withExpect({ legal: true, reasons: ["SIGNUM-MOVE-1", "SIGNUM-CONTACT-1"] });
    const m = check(file);
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
    const m = check(file);
    expect(m).toEqual([
      {
        step: 0,
        field: "outcomes",
        key: "TTM.Scenario.Mismatch.Outcome",
        data: { id: "backstab:e", expected: '"TTM.Signum.Outcome.BackstabHit"', actual: "—" },
      },
    ]);
  });
});

type Effects = NonNullable<NonNullable<ScenarioFileV1["expect"]>["effects"]>;

/** The base scenario's warrior walking away from the orc it touches, the backstab rolled `die`. */
function backstabbed(die: number, effects: Effects): ScenarioFileV1 {
  const s = baseScenario();
  return {
    ...s,
    board: { ...s.board, models: [s.board.models[0]!, { id: "e", name: "Orc", side: "red", x: 13, y: 30 }] },
    move: {
      ...s.move,
      path: [
        [10, 30],
        [10, 35],
      ],
    },
    dice: { "backstab:e": [die] },
    expect: { legal: true, effects },
  };
}

/** scenarios/mumg/06: Hawkeye walks off a 7" walkway, the fall confirmed; `effects` replaced. */
function hawkeyeFalls(effects: Effects, answered = true): ScenarioFileV1 {
  const file = JSON.parse(readText(MUMG_DIR, "06-walking-off-a-roof-falls.json")) as ScenarioFileV1;
  file.expect = { legal: true, effects };
  if (!answered) delete file.choices;
  return file;
}

const mismatches = (file: ScenarioFileV1): unknown[] => check(file).map((m) => [m.field, m.key, m.data]);

describe("checkExpectation: effects", () => {
  it("SIGNUM-BACKSTAB-1: damage is the total the answered prompts deal", () => {
    expect(mismatches(backstabbed(6, { damage: { a: 1, e: 0 } }))).toEqual([]);
    expect(mismatches(backstabbed(6, { damage: { a: 0 } }))).toEqual([
      ["effects", "TTM.Scenario.Mismatch.Damage", { model: "a", expected: "0", actual: "1" }],
    ]);
    expect(mismatches(backstabbed(1, { damage: { a: 1 } }))).toEqual([
      ["effects", "TTM.Scenario.Mismatch.Damage", { model: "a", expected: "1", actual: "0" }],
    ]);
  });

  it("MUMG-FALL-1: conditions are compared as a set, [] claiming none", () => {
    expect(mismatches(hawkeyeFalls({ conditions: { hawkeye: ["knocked-down", "knocked-down"] } }))).toEqual(
      [],
    );
    expect(mismatches(hawkeyeFalls({ conditions: { hawkeye: [] } }))).toEqual([
      [
        "effects",
        "TTM.Scenario.Mismatch.Conditions",
        { model: "hawkeye", expected: "—", actual: "knocked-down" },
      ],
    ]);
  });

  it("MUMG-FALL-1: an unanswered fall does nothing, while the verdict's own elevation still counts", () => {
    const unanswered = hawkeyeFalls({ damage: { hawkeye: 2 }, elevation: { hawkeye: 0 } }, false);
    expect(mismatches(unanswered)).toEqual([
      ["effects", "TTM.Scenario.Mismatch.Damage", { model: "hawkeye", expected: "2", actual: "0" }],
    ]);
  });

  it("elevation is where the model ends, its own when nothing moves it, checked to 0.01", () => {
    expect(mismatches(hawkeyeFalls({ elevation: { hawkeye: 0.01 } }))).toEqual([]);
    expect(mismatches(hawkeyeFalls({ elevation: { hawkeye: 7 } }))).toEqual([
      ["effects", "TTM.Scenario.Mismatch.Elevation", { model: "hawkeye", expected: "7.00", actual: "0.00" }],
    ]);
    expect(mismatches(backstabbed(6, { elevation: { e: 0 } }))).toEqual([]);
    expect(mismatches(backstabbed(6, { elevation: { ghost: 0 } }))).toEqual([
      ["effects", "TTM.Scenario.Mismatch.Elevation", { model: "ghost", expected: "0.00", actual: "—" }],
    ]);
  });
});
