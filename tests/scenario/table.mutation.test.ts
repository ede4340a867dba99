import { describe, expect, it } from "vitest";
import { Board } from "../../src/engine/board/board";
import type { Effect, Prompt, Verdict } from "../../src/engine/ruleset";
import { answerFor, declareAnswers, settle, type AnswerPlace } from "../../src/engine/scenario/answers";
import {
  checkBoardUnit,
  toBoardSpec,
  toMoveRequest,
  toPoint,
  toWaypoint,
} from "../../src/engine/scenario/convert";
import { parseScenario } from "../../src/engine/scenario";
import { baseScenarioV2 } from "./helpers";
import {
  applyEffects,
  initialState,
  resetAnswers,
  resetLedgers,
  withAnswers,
  withLedger,
  withRound,
  type TableState,
} from "../../src/engine/scenario/state";
import {
  checkTargets,
  checkUnitStep,
  movedModel,
  toUnitRequest,
  toUnitStep,
  unitClaims,
} from "../../src/engine/scenario/unit-step";
import { refusal } from "../refusal";

/*
 * The table a scenario carries from step to step, and the checks made before the ruleset sees a
 * step (docs/scenario-format.md, "How a scenario is played", "Answering prompts", "Unit moves").
 * Each answer is asserted whole: a refusal's key and data, the table's every model, ledger and
 * kept answer.
 */

const models = [
  { id: "a", side: "blue", x: 1, y: 1 },
  { id: "b", side: "blue", x: 2, y: 2, elevation: 1, counters: { dazed: 2 } },
  { id: "c", side: "red", x: 3, y: 3 },
];

const state = (): TableState => ({
  models,
  ledgers: { a: { moved: true }, b: { moved: 1 }, c: { ran: true } },
  answers: { a: { run: { dice: [3] } }, b: { jump: { choice: "x" } }, c: { swim: { dice: [1] } } },
  round: 2,
});

describe("the table between steps (state.ts)", () => {
  it("the mover goes to the end of its legal path, then each effect applies in order", () => {
    const effects: Effect[] = [
      { type: "elevation", modelId: "a", elevation: 2, ruleId: "R" },
      { type: "place", modelId: "b", x: 7, y: 8, ruleId: "R" },
      { type: "place", modelId: "c", x: 9, y: 9, elevation: 3, ruleId: "R" },
      { type: "counter", modelId: "b", counter: "dazed", delta: -1, ruleId: "R" },
      { type: "counter", modelId: "a", counter: "dazed", delta: 2, ruleId: "R" },
      { type: "ledger", modelId: "a", changes: { ran: true }, ruleId: "R" },
      { type: "ledger", modelId: "d", changes: { x: 1 }, ruleId: "R" },
      { type: "damage", modelId: "a", amount: 1, ruleId: "R" },
      { type: "condition", modelId: "a", condition: "prone", ruleId: "R" },
      { type: "end-turn", modelId: "a", ruleId: "R" },
      { type: "message", key: "TTM.X", ruleId: "R" },
      // No such model: nothing happens.
      { type: "place", modelId: "ghost", x: 0, y: 0, ruleId: "R" },
      { type: "counter", modelId: "ghost", counter: "dazed", delta: 1, ruleId: "R" },
    ] as Effect[];
    expect(applyEffects(state(), effects, { id: "a", end: { x: 5, y: 6 } })).toStrictEqual({
      models: [
        { id: "a", side: "blue", x: 5, y: 6, elevation: 2, counters: { dazed: 2 } },
        { id: "b", side: "blue", x: 7, y: 8, elevation: 1, counters: { dazed: 1 } },
        { id: "c", side: "red", x: 9, y: 9, elevation: 3 },
      ],
      ledgers: { a: { moved: true, ran: true }, b: { moved: 1 }, c: { ran: true }, d: { x: 1 } },
      answers: state().answers,
      round: 2,
    });
    // A place after the mover's end wins; without a mover no model moves.
    const placed = applyEffects(state(), [{ type: "place", modelId: "a", x: 4, y: 4, ruleId: "R" }], {
      id: "a",
      end: { x: 5, y: 6 },
    });
    expect(placed.models[0]).toStrictEqual({ id: "a", side: "blue", x: 4, y: 4 });
    expect(applyEffects(state(), [], null)).toStrictEqual(state());
  });

  it("an effect for a model no longer on the table changes nothing", () => {
    for (const e of [
      { type: "counter", modelId: "ghost", counter: "dazed", delta: 1, ruleId: "R" },
      { type: "elevation", modelId: "ghost", elevation: 1, ruleId: "R" },
    ] as Effect[]) {
      expect(applyEffects(state(), [e], null)).toStrictEqual(state());
    }
  });

  it("counters never go below none, and a counter at 0 is dropped", () => {
    const after = (delta: number) =>
      applyEffects(state(), [{ type: "counter", modelId: "b", counter: "dazed", delta, ruleId: "R" }], null)
        .models[1];
    expect(after(-2)).toStrictEqual({ id: "b", side: "blue", x: 2, y: 2, elevation: 1, counters: {} });
    expect(after(-5)).toStrictEqual({ id: "b", side: "blue", x: 2, y: 2, elevation: 1, counters: {} });
    expect(after(1)).toStrictEqual({
      id: "b",
      side: "blue",
      x: 2,
      y: 2,
      elevation: 1,
      counters: { dazed: 3 },
    });
    const fresh = applyEffects(
      state(),
      [{ type: "counter", modelId: "c", counter: "sub", delta: -1, ruleId: "R" }],
      null,
    );
    expect(fresh.models[2]).toStrictEqual({ id: "c", side: "red", x: 3, y: 3, counters: {} });
  });

  it("a casualty leaves the table with its ledger and kept answers; the others keep theirs", () => {
    const after = applyEffects(state(), [{ type: "casualty", modelId: "b", ruleId: "R" }], {
      id: "b",
      end: { x: 0, y: 0 },
    });
    expect(after).toStrictEqual({
      models: [models[0], models[2]],
      ledgers: { a: { moved: true }, c: { ran: true } },
      answers: { a: { run: { dice: [3] } }, c: { swim: { dice: [1] } } },
      round: 2,
    });
  });

  it("ledgers, kept answers and the round: set, cleared for some models or for all", () => {
    const s = state();
    expect(withLedger(s, "a", { x: 1 }).ledgers).toStrictEqual({
      a: { x: 1 },
      b: { moved: 1 },
      c: { ran: true },
    });
    expect(withLedger(s, "a", {}).ledgers).toStrictEqual({ b: { moved: 1 }, c: { ran: true } });
    expect(withLedger(s, "d", { y: 2 }).ledgers).toStrictEqual({ ...s.ledgers, d: { y: 2 } });
    expect(withAnswers(s, "a", {}).answers).toStrictEqual({ b: s.answers.b, c: s.answers.c });
    expect(withAnswers(s, "d", { p: { dice: [2] } }).answers).toStrictEqual({
      ...s.answers,
      d: { p: { dice: [2] } },
    });
    expect(resetAnswers(s, ["a", "c"]).answers).toStrictEqual({ b: s.answers.b });
    expect(resetAnswers(s, "all").answers).toStrictEqual({});
    expect(resetLedgers(s, ["b"]).ledgers).toStrictEqual({ a: { moved: true }, c: { ran: true } });
    expect(resetLedgers(s, "all").ledgers).toStrictEqual({});
    expect(withRound(s, 3)).toStrictEqual({ ...s, round: 3 });
    expect(withRound(s, null).round).toBeNull();
    expect(initialState(models, null)).toStrictEqual({ models, ledgers: {}, answers: {}, round: null });
    // Nothing is changed in place.
    expect(s).toStrictEqual(state());
  });
});

const roll: Prompt = { id: "r", ruleId: "T-1", kind: "roll", formula: "2d6", key: "K" };
const choice: Prompt = { id: "c", ruleId: "T-2", kind: "choice", choices: ["yes", "TTM.No"], key: "K" };
const v1Place: AnswerPlace = { format: 1, path: (id, part) => `${part}:${id}` };
const v2Place: AnswerPlace = { format: 2, path: (id, part) => `steps[0].answers.${id}.${part}` };

describe("answers (answers.ts): checked against the prompt before the ruleset sees them", () => {
  it("a roll takes dice; a choice for it is refused, in each format's words, with its formula", () => {
    expect(answerFor(roll, { dice: [2, 3] }, v2Place)).toStrictEqual({ dice: [2, 3] });
    expect(answerFor(roll, undefined, v2Place)).toBeNull();
    expect(answerFor(roll, {}, v2Place)).toBeNull();
    const v2 = refusal(() => answerFor(roll, { choice: "yes" }, v2Place));
    expect([v2.key, v2.data]).toEqual([
      "TTM.Scenario.Error.ChoiceForRollStep",
      { path: "steps[0].answers.r.choice", id: "r", formula: "2d6" },
    ]);
    const v1 = refusal(() => answerFor({ ...roll, formula: undefined }, { choice: "yes" }, v1Place));
    expect([v1.key, v1.data]).toEqual([
      "TTM.Scenario.Error.ChoiceForRoll",
      { path: "choice:r", id: "r", formula: "—" },
    ]);
  });

  it("a choice takes one of its choices; dice or another choice are refused, listing the choices", () => {
    expect(answerFor(choice, { choice: "TTM.No" }, v2Place)).toStrictEqual({ choice: "TTM.No" });
    expect(answerFor(choice, undefined, v2Place)).toBeNull();
    const v2 = refusal(() => answerFor(choice, { dice: [1] }, v2Place));
    expect([v2.key, v2.data]).toEqual([
      "TTM.Scenario.Error.DiceForChoiceStep",
      { path: "steps[0].answers.c.dice", id: "c", allowed: '"yes", "TTM.No"' },
    ]);
    const v1 = refusal(() => answerFor(choice, { dice: [1] }, v1Place));
    expect([v1.key, v1.data]).toEqual([
      "TTM.Scenario.Error.DiceForChoice",
      { path: "dice:c", id: "c", allowed: '"yes", "TTM.No"' },
    ]);
    const other = refusal(() => answerFor(choice, { choice: "no" }, v1Place));
    expect([other.key, other.data]).toEqual([
      "TTM.Scenario.Error.Choice",
      { path: "choice:c", id: "c", value: '"no"', allowed: '"yes", "TTM.No"' },
    ]);
    const none = refusal(() => answerFor({ ...choice, choices: undefined }, { choice: "yes" }, v2Place));
    expect([none.key, none.data]).toEqual([
      "TTM.Scenario.Error.Choice",
      { path: "steps[0].answers.c.choice", id: "c", value: '"yes"', allowed: "—" },
    ]);
  });

  it("settle: kept declare answers are given unless the step answers the same id; unasked answers are reported", () => {
    const declare: Prompt = { ...roll, id: "d", phase: "declare" };
    const seen: Record<string, unknown>[] = [];
    const settled = settle(
      (answers) => {
        seen.push(answers);
        return { prompts: [declare, roll] };
      },
      (prompt, answer) => ({ key: `${prompt.id}:${String(answer.dice)}`, effects: [] }),
      { r: { dice: [5] }, typo: { dice: [1] } },
      { d: { dice: [4] }, r: { dice: [1] } },
      v2Place,
    );
    expect(seen[0]).toStrictEqual({ d: { dice: [4] } });
    expect(settled.answers).toStrictEqual({ d: { dice: [4] }, r: { dice: [5] } });
    expect(settled.unusedAnswers).toStrictEqual(["typo"]);
    expect(settled.outcomes.map((o) => o.outcome.key)).toStrictEqual(["d:4", "r:5"]);
    expect(settled.result).toStrictEqual({ prompts: [declare, roll] });
    // Only the declare prompts' answers are kept for the activation, with those kept before.
    expect(
      declareAnswers({ prompts: [declare, roll, { ...choice, phase: "path", at: 1 }] }, settled.answers, {
        old: { dice: [6] },
      }),
    ).toStrictEqual({ old: { dice: [6] }, d: { dice: [4] } });
    expect(declareAnswers({ prompts: [{ ...declare, id: "unanswered" }] }, {}, {})).toStrictEqual({});
  });
});

const unitBoard = (): Board =>
  new Board(
    {
      unit: "in",
      width: 20,
      height: 20,
      models: [
        { id: "l", side: "blue", x: 5, y: 5, unitId: "u" },
        { id: "m", side: "blue", x: 6, y: 5, unitId: "u" },
        { id: "solo", side: "blue", x: 8, y: 8 },
        { id: "o", side: "red", x: 12, y: 12, unitId: "v" },
      ],
    },
    25,
  );

describe("a step's unit and targets (unit-step.ts), checked against the table", () => {
  it("the unit must be the step's model's (a model without one is a unit of one); places only for its other models", () => {
    const board = unitBoard();
    expect(() => checkUnitStep(board, "l", { unitId: "u", placements: { m: "auto" } }, 0)).not.toThrow();
    expect(() => checkUnitStep(board, "solo", { unitId: "solo" }, 0)).not.toThrow();
    const wrong = refusal(() => checkUnitStep(board, "l", { unitId: "v" }, 2));
    expect([wrong.key, wrong.data]).toEqual([
      "TTM.UnitMove.Error.Unit",
      { path: "steps[2].unit.unitId", unit: "v", model: "l", actual: "u" },
    ]);
    const soloWrong = refusal(() => checkUnitStep(board, "solo", { unitId: "u" }, 0));
    expect(soloWrong.data).toEqual({
      path: "steps[0].unit.unitId",
      unit: "u",
      model: "solo",
      actual: "solo",
    });
    const leader = refusal(() => checkUnitStep(board, "l", { unitId: "u", placements: { l: [1, 1] } }, 1));
    expect([leader.key, leader.data]).toEqual([
      "TTM.UnitMove.Error.PlaceLeader",
      { path: "steps[1].unit.placements.l", id: "l", unit: "u" },
    ]);
    for (const id of ["o", "ghost", "solo"]) {
      const e = refusal(() =>
        checkUnitStep(board, "l", { unitId: "u", placements: { m: "auto", [id]: "auto" } }, 1),
      );
      expect([e.key, e.data], id).toEqual([
        "TTM.UnitMove.Error.Placement",
        { path: `steps[1].unit.placements.${id}`, id, unit: "u" },
      ]);
    }
    const self = refusal(() =>
      checkUnitStep(board, "solo", { unitId: "solo", placements: { solo: "auto" } }, 0),
    );
    expect(self.key).toBe("TTM.UnitMove.Error.PlaceLeader");
  });

  it("a forced step's targets name a model or a unit on the table; the first that does not is refused", () => {
    const board = unitBoard();
    expect(() => checkTargets(board, ["o", "v", "u", "solo"], 0)).not.toThrow();
    const e = refusal(() => checkTargets(board, ["o", "w", "x"], 3));
    expect([e.key, e.data]).toEqual([
      "TTM.UnitMove.Error.Target",
      { path: "steps[3].forced.targets[1]", id: "w" },
    ]);
  });

  it("a unit in the engine's words and back; what its verdict claims; the model it moved", () => {
    expect(toUnitRequest({ unitId: "u", placements: { m: [1, 2], n: "auto" } })).toStrictEqual({
      unitId: "u",
      placements: { m: { x: 1, y: 2 }, n: "auto" },
    });
    expect(toUnitRequest({ unitId: "u" })).toStrictEqual({ unitId: "u", placements: {} });
    const pair = (p: { x: number; y: number }): [number, number] => [Math.round(p.x), Math.round(p.y)];
    expect(toUnitStep({ unitId: "u", placements: { m: { x: 1.2, y: 2.7 }, n: "auto" } }, pair)).toStrictEqual(
      {
        unitId: "u",
        placements: { m: [1, 3], n: "auto" },
      },
    );
    expect(toUnitStep({ unitId: "u", placements: {} }, pair)).toStrictEqual({ unitId: "u" });
    expect(toUnitStep({ unitId: "u" }, pair)).toStrictEqual({ unitId: "u" });
    const verdict = {
      models: [
        { modelId: "m", point: { x: 1.4, y: 2.6 }, status: "leader" },
        { modelId: "l", point: { x: 3, y: 4 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
    } as unknown as Verdict;
    expect(unitClaims(verdict, pair)).toStrictEqual({
      models: { m: { status: "leader", point: [1, 3] }, l: { status: "coherent", point: [3, 4] } },
      unitStatus: "in-coherency",
    });
    expect(unitClaims({ ...verdict, unitStatus: undefined }, pair)).toStrictEqual({});
    expect(unitClaims({ ...verdict, models: undefined }, pair)).toStrictEqual({});
    expect(movedModel(verdict, "l")).toBe("m");
    expect(movedModel({ ...verdict, models: [] }, "l")).toBe("l");
    expect(movedModel({ ...verdict, models: undefined }, "l")).toBe("l");
  });
});

describe("the file's board and points in the engine's words (convert.ts)", () => {
  it("points and waypoints; a board's grid kept as written (null too), terrain and walls as points", () => {
    expect(toPoint([1, 2])).toStrictEqual({ x: 1, y: 2 });
    expect(toWaypoint([1, 2])).toStrictEqual({ x: 1, y: 2 });
    expect(toWaypoint([1, 2, 0])).toStrictEqual({ x: 1, y: 2, elevation: 0 });
    const board = { unit: "in" as const, width: 10, height: 5, models: [{ id: "a", side: "s", x: 1, y: 1 }] };
    expect(toBoardSpec({ board })).toStrictEqual({ ...board, terrain: [], walls: [] });
    expect(toBoardSpec({ board: { ...board, grid: null } })).toStrictEqual({
      ...board,
      grid: null,
      terrain: [],
      walls: [],
    });
    expect(toBoardSpec({ board: { ...board, grid: { size: 1 } } }).grid).toStrictEqual({ size: 1 });
  });

  it("the file's first move as the engine's request: its ledger and unit too, no carried state", () => {
    const file = baseScenarioV2();
    const walk = file.steps[0]!;
    const parsed = parseScenario({
      ...file,
      steps: [
        { kind: "new-round" },
        { ...walk, ledger: { moved: true }, unit: { unitId: "a", placements: { b: [1, 2] } } },
        { ...walk, declarations: { run: true } },
      ],
    });
    expect(toMoveRequest(parsed)).toStrictEqual({
      modelId: "a",
      action: "move",
      path: [
        { x: 10, y: 30 },
        { x: 15, y: 30 },
      ],
      ledger: { moved: true },
      unit: { unitId: "a", placements: { b: { x: 1, y: 2 } } },
    });
  });

  it("a board in another unit than the ruleset's is refused, naming both", () => {
    expect(() =>
      checkBoardUnit({ board: { unit: "in" } as never }, { id: "sctmg", unit: "in" }),
    ).not.toThrow();
    const e = refusal(() => checkBoardUnit({ board: { unit: "sq" } as never }, { id: "signum", unit: "cm" }));
    expect([e.key, e.data]).toEqual([
      "TTM.Scenario.Error.UnitMismatch",
      { unit: "sq", ruleset: "signum", expected: "cm" },
    ]);
  });
});
