import { describe, expect, it } from "vitest";
import type { Waypoint } from "../../src/engine/ruleset";
import { R, SUCCESS, guest, judge, near, rect, rival, table } from "./helpers";

/*
 * Whole answers for a Carnevale movement that starts hanging on a face (CARN-CLIMB-3) and
 * cannot go where it was dragged (issue 14's mutation item: the level kept where it hangs, the
 * CARN-MOVE-2 check of where it ends).
 */

const U = "TTM.Unit.in";
const ledger = {
  type: "ledger",
  modelId: "g",
  changes: { actions: 1, apSpent: 1, chainReady: false, chainUsed: false, submergedMove: 0 },
  ruleId: "CARN-MOVE-1",
};
const climbPrompt = (at: number, up: boolean) => ({
  id: "climb:1",
  ruleId: "CARN-CLIMB-1",
  kind: "roll",
  formula: "5d10",
  key: up ? "TTM.Carnevale.Prompt.ClimbUp" : "TTM.Carnevale.Prompt.ClimbDown",
  data: { name: "g", dice: "5d10", height: "2.0", unit: U },
  at: near(at, 9),
  phase: "path",
});
const cost = (counted: string) => ({
  amount: 1,
  key: "TTM.Carnevale.Cost",
  data: { ap: 1, counted, move: "6.0", unit: U },
});
const line = (...p: [number, number][]): Waypoint[] => p.map(([x, y]) => ({ x: near(x, 6), y: near(y, 6) }));

/** A building 4" tall whose south face is at y = 8. */
const palazzo = { id: "palazzo", kind: "vertical" as const, polygon: rect(0, 8, 36, 12), height: 4 };
/** Hanging 2" up the palazzo's face, its base touching it. */
const HANG = 8 - R;

describe("CARN-CLIMB-2, CARN-MOVE-2: it may not end in another character's space", () => {
  it("CARN-CLIMB-2, CARN-MOVE-2: hanging 2 inches up, climbing straight down onto a character standing below it is refused", () => {
    const b = table({
      models: [guest("g", 5, HANG, {}, { elevation: 2 }), rival("r", 5.5, HANG)],
      terrain: [palazzo],
    });
    const path = [{ x: 5, y: HANG }];
    expect(judge(b, "g", path, { answers: { "climb:1": SUCCESS } })).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-MOVE-2",
          key: "TTM.Reason.NoFit",
          severity: "illegal",
          data: { distance: "0.0", unit: U },
        },
      ],
      length: 0,
      allowance: 4,
      cost: cost("2.0"),
      reach: { distance: 0, point: { x: 5, y: HANG } },
      legalPath: path,
      bands: [],
      prompts: [climbPrompt(0, false)],
      effects: [ledger, { type: "elevation", modelId: "g", elevation: 0, ruleId: "CARN-CLIMB-1" }],
      contacts: ["r"],
    });
  });
});

describe("CARN-CLIMB-3, CARN-MOVE-1: blocked before its own climb, it stays where it hangs", () => {
  it("CARN-CLIMB-3, CARN-MOVE-1: hanging 2 inches up beside a post 3 inches tall, a climb up and across into the post goes nowhere: no change of elevation", () => {
    const b = table({
      models: [guest("g", 5, HANG, {}, { elevation: 2 })],
      terrain: [
        palazzo,
        { id: "post", name: "Post", kind: "impassable", polygon: rect(5 + R, 6, 6, 8), height: 3 },
      ],
    });
    const length = Math.hypot(2, 2 + R);
    expect(
      judge(
        b,
        "g",
        [
          { x: 5, y: HANG },
          { x: 7, y: 10 },
        ],
        { answers: { "climb:1": SUCCESS } },
      ),
    ).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-MOVE-1",
          key: "TTM.Reason.Blocked.terrain",
          severity: "illegal",
          data: { name: "Post", distance: "0.0", unit: U },
        },
      ],
      length: near(length),
      allowance: 4,
      cost: cost("0.0"),
      reach: { distance: 0, point: { x: 5, y: HANG } },
      legalPath: line([5, HANG]),
      bands: [
        {
          from: 0,
          to: near(length),
          style: "over",
          key: "TTM.Carnevale.Band.Over",
          data: { allowance: "6.0", unit: U },
        },
      ],
      // The face is met where the centre reaches it, R along a path rising 2 + R for 2 across.
      prompts: [climbPrompt((R * length) / (2 + R), true)],
      effects: [ledger],
      contacts: [],
    });
  });
});
