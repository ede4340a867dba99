import { describe, expect, it } from "vitest";
import { R, bandList, hero, judge, pts, rect, ruleIds, table } from "./helpers";

/** A street with a 2" ditch (its floor 2" down) from x = 10 to 12. */
const ditch = {
  id: "ditch",
  name: "Ditch",
  kind: "gap" as const,
  polygon: rect(10, 0, 12, 36),
  elevation: -2,
  height: 2,
};

describe("MUMG jumping", () => {
  it('MUMG-JUMP-1: at the edge of a 2" gap a 30 mm base needs 5.18 inches: 5.0 is illegal, 5.2 legal', () => {
    // The base's front at the ditch's edge; the move ends with the base's back at the far edge.
    const start = 10 - R;
    const b = table({
      models: [
        hero("five", start, 10, { movement: "5/10" }),
        hero("more", start, 20, { movement: "5.2/10" }),
      ],
      terrain: [ditch],
    });
    const across = (y: number): { x: number; y: number }[] => pts([start, y], [12 + R, y]);
    const short = judge(b, "five", across(10), { declarations: { pow: 1 } });
    expect(short.legal).toBe(false);
    expect(short.reasons[0]).toMatchObject({
      ruleId: "MUMG-JUMP-1",
      key: "TTM.Mumg.Reason.JumpShort",
      data: { width: "2.0", need: "5.18", has: "5.0" },
    });
    // It cannot stop over the gap: it stays at the edge.
    expect(short.reach.distance).toBe(0);
    const enough = judge(b, "more", across(20), { declarations: { pow: 1 } });
    expect(enough).toMatchObject({ legal: true, cost: { amount: 1, key: "TTM.Mumg.CostCounted" } });
    expect(enough.cost.data).toMatchObject({ distance: "3.18", counted: "5.18" });
    // Without a declared tier the first model simply pays 2 POW for it.
    expect(judge(b, "five", across(10)).cost.amount).toBe(2);
  });

  it("MUMG-JUMP-1: the stretch over the gap shows on the ruler as counting double", () => {
    const b = table({ models: [hero("iron", 10 - R, 10)], terrain: [ditch] });
    const v = judge(b, "iron", pts([10 - R, 10], [12 + R, 10]));
    // 5.18 counted: the first 4 (1 POW) run out 1.71 inches into the gap; the rest is 2 POW.
    expect(bandList(v)).toEqual([
      [0, 0.59, "ok", 1],
      [0.59, 2.3, "double", 1],
      [2.3, 2.59, "double", 2],
      [2.59, 3.18, "tier", 2],
    ]);
    expect(v.reasons).toContainEqual(
      expect.objectContaining({ ruleId: "MUMG-JUMP-1", key: "TTM.Mumg.Reason.JumpGap", severity: "info" }),
    );
  });

  it("MUMG-JUMP-1: a barrier no taller than half the model is jumped at double; the base cannot stop on it", () => {
    const b = table({
      models: [hero("iron", 2, 18, { height: 1.5 })],
      terrain: [{ id: "barrier", kind: "low-obstacle", polygon: rect(5, 0, 5.5, 36), height: 0.75 }],
    });
    const v = judge(b, "iron", pts([2, 18], [7, 18]));
    // 5 inches, half an inch of them over the barrier: 5.5 counted.
    expect(v).toMatchObject({ legal: true, cost: { amount: 2, data: { counted: "5.5" } } });
    // Ending with the base just clear of it: 3.5 + R inches, 4.09 + 0.5 counted.
    expect(judge(b, "iron", pts([2, 18], [5.5 + R, 18])).cost.data).toMatchObject({ counted: "4.59" });
    const onTop = judge(b, "iron", pts([2, 18], [5.25, 18]));
    expect(onTop.legal).toBe(false);
    expect(onTop.reach.distance).toBeCloseTo(3 - R, 6);
  });
});

describe("MUMG-CLIMB-1: the top of a climbed barrier holds a base", () => {
  // A stack of crates (a barrier, low-obstacle) 1.5" tall, 5" x 8": taller than half of a 1.5"
  // model, so it is climbed (MUMG-CLIMB-1), and its top is a surface like any climbed piece's.
  // Found at stop 11: the fit test left the ruleset's climbable kinds out, so no base could ever
  // end on a barrier, however wide its top.
  const b = table({
    models: [hero("iron", 2, 18, { height: 1.5 })],
    terrain: [
      { id: "crates", name: "Crates", kind: "low-obstacle", polygon: rect(5, 14, 10, 22), height: 1.5 },
    ],
  });
  const U = "TTM.Unit.in";

  it("MUMG-CLIMB-1: ending in the middle of the top is legal, at the top's level", () => {
    const v = judge(b, "iron", pts([2, 18], [7.5, 18]), { declarations: { pow: 3 } });
    expect(v).toEqual({
      legal: true,
      reasons: [
        {
          ruleId: "MUMG-CLIMB-1",
          key: "TTM.Mumg.Reason.Climb",
          severity: "info",
          data: { height: "1.5", counted: "3.0", unit: U },
        },
      ],
      length: 5.5,
      allowance: 8.5,
      // 3" on the street, the 1.5" climb at double, and 2.5" over the barrier at double
      // (MUMG-JUMP-1 doubles the path whose centre is over a low obstacle): 11.
      cost: {
        amount: 3,
        key: "TTM.Mumg.CostCounted",
        data: { distance: "5.5", pow: 3, unit: U, counted: "11.0" },
      },
      reach: { distance: 5.5, point: { x: 7.5, y: 18 } },
      legalPath: pts([2, 18], [7.5, 18]),
      bands: [
        {
          from: 0,
          to: 3,
          style: "tier",
          tier: 3,
          key: "TTM.Mumg.Band.Tier",
          data: { pow: 3, value: "14.0", unit: U },
        },
        {
          from: 3,
          to: 3,
          style: "double",
          tier: 3,
          key: "TTM.Mumg.Band.ClimbUp",
          data: { height: "1.5", counted: "3.0", unit: U, pow: 3 },
        },
        { from: 3, to: 5.5, style: "double", tier: 3, key: "TTM.Mumg.Band.Double", data: { pow: 3 } },
      ],
      prompts: [],
      effects: [
        { type: "ledger", modelId: "iron", changes: { moves: 1, powSpent: 3 }, ruleId: "MUMG-MOVE-3" },
        { type: "elevation", modelId: "iron", elevation: 1.5, ruleId: "MUMG-CLIMB-1" },
      ],
      contacts: [],
    });
  });

  it("MUMG-CLIMB-1: ending with the base hanging over the top's edge is not: the move stops at the foot", () => {
    const v = judge(b, "iron", pts([2, 18], [5.3, 18]), { declarations: { pow: 3 } });
    expect(v.legal).toBe(false);
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-CLIMB-1",
        key: "TTM.Mumg.Reason.ClimbFit",
        severity: "illegal",
        data: { height: "1.5", unit: U },
      },
    ]);
    // The foot: the base's rim against the crates (within the geometry tolerance).
    expect(v.reach.distance).toBeCloseTo(3 - R, 6);
    expect(v.prompts).toEqual([]);
    expect(v.effects).toEqual([
      { type: "ledger", modelId: "iron", changes: { moves: 1, powSpent: 3 }, ruleId: "MUMG-MOVE-3" },
    ]);
  });
});

describe("MUMG-JUMP-1: into a ditch and across it", () => {
  // Found by the property suite. A shallow ditch (0.5" deep) from x = 10 to 12; the base's front at its edge.
  const shallow = { ...ditch, elevation: -0.5, height: 0.5 };
  const start = 10 - R;
  const b = table({ models: [hero("h", start, 10, { movement: "6/10" })], terrain: [shallow] });
  const U = "TTM.Unit.in";

  it("MUMG-JUMP-1: a path that ends across a ditch is a jump: when the base cannot end wholly across, it stays at the take-off edge", () => {
    // Decision: the path goes down into the ditch and on to the far side, where the base hangs
    // over the far edge. Ending across makes the stretch a jump (the seed: a ditch stops a move; it
    // is jumped, with the movement to finish and the base wholly across), so nothing of the jump
    // is legal; a stop inside the ditch would be another move (the walk into it, a fall).
    const v = judge(b, "h", pts([start, 10], [11, 11], [12.3, 11]), { declarations: { pow: 1 } });
    expect(v).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "MUMG-JUMP-1",
          key: "TTM.Mumg.Reason.JumpFit",
          severity: "illegal",
          data: { width: "2.18", unit: U },
        },
      ],
      length: expect.closeTo(Math.hypot(11 - start, 1) + 1.3, 9) as number,
      // 6" less the 2.18" over the ditch counted a second time.
      allowance: expect.closeTo(3.8188, 4) as number,
      cost: { amount: 0, key: "TTM.Mumg.Cost", data: { distance: "0.0", pow: 0, unit: U } },
      reach: { distance: 0, point: { x: start, y: 10 } },
      legalPath: [{ x: start, y: 10 }],
      bands: [
        {
          from: 0,
          to: expect.closeTo(v.length, 9) as number,
          style: "over",
          key: "TTM.Mumg.Band.NotDeclared",
          data: { pow: 2 },
        },
      ],
      prompts: [],
      effects: [],
      contacts: [],
    });
  });

  it("MUMG-JUMP-1, MUMG-FALL-1: the same path stopped inside the ditch walks off its edge into it: a fall, no jump", () => {
    const v = judge(b, "h", pts([start, 10], [11, 11]), { declarations: { pow: 1 } });
    expect([v.legal, v.reasons, v.reach.distance]).toEqual([true, [], v.length]);
    expect(v.cost).toEqual({ amount: 1, key: "TTM.Mumg.Cost", data: { distance: "1.88", pow: 1, unit: U } });
    expect(v.prompts.map((p) => [p.id, p.ruleId, p.data])).toEqual([
      ["fall:1", "MUMG-FALL-1", { name: "h", height: "0.5", unit: U, effect: "TTM.Mumg.Fall.Row0" }],
    ]);
    expect(v.effects).toEqual([
      { type: "ledger", modelId: "h", changes: { moves: 1, powSpent: 1 }, ruleId: "MUMG-MOVE-3" },
      { type: "elevation", modelId: "h", elevation: -0.5, ruleId: "MUMG-FALL-1" },
    ]);
  });
});

describe("MUMG climbing", () => {
  const crate = {
    id: "crate",
    name: "Crate",
    kind: "vertical" as const,
    polygon: rect(6, 0, 10, 36),
    height: 2,
  };

  it("MUMG-CLIMB-1: a 2 inch obstacle with a 30 mm base costs 4 inches + the base (5.18) from touching it", () => {
    const b = table({ models: [hero("iron", 6 - R, 18, { height: 1.5 })], terrain: [crate] });
    const v = judge(b, "iron", pts([6 - R, 18], [6 + R, 18]));
    expect(v.legal).toBe(true);
    expect(v.cost).toMatchObject({ amount: 2, data: { distance: "1.18", counted: "5.18" } });
    expect(v.effects).toContainEqual({
      type: "elevation",
      modelId: "iron",
      elevation: 2,
      ruleId: "MUMG-CLIMB-1",
    });
    expect(v.reasons.find((r) => r.key === "TTM.Mumg.Reason.Climb")).toMatchObject({
      ruleId: "MUMG-CLIMB-1",
      severity: "info",
      data: { height: "2.0", counted: "4.0" },
    });
  });

  it("MUMG-CLIMB-1: climbing down counts double too; a climb it cannot pay stops it at the foot", () => {
    const b = table({
      models: [
        hero("iron", 8, 18, { height: 1.5 }, { elevation: 2 }),
        hero("low", 4, 20, { movement: "3/5" }),
      ],
      terrain: [crate],
    });
    // 2 on the crate, 2 down counted 4, 1 on the street: 7.
    const down = judge(b, "iron", pts([8, 18], [13, 18]));
    expect(down.cost.data).toMatchObject({ counted: "9.0" });
    expect(down.cost.amount).toBe(3);
    // 3/5 from 4 to the crate's face at 6: 2 + 4 to climb + 0.59 to fit on top = 6.59 > 5.
    const short = judge(b, "low", pts([4, 20], [8, 20]));
    expect(short.legal).toBe(false);
    expect(short.reasons[0]).toMatchObject({
      ruleId: "MUMG-CLIMB-1",
      key: "TTM.Mumg.Reason.ClimbShort",
      data: { height: "2.0", need: "6.59", has: "5.0" },
    });
    expect(short.reach.distance).toBeCloseTo(2 - R, 6);
  });

  it("MUMG-CLIMB-1: a climb shows on the ruler as a zero-length double band at its face, in the tier that pays it", () => {
    const b = table({
      models: [
        hero("iron", 2, 18, { movement: "6/10/18", height: 1.5 }),
        hero("crawler", 2, 24, { movement: "6/10/14", height: 1.5, wallCrawler: true }),
        hero("low", 4, 30, { movement: "3/5" }),
      ],
      terrain: [crate],
    });
    // 4 to the face; the climb (2 up, counted 4) does not fit in the 1st tier's 6: the 2nd pays it.
    const v = judge(b, "iron", pts([2, 18], [8, 18]));
    expect(v.cost).toMatchObject({ amount: 2, data: { counted: "10.0" } });
    expect(bandList(v)).toEqual([
      [0, 4, "ok", 1],
      [4, 4, "double", 2],
      [4, 6, "tier", 2],
    ]);
    expect(v.bands[1]).toMatchObject({
      key: "TTM.Mumg.Band.ClimbUp",
      data: { height: "2.0", counted: "4.0", pow: 2 },
    });
    // Down the far side too.
    const over = judge(b, "iron", pts([2, 18], [11, 18]));
    expect(over.bands.filter((x) => x.from === x.to).map((x) => [x.from, x.key])).toEqual([
      [4, "TTM.Mumg.Band.ClimbUp"],
      [8, "TTM.Mumg.Band.ClimbDown"],
    ]);
    // MUMG-WALLCRAWL-1: counted once, so nothing doubles.
    const crawl = judge(b, "crawler", pts([2, 24], [8, 24]));
    expect(crawl.bands.some((x) => x.style === "double")).toBe(false);
    // A climb it cannot pay is not made: no mark at its foot, where the move stops.
    const short = judge(b, "low", pts([4, 30], [8, 30]));
    expect(short.bands.some((x) => x.from === x.to)).toBe(false);
  });

  it("MUMG-CLIMB-1: the base must fit where the climb ends: a thin wall is climbed over, not stood on", () => {
    const b = table({
      models: [hero("iron", 2, 18, { height: 1.5 })],
      terrain: [{ id: "wall", kind: "vertical", polygon: rect(5, 0, 5.5, 36), height: 1 }],
    });
    const over = judge(b, "iron", pts([2, 18], [7, 18]));
    // 5 horizontal, 1 up and 1 down each counted twice: 9.
    expect(over).toMatchObject({ legal: true, cost: { amount: 3, data: { counted: "9.0" } } });
    const onTop = judge(b, "iron", pts([2, 18], [5.25, 18]));
    expect(ruleIds(onTop)).toEqual(["MUMG-CLIMB-1"]);
    expect(onTop.reasons[0]).toMatchObject({ key: "TTM.Mumg.Reason.ClimbFit" });
    expect(onTop.reach.distance).toBeCloseTo(3 - R, 6);
  });
});

describe("MUMG rough terrain", () => {
  it("MUMG-ROUGH-1: the part of the path inside rough terrain counts double, and shows so on the ruler", () => {
    const b = table({
      models: [hero("iron", 2, 18)],
      terrain: [{ id: "rubble", kind: "difficult", polygon: rect(4, 0, 6, 36) }],
    });
    const v = judge(b, "iron", pts([2, 18], [8, 18]));
    expect(v.cost).toMatchObject({ amount: 3, data: { distance: "6.0", counted: "8.0" } });
    expect(bandList(v)).toEqual([
      [0, 2, "ok", 1],
      [2, 3, "double", 1],
      [3, 4, "double", 2],
      [4, 5, "tier", 2],
      [5, 6, "tier", 3],
    ]);
    // One inch into it from 2 away counts 2 + 2 = 4: still 1 POW; a hundredth more is 2.
    expect(judge(b, "iron", pts([2, 18], [5, 18])).cost.amount).toBe(1);
    expect(judge(b, "iron", pts([2, 18], [5.01, 18])).cost.amount).toBe(2);
  });
});
