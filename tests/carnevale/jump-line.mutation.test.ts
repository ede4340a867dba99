import { describe, expect, it } from "vitest";
import type { PromptAnswer } from "../../src/engine/ruleset";
import { CRITICAL, SUCCESS, guest, judge, pts, rect, rival, table } from "./helpers";
import { U, cost, elevation, jumpPrompt, ledger, lostBand, okBand, stop } from "./jump-expect";

/*
 * Whole answers for Carnevale jumps, the line and the landing (issue 14's mutation item: the
 * jump's line at the level jumped from, what stops it, a landing below the table, the Submerged
 * counters a jump removes).
 */

const jumped = (answer: PromptAnswer) => ({ action: "jump", answers: { "jump:1": answer } });
const fallPrompt = (height: string, loss: number, at: number) => ({
  id: "fall",
  ruleId: "CARN-JUMP-3",
  kind: "roll",
  formula: "5d10",
  key: "TTM.Carnevale.Prompt.Fall",
  data: { name: "g", dice: "5d10", height, loss, unit: U, water: 0, controlled: 0 },
  at,
  phase: "after",
});

describe("CARN-JUMP-1: the line is at the level jumped from, measured from the higher of the two levels", () => {
  it("CARN-JUMP-1, CARN-JUMP-3: jumping down off a 3 inch roof, the line passes over a character standing in the street below it; it lands in the street and falls the 3 inches", () => {
    const b = table({
      models: [guest("g", 9, 5, {}, { elevation: 3 }), rival("r", 13.5, 5)],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(0, 0, 10, 36), height: 3 }],
    });
    // Critical: 6" of the 7" to the point, to (15, 5): 1.5" past the character's centre, clear of its base.
    expect(judge(b, "g", pts([9, 5], [16, 5]), jumped(CRITICAL))).toEqual({
      legal: true,
      reasons: [stop("JumpShort", "6.0")],
      length: 7,
      allowance: 6,
      cost: cost("6.0"),
      reach: { distance: 6, point: { x: 15, y: 5 } },
      legalPath: pts([9, 5], [15, 5]),
      bands: [okBand(6, "6.0"), lostBand(6, 7)],
      prompts: [jumpPrompt(), fallPrompt("3.0", 3, 6)],
      effects: [ledger(1), elevation(0, "CARN-JUMP-3")],
      contacts: [],
    });
  });

  it("CARN-JUMP-1: jumping up onto a 3 inch roof, impassable terrain 2 inches tall in the street is passed over (not more than 1 inch above the roof)", () => {
    const b = table({
      models: [guest("g", 5, 5)],
      terrain: [
        { id: "roof", kind: "platform", polygon: rect(0, 9, 36, 20), height: 3 },
        { id: "post", name: "Post", kind: "impassable", polygon: rect(0, 7, 36, 7.5), height: 2 },
      ],
    });
    expect(judge(b, "g", pts([5, 5], [5, 10]), jumped(CRITICAL))).toEqual({
      legal: true,
      reasons: [],
      length: 5,
      allowance: 6,
      cost: cost("6.0"),
      reach: { distance: 5, point: { x: 5, y: 10 } },
      legalPath: pts([5, 5], [5, 10]),
      bands: [okBand(5, "6.0")],
      prompts: [jumpPrompt()],
      effects: [ledger(1), elevation(3, "CARN-JUMP-1")],
      contacts: [],
    });
  });

  it("CARN-JUMP-1: stairs 4 inches tall across the line do not block it (only blocks, obstacles and impassable terrain do)", () => {
    const b = table({
      models: [guest("g", 5, 5)],
      terrain: [{ id: "stairs", kind: "stairs", polygon: rect(0, 6.5, 36, 7.5), height: 4 }],
    });
    expect(judge(b, "g", pts([5, 5], [5, 9]), jumped(CRITICAL))).toEqual({
      legal: true,
      reasons: [],
      length: 4,
      allowance: 6,
      cost: cost("6.0"),
      reach: { distance: 4, point: { x: 5, y: 9 } },
      legalPath: pts([5, 5], [5, 9]),
      bands: [okBand(4, "6.0")],
      prompts: [jumpPrompt()],
      effects: [ledger(1)],
      contacts: [],
    });
  });

  it("CARN-JUMP-1: an obstacle on the line beyond the rolled distance does not stop the jump: it is short, not blocked", () => {
    // A 1.5" barrel the base would touch at 3.41"; a Success gives 3" of the 5".
    const b = table({
      models: [guest("g", 5, 5)],
      terrain: [{ id: "barrel", kind: "low-obstacle", polygon: rect(0, 9, 36, 9.5), height: 1.5 }],
    });
    expect(judge(b, "g", pts([5, 5], [5, 10]), jumped(SUCCESS))).toEqual({
      legal: true,
      reasons: [stop("JumpShort", "3.0")],
      length: 5,
      allowance: 3,
      cost: cost("3.0"),
      reach: { distance: 3, point: { x: 5, y: 8 } },
      legalPath: pts([5, 5], [5, 8]),
      bands: [okBand(3, "3.0"), lostBand(3, 5)],
      prompts: [jumpPrompt()],
      effects: [ledger(1)],
      contacts: [],
    });
  });
});

describe("CARN-JUMP-3: landing below the table", () => {
  it("CARN-JUMP-3: a jump from the street down into a ditch 2 inches deep lands on its floor: a fall of 2 inches, from the level jumped from", () => {
    const b = table({
      models: [guest("g", 9, 5)],
      terrain: [{ id: "ditch", kind: "gap", polygon: rect(10, 0, 16, 36), elevation: -2, height: 2 }],
    });
    expect(judge(b, "g", pts([9, 5], [13, 5]), jumped(CRITICAL))).toEqual({
      legal: true,
      reasons: [],
      length: 4,
      allowance: 6,
      cost: cost("6.0"),
      reach: { distance: 4, point: { x: 13, y: 5 } },
      legalPath: pts([9, 5], [13, 5]),
      bands: [okBand(4, "6.0")],
      prompts: [jumpPrompt(), fallPrompt("2.0", 2, 4)],
      effects: [ledger(1), elevation(-2, "CARN-JUMP-3")],
      contacts: [],
    });
  });
});

describe("CARN-DIVE-1: any other action removes the Submerged counters", () => {
  it("CARN-DIVE-1, CARN-JUMP-1: a jump from the bank with 2 Submerged counters removes both", () => {
    const b = table({ models: [guest("g", 5, 5, {}, { counters: { submerged: 2 } })] });
    expect(judge(b, "g", pts([5, 5], [5, 8]), jumped(SUCCESS))).toEqual({
      legal: true,
      reasons: [],
      length: 3,
      allowance: 3,
      cost: cost("3.0"),
      reach: { distance: 3, point: { x: 5, y: 8 } },
      legalPath: pts([5, 5], [5, 8]),
      bands: [okBand(3, "3.0")],
      prompts: [jumpPrompt()],
      effects: [
        ledger(1),
        { type: "counter", modelId: "g", counter: "submerged", delta: -2, ruleId: "CARN-DIVE-1" },
      ],
      contacts: [],
    });
  });
});
