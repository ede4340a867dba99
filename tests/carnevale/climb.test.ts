import { describe, expect, it } from "vitest";
import { carnevale } from "../../src/rulesets/carnevale";
import {
  CRITICAL,
  FAIL,
  FUMBLE,
  R,
  SUCCESS,
  guest,
  judge,
  near,
  pts,
  rect,
  request,
  rival,
  roll,
  table,
} from "./helpers";

const U = "TTM.Unit.in";
/** A building 4" tall whose south face is at y = 8. */
const building = {
  id: "palazzo",
  name: "Palazzo",
  kind: "vertical" as const,
  polygon: rect(0, 8, 36, 12),
  height: 4,
};

const climbPrompt = (n: number, at: number, height: string, up = true) => ({
  id: `climb:${n}`,
  ruleId: "CARN-CLIMB-1",
  kind: "roll",
  formula: "5d10",
  key: up ? "TTM.Carnevale.Prompt.ClimbUp" : "TTM.Carnevale.Prompt.ClimbDown",
  data: { name: "g", dice: "5d10", height, unit: U },
  at: near(at, 9),
  phase: "path",
});
const fallPrompt = (height: string, loss: number, at: number, ruleId: string) => ({
  id: "fall",
  ruleId,
  kind: "roll",
  formula: "5d10",
  key: "TTM.Carnevale.Prompt.Fall",
  data: { name: "g", dice: "5d10", height, loss, unit: U, water: 0, controlled: 0 },
  at: near(at, 6),
  phase: "after",
});
const ledger = (apSpent: number) => ({
  type: "ledger",
  modelId: "g",
  changes: { actions: 1, apSpent, chainReady: false, chainUsed: false, submergedMove: 0 },
  ruleId: "CARN-MOVE-1",
});
const elevation = (e: number, ruleId: string) => ({ type: "elevation", modelId: "g", elevation: e, ruleId });

describe("CARN-CLIMB-1: a Dexterity test at each face, met along the path", () => {
  // MOVE 10: 3" to the face, 4" up, 2" on the roof = 9 counted.
  const b = table({ models: [guest("g", 5, 5, { move: 10 })], terrain: [building] });
  const path = pts([5, 5], [5, 10]);

  it("CARN-CLIMB-1: unanswered, the test is listed at the face and the path judged as a plain success", () => {
    const v = judge(b, "g", path);
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.prompts).toEqual([climbPrompt(1, 3, "4.0")]);
    expect(v.reach.distance).toBeCloseTo(5, 9);
    expect(v.cost.data).toEqual({ ap: 1, counted: "9.0", move: "10.0", unit: U });
    expect(v.effects).toEqual([ledger(1), elevation(4, "CARN-CLIMB-1")]);
  });

  it("CARN-CLIMB-1: Success goes on with the remaining movement", () => {
    const v = judge(b, "g", path, { answers: { "climb:1": SUCCESS } });
    expect(v).toEqual(judge(b, "g", path));
  });

  it("CARN-CLIMB-1: Fail stops at the foot and loses the rest of the move", () => {
    const v = judge(b, "g", path, { answers: { "climb:1": FAIL } });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([
      {
        ruleId: "CARN-CLIMB-1",
        key: "TTM.Carnevale.Reason.ClimbFailed",
        severity: "stop",
        data: { distance: "2.41", unit: U },
      },
    ]);
    // The base stops touching the face, on the ground.
    expect(v.reach.distance).toBeCloseTo(3 - R, 6);
    expect(v.legalPath[v.legalPath.length - 1]!.y).toBeCloseTo(8 - R, 6);
    expect(v.prompts).toEqual([climbPrompt(1, 3, "4.0")]);
    expect(v.effects).toEqual([ledger(1)]);
    expect(v.bands.map((x) => [x.style, x.key])).toEqual([
      ["ok", "TTM.Carnevale.Band.Move"],
      ["over", "TTM.Carnevale.Band.Lost"],
    ]);
  });

  it("CARN-CLIMB-1: Critical adds 2 inches to the movement", () => {
    // MOVE 6: 3 + 4 + 1 = 8 counted needs the Critical's 2".
    const six = table({ models: [guest("g", 5, 5)], terrain: [building] });
    const far = pts([5, 5], [5, 9]);
    const plain = judge(six, "g", far, { answers: { "climb:1": SUCCESS } });
    expect(plain.legal).toBe(false);
    const v = judge(six, "g", far, { answers: { "climb:1": CRITICAL } });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.reach.distance).toBeCloseTo(4, 9);
    expect(v.cost.data).toEqual({ ap: 1, counted: "8.0", move: "8.0", unit: U });
    expect(v.prompts).toEqual([climbPrompt(1, 3, "4.0")]);
    expect(v.effects).toEqual([ledger(1), elevation(4, "CARN-CLIMB-1")]);
  });

  it("CARN-CLIMB-1: Fumble at the foot of the face falls from where it is: nothing, and the move ends", () => {
    const v = judge(b, "g", path, { answers: { "climb:1": FUMBLE } });
    expect(v.reasons).toEqual([
      {
        ruleId: "CARN-CLIMB-1",
        key: "TTM.Carnevale.Reason.ClimbFumbledFoot",
        severity: "stop",
        data: { distance: "2.41", unit: U },
      },
    ]);
    expect(v.prompts).toEqual([climbPrompt(1, 3, "4.0")]);
    expect(v.effects).toEqual([ledger(1)]);
  });

  it("CARN-CLIMB-1: a Fumble at the top of a face it starts down falls the whole height", () => {
    const roof = table({ models: [guest("g", 5, 10, {}, { elevation: 4 })], terrain: [building] });
    const down = pts([5, 10], [5, 14]);
    const v = judge(roof, "g", down, { answers: { "climb:1": FUMBLE } });
    expect(v.reasons).toEqual([
      {
        ruleId: "CARN-CLIMB-1",
        key: "TTM.Carnevale.Reason.ClimbFumbled",
        severity: "stop",
        data: { distance: "2.0", height: "4.0", unit: U },
      },
    ]);
    expect(v.prompts).toEqual([climbPrompt(1, 2, "4.0", false), fallPrompt("4.0", 4, 2, "CARN-CLIMB-1")]);
    expect(v.reach.distance).toBeCloseTo(2, 9);
    expect(v.effects).toEqual([ledger(1), elevation(0, "CARN-CLIMB-1")]);
  });

  it("CARN-CLIMB-1: a later test is only listed if the earlier one let the character go on", () => {
    // A 2" terrace, then the 4" palazzo behind it: two climbs of 2".
    const two = table({
      models: [guest("g", 5, 5, { move: 12 })],
      terrain: [
        { id: "terrace", kind: "vertical", polygon: rect(0, 8, 36, 10), height: 2 },
        { id: "palazzo", kind: "vertical", polygon: rect(0, 10, 36, 14), height: 4 },
      ],
    });
    const p = pts([5, 5], [5, 12]);
    expect(judge(two, "g", p).prompts).toEqual([climbPrompt(1, 3, "2.0"), climbPrompt(2, 5, "2.0")]);
    expect(judge(two, "g", p, { answers: { "climb:1": SUCCESS } }).prompts).toEqual([
      climbPrompt(1, 3, "2.0"),
      climbPrompt(2, 5, "2.0"),
    ]);
    const failed = judge(two, "g", p, { answers: { "climb:1": FAIL } });
    expect(failed.prompts).toEqual([climbPrompt(1, 3, "2.0")]);
    // CARN-CLIMB-3: each climb its own test: the second fails on the terrace, 2" up.
    const second = judge(two, "g", p, { answers: { "climb:1": SUCCESS, "climb:2": FAIL } });
    expect(second.reasons).toEqual([
      {
        ruleId: "CARN-CLIMB-1",
        key: "TTM.Carnevale.Reason.ClimbFailed",
        severity: "stop",
        data: { distance: "4.41", unit: U },
      },
    ]);
    expect(second.effects).toEqual([ledger(1), elevation(2, "CARN-CLIMB-1")]);
  });

  it("CARN-CLIMB-1: a climb down is a test too, and counts inch for inch", () => {
    const roof = table({ models: [guest("g", 5, 10, { move: 7 }, { elevation: 4 })], terrain: [building] });
    const v = judge(roof, "g", pts([5, 10], [5, 12.5]));
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.prompts).toEqual([climbPrompt(1, 2, "4.0", false)]);
    expect(v.cost.data).toEqual({ ap: 1, counted: "6.5", move: "7.0", unit: U });
    expect(v.effects).toEqual([ledger(1), elevation(0, "CARN-CLIMB-1")]);
  });
});

describe("CARN-CLIMB-3: hanging on a face", () => {
  // MOVE 6: 3" to the face leaves 3" of the 4" climb.
  const path = pts([5, 5], [5, 10]);
  it("CARN-CLIMB-3: a character that runs out of MOVE part way up hangs there while it has AP to go on", () => {
    const b = table({ models: [guest("g", 5, 5)], terrain: [building] });
    const v = judge(b, "g", path, { answers: { "climb:1": SUCCESS } });
    expect(v.legal).toBe(false);
    expect(v.reasons).toEqual([
      {
        ruleId: "CARN-MOVE-1",
        key: "TTM.Carnevale.Reason.TooFar",
        severity: "illegal",
        data: { counted: "9.0", allowance: "6.0", unit: U },
      },
      {
        ruleId: "CARN-CLIMB-3",
        key: "TTM.Carnevale.Reason.Hangs",
        severity: "info",
        data: { name: "g", height: "3.0", unit: U },
      },
    ]);
    expect(v.reach.distance).toBeCloseTo(3 - R, 6);
    expect(v.prompts).toEqual([climbPrompt(1, 3, "4.0")]);
    expect(v.cost.data).toEqual({ ap: 1, counted: "6.0", move: "6.0", unit: U });
    expect(v.effects).toEqual([ledger(1), elevation(3, "CARN-CLIMB-1")]);
  });

  it("CARN-CLIMB-3: with no AP left to go on, it cannot end the activation on firm ground and falls", () => {
    const b = table({ models: [guest("g", 5, 5)], terrain: [building] });
    const v = judge(b, "g", path, { answers: { "climb:1": SUCCESS }, ledger: { apSpent: 2 } });
    expect(v.prompts).toEqual([climbPrompt(1, 3, "4.0"), fallPrompt("3.0", 3, 3 - R, "CARN-CLIMB-3")]);
    expect(v.reasons.map((r) => r.ruleId)).toEqual(["CARN-MOVE-1"]);
    // It started on the street and ends there: no change of elevation to apply.
    expect(v.effects).toEqual([ledger(3)]);
  });

  it("CARN-CLIMB-3: the next action goes on up from where it hangs, with its own test", () => {
    const b = table({ models: [guest("g", 5, 8 - R, {}, { elevation: 2 })], terrain: [building] });
    const v = judge(b, "g", pts([5, 8 - R], [5, 10]), { answers: { "climb:1": SUCCESS } });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.prompts).toEqual([climbPrompt(1, R, "2.0")]);
    // R to the face, the 2" left of the climb, 2" on the roof.
    expect(v.cost.data).toEqual({ ap: 1, counted: "4.59", move: "6.0", unit: U });
    expect(v.effects).toEqual([ledger(1), elevation(4, "CARN-CLIMB-1")]);
  });

  it("CARN-CLIMB-1: a climb Fumble halfway up a 4 inch wall falls from 2 inches", () => {
    const b = table({ models: [guest("g", 5, 8 - R, {}, { elevation: 2 })], terrain: [building] });
    const p = pts([5, 8 - R], [5, 10]);
    const v = judge(b, "g", p, { answers: { "climb:1": FUMBLE } });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([
      {
        ruleId: "CARN-CLIMB-1",
        key: "TTM.Carnevale.Reason.ClimbFumbled",
        severity: "stop",
        data: { distance: "0.0", height: "2.0", unit: U },
      },
    ]);
    expect(v.reach.distance).toBe(0);
    expect(v.prompts).toEqual([climbPrompt(1, R, "2.0"), fallPrompt("2.0", 2, 0, "CARN-CLIMB-1")]);
    expect(v.effects).toEqual([ledger(1), elevation(0, "CARN-CLIMB-1")]);
    // The fall's test: a Fail loses the 2 life points.
    const r = request("g", p, { answers: { "climb:1": FUMBLE } });
    const out = carnevale.resolve(b, r, v.prompts[1]!, roll([2, 3, 4, 5], 6));
    expect(out.effects).toEqual([{ type: "damage", modelId: "g", amount: 2, ruleId: "CARN-FALL-1" }]);
  });

  it("CARN-CLIMB-3: climbing down from where it hangs is a test, and walks away on the ground", () => {
    const b = table({ models: [guest("g", 5, 8 - R, {}, { elevation: 2 })], terrain: [building] });
    const v = judge(b, "g", pts([5, 8 - R], [5, 5]));
    expect(v.legal).toBe(true);
    expect(v.prompts).toEqual([climbPrompt(1, 0, "2.0", false)]);
    expect(v.cost.data).toEqual({ ap: 1, counted: "4.41", move: "6.0", unit: U });
    expect(v.effects).toEqual([ledger(1), elevation(0, "CARN-CLIMB-1")]);
  });
});

describe("CARN-CLIMB-2 and CARN-FALL-1 at the end of a move", () => {
  it("CARN-CLIMB-2: on the roof the climber passes over a character standing in the street below", () => {
    const b = table({
      models: [guest("g", 5, 5, { move: 10 }), rival("r", 5, 13, { elevation: 0 })],
      terrain: [{ ...building, polygon: rect(0, 8, 36, 14) }],
    });
    const v = judge(b, "g", pts([5, 5], [5, 10]));
    expect([v.legal, v.reasons]).toEqual([true, []]);
  });

  it("CARN-CLIMB-2: it may not end in the same space as another character", () => {
    const b = table({
      models: [guest("g", 5, 5, { move: 10 }), rival("r", 5, 10.5, { elevation: 4 })],
      terrain: [building],
    });
    const v = judge(b, "g", pts([5, 5], [5, 10]));
    expect(v.legal).toBe(false);
    expect(v.reasons).toEqual([
      {
        ruleId: "CARN-MOVE-2",
        key: "TTM.Reason.Blocked.model",
        severity: "illegal",
        data: { name: "r", distance: "4.32", unit: U },
      },
    ]);
  });

  it("CARN-FALL-1: a move that ends with the base not wholly on firm ground falls straight down", () => {
    const b = table({
      models: [guest("g", 15, 15, {}, { elevation: 3 })],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(10, 10, 20, 20), height: 3 }],
    });
    const v = judge(b, "g", pts([15, 15], [15, 19.8]));
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.reach.distance).toBeCloseTo(4.8, 9);
    expect(v.prompts).toEqual([fallPrompt("3.0", 3, 4.8, "CARN-FALL-1")]);
    expect(v.effects).toEqual([ledger(1), elevation(0, "CARN-FALL-1")]);
  });
});
