import { describe, expect, it } from "vitest";
import { Board } from "../../src/engine/board/board";
import type { ActivationStart, Effect, Prompt, Verdict } from "../../src/engine/ruleset";
import {
  checkExpectation,
  checkStep,
  hasExpectations,
  parseScenario,
  stepEffects,
  stepLegal,
  type ScenarioResult,
  type StepResult,
} from "../../src/engine/scenario";
import { baseScenarioV2 } from "./helpers";
import type { Step } from "../../src/engine/scenario";
import { samePlace, sameValue } from "../../src/engine/scenario/expect-effects";
import { near, sameSet } from "../../src/engine/scenario/compare";

/*
 * Each claim of a step's `expect` against what the step gave (docs/scenario-format.md,
 * "Expectations"): it holds at its tolerance and fails just past it, and each mismatch is
 * asserted whole (field, key, data) with nothing else reported. The results are written by hand
 * so that every branch of the comparison is met, including results no built-in game gives yet.
 */

const board = new Board(
  {
    unit: "cm",
    width: 60,
    height: 60,
    models: [
      { id: "w", side: "blue", x: 10, y: 30, elevation: 1 },
      { id: "o", side: "red", x: 13, y: 30 },
    ],
  },
  30,
);

const prompt = (over: Partial<Prompt> = {}): Prompt => ({
  id: "p",
  ruleId: "T-1",
  kind: "roll",
  formula: "1d6",
  key: "K",
  ...over,
});

const verdict = (over: Partial<Verdict> = {}): Verdict => ({
  legal: true,
  reasons: [{ ruleId: "R-1", key: "K.One", severity: "info", data: { n: 5, s: "x" } }],
  length: 5,
  allowance: 10,
  cost: { amount: 5, key: "K.Cost" },
  reach: { distance: 5, point: { x: 15, y: 30 } },
  legalPath: [
    { x: 10, y: 30 },
    { x: 15, y: 30 },
  ],
  bands: [
    { from: 0, to: 5, style: "ok", key: "K.Band" },
    { from: 5, to: 8, style: "tier", tier: 2, key: "K.Band2" },
  ],
  prompts: [prompt(), prompt({ id: "q", kind: "choice", formula: undefined, phase: "path", at: 2 })],
  effects: [],
  contacts: ["o", "b"],
  ...over,
});

const state = { models: [], ledgers: {}, answers: {}, round: null };

function result(expectBlock: Record<string, unknown>, over: Partial<StepResult> = {}): StepResult {
  return {
    index: 4,
    step: { kind: "move", model: "w", action: "move", path: [[10, 30]], expect: expectBlock },
    board,
    request: null,
    verdict: verdict(),
    activation: null,
    route: null,
    outcomes: [],
    endedBy: null,
    unusedAnswers: [],
    state,
    ...over,
  };
}

const found = (r: StepResult) =>
  checkStep(r).map((m) => [m.field, m.key.replace(/^TTM\.\w+\.Mismatch\./, ""), m.data]);

describe("expect: what a verdict says", () => {
  it("each distance holds to 0.01 and fails past it, with both values at two decimals", () => {
    expect(
      found(
        result({ reach: 5.01, allowance: 9.99, length: 4.99, cost: { amount: 5.01 }, end: [15.01, 29.99] }),
      ),
    ).toEqual([]);
    expect(
      found(result({ reach: 5.02, allowance: 9.98, length: 5.02, cost: { amount: 4.98 }, end: [15, 30.02] })),
    ).toEqual([
      ["reach", "Reach", { expected: "5.02", actual: "5.00" }],
      ["end", "End", { expected: "(15.00, 30.02)", actual: "(15.00, 30.00)" }],
      ["allowance", "Allowance", { expected: "9.98", actual: "10.00" }],
      ["length", "Length", { expected: "5.02", actual: "5.00" }],
      ["cost", "CostAmount", { expected: "4.98", actual: "5.00" }],
    ]);
    expect(near(1, 1.01)).toBe(true);
    expect(near(1, 1.0101)).toBe(false);
  });

  it("legal both ways; a step that judges nothing is not checked for it; an activation is illegal when a reason is", () => {
    expect(found(result({ legal: false }))).toEqual([["legal", "WantIllegal", {}]]);
    expect(found(result({ legal: true }, { verdict: verdict({ legal: false }) }))).toEqual([
      ["legal", "WantLegal", {}],
    ]);
    expect(found(result({ legal: true }, { verdict: null }))).toEqual([]);
    const start = (severity: "illegal" | "stop" | "info"): ActivationStart => ({
      prompts: [],
      effects: [],
      reasons: [{ ruleId: "R-2", key: "K.Two", severity }],
    });
    expect(stepLegal(result({}, { verdict: null, activation: start("illegal") }))).toBe(false);
    expect(stepLegal(result({}, { verdict: null, activation: start("stop") }))).toBe(true);
    expect(stepLegal(result({}, { verdict: null }))).toBeNull();
    expect(found(result({ legal: true }, { verdict: null, activation: start("illegal") }))).toEqual([
      ["legal", "WantLegal", {}],
    ]);
  });

  it("endedBy: the prompt or none, each side shown or a dash", () => {
    const ended = { promptId: "q", distance: 2 };
    expect(found(result({ endedBy: "q" }, { endedBy: ended }))).toEqual([]);
    expect(found(result({ endedBy: null }))).toEqual([]);
    expect(found(result({ endedBy: null }, { endedBy: ended }))).toEqual([
      ["endedBy", "EndedBy", { expected: "—", actual: "q" }],
    ]);
    expect(found(result({ endedBy: "p" }))).toEqual([["endedBy", "EndedBy", { expected: "p", actual: "—" }]]);
  });

  it("cost key and contacts (a set, listed sorted)", () => {
    expect(found(result({ cost: { key: "K.Cost" }, contacts: ["b", "o"] }))).toEqual([]);
    expect(found(result({ cost: { key: "K.Other" }, contacts: ["z", "b"] }))).toEqual([
      ["cost", "CostKey", { expected: '"K.Other"', actual: '"K.Cost"' }],
      ["contacts", "Contacts", { expected: "b, z", actual: "b, o" }],
    ]);
    expect(found(result({ contacts: [] }))).toEqual([
      ["contacts", "Contacts", { expected: "—", actual: "b, o" }],
    ]);
    expect(found(result({ contacts: ["o"] }, { verdict: verdict({ contacts: [] }) }))).toEqual([
      ["contacts", "Contacts", { expected: "o", actual: "—" }],
    ]);
  });

  it("bands: how many, then each as claimed (numbers to 0.01)", () => {
    expect(
      found(
        result({
          bands: [
            { from: 0.01, to: 4.99, style: "ok", key: "K.Band" },
            { tier: 2, style: "tier" },
          ],
        }),
      ),
    ).toEqual([]);
    expect(found(result({ bands: [{}] }))).toEqual([
      ["bands", "Bands", { expected: "1", actual: "0.00–5.00 ok, 5.00–8.00 tier" }],
    ]);
    expect(
      found(
        result({ bands: [] }, { verdict: verdict({ bands: [{ from: 0, to: 1, style: "over", key: "K" }] }) }),
      ),
    ).toEqual([["bands", "Bands", { expected: "0", actual: "0.00–1.00 over" }]]);
    expect(found(result({ bands: [{ to: 5.02 }, { tier: 3, key: "K.Band2" }] }))).toEqual([
      ["bands", "Band", { index: 1, expected: '{"to":5.02}', actual: '{"to":5}' }],
      [
        "bands",
        "Band",
        { index: 2, expected: '{"tier":3,"key":"K.Band2"}', actual: '{"tier":2,"key":"K.Band2"}' },
      ],
    ]);
    expect(found(result({ bands: [{ style: "over" }, { style: "tier", key: "K.Other" }] }))).toEqual([
      ["bands", "Band", { index: 1, expected: '{"style":"over"}', actual: '{"style":"ok"}' }],
      [
        "bands",
        "Band",
        {
          index: 2,
          expected: '{"style":"tier","key":"K.Other"}',
          actual: '{"style":"tier","key":"K.Band2"}',
        },
      ],
    ]);
    expect(found(result({ bands: [] }, { verdict: null }))).toEqual([]);
    // A step that judges no path is not checked for what a verdict says.
    expect(
      found(
        result(
          { reach: 1, end: [0, 0], allowance: 1, length: 1, cost: { amount: 1, key: "K" }, contacts: ["x"] },
          { verdict: null },
        ),
      ),
    ).toEqual([]);
  });

  it("route: checked on route steps only", () => {
    expect(found(result({ route: "found" }, { route: "found" }))).toEqual([]);
    expect(found(result({ route: "found" }, { route: "unreachable" }))).toEqual([
      ["route", "Route", { expected: "found", actual: "unreachable" }],
    ]);
    expect(found(result({ route: "found" }))).toEqual([]);
    expect(found(result({}, { route: "unreachable" }))).toEqual([]);
  });
});

describe("expect: reasons, prompts and outcomes", () => {
  it("a reason by rule id, or with its key, severity and data (as the message gets them)", () => {
    const holds = [
      "R-1",
      { ruleId: "R-1" },
      { ruleId: "R-1", key: "K.One", severity: "info", data: { n: "5", s: "x" } },
      { ruleId: "R-1", data: { n: 5 } },
    ];
    expect(found(result({ reasons: holds }))).toEqual([]);
    expect(
      found(
        result({
          reasons: [
            "R-9",
            { ruleId: "R-9" },
            { ruleId: "R-1", key: "K.Two" },
            { ruleId: "R-1", severity: "illegal" },
            { ruleId: "R-1", data: { n: 6 } },
            { ruleId: "R-1", data: { m: 5 } },
          ],
        }),
      ),
    ).toEqual([
      ["reasons", "Reason", { ruleId: "R-9", actual: "R-1" }],
      ["reasons", "ReasonDetail", { expected: '{"ruleId":"R-9"}', actual: "R-1 K.One" }],
      ["reasons", "ReasonDetail", { expected: '{"ruleId":"R-1","key":"K.Two"}', actual: "R-1 K.One" }],
      ["reasons", "ReasonDetail", { expected: '{"ruleId":"R-1","severity":"illegal"}', actual: "R-1 K.One" }],
      ["reasons", "ReasonDetail", { expected: '{"ruleId":"R-1","data":{"n":6}}', actual: "R-1 K.One" }],
      ["reasons", "ReasonDetail", { expected: '{"ruleId":"R-1","data":{"m":5}}', actual: "R-1 K.One" }],
    ]);
    const two = verdict({
      reasons: [
        { ruleId: "R-1", key: "K.One", severity: "info" },
        { ruleId: "R-1", key: "K.Three", severity: "stop" },
      ],
    });
    expect(
      found(
        result({ reasons: ["R-2", { ruleId: "R-1", key: "K.Three", data: { n: 1 } }] }, { verdict: two }),
      ),
    ).toEqual([
      ["reasons", "Reason", { ruleId: "R-2", actual: "R-1" }],
      [
        "reasons",
        "ReasonDetail",
        { expected: '{"ruleId":"R-1","key":"K.Three","data":{"n":1}}', actual: "R-1 K.One, R-1 K.Three" },
      ],
    ]);
    expect(found(result({ reasons: ["R-1"] }, { verdict: verdict({ reasons: [] }) }))).toEqual([
      ["reasons", "Reason", { ruleId: "R-1", actual: "—" }],
    ]);
  });

  it("a step that judges nothing gives no reasons and asks no prompts", () => {
    expect(found(result({ reasons: ["R-1"], prompts: [], notReasons: ["R-1"] }, { verdict: null }))).toEqual([
      ["reasons", "Reason", { ruleId: "R-1", actual: "—" }],
    ]);
    expect(found(result({ prompts: ["p"] }, { verdict: null }))).toEqual([
      ["prompts", "Prompts", { expected: "p", actual: "—" }],
    ]);
  });

  it("notReasons: by rule id or key, naming what was given", () => {
    expect(found(result({ notReasons: ["R-2", "K.Two"] }))).toEqual([]);
    expect(found(result({ notReasons: ["R-1", "K.One"] }))).toEqual([
      ["notReasons", "NotReason", { id: "R-1", ruleId: "R-1", reason: "K.One" }],
      ["notReasons", "NotReason", { id: "K.One", ruleId: "R-1", reason: "K.One" }],
    ]);
  });

  it("prompts: in this exact order, then each field claimed (a prompt without a phase is after)", () => {
    expect(
      found(
        result({
          prompts: [
            { id: "p", kind: "roll", ruleId: "T-1", formula: "1d6", phase: "after" },
            { id: "q", kind: "choice", phase: "path", at: 2.01 },
          ],
        }),
      ),
    ).toEqual([]);
    // A claim checks only the fields it names.
    expect(
      found(
        result({
          prompts: [
            { id: "p", ruleId: "T-1" },
            { id: "q", phase: "path" },
          ],
        }),
      ),
    ).toEqual([]);
    expect(found(result({ prompts: ["q", "p"] }))).toEqual([
      ["prompts", "Prompts", { expected: "q, p", actual: "p, q" }],
    ]);
    expect(found(result({ prompts: [] }))).toEqual([
      ["prompts", "Prompts", { expected: "—", actual: "p, q" }],
    ]);
    expect(found(result({ prompts: ["p"] }))).toEqual([
      ["prompts", "Prompts", { expected: "p", actual: "p, q" }],
    ]);
    const claims: [Record<string, unknown>, string][] = [
      [{ kind: "choice" }, '{"kind":"roll"}'],
      [{ ruleId: "T-2" }, '{"ruleId":"T-1"}'],
      [{ formula: "2d6" }, '{"formula":"1d6"}'],
      [{ phase: "declare" }, '{"phase":"after"}'],
      [{ at: 0 }, "{}"],
    ];
    for (const [claim, actual] of claims) {
      expect(found(result({ prompts: [{ id: "p", ...claim }, "q"] })), actual).toEqual([
        ["prompts", "PromptDetail", { id: "p", expected: JSON.stringify(claim), actual }],
      ]);
    }
    expect(found(result({ prompts: ["p", { id: "q", at: 2.02 }] }))).toEqual([
      ["prompts", "PromptDetail", { id: "q", expected: '{"at":2.02}', actual: '{"at":2}' }],
    ]);
  });

  it("outcomes: each answered prompt's key, quoted; a dash for one never answered", () => {
    const outcomes = [{ prompt: prompt(), answer: { dice: [3] }, outcome: { key: "K.Hit", effects: [] } }];
    expect(found(result({ outcomes: { p: "K.Hit" } }, { outcomes }))).toEqual([]);
    expect(found(result({ outcomes: { p: "K.Miss", q: "K.Hit" } }, { outcomes }))).toEqual([
      ["outcomes", "Outcome", { id: "p", expected: '"K.Miss"', actual: '"K.Hit"' }],
      ["outcomes", "Outcome", { id: "q", expected: '"K.Hit"', actual: "—" }],
    ]);
  });
});

describe("expect.effects: everything the step does", () => {
  const effects: Effect[] = [
    { type: "damage", modelId: "o", amount: 1, ruleId: "R" },
    { type: "damage", modelId: "o", amount: 2, ruleId: "R" },
    { type: "damage", modelId: "w", amount: 1, ruleId: "R" },
    { type: "condition", modelId: "o", condition: "prone", ruleId: "R" },
    { type: "condition", modelId: "o", condition: "dazed", ruleId: "R" },
    { type: "condition", modelId: "o", condition: "prone", ruleId: "R" },
    { type: "elevation", modelId: "o", elevation: 2, ruleId: "R" },
    { type: "place", modelId: "o", x: 1, y: 2, elevation: 3, ruleId: "R" },
    { type: "place", modelId: "w", x: 4, y: 5, ruleId: "R" },
    { type: "ledger", modelId: "w", changes: { a: 1, b: "x" }, ruleId: "R" },
    { type: "ledger", modelId: "w", changes: { a: 2 }, ruleId: "R" },
    { type: "end-turn", modelId: "w", ruleId: "R" },
    { type: "message", key: "K.M1", ruleId: "R" },
    { type: "message", key: "K.M2", ruleId: "R" },
    { type: "counter", modelId: "o", counter: "dazed", delta: 2, ruleId: "R" },
    { type: "counter", modelId: "o", counter: "dazed", delta: -1, ruleId: "R" },
    { type: "casualty", modelId: "o", ruleId: "R" },
  ] as Effect[];
  // The verdict's own effects, then each answered prompt's.
  const split = (): Partial<StepResult> => ({
    verdict: verdict({ effects: effects.slice(0, 8) }),
    outcomes: [{ prompt: prompt(), answer: { dice: [1] }, outcome: { key: "K", effects: effects.slice(8) } }],
  });
  const effectsOf = (claim: Record<string, unknown>, over: Partial<StepResult> = split()) =>
    found(result({ effects: claim }, over));

  it("the whole claim holds when written as the step gives it", () => {
    expect(
      effectsOf({
        damage: { o: 3, w: 1, b: 0 },
        conditions: { o: ["dazed", "prone"], w: [] },
        elevation: { o: 3, w: 1 },
        ledger: { w: { a: 2, b: "x", c: null } },
        endTurn: ["w"],
        messages: ["K.M1", "K.M2"],
        counters: { o: { dazed: 1, other: 0 } },
        place: { o: [1, 2, 3], w: [4, 5] },
        casualties: ["o"],
        types: [
          "damage",
          "condition",
          "elevation",
          "place",
          "ledger",
          "end-turn",
          "message",
          "counter",
          "casualty",
        ],
      }),
    ).toEqual([]);
  });

  it("a part the claim leaves out is not checked", () => {
    expect(effectsOf({ damage: { o: 3 } })).toEqual([]);
    expect(effectsOf({})).toEqual([]);
  });

  it("each part that does not hold is its own mismatch, with both sides", () => {
    expect(
      effectsOf({
        damage: { o: 2, b: 1 },
        conditions: { o: ["prone"], w: ["x", "x"] },
        elevation: { o: 2.98, ghost: 1 },
        ledger: { w: { a: 1, b: null, c: false } },
        endTurn: [],
        messages: ["K.M2", "K.M1"],
        counters: { o: { dazed: 2 }, w: { dazed: 1 } },
        place: { o: [1, 2, 4], w: null, b: [1, 1] },
        casualties: ["w"],
        types: ["damage", "damage"],
      }),
    ).toEqual([
      ["effects", "Damage", { model: "o", expected: "2", actual: "3" }],
      ["effects", "Damage", { model: "b", expected: "1", actual: "0" }],
      ["effects", "Conditions", { model: "o", expected: "prone", actual: "dazed, prone" }],
      ["effects", "Conditions", { model: "w", expected: "x", actual: "—" }],
      ["effects", "Elevation", { model: "o", expected: "2.98", actual: "3.00" }],
      ["effects", "Elevation", { model: "ghost", expected: "1.00", actual: "—" }],
      ["effects", "EffectLedger", { model: "w", field: "a", expected: "1", actual: "2" }],
      ["effects", "EffectLedger", { model: "w", field: "b", expected: "—", actual: '"x"' }],
      ["effects", "EffectLedger", { model: "w", field: "c", expected: "false", actual: "—" }],
      ["effects", "EndTurn", { expected: "—", actual: "w" }],
      ["effects", "Messages", { expected: "K.M2, K.M1", actual: "K.M1, K.M2" }],
      ["effects", "EffectCounter", { model: "o", counter: "dazed", expected: "2", actual: "1" }],
      ["effects", "EffectCounter", { model: "w", counter: "dazed", expected: "1", actual: "0" }],
      ["effects", "Place", { model: "o", expected: "(1.00, 2.00, 4.00)", actual: "(1.00, 2.00, 3.00)" }],
      ["effects", "Place", { model: "w", expected: "—", actual: "(4.00, 5.00)" }],
      ["effects", "Place", { model: "b", expected: "(1.00, 1.00)", actual: "—" }],
      ["effects", "Casualties", { expected: "w", actual: "o" }],
      [
        "effects",
        "EffectTypes",
        {
          expected: "damage",
          actual: "casualty, condition, counter, damage, elevation, end-turn, ledger, message, place",
        },
      ],
    ]);
  });

  it("no effects: the lists claim none, elevation is where the model stood, a place without a level is not checked for one", () => {
    const none = { verdict: verdict({ effects: [] }) };
    expect(
      effectsOf(
        {
          endTurn: [],
          messages: [],
          casualties: [],
          types: [],
          elevation: { w: 1, o: 0 },
          place: { w: null },
        },
        none,
      ),
    ).toEqual([]);
    // Sets are shown sorted, each once, whichever order the file writes them in.
    expect(
      effectsOf({ conditions: { w: ["prone", "dazed", "prone"] }, types: ["message", "damage"] }, none),
    ).toEqual([
      ["effects", "Conditions", { model: "w", expected: "dazed, prone", actual: "—" }],
      ["effects", "EffectTypes", { expected: "damage, message", actual: "—" }],
    ]);
    expect(effectsOf({ messages: ["K.M1"], types: ["damage"], elevation: { w: 1.02 } }, none)).toEqual([
      ["effects", "Elevation", { model: "w", expected: "1.02", actual: "1.00" }],
      ["effects", "Messages", { expected: "K.M1", actual: "—" }],
      ["effects", "EffectTypes", { expected: "damage", actual: "—" }],
    ]);
    // A place that gives no level leaves the elevation as it was.
    const placed = {
      verdict: verdict({ effects: [{ type: "place", modelId: "w", x: 1, y: 1, ruleId: "R" }] }),
    };
    expect(effectsOf({ elevation: { w: 1 } }, placed)).toEqual([]);
    // An activation's own effects count like a verdict's.
    const activation = {
      verdict: null,
      activation: {
        prompts: [],
        reasons: [],
        effects: [{ type: "damage", modelId: "w", amount: 2, ruleId: "R" }] as Effect[],
      },
    };
    expect(effectsOf({ damage: { w: 1 } }, activation)).toEqual([
      ["effects", "Damage", { model: "w", expected: "1", actual: "2" }],
    ]);
  });

  it("the small comparisons: ledger values, places and sets", () => {
    expect([
      sameValue(undefined, null),
      sameValue(0, null),
      sameValue(1, 1 + 1e-10),
      sameValue(1, 1.001),
    ]).toEqual([true, false, true, false]);
    expect([sameValue("1", 1), sameValue(true, true), sameValue(1, "1")]).toEqual([false, true, false]);
    expect([samePlace(null, null), samePlace(null, [1, 2]), samePlace([1, 2], null)]).toEqual([
      true,
      false,
      false,
    ]);
    expect([
      samePlace([1, 2], [1, 2, 0]),
      samePlace([1, 2, 0], [1, 2]),
      samePlace([1, 2], [1.01, 1.99]),
    ]).toEqual([false, true, true]);
    expect([sameSet(["a", "b", "a"], ["b", "a"]), sameSet(["a"], ["a", "b"]), sameSet([], [])]).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe("expect: the table after the step", () => {
  const after = {
    models: [
      { id: "w", side: "blue", x: 15, y: 30, counters: { dazed: 2 } },
      { id: "o", side: "red", x: 13, y: 30, elevation: 2 },
    ],
    ledgers: { w: { moved: true, n: 1 } },
    answers: {},
    round: 3,
  };
  const table = (claim: Record<string, unknown>, round: number | null = 3) =>
    found(result(claim, { state: { ...after, round } }));

  it("ledger, counters, positions and round hold when written as they are", () => {
    expect(
      table({
        ledger: { w: { moved: true, n: 1, x: null }, o: { moved: null } },
        counters: { w: { dazed: 2, other: 0 }, o: { dazed: 0 } },
        positions: { w: [15, 30, 0], o: [13.01, 30, 2], ghost: null },
        round: 3,
      }),
    ).toEqual([]);
  });

  it("each that does not is named with its model and both sides", () => {
    expect(
      table(
        {
          ledger: { w: { moved: false, n: null }, o: { moved: true } },
          counters: { w: { dazed: 1 }, o: { dazed: 1 }, ghost: { dazed: 1 } },
          positions: { w: [15, 30, 1], o: null, ghost: [1, 1] },
          round: 3,
        },
        null,
      ),
    ).toEqual([
      ["ledger", "Ledger", { model: "w", field: "moved", expected: "false", actual: "true" }],
      ["ledger", "Ledger", { model: "w", field: "n", expected: "—", actual: "1" }],
      ["ledger", "Ledger", { model: "o", field: "moved", expected: "true", actual: "—" }],
      ["counters", "Counter", { model: "w", counter: "dazed", expected: "1", actual: "2" }],
      ["counters", "Counter", { model: "o", counter: "dazed", expected: "1", actual: "0" }],
      ["counters", "Counter", { model: "ghost", counter: "dazed", expected: "1", actual: "0" }],
      [
        "positions",
        "Position",
        { model: "w", expected: "(15.00, 30.00, 1.00)", actual: "(15.00, 30.00, 0.00)" },
      ],
      ["positions", "Position", { model: "o", expected: "—", actual: "(13.00, 30.00, 2.00)" }],
      ["positions", "Position", { model: "ghost", expected: "(1.00, 1.00)", actual: "—" }],
      ["round", "Round", { expected: "3", actual: "—" }],
    ]);
    expect(table({ round: 2 })).toEqual([["round", "Round", { expected: "2", actual: "3" }]]);
  });
});

describe("expect: a unit's move", () => {
  const unit = verdict({
    models: [
      { modelId: "w", point: { x: 15, y: 30 }, status: "leader" },
      { modelId: "m", point: { x: 16, y: 31 }, status: "out-of-coherency" },
    ],
    unitStatus: "out-of-coherency",
  });

  it("each model's status and point (to 0.01) and the unit's status", () => {
    expect(
      found(
        result(
          {
            models: { w: "leader", m: { status: "out-of-coherency", point: [16.01, 30.99] } },
            unitStatus: "out-of-coherency",
          },
          { verdict: unit },
        ),
      ),
    ).toEqual([]);
    expect(
      found(
        result(
          {
            models: { w: { point: [15, 30.02] }, m: "coherent", x: "leader", y: {} },
            unitStatus: "in-coherency",
          },
          { verdict: unit },
        ),
      ),
    ).toEqual([
      ["unitStatus", "UnitStatus", { expected: "in-coherency", actual: "out-of-coherency" }],
      ["models", "Point", { model: "w", expected: "[15.00, 30.02]", actual: "[15.00, 30.00]" }],
      ["models", "Status", { model: "m", expected: "coherent", actual: "out-of-coherency" }],
      ["models", "NotPlaced", { model: "x" }],
      ["models", "NotPlaced", { model: "y" }],
    ]);
  });

  it("SCTMG-CHARGE-1: null claims no unit moves; a unit claim on a verdict without one is a mismatch", () => {
    expect(found(result({ unitStatus: null }))).toEqual([]);
    expect(found(result({ unitStatus: null }, { verdict: unit }))).toEqual([
      ["unitStatus", "UnitStatus", { expected: "—", actual: "out-of-coherency" }],
    ]);
    expect(found(result({ unitStatus: "in-coherency", models: { w: "leader" } }))).toEqual([
      ["unitStatus", "UnitStatus", { expected: "in-coherency", actual: "—" }],
      ["models", "NotPlaced", { model: "w" }],
    ]);
    expect(found(result({ models: { w: "leader" } }, { verdict: null }))).toEqual([
      ["models", "NotPlaced", { model: "w" }],
    ]);
  });

  it("every mismatch names its step", () => {
    expect(checkStep(result({ legal: false })).map((m) => m.step)).toEqual([4]);
    expect(checkStep(result({}, {}))).toEqual([]);
    const noExpect = { ...result({}), step: { kind: "new-round" } as Step };
    expect(checkStep(noExpect)).toEqual([]);
  });
});

describe("expect: over a whole file", () => {
  it("whether any step claims something; the mismatches of each step the file has, in order", () => {
    const plain = baseScenarioV2();
    const walk = plain.steps[0]!;
    expect(hasExpectations(parseScenario(plain))).toBe(false);
    const claimed = parseScenario({ ...plain, steps: [walk, { ...walk, expect: { legal: false } }] });
    expect(hasExpectations(claimed)).toBe(true);
    expect(hasExpectations(parseScenario({ ...plain, steps: [{ ...walk, expect: {} }, walk] }))).toBe(true);
    const one = parseScenario({ ...plain, steps: [{ ...walk, expect: { legal: false } }] });
    const steps = [result({ legal: false }, { index: 0 }), result({ legal: false }, { index: 1 })];
    const outcome = { steps } as unknown as ScenarioResult;
    // A result for a step the file does not have (another file's) is not checked.
    expect(checkExpectation(one, outcome)).toEqual([
      { step: 0, field: "legal", key: "TTM.Scenario.Mismatch.WantIllegal", data: {} },
    ]);
    expect(checkExpectation(claimed, outcome).map((m) => m.step)).toEqual([0, 1]);
  });

  it("a step that judges nothing has no effects; an activation's come before its prompts'", () => {
    expect(stepEffects(result({}, { verdict: null }))).toEqual([]);
    const own: Effect = { type: "damage", modelId: "w", amount: 1, ruleId: "R" };
    const answered: Effect = { type: "damage", modelId: "w", amount: 2, ruleId: "R" };
    const outcomes = [
      { prompt: prompt(), answer: { dice: [1] }, outcome: { key: "K", effects: [answered] } },
    ];
    expect(
      stepEffects(
        result({}, { verdict: null, activation: { prompts: [], reasons: [], effects: [own] }, outcomes }),
      ),
    ).toEqual([own, answered]);
    expect(stepEffects(result({}, { verdict: verdict({ effects: [own] }), outcomes }))).toEqual([
      own,
      answered,
    ]);
  });
});

describe("expect: claims on what a step may not have", () => {
  it("a unit's status claimed of a step without a verdict is a mismatch; null holds", () => {
    expect(found(result({ unitStatus: "in-coherency" }, { verdict: null }))).toEqual([
      ["unitStatus", "UnitStatus", { expected: "in-coherency", actual: "—" }],
    ]);
    expect(found(result({ unitStatus: null }, { verdict: null }))).toEqual([]);
  });

  it("contacts are compared id by id, not as one text; sets in any order", () => {
    expect(found(result({ contacts: ["ab"] }, { verdict: verdict({ contacts: ["a", "b"] }) }))).toEqual([
      ["contacts", "Contacts", { expected: "ab", actual: "a, b" }],
    ]);
    expect(found(result({ contacts: ["a", "b"] }, { verdict: verdict({ contacts: ["ab"] }) }))).toEqual([
      ["contacts", "Contacts", { expected: "a, b", actual: "ab" }],
    ]);
    expect([sameSet(["b", "a"], ["a", "b"]), sameSet(["a", "b"], ["b", "a"])]).toEqual([true, true]);
  });
});
