import { describe, expect, it } from "vitest";
import {
  ScenarioError,
  type ScenarioIssue,
  parseScenario,
  parseScenarioText,
  toBoardSpec,
  toMoveRequest,
  upgradeV1,
  writtenAsFormat1,
} from "../../src/engine/scenario";
import { locateSyntaxError } from "../../src/engine/scenario/json-syntax";
import { formatPath } from "../../src/engine/scenario/path";
import { createI18n } from "../../src/cli/i18n";
import { baseScenario, baseScenarioV2 } from "./helpers";
import { refusal as errorOf } from "../refusal";

/** The issues parseScenario reports for a file, as [path, key] pairs. */
function issuesOf(json: unknown): [string, string][] {
  try {
    parseScenario(json);
  } catch (e) {
    if (e instanceof ScenarioError) return e.issues.map((i: ScenarioIssue) => [i.path, i.key]);
    throw e;
  }
  throw new Error("expected the scenario to be refused");
}

const REMOVE = Symbol("remove");
type Change = readonly [path: readonly (string | number)[], value: unknown];

/** A deep copy of the valid base scenario with each change applied: a value set, or REMOVE. */
function edited(...changes: Change[]): unknown {
  const copy = structuredClone(baseScenario()) as unknown;
  for (const [path, value] of changes) {
    let here = copy as Record<string | number, unknown>;
    for (const part of path.slice(0, -1)) here = here[part] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (value === REMOVE) delete here[last];
    else here[last] = value;
  }
  return copy;
}

describe("parseScenario: format 1", () => {
  it("accepts a valid file and keeps every field, as the one-step format 2 file it means", () => {
    const s = baseScenario();
    const parsed = parseScenario(structuredClone(s));
    expect(parsed).toEqual({
      format: 2,
      ruleset: "signum",
      board: s.board,
      steps: [{ kind: "move", model: "a", action: "move", path: s.move.path }],
    });
    expect(writtenAsFormat1(parsed)).toBe(true);
    expect(parsed).toEqual(upgradeV1(s));
  });

  it("names a field of the wrong type by its path, with what was expected and found", () => {
    const e = errorOf(() => parseScenario(edited([["board", "models", 1, "x"], "12"])));
    expect(e).toBeInstanceOf(ScenarioError);
    expect(e.key).toBe("TTM.Scenario.Issue.Type.number");
    expect(e.data).toEqual({
      path: "board.models[1].x",
      value: '"12"',
      expected: "number",
      received: "string",
    });
  });

  it("reports a missing field", () => {
    expect(issuesOf(edited([["board", "models", 0, "side"], REMOVE]))).toEqual([
      ["board.models[0].side", "TTM.Scenario.Issue.Missing"],
    ]);
    expect(issuesOf(edited([["move"], REMOVE]))).toEqual([["move", "TTM.Scenario.Issue.Missing"]]);
  });

  it("reports an unknown field and lists the fields allowed there", () => {
    const e = errorOf(() => parseScenario(edited([["board", "models", 0, "base"], 30])));
    expect(e.key).toBe("TTM.Scenario.Issue.UnknownField");
    expect(e.data.path).toBe("board.models[0].base");
    expect(String(e.data.allowed).split(", ")).toContain("baseMm");
    expect(issuesOf(edited([["colour"], "red"]))).toEqual([["colour", "TTM.Scenario.Issue.UnknownField"]]);
  });

  it("reports values out of range", () => {
    expect(issuesOf(edited([["board", "models", 0, "baseMm"], -25]))).toEqual([
      ["board.models[0].baseMm", "TTM.Scenario.Issue.GreaterThan"],
    ]);
    expect(issuesOf(edited([["board", "width"], 0]))).toEqual([
      ["board.width", "TTM.Scenario.Issue.GreaterThan"],
    ]);
    expect(issuesOf(edited([["board", "models", 0, "height"], -1]))).toEqual([
      ["board.models[0].height", "TTM.Scenario.Issue.AtLeast"],
    ]);
    expect(issuesOf(edited([["move", "path"], []]))).toEqual([
      ["move.path", "TTM.Scenario.Issue.TooFewItems"],
    ]);
    expect(issuesOf(edited([["board", "models", 0, "id"], ""]))).toEqual([
      ["board.models[0].id", "TTM.Scenario.Issue.Empty"],
    ]);
  });

  it("reads choices and expect.effects, and a file without them as before", () => {
    const file = edited(
      [["choices"], { "void-jump": "TTM.Mumg.Choice.Jump" }],
      [
        ["expect"],
        {
          legal: true,
          effects: { damage: { a: 1 }, conditions: { a: ["knocked-down"] }, elevation: { a: 0 } },
        },
      ],
    );
    const [step] = parseScenario(file).steps;
    expect(step).toEqual({
      kind: "move",
      model: "a",
      action: "move",
      path: baseScenario().move.path,
      answers: { "void-jump": { choice: "TTM.Mumg.Choice.Jump" } },
      expect: (file as { expect: unknown }).expect,
    });
    expect(parseScenario(edited()).steps[0]).not.toHaveProperty("answers");
  });

  it("checks the shapes of choices and expect.effects", () => {
    expect(issuesOf(edited([["choices"], { "fall:1": 1 }]))).toEqual([
      ['choices["fall:1"]', "TTM.Scenario.Issue.Type.string"],
    ]);
    expect(issuesOf(edited([["choices"], { "fall:1": "" }]))).toEqual([
      ['choices["fall:1"]', "TTM.Scenario.Issue.Empty"],
    ]);
    expect(
      issuesOf(
        edited([
          ["expect"],
          { legal: true, effects: { damage: { a: -1 }, conditions: { a: "prone" }, wounds: {} } },
        ]),
      ),
    ).toEqual([
      ["expect.effects.damage.a", "TTM.Scenario.Issue.AtLeast"],
      ["expect.effects.conditions.a", "TTM.Scenario.Issue.Type.array"],
      ["expect.effects.wounds", "TTM.Scenario.Issue.UnknownField"],
    ]);
  });

  it("refuses an unknown terrain kind and lists the allowed kinds", () => {
    const e = errorOf(() =>
      parseScenario(
        edited([
          ["board", "terrain"],
          [
            {
              id: "bog",
              kind: "swamp",
              polygon: [
                [0, 0],
                [1, 0],
                [1, 1],
              ],
            },
          ],
        ]),
      ),
    );
    expect(e.key).toBe("TTM.Scenario.Issue.TerrainKind");
    expect(e.data.path).toBe("board.terrain[0].kind");
    expect(e.data.value).toBe('"swamp"');
    expect(String(e.data.allowed)).toContain("difficult");
    expect(String(e.data.allowed)).toContain("impassable");
  });

  it("refuses feet with its own message, and other units with the list of units", () => {
    expect(issuesOf(edited([["board", "unit"], "ft"]))).toEqual([["board.unit", "TTM.Scenario.Issue.Feet"]]);
    expect(issuesOf(edited([["board", "unit"], "furlong"]))).toEqual([
      ["board.unit", "TTM.Scenario.Issue.Unit"],
    ]);
  });

  it("explains bad points and waypoints as points, not as arrays of the wrong length", () => {
    expect(
      issuesOf(
        edited([
          ["move", "path"],
          [[10, 30], [15]],
        ]),
      ),
    ).toEqual([["move.path[1]", "TTM.Scenario.Issue.Waypoint"]]);
    expect(
      issuesOf(
        edited([
          ["move", "path"],
          [[10, 30], "east"],
        ]),
      ),
    ).toEqual([["move.path[1]", "TTM.Scenario.Issue.Waypoint"]]);
    expect(issuesOf(edited([["board", "walls"], [{ id: "w", a: [1, 2, 3], b: [4, 5] }]]))).toEqual([
      ["board.walls[0].a", "TTM.Scenario.Issue.Point"],
    ]);
  });

  it("quotes keys that are not plain names in paths", () => {
    expect(issuesOf(edited([["dice"], { "backstab:e": [0] }]))).toEqual([
      ['dice["backstab:e"][0]', "TTM.Scenario.Issue.GreaterThan"],
    ]);
    expect(issuesOf(edited([["dice"], { "backstab:e": [1.5] }]))).toEqual([
      ['dice["backstab:e"][0]', "TTM.Scenario.Issue.Type.int"],
    ]);
    expect(formatPath(["board", "models", 2, "x"])).toBe("board.models[2].x");
  });

  it("lists every problem of a file, not only the first", () => {
    const issues = issuesOf(
      edited(
        [["board", "models", 0, "x"], "12"],
        [["board", "models", 1, "side"], 7],
        [["move", "action"], ""],
      ),
    );
    expect(issues.map(([p]) => p)).toEqual(["board.models[0].x", "board.models[1].side", "move.action"]);
  });

  it("words each kind of wrong type its own way, and every word exists in the language files", () => {
    const cases: [Change, string][] = [
      [[["board", "models", 0, "side"], 7], "TTM.Scenario.Issue.Type.string"],
      [[["expect"], { legal: "yes" }], "TTM.Scenario.Issue.Type.boolean"],
      [[["board", "models"], {}], "TTM.Scenario.Issue.Type.array"],
      [[["board"], []], "TTM.Scenario.Issue.Type.object"],
      [[["move", "declarations"], { run: null }], "TTM.Scenario.Issue.Value"],
      [[["board", "grid"], { size: "big" }], "TTM.Scenario.Issue.Type.number"],
    ];
    const en = createI18n("en");
    for (const [edit, key] of cases) {
      const [[, got] = ["", ""]] = issuesOf(edited(edit));
      expect(got).toBe(key);
      expect(en.has(got), got).toBe(true);
    }
  });

  it("refuses another format version before looking at anything else", () => {
    const e = errorOf(() => parseScenario({ format: 3, table: {} }));
    expect(e).not.toBeInstanceOf(ScenarioError);
    expect(e.key).toBe("TTM.Scenario.Error.Format");
    expect(e.data).toEqual({ value: "3", supported: "1, 2" });
    expect(errorOf(() => parseScenario({ format: "2" })).data).toEqual({ value: '"2"', supported: "1, 2" });
    expect(issuesOf(edited([["format"], REMOVE]))).toEqual([["format", "TTM.Scenario.Issue.Missing"]]);
  });

  it("refuses JSON that is not an object", () => {
    for (const json of [[1, 2], "scenario", 3, null]) {
      expect(errorOf(() => parseScenario(json)).key).toBe("TTM.Scenario.Error.NotObject");
    }
  });
});

describe("parseScenarioText", () => {
  it("gives the line and column of a JSON syntax error", () => {
    const e = errorOf(() => parseScenarioText('{\n  "format": 1,\n  "ruleset": "signum",}\n'));
    expect(e.key).toBe("TTM.Scenario.Error.Json");
    expect(e.data).toEqual({ line: 3, column: 23, found: '"}"' });
  });

  it("says when the text ends too early", () => {
    const e = errorOf(() => parseScenarioText('{ "format": 1,\n'));
    expect(e.key).toBe("TTM.Scenario.Error.JsonEnd");
    expect(e.data).toEqual({ line: 2, column: 1 });
    expect(errorOf(() => parseScenarioText("")).key).toBe("TTM.Scenario.Error.JsonEnd");
  });

  it("reads a file saved with a byte-order mark", () => {
    expect(parseScenarioText("\uFEFF" + JSON.stringify(baseScenario())).ruleset).toBe("signum");
  });

  it("finds the first bad character for the shapes JSON.parse words differently", () => {
    expect(locateSyntaxError("[1 2]").offset).toBe(3);
    expect(locateSyntaxError('{"a": tru}').offset).toBe(9);
    expect(locateSyntaxError('{"a": 01}').offset).toBe(7);
    expect(locateSyntaxError('{"a": "x\ny"}').offset).toBe(8);
    expect(locateSyntaxError('{"a": 1} x').offset).toBe(9);
    expect(locateSyntaxError("{'a': 1}").found).toBe("'");
  });
});

describe("toBoardSpec / toMoveRequest", () => {
  it("turns [x, y] arrays into points and keeps the rest", () => {
    const s = baseScenario();
    const file = parseScenario({
      ...s,
      board: {
        ...s.board,
        terrain: [
          {
            id: "t",
            kind: "difficult" as const,
            polygon: [
              [0, 0],
              [2, 0],
              [2, 2],
            ] as [number, number][],
          },
        ],
        walls: [{ id: "w", a: [1, 2] as [number, number], b: [3, 4] as [number, number] }],
      },
      move: {
        ...s.move,
        path: [
          [10, 30],
          [15, 30, 2],
        ],
        declarations: { run: true },
      },
      options: { backstabHitsOn: 5 },
    });
    const board = toBoardSpec(file);
    expect(board.terrain?.[0]?.polygon).toEqual([
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 2 },
    ]);
    expect(board.walls?.[0]).toEqual({ id: "w", a: { x: 1, y: 2 }, b: { x: 3, y: 4 } });
    expect(board.models[0]).toEqual(s.board.models[0]);
    expect(toMoveRequest(file)).toEqual({
      modelId: "a",
      action: "move",
      path: [
        { x: 10, y: 30 },
        { x: 15, y: 30, elevation: 2 },
      ],
      declarations: { run: true },
      options: { backstabHitsOn: 5 },
    });
  });

  it("refuses toMoveRequest for a file without a move step", () => {
    const file = parseScenario({ ...baseScenarioV2(), steps: [{ kind: "new-round" }] });
    expect(errorOf(() => toMoveRequest(file)).key).toBe("TTM.Scenario.Error.NoMove");
  });
});
