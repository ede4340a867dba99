import { describe, expect, it } from "vitest";
import { checkExpectation, parseScenario, runScenario } from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";

/*
 * Format 2's expectations, each shown to hold on the step it describes and to fail, with its
 * message data, when the file claims otherwise. The step: a warrior leaves the orc it touches
 * (5 cm south; SIGNUM-BACKSTAB-1 rolled 6, 1 damage), or runs from that contact (SIGNUM-RUN-2).
 */

function file(step: Record<string, unknown>, extra: Record<string, unknown>[] = []): unknown {
  return {
    format: 2,
    ruleset: "signum",
    board: {
      unit: "cm",
      width: 60,
      height: 60,
      models: [
        { id: "w", side: "blue", x: 10, y: 30 },
        { id: "orc", side: "red", x: 13, y: 30 },
      ],
    },
    steps: [step, ...extra],
  };
}

const leave = (expect: Record<string, unknown>): unknown =>
  file({
    kind: "move",
    model: "w",
    action: "move",
    path: [
      [10, 30],
      [10, 35],
    ],
    answers: { "backstab:orc": { dice: [6] } },
    expect,
  });

const runFromContact = (expect: Record<string, unknown>): unknown =>
  file({
    kind: "move",
    model: "w",
    action: "run",
    path: [
      [10, 30],
      [10, 35],
    ],
    expect,
  });

const mismatches = (json: unknown): [string, string, unknown][] => {
  const parsed = parseScenario(json);
  return checkExpectation(parsed, runScenario(parsed, builtinRulesets())).map((m) => [
    m.field,
    m.key.replace("TTM.Scenario.Mismatch.", ""),
    m.data,
  ]);
};

describe("format 2 expectations: everything a verdict says", () => {
  it("the whole answer holds when written as it is", () => {
    expect(
      mismatches(
        leave({
          legal: true,
          reach: 5,
          allowance: 10,
          length: 5,
          cost: { amount: 5, key: "TTM.Signum.Cost" },
          reasons: [],
          notReasons: ["SIGNUM-RUN-2", "SIGNUM-CONTACT-1"],
          prompts: [
            {
              id: "backstab:orc",
              kind: "roll",
              ruleId: "SIGNUM-BACKSTAB-1",
              formula: "1d6",
              phase: "after",
              at: 0,
            },
          ],
          contacts: [],
          outcomes: { "backstab:orc": "TTM.Signum.Outcome.BackstabHit" },
          effects: {
            damage: { w: 1, orc: 0 },
            conditions: { w: [] },
            elevation: { w: 0 },
            ledger: { w: { moved: true, ran: false, extra: null } },
            endTurn: [],
            messages: ["TTM.Signum.Reason.MeleeOnly"],
            counters: { w: { dazed: 0 } },
            place: { w: null },
            casualties: [],
            types: ["ledger", "message", "damage"],
          },
          ledger: { w: { moved: true }, orc: { moved: null } },
          counters: { w: { dazed: 0 } },
          positions: { w: [10, 35, 0], orc: [13, 30] },
        }),
      ),
    ).toEqual([]);
  });

  it("length and cost: amount to 0.01 and key", () => {
    expect(mismatches(leave({ length: 6, cost: { amount: 4.98, key: "TTM.Signum.CostRun" } }))).toEqual([
      ["length", "Length", { expected: "6.00", actual: "5.00" }],
      ["cost", "CostAmount", { expected: "4.98", actual: "5.00" }],
      ["cost", "CostKey", { expected: '"TTM.Signum.CostRun"', actual: '"TTM.Signum.Cost"' }],
    ]);
  });

  it("SIGNUM-RUN-2: reasons with their key and severity, and reasons that must not be given", () => {
    const given = { ruleId: "SIGNUM-RUN-2", key: "TTM.Signum.Reason.RunInContact", severity: "illegal" };
    expect(mismatches(runFromContact({ legal: false, reach: 0, reasons: [given] }))).toEqual([]);
    expect(
      mismatches(
        runFromContact({
          reasons: [{ ruleId: "SIGNUM-RUN-2", severity: "info" }],
          notReasons: ["SIGNUM-RUN-2", "TTM.Signum.Reason.RunInContact", "SIGNUM-RUN-1"],
        }),
      ),
    ).toEqual([
      [
        "reasons",
        "ReasonDetail",
        {
          expected: '{"ruleId":"SIGNUM-RUN-2","severity":"info"}',
          actual: "SIGNUM-RUN-2 TTM.Signum.Reason.RunInContact",
        },
      ],
      [
        "notReasons",
        "NotReason",
        { id: "SIGNUM-RUN-2", ruleId: "SIGNUM-RUN-2", reason: "TTM.Signum.Reason.RunInContact" },
      ],
      [
        "notReasons",
        "NotReason",
        {
          id: "TTM.Signum.Reason.RunInContact",
          ruleId: "SIGNUM-RUN-2",
          reason: "TTM.Signum.Reason.RunInContact",
        },
      ],
    ]);
  });

  it("the ruler's bands: how many, and each as claimed", () => {
    const band = { from: 0, to: 5, style: "ok", key: "TTM.Band.Move" };
    expect(mismatches(leave({ bands: [band] }))).toEqual([]);
    expect(mismatches(leave({ bands: [{ ...band, to: 5.02, style: "tier" }] }))).toEqual([
      [
        "bands",
        "Band",
        {
          index: 1,
          expected: '{"from":0,"to":5.02,"style":"tier","key":"TTM.Band.Move"}',
          actual: '{"from":0,"to":5,"style":"ok","key":"TTM.Band.Move"}',
        },
      ],
    ]);
    expect(mismatches(leave({ bands: [] }))).toEqual([
      ["bands", "Bands", { expected: "0", actual: "0.00–5.00 ok" }],
    ]);
  });

  it("prompts in detail", () => {
    expect(
      mismatches(leave({ prompts: [{ id: "backstab:orc", formula: "2d6", phase: "declare" }] })),
    ).toEqual([
      [
        "prompts",
        "PromptDetail",
        {
          id: "backstab:orc",
          expected: '{"formula":"2d6","phase":"declare"}',
          actual: '{"formula":"1d6","phase":"after"}',
        },
      ],
    ]);
  });

  it("every effect type", () => {
    expect(
      mismatches(
        leave({
          effects: {
            ledger: { w: { ran: true } },
            endTurn: ["w"],
            messages: [],
            counters: { w: { dazed: 1 } },
            place: { w: [1, 1] },
            casualties: ["w"],
            types: ["ledger"],
          },
        }),
      ),
    ).toEqual([
      ["effects", "EffectLedger", { model: "w", field: "ran", expected: "true", actual: "false" }],
      ["effects", "EndTurn", { expected: "w", actual: "—" }],
      ["effects", "Messages", { expected: "—", actual: "TTM.Signum.Reason.MeleeOnly" }],
      ["effects", "EffectCounter", { model: "w", counter: "dazed", expected: "1", actual: "0" }],
      ["effects", "Place", { model: "w", expected: "(1.00, 1.00)", actual: "—" }],
      ["effects", "Casualties", { expected: "w", actual: "—" }],
      ["effects", "EffectTypes", { expected: "ledger", actual: "damage, ledger, message" }],
    ]);
  });

  it("the table after the step: ledger, counters, positions and round", () => {
    expect(
      mismatches(
        leave({
          ledger: { w: { moved: false } },
          counters: { w: { dazed: 1 } },
          positions: { w: [10, 30], orc: null },
        }),
      ),
    ).toEqual([
      ["ledger", "Ledger", { model: "w", field: "moved", expected: "false", actual: "true" }],
      ["counters", "Counter", { model: "w", counter: "dazed", expected: "1", actual: "0" }],
      ["positions", "Position", { model: "w", expected: "(10.00, 30.00)", actual: "(10.00, 35.00, 0.00)" }],
      ["positions", "Position", { model: "orc", expected: "—", actual: "(13.00, 30.00, 0.00)" }],
    ]);
    const round = file({ kind: "new-round", expect: { round: 2 } });
    expect(mismatches(round)).toEqual([["round", "Round", { expected: "2", actual: "—" }]]);
  });

  it("each mismatch names its step", () => {
    const json = leave({ legal: true }) as { steps: unknown[] };
    json.steps.push(
      { kind: "new-turn" },
      {
        kind: "move",
        model: "w",
        action: "move",
        path: [
          [10, 35],
          [10, 50],
        ],
        expect: { legal: true },
      },
    );
    const parsed = parseScenario(json);
    expect(checkExpectation(parsed, runScenario(parsed, builtinRulesets()))).toEqual([
      { step: 2, field: "legal", key: "TTM.Scenario.Mismatch.WantLegal", data: {} },
    ]);
  });
});
