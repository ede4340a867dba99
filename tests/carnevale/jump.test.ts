import { describe, expect, it } from "vitest";
import { carnevale } from "../../src/rulesets/carnevale";
import { basicTest } from "../../src/rulesets/carnevale/dice";
import { jumpDistance } from "../../src/rulesets/carnevale/jump";
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
  roll,
  table,
} from "./helpers";

const U = "TTM.Unit.in";
const jumpPrompt = (controlled = 0) => ({
  id: "jump:1",
  ruleId: "CARN-JUMP-1",
  kind: "roll",
  formula: "5d10",
  key: "TTM.Carnevale.Prompt.Jump",
  data: { name: "g", dice: "5d10", controlled },
  at: 0,
  phase: "declare",
});
const fallPrompt = (height: string, loss: number, at: number, controlled = 0, water = 0) => ({
  id: "fall",
  ruleId: "CARN-JUMP-3",
  kind: "roll",
  formula: "5d10",
  key: "TTM.Carnevale.Prompt.Fall",
  data: { name: "g", dice: "5d10", height, loss, unit: U, water, controlled },
  at: near(at, 6),
  phase: "after",
});
const ledger = (apSpent: number, chainReady = false, chainUsed = false, ruleId = "CARN-JUMP-1") => ({
  type: "ledger",
  modelId: "g",
  changes: { actions: 1, apSpent, chainReady, chainUsed, submergedMove: 0 },
  ruleId,
});
const elevation = (e: number, ruleId: string) => ({ type: "elevation", modelId: "g", elevation: e, ruleId });
const jumpShort = (distance: string) => ({
  ruleId: "CARN-JUMP-1",
  key: "TTM.Carnevale.Reason.JumpShort",
  severity: "stop",
  data: { distance, unit: U },
});
const jump = { action: "jump" };

describe("CARN-JUMP-1: the distance is rolled when the jump is declared", () => {
  const b = table({ models: [guest("g", 5, 5)] });
  const path = pts([5, 5], [5, 9]);

  it("CARN-JUMP-1: unanswered, the verdict only asks for the roll (a declare prompt) and is not legal", () => {
    expect(judge(b, "g", path, jump)).toEqual({
      legal: false,
      reasons: [
        { ruleId: "CARN-JUMP-1", key: "TTM.Reason.NeedsRoll", severity: "illegal", data: { name: "g" } },
      ],
      length: 4,
      allowance: 0,
      cost: { amount: 0, key: "TTM.Carnevale.CostNone", data: { ap: 0 } },
      reach: { distance: 0, point: { x: 5, y: 5 } },
      legalPath: pts([5, 5]),
      bands: [],
      prompts: [jumpPrompt()],
      effects: [],
      contacts: [],
    });
  });

  it("CARN-JUMP-1: Success 2 + 1 per Ace, Fail 2, Critical 4 + 1 per Ace, Fumble 1", () => {
    expect(
      [SUCCESS, FAIL, CRITICAL, FUMBLE].map((a) =>
        jumpDistance(basicTest(a.dice!.slice(0, -1), a.dice!.at(-1)!)),
      ),
    ).toEqual([3, 2, 6, 1]);
    expect(jumpDistance(basicTest([7, 8, 9, 2], 3))).toBe(5);
  });

  it("CARN-JUMP-1: answered, the jump goes straight toward the point as far as the roll", () => {
    const v = judge(b, "g", path, { ...jump, answers: { "jump:1": SUCCESS } });
    expect(v).toEqual({
      legal: true,
      reasons: [jumpShort("3.0")],
      length: 4,
      allowance: 3,
      cost: { amount: 1, key: "TTM.Carnevale.CostJump", data: { ap: 1, distance: "3.0", unit: U } },
      reach: { distance: 3, point: { x: 5, y: 8 } },
      legalPath: pts([5, 5], [5, 8]),
      bands: [
        {
          from: 0,
          to: 3,
          style: "ok",
          tier: 1,
          key: "TTM.Carnevale.Band.Jump",
          data: { distance: "3.0", unit: U },
        },
        { from: 3, to: 4, style: "over", key: "TTM.Carnevale.Band.Lost" },
      ],
      prompts: [jumpPrompt()],
      effects: [ledger(1)],
      contacts: [],
    });
    // A point within the roll is reached, and nothing is lost.
    const close = judge(b, "g", pts([5, 5], [5, 7]), { ...jump, answers: { "jump:1": SUCCESS } });
    expect([close.reasons, close.reach.distance, close.bands.length]).toEqual([[], 2, 1]);
  });

  it("CARN-JUMP-1: a point 3.01 inches above the base is refused; 3 inches is allowed", () => {
    const roof = (h: number) =>
      table({
        models: [guest("g", 8, 5)],
        terrain: [{ id: "roof", kind: "platform", polygon: rect(10, 0, 20, 36), height: h }],
      });
    const high = judge(roof(3.01), "g", pts([8, 5], [12, 5]), jump);
    expect(high.legal).toBe(false);
    expect(high.reasons).toEqual([
      {
        ruleId: "CARN-JUMP-1",
        key: "TTM.Carnevale.Reason.TargetTooHigh",
        severity: "illegal",
        data: { height: "3.01", max: "3.0", unit: U },
      },
    ]);
    expect(high.prompts).toEqual([]);
    const ok = judge(roof(3), "g", pts([8, 5], [12, 5]), { ...jump, answers: { "jump:1": CRITICAL } });
    expect(ok.legal).toBe(true);
    expect(ok.reasons).toEqual([]);
    expect(ok.effects).toEqual([ledger(1), elevation(3, "CARN-JUMP-1")]);
    // The point's own elevation, when the host gives it, is what is measured.
    const given = judge(
      roof(3),
      "g",
      [
        { x: 8, y: 5 },
        { x: 12, y: 5, elevation: 3.01 },
      ],
      jump,
    );
    expect(given.reasons.map((r) => r.key)).toEqual(["TTM.Carnevale.Reason.TargetTooHigh"]);
  });

  it("CARN-JUMP-1: the line passes over terrain 1 inch or lower than the jump; taller terrain blocks it", () => {
    const over = (h: number) =>
      table({
        models: [guest("g", 5, 5)],
        terrain: [{ id: "barrel", kind: "low-obstacle", polygon: rect(0, 6.5, 36, 7), height: h }],
      });
    const low = judge(over(1), "g", pts([5, 5], [5, 9]), { ...jump, answers: { "jump:1": CRITICAL } });
    expect([low.legal, low.reasons, low.reach.distance]).toEqual([true, [], 4]);
    const tall = judge(over(1.5), "g", pts([5, 5], [5, 9]), { ...jump, answers: { "jump:1": CRITICAL } });
    expect(tall.reasons).toEqual([
      {
        ruleId: "CARN-JUMP-1",
        key: "TTM.Carnevale.Reason.JumpBlocked",
        severity: "stop",
        data: { distance: "0.91", unit: U },
      },
    ]);
    expect(tall.reach.distance).toBeCloseTo(1.5 - R, 6);
  });
});

describe("CARN-JUMP-2, -3: landing", () => {
  // Two 3" roofs with a 2" gap between them (x 10 to 12).
  const roofs = [
    { id: "a", kind: "platform" as const, polygon: rect(0, 0, 10, 36), height: 3 },
    { id: "b", kind: "platform" as const, polygon: rect(12, 0, 20, 36), height: 3 },
  ];
  const b = table({ models: [guest("g", 9, 5, {}, { elevation: 3 })], terrain: roofs });

  it("CARN-JUMP-2: part of the base on firm ground after a gap: up to 1 inch more along the line", () => {
    const v = judge(b, "g", pts([9, 5], [14, 5]), { ...jump, answers: { "jump:1": SUCCESS } });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([
      jumpShort("3.0"),
      {
        ruleId: "CARN-JUMP-2",
        key: "TTM.Carnevale.Reason.Nudged",
        severity: "info",
        data: { distance: "0.59", unit: U },
      },
    ]);
    expect(v.reach.distance).toBeCloseTo(3 + R, 6);
    expect(v.prompts).toEqual([jumpPrompt()]);
    expect(v.effects).toEqual([ledger(1)]);
  });

  it("CARN-JUMP-2: reaching the chosen point with only part of the base on the far roof, it moves up to 1 inch more along the line", () => {
    // Found by the property suite: at the point the nudge had no line left, and the jump fell.
    const v = judge(b, "g", pts([9, 5], [12.3, 5]), { ...jump, answers: { "jump:1": CRITICAL } });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([
      {
        ruleId: "CARN-JUMP-2",
        key: "TTM.Carnevale.Reason.Nudged",
        severity: "info",
        data: { distance: "0.29", unit: U },
      },
    ]);
    expect(v.reach.distance).toBeCloseTo(3 + R, 6);
    expect(v.reach.point.x).toBeCloseTo(12 + R, 6);
    expect(v.reach.point.y).toBeCloseTo(5, 9);
    expect(v.legalPath).toEqual([
      { x: 9, y: 5 },
      { x: near(12 + R, 6), y: near(5) },
    ]);
    expect(v.prompts).toEqual([jumpPrompt()]);
    expect(v.effects).toEqual([ledger(1)]);
    expect(v.contacts).toEqual([]);
  });

  it("CARN-JUMP-3: at the chosen point over the gap, 1 inch more does not get the base wholly on: it falls there", () => {
    const v = judge(b, "g", pts([9, 5], [11.2, 5]), { ...jump, answers: { "jump:1": CRITICAL } });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.reach.distance).toBeCloseTo(2.2, 9);
    expect(v.legalPath).toEqual([
      { x: 9, y: 5 },
      { x: near(11.2), y: near(5) },
    ]);
    expect(v.prompts).toEqual([jumpPrompt(), fallPrompt("3.0", 3, 2.2)]);
    expect(v.effects).toEqual([ledger(1), elevation(0, "CARN-JUMP-3")]);
  });

  it("CARN-JUMP-2: nudged past the chosen point, the jump ends there: no distance is left to move", () => {
    const v = judge(b, "g", pts([9, 5], [12.3, 5], [14, 5]), { ...jump, answers: { "jump:1": CRITICAL } });
    expect(v.legal).toBe(false);
    expect(v.reasons).toEqual([
      {
        ruleId: "CARN-JUMP-2",
        key: "TTM.Carnevale.Reason.Nudged",
        severity: "info",
        data: { distance: "0.29", unit: U },
      },
      {
        ruleId: "CARN-JUMP-2",
        key: "TTM.Carnevale.Reason.Overshoot",
        severity: "illegal",
        data: { left: "0.0", unit: U },
      },
    ]);
    expect(v.reach.distance).toBeCloseTo(3 + R, 6);
    expect(v.prompts).toEqual([jumpPrompt()]);
    expect(v.effects).toEqual([ledger(1)]);
  });

  it("CARN-JUMP-1, CARN-MOVE-1: a ditch narrower than the base, refused to a Movement, is jumped", () => {
    const crack = {
      id: "crack",
      kind: "gap" as const,
      polygon: rect(7, 0, 7.8, 36),
      elevation: -2,
      height: 2,
    };
    const ground = table({ models: [guest("g", 5, 5)], terrain: [crack] });
    const v = judge(ground, "g", pts([5, 5], [9, 5]), { ...jump, answers: { "jump:1": CRITICAL } });
    expect([v.legal, v.reasons, v.reach, v.legalPath]).toEqual([
      true,
      [],
      { distance: 4, point: { x: 9, y: 5 } },
      pts([5, 5], [9, 5]),
    ]);
    expect(v.prompts).toEqual([jumpPrompt()]);
    expect(v.effects).toEqual([ledger(1)]);
  });

  it("CARN-JUMP-3: short of firm ground it falls, measured from the height at the jump's start", () => {
    const v = judge(b, "g", pts([9, 5], [14, 5]), { ...jump, answers: { "jump:1": FAIL } });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([jumpShort("2.0")]);
    expect(v.reach.distance).toBe(2);
    expect(v.prompts).toEqual([jumpPrompt(), fallPrompt("3.0", 3, 2)]);
    expect(v.effects).toEqual([ledger(1), elevation(0, "CARN-JUMP-3")]);
    // From a 2" terrace toward the 4" roof (2" above it), short: the fall is 2", not 4".
    const up = table({
      models: [guest("g", 9, 5, {}, { elevation: 2 })],
      terrain: [
        { id: "terrace", kind: "platform", polygon: rect(0, 0, 10, 36), height: 2 },
        { id: "roof", kind: "platform", polygon: rect(12, 0, 20, 36), height: 4 },
      ],
    });
    const w = judge(up, "g", pts([9, 5], [14, 5]), { ...jump, answers: { "jump:1": FAIL } });
    expect(w.prompts).toEqual([jumpPrompt(), fallPrompt("2.0", 2, 2)]);
  });

  it("CARN-JUMP-2: distance left past the point may be moved horizontally as a movement", () => {
    const ground = table({ models: [guest("g", 5, 5)] });
    const v = judge(ground, "g", pts([5, 5], [5, 7], [8, 7]), { ...jump, answers: { "jump:1": CRITICAL } });
    expect([v.legal, v.reasons]).toEqual([true, []]);
    expect(v.reach).toEqual({ distance: 5, point: { x: 8, y: 7 } });
    expect(v.legalPath).toEqual(pts([5, 5], [5, 7], [8, 7]));
    const far = judge(ground, "g", pts([5, 5], [5, 7], [12, 7]), {
      ...jump,
      answers: { "jump:1": CRITICAL },
    });
    expect(far.legal).toBe(false);
    expect(far.reasons).toEqual([
      {
        ruleId: "CARN-JUMP-2",
        key: "TTM.Carnevale.Reason.Overshoot",
        severity: "illegal",
        data: { left: "4.0", unit: U },
      },
    ]);
    expect(far.reach.distance).toBeCloseTo(6, 9);
  });
});

describe("CARN-JUMP-4, -5, -6", () => {
  const barrel = { id: "barrel", kind: "low-obstacle" as const, polygon: rect(4, 7, 6, 9), height: 1.5 };

  it("CARN-JUMP-4: no jump from water, none while carrying an objective", () => {
    const wet = table({
      models: [guest("g", 5, 5)],
      terrain: [{ id: "canal", kind: "water", polygon: rect(0, 0, 36, 6) }],
    });
    const v = judge(wet, "g", pts([5, 5], [5, 8]), jump);
    expect([v.legal, v.reasons, v.prompts]).toEqual([
      false,
      [
        {
          ruleId: "CARN-JUMP-4",
          key: "TTM.Carnevale.Reason.JumpFromWater",
          severity: "illegal",
          data: { name: "g" },
        },
      ],
      [],
    ]);
    const dry = table({ models: [guest("g", 5, 5)] });
    const o = judge(dry, "g", pts([5, 5], [5, 8]), { ...jump, declarations: { objective: true } });
    expect(o.reasons).toEqual([
      {
        ruleId: "CARN-JUMP-4",
        key: "TTM.Carnevale.Reason.JumpObjective",
        severity: "illegal",
        data: { name: "g" },
      },
    ]);
  });

  it("CARN-JUMP-5: a jump that lands on an obstacle allows one chained jump for 0 AP", () => {
    const b = table({ models: [guest("g", 5, 5)], terrain: [barrel] });
    const first = judge(b, "g", pts([5, 5], [5, 8]), { ...jump, answers: { "jump:1": SUCCESS } });
    expect(first.reasons).toEqual([
      {
        ruleId: "CARN-JUMP-5",
        key: "TTM.Carnevale.Reason.ChainReady",
        severity: "info",
        data: { name: "g" },
      },
    ]);
    expect(first.effects).toEqual([ledger(1, true), elevation(1.5, "CARN-JUMP-1")]);
    const from = table({ models: [guest("g", 5, 8, {}, { elevation: 1.5 })], terrain: [barrel] });
    const chained = judge(from, "g", pts([5, 8], [5, 11]), {
      ...jump,
      declarations: { chained: true },
      ledger: { apSpent: 1, chainReady: true },
      answers: { "jump:1": SUCCESS },
    });
    expect(chained.legal).toBe(true);
    expect(chained.cost).toEqual({
      amount: 0,
      key: "TTM.Carnevale.CostJump",
      data: { ap: 0, distance: "3.0", unit: U },
    });
    expect(chained.effects).toEqual([ledger(1, false, true, "CARN-JUMP-5"), elevation(0, "CARN-JUMP-3")]);
  });

  it("CARN-JUMP-5: a second chained jump in one activation is refused; so is one with nothing to chain from", () => {
    const from = table({ models: [guest("g", 5, 8, {}, { elevation: 1.5 })], terrain: [barrel] });
    const second = judge(from, "g", pts([5, 8], [5, 11]), {
      ...jump,
      declarations: { chained: true },
      ledger: { apSpent: 1, chainReady: true, chainUsed: true },
    });
    expect([second.legal, second.reasons, second.prompts]).toEqual([
      false,
      [
        {
          ruleId: "CARN-JUMP-5",
          key: "TTM.Carnevale.Reason.ChainUsed",
          severity: "illegal",
          data: { name: "g" },
        },
      ],
      [],
    ]);
    const none = judge(from, "g", pts([5, 8], [5, 11]), { ...jump, declarations: { chained: true } });
    expect(none.reasons).toEqual([
      {
        ruleId: "CARN-JUMP-5",
        key: "TTM.Carnevale.Reason.NoChain",
        severity: "illegal",
        data: { name: "g" },
      },
    ]);
    // Once the chain is used, landing on another obstacle does not offer it again.
    const again = table({ models: [guest("g", 5, 5)], terrain: [barrel] });
    const v = judge(again, "g", pts([5, 5], [5, 8]), {
      ...jump,
      ledger: { chainUsed: true },
      answers: { "jump:1": SUCCESS },
    });
    expect(v.reasons).toEqual([]);
    expect(v.effects[0]).toEqual(ledger(1, false, true));
  });

  it("CARN-JUMP-5: a fall onto an obstacle does not allow the chained jump", () => {
    const b = table({
      models: [guest("g", 5, 5, {}, { elevation: 4 })],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(0, 0, 36, 6), height: 4 }, barrel],
    });
    const v = judge(b, "g", pts([5, 5], [5, 8]), { ...jump, answers: { "jump:1": SUCCESS } });
    expect(v.reasons).toEqual([]);
    expect(v.prompts).toEqual([jumpPrompt(), fallPrompt("2.5", 2, 3)]);
    expect(v.effects).toEqual([ledger(1), elevation(1.5, "CARN-JUMP-3")]);
  });

  it("CARN-JUMP-6: a Controlled landing costs 1 AP more and takes 2 off the fall's loss", () => {
    const b = table({
      models: [guest("g", 5, 5, {}, { elevation: 4 })],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(0, 0, 36, 6), height: 4 }],
    });
    const ask = { ...jump, declarations: { controlledLanding: true }, answers: { "jump:1": SUCCESS } };
    const path = pts([5, 5], [5, 8]);
    const v = judge(b, "g", path, ask);
    expect(v.cost).toEqual({
      amount: 2,
      key: "TTM.Carnevale.CostJump",
      data: { ap: 2, distance: "3.0", unit: U },
    });
    expect(v.prompts).toEqual([jumpPrompt(1), fallPrompt("4.0", 4, 3, 1)]);
    expect(v.effects).toEqual([ledger(2), elevation(0, "CARN-JUMP-3")]);
    const out = carnevale.resolve(b, request("g", path, ask), v.prompts[1]!, roll([2, 3, 4, 7], 5));
    // 4" − 1 Ace − 2 for the landing.
    expect(out.effects).toEqual([{ type: "damage", modelId: "g", amount: 1, ruleId: "CARN-FALL-1" }]);
    // With 1 AP left a Controlled landing cannot be paid.
    const poor = judge(b, "g", path, { ...ask, ledger: { apSpent: 2 } });
    expect(poor.reasons).toEqual([
      {
        ruleId: "CARN-JUMP-6",
        key: "TTM.Carnevale.Reason.NoAp",
        severity: "illegal",
        data: { name: "g", need: 2, left: 1 },
      },
    ]);
  });

  it("CARN-EDITION-1: in 2.x a Controlled landing costs a Will point, not AP, and its fall test counts Aces on 5+", () => {
    const b = table({
      models: [guest("g", 5, 5, {}, { elevation: 4 })],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(0, 0, 36, 6), height: 4 }],
    });
    const ask = {
      ...jump,
      declarations: { controlledLanding: true },
      answers: { "jump:1": SUCCESS },
      options: { edition: "2" },
    };
    const path = pts([5, 5], [5, 8]);
    const v = judge(b, "g", path, ask);
    expect(v.reasons).toEqual([
      { ruleId: "CARN-EDITION-1", key: "TTM.Carnevale.Reason.WillPoint", severity: "info" },
    ]);
    expect(v.cost.amount).toBe(1);
    // 5 and 6 are Aces in 2.x: 4" − 2 Aces − 2 = 0.
    const out = carnevale.resolve(b, request("g", path, ask), v.prompts[1]!, roll([2, 3, 4, 5], 6));
    expect(out.effects).toEqual([]);
    // First edition: the same dice are a Fail: 4" − 2 = 2.
    const first = { ...ask, options: { edition: "1" } };
    const o1 = carnevale.resolve(
      b,
      request("g", path, first),
      judge(b, "g", path, first).prompts[1]!,
      roll([2, 3, 4, 5], 6),
    );
    expect(o1.effects).toEqual([{ type: "damage", modelId: "g", amount: 2, ruleId: "CARN-FALL-1" }]);
  });
});

describe("Carnevale bad input", () => {
  it("CARN-DICE-1: dice that are not numbers are refused with the prompt's id, not a crash", () => {
    const b = table({ models: [guest("g", 5, 5)] });
    const bad = { dice: ["7", "2", "10", "1", "3"] } as unknown as { dice: number[] };
    expect(() => judge(b, "g", pts([5, 5], [5, 8]), { action: "jump", answers: { "jump:1": bad } })).toThrow(
      /DiceAnswer/,
    );
  });

  it("CARN-JUMP-3: a token left at elevation 0 on a roof jumps from the roof", () => {
    const b = table({
      models: [guest("g", 5, 5)],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(0, 0, 36, 6), height: 4 }],
    });
    const v = judge(b, "g", pts([5, 5], [5, 9]), { action: "jump", answers: { "jump:1": SUCCESS } });
    expect(v.prompts.map((x) => [x.id, x.data?.height])).toEqual([
      ["jump:1", undefined],
      ["fall", "4.0"],
    ]);
  });
});

describe("CARN-JUMP-1: each jump its own roll", () => {
  it("CARN-JUMP-1: a roll kept for the activation answers its own jump, never a later one", () => {
    const b = table({ models: [guest("g", 5, 5)] });
    const kept = { "jump:1": CRITICAL };
    const v = judge(b, "g", pts([5, 5], [5, 8]), {
      ...jump,
      ledger: { actions: 1, apSpent: 1 },
      answers: kept,
    });
    expect(v.legal).toBe(false);
    expect(v.reasons).toEqual([
      { ruleId: "CARN-JUMP-1", key: "TTM.Reason.NeedsRoll", severity: "illegal", data: { name: "g" } },
    ]);
    expect(v.prompts.map((x) => [x.id, x.phase])).toEqual([["jump:2", "declare"]]);
  });

  it("an answer for a prompt the move does not have is refused by resolve", () => {
    const b = table({ models: [guest("g", 5, 5)] });
    const r = request("g", pts([5, 5], [5, 8]), { ...jump, answers: { "jump:1": SUCCESS } });
    const stray = {
      ...judge(b, "g", r.path, { ...jump, answers: { "jump:1": SUCCESS } }).prompts[0]!,
      id: "climb:9",
    };
    expect(() => carnevale.resolve(b, r, stray, SUCCESS)).toThrow(/UnknownPrompt/);
  });
});
