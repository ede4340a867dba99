import { describe, expect, it } from "vitest";
import { CRITICAL, FAIL, FUMBLE, R, SUCCESS, guest, judge, near, pts, rect, rival, table } from "./helpers";
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
 * Whole answers for Carnevale movements (issue 14's mutation item): every field of the verdict,
 * so a reason, band, prompt or effect that is wrong, added or missing is seen.
 */

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

/** A building 4" tall whose south face is at y = 8. */
const building = {
  id: "palazzo",
  name: "Palazzo",
  kind: "vertical" as const,
  polygon: rect(0, 8, 36, 12),
  height: 4,
};
const FOOT = 3 - R;

describe("CARN-MOVE-1, CARN-MOVE-2: what stops a movement, named", () => {
  it("CARN-MOVE-1: impassable terrain and walls stop the path at the contact; the reason names the piece (its name, else its id)", () => {
    const blocked = (name: string, kind: "terrain" | "wall") => ({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-MOVE-1",
          key: `TTM.Reason.Blocked.${kind}`,
          severity: "illegal",
          data: { name, distance: "2.41", unit: U },
        },
      ],
      length: 5,
      allowance: 6,
      cost: cost("2.41"),
      reach: reach(FOOT, 5, 5 + FOOT),
      legalPath: line([5, 5], [5, 5 + FOOT]),
      bands: [okBand(near(FOOT, 6)), overBand(near(FOOT, 6), 5)],
      prompts: [],
      effects: [ledger(1)],
      contacts: [],
    });
    const well = { id: "well", kind: "impassable" as const, polygon: rect(0, 8, 36, 9) };
    const path = pts([5, 5], [5, 10]);
    expect(
      judge(table({ models: [guest("g", 5, 5)], terrain: [{ ...well, name: "Well" }] }), "g", path),
    ).toEqual(blocked("Well", "terrain"));
    expect(judge(table({ models: [guest("g", 5, 5)], terrain: [well] }), "g", path)).toEqual(
      blocked("well", "terrain"),
    );
    const wall = table({
      models: [guest("g", 5, 5)],
      walls: [{ id: "w1", a: { x: 0, y: 8 }, b: { x: 36, y: 8 } }],
    });
    expect(judge(wall, "g", path)).toEqual(blocked("w1", "wall"));
  });

  it("CARN-MOVE-2: a model in the way stops the path in contact with it, and the contact is listed", () => {
    const b = table({ models: [guest("g", 5, 5), rival("r", 5, 9, { name: "Rival" })] });
    const stop = 4 - 2 * R;
    expect(judge(b, "g", pts([5, 5], [5, 11]))).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-MOVE-2",
          key: "TTM.Reason.Blocked.model",
          severity: "illegal",
          data: { name: "Rival", distance: "2.82", unit: U },
        },
      ],
      length: 6,
      allowance: 6,
      cost: cost("2.82"),
      reach: reach(stop, 5, 5 + stop),
      legalPath: line([5, 5], [5, 5 + stop]),
      bands: [okBand(near(stop, 6)), overBand(near(stop, 6), 6)],
      prompts: [],
      effects: [ledger(1)],
      contacts: ["r"],
    });
  });

  it("CARN-MOVE-1: a token left at elevation 0 on a roof walks on the roof: its elevation is set to the roof's", () => {
    const b = table({
      models: [guest("g", 15, 15)],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(10, 10, 20, 20), height: 3 }],
    });
    expect(judge(b, "g", pts([15, 15], [15, 17]))).toEqual({
      legal: true,
      reasons: [],
      length: 2,
      allowance: 6,
      cost: cost("2.0"),
      reach: { distance: 2, point: { x: 15, y: 17 } },
      legalPath: pts([15, 15], [15, 17]),
      bands: [okBand(2)],
      prompts: [],
      effects: [ledger(1), elevation(3, "CARN-MOVE-1")],
      contacts: [],
    });
  });

  it("CARN-SWIM-1: a move started in water has MOVE − 2: the whole answer", () => {
    const canal = { id: "canal", kind: "water" as const, polygon: rect(0, 0, 36, 10) };
    const b = table({ models: [guest("g", 5, 5)], terrain: [canal] });
    expect(judge(b, "g", pts([5, 5], [5, 10]))).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-SWIM-1",
          key: "TTM.Carnevale.Reason.Swimming",
          severity: "info",
          data: { move: "6.0", allowance: "4.0", unit: U },
        },
        tooFar("5.0", "4.0"),
      ],
      length: 5,
      allowance: 4,
      cost: cost("4.0", "4.0"),
      reach: reach(4, 5, 9),
      legalPath: line([5, 5], [5, 9]),
      bands: [okBand(near(4, 6), "4.0"), overBand(near(4, 6), 5, "4.0")],
      prompts: [],
      effects: [ledger(1)],
      contacts: [],
    });
  });
});

describe("CARN-CLIMB-1: each result of the test, the whole answer", () => {
  // MOVE 10: 3" to the face, 4" up, 2" on the roof.
  const ten = table({ models: [guest("g", 5, 5, { move: 10 })], terrain: [building] });
  const six = table({ models: [guest("g", 5, 5)], terrain: [building] });
  const path = pts([5, 5], [5, 10]);

  it("CARN-CLIMB-1: Fail and a Fumble at the foot both stop there, touching the face, and lose the rest", () => {
    const stopped = (key: string) => ({
      legal: true,
      reasons: [{ ruleId: "CARN-CLIMB-1", key, severity: "stop", data: { distance: "2.41", unit: U } }],
      length: 5,
      allowance: 6,
      cost: cost("2.41", "10.0"),
      reach: reach(FOOT, 5, 5 + FOOT),
      legalPath: line([5, 5], [5, 5 + FOOT]),
      bands: [okBand(near(FOOT, 6), "10.0"), lostBand(near(FOOT, 6), 5)],
      prompts: [climbPrompt(1, 3, "4.0")],
      effects: [ledger(1)],
      contacts: [],
    });
    expect(judge(ten, "g", path, { answers: { "climb:1": FAIL } })).toEqual(
      stopped("TTM.Carnevale.Reason.ClimbFailed"),
    );
    expect(judge(ten, "g", path, { answers: { "climb:1": FUMBLE } })).toEqual(
      stopped("TTM.Carnevale.Reason.ClimbFumbledFoot"),
    );
  });

  it("CARN-CLIMB-1: a Critical adds 2 inches; without it the same path runs out part way up (CARN-CLIMB-3)", () => {
    const far = pts([5, 5], [5, 9]);
    expect(judge(six, "g", far, { answers: { "climb:1": CRITICAL } })).toEqual({
      legal: true,
      reasons: [],
      length: 4,
      allowance: 4,
      cost: cost("8.0", "8.0"),
      reach: { distance: 4, point: { x: 5, y: 9 } },
      legalPath: far,
      bands: [okBand(4, "8.0")],
      prompts: [climbPrompt(1, 3, "4.0")],
      effects: [ledger(1), elevation(4, "CARN-CLIMB-1")],
      contacts: [],
    });
    // 3" to the face and 3" of the 4" climb: 6 paid; it hangs 3" up, at the foot.
    expect(judge(six, "g", far, { answers: { "climb:1": SUCCESS } })).toEqual({
      legal: false,
      reasons: [tooFar("8.0"), hangs("3.0")],
      length: 4,
      allowance: 2,
      cost: cost("6.0"),
      reach: reach(FOOT, 5, 5 + FOOT),
      legalPath: line([5, 5], [5, 5 + FOOT]),
      bands: [okBand(near(FOOT, 6)), overBand(near(FOOT, 6), 4)],
      prompts: [climbPrompt(1, 3, "4.0")],
      effects: [ledger(1), elevation(3, "CARN-CLIMB-1")],
      contacts: [],
    });
  });

  it("CARN-CLIMB-3: hanging with no AP left to go on, it falls from where it hangs: no Hangs note", () => {
    expect(judge(six, "g", path, { answers: { "climb:1": SUCCESS }, ledger: { apSpent: 2 } })).toEqual({
      legal: false,
      reasons: [tooFar("9.0")],
      length: 5,
      allowance: 2,
      cost: cost("6.0"),
      reach: reach(FOOT, 5, 5 + FOOT),
      legalPath: line([5, 5], [5, 5 + FOOT]),
      bands: [okBand(near(FOOT, 6)), overBand(near(FOOT, 6), 5)],
      prompts: [climbPrompt(1, 3, "4.0"), fallPrompt("3.0", 3, FOOT, "CARN-CLIMB-3")],
      effects: [ledger(3)],
      contacts: [],
    });
  });

  it("CARN-CLIMB-1: a Fumble at the top of a face it starts down falls the whole height, where it stands", () => {
    const roof = table({ models: [guest("g", 5, 10, {}, { elevation: 4 })], terrain: [building] });
    const down = pts([5, 10], [5, 14]);
    expect(judge(roof, "g", down, { answers: { "climb:1": FUMBLE } })).toEqual({
      legal: true,
      reasons: [
        {
          ruleId: "CARN-CLIMB-1",
          key: "TTM.Carnevale.Reason.ClimbFumbled",
          severity: "stop",
          data: { distance: "2.0", height: "4.0", unit: U },
        },
      ],
      length: 4,
      allowance: 2,
      cost: cost("2.0"),
      reach: { distance: 2, point: { x: 5, y: 12 } },
      legalPath: pts([5, 10], [5, 12]),
      bands: [okBand(2), lostBand(2, 4)],
      prompts: [climbPrompt(1, 2, "4.0", false), fallPrompt("4.0", 4, 2, "CARN-CLIMB-1")],
      effects: [ledger(1), elevation(0, "CARN-CLIMB-1")],
      contacts: [],
    });
  });

  it("CARN-CLIMB-2: it may not end in another character's space on the roof: stopped in contact", () => {
    const b = table({
      models: [guest("g", 5, 5, { move: 10 }), rival("r", 5, 10.5, { elevation: 4 })],
      terrain: [building],
    });
    const stop = 5.5 - 2 * R;
    expect(judge(b, "g", path)).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-MOVE-2",
          key: "TTM.Reason.Blocked.model",
          severity: "illegal",
          data: { name: "r", distance: "4.32", unit: U },
        },
      ],
      length: 5,
      allowance: 6,
      cost: cost("8.32", "10.0"),
      reach: reach(stop, 5, 5 + stop),
      legalPath: line([5, 5], [5, 5 + stop]),
      bands: [okBand(near(stop, 6), "10.0"), overBand(near(stop, 6), 5, "10.0")],
      prompts: [climbPrompt(1, 3, "4.0")],
      effects: [ledger(1), elevation(4, "CARN-CLIMB-1")],
      contacts: ["r"],
    });
  });

  it("CARN-FALL-1: ending with the base not wholly on the roof, it falls to the street: the whole answer", () => {
    const b = table({
      models: [guest("g", 15, 15, {}, { elevation: 3 })],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(10, 10, 20, 20), height: 3 }],
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
      effects: [ledger(1), elevation(0, "CARN-FALL-1")],
      contacts: [],
    });
  });
});

describe("CARN-CLIMB-3: going on from where it hangs, the whole answer", () => {
  // Hanging 2" up the palazzo's face, its base touching it.
  const hang = table({ models: [guest("g", 5, 8 - R, {}, { elevation: 2 })], terrain: [building] });
  const up = pts([5, 8 - R], [5, 10]);
  const down = pts([5, 8 - R], [5, 5]);

  it("CARN-CLIMB-3: on up, the test at the face; the 2 inches already climbed are not paid again", () => {
    expect(judge(hang, "g", up, { answers: { "climb:1": SUCCESS } })).toEqual({
      legal: true,
      reasons: [],
      length: near(2 + R),
      allowance: 4,
      cost: cost("4.59"),
      reach: reach(2 + R, 5, 10),
      legalPath: line([5, 8 - R], [5, 10]),
      bands: [okBand(near(2 + R))],
      prompts: [climbPrompt(1, R, "2.0")],
      effects: [ledger(1), elevation(4, "CARN-CLIMB-1")],
      contacts: [],
    });
  });

  it("CARN-CLIMB-3: a Fail where it hangs keeps it hanging (AP left); a Fumble falls the 2 inches", () => {
    expect(judge(hang, "g", up, { answers: { "climb:1": FAIL } })).toEqual({
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
      reach: reach(0, 5, 8 - R),
      legalPath: line([5, 8 - R]),
      bands: [lostBand(0, near(2 + R))],
      prompts: [climbPrompt(1, R, "2.0")],
      effects: [ledger(1)],
      contacts: [],
    });
    expect(judge(hang, "g", up, { answers: { "climb:1": FUMBLE } })).toEqual({
      legal: true,
      reasons: [
        {
          ruleId: "CARN-CLIMB-1",
          key: "TTM.Carnevale.Reason.ClimbFumbled",
          severity: "stop",
          data: { distance: "0.0", height: "2.0", unit: U },
        },
      ],
      length: near(2 + R),
      allowance: 4,
      cost: cost("0.0"),
      reach: reach(0, 5, 8 - R),
      legalPath: line([5, 8 - R]),
      bands: [lostBand(0, near(2 + R))],
      prompts: [climbPrompt(1, R, "2.0"), fallPrompt("2.0", 2, 0, "CARN-CLIMB-1")],
      effects: [ledger(1), elevation(0, "CARN-CLIMB-1")],
      contacts: [],
    });
  });

  it("CARN-CLIMB-3: climbing down from where it hangs pays the 2 inches, then walks on the ground", () => {
    expect(judge(hang, "g", down)).toEqual({
      legal: true,
      reasons: [],
      length: near(3 - R),
      allowance: 4,
      cost: cost("4.41"),
      reach: reach(3 - R, 5, 5),
      legalPath: line([5, 8 - R], [5, 5]),
      bands: [okBand(near(3 - R))],
      prompts: [climbPrompt(1, 0, "2.0", false)],
      effects: [ledger(1), elevation(0, "CARN-CLIMB-1")],
      contacts: [],
    });
  });
});

describe("CARN-MOVE-1, CARN-CLIMB-1, CARN-CLIMB-3: where the inches run out", () => {
  it("CARN-MOVE-1: refused for want of AP, the move stays put, costs nothing and changes nothing; a path that goes nowhere is no action", () => {
    const b = table({ models: [guest("g", 5, 5)] });
    expect(judge(b, "g", pts([5, 5], [5, 7]), { ledger: { apSpent: 3 } })).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-MOVE-1",
          key: "TTM.Carnevale.Reason.NoAp",
          severity: "illegal",
          data: { name: "g", need: 1, left: 0 },
        },
      ],
      length: 2,
      allowance: 0,
      cost: cost("0.0", "6.0", 0),
      reach: { distance: 0, point: { x: 5, y: 5 } },
      legalPath: pts([5, 5]),
      bands: [overBand(0, 2)],
      prompts: [],
      effects: [],
      contacts: [],
    });
    expect(judge(b, "g", pts([5, 5]))).toEqual({
      legal: true,
      reasons: [],
      length: 0,
      allowance: 6,
      cost: cost("0.0", "6.0", 0),
      reach: { distance: 0, point: { x: 5, y: 5 } },
      legalPath: pts([5, 5]),
      bands: [],
      prompts: [],
      effects: [],
      contacts: [],
    });
  });

  it("CARN-SWIM-1: MOVE 1 started in water leaves nothing to move (never below 0)", () => {
    const canal = { id: "canal", kind: "water" as const, polygon: rect(0, 0, 36, 10) };
    const b = table({ models: [guest("g", 5, 5, { move: 1 })], terrain: [canal] });
    expect(judge(b, "g", pts([5, 5], [5, 7]))).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-SWIM-1",
          key: "TTM.Carnevale.Reason.Swimming",
          severity: "info",
          data: { move: "1.0", allowance: "0.0", unit: U },
        },
        tooFar("2.0", "0.0"),
      ],
      length: 2,
      allowance: 0,
      cost: cost("0.0", "0.0"),
      reach: { distance: 0, point: { x: 5, y: 5 } },
      legalPath: pts([5, 5]),
      bands: [overBand(0, 2, "0.0")],
      prompts: [],
      effects: [ledger(1)],
      contacts: [],
    });
  });

  it("CARN-CLIMB-1: MOVE 7 pays the 3 inches to the face and the 4 up to the last inch: it ends on the lip, on the roof", () => {
    const b = table({ models: [guest("g", 5, 5, { move: 7 })], terrain: [building] });
    expect(judge(b, "g", pts([5, 5], [5, 10]))).toEqual({
      legal: false,
      reasons: [tooFar("9.0", "7.0")],
      length: 5,
      allowance: 3,
      cost: cost("7.0", "7.0"),
      reach: { distance: 3, point: { x: 5, y: 8 } },
      legalPath: pts([5, 5], [5, 8]),
      bands: [okBand(3, "7.0"), overBand(3, 5, "7.0")],
      prompts: [climbPrompt(1, 3, "4.0")],
      effects: [ledger(1), elevation(4, "CARN-CLIMB-1")],
      contacts: [],
    });
  });

  it("CARN-CLIMB-3: climbing down off a roof, the inches run out part way down: it hangs at the level it reached", () => {
    // MOVE 3: 2" to the edge, 1" down the 4" face: it hangs 3" up, its base at the face.
    const roof = table({ models: [guest("g", 5, 10, { move: 3 }, { elevation: 4 })], terrain: [building] });
    expect(judge(roof, "g", pts([5, 10], [5, 5]))).toEqual({
      legal: false,
      reasons: [tooFar("9.0", "3.0"), hangs("3.0")],
      length: 5,
      allowance: 0,
      cost: cost("3.0", "3.0"),
      reach: reach(2 - R, 5, 8 + R),
      legalPath: line([5, 10], [5, 8 + R]),
      bands: [okBand(near(2 - R, 6), "3.0"), overBand(near(2 - R, 6), 5, "3.0")],
      prompts: [climbPrompt(1, 2, "4.0", false)],
      effects: [ledger(1), elevation(3, "CARN-CLIMB-1")],
      contacts: [],
    });
  });

  it("CARN-CLIMB-3: hanging 3 inches up with MOVE 2, the climb down stops 1 inch up: it still hangs", () => {
    const b = table({ models: [guest("g", 5, 8 - R, { move: 2 }, { elevation: 3 })], terrain: [building] });
    expect(judge(b, "g", pts([5, 8 - R], [5, 5]))).toEqual({
      legal: false,
      reasons: [tooFar("5.41", "2.0"), hangs("1.0")],
      length: near(3 - R),
      allowance: 0,
      cost: cost("2.0", "2.0"),
      reach: reach(0, 5, 8 - R),
      legalPath: line([5, 8 - R]),
      bands: [overBand(0, near(3 - R), "2.0")],
      prompts: [climbPrompt(1, 0, "3.0", false)],
      effects: [ledger(1), elevation(1, "CARN-CLIMB-1")],
      contacts: [],
    });
  });
});

describe("CARN-MOVE-1: a ditch narrower than the base, wherever the path meets it", () => {
  const crack = { id: "crack", kind: "gap" as const, polygon: rect(7, 0, 7.8, 36), elevation: -2, height: 2 };

  it("CARN-MOVE-1: a path that ends in the crack is refused at its rim too", () => {
    const b = table({ models: [guest("g", 5, 5)], terrain: [crack] });
    expect(judge(b, "g", pts([5, 5], [7.4, 5]))).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-MOVE-1",
          key: "TTM.Reason.NoFit",
          severity: "illegal",
          data: { distance: "1.41", unit: U },
        },
      ],
      length: near(2.4),
      allowance: 6,
      cost: cost("1.41"),
      reach: reach(2 - R, 7 - R, 5),
      legalPath: line([5, 5], [7 - R, 5]),
      bands: [okBand(near(2 - R, 6)), overBand(near(2 - R, 6), near(2.4))],
      prompts: [],
      effects: [ledger(1)],
      contacts: [],
    });
  });

  it("CARN-MOVE-1: starting at the rim, the move goes nowhere and spends nothing", () => {
    const b = table({ models: [guest("g", 7 - R, 5)], terrain: [crack] });
    expect(judge(b, "g", pts([7 - R, 5], [9, 5]))).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "CARN-MOVE-1",
          key: "TTM.Reason.NoFit",
          severity: "illegal",
          data: { distance: "0.0", unit: U },
        },
      ],
      length: near(2 + R),
      allowance: 6,
      cost: cost("0.0", "6.0", 0),
      reach: reach(0, 7 - R, 5),
      legalPath: line([7 - R, 5]),
      bands: [overBand(0, near(2 + R))],
      prompts: [],
      effects: [],
      contacts: [],
    });
  });
});

describe("CARN-CLIMB-3: which climb a hanging start goes on with", () => {
  it("CARN-CLIMB-3: a face further than a base away is not its own: it climbs down first, then up the far wall, each with its test", () => {
    // Hanging 2" up the palazzo; a 4" wall 4.41" behind it (y 0 to 3). MOVE 12.
    const b = table({
      models: [guest("g", 5, 8 - R, { move: 12 }, { elevation: 2 })],
      terrain: [building, { id: "wall", kind: "vertical", polygon: rect(0, 0, 36, 3), height: 4 }],
    });
    expect(judge(b, "g", pts([5, 8 - R], [5, 2]))).toEqual({
      legal: true,
      reasons: [],
      length: near(6 - R),
      allowance: near(6),
      // 2" down, 6 − R along the street, 4" up.
      cost: cost("11.41", "12.0"),
      reach: reach(6 - R, 5, 2),
      legalPath: line([5, 8 - R], [5, 2]),
      bands: [okBand(near(6 - R), "12.0")],
      prompts: [climbPrompt(1, 0, "2.0", false), climbPrompt(2, 5 - R, "4.0")],
      effects: [ledger(1), elevation(4, "CARN-CLIMB-1")],
      contacts: [],
    });
  });

  it("CARN-CLIMB-3: a Fail leaves it where it hangs, even a little off the face", () => {
    const b = table({ models: [guest("g", 5, 7.2, {}, { elevation: 2 })], terrain: [building] });
    expect(judge(b, "g", pts([5, 7.2], [5, 10]), { answers: { "climb:1": FAIL } })).toEqual({
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
      length: near(2.8),
      allowance: 4,
      cost: cost("0.0"),
      reach: reach(0, 5, 7.2),
      legalPath: line([5, 7.2]),
      bands: [lostBand(0, near(2.8))],
      prompts: [climbPrompt(1, 0.8, "2.0")],
      effects: [ledger(1)],
      contacts: [],
    });
  });

  it("CARN-CLIMB-3: climbing straight down from where it hangs (a path that does not move) is an action: its test, 1 AP, the ground", () => {
    const b = table({ models: [guest("g", 5, 8 - R, {}, { elevation: 2 })], terrain: [building] });
    expect(judge(b, "g", pts([5, 8 - R]))).toEqual({
      legal: true,
      reasons: [],
      length: 0,
      allowance: 4,
      cost: cost("2.0"),
      reach: reach(0, 5, 8 - R),
      legalPath: line([5, 8 - R]),
      bands: [],
      prompts: [climbPrompt(1, 0, "2.0", false)],
      effects: [ledger(1), elevation(0, "CARN-CLIMB-1")],
      contacts: [],
    });
  });
});

describe("Found while writing these tests, and fixed", () => {
  it("CARN-CLIMB-1, CARN-MOVE-1: MOVE used up exactly at the face leaves nothing to climb: no test, no hanging, too far", () => {
    // Was: a test for a climb of 0", "hangs 0.0 inches up" and a legal verdict.
    const b = table({ models: [guest("g", 5, 5, { move: 3 })], terrain: [building] });
    expect(judge(b, "g", pts([5, 5], [5, 10]))).toEqual({
      legal: false,
      reasons: [tooFar("9.0", "3.0")],
      length: 5,
      allowance: 0,
      cost: cost("2.41", "3.0"),
      reach: reach(FOOT, 5, 5 + FOOT),
      legalPath: line([5, 5], [5, 5 + FOOT]),
      bands: [okBand(near(FOOT, 6), "3.0"), overBand(near(FOOT, 6), 5, "3.0")],
      prompts: [],
      effects: [ledger(1)],
      contacts: [],
    });
  });

  it("CARN-CLIMB-3: a Fail or a Fumble climbing down from where it hangs moves nothing: nothing of MOVE is counted", () => {
    // Was: the 2" down the face counted as made ("counted 2.0").
    const hang = table({ models: [guest("g", 5, 8 - R, {}, { elevation: 2 })], terrain: [building] });
    const down = pts([5, 8 - R], [5, 5]);
    const stopped = (reasons: unknown[], prompts: unknown[], effects: unknown[]) => ({
      legal: true,
      reasons,
      length: near(3 - R),
      allowance: 4,
      cost: cost("0.0"),
      reach: reach(0, 5, 8 - R),
      legalPath: line([5, 8 - R]),
      bands: [lostBand(0, near(3 - R))],
      prompts,
      effects,
      contacts: [],
    });
    expect(judge(hang, "g", down, { answers: { "climb:1": FAIL } })).toEqual(
      stopped(
        [
          {
            ruleId: "CARN-CLIMB-1",
            key: "TTM.Carnevale.Reason.ClimbFailed",
            severity: "stop",
            data: { distance: "0.0", unit: U },
          },
          hangs("2.0"),
        ],
        [climbPrompt(1, 0, "2.0", false)],
        [ledger(1)],
      ),
    );
    expect(judge(hang, "g", down, { answers: { "climb:1": FUMBLE } })).toEqual(
      stopped(
        [
          {
            ruleId: "CARN-CLIMB-1",
            key: "TTM.Carnevale.Reason.ClimbFumbled",
            severity: "stop",
            data: { distance: "0.0", height: "2.0", unit: U },
          },
        ],
        [climbPrompt(1, 0, "2.0", false), fallPrompt("2.0", 2, 0, "CARN-CLIMB-1")],
        [ledger(1), elevation(0, "CARN-CLIMB-1")],
      ),
    );
  });
  it("CARN-CLIMB-3: hanging with MOVE 0, it cannot climb down: it stays hanging (AP left) or falls (none); no test (was: down for free)", () => {
    const hang = table({
      models: [guest("g", 5, 8 - R, { move: 0 }, { elevation: 2 })],
      terrain: [building],
    });
    const down = pts([5, 8 - R], [5, 5]);
    const stays = (reasons: unknown[], prompts: unknown[], effects: unknown[]) => ({
      legal: false,
      reasons,
      length: near(3 - R),
      allowance: 0,
      cost: cost("0.0", "0.0"),
      reach: reach(0, 5, 8 - R),
      legalPath: line([5, 8 - R]),
      bands: [overBand(0, near(3 - R), "0.0")],
      prompts,
      effects,
      contacts: [],
    });
    expect(judge(hang, "g", down)).toEqual(stays([tooFar("4.41", "0.0"), hangs("2.0")], [], [ledger(1)]));
    expect(judge(hang, "g", down, { ledger: { apSpent: 2 } })).toEqual(
      stays(
        [tooFar("4.41", "0.0")],
        [fallPrompt("2.0", 2, 0, "CARN-CLIMB-3")],
        [ledger(3), elevation(0, "CARN-CLIMB-3")],
      ),
    );
  });
  it("CARN-CLIMB-1, CARN-FALL-1: a move that climbs onto rubble or a crate pile 2 inches tall stands on it (was: fell off it)", () => {
    for (const kind of ["difficult", "low-obstacle"] as const) {
      const b = table({
        models: [guest("g", 5, 5, { move: 10 })],
        terrain: [{ id: "pile", kind, polygon: rect(0, 8, 36, 14), height: 2 }],
      });
      // 3" to the pile, 2" up, 2" on top.
      expect(judge(b, "g", pts([5, 5], [5, 10])), kind).toEqual({
        legal: true,
        reasons: [],
        length: 5,
        allowance: 8,
        cost: cost("7.0", "10.0"),
        reach: { distance: 5, point: { x: 5, y: 10 } },
        legalPath: pts([5, 5], [5, 10]),
        bands: [okBand(5, "10.0")],
        prompts: [climbPrompt(1, 3, "2.0")],
        effects: [ledger(1), elevation(2, "CARN-CLIMB-1")],
        contacts: [],
      });
    }
  });
});
