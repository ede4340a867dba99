import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/engine/errors";
import { evaluateMove } from "../../src/engine/evaluate";
import { readFields } from "../../src/engine/profile";
import {
  MAX_LIST_ITEMS,
  ScenarioError,
  parseScenario,
  parseScenarioText,
  runScenario,
  toBoardSpec,
  toMoveRequest,
} from "../../src/engine/scenario";
import { MODULE_ID } from "../../src/foundry/ids";
import { readProfileFlag } from "../../src/foundry/scene/profile";
import { readTerrainBehavior } from "../../src/foundry/scene/terrain-data";
import { builtinRulesets } from "../../src/rulesets";
import { PROFILE_FIELDS } from "../../src/rulesets/signum/profile";
import { baseScenario, baseScenarioV2 } from "../scenario/helpers";
import { globalChanges, snapshotGlobals } from "./globals";
import { POLLUTION_KEYS, nested, setOwn } from "./hostile";
import { checkRefusal } from "./targets";

/*
 * The named hostile inputs of issue 14, each with the outcome it must end in: the refusal's key
 * (which lang/en.json must hold, with every placeholder filled) or the safe default, and no
 * built-in object changed.
 */

const registry = builtinRulesets();

function refusal(run: () => unknown): RulesError {
  try {
    run();
  } catch (e) {
    if (e instanceof RulesError) {
      checkRefusal(e.key, e.data);
      return e;
    }
    throw e;
  }
  throw new Error("expected a RulesError");
}

/** Runs `body` and fails if any built-in object changed meanwhile. */
function unpolluted<T>(body: () => T): T {
  const before = snapshotGlobals();
  const out = body();
  expect(globalChanges(before)).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  return out;
}

const text = (file: unknown): string => JSON.stringify(file);
/** `'{"a": … 1 …}'` nested `depth` levels, written directly: JSON.stringify itself recurses. */
const deepText = (depth: number, open = '{"a":', close = "}"): string =>
  `${open.repeat(depth)}1${close.repeat(depth)}`;

describe("prototype-pollution keys", () => {
  // Strict objects name the key as unknown; the parsed file never holds it.
  const strict: readonly (readonly [string, (file: Record<string, unknown>) => Record<string, unknown>])[] = [
    ["", (f) => f],
    ["board", (f) => f.board as Record<string, unknown>],
    ["board.models[0]", (f) => (f.board as { models: Record<string, unknown>[] }).models[0]!],
    ["steps[0]", (f) => (f.steps as Record<string, unknown>[])[0]!],
  ];
  for (const key of POLLUTION_KEYS) {
    for (const [where, at] of strict) {
      it(`"${key}" in ${where || "the file"} is an unknown field there`, () => {
        const file = baseScenarioV2() as unknown as Record<string, unknown>;
        setOwn(at(file), key, { polluted: 1, x: 1 });
        // Through the text, as JSON.parse makes an own "__proto__" key.
        const e = unpolluted(() => refusal(() => parseScenarioText(text(file))));
        expect(e).toBeInstanceOf(ScenarioError);
        const path = where ? `${where}.${key}` : key;
        expect((e as ScenarioError).issues.map((i) => [i.key, i.path])).toEqual([
          ["TTM.Scenario.Issue.UnknownField", path],
        ]);
      });
    }

    it(`"${key}" in a model's profile, two levels down too, is dropped and the move judged`, () => {
      const file = baseScenarioV2();
      const profile = { move: "M" } as Record<string, unknown>;
      setOwn(profile, key, nested(2, key, { move: "XL", polluted: 1 }));
      const written = text({
        ...file,
        board: { ...file.board, models: [{ ...file.board.models[0], profile }, file.board.models[1]] },
      });
      const parsed = unpolluted(() => parseScenarioText(written));
      const read = parsed.board.models[0]!.profile!;
      expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
      expect(read.move).toBe("M");
      const result = unpolluted(() => runScenario(parsed, registry));
      expect(result.steps[0]!.verdict?.legal).toBe(true);
      expect(result.steps[0]!.verdict?.allowance).toBe(10);
    });

    it(`"${key}" in a token flag at three depths is kept as data, never as a prototype`, () => {
      const fields = { move: "L" } as Record<string, unknown>;
      setOwn(fields, key, { move: "XL", polluted: 1 });
      const profile = { fields } as Record<string, unknown>;
      setOwn(profile, key, { baseMm: 99 });
      const scope = { profile } as Record<string, unknown>;
      setOwn(scope, key, { profile: { baseMm: 98 } });
      const flag = unpolluted(() => readProfileFlag({ flags: JSON.parse(text({ [MODULE_ID]: scope })) }));
      expect(Object.getPrototypeOf(flag.fields)).toBe(Object.prototype);
      expect(flag.baseMm).toBeUndefined();
      expect(readFields(PROFILE_FIELDS, flag.fields, "t")).toEqual({ move: "L", slow: false, flight: false });
    });

    it(`"${key}" around a terrain behaviour's kind does not make it terrain`, () => {
      const system = JSON.parse(`{"${key}": {"kind": "impassable"}}`) as unknown;
      expect(unpolluted(() => readTerrainBehavior(system))).toBeNull();
    });
  }
});

describe("sizes and numbers", () => {
  it("100,000 waypoints: one TooManyItems naming the path, in the file and through evaluateMove", () => {
    const file = baseScenarioV2();
    const path = Array.from({ length: 100_000 }, (_, i) => [10 + (i % 2), 30]);
    const e = refusal(() => parseScenario({ ...file, steps: [{ ...file.steps[0], path }] }));
    expect(e.key).toBe("TTM.Scenario.Error.TooManyItems");
    expect(e.data).toEqual({ path: "steps[0].path", count: 100_000, max: MAX_LIST_ITEMS });
    const request = { ...toMoveRequest(file), path: path.map(([x, y]) => ({ x: x!, y: y! })) };
    const outcome = evaluateMove(registry.get("signum"), toBoardSpec(file), request);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.key).toBe("TTM.Error.PathTooLong");
      expect(outcome.error.data).toEqual({ count: 100_000, max: MAX_LIST_ITEMS });
    }
  });

  it("1e308 as the table's width is a table; as a waypoint the table edge stops the move at once", () => {
    const file = baseScenarioV2();
    const wide = runScenario(parseScenario({ ...file, board: { ...file.board, width: 1e308 } }), registry);
    expect(wide.steps[0]!.verdict?.legal).toBe(true);
    const far = runScenario(
      parseScenario({
        ...file,
        steps: [
          {
            ...file.steps[0],
            path: [
              [10, 30],
              [1e308, 30],
            ],
          },
        ],
      }),
      registry,
    );
    expect(far.steps[0]!.verdict?.legal).toBe(false);
    expect(far.steps[0]!.verdict?.reasons.map((r) => [r.ruleId, r.key])).toEqual([
      ["SIGNUM-MOVE-2", "TTM.Reason.Blocked.edge"],
    ]);
  });

  it("1e309 and NaN written in the text are refused where they stand", () => {
    const written = text(baseScenarioV2()).replace('"width":60', '"width":1e309');
    const e = refusal(() => parseScenarioText(written));
    expect(e.key).toBe("TTM.Scenario.Issue.Type.number");
    expect(e.data).toMatchObject({ path: "board.width" });
    const nan = refusal(() => parseScenarioText(text(baseScenarioV2()).replace('"width":60', '"width":NaN')));
    expect(nan.key).toBe("TTM.Scenario.Error.Json");
  });

  it("-0 as a table height is refused as not above 0; as a coordinate it is 0", () => {
    const file = baseScenarioV2();
    const e = refusal(() => parseScenario({ ...file, board: { ...file.board, height: -0 } }));
    expect(e.key).toBe("TTM.Scenario.Issue.GreaterThan");
    expect(e.data).toEqual({ path: "board.height", value: "0", minimum: 0 });
    const models = file.board.models.map((m) => (m.id === "a" ? { ...m, x: -0 + 10, y: 30 } : m));
    const moved = runScenario(parseScenario({ ...file, board: { ...file.board, models } }), registry);
    expect(moved.steps[0]!.verdict?.legal).toBe(true);
  });

  it("a 6 MB text is refused by its size; a 6 MB title in parsed JSON is kept; a 6 MB profile value is refused", () => {
    const big = "x".repeat(6 * 1024 * 1024);
    const e = refusal(() => parseScenarioText(text({ ...baseScenarioV2(), title: big })));
    expect(e.key).toBe("TTM.Scenario.Error.TooLarge");
    expect(e.data).toEqual({ size: "6.0", max: "5.0" });
    expect(parseScenario({ ...baseScenarioV2(), title: big }).title).toHaveLength(big.length);
    const v1 = baseScenario();
    const models = v1.board.models.map((m) => (m.id === "a" ? { ...m, profile: { move: big } } : m));
    const p = refusal(() => runScenario(parseScenario({ ...v1, board: { ...v1.board, models } }), registry));
    expect(p.key).toBe("TTM.Error.ProfileField");
    expect([p.data.id, p.data.field]).toEqual(["a", "move"]);
  });
});

describe("nesting 10,000 levels deep", () => {
  it("a deep title is a wrong type, shown in 40 characters", () => {
    const written = text(baseScenarioV2()).replace(/^\{/, `{"title":${deepText(10_000)},`);
    const e = refusal(() => parseScenarioText(written));
    expect(e.key).toBe("TTM.Scenario.Issue.Type.string");
    expect(e.data).toEqual({
      path: "title",
      value: `${'{"a": '.repeat(6)}{"a…`,
      expected: "string",
      received: "object",
    });
  });

  it("a deep list as the file is not an object", () => {
    const e = refusal(() => parseScenarioText(deepText(10_000, "[", "]")));
    expect(e.key).toBe("TTM.Scenario.Error.NotObject");
    expect(e.data).toEqual({ value: `${"[".repeat(39)}…`, received: "array" });
  });

  it("a deep waypoint is not a number", () => {
    const written = text(baseScenarioV2()).replace(
      '"path":[[10,30]',
      `"path":[[${deepText(10_000, "[", "]")},30]`,
    );
    const e = refusal(() => parseScenarioText(written));
    expect(e.key).toBe("TTM.Scenario.Issue.Type.number");
    expect(e.data).toMatchObject({ path: "steps[0].path[0][0]", expected: "number", received: "array" });
  });

  it("a deep list as a profile's select field is refused as that field, not a stack overflow", () => {
    const written = text(baseScenarioV2()).replace(
      '"profile":{"move":"M"}',
      `"profile":{"move":${deepText(10_000, "[", "]")}}`,
    );
    const e = refusal(() => runScenario(parseScenarioText(written), registry));
    expect(e.key).toBe("TTM.Error.ProfileField");
    expect(e.data).toEqual({ id: "a", field: "move", value: "object" });
  });

  it("a deep token flag keeps its fields for readFields to judge; a deep behaviour is read as nothing", () => {
    const deep = JSON.parse(deepText(10_000)) as unknown;
    expect(readProfileFlag({ flags: { [MODULE_ID]: { profile: deep } } })).toEqual({ fields: {} });
    // Kept by reference (toEqual would itself recurse 10,000 levels): readFields refuses it later.
    const fields = readProfileFlag({ flags: { [MODULE_ID]: { profile: { fields: deep } } } }).fields;
    expect(Object.keys(fields)).toEqual(["a"]);
    expect(fields.a).toBe((deep as { a: unknown }).a);
    expect(readTerrainBehavior(deep)).toBeNull();
  });
});

describe("a square-grid table too large to hold", () => {
  const rulesets = builtinRulesets();
  const du = rulesets.get("dungeon-universalis");
  for (const width of [1e308, 2 ** 53 + 2, 1e21, 1001 * 1000]) {
    it(`DU-MOVE-1: a ${width} square wide board is refused with TTM.Grid.Error.TooLarge, not a RangeError`, () => {
      const outcome = evaluateMove(
        du,
        {
          unit: "sq",
          width,
          height: 1000,
          grid: { size: 1 },
          models: [{ id: "m", side: "dark", x: 0.5, y: 0.5 }],
        },
        { modelId: "m", action: "move", path: [{ x: 0.5, y: 0.5 }] },
      );
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.error.key).toBe("TTM.Grid.Error.TooLarge");
    });
  }

  it("DU-MOVE-1: a board of exactly 1,000 x 1,000 squares is still judged", () => {
    const outcome = evaluateMove(
      du,
      {
        unit: "sq",
        width: 1000,
        height: 1000,
        grid: { size: 1 },
        models: [{ id: "m", side: "dark", x: 0.5, y: 0.5 }],
      },
      { modelId: "m", action: "move", path: [{ x: 0.5, y: 0.5 }] },
    );
    expect(outcome.ok).toBe(true);
  });
});
