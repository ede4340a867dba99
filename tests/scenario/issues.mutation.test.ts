import { describe, expect, it } from "vitest";
import { z } from "zod";
import { RulesError } from "../../src/engine/errors";
import {
  MAX_ISSUES,
  ScenarioError,
  isScenarioError,
  parseScenario,
  parseScenarioText,
  upgradeV1,
  writtenAsFormat1,
  type ScenarioFileV1,
  type ScenarioIssue,
} from "../../src/engine/scenario";
import { fieldsAt } from "../../src/engine/scenario/fields";
import { toScenarioIssues } from "../../src/engine/scenario/issues";
import { formatPath, jsonType, showValue, valueAt } from "../../src/engine/scenario/path";
import { baseScenario, baseScenarioV2 } from "./helpers";
import { refusal } from "../refusal";

/*
 * Hostile input (issue 14): every bad field of a scenario file is named by its path with an
 * i18n key and the data its message shows (docs/scenario-format.md, "Errors"). These tests
 * assert each issue whole, so a wrong key, a lost datum or an extra issue fails them.
 */

/** Every issue the file gives, whole. */
function issues(json: unknown): ScenarioIssue[] {
  const e = refusal(() => parseScenario(json));
  if (!(e instanceof ScenarioError)) throw new Error(`expected a ScenarioError, got ${e.key}`);
  return [...e.issues];
}

const issue = (path: string, key: string, data: Record<string, unknown> = {}): ScenarioIssue => ({
  path,
  key: `TTM.Scenario.Issue.${key}`,
  data: { path, ...data },
});

const v2 = (change: Record<string, unknown>): unknown => ({ ...baseScenarioV2(), ...change });
const step = (change: Record<string, unknown>): unknown =>
  v2({ steps: [{ ...baseScenarioV2().steps[0], ...change }] });

/** zod's issues for `json` against a schema of the test's own, as the scenario parser words them. */
function worded(schema: z.ZodType, json: unknown): ScenarioIssue[] {
  const result = schema.safeParse(json);
  if (result.success) throw new Error("expected the schema to refuse");
  return toScenarioIssues(result.error.issues, json, schema);
}

describe("scenario issues: each bad field, its key and data", () => {
  it("a step kind that is none of the kinds lists the kinds", () => {
    const kinds = "move, route, forced, activation-start, new-round, new-turn";
    expect(issues(v2({ steps: [{ kind: "jump" }] }))).toEqual([
      issue("steps[0].kind", "StepKind", { value: '"jump"', allowed: kinds }),
    ]);
    expect(issues(v2({ steps: [{ kind: 3 }] }))).toEqual([
      issue("steps[0].kind", "StepKind", { value: "3", allowed: kinds }),
    ]);
  });

  it("a record given something else is asked for as an object; a refusal zod words its own way is Invalid", () => {
    expect(issues(v2({ options: 5 }))).toEqual([
      issue("options", "Type.object", { value: "5", expected: "object", received: "number" }),
    ]);
    expect(worded(z.strictObject({ m: z.number().multipleOf(2) }), { m: 3 })).toEqual([
      issue("m", "Invalid", { value: "3" }),
    ]);
  });

  it("a union without its own message is Invalid, with the value", () => {
    expect(issues(step({ expect: { endedBy: 5 } }))).toEqual([
      issue("steps[0].expect.endedBy", "Invalid", { value: "5" }),
    ]);
  });

  it("enums: a terrain kind, feet (written any way), another unit, any other list", () => {
    expect(issues(v2({ board: { ...baseScenarioV2().board, unit: " FT " } }))).toEqual([
      issue("board.unit", "Feet", { value: '" FT "', allowed: "in, cm, sq" }),
    ]);
    expect(issues(v2({ board: { ...baseScenarioV2().board, unit: 5 } }))).toEqual([
      issue("board.unit", "Unit", { value: "5", allowed: "in, cm, sq" }),
    ]);
    expect(issues(v2({ board: { ...baseScenarioV2().board, unit: "yd" } }))).toEqual([
      issue("board.unit", "Unit", { value: '"yd"', allowed: "in, cm, sq" }),
    ]);
    expect(issues(v2({ steps: [{ kind: "forced", model: "a", forced: { kind: "pull" } }] }))).toEqual([
      issue("steps[0].forced.kind", "OneOf", { value: '"pull"', allowed: "towards, away, push, fall" }),
    ]);
    expect(
      issues(v2({ steps: [{ kind: "route", model: "a", action: "move", to: [1, 2], models: "some" }] })),
    ).toEqual([issue("steps[0].models", "OneOf", { value: '"some"', allowed: "all, enemies, none" })]);
    const terrain = {
      id: "t",
      kind: "lava",
      polygon: [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
    };
    const [t] = issues(v2({ board: { ...baseScenarioV2().board, terrain: [terrain] } }));
    expect(t).toMatchObject({ path: "board.terrain[0].kind", key: "TTM.Scenario.Issue.TerrainKind" });
    expect(t!.data).toEqual({
      path: "board.terrain[0].kind",
      value: '"lava"',
      allowed: expect.stringMatching(/^difficult, water, .*impassable/) as unknown,
    });
  });

  it("types: object, array, string, and the bounds of numbers and lists", () => {
    expect(issues(v2({ board: { ...baseScenarioV2().board, grid: "x" } }))).toEqual([
      issue("board.grid", "Type.object", { value: '"x"', expected: "object", received: "string" }),
    ]);
    expect(issues(v2({ steps: "x" }))).toEqual([
      issue("steps", "Type.array", { value: '"x"', expected: "array", received: "string" }),
    ]);
    expect(issues(v2({ steps: [] }))).toEqual([
      issue("steps", "TooFewItems", { value: "[]", minimum: 1, count: 0 }),
    ]);
    expect(issues(v2({ round: 0 }))).toEqual([issue("round", "GreaterThan", { value: "0", minimum: 0 })]);
    const models = [{ ...baseScenarioV2().board.models[0], counters: { s: -1 } }];
    expect(issues(v2({ board: { ...baseScenarioV2().board, models } }))).toEqual([
      issue("board.models[0].counters.s", "AtLeast", { value: "-1", minimum: 0 }),
    ]);
    expect(issues(step({ model: "" }))).toEqual([issue("steps[0].model", "Empty", { value: '""' })]);
  });

  it("shapes with their own message: an answer, a reason, a point, a waypoint, a unit's placement", () => {
    expect(issues(step({ answers: { x: {} } }))).toEqual([
      issue("steps[0].answers.x", "Answer", { value: "{}" }),
    ]);
    expect(issues(step({ expect: { reasons: [5] } }))).toEqual([
      issue("steps[0].expect.reasons[0]", "ReasonExpect", { value: "5" }),
    ]);
    expect(issues(step({ expect: { end: [1, 2, 3] } }))).toEqual([
      issue("steps[0].expect.end", "Point", { value: "[1, 2, 3]" }),
    ]);
    expect(issues(step({ path: [[1, 2, 3, 4]] }))).toEqual([
      issue("steps[0].path[0]", "Waypoint", { value: "[1, 2, 3, 4]" }),
    ]);
    expect(issues(step({ unit: { unitId: "u", placements: { b: [1] } } }))).toEqual([
      {
        path: "steps[0].unit.placements.b",
        key: "TTM.UnitMove.Issue.Placement",
        data: { path: "steps[0].unit.placements.b", value: "[1]" },
      },
    ]);
  });

  it("unknown fields list what the object allows, read through unions, records, nullables and step kinds", () => {
    const moveFields = "kind, title, model, declarations, ledger, answers, action, path, unit, expect";
    expect(issues(step({ bogus: 1, other: 2 }))).toEqual([
      issue("steps[0].bogus", "UnknownField", { allowed: moveFields }),
      issue("steps[0].other", "UnknownField", { allowed: moveFields }),
    ]);
    expect(issues(step({ expect: { reasons: [{ ruleId: "X", foo: 1 }] } }))).toEqual([
      issue("steps[0].expect.reasons[0].foo", "UnknownField", { allowed: "ruleId, key, severity, data" }),
    ]);
    expect(issues(step({ expect: { models: { a: { foo: 1 } } } }))).toEqual([
      issue("steps[0].expect.models.a.foo", "UnknownField", { allowed: "status, point" }),
    ]);
    expect(issues(v2({ board: { ...baseScenarioV2().board, grid: { size: 1, step: 2 } } }))).toEqual([
      issue("board.grid.step", "UnknownField", { allowed: "size" }),
    ]);
    const route = { kind: "route", model: "a", action: "move", to: [1, 2], expect: { route: "found", x: 1 } };
    const [unknown] = issues(v2({ steps: [route] }));
    expect(unknown!.data.allowed).toMatch(/, bands, route$/);
    // A move step's expect has no `route`: the list is the move's.
    expect(issues(step({ expect: { route: "found" } }))[0]!.data.allowed).toMatch(/, bands$/);
  });

  it("the parser's wording of bounds and types zod gives that no scenario field has yet", () => {
    const schema = z.strictObject({
      a: z.array(z.number()).max(2).optional(),
      b: z.string().max(3).optional(),
      c: z.number().max(5).optional(),
      d: z.number().lt(5).optional(),
      e: z.tuple([z.number()]).optional(),
      f: z.bigint().optional(),
      g: z.number().min(1).optional(),
    });
    expect(worded(schema, { a: [1, 2, 3], b: "abcd", c: 6, d: 5, e: "x", f: 1, g: 0 })).toEqual([
      issue("a", "TooManyItems", { value: "[1, 2, 3]", maximum: 2, count: 3 }),
      issue("b", "TooLong", { value: '"abcd"', maximum: 3 }),
      issue("c", "AtMost", { value: "6", maximum: 5 }),
      issue("d", "LessThan", { value: "5", maximum: 5 }),
      issue("e", "Type.array", { value: '"x"', expected: "array", received: "string" }),
      issue("f", "Type.Other", { value: "1", expected: "bigint", received: "number" }),
      issue("g", "AtLeast", { value: "0", minimum: 1 }),
    ]);
    // A tuple's object is followed for its fields; a schema the reader cannot follow lists none.
    const tuple = z.strictObject({ t: z.tuple([z.number(), z.strictObject({ a: z.number() })]) });
    expect(worded(tuple, { t: [1, { a: 1, b: 2 }] })).toEqual([
      issue("t[1].b", "UnknownField", { allowed: "a" }),
    ]);
    const lazy = z.lazy(() => z.strictObject({ a: z.number() }));
    expect(worded(lazy, { a: 1, b: 2 })).toEqual([issue("b", "UnknownField", { allowed: "—" })]);
    // A discriminated union at the root is read by the file's own discriminator.
    const kinds = z.discriminatedUnion("kind", [
      z.strictObject({ kind: z.literal("a"), x: z.number() }),
      z.strictObject({ kind: z.literal("b"), y: z.number() }),
    ]);
    expect(worded(kinds, { kind: "b", y: 1, z: 2 })).toEqual([
      issue("z", "UnknownField", { allowed: "kind, y" }),
    ]);
    expect(fieldsAt(tuple, ["t", 0], {})).toBeNull();
    expect(fieldsAt(tuple, ["t", 0, "x"], {})).toBeNull();
    expect(fieldsAt(tuple, ["t", 1, "a"], {})).toBeNull();
    expect(fieldsAt(tuple, ["u", "a"], {})).toBeNull();
  });
});

describe("parseScenario: what is refused before the schema, and which format a file is read as", () => {
  it("JSON that is not an object says what it holds", () => {
    const cases: [unknown, string, string][] = [
      [[1, 2], "[1, 2]", "array"],
      [null, "null", "null"],
      ["scenario", '"scenario"', "string"],
      [3, "3", "number"],
      [true, "true", "boolean"],
    ];
    for (const [json, value, received] of cases) {
      const e = refusal(() => parseScenario(json));
      expect([e.key, e.data], String(json)).toEqual(["TTM.Scenario.Error.NotObject", { value, received }]);
    }
  });

  it("a format that is not 1 or 2, null included, is refused by its value", () => {
    for (const [format, value] of [
      [null, "null"],
      [3, "3"],
      [1.5, "1.5"],
      ["1", '"1"'],
    ] as const) {
      const e = refusal(() => parseScenario({ ...baseScenarioV2(), format }));
      expect(e).not.toBeInstanceOf(ScenarioError);
      expect([e.key, e.data]).toEqual(["TTM.Scenario.Error.Format", { value, supported: "1, 2" }]);
    }
  });

  it("a file without its format is read as format 1 when it has a move and no steps, else as format 2", () => {
    const { format: _1, ...v1 } = baseScenario();
    expect(issues(v1)).toEqual([issue("format", "Missing")]);
    const { format: _2, ...file } = baseScenarioV2();
    expect(issues(file)).toEqual([issue("format", "Missing")]);
    const both = { ...file, move: v1.move };
    expect(issues(both)).toEqual([
      issue("format", "Missing"),
      issue("move", "UnknownField", {
        allowed: "$schema, format, ruleset, title, description, board, options, round, steps",
      }),
    ]);
    // A format 2 file is read as format 2 whatever it lacks or has too.
    const { steps: _3, ...noSteps } = baseScenarioV2();
    expect(issues(noSteps)).toEqual([issue("steps", "Missing")]);
    expect(issues({ ...noSteps, move: v1.move })).toEqual([
      issue("steps", "Missing"),
      issue("move", "UnknownField", {
        allowed: "$schema, format, ruleset, title, description, board, options, round, steps",
      }),
    ]);
    // Format 1 written out: its fields are named as format 1 names them.
    const [stepsInV1] = issues({ ...baseScenario(), steps: file.steps });
    expect(stepsInV1).toEqual(
      issue("steps", "UnknownField", {
        allowed: "$schema, format, ruleset, title, description, board, move, options, dice, choices, expect",
      }),
    );
  });

  it("a ScenarioError shows the first MAX_ISSUES issues, counts the rest, and words its message", () => {
    const many = (n: number) => step({ path: Array.from({ length: n }, () => "x") });
    const ten = refusal(() => parseScenario(many(MAX_ISSUES))) as ScenarioError;
    expect([ten.issues.length, ten.moreIssues]).toEqual([MAX_ISSUES, 0]);
    const eleven = refusal(() => parseScenario(many(MAX_ISSUES + 1))) as ScenarioError;
    expect([eleven.issues.length, eleven.moreIssues]).toEqual([MAX_ISSUES, 1]);
    expect(eleven.name).toBe("ScenarioError");
    expect(isScenarioError(eleven)).toBe(true);
    expect(isScenarioError(new RulesError("TTM.Scenario.Error.NoMove", {}))).toBe(false);

    const two = refusal(() => parseScenario(step({ model: "", action: 7 }))) as ScenarioError;
    expect(two.key).toBe("TTM.Scenario.Issue.Empty");
    expect(two.data).toEqual({ path: "steps[0].model", value: '""' });
    expect(two.message).toBe(
      'TTM.Scenario.Issue.Empty {"path":"steps[0].model","value":"\\"\\""}; ' +
        'TTM.Scenario.Issue.Type.string {"path":"steps[0].action","value":"7","expected":"string","received":"number"}',
    );
  });

  it("a ScenarioError given no issues still says the file is invalid", () => {
    const e = new ScenarioError([]);
    expect([e.key, e.data, e.moreIssues]).toEqual([
      "TTM.Scenario.Issue.Invalid",
      { path: "", value: "—" },
      0,
    ]);
    expect(e.issues).toEqual([
      { path: "", key: "TTM.Scenario.Issue.Invalid", data: { path: "", value: "—" } },
    ]);
    expect(e.message).toBe('TTM.Scenario.Issue.Invalid {"path":"","value":"—"}');
  });

  it("JSON syntax errors say where, quoting what was found; an early end says where it ended", () => {
    const e = refusal(() => parseScenarioText('{"format": 2,\n "steps": [1 2]}'));
    expect([e.key, e.data]).toEqual(["TTM.Scenario.Error.Json", { line: 2, column: 14, found: '"2"' }]);
    const end = refusal(() => parseScenarioText('\uFEFF{"format": 2'));
    expect([end.key, end.data]).toEqual(["TTM.Scenario.Error.JsonEnd", { line: 1, column: 13 }]);
  });
});

describe("upgradeV1: a format 1 file as the one-step format 2 file it means", () => {
  it("carries every field it has, answers from dice and choices (both for one id kept), and nothing else", () => {
    const s = baseScenario();
    const full: ScenarioFileV1 = {
      ...s,
      $schema: "../schema.json",
      title: "T",
      description: "D",
      options: { backstabHitsOn: 5 },
      move: { ...s.move, declarations: { run: true }, ledger: { moved: 1 } },
      dice: { "backstab:e": [4], both: [1] },
      choices: { "void-jump": "TTM.Mumg.Choice.Jump", both: "x" },
      expect: { legal: true },
    };
    expect(upgradeV1(full)).toStrictEqual({
      $schema: "../schema.json",
      format: 2,
      ruleset: "signum",
      title: "T",
      description: "D",
      board: s.board,
      options: { backstabHitsOn: 5 },
      steps: [
        {
          kind: "move",
          model: "a",
          action: "move",
          path: s.move.path,
          declarations: { run: true },
          ledger: { moved: 1 },
          answers: {
            "backstab:e": { dice: [4] },
            both: { dice: [1], choice: "x" },
            "void-jump": { choice: "TTM.Mumg.Choice.Jump" },
          },
          expect: { legal: true },
        },
      ],
    });
    expect(upgradeV1(s)).toStrictEqual({
      format: 2,
      ruleset: "signum",
      board: s.board,
      steps: [{ kind: "move", model: "a", action: "move", path: s.move.path }],
    });
  });

  it("puts the mover at the path's first waypoint, in x or in y; the other models stay", () => {
    const s = baseScenario();
    const at = (x: number, y: number) =>
      upgradeV1({
        ...s,
        move: {
          ...s.move,
          path: [
            [x, y],
            [20, 30],
          ],
        },
      }).board.models.map((m) => [m.id, m.x, m.y]);
    expect(at(11, 30)).toEqual([
      ["a", 11, 30],
      ["e", 40, 30],
    ]);
    expect(at(10, 31)).toEqual([
      ["a", 10, 31],
      ["e", 40, 30],
    ]);
    expect(at(10, 30)).toEqual([
      ["a", 10, 30],
      ["e", 40, 30],
    ]);
    expect(writtenAsFormat1(parseScenario(baseScenario()))).toBe(true);
    expect(writtenAsFormat1(parseScenario(baseScenarioV2()))).toBe(false);
  });
});

describe("paths and values as messages write them", () => {
  it("formatPath quotes every key that is not a plain name", () => {
    expect(formatPath([])).toBe("");
    expect(formatPath([0, "a"])).toBe("[0].a");
    expect(formatPath(["a_b$9", "$x", "_", "B"])).toBe("a_b$9.$x._.B");
    expect(formatPath(["1a", "a-b", "a b", ""])).toBe('["1a"]["a-b"]["a b"][""]');
    expect(formatPath(["x", "é", 2])).toBe('x["é"][2]');
  });

  it("valueAt tells a missing key, an index out of range and a key of a non-object from a null value", () => {
    expect(valueAt({ a: null }, ["a"])).toEqual({ found: true, value: null });
    expect(valueAt({ a: [[7]] }, ["a", 0, 0])).toEqual({ found: true, value: 7 });
    expect(valueAt({}, ["toString"])).toEqual({ found: false });
    expect(valueAt([1], [1])).toEqual({ found: false });
    expect(valueAt([1], [-1])).toEqual({ found: false });
    expect(valueAt([5], ["0"])).toEqual({ found: false });
    expect(valueAt("s", ["length"])).toEqual({ found: false });
    expect(valueAt(null, ["a"])).toEqual({ found: false });
    expect(valueAt({ a: 1 }, [])).toEqual({ found: true, value: { a: 1 } });
  });

  it("jsonType and showValue name every JSON value", () => {
    expect([null, [], {}, 1, "s", true].map(jsonType)).toEqual([
      "null",
      "array",
      "object",
      "number",
      "string",
      "boolean",
    ]);
    expect(showValue(null)).toBe("null");
    // As JSON writes them: a number JSON cannot hold is null.
    expect(showValue([NaN, Infinity, -0])).toBe("[null, null, 0]");
    expect(showValue({ a: undefined })).toBe('{"a": undefined}');
    expect(showValue({ a: 1, b: 2 })).toBe('{"a": 1, "b": 2}');
    expect(showValue("x".repeat(40))).toBe(`"${"x".repeat(38)}…`);
    expect(showValue("x".repeat(38))).toBe(`"${"x".repeat(38)}"`);
  });
});
