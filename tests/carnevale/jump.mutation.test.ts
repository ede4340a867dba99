import { describe, expect, it } from "vitest";
import { CRITICAL, FAIL, FUMBLE, R, SUCCESS, guest, judge, near, pts, rect, rival, table } from "./helpers";
import { U, cost, elevation, jumpPrompt, ledger, lostBand, okBand, stop } from "./jump-expect";

/*
 * Whole answers for Carnevale jumps (issue 14's mutation item): every field of the verdict, so a
 * reason, band, prompt or effect that is wrong, added or missing is seen; when two refusals
 * apply, the first one named by CARN-JUMP-1..6 wins.
 */

const jump = { action: "jump" };
const fallPrompt = (height: string, loss: number, at: number, controlled = 0) => ({
  id: "fall",
  ruleId: "CARN-JUMP-3",
  kind: "roll",
  formula: "5d10",
  key: "TTM.Carnevale.Prompt.Fall",
  data: { name: "g", dice: "5d10", height, loss, unit: U, water: 0, controlled },
  at: near(at, 6),
  phase: "after",
});
/** A refused jump: it does not move and costs nothing. */
const refused = (reasons: unknown[], length: number, x: number, y: number) => ({
  legal: false,
  reasons,
  length,
  allowance: 0,
  cost: { amount: 0, key: "TTM.Carnevale.CostNone", data: { ap: 0 } },
  reach: { distance: 0, point: { x, y } },
  legalPath: [{ x, y }],
  bands: [],
  prompts: [],
  effects: [],
  contacts: [],
});
const illegal = (ruleId: string, key: string, data: Record<string, unknown> = { name: "g" }) => ({
  ruleId,
  key: `TTM.Carnevale.Reason.${key}`,
  severity: "illegal",
  data,
});

/** A Critical jump from (5, 5) towards (5, 9) stopped where its base touches a piece along y = 6.5 (CARN-JUMP-1). */
const blockedNorth = () => {
  const at = 1.5 - R;
  return {
    legal: true,
    reasons: [stop("JumpBlocked", "0.91")],
    length: 4,
    allowance: 6,
    cost: cost("6.0"),
    reach: { distance: near(at, 6), point: { x: near(5), y: near(5 + at, 6) } },
    legalPath: [
      { x: 5, y: 5 },
      { x: near(5), y: near(5 + at, 6) },
    ],
    bands: [okBand(near(at, 6), "6.0"), lostBand(near(at, 6), 4)],
    prompts: [jumpPrompt()],
    effects: [ledger(1)],
    contacts: [],
  };
};

describe("CARN-JUMP-1, -2, -3: where the jump lands, the whole answer", () => {
  // Two 3" roofs with a 2" gap between them (x 10 to 12).
  const roofs = [
    { id: "a", kind: "platform" as const, polygon: rect(0, 0, 10, 36), height: 3 },
    { id: "b", kind: "platform" as const, polygon: rect(12, 0, 20, 36), height: 3 },
  ];
  const b = table({ models: [guest("g", 9, 5, {}, { elevation: 3 })], terrain: roofs });
  const across = pts([9, 5], [14, 5]);

  it("CARN-JUMP-2: 3 inches lands with part of the base on the far roof: nudged on; the rest is lost to the roll", () => {
    const to = 3 + R;
    expect(judge(b, "g", across, { ...jump, answers: { "jump:1": SUCCESS } })).toEqual({
      legal: true,
      reasons: [
        stop("JumpShort", "3.0"),
        {
          ruleId: "CARN-JUMP-2",
          key: "TTM.Carnevale.Reason.Nudged",
          severity: "info",
          data: { distance: "0.59", unit: U },
        },
      ],
      length: 5,
      allowance: 3,
      cost: cost("3.0"),
      reach: { distance: near(to, 6), point: { x: near(9 + to, 6), y: near(5) } },
      legalPath: [
        { x: 9, y: 5 },
        { x: near(9 + to, 6), y: near(5) },
      ],
      bands: [okBand(near(to, 6), "3.0"), lostBand(near(to, 6), 5)],
      prompts: [jumpPrompt()],
      effects: [ledger(1)],
      contacts: [],
    });
  });

  it("CARN-JUMP-3: a Fail's 2 inches end over the gap: it falls the 3 inches to the street", () => {
    expect(judge(b, "g", across, { ...jump, answers: { "jump:1": FAIL } })).toEqual({
      legal: true,
      reasons: [stop("JumpShort", "2.0")],
      length: 5,
      allowance: 2,
      cost: cost("2.0"),
      reach: { distance: near(2), point: { x: near(11), y: near(5) } },
      legalPath: [
        { x: 9, y: 5 },
        { x: near(11), y: near(5) },
      ],
      bands: [okBand(near(2), "2.0"), lostBand(near(2), 5)],
      prompts: [jumpPrompt(), fallPrompt("3.0", 3, 2)],
      effects: [ledger(1), elevation(0, "CARN-JUMP-3")],
      contacts: [],
    });
  });

  it("CARN-JUMP-1: terrain more than 1 inch above the jump blocks the line; the base stops touching it", () => {
    const b2 = table({
      models: [guest("g", 5, 5)],
      terrain: [{ id: "barrel", kind: "low-obstacle", polygon: rect(0, 6.5, 36, 7), height: 1.5 }],
    });
    expect(judge(b2, "g", pts([5, 5], [5, 9]), { ...jump, answers: { "jump:1": CRITICAL } })).toEqual(
      blockedNorth(),
    );
  });

  it("CARN-JUMP-1: a character on the line blocks the jump; it lands in contact with it", () => {
    const b2 = table({ models: [guest("g", 5, 5), rival("r", 5, 8)] });
    const at = 3 - 2 * R;
    expect(judge(b2, "g", pts([5, 5], [5, 10]), { ...jump, answers: { "jump:1": CRITICAL } })).toEqual({
      legal: true,
      reasons: [stop("JumpBlocked", "1.82")],
      length: 5,
      allowance: 6,
      cost: cost("6.0"),
      reach: { distance: near(at, 6), point: { x: near(5), y: near(5 + at, 6) } },
      legalPath: [
        { x: 5, y: 5 },
        { x: near(5), y: near(5 + at, 6) },
      ],
      bands: [okBand(near(at, 6), "6.0"), lostBand(near(at, 6), 5)],
      prompts: [jumpPrompt()],
      effects: [ledger(1)],
      contacts: ["r"],
    });
  });

  it("CARN-JUMP-1: a point 3 inches up is reached, and the elevation set; the leftover distance is not lost", () => {
    const roof = table({
      models: [guest("g", 8, 5)],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(10, 0, 20, 36), height: 3 }],
    });
    expect(judge(roof, "g", pts([8, 5], [12, 5]), { ...jump, answers: { "jump:1": CRITICAL } })).toEqual({
      legal: true,
      reasons: [],
      length: 4,
      allowance: 6,
      cost: cost("6.0"),
      reach: { distance: 4, point: { x: 12, y: 5 } },
      legalPath: pts([8, 5], [12, 5]),
      bands: [okBand(4, "6.0")],
      prompts: [jumpPrompt()],
      effects: [ledger(1), elevation(3, "CARN-JUMP-1")],
      contacts: [],
    });
  });

  it("CARN-JUMP-2: the distance left past the point is moved horizontally; beyond it the path is refused", () => {
    const ground = table({ models: [guest("g", 5, 5)] });
    const ask = { ...jump, answers: { "jump:1": CRITICAL } };
    expect(judge(ground, "g", pts([5, 5], [5, 7], [8, 7]), ask)).toEqual({
      legal: true,
      reasons: [],
      length: 5,
      allowance: 6,
      cost: cost("6.0"),
      reach: { distance: 5, point: { x: 8, y: 7 } },
      legalPath: pts([5, 5], [5, 7], [8, 7]),
      bands: [okBand(5, "6.0")],
      prompts: [jumpPrompt()],
      effects: [ledger(1)],
      contacts: [],
    });
    expect(judge(ground, "g", pts([5, 5], [5, 7], [12, 7]), ask)).toEqual({
      legal: false,
      reasons: [illegal("CARN-JUMP-2", "Overshoot", { left: "4.0", unit: U })],
      length: 9,
      allowance: 6,
      cost: cost("6.0"),
      reach: { distance: near(6), point: { x: near(9), y: near(7) } },
      legalPath: [
        { x: 5, y: 5 },
        { x: 5, y: 7 },
        { x: near(9), y: near(7) },
      ],
      bands: [
        okBand(near(6), "6.0"),
        {
          from: near(6),
          to: 9,
          style: "over",
          key: "TTM.Carnevale.Band.Over",
          data: { allowance: "6.0", unit: U },
        },
      ],
      prompts: [jumpPrompt()],
      effects: [ledger(1)],
      contacts: [],
    });
  });
});

describe("CARN-JUMP-5, -6, CARN-EDITION-1: the whole answer", () => {
  const barrel = { id: "barrel", kind: "low-obstacle" as const, polygon: rect(4, 7, 6, 9), height: 1.5 };
  const roof = { id: "roof", kind: "platform" as const, polygon: rect(0, 0, 36, 6), height: 4 };

  it("CARN-JUMP-5: landing on the barrel readies the chain; the chained jump off it costs 0 AP and falls 1.5 inches", () => {
    const on = table({ models: [guest("g", 5, 5)], terrain: [barrel] });
    expect(judge(on, "g", pts([5, 5], [5, 8]), { ...jump, answers: { "jump:1": SUCCESS } })).toEqual({
      legal: true,
      reasons: [
        {
          ruleId: "CARN-JUMP-5",
          key: "TTM.Carnevale.Reason.ChainReady",
          severity: "info",
          data: { name: "g" },
        },
      ],
      length: 3,
      allowance: 3,
      cost: cost("3.0"),
      reach: { distance: 3, point: { x: 5, y: 8 } },
      legalPath: pts([5, 5], [5, 8]),
      bands: [okBand(3, "3.0")],
      prompts: [jumpPrompt()],
      effects: [ledger(1, true), elevation(1.5, "CARN-JUMP-1")],
      contacts: [],
    });
    const from = table({ models: [guest("g", 5, 8, {}, { elevation: 1.5 })], terrain: [barrel] });
    const chained = {
      ...jump,
      declarations: { chained: true },
      ledger: { apSpent: 1, chainReady: true },
      answers: { "jump:1": SUCCESS },
    };
    expect(judge(from, "g", pts([5, 8], [5, 11]), chained)).toEqual({
      legal: true,
      reasons: [],
      length: 3,
      allowance: 3,
      cost: cost("3.0", 0),
      reach: { distance: 3, point: { x: 5, y: 11 } },
      legalPath: pts([5, 8], [5, 11]),
      bands: [okBand(3, "3.0")],
      // CARN-FALL-1: 1.5" is more than 1": 1 life point at stake.
      prompts: [jumpPrompt(), fallPrompt("1.5", 1, 3)],
      effects: [ledger(1, false, true, "CARN-JUMP-5"), elevation(0, "CARN-JUMP-3")],
      contacts: [],
    });
  });

  it("CARN-JUMP-6: a Controlled landing off a roof costs 2 AP and marks the fall's prompt; in 2.x 1 AP and a Will point", () => {
    const b = table({ models: [guest("g", 5, 5, {}, { elevation: 4 })], terrain: [roof] });
    const ask = { ...jump, declarations: { controlledLanding: true }, answers: { "jump:1": SUCCESS } };
    const landed = (ap: number, reasons: unknown[]) => ({
      legal: true,
      reasons,
      length: 3,
      allowance: 3,
      cost: cost("3.0", ap),
      reach: { distance: 3, point: { x: 5, y: 8 } },
      legalPath: pts([5, 5], [5, 8]),
      bands: [okBand(3, "3.0")],
      prompts: [jumpPrompt(1), fallPrompt("4.0", 4, 3, 1)],
      effects: [ledger(ap), elevation(0, "CARN-JUMP-3")],
      contacts: [],
    });
    expect(judge(b, "g", pts([5, 5], [5, 8]), ask)).toEqual(landed(2, []));
    expect(judge(b, "g", pts([5, 5], [5, 8]), { ...ask, options: { edition: "2" } })).toEqual(
      landed(1, [{ ruleId: "CARN-EDITION-1", key: "TTM.Carnevale.Reason.WillPoint", severity: "info" }]),
    );
  });
});

describe("CARN-JUMP-1, -4, -5: two refusals at once, the first wins", () => {
  const canal = { id: "canal", kind: "water" as const, polygon: rect(0, 0, 36, 6) };
  const wet = table({ models: [guest("g", 5, 5)], terrain: [canal] });
  // A roof 4" tall from y = 7: a point on it is too high to jump to.
  const high = table({
    models: [guest("g", 5, 5)],
    terrain: [{ id: "roof", kind: "platform", polygon: rect(0, 7, 36, 12), height: 4 }],
  });
  const path = pts([5, 5], [5, 8]);

  it("CARN-JUMP-4: carrying an objective comes before being in water; water before the chain", () => {
    expect(judge(wet, "g", path, { ...jump, declarations: { objective: true } })).toEqual(
      refused([illegal("CARN-JUMP-4", "JumpObjective")], 3, 5, 5),
    );
    expect(
      judge(wet, "g", path, { ...jump, declarations: { chained: true }, ledger: { chainUsed: true } }),
    ).toEqual(refused([illegal("CARN-JUMP-4", "JumpFromWater")], 3, 5, 5));
  });

  it("CARN-JUMP-5: a chain already used comes before a chain never readied; either comes before the point's height", () => {
    expect(
      judge(high, "g", path, { ...jump, declarations: { chained: true }, ledger: { chainUsed: true } }),
    ).toEqual(refused([illegal("CARN-JUMP-5", "ChainUsed")], 3, 5, 5));
    expect(judge(high, "g", path, { ...jump, declarations: { chained: true } })).toEqual(
      refused([illegal("CARN-JUMP-5", "NoChain")], 3, 5, 5),
    );
    // Readied, the chained jump is judged on its point: 4" up is too high.
    expect(
      judge(high, "g", path, { ...jump, declarations: { chained: true }, ledger: { chainReady: true } }),
    ).toEqual(
      refused([illegal("CARN-JUMP-1", "TargetTooHigh", { height: "4.0", max: "3.0", unit: U })], 3, 5, 5),
    );
  });

  it("CARN-JUMP-1: no AP left comes before the point's height", () => {
    expect(judge(high, "g", path, { ...jump, ledger: { apSpent: 3 } })).toEqual(
      refused([illegal("CARN-JUMP-1", "NoAp", { name: "g", need: 1, left: 0 })], 3, 5, 5),
    );
  });
});

describe("CARN-JUMP-5: what a landing allows", () => {
  /** A jump of 3" from (5, 5) onto a piece over y 7..9, optionally from a 2" terrace. */
  const land = (kind: "difficult" | "low-obstacle" | "platform" | "vertical", h: number, from = 0) => {
    const terrain = [
      ...(from > 0
        ? [{ id: "terrace", kind: "platform" as const, polygon: rect(0, 0, 36, 6.5), height: from }]
        : []),
      { id: "piece", kind, polygon: rect(4, 7, 6, 9), height: h },
    ];
    const b = table({ models: [guest("g", 5, 5, {}, { elevation: from })], terrain });
    return judge(b, "g", pts([5, 5], [5, 8]), { ...jump, answers: { "jump:1": SUCCESS } });
  };
  const ready = {
    ruleId: "CARN-JUMP-5",
    key: "TTM.Carnevale.Reason.ChainReady",
    severity: "info",
    data: { name: "g" },
  };
  const landed = (reasons: unknown[], level: number, chainReady: boolean) => ({
    legal: true,
    reasons,
    length: 3,
    allowance: 3,
    cost: cost("3.0"),
    reach: { distance: 3, point: { x: 5, y: 8 } },
    legalPath: pts([5, 5], [5, 8]),
    bands: [okBand(3, "3.0")],
    prompts: [jumpPrompt()],
    effects: [ledger(1, chainReady), elevation(level, "CARN-JUMP-1")],
    contacts: [],
  });

  it("CARN-JUMP-5: debris (difficult terrain) and an obstacle up to 3 inches tall allow the chain; 3.5 inches does not", () => {
    expect(land("difficult", 2)).toEqual(landed([ready], 2, true));
    expect(land("low-obstacle", 3, 2)).toEqual(landed([ready], 3, true));
    expect(land("low-obstacle", 3.5, 2)).toEqual(landed([], 3.5, false));
  });

  it("CARN-JUMP-5: a roof or a wall top is not an obstacle or debris: no chain", () => {
    expect(land("platform", 2)).toEqual(landed([], 2, false));
    expect(land("vertical", 1.5)).toEqual(landed([], 1.5, false));
  });

  it("CARN-FALL-1, CARN-JUMP-3: a jump off a roof into the canal: the fall's prompt says water", () => {
    const b = table({
      models: [guest("g", 5, 5, {}, { elevation: 4 })],
      terrain: [
        { id: "roof", kind: "platform", polygon: rect(0, 0, 36, 6), height: 4 },
        { id: "canal", kind: "water", polygon: rect(0, 6, 36, 20) },
      ],
    });
    expect(judge(b, "g", pts([5, 5], [5, 9]), { ...jump, answers: { "jump:1": SUCCESS } })).toEqual({
      legal: true,
      reasons: [stop("JumpShort", "3.0")],
      length: 4,
      allowance: 3,
      cost: cost("3.0"),
      reach: { distance: 3, point: { x: 5, y: 8 } },
      legalPath: pts([5, 5], [5, 8]),
      bands: [okBand(3, "3.0"), lostBand(3, 4)],
      prompts: [
        jumpPrompt(),
        { ...fallPrompt("4.0", 4, 3), data: { ...fallPrompt("4.0", 4, 3).data, water: 1 } },
      ],
      effects: [ledger(1), elevation(0, "CARN-JUMP-3")],
      contacts: [],
    });
  });

  it("CARN-JUMP-1: a jump on the spot (no point chosen) is made and paid, and goes nowhere", () => {
    const b = table({ models: [guest("g", 5, 5)] });
    expect(judge(b, "g", pts([5, 5]), { ...jump, answers: { "jump:1": CRITICAL } })).toEqual({
      legal: true,
      reasons: [],
      length: 0,
      allowance: 6,
      cost: cost("6.0"),
      reach: { distance: 0, point: { x: 5, y: 5 } },
      legalPath: pts([5, 5]),
      bands: [],
      prompts: [jumpPrompt()],
      effects: [ledger(1)],
      contacts: [],
    });
  });
});

describe("CARN-JUMP-1, -3: where the roll ends", () => {
  const roofs = [
    { id: "a", kind: "platform" as const, polygon: rect(0, 0, 10, 36), height: 3 },
    { id: "b", kind: "platform" as const, polygon: rect(12, 0, 20, 36), height: 3 },
  ];

  it("CARN-JUMP-3: a Fumble's 1 inch leaves the base across the roof's edge; 1 inch more does not clear it: it falls to the street", () => {
    const b = table({ models: [guest("g", 8.5, 5, {}, { elevation: 3 })], terrain: roofs });
    expect(judge(b, "g", pts([8.5, 5], [14, 5]), { ...jump, answers: { "jump:1": FUMBLE } })).toEqual({
      legal: true,
      reasons: [stop("JumpShort", "1.0")],
      length: 5.5,
      allowance: 1,
      cost: cost("1.0"),
      reach: { distance: 1, point: { x: 9.5, y: 5 } },
      legalPath: pts([8.5, 5], [9.5, 5]),
      bands: [okBand(1, "1.0"), lostBand(1, 5.5)],
      prompts: [jumpPrompt(), fallPrompt("3.0", 3, 1)],
      effects: [ledger(1), elevation(0, "CARN-JUMP-3")],
      contacts: [],
    });
  });

  it("CARN-JUMP-1: the roll's 3 inches end just where a crate would have stopped the line: short, not blocked", () => {
    const b = table({
      models: [guest("g", 5, 5)],
      terrain: [{ id: "crate", kind: "low-obstacle", polygon: rect(0, 8 + R, 36, 9 + R), height: 2 }],
    });
    expect(judge(b, "g", pts([5, 5], [5, 9]), { ...jump, answers: { "jump:1": SUCCESS } })).toEqual({
      legal: true,
      reasons: [stop("JumpShort", "3.0")],
      length: 4,
      allowance: 3,
      cost: cost("3.0"),
      reach: { distance: 3, point: { x: 5, y: 8 } },
      legalPath: pts([5, 5], [5, 8]),
      bands: [okBand(3, "3.0"), lostBand(3, 4)],
      prompts: [jumpPrompt()],
      effects: [ledger(1)],
      contacts: [],
    });
  });
});

describe("Found while writing these tests, and fixed", () => {
  const dry = table({ models: [guest("g", 5, 5)] });
  const path = pts([5, 5], [5, 8]);

  it("CARN-JUMP-6: a chained jump's Controlled landing is its only AP: without it the jump is refused under CARN-JUMP-6", () => {
    // Was: refused under CARN-JUMP-1, whose 1 AP a chained jump does not pay (CARN-JUMP-5).
    const ask = {
      ...jump,
      declarations: { chained: true, controlledLanding: true },
      ledger: { apSpent: 3, chainReady: true },
    };
    expect(judge(dry, "g", path, ask)).toEqual(
      refused([illegal("CARN-JUMP-6", "NoAp", { name: "g", need: 1, left: 0 })], 3, 5, 5),
    );
  });

  it("CARN-EDITION-1: in 2.x a Controlled landing costs no AP, so a jump without AP is refused under CARN-JUMP-1; a refused jump spends no Will point", () => {
    // Was: refused under CARN-JUMP-6, with the Will point note beside the refusal.
    const two = { ...jump, declarations: { controlledLanding: true }, options: { edition: "2" } };
    expect(judge(dry, "g", path, { ...two, ledger: { apSpent: 3 } })).toEqual(
      refused([illegal("CARN-JUMP-1", "NoAp", { name: "g", need: 1, left: 0 })], 3, 5, 5),
    );
    expect(
      judge(dry, "g", path, { ...two, declarations: { controlledLanding: true, objective: true } }),
    ).toEqual(refused([illegal("CARN-JUMP-4", "JumpObjective")], 3, 5, 5));
    // Unanswered, the jump still says what it will cost.
    expect(judge(dry, "g", path, two).reasons).toEqual([
      { ruleId: "CARN-EDITION-1", key: "TTM.Carnevale.Reason.WillPoint", severity: "info" },
      { ruleId: "CARN-JUMP-1", key: "TTM.Reason.NeedsRoll", severity: "illegal", data: { name: "g" } },
    ]);
  });
});

describe("CARN-JUMP-1: what the line passes over, measured from the higher of the two levels", () => {
  it("CARN-JUMP-1: impassable terrain of no given height reaches the sky and blocks the jump; 1 inch of it is passed over (fixed: it was jumped over)", () => {
    const strip = (h: number) =>
      table({
        models: [guest("g", 5, 5)],
        terrain: [{ id: "w", kind: "impassable", polygon: rect(0, 6.5, 36, 7), height: h }],
      });
    const ask = { ...jump, answers: { "jump:1": CRITICAL } };
    expect(judge(strip(0), "g", pts([5, 5], [5, 9]), ask)).toEqual(blockedNorth());
    const over = judge(strip(1), "g", pts([5, 5], [5, 9]), ask);
    expect([over.legal, over.reasons, over.reach, over.effects]).toEqual([
      true,
      [],
      { distance: 4, point: { x: 5, y: 9 } },
      [ledger(1)],
    ]);
  });

  it("CARN-JUMP-1: jumping down off a 3 inch roof, a chimney 3.5 inches tall is passed over; 4.5 inches blocks the line", () => {
    const b = (h: number) =>
      table({
        models: [guest("g", 5, 5, {}, { elevation: 3 })],
        terrain: [
          { id: "roof", kind: "platform", polygon: rect(0, 0, 36, 6), height: 3 },
          { id: "chimney", kind: "vertical", polygon: rect(0, 7, 36, 7.5), height: h },
        ],
      });
    const ask = { ...jump, answers: { "jump:1": CRITICAL } };
    expect(judge(b(3.5), "g", pts([5, 5], [5, 9]), ask)).toEqual({
      legal: true,
      reasons: [],
      length: 4,
      allowance: 6,
      cost: cost("6.0"),
      reach: { distance: 4, point: { x: 5, y: 9 } },
      legalPath: pts([5, 5], [5, 9]),
      bands: [okBand(4, "6.0")],
      prompts: [jumpPrompt(), fallPrompt("3.0", 3, 4)],
      effects: [ledger(1), elevation(0, "CARN-JUMP-3")],
      contacts: [],
    });
    // Stopped touching the chimney, its base half off the roof: it cannot be nudged into the
    // chimney, so it falls to the street (CARN-JUMP-3).
    const at = 2 - R;
    expect(judge(b(4.5), "g", pts([5, 5], [5, 9]), ask)).toEqual({
      legal: true,
      reasons: [stop("JumpBlocked", "1.41")],
      length: 4,
      allowance: 6,
      cost: cost("6.0"),
      reach: { distance: near(at, 6), point: { x: near(5), y: near(5 + at, 6) } },
      legalPath: [
        { x: 5, y: 5 },
        { x: near(5), y: near(5 + at, 6) },
      ],
      bands: [okBand(near(at, 6), "6.0"), lostBand(near(at, 6), 4)],
      prompts: [jumpPrompt(), fallPrompt("3.0", 3, at)],
      effects: [ledger(1), elevation(0, "CARN-JUMP-3")],
      contacts: [],
    });
  });
  it("CARN-JUMP-3, CARN-FALL-1: a jump to a point down in the street is a fall there: the distance left is lost (was: moved on)", () => {
    const roofs = [
      { id: "a", kind: "platform" as const, polygon: rect(0, 0, 10, 36), height: 3 },
      { id: "b", kind: "platform" as const, polygon: rect(12, 0, 20, 36), height: 3 },
    ];
    const b = table({ models: [guest("g", 9, 5, {}, { elevation: 3 })], terrain: roofs });
    expect(
      judge(b, "g", pts([9, 5], [11.2, 5], [11.2, 7]), { ...jump, answers: { "jump:1": CRITICAL } }),
    ).toEqual({
      legal: false,
      reasons: [illegal("CARN-JUMP-2", "Overshoot", { left: "0.0", unit: U })],
      length: near(4.2),
      allowance: 6,
      cost: cost("6.0"),
      reach: { distance: near(2.2), point: { x: near(11.2), y: near(5) } },
      legalPath: [
        { x: 9, y: 5 },
        { x: near(11.2), y: near(5) },
      ],
      bands: [
        okBand(near(2.2), "6.0"),
        {
          from: near(2.2),
          to: near(4.2),
          style: "over",
          key: "TTM.Carnevale.Band.Over",
          data: { allowance: "6.0", unit: U },
        },
      ],
      prompts: [jumpPrompt(), fallPrompt("3.0", 3, 2.2)],
      effects: [ledger(1), elevation(0, "CARN-JUMP-3")],
      contacts: [],
    });
  });
  it("CARN-JUMP-2, CARN-JUMP-5: the distance left is moved on the rubble's top (was: refused); having moved on, no chain", () => {
    const b = table({
      models: [guest("g", 5, 5)],
      terrain: [{ id: "rubble", kind: "difficult", polygon: rect(3, 7, 9, 11), height: 2 }],
    });
    expect(judge(b, "g", pts([5, 5], [5, 8], [6, 8]), { ...jump, answers: { "jump:1": CRITICAL } })).toEqual({
      legal: true,
      reasons: [],
      length: 4,
      allowance: 6,
      cost: cost("6.0"),
      reach: { distance: 4, point: { x: 6, y: 8 } },
      legalPath: pts([5, 5], [5, 8], [6, 8]),
      bands: [okBand(4, "6.0")],
      prompts: [jumpPrompt()],
      effects: [ledger(1), elevation(2, "CARN-JUMP-1")],
      contacts: [],
    });
  });
});
