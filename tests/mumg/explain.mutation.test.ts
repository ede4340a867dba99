import { describe, expect, it } from "vitest";
import type { Verdict } from "../../src/engine/ruleset";
import { R, hero, judge, pts, rect, table, villain } from "./helpers";

/*
 * What stops a MUMG move and what its legal part did (explain.ts), as whole verdicts (issue 14,
 * mutation testing): the one reason a path is too long, each note, the cost, the bands and the
 * effects, and that nothing else is reported. Numbers are compared to six decimals.
 */

const U = "TTM.Unit.in";

/** Every number to six decimals, so a whole verdict can be written out. */
const r6 = <T>(x: T): T => {
  if (typeof x === "number") return (Math.round(x * 1e6) / 1e6 + 0) as T;
  if (Array.isArray(x)) return x.map(r6) as T;
  if (x && typeof x === "object")
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, r6(v)])) as T;
  return x;
};
const same = (v: Verdict, expected: Record<string, unknown>): void => expect(r6(v)).toEqual(r6(expected));

const tier = (from: number, to: number, pow: number, value: string) => ({
  from,
  to,
  style: pow === 1 ? "ok" : "tier",
  tier: pow,
  key: "TTM.Mumg.Band.Tier",
  data: { pow, value, unit: U },
});
const over = (from: number, to: number, allowance = "14.0") => ({
  from,
  to,
  style: "over",
  key: "TTM.Mumg.Band.Over",
  data: { allowance, unit: U },
});
const ledger = (modelId: string, powSpent: number) => ({
  type: "ledger",
  modelId,
  changes: { moves: 1, powSpent },
  ruleId: "MUMG-MOVE-3",
});
const cost = (amount: number, distance: string, counted?: string) => ({
  amount,
  key: counted ? "TTM.Mumg.CostCounted" : "TTM.Mumg.Cost",
  data: { distance, pow: amount, unit: U, ...(counted ? { counted } : {}) },
});

describe("MUMG: what stops a path", () => {
  it("MUMG-MOVE-5: blocked by a base before the path is too long: the base wins, named by its name; the move stops touching it", () => {
    const b = table({ models: [hero("iron", 2, 18), villain("foe", 6, 18, { name: "Red Skull" })] });
    const stop = 4 - 2 * R;
    same(judge(b, "iron", pts([2, 18], [20, 18])), {
      legal: false,
      reasons: [
        {
          ruleId: "MUMG-MOVE-5",
          key: "TTM.Reason.Blocked.model",
          severity: "illegal",
          data: { name: "Red Skull", distance: "2.82", unit: U },
        },
      ],
      length: 18,
      allowance: 14,
      cost: cost(1, "2.82"),
      reach: { distance: stop, point: { x: 2 + stop, y: 18 } },
      legalPath: pts([2, 18], [2 + stop, 18]),
      bands: [tier(0, stop, 1, "4.0"), over(stop, 18)],
      prompts: [],
      effects: [ledger("iron", 1)],
      contacts: ["foe"],
    });
  });

  it("MUMG-MOVE-6: impassable terrain is named by its name, else its id; a wall by its id", () => {
    const named = table({
      models: [hero("iron", 2, 18)],
      terrain: [{ id: "car", name: "Car", kind: "impassable", polygon: rect(6, 10, 8, 26) }],
    });
    const blocked = (name: string, kind: string) => [
      {
        ruleId: "MUMG-MOVE-6",
        key: `TTM.Reason.Blocked.${kind}`,
        severity: "illegal",
        data: { name, distance: "3.41", unit: U },
      },
    ];
    expect(judge(named, "iron", pts([2, 18], [20, 18])).reasons).toEqual(blocked("Car", "terrain"));
    const unnamed = table({
      models: [hero("iron", 2, 18)],
      terrain: [{ id: "box", kind: "impassable", polygon: rect(6, 10, 8, 26) }],
    });
    expect(judge(unnamed, "iron", pts([2, 18], [20, 18])).reasons).toEqual(blocked("box", "terrain"));
    const walled = table({
      models: [hero("iron", 2, 18)],
      walls: [{ id: "w1", a: { x: 6, y: 10 }, b: { x: 6, y: 26 } }],
    });
    const stop = 4 - R;
    same(judge(walled, "iron", pts([2, 18], [20, 18])), {
      legal: false,
      reasons: blocked("w1", "wall"),
      length: 18,
      allowance: 14,
      cost: cost(1, "3.41"),
      reach: { distance: stop, point: { x: 2 + stop, y: 18 } },
      legalPath: pts([2, 18], [2 + stop, 18]),
      bands: [tier(0, stop, 1, "4.0"), over(stop, 18)],
      prompts: [],
      effects: [ledger("iron", 1)],
      contacts: [],
    });
  });

  it("MUMG-MOVE-1, MUMG-MOVE-2, MUMG-OTHER-1: too far: counted and allowed, with the tier, the declared tier, two values, or the power", () => {
    const b = table({
      models: [
        hero("iron", 2, 18),
        hero("cap", 2, 24, { movement: "4/7" }),
        hero("sp", 2, 30, { powers: "Web: 5: 1" }),
      ],
    });
    const data = (counted: string, allowance: string) => ({ counted, allowance, unit: U });
    expect(judge(b, "iron", pts([2, 18], [17, 18])).reasons).toEqual([
      {
        ruleId: "MUMG-MOVE-1",
        key: "TTM.Mumg.Reason.TooFar",
        severity: "illegal",
        data: { ...data("15.0", "14.0"), pow: 3 },
      },
    ]);
    expect(judge(b, "iron", pts([2, 18], [10, 18]), { declarations: { pow: 2 } }).reasons).toEqual([
      {
        ruleId: "MUMG-MOVE-1",
        key: "TTM.Mumg.Reason.TooFarDeclared",
        severity: "illegal",
        data: { ...data("8.0", "7.0"), pow: 2 },
      },
    ]);
    expect(judge(b, "cap", pts([2, 24], [10, 24])).reasons).toEqual([
      {
        ruleId: "MUMG-MOVE-2",
        key: "TTM.Mumg.Reason.TwoValues",
        severity: "illegal",
        data: data("8.0", "7.0"),
      },
    ]);
    const power = judge(b, "sp", pts([2, 30], [10, 30]), { action: "power" });
    expect(power.reasons).toEqual([
      {
        ruleId: "MUMG-OTHER-1",
        key: "TTM.Mumg.Reason.PowerTooFar",
        severity: "illegal",
        data: { ...data("8.0", "5.0"), name: "Web" },
      },
    ]);
    expect([power.reach.distance, power.cost.amount]).toEqual([5, 1]);
    expect(power.bands).toEqual([
      { from: 0, to: 5, style: "ok", tier: 1, key: "TTM.Mumg.Band.Power", data: { name: "Web", pow: 1 } },
      over(5, 8, "5.0"),
    ]);
  });

  // A crate 2" high from x = 6 to 10.
  const crate = {
    id: "crate",
    name: "Crate",
    kind: "vertical" as const,
    polygon: rect(6, 0, 10, 36),
    height: 2,
  };
  const climbShort = (has: string) => [
    {
      ruleId: "MUMG-CLIMB-1",
      key: "TTM.Mumg.Reason.ClimbShort",
      severity: "illegal",
      data: { height: "2.0", unit: U, need: "6.59", has },
    },
  ];
  const foot = 2 - R;

  it("MUMG-CLIMB-1: a climb the tier cannot pay stops the base at its foot; it needs 2 + 4 + the base to fit on top", () => {
    const b = table({ models: [hero("five", 4, 30, { movement: "3/5" })], terrain: [crate] });
    same(judge(b, "five", pts([4, 30], [8, 30])), {
      legal: false,
      reasons: climbShort("5.0"),
      length: 4,
      // 5 less the 4 the climb adds to the path's 4 inches.
      allowance: 1,
      cost: cost(1, "1.41"),
      reach: { distance: foot, point: { x: 4 + foot, y: 30 } },
      legalPath: pts([4, 30], [4 + foot, 30]),
      bands: [tier(0, foot, 1, "3.0"), over(foot, 4, "5.0")],
      prompts: [],
      effects: [ledger("five", 1)],
      contacts: [],
    });
  });

  it("MUMG-CLIMB-1: a path that climbs on and ends over the far edge still needs only the first place the base fits on top", () => {
    const b = table({ models: [hero("five", 4, 30, { movement: "3/5" })], terrain: [crate] });
    const v = judge(b, "five", pts([4, 30], [10, 30]));
    expect(v.reasons).toEqual(climbShort("5.0"));
    expect(v.reach.distance).toBeCloseTo(foot, 6);
  });

  it("MUMG-CLIMB-1: a climb the declared tier just pays, with no room left to fit on top: the same reason, at the foot", () => {
    const b = table({ models: [hero("six", 4, 24, { movement: "6/10" })], terrain: [crate] });
    same(judge(b, "six", pts([4, 24], [8, 24]), { declarations: { pow: 1 } }), {
      legal: false,
      reasons: climbShort("6.0"),
      length: 4,
      allowance: 2,
      cost: cost(1, "1.41"),
      reach: { distance: foot, point: { x: 4 + foot, y: 24 } },
      legalPath: pts([4, 24], [4 + foot, 24]),
      bands: [
        tier(0, foot, 1, "6.0"),
        { from: foot, to: 4, style: "over", key: "TTM.Mumg.Band.NotDeclared", data: { pow: 2 } },
      ],
      prompts: [],
      effects: [ledger("six", 1)],
      contacts: [],
    });
  });

  it("MUMG-CLIMB-1: a climb made in the legal part: its note, the counted cost, the mark at the face in the tier that pays it, the new level", () => {
    const b = table({ models: [hero("six", 4, 24, { movement: "6/10" })], terrain: [crate] });
    same(judge(b, "six", pts([4, 24], [8, 24])), {
      legal: true,
      reasons: [
        {
          ruleId: "MUMG-CLIMB-1",
          key: "TTM.Mumg.Reason.Climb",
          severity: "info",
          data: { height: "2.0", counted: "4.0", unit: U },
        },
      ],
      length: 4,
      allowance: 6,
      cost: cost(2, "4.0", "8.0"),
      reach: { distance: 4, point: { x: 8, y: 24 } },
      legalPath: pts([4, 24], [8, 24]),
      bands: [
        tier(0, 2, 1, "6.0"),
        {
          from: 2,
          to: 2,
          style: "double",
          tier: 2,
          key: "TTM.Mumg.Band.ClimbUp",
          data: { height: "2.0", counted: "4.0", unit: U, pow: 2 },
        },
        tier(2, 4, 2, "10.0"),
      ],
      prompts: [],
      effects: [
        ledger("six", 2),
        { type: "elevation", modelId: "six", elevation: 2, ruleId: "MUMG-CLIMB-1" },
      ],
      contacts: [],
    });
  });

  it("MUMG-CLIMB-1: a climb it cannot pay onto a wall too thin to stand on: ClimbFit, no figure to give", () => {
    const thin = {
      id: "wall",
      name: "Wall",
      kind: "vertical" as const,
      polygon: rect(5, 0, 5.5, 36),
      height: 1,
    };
    const b = table({ models: [hero("low", 2, 18, { movement: "3/5" })], terrain: [thin] });
    const stop = 3 - R;
    same(judge(b, "low", pts([2, 18], [5.25, 18])), {
      legal: false,
      reasons: [
        {
          ruleId: "MUMG-CLIMB-1",
          key: "TTM.Mumg.Reason.ClimbFit",
          severity: "illegal",
          data: { height: "1.0", unit: U },
        },
      ],
      length: 3.25,
      allowance: 3,
      cost: cost(1, "2.41"),
      reach: { distance: stop, point: { x: 2 + stop, y: 18 } },
      legalPath: pts([2, 18], [2 + stop, 18]),
      bands: [tier(0, stop, 1, "3.0"), over(stop, 3.25, "5.0")],
      prompts: [],
      effects: [ledger("low", 1)],
      contacts: [],
    });
  });

  it("MUMG-WALLCRAWL-1: a Wall-Crawler half over a ditch touches nothing it can climb: MustTouch, where it can end", () => {
    const ditch = {
      id: "ditch",
      kind: "gap" as const,
      polygon: rect(10, 0, 12, 36),
      elevation: -2,
      height: 2,
    };
    const b = table({ models: [hero("spidey", 7, 18, { wallCrawler: true })], terrain: [ditch] });
    const stop = 3 - R;
    same(judge(b, "spidey", pts([7, 18], [10, 18])), {
      legal: false,
      reasons: [
        {
          ruleId: "MUMG-WALLCRAWL-1",
          key: "TTM.Mumg.Reason.MustTouch",
          severity: "illegal",
          data: { distance: "2.41", unit: U },
        },
      ],
      length: 3,
      allowance: 14,
      cost: cost(1, "2.41"),
      reach: { distance: stop, point: { x: 7 + stop, y: 18 } },
      legalPath: pts([7, 18], [7 + stop, 18]),
      bands: [tier(0, stop, 1, "4.0"), over(stop, 3)],
      prompts: [],
      effects: [ledger("spidey", 1)],
      contacts: [],
    });
  });

  it("MUMG-MOVE-6: walked to a roof's edge: NoFit, where it can end; each tier on the ruler up to there", () => {
    const roof = { id: "roof", kind: "vertical" as const, polygon: rect(20, 0, 30, 20), height: 6 };
    const b = table({ models: [hero("r", 25, 10, {}, { elevation: 6 })], terrain: [roof] });
    const stop = 10 - R;
    same(judge(b, "r", pts([25, 10], [25, 20])), {
      legal: false,
      reasons: [
        {
          ruleId: "MUMG-MOVE-6",
          key: "TTM.Reason.NoFit",
          severity: "illegal",
          data: { distance: "9.41", unit: U },
        },
      ],
      length: 10,
      allowance: 14,
      cost: cost(3, "9.41"),
      reach: { distance: stop, point: { x: 25, y: 10 + stop } },
      legalPath: pts([25, 10], [25, 10 + stop]),
      bands: [tier(0, 4, 1, "4.0"), tier(4, 7, 2, "7.0"), tier(7, stop, 3, "14.0"), over(stop, 10)],
      prompts: [],
      effects: [ledger("r", 3)],
      contacts: [],
    });
  });
});

describe("MUMG: the notes on what the legal part did", () => {
  it("MUMG-JUMP-1: the text's 2 inch gap from the edge: the note, 5.18 counted for 1 POW with 6/10, the double band over the gap", () => {
    const ditch = {
      id: "ditch",
      kind: "gap" as const,
      polygon: rect(10, 0, 12, 36),
      elevation: -2,
      height: 2,
    };
    const b = table({ models: [hero("j", 10 - R, 10, { movement: "6/10" })], terrain: [ditch] });
    const end = 2 + 2 * R;
    same(judge(b, "j", pts([10 - R, 10], [12 + R, 10])), {
      legal: true,
      reasons: [
        {
          ruleId: "MUMG-JUMP-1",
          key: "TTM.Mumg.Reason.JumpGap",
          severity: "info",
          data: { width: "2.0", counted: "4.0", unit: U },
        },
      ],
      length: end,
      allowance: 8,
      cost: cost(1, "3.18", "5.18"),
      reach: { distance: end, point: { x: 12 + R, y: 10 } },
      legalPath: pts([10 - R, 10], [12 + R, 10]),
      bands: [
        tier(0, R, 1, "6.0"),
        { from: R, to: R + 2, style: "double", tier: 1, key: "TTM.Mumg.Band.Double", data: { pow: 1 } },
        tier(R + 2, end, 1, "6.0"),
      ],
      prompts: [],
      effects: [ledger("j", 1)],
      contacts: [],
    });
  });

  it("MUMG-JUMP-1: a barrier under half the model's height: JumpObstacle with its width; stopping on it is JumpFit at the take-off", () => {
    const barrier = {
      id: "barrier",
      kind: "low-obstacle" as const,
      polygon: rect(5, 0, 5.5, 36),
      height: 0.75,
    };
    const b = table({ models: [hero("j", 2, 18, { height: 1.5 })], terrain: [barrier] });
    same(judge(b, "j", pts([2, 18], [7, 18])), {
      legal: true,
      reasons: [
        {
          ruleId: "MUMG-JUMP-1",
          key: "TTM.Mumg.Reason.JumpObstacle",
          severity: "info",
          data: { width: "0.5", counted: "1.0", unit: U },
        },
      ],
      length: 5,
      allowance: 13.5,
      cost: cost(2, "5.0", "5.5"),
      reach: { distance: 5, point: { x: 7, y: 18 } },
      legalPath: pts([2, 18], [7, 18]),
      bands: [
        tier(0, 3, 1, "4.0"),
        { from: 3, to: 3.5, style: "double", tier: 1, key: "TTM.Mumg.Band.Double", data: { pow: 1 } },
        tier(3.5, 5, 2, "7.0"),
      ],
      prompts: [],
      effects: [ledger("j", 2)],
      contacts: [],
    });
    const onTop = judge(b, "j", pts([2, 18], [5.25, 18]));
    expect(onTop.reasons).toEqual([
      {
        ruleId: "MUMG-JUMP-1",
        key: "TTM.Mumg.Reason.JumpFit",
        severity: "illegal",
        data: { width: "0.25", unit: U },
      },
    ]);
    expect(onTop.reach.distance).toBeCloseTo(3 - R, 6);
  });

  it("MUMG-FLY-1: over rubble and a ditch a flyer counts 12 and is told it saved 4; over open ground nothing is said", () => {
    const b = table({
      models: [hero("s", 2, 30, { fly: true })],
      terrain: [
        { id: "ditch", kind: "gap", polygon: rect(10, 0, 12, 36), elevation: -2, height: 2 },
        { id: "rubble", kind: "difficult", polygon: rect(4, 0, 6, 36) },
      ],
    });
    same(judge(b, "s", pts([2, 30], [14, 30])), {
      legal: true,
      reasons: [
        {
          ruleId: "MUMG-FLY-1",
          key: "TTM.Mumg.Reason.FlyOnce",
          severity: "info",
          data: { saved: "4.0", unit: U },
        },
      ],
      length: 12,
      allowance: 14,
      cost: cost(3, "12.0"),
      reach: { distance: 12, point: { x: 14, y: 30 } },
      legalPath: pts([2, 30], [14, 30]),
      bands: [tier(0, 4, 1, "4.0"), tier(4, 7, 2, "7.0"), tier(7, 12, 3, "14.0")],
      prompts: [],
      effects: [ledger("s", 3)],
      contacts: [],
    });
    expect(judge(b, "s", pts([2, 30], [2, 34])).reasons).toEqual([]);
  });

  it("MUMG-WALLCRAWL-1: up a 6 inch wall counted once: CrawlOnce, no climb mark, 14 for 3 POW, on the roof", () => {
    const roof = { id: "roof", kind: "vertical" as const, polygon: rect(20, 0, 30, 20), height: 6 };
    const b = table({ models: [hero("spidey", 15, 10, { wallCrawler: true })], terrain: [roof] });
    same(judge(b, "spidey", pts([15, 10], [23, 10])), {
      legal: true,
      reasons: [
        {
          ruleId: "MUMG-WALLCRAWL-1",
          key: "TTM.Mumg.Reason.CrawlOnce",
          severity: "info",
          data: { height: "6.0", unit: U },
        },
      ],
      length: 8,
      allowance: 8,
      cost: cost(3, "8.0", "14.0"),
      reach: { distance: 8, point: { x: 23, y: 10 } },
      legalPath: pts([15, 10], [23, 10]),
      // The 2nd tier's 7 runs out at the foot of the wall, at 5: the climb is paid by the 3rd.
      bands: [tier(0, 4, 1, "4.0"), tier(4, 5, 2, "7.0"), tier(5, 8, 3, "14.0")],
      prompts: [],
      effects: [
        ledger("spidey", 3),
        { type: "elevation", modelId: "spidey", elevation: 6, ruleId: "MUMG-CLIMB-1" },
      ],
      contacts: [],
    });
  });

  it("MUMG-WALLCRAWL-1: ending half over a roof's edge it clings: the note alone, no fall, no level change", () => {
    const roof = { id: "roof", kind: "vertical" as const, polygon: rect(20, 0, 30, 20), height: 6 };
    const b = table({
      models: [hero("spidey", 25, 17, { wallCrawler: true }, { elevation: 6 })],
      terrain: [roof],
    });
    same(judge(b, "spidey", pts([25, 17], [25, 20])), {
      legal: true,
      reasons: [{ ruleId: "MUMG-WALLCRAWL-1", key: "TTM.Mumg.Reason.Clings", severity: "info" }],
      length: 3,
      allowance: 14,
      cost: cost(1, "3.0"),
      reach: { distance: 3, point: { x: 25, y: 20 } },
      legalPath: pts([25, 17], [25, 20]),
      bands: [tier(0, 3, 1, "4.0")],
      prompts: [],
      effects: [ledger("spidey", 1)],
      contacts: [],
    });
  });

  it("MUMG-CLIMB-1: the climb notes name each climb, up and down, with what it counts", () => {
    const crate = { id: "crate", kind: "vertical" as const, polygon: rect(6, 0, 10, 36), height: 2 };
    const b = table({
      models: [hero("iron", 2, 18, { movement: "6/10/18", height: 1.5 })],
      terrain: [crate],
    });
    const note = {
      ruleId: "MUMG-CLIMB-1",
      key: "TTM.Mumg.Reason.Climb",
      severity: "info",
      data: { height: "2.0", counted: "4.0", unit: U },
    };
    expect(judge(b, "iron", pts([2, 18], [11, 18])).reasons).toEqual([note, note]);
  });
});

describe("MUMG: the first thing that stops a path, among several", () => {
  it("MUMG-CLIMB-1, MUMG-WALLCRAWL-1: a Wall-Crawler that cannot pay a 6 inch climb, up or down, clings where it starts: ClimbShort, not TooFar", () => {
    const b = table({
      models: [hero("s", 2, 10, { wallCrawler: true, movement: "3/5" })],
      terrain: [{ id: "bld", kind: "vertical", polygon: rect(4, 0, 10, 20), height: 6 }],
    });
    const v = judge(b, "s", pts([2, 10], [7, 10]));
    // It counts the climb once and may cling at the top edge: 2 + 6 = 8 needed, 5 held.
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-CLIMB-1",
        key: "TTM.Mumg.Reason.ClimbShort",
        severity: "illegal",
        data: { height: "6.0", unit: U, need: "8.0", has: "5.0" },
      },
      { ruleId: "MUMG-WALLCRAWL-1", key: "TTM.Mumg.Reason.Clings", severity: "info" },
    ]);
    expect([v.reach.distance, v.cost.amount]).toEqual([2, 1]);
    // Down the far side of a roof alike: 3 to the edge, where it clings, and 6 down: 9.
    const roof = table({
      models: [hero("s", 25, 17, { wallCrawler: true, movement: "3/5" }, { elevation: 6 })],
      terrain: [{ id: "roof", kind: "vertical", polygon: rect(20, 0, 30, 20), height: 6 }],
    });
    const down = judge(roof, "s", pts([25, 17], [25, 24]));
    expect(down.reasons).toEqual([
      {
        ruleId: "MUMG-CLIMB-1",
        key: "TTM.Mumg.Reason.ClimbShort",
        severity: "illegal",
        data: { height: "6.0", unit: U, need: "9.0", has: "5.0" },
      },
      { ruleId: "MUMG-WALLCRAWL-1", key: "TTM.Mumg.Reason.Clings", severity: "info" },
    ]);
    expect([down.reach.distance, down.effects]).toEqual([3, [ledger("s", 1)]]);
  });

  it("MUMG-MOVE-1: the declared tier runs out with the base over a roof's edge: TooFarDeclared, not the climb down beyond it", () => {
    const b = table({
      models: [hero("r", 25, 15.7, {}, { elevation: 6 })],
      terrain: [{ id: "roof", kind: "vertical", polygon: rect(20, 0, 30, 20), height: 6 }],
    });
    const v = judge(b, "r", pts([25, 15.7], [25, 26]), { declarations: { pow: 1 } });
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-MOVE-1",
        key: "TTM.Mumg.Reason.TooFarDeclared",
        severity: "illegal",
        data: { counted: "22.3", allowance: "4.0", unit: U, pow: 1 },
      },
    ]);
    expect(v.reach.distance).toBeCloseTo(4.3 - R, 6);
  });

  it("MUMG-MOVE-1: a climb paid early on is not what stops a path whose tiers run out later with the base over an edge", () => {
    // A 1" roof from y = 4 to 14.2: 2 to its face, the climb counts 2, then the 3rd tier runs out
    // at y = 14 with the base over the far edge; it ends wholly on the roof.
    const b = table({
      models: [hero("c", 25, 2)],
      terrain: [{ id: "roof", kind: "vertical", polygon: rect(20, 4, 30, 14.2), height: 1 }],
    });
    const v = judge(b, "c", pts([25, 2], [25, 20]));
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-MOVE-1",
        key: "TTM.Mumg.Reason.TooFar",
        severity: "illegal",
        data: { counted: "22.0", allowance: "14.0", unit: U, pow: 3 },
      },
      {
        ruleId: "MUMG-CLIMB-1",
        key: "TTM.Mumg.Reason.Climb",
        severity: "info",
        data: { height: "1.0", counted: "2.0", unit: U },
      },
    ]);
    expect(v.reach.distance).toBeCloseTo(12.2 - R, 6);
    expect(v.effects).toEqual([
      ledger("c", 3),
      { type: "elevation", modelId: "c", elevation: 1, ruleId: "MUMG-CLIMB-1" },
    ]);
  });

  it("MUMG-MOVE-1, MUMG-FALL-1: the tier runs out just past a deck's edge, where the base does not fit below: it stays on the deck, TooFarDeclared, no fall", () => {
    const b = table({
      models: [hero("d", 25, 16.3, {}, { elevation: 3 })],
      terrain: [{ id: "deck", kind: "platform", polygon: rect(20, 0, 30, 20), height: 3 }],
    });
    const v = judge(b, "d", pts([25, 16.3], [25, 26]), { declarations: { pow: 1 } });
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-MOVE-1",
        key: "TTM.Mumg.Reason.TooFarDeclared",
        severity: "illegal",
        data: { counted: "9.7", allowance: "4.0", unit: U, pow: 1 },
      },
    ]);
    expect(v.reach.distance).toBeCloseTo(3.7 - R, 6);
    expect([v.prompts, v.effects]).toEqual([[], [ledger("d", 1)]]);
  });

  it("MUMG-CLIMB-1: a slanting climb needs the base to fit on top along the slant: 2.83 + 4 + 0.83", () => {
    // At 45 degrees the centre must go R * sqrt 2 past the face for the base to clear it.
    const b = table({
      models: [hero("five", 4, 20, { movement: "3/5" })],
      terrain: [{ id: "crate", kind: "vertical", polygon: rect(6, 0, 10, 36), height: 2 }],
    });
    const v = judge(b, "five", pts([4, 20], [8, 24]));
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-CLIMB-1",
        key: "TTM.Mumg.Reason.ClimbShort",
        severity: "illegal",
        data: { height: "2.0", unit: U, need: ((2 + R) * Math.SQRT2 + 4).toFixed(2), has: "5.0" },
      },
    ]);
    expect(v.reach.distance).toBeCloseTo((2 - R) * Math.SQRT2, 6);
  });
});
