import { describe, expect, it } from "vitest";
import { Board } from "../../src/engine/board/board";
import {
  type Mismatch,
  type ScenarioFile,
  type ScenarioResult,
  ScenarioError,
  checkExpectation,
  parseScenario,
  runScenario,
} from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";
import { ASHORE, testRuleset } from "./test-ruleset";
import { refusal as errorOf } from "../refusal";

/*
 * Format 2: several steps on one table, with the ledger, positions and counters carried from
 * step to step, routes, forced moves, the start of an activation and new rounds and turns.
 */

const registry = () => {
  const r = builtinRulesets();
  r.register(testRuleset);
  return r;
};

function play(file: unknown): { file: ScenarioFile; result: ScenarioResult; mismatches: Mismatch[] } {
  const parsed = parseScenario(structuredClone(file));
  const result = runScenario(parsed, registry());
  return { file: parsed, result, mismatches: checkExpectation(parsed, result) };
}

/** A Signum table: a warrior at (10, 30) and an orc far off at (50, 30); 30 mm bases. */
function signumFile(steps: unknown[], extra: Record<string, unknown> = {}): unknown {
  return {
    format: 2,
    ruleset: "signum",
    board: {
      unit: "cm",
      width: 60,
      height: 60,
      models: [
        { id: "w", name: "Warrior", side: "blue", x: 10, y: 30, profile: { move: "M" } },
        { id: "orc", name: "Orc", side: "red", x: 50, y: 30 },
      ],
      ...extra,
    },
    steps,
  };
}

const walk = (from: number, to: number, more: Record<string, unknown> = {}): Record<string, unknown> => ({
  kind: "move",
  model: "w",
  action: "move",
  path: [
    [from, 30],
    [to, 30],
  ],
  ...more,
});

describe("format 2: the ledger and positions carry from step to step", () => {
  it("SIGNUM-ACTION-1: a second move in the same turn is illegal; after a new turn it is legal again", () => {
    const { result, mismatches } = play(
      signumFile([
        walk(10, 15, {
          expect: { legal: true, ledger: { w: { moved: true } }, positions: { w: [15, 30, 0] } },
        }),
        walk(15, 18, {
          expect: {
            legal: false,
            reach: 0,
            reasons: [
              { ruleId: "SIGNUM-ACTION-1", key: "TTM.Signum.Reason.AlreadyMoved", severity: "illegal" },
            ],
            positions: { w: [15, 30] },
          },
        }),
        { kind: "new-turn", model: "w", expect: { ledger: { w: { moved: null } } } },
        walk(15, 18, {
          expect: { legal: true, notReasons: ["SIGNUM-ACTION-1"], positions: { w: [18, 30] } },
        }),
      ]),
    );
    expect(mismatches).toEqual([]);
    expect(result.steps.map((s) => s.verdict?.legal ?? null)).toEqual([true, false, null, true]);
    expect(result.steps[1]!.request?.ledger).toEqual({ moved: true, ran: false });
    expect(result.steps[3]!.request).not.toHaveProperty("ledger");
    expect(result.state.models.find((m) => m.id === "w")).toMatchObject({ x: 18, y: 30 });
  });

  it("a step's own ledger replaces the carried one", () => {
    const { result } = play(signumFile([walk(10, 15), walk(15, 18, { ledger: { moved: false } })]));
    expect(result.steps[1]!.verdict?.legal).toBe(true);
    expect(result.steps[1]!.request?.ledger).toEqual({ moved: false });
  });

  it("a path that does not start where the model stands after the steps before is refused, naming the field", () => {
    const e = errorOf(() => play(signumFile([walk(10, 15), walk(10, 12)])));
    expect(e.key).toBe("TTM.Scenario.Error.PathStart");
    expect(e.data).toEqual({
      path: "steps[1].path[0]",
      x: "10.00",
      y: "30.00",
      model: "w",
      atX: "15.00",
      atY: "30.00",
    });
    // Within the 0.01 a file writes positions to, it is where it stands.
    expect(
      play(signumFile([walk(10, 15), { kind: "new-turn" }, walk(15.005, 17)])).result.steps[2]!.verdict
        ?.legal,
    ).toBe(true);
  });

  it("MUMG-MOVE-3: the round is passed on, a new round counts up and starts every ledger afresh", () => {
    const hero = { id: "h", name: "Hero", side: "Heroes", x: 5, y: 5, profile: { movement: "4/7" } };
    const go = (x0: number, x1: number, expect: unknown): unknown => ({
      kind: "move",
      model: "h",
      action: "move",
      path: [
        [x0, 5],
        [x1, 5],
      ],
      expect,
    });
    const { result, mismatches } = play({
      format: 2,
      ruleset: "mumg",
      round: 2,
      board: { unit: "in", width: 36, height: 24, models: [hero] },
      steps: [
        go(5, 8, { legal: true, cost: { amount: 1 }, ledger: { h: { round: 2, moves: 1, powSpent: 1 } } }),
        go(8, 10, { legal: false, reasons: ["MUMG-MOVE-3"] }),
        { kind: "new-round", expect: { round: 3, ledger: { h: { moves: null } } } },
        go(8, 10, { legal: true, notReasons: ["MUMG-MOVE-3"], ledger: { h: { round: 3, moves: 1 } } }),
      ],
    });
    expect(mismatches).toEqual([]);
    expect(result.steps[0]!.request?.declarations).toEqual({ round: 2 });
    expect(result.steps[3]!.request?.declarations).toEqual({ round: 3 });
  });

  it("a new turn keeps the ledgers of a game that starts them afresh each round", () => {
    const hero = { id: "h", side: "Heroes", x: 5, y: 5 };
    const { result } = play({
      format: 2,
      ruleset: "mumg",
      board: { unit: "in", width: 36, height: 24, models: [hero] },
      steps: [
        {
          kind: "move",
          model: "h",
          action: "move",
          path: [
            [5, 5],
            [8, 5],
          ],
        },
        { kind: "new-turn" },
      ],
    });
    expect(result.steps[1]!.state.ledgers).toEqual(result.steps[0]!.state.ledgers);
    expect(result.steps[1]!.state.ledgers.h).toMatchObject({ moves: 1 });
  });
});

describe("format 2: route steps", () => {
  const block = {
    terrain: [
      {
        id: "rock",
        kind: "impassable",
        polygon: [
          [20, 20],
          [24, 20],
          [24, 40],
          [20, 40],
        ],
      },
    ],
  };

  it("SIGNUM-MOVE-2: the router goes round the rock and the way round is judged like a drawn path", () => {
    const route = {
      kind: "route",
      model: "w",
      action: "run",
      to: [30, 30],
      expect: { route: "found", legal: false },
    };
    const { result } = play(signumFile([route], block));
    const s = result.steps[0]!;
    expect(s.route).toBe("found");
    // Round the rock's corner with a 1.5 cm base: longer than the 20 cm straight line, more than L's 15.
    expect(s.verdict!.length).toBeGreaterThan(20);
    expect(s.request!.path.length).toBeGreaterThan(2);
    expect(s.verdict!.reasons.map((r) => r.ruleId)).toEqual(["SIGNUM-RUN-1"]);
    expect(s.verdict!.legal).toBe(false);
    // No way within a 20 cm budget: the straight line is judged, and the rock stops it.
    const short = play(signumFile([{ ...route, budget: 20, expect: { route: "unreachable" } }], block));
    expect(short.mismatches).toEqual([]);
    expect(short.result.steps[0]!.request!.path).toEqual([
      { x: 10, y: 30 },
      { x: 30, y: 30 },
    ]);
    expect(short.result.steps[0]!.verdict!.reasons.map((r) => r.ruleId)).toEqual(["SIGNUM-MOVE-2"]);
  });

  it("a route's `from` is checked against where the model stands, and a wrong status is a mismatch", () => {
    const e = errorOf(() =>
      play(signumFile([{ kind: "route", model: "w", action: "move", from: [11, 30], to: [14, 30] }])),
    );
    expect(e.data.path).toBe("steps[0].from");
    const { mismatches, result } = play(
      signumFile([
        {
          kind: "route",
          model: "w",
          action: "move",
          from: [10, 30],
          to: [14, 30],
          expect: { route: "unreachable" },
        },
      ]),
    );
    expect(result.steps[0]!.verdict?.legal).toBe(true);
    expect(mismatches).toEqual([
      {
        step: 0,
        field: "route",
        key: "TTM.Scenario.Mismatch.Route",
        data: { expected: "unreachable", actual: "found" },
      },
    ]);
  });
});

/** The test ruleset's table: a warrior at (10, 30), an orc at (40, 30), a swimmer with 2 Submerged counters. */
function testFile(steps: unknown[]): unknown {
  return {
    format: 2,
    ruleset: "test-steps",
    board: {
      unit: "cm",
      width: 60,
      height: 60,
      models: [
        { id: "w", name: "Warrior", side: "blue", x: 10, y: 30 },
        { id: "orc", name: "Orc", side: "red", x: 40, y: 30 },
        { id: "s", name: "Swimmer", side: "blue", x: 30, y: 50, counters: { submerged: 2 } },
      ],
    },
    steps,
  };
}

describe("format 2: forced moves", () => {
  it("SCTMG-TOWARD-1: a forced move towards passes the kind, targets and distance, and the model ends where the ruleset routes it", () => {
    const step = {
      kind: "forced",
      model: "w",
      forced: { kind: "towards", targets: ["orc"], distance: 6 },
      expect: { legal: true, reach: 6, length: 6, positions: { w: [16, 30] }, reasons: ["TEST-FORCED-1"] },
    };
    const { result, mismatches } = play(testFile([step]));
    expect(mismatches).toEqual([]);
    const s = result.steps[0]!;
    expect(s.request).toMatchObject({
      modelId: "w",
      action: "move",
      path: [{ x: 10, y: 30 }],
      forced: { kind: "towards", targetIds: ["orc"], distance: 6 },
    });
    const away = play(
      testFile([
        {
          ...step,
          forced: { kind: "away", targets: ["orc"], distance: 3 },
          expect: { positions: { w: [7, 30] } },
        },
      ]),
    );
    expect(away.mismatches).toEqual([]);
  });

  it("MUMG-FALL-1: a model pushed off a walkway falls by MUMG's own fall rules", () => {
    const { result, mismatches } = play({
      format: 2,
      ruleset: "mumg",
      board: {
        unit: "in",
        width: 36,
        height: 24,
        models: [{ id: "hawk", side: "Heroes", x: 20, y: 6, elevation: 10 }],
        terrain: [
          {
            id: "walkway",
            kind: "platform",
            polygon: [
              [14, 0],
              [26, 0],
              [26, 8],
              [14, 8],
            ],
            height: 10,
          },
        ],
      },
      steps: [
        {
          kind: "forced",
          model: "hawk",
          forced: { kind: "push", distance: 5 },
          path: [
            [20, 6],
            [20, 11],
          ],
          answers: { "fall:1": { choice: "TTM.Mumg.Choice.Fall" } },
          expect: {
            prompts: [{ id: "fall:1", kind: "choice", ruleId: "MUMG-FALL-1" }],
            outcomes: { "fall:1": "TTM.Mumg.Outcome.Fall" },
            effects: { damage: { hawk: 3 }, conditions: { hawk: ["knocked-down"] }, elevation: { hawk: 0 } },
            positions: { hawk: [20, 11, 0] },
          },
        },
      ],
    });
    expect(mismatches).toEqual([]);
    expect(result.steps[0]!.request).toMatchObject({ forced: { kind: "push", distance: 5 } });
  });
});

describe("format 2: the start of an activation, counters, placements and casualties", () => {
  const start = (die: number, expect: unknown = undefined): unknown => ({
    kind: "activation-start",
    model: "s",
    answers: { "swim:s": { dice: [die] } },
    ...(expect ? { expect } : {}),
  });

  it("the ruleset's startActivation is asked, its prompts answered, its effects applied", () => {
    const { result, mismatches } = play(
      testFile([
        start(4, {
          legal: true,
          reasons: ["TEST-SWIM-1"],
          prompts: [{ id: "swim:s", kind: "roll", formula: "1d6", phase: "after" }],
          outcomes: { "swim:s": "TTM.Signum.Outcome.BackstabMiss" },
          effects: {
            counters: { s: { submerged: -2 } },
            place: { s: [ASHORE.x, ASHORE.y] },
            types: ["counter", "place"],
          },
          counters: { s: { submerged: 0 } },
          positions: { s: [ASHORE.x, ASHORE.y] },
        }),
      ]),
    );
    expect(mismatches).toEqual([]);
    expect(result.steps[0]!.activation?.prompts.map((p) => p.id)).toEqual(["swim:s"]);
    expect(result.state.models.find((m) => m.id === "s")?.counters).toEqual({});
  });

  it("a casualty leaves the table: later steps cannot name it", () => {
    const { result, mismatches } = play(
      testFile([start(2, { effects: { casualties: ["s"] }, positions: { s: null } })]),
    );
    expect(mismatches).toEqual([]);
    expect(result.state.models.map((m) => m.id)).toEqual(["w", "orc"]);
    expect(errorOf(() => play(testFile([start(2), start(4)]))).key).toBe("TTM.Error.UnknownModel");
  });

  it("a counter effect adds up over steps; a model without counters gets nothing at its activation", () => {
    const { result, mismatches } = play(
      testFile([
        walk(10, 12, {
          expect: { effects: { counters: { w: { dazed: 1 } } }, counters: { w: { dazed: 1 } } },
        }),
        { kind: "new-turn" },
        walk(12, 14, { expect: { counters: { w: { dazed: 2 } } } }),
        { kind: "activation-start", model: "w", expect: { prompts: [], effects: { types: [] } } },
      ]),
    );
    expect(mismatches).toEqual([]);
    expect(result.state.models.find((m) => m.id === "w")?.counters).toEqual({ dazed: 2 });
  });

  it("a game without startActivation has nothing happen when an activation starts", () => {
    const { result } = play(signumFile([{ kind: "activation-start", model: "w", expect: { prompts: [] } }]));
    expect(result.steps[0]!.activation).toEqual({ prompts: [], effects: [], reasons: [] });
    expect(result.steps[0]!.state).toEqual({ ...result.steps[0]!.state, ledgers: {}, round: null });
    expect(result.steps[0]!.state.models.map((m) => [m.id, m.x, m.y])).toEqual([
      ["w", 10, 30],
      ["orc", 50, 30],
    ]);
  });
});

describe("format 2: answers per step", () => {
  /** The warrior between two goblins, leaving twice with a new turn between: both backstab each time. */
  const leaving = (answers1: unknown, answers2: unknown): unknown => ({
    format: 2,
    ruleset: "signum",
    board: {
      unit: "cm",
      width: 60,
      height: 60,
      models: [
        { id: "a", side: "blue", x: 30, y: 30 },
        { id: "g1", side: "red", x: 33, y: 30 },
        { id: "g2", side: "red", x: 27, y: 30 },
        { id: "g3", side: "red", x: 30, y: 39 },
      ],
    },
    steps: [
      {
        kind: "move",
        model: "a",
        action: "move",
        path: [
          [30, 30],
          [30, 36],
        ],
        answers: answers1,
      },
      { kind: "new-turn" },
      {
        kind: "move",
        model: "a",
        action: "move",
        path: [
          [30, 36],
          [36, 36],
        ],
        answers: answers2,
      },
    ],
  });

  it("SIGNUM-BACKSTAB-1: the same prompt id in two steps is answered by each step's own answers", () => {
    const { result } = play(
      leaving(
        { "backstab:g1": { dice: [6] }, "backstab:g2": { dice: [1] } },
        { "backstab:g3": { dice: [5] } },
      ),
    );
    expect(result.steps[0]!.outcomes.map((o) => [o.prompt.id, o.outcome.key])).toEqual([
      ["backstab:g1", "TTM.Signum.Outcome.BackstabHit"],
      ["backstab:g2", "TTM.Signum.Outcome.BackstabMiss"],
    ]);
    expect(result.steps[2]!.outcomes.map((o) => [o.prompt.id, o.answer])).toEqual([
      ["backstab:g3", { dice: [5] }],
    ]);
    expect(result.steps[2]!.unusedAnswers).toEqual([]);
  });

  it("a wrong kind of answer names the step's field", () => {
    const e = errorOf(() => play(leaving({}, { "backstab:g3": { choice: "hit" } })));
    expect(e.key).toBe("TTM.Scenario.Error.ChoiceForRollStep");
    expect(e.data).toEqual({
      path: 'steps[2].answers["backstab:g3"].choice',
      id: "backstab:g3",
      formula: "1d6",
    });
  });

  it("an answer giving both dice and a choice, or neither, is refused by the schema", () => {
    const issues = (answers: unknown): string[][] => {
      try {
        parseScenario(leaving(answers, {}));
      } catch (e) {
        if (e instanceof ScenarioError) return e.issues.map((i) => [i.path, i.key]);
        throw e;
      }
      return [];
    };
    expect(issues({ x: { dice: [1], choice: "a" } })).toEqual([
      ["steps[0].answers.x", "TTM.Scenario.Issue.Answer"],
    ]);
    expect(issues({ x: {} })).toEqual([["steps[0].answers.x", "TTM.Scenario.Issue.Answer"]]);
  });
});

describe("format 2: the schema names the bad field", () => {
  const issues = (file: unknown): string[][] => {
    try {
      parseScenario(file);
    } catch (e) {
      if (e instanceof ScenarioError)
        return e.issues.map((i) => [i.path, i.key, String(i.data.allowed ?? "")]);
      throw e;
    }
    throw new Error("accepted");
  };

  it("an unknown step kind lists the kinds", () => {
    expect(issues(signumFile([{ kind: "jump", model: "w" }]))).toEqual([
      [
        "steps[0].kind",
        "TTM.Scenario.Issue.StepKind",
        "move, route, forced, activation-start, new-round, new-turn",
      ],
    ]);
    expect(issues(signumFile([{ model: "w" }]))).toEqual([
      ["steps[0].kind", "TTM.Scenario.Issue.Missing", ""],
    ]);
  });

  it("an unknown field lists the fields of that kind of step", () => {
    const [[path, key, allowed]] = issues(
      signumFile([walk(10, 12), { kind: "route", model: "w", action: "move", to: [1, 1], goal: 1 }]),
    ) as [string[]];
    expect([path, key]).toEqual(["steps[1].goal", "TTM.Scenario.Issue.UnknownField"]);
    expect(allowed).toBe(
      "kind, title, model, declarations, ledger, answers, action, from, to, budget, stopAt, clearance, slack, models, expect",
    );
    expect(issues(signumFile([{ kind: "new-round", expect: { legal: true } }]))).toEqual([
      ["steps[0].expect.legal", "TTM.Scenario.Issue.UnknownField", "ledger, counters, positions, round"],
    ]);
  });

  it("counters are whole numbers of 0 or more, in the file and on the board", () => {
    const file = signumFile([walk(10, 12)]) as { board: { models: Record<string, unknown>[] } };
    file.board.models[0]!.counters = { dazed: -1 };
    expect(issues(file)).toEqual([["board.models[0].counters.dazed", "TTM.Scenario.Issue.AtLeast", ""]]);
    const board = () =>
      new Board(
        {
          unit: "cm",
          width: 9,
          height: 9,
          models: [{ id: "m", side: "a", x: 1, y: 1, counters: { dazed: 1.5 } }],
        },
        30,
      );
    expect(errorOf(board).key).toBe("TTM.Error.Counter");
    expect(errorOf(board).data).toEqual({ id: "m", counter: "dazed", value: "1.5" });
  });
});
