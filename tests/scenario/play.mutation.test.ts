import { describe, expect, it } from "vitest";
import { RulesetRegistry } from "../../src/engine/registry";
import type { ActivationRequest, MoveRequest, Prompt, Ruleset } from "../../src/engine/ruleset";
import { parseScenario, runScenario, type ScenarioResult } from "../../src/engine/scenario";
import { testRuleset } from "./test-ruleset";
import { refusal } from "../refusal";

/*
 * How each kind of step is played (docs/scenario-format.md, "How a scenario is played"): what
 * the ruleset is asked, exactly, and what carries to the next step. A recording ruleset (the
 * runner's test ruleset: Signum's moves, a swim roll at an activation's start) keeps every
 * request, so each is asserted whole: no field the file does not give, none missing.
 */

interface Calls {
  evaluate: MoveRequest[];
  start: ActivationRequest[];
  resolve: MoveRequest[];
}

function recording(
  base: Ruleset,
  id: string,
  over: Partial<Ruleset> = {},
): { ruleset: Ruleset; calls: Calls } {
  const calls: Calls = { evaluate: [], start: [], resolve: [] };
  const ruleset: Ruleset = {
    ...base,
    ...over,
    id,
    evaluate(board, request) {
      calls.evaluate.push(request);
      return (over.evaluate ?? base.evaluate)(board, request);
    },
    startActivation(board, request) {
      calls.start.push(request);
      return base.startActivation!(board, request);
    },
    resolve(board, request, prompt, answer) {
      calls.resolve.push(request);
      return (over.resolve ?? base.resolve)(board, request, prompt, answer);
    },
  };
  return { ruleset, calls };
}

const models = [
  { id: "w", side: "blue", x: 10, y: 30 },
  { id: "s", side: "blue", x: 30, y: 10, counters: { submerged: 2 } },
  { id: "orc", side: "red", x: 50, y: 30 },
];

function play(
  steps: unknown[],
  extra: Record<string, unknown> = {},
  over: Partial<Ruleset> = {},
  table: readonly Record<string, unknown>[] = models,
) {
  const { ruleset, calls } = recording(testRuleset, "rec-steps", over);
  const registry = new RulesetRegistry();
  registry.register(ruleset);
  const file = parseScenario({
    format: 2,
    ruleset: "rec-steps",
    board: { unit: "cm", width: 60, height: 60, models: table },
    steps,
    ...extra,
  });
  const result: ScenarioResult = runScenario(file, registry);
  return { result, calls };
}

const walk = (from: number[], to: number[], more: Record<string, unknown> = {}) => ({
  kind: "move",
  model: "w",
  action: "move",
  path: [from, to],
  ...more,
});

describe("what the ruleset is asked for each step", () => {
  it("a move gives only what the file writes; the round, options and ledger when there are some", () => {
    const bare = play([walk([10, 30], [12, 30])]);
    expect(bare.calls.evaluate).toStrictEqual([
      {
        modelId: "w",
        action: "move",
        path: [
          { x: 10, y: 30 },
          { x: 12, y: 30 },
        ],
        answers: {},
      },
    ]);
    expect(bare.result.steps[0]!.request).toStrictEqual(bare.calls.evaluate[0]);

    const full = play(
      [walk([10, 30], [12, 30, 1], { declarations: { run: false }, ledger: { moved: false } })],
      { round: 3, options: { backstabHitsOn: 5 } },
    );
    expect(full.calls.evaluate).toStrictEqual([
      {
        modelId: "w",
        action: "move",
        path: [
          { x: 10, y: 30 },
          { x: 12, y: 30, elevation: 1 },
        ],
        declarations: { run: false, round: 3 },
        ledger: { moved: false },
        options: { backstabHitsOn: 5 },
        answers: {},
      },
    ]);
    // A step that declares its own round keeps it; a file that counts rounds gives it to an undeclared step.
    const own = play(
      [
        walk([10, 30], [12, 30], { declarations: { round: 7 } }),
        { kind: "new-turn" },
        walk([12, 30], [14, 30]),
      ],
      { round: 3 },
    );
    expect(own.calls.evaluate.map((r) => r.declarations)).toStrictEqual([{ round: 7 }, { round: 3 }]);
  });

  it("a forced step: its kind, targets and distance only when written; the first action; where it stands when no path", () => {
    const { calls, result } = play([
      { kind: "forced", model: "w", forced: { kind: "push" } },
      {
        kind: "forced",
        model: "w",
        action: "run",
        forced: { kind: "push", targets: ["orc"], distance: 2 },
        path: [
          [10, 30],
          [11, 30],
        ],
      },
    ]);
    expect(calls.evaluate).toStrictEqual([
      { modelId: "w", action: "move", path: [{ x: 10, y: 30 }], forced: { kind: "push" }, answers: {} },
      {
        modelId: "w",
        action: "run",
        path: [
          { x: 10, y: 30 },
          { x: 11, y: 30 },
        ],
        forced: { kind: "push", targetIds: ["orc"], distance: 2 },
        answers: {},
      },
    ]);
    // A push that goes nowhere writes no ledger, so none is carried.
    expect(result.steps[0]!.state.ledgers).toStrictEqual({});
  });

  it("an activation's start: the request, and the still move its prompts are resolved against", () => {
    const answers = { "swim:s": { dice: [6] } };
    const bare = play([{ kind: "activation-start", model: "s", answers }]);
    expect(bare.calls.start).toStrictEqual([
      { modelId: "s", answers: {} },
      { modelId: "s", answers },
    ]);
    expect(bare.calls.resolve).toStrictEqual([
      { modelId: "s", action: "move", path: [{ x: 30, y: 10 }], answers },
    ]);
    const full = play(
      [
        {
          kind: "activation-start",
          model: "s",
          answers,
          ledger: { moved: true },
          declarations: { run: true },
        },
      ],
      { round: 2, options: { backstabHitsOn: 4 } },
    );
    const extra = {
      ledger: { moved: true },
      options: { backstabHitsOn: 4 },
      declarations: { run: true, round: 2 },
    };
    expect(full.calls.start).toStrictEqual([
      { modelId: "s", ...extra, answers: {} },
      { modelId: "s", ...extra, answers },
    ]);
    expect(full.calls.resolve).toStrictEqual([
      { modelId: "s", action: "move", path: [{ x: 30, y: 10 }], ...extra, answers },
    ]);
    expect(full.result.steps[0]!.request).toBeNull();
  });

  it("SIGNUM-ACTION-1: new-turn for one model clears its ledger and kept answers only; new-round clears all and counts up", () => {
    const ledger = { moved: true };
    const { result } = play(
      [
        walk([10, 30], [12, 30], { ledger }),
        { kind: "forced", model: "s", forced: { kind: "push" }, ledger },
        { kind: "new-turn", model: "w" },
        { kind: "new-round" },
        { kind: "new-round", round: 9 },
      ],
      { round: 1 },
    );
    const at = (i: number) => result.steps[i]!.state;
    expect(Object.keys(at(1).ledgers).sort()).toStrictEqual(["s", "w"]);
    expect(Object.keys(at(2).ledgers)).toStrictEqual(["s"]);
    expect([at(2).round, at(3).round, at(4).round]).toStrictEqual([1, 2, 9]);
    expect(at(3).ledgers).toStrictEqual({});
    // Without a round in the file, a new round keeps none.
    expect(play([{ kind: "new-round" }]).result.state.round).toBeNull();
    const e = refusal(() => play([{ kind: "new-turn", model: "ghost" }]));
    expect([e.key, e.data]).toStrictEqual(["TTM.Error.UnknownModel", { id: "ghost" }]);
  });

  it("MUMG-MOVE-3: in a game that starts ledgers afresh each round, new-turn keeps them", () => {
    const { result } = play(
      [
        walk([10, 30], [12, 30], { ledger: { moved: true } }),
        { kind: "new-turn", model: "w" },
        { kind: "new-turn" },
      ],
      {},
      { ledgerResets: "round" },
    );
    expect(result.steps[2]!.state.ledgers).toStrictEqual(result.steps[0]!.state.ledgers);
    expect(result.steps[0]!.state.ledgers.w).toBeDefined();
  });
});

describe("where a step's path must start", () => {
  it("within 0.01 of where the model stands, measured as a distance; farther is refused naming the field", () => {
    expect(play([walk([10.01, 30], [12, 30])]).result.steps[0]!.verdict?.legal).toBe(true);
    expect(play([walk([10.007, 30.007], [12, 30])]).result.steps[0]!.verdict?.legal).toBe(true);
    for (const [x, y] of [
      [10.011, 30],
      [10, 29.989],
      [10.008, 30.008],
    ] as const) {
      const e = refusal(() => play([walk([x, y], [12, 30])]));
      expect([e.key, e.data], `${x}, ${y}`).toStrictEqual([
        "TTM.Scenario.Error.PathStart",
        {
          path: "steps[0].path[0]",
          x: x.toFixed(2),
          y: y.toFixed(2),
          model: "w",
          atX: "10.00",
          atY: "30.00",
        },
      ]);
    }
    const route = refusal(() =>
      play([{ kind: "route", model: "w", action: "move", from: [11, 30], to: [20, 30] }]),
    );
    expect([route.key, route.data]).toStrictEqual([
      "TTM.Scenario.Error.PathStart",
      { path: "steps[0].from", x: "11.00", y: "30.00", model: "w", atX: "10.00", atY: "30.00" },
    ]);
    const forced = refusal(() =>
      play([{ kind: "forced", model: "w", forced: { kind: "push" }, path: [[12, 30]] }]),
    );
    expect(forced.data).toMatchObject({ path: "steps[0].path[0]" });
  });
});

describe("route steps: the router's way from where the model stands", () => {
  const route = (to: number[], more: Record<string, unknown> = {}) => ({
    kind: "route",
    model: "w",
    action: "move",
    to,
    ...more,
  });
  const routed = (step: unknown, table?: readonly Record<string, unknown>[]) => {
    const { result, calls } = play([step], {}, {}, table);
    return { path: calls.evaluate[0]!.path, status: result.steps[0]!.route };
  };

  it("a clear way is the straight line, its goal's level on the last waypoint only", () => {
    expect(routed(route([20, 30]))).toStrictEqual({
      path: [
        { x: 10, y: 30 },
        { x: 20, y: 30 },
      ],
      status: "found",
    });
    expect(routed(route([20, 30, 2]))).toStrictEqual({
      path: [
        { x: 10, y: 30 },
        { x: 20, y: 30, elevation: 2 },
      ],
      status: "found",
    });
  });

  it("no way: the straight line from where it stands is judged, and the status says why", () => {
    expect(routed(route([20, 30], { budget: 1 }))).toStrictEqual({
      path: [
        { x: 10, y: 30 },
        { x: 20, y: 30 },
      ],
      status: "unreachable",
    });
    expect(routed(route([50, 30, 1]))).toStrictEqual({
      path: [
        { x: 10, y: 30 },
        { x: 50, y: 30, elevation: 1 },
      ],
      status: "goal-blocked",
    });
    // Bases in the way count unless the step says none do.
    expect(routed(route([50, 30], { models: "none" })).status).toBe("found");
  });

  it("slack grows the base: a goal 3.1 cm from the orc (bases 3 cm wide) fits, with 0.2 of slack it does not", () => {
    expect(routed(route([46.9, 30])).status).toBe("found");
    expect(routed(route([46.9, 30], { slack: 0.2 })).status).toBe("goal-blocked");
    expect(routed(route([46.9, 30], { slack: 0.05 })).status).toBe("found");
  });

  it("the mover's unit mates never block it; other models do, a unit-less mover's included", () => {
    const table = (unit: string | undefined) => [
      { id: "w", side: "blue", x: 10, y: 30, ...(unit ? { unitId: unit } : {}) },
      { id: "m", side: "blue", x: 20, y: 30, ...(unit ? { unitId: unit } : {}) },
      { id: "n", side: "blue", x: 20, y: 40, unitId: "other" },
    ];
    expect(routed(route([20, 30]), table("u")).status).toBe("found");
    expect(routed(route([20, 40]), table("u")).status).toBe("goal-blocked");
    expect(routed(route([20, 30]), table(undefined)).status).toBe("goal-blocked");
  });

  it("SCTMG-GAP-1: a gap the base fits but narrower than the clearance is not taken", () => {
    const gate = [
      { id: "w", side: "blue", x: 10, y: 30 },
      { id: "p", side: "red", x: 15, y: 26.5 },
      { id: "q", side: "red", x: 15, y: 33.5 },
    ];
    expect(routed(route([20, 30]), gate).path).toStrictEqual([
      { x: 10, y: 30 },
      { x: 20, y: 30 },
    ]);
    const wide = routed(route([20, 30], { clearance: 5 }), gate);
    expect(wide.status).toBe("found");
    expect(wide.path.length).toBeGreaterThan(2);
    expect(wide.path.some((p) => Math.abs(p.y - 30) > 3.5)).toBe(true);
  });

  it("stopAt ends the route once the centre is that close to the goal", () => {
    const { path } = routed(route([30, 30], { stopAt: 5 }));
    const last = path.at(-1)!;
    expect(Math.hypot(last.x - 30, last.y - 30)).toBeCloseTo(5, 6);
    expect(path[0]).toStrictEqual({ x: 10, y: 30 });
  });
});

describe("what a step commits from its prompts' answers", () => {
  const climb = (id: string, at: number): Prompt => ({
    id,
    ruleId: "T-CLIMB-1",
    kind: "roll",
    formula: "1d6",
    key: "K",
    phase: "path",
    at,
  });
  /** A 10 cm walk with two climb tests (at 2 and 4) and an after prompt: a 1 on a climb stops the move there. */
  const climbing: Partial<Ruleset> = {
    evaluate(_board, request) {
      const answers = request.answers ?? {};
      const failed = ["c1", "c2"].find((id) => answers[id]?.dice?.[0] === 1);
      const distance = failed === "c1" ? 2 : failed === "c2" ? 4 : 10;
      const prompts = failed === "c1" ? [climb("c1", 2)] : [climb("c1", 2), climb("c2", 4)];
      return {
        legal: true,
        reasons: [],
        length: 10,
        allowance: 10,
        cost: { amount: distance, key: "K" },
        reach: { distance, point: { x: 10 + distance, y: 30 } },
        legalPath: [
          { x: 10, y: 30 },
          { x: 10 + distance, y: 30 },
        ],
        bands: [],
        prompts: [...prompts, { id: "after", ruleId: "T-2", kind: "roll", formula: "1d6", key: "K" }],
        effects: [],
        contacts: [],
      };
    },
    resolve: () => ({ key: "K.Done", effects: [] }),
  };
  const step = (answers: Record<string, number>) => ({
    kind: "move",
    model: "w",
    action: "move",
    path: [
      [10, 30],
      [20, 30],
    ],
    answers: Object.fromEntries(Object.entries(answers).map(([id, d]) => [id, { dice: [d] }])),
  });
  const endedBy = (answers: Record<string, number>) =>
    play([step(answers)], {}, climbing).result.steps[0]!.endedBy;

  it("CARN-CLIMB-1: the last answered path prompt ended the move when, answered plainly, the move goes farther", () => {
    expect(endedBy({ c1: 1 })).toStrictEqual({ promptId: "c1", distance: 2 });
    expect(endedBy({ c1: 5, c2: 1, after: 1 })).toStrictEqual({ promptId: "c2", distance: 4 });
    expect(endedBy({ c1: 5, c2: 5, after: 1 })).toBeNull();
    expect(endedBy({ after: 1 })).toBeNull();
    expect(endedBy({})).toBeNull();
    // The model is committed where the failed climb left it.
    expect(play([step({ c1: 5, c2: 1 })], {}, climbing).result.state.models[0]).toMatchObject({
      id: "w",
      x: 14,
      y: 30,
    });
  });

  it("a mover removed as a casualty keeps no declare answers; a mover on the table keeps them", () => {
    const declare: Prompt = {
      id: "d",
      ruleId: "T-3",
      kind: "roll",
      formula: "1d6",
      key: "K",
      phase: "declare",
    };
    const dying = (casualty: boolean): Partial<Ruleset> => ({
      evaluate: (board, request) => ({
        ...testRuleset.evaluate(board, request),
        prompts: [declare],
        effects: casualty ? [{ type: "casualty", modelId: "w", ruleId: "T-3" }] : [],
      }),
      resolve: () => ({ key: "K.Done", effects: [] }),
    });
    const answers = { d: { dice: [3] } };
    const kept = play([walk([10, 30], [12, 30], { answers })], {}, dying(false)).result.state;
    expect(kept.answers).toStrictEqual({ w: answers });
    const gone = play([walk([10, 30], [12, 30], { answers })], {}, dying(true)).result.state;
    expect(gone.answers).toStrictEqual({});
    expect(gone.models.map((m) => m.id)).toStrictEqual(["s", "orc"]);
  });
});

describe("edges of the runner", () => {
  it("a ruleset without actions: a forced step's action is none, refused by the engine; an activation's still move has none", () => {
    const e = refusal(() =>
      play([{ kind: "forced", model: "w", forced: { kind: "push" } }], {}, { actions: [] }),
    );
    expect([e.key, e.data]).toStrictEqual(["TTM.Error.UnknownAction", { action: "", known: "" }]);
    const { calls } = play(
      [{ kind: "activation-start", model: "s", answers: { "swim:s": { dice: [6] } } }],
      {},
      { actions: [] },
    );
    expect(calls.resolve).toStrictEqual([
      { modelId: "s", action: "", path: [{ x: 30, y: 10 }], answers: { "swim:s": { dice: [6] } } },
    ]);
  });

  it("CARN-CLIMB-1: a prompt listed after the one that ended the move, unanswered, does not hide it; the margin is strict", () => {
    const listed = (reach: (answers: Record<string, unknown>) => number): Partial<Ruleset> => ({
      evaluate(_board, request) {
        const distance = reach(request.answers ?? {});
        const at = (id: string, d: number): Prompt => ({
          id,
          ruleId: "T",
          kind: "roll",
          formula: "1d6",
          key: "K",
          phase: "path",
          at: d,
        });
        return {
          legal: true,
          reasons: [],
          length: 10,
          allowance: 10,
          cost: { amount: distance, key: "K" },
          reach: { distance, point: { x: 10 + distance, y: 30 } },
          legalPath: [
            { x: 10, y: 30 },
            { x: 10 + distance, y: 30 },
          ],
          bands: [],
          prompts: [at("c1", 1), at("c2", 3)],
          effects: [],
          contacts: [],
        };
      },
      resolve: () => ({ key: "K", effects: [] }),
    });
    const answered = {
      kind: "move",
      model: "w",
      action: "move",
      path: [
        [10, 30],
        [20, 30],
      ],
      answers: { c1: { dice: [1] } },
    };
    const ended = (reach: (answers: Record<string, unknown>) => number) =>
      play([answered], {}, listed(reach)).result.steps[0]!.endedBy;
    expect(ended((a) => (a.c1 ? 2 : 10))).toStrictEqual({ promptId: "c1", distance: 2 });
    expect(ended((a) => (a.c1 ? 2 : 2 + 1e-6))).toBeNull();
    expect(ended((a) => (a.c1 ? 2 : 2 + 2e-6))).toStrictEqual({ promptId: "c1", distance: 2 });
  });
});
