// The declarations a ruleset lists in its contract: read with readFields' rules, checked by the
// engine before the ruleset sees a request, and the built-in games' lists.
import { describe, expect, it } from "vitest";
import { declaredValues } from "../../src/engine/declarations";
import { evaluateMove } from "../../src/engine/evaluate";
import type { Declarations, FieldSpec, MoveRequest, Ruleset, Verdict } from "../../src/engine/ruleset";
import { mumg } from "../../src/rulesets/mumg";
import { signum } from "../../src/rulesets/signum";
import { model, pts, table } from "./helpers";
import { refusal } from "../refusal";

const SPECS: readonly FieldSpec[] = [
  { key: "sprint", type: "boolean", labelKey: "X.Sprint", default: false },
  {
    key: "gear",
    type: "select",
    labelKey: "X.Gear",
    choices: [
      { value: "low", labelKey: "X.Low" },
      { value: "high", labelKey: "X.High" },
    ],
    default: "low",
  },
  { key: "extra", type: "number", labelKey: "X.Extra", min: 0, max: 3, default: 0 },
  { key: "note", type: "text", labelKey: "X.Note", default: "" },
];

describe("declaredValues", () => {
  it("fills what was not declared with the defaults and reads text the way readFields does", () => {
    expect(declaredValues(SPECS, undefined)).toEqual({ sprint: false, gear: "low", extra: 0, note: "" });
    expect(declaredValues(SPECS, { sprint: "true", gear: "high", extra: "2", note: 7 })).toEqual({
      sprint: true,
      gear: "high",
      extra: 2,
      note: "7",
    });
  });

  it("leaves keys it does not know out, without refusing them", () => {
    expect(declaredValues(SPECS, { round: 3, jump: true, sprint: true })).toEqual({
      sprint: true,
      gear: "low",
      extra: 0,
      note: "",
    });
  });

  it("refuses a value that does not fit, naming the declaration", () => {
    const bad: [Declarations, string, string][] = [
      [{ sprint: "yes" }, "sprint", '"yes"'],
      [{ gear: "reverse" }, "gear", '"reverse"'],
      [{ extra: 4 }, "extra", "4"],
      [{ extra: "x" }, "extra", '"x"'],
      [{ note: true }, "note", "true"],
    ];
    for (const [declarations, name, value] of bad) {
      expect(refusal(() => declaredValues(SPECS, declarations))).toMatchObject({
        key: "TTM.Error.Declaration",
        data: { name, value },
      });
    }
  });
});

describe("checkRequest reads the declarations against the ruleset's list", () => {
  const board = table({ models: [model("m", "a", 5, 5)] });
  let evaluated = 0;
  const game: Ruleset = {
    ...signum,
    id: "x",
    declarations: SPECS,
    evaluate: () => {
      evaluated++;
      return { legal: true } as Verdict;
    },
  };
  const request = (declarations?: Declarations): MoveRequest => ({
    modelId: "m",
    action: "move",
    path: pts([5, 5], [6, 5]),
    ...(declarations ? { declarations } : {}),
  });

  it("a bad value comes back as a localisable error and the ruleset is not asked", () => {
    evaluated = 0;
    const out = evaluateMove(game, board, request({ gear: "reverse" }));
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error).toMatchObject({ key: "TTM.Error.Declaration", data: { name: "gear" } });
    expect(evaluated).toBe(0);
  });

  it("fitting values, none, and keys it does not list (a newer host's, the host's round) pass", () => {
    evaluated = 0;
    const fitting: (Declarations | undefined)[] = [
      undefined,
      { gear: "high", extra: 1 },
      { round: 2, future: "x" },
    ];
    for (const d of fitting) {
      expect(evaluateMove(game, board, request(d)).ok).toBe(true);
    }
    expect(evaluated).toBe(3);
  });

  it("a ruleset that lists no declarations is not checked", () => {
    const { declarations: _none, ...open } = game;
    expect(evaluateMove(open, board, request({ gear: "reverse" })).ok).toBe(true);
  });
});

describe("the built-in games' declarations", () => {
  it("Signum declares a run, the key of its run action; a move declared as a run is one: M becomes L (SIGNUM-RUN-1)", () => {
    expect(signum.declarations).toEqual([
      expect.objectContaining({ key: "run", type: "boolean", default: false }),
    ]);
    expect(signum.actions.map((a) => a.id)).toContain("run");
    const b = table({ models: [model("m", "a", 5, 5, { profile: { move: "M" } })] });
    const walk = evaluateMove(signum, b, { modelId: "m", action: "move", path: pts([5, 5], [6, 5]) });
    const ran = evaluateMove(signum, b, {
      modelId: "m",
      action: "move",
      path: pts([5, 5], [6, 5]),
      declarations: { run: "true" },
    });
    expect(walk.ok && ran.ok && [walk.verdict.allowance, ran.verdict.allowance]).toEqual([10, 15]);
    const bad = evaluateMove(signum, b, {
      modelId: "m",
      action: "move",
      path: pts([5, 5], [6, 5]),
      declarations: { run: "fast" },
    });
    expect(!bad.ok && bad.error.data).toEqual({ name: "run", value: '"fast"' });
  });

  it("MUMG declares the POW paid (auto, 1, 2, 3) and the special power; the round is the host's", () => {
    expect(mumg.declarations?.map((f) => [f.key, f.type, f.default])).toEqual([
      ["pow", "select", "auto"],
      ["power", "text", ""],
    ]);
    expect(mumg.declarations?.[0]?.choices?.map((c) => c.value)).toEqual(["auto", "1", "2", "3"]);
    expect(mumg.declarations?.some((f) => f.key === "round" || f.key === "tier")).toBe(false);
  });
});
