import { describe, expect, it } from "vitest";
import type { Waypoint } from "../../src/engine/ruleset";
import { R, SUCCESS, guest, judge, near, pts, rect, rival, table } from "./helpers";

/*
 * A character met only at the far end of a climb the inches run out on (issue 14's mutation
 * item: the truncation's tie between a collision and the budget at the climb).
 */

const U = "TTM.Unit.in";
const palazzo = { id: "palazzo", kind: "vertical" as const, polygon: rect(0, 8, 36, 12), height: 4 };
const line = (...p: [number, number][]): Waypoint[] => p.map(([x, y]) => ({ x: near(x, 6), y: near(y, 6) }));
/** MOVE `move` spent with the move stopped part way along a climb, hanging `height` up. */
const hanging = (
  move: string,
  counted: string,
  from: [number, number],
  to: [number, number],
  at: number,
  up: boolean,
  height: number,
) => {
  const stop = Math.abs(to[1] - from[1]);
  return {
    legal: false,
    reasons: [
      {
        ruleId: "CARN-MOVE-1",
        key: "TTM.Carnevale.Reason.TooFar",
        severity: "illegal",
        data: { counted, allowance: move, unit: U },
      },
      {
        ruleId: "CARN-CLIMB-3",
        key: "TTM.Carnevale.Reason.Hangs",
        severity: "info",
        data: { name: "g", height: `${height}.0`, unit: U },
      },
    ],
    length: 5,
    allowance: up ? 1 : 0,
    cost: { amount: 1, key: "TTM.Carnevale.Cost", data: { ap: 1, counted: move, move, unit: U } },
    reach: { distance: near(stop, 6), point: { x: near(to[0], 6), y: near(to[1], 6) } },
    legalPath: line(from, to),
    bands: [
      {
        from: 0,
        to: near(stop, 6),
        style: "ok",
        tier: 1,
        key: "TTM.Carnevale.Band.Move",
        data: { ap: 1, move, unit: U },
      },
      {
        from: near(stop, 6),
        to: 5,
        style: "over",
        key: "TTM.Carnevale.Band.Over",
        data: { allowance: move, unit: U },
      },
    ],
    prompts: [
      {
        id: "climb:1",
        ruleId: "CARN-CLIMB-1",
        kind: "roll",
        formula: "5d10",
        key: up ? "TTM.Carnevale.Prompt.ClimbUp" : "TTM.Carnevale.Prompt.ClimbDown",
        data: { name: "g", dice: "5d10", height: "4.0", unit: U },
        at,
        phase: "path",
      },
    ],
    effects: [
      {
        type: "ledger",
        modelId: "g",
        changes: { actions: 1, apSpent: 1, chainReady: false, chainUsed: false, submergedMove: 0 },
        ruleId: "CARN-MOVE-1",
      },
      { type: "elevation", modelId: "g", elevation: height, ruleId: "CARN-CLIMB-1" },
    ],
    contacts: [],
  };
};

describe("Found while writing these tests, and fixed", () => {
  it("CARN-CLIMB-1, CARN-CLIMB-3: a character on the roof at the lip does not stop a climb the inches run out on: MOVE 5 climbs 2 inches and hangs (was: blocked at the face, no test, no climb)", () => {
    // The rival's base touches the climber's when its centre reaches the lip.
    const b = table({
      models: [guest("g", 5, 5, { move: 5 }), rival("r", 5, 8 + 2 * R, { elevation: 4 })],
      terrain: [palazzo],
    });
    expect(judge(b, "g", pts([5, 5], [5, 10]), { answers: { "climb:1": SUCCESS } })).toEqual(
      hanging("5.0", "9.0", [5, 5], [5, 8 - R], 3, true, 2),
    );
  });

  it("CARN-CLIMB-1, CARN-CLIMB-3: a character in the street at the foot does not stop a climb down the inches run out on: MOVE 3 climbs 1 inch down and hangs (was: blocked at the edge)", () => {
    const b = table({
      models: [guest("g", 5, 10, { move: 3 }, { elevation: 4 }), rival("r", 5, 8 - 2 * R)],
      terrain: [palazzo],
    });
    expect(judge(b, "g", pts([5, 10], [5, 5]), { answers: { "climb:1": SUCCESS } })).toEqual(
      hanging("3.0", "9.0", [5, 10], [5, 8 + R], 2, false, 3),
    );
  });
});

describe("CARN-MOVE-2: a character in the way still stops the climb where it is met", () => {
  it("CARN-MOVE-2: a character in the street before the face stops the move in contact with it, though the inches would run out part way up", () => {
    const b = table({ models: [guest("g", 5, 5, { move: 5 }), rival("r", 5, 7)], terrain: [palazzo] });
    const at = 2 - 2 * R;
    expect(judge(b, "g", pts([5, 5], [5, 10]), { answers: { "climb:1": SUCCESS } })).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-MOVE-2",
          key: "TTM.Reason.Blocked.model",
          severity: "illegal",
          data: { name: "r", distance: "0.82", unit: U },
        },
      ],
      length: 5,
      allowance: 1,
      cost: { amount: 1, key: "TTM.Carnevale.Cost", data: { ap: 1, counted: "0.82", move: "5.0", unit: U } },
      reach: { distance: near(at, 6), point: { x: near(5, 6), y: near(5 + at, 6) } },
      legalPath: line([5, 5], [5, 5 + at]),
      bands: [
        {
          from: 0,
          to: near(at, 6),
          style: "ok",
          tier: 1,
          key: "TTM.Carnevale.Band.Move",
          data: { ap: 1, move: "5.0", unit: U },
        },
        {
          from: near(at, 6),
          to: 5,
          style: "over",
          key: "TTM.Carnevale.Band.Over",
          data: { allowance: "5.0", unit: U },
        },
      ],
      prompts: [],
      effects: [
        {
          type: "ledger",
          modelId: "g",
          changes: { actions: 1, apSpent: 1, chainReady: false, chainUsed: false, submergedMove: 0 },
          ruleId: "CARN-MOVE-1",
        },
      ],
      contacts: ["r"],
    });
  });

  it("CARN-CLIMB-1, CARN-MOVE-2: MOVE 7 pays the climb to the last inch with a character at the lip: it ends on the lip, and the reason names the character (the collision wins the tie with the budget)", () => {
    const b = table({
      models: [guest("g", 5, 5, { move: 7 }), rival("r", 5, 8 + 2 * R, { elevation: 4 })],
      terrain: [palazzo],
    });
    expect(judge(b, "g", pts([5, 5], [5, 10]), { answers: { "climb:1": SUCCESS } })).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-MOVE-2",
          key: "TTM.Reason.Blocked.model",
          severity: "illegal",
          data: { name: "r", distance: "3.0", unit: U },
        },
      ],
      length: 5,
      allowance: 3,
      cost: { amount: 1, key: "TTM.Carnevale.Cost", data: { ap: 1, counted: "7.0", move: "7.0", unit: U } },
      reach: { distance: 3, point: { x: 5, y: 8 } },
      legalPath: pts([5, 5], [5, 8]),
      bands: [
        {
          from: 0,
          to: 3,
          style: "ok",
          tier: 1,
          key: "TTM.Carnevale.Band.Move",
          data: { ap: 1, move: "7.0", unit: U },
        },
        {
          from: 3,
          to: 5,
          style: "over",
          key: "TTM.Carnevale.Band.Over",
          data: { allowance: "7.0", unit: U },
        },
      ],
      prompts: [
        {
          id: "climb:1",
          ruleId: "CARN-CLIMB-1",
          kind: "roll",
          formula: "5d10",
          key: "TTM.Carnevale.Prompt.ClimbUp",
          data: { name: "g", dice: "5d10", height: "4.0", unit: U },
          at: 3,
          phase: "path",
        },
      ],
      effects: [
        {
          type: "ledger",
          modelId: "g",
          changes: { actions: 1, apSpent: 1, chainReady: false, chainUsed: false, submergedMove: 0 },
          ruleId: "CARN-MOVE-1",
        },
        { type: "elevation", modelId: "g", elevation: 4, ruleId: "CARN-CLIMB-1" },
      ],
      contacts: [],
    });
  });
});
