import { describe, expect, it } from "vitest";
import type { PromptAnswer } from "../../src/engine/ruleset";
import { CRITICAL, FAIL, FUMBLE, R, guest, judge, near, pts, rect, table } from "./helpers";
import {
  cost,
  elevation,
  fallPrompt,
  hangs,
  ledger,
  line,
  lostBand,
  okBand,
  overBand,
  reach,
  tooFar,
  U,
} from "./move-expect";

/*
 * Whole answers for Carnevale movements over ground that is not the table (issue 14's mutation
 * item): a raised piazza under a hanging or falling character, a ditch below the table, an
 * L-shaped canal, a Critical on a hanging start's climb down. Heights climbed, hung and fallen
 * are measured from the ground below, not from the table.
 */

const answers = (a: PromptAnswer) => ({ answers: { "climb:1": a } });
const climbPrompt = (at: number, height: string, up: boolean) => ({
  id: "climb:1",
  ruleId: "CARN-CLIMB-1",
  kind: "roll",
  formula: "5d10",
  key: up ? "TTM.Carnevale.Prompt.ClimbUp" : "TTM.Carnevale.Prompt.ClimbDown",
  data: { name: "g", dice: "5d10", height, unit: U },
  at: near(at, 9),
  phase: "path",
});
const fumbled = (distance: string, height: string) => ({
  ruleId: "CARN-CLIMB-1",
  key: "TTM.Carnevale.Reason.ClimbFumbled",
  severity: "stop",
  data: { distance, height, unit: U },
});

/**
 * The whole table is a piazza 2" up; on it stands a palazzo 4" tall (top 6") whose south face
 * is at y = 8, and the character at (x, y) and elevation e.
 */
const piazza = (move: number, x: number, y: number, e: number) =>
  table({
    models: [guest("g", x, y, { move }, { elevation: e })],
    terrain: [
      { id: "piazza", kind: "platform", polygon: rect(0, 0, 36, 36), height: 2 },
      { id: "palazzo", kind: "vertical", polygon: rect(0, 8, 36, 12), elevation: 2, height: 4 },
    ],
  });
/** Hanging 2" up the palazzo's face (4" up from the table), its base touching it. */
const HANG = 8 - R;

describe("CARN-CLIMB-1, CARN-CLIMB-3: a climb from a raised piazza, measured from the piazza", () => {
  it("CARN-CLIMB-1: a Fumble at the foot of the palazzo, on the piazza, falls nothing: stopped at the foot", () => {
    expect(judge(piazza(10, 5, 5, 2), "g", pts([5, 5], [5, 10]), answers(FUMBLE))).toEqual({
      legal: true,
      reasons: [
        {
          ruleId: "CARN-CLIMB-1",
          key: "TTM.Carnevale.Reason.ClimbFumbledFoot",
          severity: "stop",
          data: { distance: "2.41", unit: U },
        },
      ],
      length: 5,
      allowance: 6,
      cost: cost("2.41", "10.0"),
      reach: reach(3 - R, 5, 5 + 3 - R),
      legalPath: line([5, 5], [5, 8 - R]),
      bands: [okBand(near(3 - R, 6), "10.0"), lostBand(near(3 - R, 6), 5)],
      prompts: [climbPrompt(3, "4.0", true)],
      effects: [ledger()],
      contacts: [],
    });
  });

  it("CARN-CLIMB-1: hanging 2 inches above the piazza, a Fumble going on up falls the 2 inches to the piazza", () => {
    expect(judge(piazza(6, 5, HANG, 4), "g", pts([5, HANG], [5, 10]), answers(FUMBLE))).toEqual({
      legal: true,
      reasons: [fumbled("0.0", "2.0")],
      length: near(2 + R),
      allowance: 4,
      cost: cost("0.0"),
      reach: reach(0, 5, HANG),
      legalPath: line([5, HANG]),
      bands: [lostBand(0, near(2 + R))],
      prompts: [climbPrompt(R, "2.0", true), fallPrompt("2.0", 2, 0, "CARN-CLIMB-1")],
      effects: [ledger(), elevation(2, "CARN-CLIMB-1")],
      contacts: [],
    });
  });

  it("CARN-CLIMB-3: hanging 2 inches above the piazza, a Fail keeps it hanging there: it hangs 2 inches up", () => {
    expect(judge(piazza(6, 5, HANG, 4), "g", pts([5, HANG], [5, 10]), answers(FAIL))).toEqual({
      legal: true,
      reasons: [
        {
          ruleId: "CARN-CLIMB-1",
          key: "TTM.Carnevale.Reason.ClimbFailed",
          severity: "stop",
          data: { distance: "0.0", unit: U },
        },
        hangs("2.0"),
      ],
      length: near(2 + R),
      allowance: 4,
      cost: cost("0.0"),
      reach: reach(0, 5, HANG),
      legalPath: line([5, HANG]),
      bands: [lostBand(0, near(2 + R))],
      prompts: [climbPrompt(R, "2.0", true)],
      effects: [ledger()],
      contacts: [],
    });
  });

  it("CARN-CLIMB-3: hanging 2 inches above the piazza with MOVE 0 and no AP left, it falls the 2 inches to the piazza", () => {
    expect(judge(piazza(0, 5, HANG, 4), "g", pts([5, HANG], [5, 5]), { ledger: { apSpent: 2 } })).toEqual({
      legal: false,
      reasons: [tooFar("4.41", "0.0")],
      length: near(3 - R),
      allowance: 0,
      cost: cost("0.0", "0.0"),
      reach: reach(0, 5, HANG),
      legalPath: line([5, HANG]),
      bands: [overBand(0, near(3 - R), "0.0")],
      prompts: [fallPrompt("2.0", 2, 0, "CARN-CLIMB-3")],
      effects: [ledger(3), elevation(2, "CARN-CLIMB-3")],
      contacts: [],
    });
  });

  it("CARN-CLIMB-3: hanging 2 inches above the piazza, MOVE 4 climbs the 2 inches down and walks on: 2.91 inches counted", () => {
    expect(judge(piazza(4, 5, HANG, 4), "g", pts([5, HANG], [5, 6.5]))).toEqual({
      legal: true,
      reasons: [],
      length: near(1.5 - R),
      allowance: 2,
      cost: cost("2.91", "4.0"),
      reach: reach(1.5 - R, 5, 6.5),
      legalPath: line([5, HANG], [5, 6.5]),
      bands: [okBand(near(1.5 - R), "4.0")],
      prompts: [climbPrompt(0, "2.0", false)],
      effects: [ledger(), elevation(2, "CARN-CLIMB-1")],
      contacts: [],
    });
  });
});

describe("CARN-FALL-1: falling onto a raised piazza or into a ditch", () => {
  it("CARN-FALL-1: ending with the base not wholly on a roof 3 inches above the piazza, it falls the 3 inches to the piazza", () => {
    const b = table({
      models: [guest("g", 15, 15, {}, { elevation: 5 })],
      terrain: [
        { id: "piazza", kind: "platform", polygon: rect(0, 0, 36, 36), height: 2 },
        { id: "roof", kind: "platform", polygon: rect(10, 10, 20, 20), elevation: 2, height: 3 },
      ],
    });
    expect(judge(b, "g", pts([15, 15], [15, 19.8]))).toEqual({
      legal: true,
      reasons: [],
      length: near(4.8),
      allowance: 6,
      cost: cost("4.8"),
      reach: reach(4.8, 15, 19.8),
      legalPath: pts([15, 15], [15, 19.8]),
      bands: [okBand(near(4.8))],
      prompts: [fallPrompt("3.0", 3, 4.8, "CARN-FALL-1")],
      effects: [ledger(), elevation(2, "CARN-FALL-1")],
      contacts: [],
    });
  });

  const ditch = { id: "ditch", kind: "gap" as const, polygon: rect(10, 0, 20, 36), elevation: -2, height: 2 };

  it("CARN-FALL-1: ending with the base half off a footbridge over a ditch 2 inches deep, it falls the 2 inches to the ditch's floor", () => {
    const b = table({
      models: [guest("g", 8, 5)],
      terrain: [
        ditch,
        { id: "bridge", kind: "platform", polygon: rect(10, 4, 20, 6), elevation: -2, height: 2 },
      ],
    });
    expect(judge(b, "g", pts([8, 5], [13, 5], [13, 5.8]))).toEqual({
      legal: true,
      reasons: [],
      length: near(5.8),
      allowance: 6,
      cost: cost("5.8"),
      reach: reach(5.8, 13, 5.8),
      legalPath: pts([8, 5], [13, 5], [13, 5.8]),
      bands: [okBand(near(5.8))],
      prompts: [fallPrompt("2.0", 2, 5.8, "CARN-FALL-1")],
      effects: [ledger(), elevation(-2, "CARN-FALL-1")],
      contacts: [],
    });
  });

  it("CARN-CLIMB-1: a Fumble at the rim of a ditch 2 inches deep, starting down, falls the 2 inches to its floor", () => {
    const b = table({ models: [guest("g", 8, 5)], terrain: [ditch] });
    expect(judge(b, "g", pts([8, 5], [13, 5]), answers(FUMBLE))).toEqual({
      legal: true,
      reasons: [fumbled("2.0", "2.0")],
      length: 5,
      allowance: 4,
      cost: cost("2.0"),
      reach: { distance: 2, point: { x: 10, y: 5 } },
      legalPath: pts([8, 5], [10, 5]),
      bands: [okBand(2), lostBand(2, 5)],
      prompts: [climbPrompt(2, "2.0", false), fallPrompt("2.0", 2, 2, "CARN-CLIMB-1")],
      effects: [ledger(), elevation(-2, "CARN-CLIMB-1")],
      contacts: [],
    });
  });

  it("CARN-CLIMB-3, CARN-FALL-1: hanging 1 inch up a ditch's wall with MOVE 0 and no AP left, it drops the 1 inch to the floor: no fall to roll for", () => {
    const b = table({ models: [guest("g", 10 + R, 5, { move: 0 }, { elevation: -1 })], terrain: [ditch] });
    expect(judge(b, "g", pts([10 + R, 5], [12, 5]), { ledger: { apSpent: 2 } })).toEqual({
      legal: false,
      reasons: [tooFar("2.41", "0.0")],
      length: near(2 - R),
      allowance: 0,
      cost: cost("0.0", "0.0"),
      reach: reach(0, 10 + R, 5),
      legalPath: line([10 + R, 5]),
      bands: [overBand(0, near(2 - R), "0.0")],
      prompts: [],
      effects: [ledger(3), elevation(-2, "CARN-CLIMB-3")],
      contacts: [],
    });
  });
});

describe("CARN-SWIM-1: in water means inside the water's outline", () => {
  it("CARN-SWIM-1: a character in the corner an L-shaped canal wraps around is not in water: full MOVE", () => {
    const canal = {
      id: "canal",
      kind: "water" as const,
      polygon: [
        { x: 0, y: 8 },
        { x: 20, y: 8 },
        { x: 20, y: 0 },
        { x: 24, y: 0 },
        { x: 24, y: 12 },
        { x: 0, y: 12 },
      ],
    };
    const b = table({ models: [guest("g", 5, 3)], terrain: [canal] });
    expect(judge(b, "g", pts([5, 3], [5, 6]))).toEqual({
      legal: true,
      reasons: [],
      length: 3,
      allowance: 6,
      cost: cost("3.0"),
      reach: { distance: 3, point: { x: 5, y: 6 } },
      legalPath: pts([5, 3], [5, 6]),
      bands: [okBand(3)],
      prompts: [],
      effects: [ledger()],
      contacts: [],
    });
  });
});

describe("CARN-CLIMB-1, CARN-CLIMB-3: a Critical on a hanging start's climb down", () => {
  const palazzo = { id: "palazzo", kind: "vertical" as const, polygon: rect(0, 8, 36, 12), height: 4 };

  it("CARN-CLIMB-1: hanging 3 inches up with MOVE 2, a Critical's 2 inches take it all the way down and on", () => {
    const b = table({ models: [guest("g", 5, HANG, { move: 2 }, { elevation: 3 })], terrain: [palazzo] });
    expect(judge(b, "g", pts([5, HANG], [5, 7]), answers(CRITICAL))).toEqual({
      legal: true,
      reasons: [],
      length: near(1 - R),
      allowance: near(1),
      cost: cost("3.41", "4.0"),
      reach: reach(1 - R, 5, 7),
      legalPath: line([5, HANG], [5, 7]),
      bands: [okBand(near(1 - R), "4.0")],
      prompts: [climbPrompt(0, "3.0", false)],
      effects: [ledger(), elevation(0, "CARN-CLIMB-1")],
      contacts: [],
    });
  });

  it("CARN-CLIMB-3: hanging 3.5 inches up with MOVE 1, a Critical's 3 inches leave it hanging half an inch up: all 3 counted", () => {
    const b = table({ models: [guest("g", 5, HANG, { move: 1 }, { elevation: 3.5 })], terrain: [palazzo] });
    expect(judge(b, "g", pts([5, HANG], [5, 7]), answers(CRITICAL))).toEqual({
      legal: false,
      reasons: [tooFar("3.91", "3.0"), hangs("0.5")],
      length: near(1 - R),
      allowance: 0,
      cost: cost("3.0", "3.0"),
      reach: reach(0, 5, HANG),
      legalPath: line([5, HANG]),
      bands: [overBand(0, near(1 - R), "3.0")],
      prompts: [climbPrompt(0, "3.5", false)],
      effects: [ledger(), elevation(0.5, "CARN-CLIMB-1")],
      contacts: [],
    });
  });
});
