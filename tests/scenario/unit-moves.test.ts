import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/engine/errors";
import {
  type ScenarioFile,
  type ScenarioIssue,
  buildScenario,
  checkExpectation,
  isScenarioError,
  toBoardSpec,
  parseScenario,
  runScenario,
} from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";
import { sctmg } from "../../src/rulesets/sctmg";
import { createI18n } from "../../src/cli/i18n";

/*
 * Unit moves in scenario files: a move step's `unit`, a forced step that names units, the
 * expectations per model and for the unit, and how the runner commits them. The geometry is
 * the ruleset's (tests/sctmg); here only what the scenario layer adds.
 */

const marine = (id: string, x: number, y: number, unitId = "squad") => ({
  id,
  name: `Marine ${id.slice(1)}`,
  side: "Terran",
  x,
  y,
  baseMm: 32,
  unitId,
  profile: { size: 2, speed: "6", flying: false },
});
const zergling = (id: string, x: number, y: number) => ({
  id,
  name: `Zergling ${id.slice(1)}`,
  side: "Zerg",
  x,
  y,
  baseMm: 32,
  unitId: "brood",
  profile: { size: 1, speed: "8", flying: false },
});

/** A squad of three Marines and a brood of three Zerglings on a 30" table, with the steps given. */
function file(steps: unknown[]): unknown {
  return {
    format: 2,
    ruleset: "sctmg",
    board: {
      unit: "in",
      width: 30,
      height: 30,
      models: [
        marine("m1", 24, 12),
        marine("m2", 25.5, 12),
        marine("m3", 24, 13.5),
        zergling("z1", 10, 6),
        zergling("z2", 11, 12),
        zergling("z3", 6, 20),
      ],
    },
    steps,
  };
}

const move = (extra: Record<string, unknown> = {}) => ({
  kind: "move",
  model: "m1",
  action: "move",
  path: [
    [24, 12],
    [24, 18],
  ],
  ...extra,
});

/** The schema's issues for a file. */
function schemaIssues(json: unknown): readonly ScenarioIssue[] {
  try {
    parseScenario(json);
  } catch (e) {
    if (isScenarioError(e)) return e.issues;
    throw e;
  }
  throw new Error("accepted");
}

/** The schema's issues for a file, as [path, key, value]. */
const issues = (json: unknown): [string, string, unknown][] =>
  schemaIssues(json).map((i) => [i.path, i.key, i.data.value]);

/** The refusal a file gives when played, as key and data. */
function refusal(json: unknown): { key: string; data: unknown } {
  try {
    runScenario(parseScenario(json), builtinRulesets());
  } catch (e) {
    if (e instanceof RulesError && !isScenarioError(e)) return { key: e.key, data: e.data };
    throw e;
  }
  throw new Error("played");
}

const run = (json: unknown) => {
  const scenario: ScenarioFile = parseScenario(json);
  const result = runScenario(scenario, builtinRulesets());
  return { scenario, result, mismatches: checkExpectation(scenario, result) };
};

describe("scenario unit moves: the schema", () => {
  it("a placement is a point or auto; anything else is named by its field", () => {
    expect(issues(file([move({ unit: { unitId: "squad", placements: { m2: [1], m3: "near" } } })]))).toEqual([
      ["steps[0].unit.placements.m2", "TTM.UnitMove.Issue.Placement", "[1]"],
      ["steps[0].unit.placements.m3", "TTM.UnitMove.Issue.Placement", '"near"'],
    ]);
  });

  it("a unit without its id, or with a field it does not have, is refused listing the fields", () => {
    const got = issues(file([move({ unit: { unitID: "squad" } })]));
    expect(got).toEqual([
      ["steps[0].unit.unitId", "TTM.Scenario.Issue.Missing", undefined],
      ["steps[0].unit.unitID", "TTM.Scenario.Issue.UnknownField", undefined],
    ]);
    const text = createI18n("en").format("TTM.Scenario.Issue.UnknownField", {
      path: "steps[0].unit.unitID",
      allowed: "unitId, placements",
    });
    expect(text).toContain("unitId, placements");
  });

  it("a model's expectation is a status or { status, point }; a unit status is one of two or null", () => {
    const bad = move({
      expect: { models: { m1: "boss", m2: { status: "coherent", at: [1, 2] } }, unitStatus: "broken" },
    });
    expect(issues(file([bad]))).toEqual([
      ["steps[0].expect.models.m1", "TTM.UnitMove.Issue.ModelExpect", '"boss"'],
      ["steps[0].expect.models.m2.at", "TTM.Scenario.Issue.UnknownField", undefined],
      ["steps[0].expect.unitStatus", "TTM.Scenario.Issue.OneOf", '"broken"'],
    ]);
    // The unknown field's message lists what a model's claim may hold.
    expect(schemaIssues(file([bad]))[1]!.data).toEqual({
      path: "steps[0].expect.models.m2.at",
      allowed: "status, point",
    });
  });
});

describe("scenario unit moves: playing them", () => {
  it("SCTMG-LEAD-1: the step's unit reaches the ruleset, and each model's place is committed for the next step", () => {
    const { result, mismatches } = run(
      file([
        move({
          unit: { unitId: "squad", placements: { m2: [25.5, 18], m3: "auto" } },
          expect: {
            models: { m1: "leader", m2: { status: "coherent", point: [25.5, 18] }, m3: "coherent" },
            unitStatus: "in-coherency",
          },
        }),
        {
          kind: "move",
          model: "m1",
          action: "move",
          path: [
            [24, 18],
            [24, 20],
          ],
        },
      ]),
    );
    expect(mismatches).toEqual([]);
    expect(result.steps[0]!.request!.unit).toEqual({
      unitId: "squad",
      placements: { m2: { x: 25.5, y: 18 }, m3: "auto" },
    });
    // The second move starts from the table the first left: m2 where the player put it.
    const second = result.steps[1]!;
    expect(second.board.model("m2")).toMatchObject({ x: 25.5, y: 18 });
    expect(second.verdict!.models!.map((m) => [m.modelId, m.status])).toEqual([
      ["m1", "leader"],
      ["m2", "coherent"],
      ["m3", "coherent"],
    ]);
    const at = (id: string) => result.state.models.find((m) => m.id === id);
    expect(at("m2")).toMatchObject({ x: 25.5, y: 20 });
  });

  it("SCTMG-TOWARD-2: a forced move led by another model than the step names moves that model", () => {
    const { result } = run(
      file([{ kind: "forced", model: "m3", forced: { kind: "towards", targets: ["z2"], distance: 4 } }]),
    );
    const v = result.steps[0]!.verdict!;
    expect(v.models![0]).toEqual({ modelId: "m1", point: { x: 20, y: 12 }, status: "leader" });
    const m = new Map(result.state.models.map((x) => [x.id, x] as const));
    expect(m.get("m1")).toMatchObject({ x: 20, y: 12 });
    const m3 = v.models!.find((p) => p.modelId === "m3")!.point;
    expect(m.get("m3")).toMatchObject({ x: m3.x, y: m3.y });
  });

  it("each unit claim that does not hold is its own mismatch, naming the model", () => {
    const { mismatches } = run(
      file([
        move({
          unit: { unitId: "squad" },
          expect: {
            models: { m1: "coherent", m2: { point: [1, 1] }, z1: "coherent" },
            unitStatus: "out-of-coherency",
          },
        }),
      ]),
    );
    expect(mismatches).toEqual([
      {
        step: 0,
        field: "unitStatus",
        key: "TTM.UnitMove.Mismatch.UnitStatus",
        data: { expected: "out-of-coherency", actual: "in-coherency" },
      },
      {
        step: 0,
        field: "models",
        key: "TTM.UnitMove.Mismatch.Status",
        data: { model: "m1", expected: "coherent", actual: "leader" },
      },
      {
        step: 0,
        field: "models",
        key: "TTM.UnitMove.Mismatch.Point",
        data: { model: "m2", expected: "[1.00, 1.00]", actual: "[25.50, 18.00]" },
      },
      { step: 0, field: "models", key: "TTM.UnitMove.Mismatch.NotPlaced", data: { model: "z1" } },
    ]);
  });

  it("SCTMG-CHARGE-1: a verdict that moves no unit meets unitStatus null and no model claims", () => {
    const charge = move({
      action: "charge",
      declarations: { targets: "brood" },
      expect: { unitStatus: null, models: {} },
    });
    const { result, mismatches } = run(file([charge]));
    // Unanswered, the Charge does not move the unit.
    expect(result.steps[0]!.verdict!.unitStatus).toBeUndefined();
    expect(mismatches).toEqual([]);
    const claimed = run(file([{ ...charge, expect: { unitStatus: "in-coherency" } }]));
    expect(claimed.mismatches.map((m) => [m.key, m.data])).toEqual([
      ["TTM.UnitMove.Mismatch.UnitStatus", { expected: "in-coherency", actual: "—" }],
    ]);
  });

  it("a unit the step's model is not in, a place for a model of another unit or for the leader, and an unknown target are refused naming the field", () => {
    expect(refusal(file([move({ unit: { unitId: "brood" } })]))).toEqual({
      key: "TTM.UnitMove.Error.Unit",
      data: { path: "steps[0].unit.unitId", unit: "brood", model: "m1", actual: "squad" },
    });
    expect(refusal(file([move({ unit: { unitId: "squad", placements: { z1: [20, 20] } } })]))).toEqual({
      key: "TTM.UnitMove.Error.Placement",
      data: { path: "steps[0].unit.placements.z1", id: "z1", unit: "squad" },
    });
    expect(refusal(file([move({ unit: { unitId: "squad", placements: { m9: "auto" } } })]))).toEqual({
      key: "TTM.UnitMove.Error.Placement",
      data: { path: "steps[0].unit.placements.m9", id: "m9", unit: "squad" },
    });
    expect(refusal(file([move({ unit: { unitId: "squad", placements: { m1: [24, 18] } } })]))).toEqual({
      key: "TTM.UnitMove.Error.PlaceLeader",
      data: { path: "steps[0].unit.placements.m1", id: "m1", unit: "squad" },
    });
    const forced = {
      kind: "forced",
      model: "m1",
      forced: { kind: "away", targets: ["z1", "hydras"], distance: 3 },
    };
    expect(refusal(file([forced]))).toEqual({
      key: "TTM.UnitMove.Error.Target",
      data: { path: "steps[0].forced.targets[1]", id: "hydras" },
    });
    expect(
      createI18n("en").format("TTM.UnitMove.Error.Target", {
        path: "steps[0].forced.targets[1]",
        id: "hydras",
      }),
    ).toBe("steps[0].forced.targets[1]: no model or unit hydras on the table.");
  });

  it("a place effect that gives a level counts for effects.elevation", () => {
    const scenario = {
      ...(file([]) as Record<string, unknown>),
      board: {
        unit: "in",
        width: 36,
        height: 24,
        models: [marine("m1", 18, 18.5), marine("m2", 16.5, 18.5)],
        terrain: [
          {
            id: "deck",
            kind: "platform",
            height: 2,
            polygon: [
              [20, 15],
              [30, 15],
              [30, 22],
              [20, 22],
            ],
          },
        ],
      },
      steps: [
        {
          kind: "move",
          model: "m1",
          action: "move",
          path: [
            [18, 18.5],
            [21.5, 18.5],
          ],
          expect: { effects: { elevation: { m1: 2, m2: 2 } } },
        },
      ],
    };
    const { result, mismatches } = run(scenario);
    expect(
      result.steps[0]!.verdict!.effects.map((e) => [e.type, "elevation" in e ? e.elevation : null]),
    ).toEqual([
      ["elevation", 2],
      ["place", 2],
    ]);
    expect(mismatches).toEqual([]);
    const wrong = run({
      ...scenario,
      steps: [{ ...scenario.steps[0]!, expect: { effects: { elevation: { m2: 0 } } } }],
    });
    expect(wrong.mismatches.map((m) => [m.key, m.data])).toEqual([
      ["TTM.Scenario.Mismatch.Elevation", { model: "m2", expected: "0.00", actual: "2.00" }],
    ]);
  });
});

describe("scenario unit moves: writing them", () => {
  it("SCTMG-LEAD-1: a unit's move written as a file keeps its unit, and its expect claims each model and the unit", () => {
    const board = toBoardSpec(parseScenario(file([move()])));
    const written = buildScenario({
      ruleset: sctmg,
      board,
      request: {
        modelId: "m1",
        action: "move",
        path: [
          { x: 24, y: 12 },
          { x: 24, y: 18 },
        ],
        unit: { unitId: "squad", placements: { m2: { x: 25.5, y: 18 }, m3: "auto" } },
      },
      withExpect: true,
    });
    const step = written.steps[0]!;
    expect(step.kind === "move" && step.unit).toEqual({
      unitId: "squad",
      placements: { m2: [25.5, 18], m3: "auto" },
    });
    const claims = step.expect as { models?: Record<string, unknown>; unitStatus?: string };
    expect(claims.unitStatus).toBe("in-coherency");
    expect(claims.models).toEqual({
      m1: { status: "leader", point: [24, 18] },
      m2: { status: "coherent", point: [25.5, 18] },
      m3: { status: "coherent", point: [24, 19.5] },
    });
    expect(checkExpectation(written, runScenario(written, builtinRulesets()))).toEqual([]);
  });
});
