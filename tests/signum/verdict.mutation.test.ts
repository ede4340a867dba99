import { describe, expect, it } from "vitest";
import type { MoveRequest, Verdict } from "../../src/engine/ruleset";
import { signum } from "../../src/rulesets/signum";
import { GEOMETRY_TOLERANCE } from "../../src/engine/geometry/tolerance";
import { hero, judge, line, rect, RED, table } from "./helpers";

/*
 * Whole answers (issue 14, mutation testing): each test states every field of the verdict it
 * cares about, so a rule that reports an extra reason, prompt, band or effect, or the wrong key,
 * data or stopping point, fails here. Bases are 30 mm (1.5 cm radius); the contact tolerance is
 * 0.5 mm (0.05 cm), so two bases are in contact while their centres are within 3.05 cm.
 */

const near = (n: number): number => expect.closeTo(n, 6) as number;
const at = (x: number, y = 30) => ({ x: near(x), y: near(y) });
const walkEffects = [
  { type: "ledger", modelId: "hero", changes: { moved: true, ran: false }, ruleId: "SIGNUM-ACTION-1" },
  { type: "message", key: "TTM.Signum.Reason.MeleeOnly", ruleId: "SIGNUM-ACTION-1" },
];
const runEffects = [
  { type: "ledger", modelId: "hero", changes: { moved: true, ran: true }, ruleId: "SIGNUM-ACTION-1" },
  { type: "end-turn", modelId: "hero", ruleId: "SIGNUM-RUN-1" },
];
const ok = (to: number) => ({ from: 0, to: near(to), style: "ok", key: "TTM.Band.Move" });
const over = (from: number, to: number, allowance: string) => ({
  from: near(from),
  to: near(to),
  style: "over",
  key: "TTM.Band.Over",
  data: { allowance },
});
const backstab = (id: string, name: string, ruleId: string, distance: number) => ({
  id: `backstab:${id}`,
  ruleId,
  kind: "roll",
  formula: "1d6",
  key: "TTM.Signum.Prompt.Backstab",
  data: { name },
  sourceId: id,
  at: near(distance),
});

/** The verdict as plain data, the way a host receives it. */
const answer = (v: Verdict): unknown => JSON.parse(JSON.stringify(v));

describe("Signum whole verdicts", () => {
  it("SIGNUM-MOVE-1: a 7 cm move with M reports nothing but its cost, one ok band and the walk's effects", () => {
    const v = judge(table([hero({ profile: { move: "M" } })]), { path: line(10, 17) });
    expect(answer(v)).toEqual({
      legal: true,
      reasons: [],
      length: near(7),
      allowance: 10,
      cost: { amount: near(7), key: "TTM.Signum.Cost", data: { distance: "7.0", category: "M" } },
      reach: { distance: near(7), point: at(17) },
      legalPath: [at(10), at(17)],
      bands: [ok(7)],
      prompts: [],
      effects: walkEffects,
      contacts: [],
    });
  });

  it("SIGNUM-MOVE-1: a profile without a category moves as M", () => {
    const v = judge(table([hero()]), { path: line(10, 20.5) });
    expect(v.allowance).toBe(10);
    expect(v.reasons).toEqual([
      {
        ruleId: "SIGNUM-MOVE-1",
        key: "TTM.Signum.Reason.TooFar",
        severity: "illegal",
        data: { length: "10.5", allowance: "10.0", category: "M" },
      },
    ]);
  });

  it("SIGNUM-MOVE-1: 12 cm with M stops at 10 cm with one TooFar reason and an over band", () => {
    const v = judge(table([hero({ profile: { move: "M" } })]), { path: line(10, 22) });
    expect(answer(v)).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "SIGNUM-MOVE-1",
          key: "TTM.Signum.Reason.TooFar",
          severity: "illegal",
          data: { length: "12.0", allowance: "10.0", category: "M" },
        },
      ],
      length: near(12),
      allowance: 10,
      cost: { amount: near(10), key: "TTM.Signum.Cost", data: { distance: "10.0", category: "M" } },
      reach: { distance: near(10), point: at(20) },
      legalPath: [at(10), at(20)],
      bands: [ok(10), over(10, 12, "10.0")],
      prompts: [],
      effects: walkEffects,
      contacts: [],
    });
  });

  it("SIGNUM-MOVE-1: a path within the geometry tolerance over the allowance is on it", () => {
    const v = judge(table([hero({ profile: { move: "S" } })]), {
      path: line(10, 18 + GEOMETRY_TOLERANCE / 2),
    });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.bands).toEqual([ok(8)]);
  });

  it("SIGNUM-RUN-1: a run of 17 cm with M runs as L, stops at 15 cm, and shows walk, run and over bands", () => {
    const v = judge(table([hero({ profile: { move: "M" } })]), { action: "run", path: line(10, 27) });
    expect(answer(v)).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "SIGNUM-RUN-1",
          key: "TTM.Signum.Reason.TooFar",
          severity: "illegal",
          data: { length: "17.0", allowance: "15.0", category: "L" },
        },
      ],
      length: near(17),
      allowance: 15,
      cost: {
        amount: near(15),
        key: "TTM.Signum.CostRun",
        data: { distance: "15.0", from: "M", to: "L" },
      },
      reach: { distance: near(15), point: at(25) },
      legalPath: [at(10), at(25)],
      bands: [
        ok(10),
        { from: 10, to: near(15), style: "tier", tier: 2, key: "TTM.Signum.Band.Run" },
        over(15, 17, "15.0"),
      ],
      prompts: [],
      effects: runEffects,
      contacts: [],
    });
  });

  it("SIGNUM-RUN-1: a run shorter than the walk shows only an ok band", () => {
    const v = judge(table([hero({ profile: { move: "M" } })]), { action: "run", path: line(10, 16) });
    expect(v.bands).toEqual([ok(6)]);
    expect(v.cost).toEqual({
      amount: near(6),
      key: "TTM.Signum.CostRun",
      data: { distance: "6.0", from: "M", to: "L" },
    });
    expect(v.effects).toEqual(runEffects);
  });

  it("SIGNUM-RUN-1: an XL model's run is refused where it stands: one reason, no effect, the whole path over", () => {
    const v = judge(table([hero({ profile: { move: "XL" } })]), { action: "run", path: line(10, 15) });
    expect(answer(v)).toEqual({
      legal: false,
      reasons: [{ ruleId: "SIGNUM-RUN-1", key: "TTM.Signum.Reason.RunXL", severity: "illegal" }],
      length: near(5),
      allowance: 25,
      cost: { amount: 0, key: "TTM.Signum.Cost", data: { distance: "0.0", category: "XL" } },
      reach: { distance: 0, point: at(10) },
      legalPath: [at(10)],
      bands: [over(0, 5, "25.0")],
      prompts: [],
      effects: [],
      contacts: [],
    });
  });

  it("SIGNUM-RUN-1: a Slow model's run is refused and it keeps its own category", () => {
    const v = judge(table([hero({ profile: { move: "S", slow: true } })]), {
      action: "run",
      path: line(10, 12),
    });
    expect(v.reasons).toEqual([
      { ruleId: "SIGNUM-RUN-1", key: "TTM.Signum.Reason.RunSlow", severity: "illegal" },
    ]);
    expect(v.allowance).toBe(8);
    expect(v.cost).toEqual({ amount: 0, key: "TTM.Signum.Cost", data: { distance: "0.0", category: "S" } });
    expect(v.bands).toEqual([over(0, 2, "8.0")]);
    expect(v.effects).toEqual([]);
  });

  it("SIGNUM-RUN-1: a Slow model walks as usual", () => {
    const v = judge(table([hero({ profile: { move: "M", slow: true } })]), { path: line(10, 20) });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
  });

  it("SIGNUM-RUN-2: a run from contact is refused, draws no backstab (it never moves) and keeps the contact", () => {
    const orc = { id: "orc", name: "Orc", side: RED, x: 13, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), orc]), { action: "run", path: line(10, 5) });
    expect(v.reasons).toEqual([
      { ruleId: "SIGNUM-RUN-2", key: "TTM.Signum.Reason.RunInContact", severity: "illegal" },
    ]);
    expect(v.allowance).toBe(10);
    expect(v.reach).toEqual({ distance: 0, point: { x: 10, y: 30 } });
    expect(v.prompts).toEqual([]);
    expect(v.effects).toEqual([]);
    expect(v.contacts).toEqual(["orc"]);
  });

  it("SIGNUM-RUN-2: an enemy 0.6 mm away is not in contact, so the run goes ahead", () => {
    const orc = { id: "orc", name: "Orc", side: RED, x: 13.06, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), orc]), { action: "run", path: line(10, 5) });
    expect(v.legal).toBe(true);
    expect(v.allowance).toBe(15);
    expect(v.prompts).toEqual([]);
  });

  it("SIGNUM-ACTION-1: a second move is refused before anything else, and a second cause is still listed", () => {
    const board = table([hero({ profile: { move: "XL" } })]);
    const walk = judge(board, { path: line(10, 15), ledger: { moved: true } });
    expect(walk.reasons).toEqual([
      { ruleId: "SIGNUM-ACTION-1", key: "TTM.Signum.Reason.AlreadyMoved", severity: "illegal" },
    ]);
    expect(walk.reach.distance).toBe(0);
    expect(walk.effects).toEqual([]);
    const run = judge(board, { action: "run", path: line(10, 15), ledger: { moved: true } });
    expect(run.reasons.map((r) => [r.ruleId, r.key])).toEqual([
      ["SIGNUM-ACTION-1", "TTM.Signum.Reason.AlreadyMoved"],
      ["SIGNUM-RUN-1", "TTM.Signum.Reason.RunXL"],
    ]);
    expect(judge(board, { path: line(10, 15), ledger: { moved: false } }).legal).toBe(true);
  });

  it("SIGNUM-CONTACT-1: head on, the move ends where the bases touch, with the enemy's name", () => {
    const orc = { id: "orc", name: "Orc", side: RED, x: 20, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), orc]), { path: line(10, 19) });
    expect(v.legal).toBe(false);
    expect(v.reasons).toEqual([
      {
        ruleId: "SIGNUM-CONTACT-1",
        key: "TTM.Signum.Reason.ContactStops",
        severity: "illegal",
        data: { name: "Orc", distance: "7.0" },
      },
    ]);
    expect(v.reach.distance).toBeCloseTo(7, 6);
    expect(v.bands).toEqual([ok(7), over(7, 9, "10.0")]);
    expect(v.contacts).toEqual(["orc"]);
    expect(v.prompts).toEqual([]);
    expect(v.effects).toEqual(walkEffects);
  });

  it("SIGNUM-CONTACT-2: a path that only grazes an enemy within the tolerance stops at its closest approach", () => {
    // The centres pass 3.03 cm apart: a 0.3 mm gap, inside the default 0.5 mm.
    const orc = { id: "orc", name: "Orc", side: RED, x: 20, y: 33.03 };
    const board = table([hero({ profile: { move: "L" } }), orc]);
    const v = judge(board, { path: line(10, 25) });
    expect(v.reasons).toEqual([
      {
        ruleId: "SIGNUM-CONTACT-1",
        key: "TTM.Signum.Reason.ContactStops",
        severity: "illegal",
        data: { name: "Orc", distance: "10.0" },
      },
    ]);
    expect(v.reach.point).toEqual(at(20));
    expect(v.contacts).toEqual(["orc"]);
    const strict = judge(board, { path: line(10, 25), options: { contactToleranceMm: 0.2 } });
    expect(strict.legal).toBe(true);
    expect(strict.reasons).toEqual([]);
    expect(strict.contacts).toEqual([]);
  });

  it("SIGNUM-CONTACT-1: a path that ends touching the enemy is legal and reports the contact only", () => {
    const orc = { id: "orc", name: "Orc", side: RED, x: 20, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), orc]), { path: line(10, 16.97) });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.contacts).toEqual(["orc"]);
    expect(v.bands).toEqual([ok(6.97)]);
  });

  it("SIGNUM-MOVE-2: a friend stops the base with a Blocked reason naming it, and no contact", () => {
    const friend = { id: "f", name: "Tamsin", side: "blue", x: 20, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), friend]), { path: line(10, 19) });
    expect(v.reasons).toEqual([
      {
        ruleId: "SIGNUM-MOVE-2",
        key: "TTM.Reason.Blocked.model",
        severity: "illegal",
        data: { name: "Tamsin", distance: "7.0", unit: "TTM.Unit.cm" },
      },
    ]);
    expect(v.contacts).toEqual([]);
    expect(v.bands).toEqual([ok(7), over(7, 9, "10.0")]);
  });

  it("SIGNUM-MOVE-2: impassable terrain is named by its name, or by its id when it has none", () => {
    const named = { ...rect("rock", "impassable", 15, 20, 20, 40), name: "Menhir" };
    const v = judge(table([hero({ profile: { move: "M" } })], [named]), { path: line(10, 19) });
    expect(v.reasons).toEqual([
      {
        ruleId: "SIGNUM-MOVE-2",
        key: "TTM.Reason.Blocked.terrain",
        severity: "illegal",
        data: { name: "Menhir", distance: "3.5", unit: "TTM.Unit.cm" },
      },
    ]);
    const bare = judge(
      table([hero({ profile: { move: "M" } })], [rect("rock", "impassable", 15, 20, 20, 40)]),
      {
        path: line(10, 19),
      },
    );
    expect(bare.reasons[0]!.data).toEqual({ name: "rock", distance: "3.5", unit: "TTM.Unit.cm" });
  });

  it("SIGNUM-MOVE-2: a wall is named by its id", () => {
    const wall = { id: "w1", a: { x: 16, y: 20 }, b: { x: 16, y: 40 } };
    const v = judge(table([hero({ profile: { move: "M" } })], [], [wall]), { path: line(10, 19) });
    expect(v.reasons).toEqual([
      {
        ruleId: "SIGNUM-MOVE-2",
        key: "TTM.Reason.Blocked.wall",
        severity: "illegal",
        data: { name: "w1", distance: "4.5", unit: "TTM.Unit.cm" },
      },
    ]);
  });

  it("SIGNUM-MOVE-2 before SIGNUM-CONTACT-1: the first cause along the path wins", () => {
    const friend = { id: "f", name: "Tamsin", side: "blue", x: 15, y: 30 };
    const orc = { id: "orc", name: "Orc", side: RED, x: 24, y: 33 };
    const v = judge(table([hero({ profile: { move: "L" } }), friend, orc]), { path: line(10, 24) });
    expect(v.reasons.map((r) => [r.ruleId, r.key])).toEqual([["SIGNUM-MOVE-2", "TTM.Reason.Blocked.model"]]);
    expect(v.reach.distance).toBeCloseTo(2, 6);
    expect(v.contacts).toEqual([]);
  });

  it("SIGNUM-CONTACT-1 before SIGNUM-MOVE-2: an enemy met before the wall stops the move", () => {
    const orc = { id: "orc", name: "Orc", side: RED, x: 16, y: 30 };
    const wall = { id: "w1", a: { x: 20, y: 20 }, b: { x: 20, y: 40 } };
    const v = judge(table([hero({ profile: { move: "L" } }), orc], [], [wall]), { path: line(10, 24) });
    expect(v.reasons.map((r) => [r.ruleId, r.data])).toEqual([
      ["SIGNUM-CONTACT-1", { name: "Orc", distance: "3.0" }],
    ]);
  });

  it("SIGNUM-TERRAIN-1: difficult terrain met within S caps an L move to S: an info note, then TooFar as S", () => {
    const marsh = rect("marsh", "difficult", 14, 20, 40, 40);
    const v = judge(table([hero({ profile: { move: "L" } })], [marsh]), { path: line(10, 20) });
    expect(answer(v)).toMatchObject({
      legal: false,
      reasons: [
        { ruleId: "SIGNUM-TERRAIN-1", key: "TTM.Signum.Reason.DifficultCap", severity: "info" },
        {
          ruleId: "SIGNUM-MOVE-1",
          key: "TTM.Signum.Reason.TooFar",
          severity: "illegal",
          data: { length: "10.0", allowance: "8.0", category: "S" },
        },
      ],
      allowance: 8,
      cost: { amount: near(8), key: "TTM.Signum.Cost", data: { distance: "8.0", category: "S" } },
      bands: [ok(8), over(8, 10, "8.0")],
      prompts: [],
      effects: walkEffects,
    });
    expect(v.reasons).toHaveLength(2);
  });

  it("SIGNUM-TERRAIN-1: a capped run costs its distance as a run to S", () => {
    const marsh = rect("marsh", "difficult", 14, 20, 40, 40);
    const v = judge(table([hero({ profile: { move: "M" } })], [marsh]), {
      action: "run",
      path: line(10, 16),
    });
    expect(v.reasons).toEqual([
      { ruleId: "SIGNUM-TERRAIN-1", key: "TTM.Signum.Reason.DifficultCap", severity: "info" },
    ]);
    expect(v.allowance).toBe(8);
    expect(v.cost).toEqual({
      amount: near(6),
      key: "TTM.Signum.CostRun",
      data: { distance: "6.0", from: "M", to: "S" },
    });
  });

  it("SIGNUM-TERRAIN-1: starting in difficult terrain caps the move even for a path that stays inside", () => {
    const marsh = rect("marsh", "difficult", 5, 20, 40, 40);
    const v = judge(table([hero({ profile: { move: "L" } })], [marsh]), { path: line(10, 19) });
    expect(v.reasons.map((r) => [r.ruleId, r.key, r.severity])).toEqual([
      ["SIGNUM-TERRAIN-1", "TTM.Signum.Reason.DifficultCap", "info"],
      ["SIGNUM-MOVE-1", "TTM.Signum.Reason.TooFar", "illegal"],
    ]);
    expect(v.reach.distance).toBeCloseTo(8, 6);
  });

  it("SIGNUM-TERRAIN-1: a path that ends just touching difficult terrain within S is not capped", () => {
    // The base touches the marsh (within the tolerance) at 2.45 cm; the path ends there.
    const marsh = rect("marsh", "difficult", 14, 20, 40, 40);
    const v = judge(table([hero({ profile: { move: "L" } })], [marsh]), { path: line(10, 12.45) });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.allowance).toBe(15);
    expect(v.cost.data).toEqual({ distance: "2.45", category: "L" });
  });

  it("SIGNUM-TERRAIN-1: difficult terrain met beyond S stops the move at its edge, named by distance", () => {
    // The base touches the marsh at 10 cm: past S, so entering would break the cap.
    const marsh = rect("marsh", "difficult", 21.55, 20, 40, 40);
    const v = judge(table([hero({ profile: { move: "L" } })], [marsh]), { path: line(10, 24) });
    expect(v.reasons).toEqual([
      {
        ruleId: "SIGNUM-TERRAIN-1",
        key: "TTM.Signum.Reason.DifficultEdge",
        severity: "illegal",
        data: { distance: "10.0" },
      },
    ]);
    expect(v.allowance).toBe(15);
    expect(v.reach.distance).toBeCloseTo(10, 6);
    expect(v.bands).toEqual([ok(10), over(10, 14, "15.0")]);
  });

  it("SIGNUM-TERRAIN-1: difficult terrain met exactly at S still caps (S is within S)", () => {
    const marsh = rect("marsh", "difficult", 19.55, 20, 40, 40);
    const v = judge(table([hero({ profile: { move: "L" } })], [marsh]), { path: line(10, 24) });
    expect(v.reasons.map((r) => [r.ruleId, r.key])).toEqual([
      ["SIGNUM-TERRAIN-1", "TTM.Signum.Reason.DifficultCap"],
      ["SIGNUM-MOVE-1", "TTM.Signum.Reason.TooFar"],
    ]);
    expect(v.allowance).toBe(8);
  });

  it("SIGNUM-TERRAIN-1: a difficult edge past the allowance is neither a cap nor a stop", () => {
    const marsh = rect("marsh", "difficult", 23.55, 20, 40, 40);
    const v = judge(table([hero({ profile: { move: "M" } })], [marsh]), { path: line(10, 20) });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
  });

  it("SIGNUM-TERRAIN-1: a difficult edge past the path's end but within the allowance does not stop it", () => {
    const marsh = rect("marsh", "difficult", 23.55, 20, 40, 40);
    const v = judge(table([hero({ profile: { move: "L" } })], [marsh]), { path: line(10, 20) });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.allowance).toBe(15);
  });

  it("SIGNUM-FLIGHT-1: a flyer that cannot land on an enemy stops where its base fits, with NoFit and no contact stop", () => {
    const orc = { id: "orc", name: "Orc", side: RED, x: 19, y: 30 };
    const v = judge(table([hero({ profile: { move: "M", flight: true } }), orc]), { path: line(10, 19) });
    expect(v.legal).toBe(false);
    expect(v.reasons).toHaveLength(1);
    expect(v.reasons[0]).toMatchObject({
      ruleId: "SIGNUM-FLIGHT-1",
      key: "TTM.Reason.NoFit",
      severity: "illegal",
      data: { unit: "TTM.Unit.cm" },
    });
    const fit = v.reach.distance;
    expect(fit).toBeGreaterThan(5.9);
    expect(fit).toBeLessThanOrEqual(6 + 1e-6);
    expect(v.reasons[0]!.data!.distance).toBe("6.0");
    expect(v.effects).toEqual(walkEffects);
  });

  it("SIGNUM-FLIGHT-1: a flyer ignores difficult terrain and walls by default but the table edge still stops it", () => {
    const wall = { id: "w1", a: { x: 16, y: 20 }, b: { x: 16, y: 40 } };
    const board = table([hero({ x: 50, profile: { move: "M", flight: true } })], [], [wall]);
    const v = judge(board, { path: line(50, 60) });
    expect(v.legal).toBe(false);
    expect(v.reasons.map((r) => r.ruleId)).toEqual(["SIGNUM-FLIGHT-1"]);
    expect(v.reach.point.x).toBeLessThanOrEqual(58.5 + 1e-6);
    expect(v.reach.point.x).toBeGreaterThan(58.4);
    const across = judge(table([hero({ profile: { move: "M", flight: true } })], [], [wall]), {
      path: line(10, 20),
    });
    expect(across.legal).toBe(true);
  });

  it("SIGNUM-FLIGHT-1: a flyer capped by the world option is capped like a walker", () => {
    const marsh = rect("marsh", "difficult", 14, 20, 40, 40);
    const v = judge(table([hero({ profile: { move: "L", flight: true } })], [marsh]), {
      path: line(10, 20),
      options: { flightCappedByDifficult: true },
    });
    expect(v.reasons.map((r) => [r.ruleId, r.severity])).toEqual([
      ["SIGNUM-TERRAIN-1", "info"],
      ["SIGNUM-MOVE-1", "illegal"],
    ]);
    expect(v.allowance).toBe(8);
  });

  it("SIGNUM-BACKSTAB-1: leaving contact draws one backstab prompt at 0 with the enemy's name", () => {
    const orc = { id: "orc", name: "Orc", side: RED, x: 13, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), orc]), { path: line(10, 5) });
    expect(v.legal).toBe(true);
    expect(answer(v)).toMatchObject({ reasons: [], contacts: [], effects: walkEffects });
    expect(v.prompts).toEqual([backstab("orc", "Orc", "SIGNUM-BACKSTAB-1", 0)]);
  });

  it("SIGNUM-BACKSTAB-1: a refused move draws no backstab", () => {
    const orc = { id: "orc", name: "Orc", side: RED, x: 13, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), orc]), {
      path: line(10, 5),
      ledger: { moved: true },
    });
    expect(v.prompts).toEqual([]);
  });

  it("SIGNUM-RUN-3: a run that ends touching an enemy stops there and draws its backstab at that distance", () => {
    const orc = { id: "orc", name: "Orc", side: RED, x: 25, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), orc]), { action: "run", path: line(10, 24) });
    expect(v.reasons).toEqual([
      {
        ruleId: "SIGNUM-CONTACT-1",
        key: "TTM.Signum.Reason.ContactStops",
        severity: "illegal",
        data: { name: "Orc", distance: "12.0" },
      },
    ]);
    expect(v.prompts).toEqual([backstab("orc", "Orc", "SIGNUM-RUN-3", 12)]);
    expect(v.contacts).toEqual(["orc"]);
    expect(v.effects).toEqual(runEffects);
  });

  it("SIGNUM-RUN-3: a run that stops short of the enemy draws nothing", () => {
    const orc = { id: "orc", name: "Orc", side: RED, x: 25, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), orc]), { action: "run", path: line(10, 20) });
    expect(v.legal).toBe(true);
    expect(v.prompts).toEqual([]);
    expect(v.contacts).toEqual([]);
  });

  it("SIGNUM-RUN-3: a walk that ends touching an enemy draws no backstab", () => {
    const orc = { id: "orc", name: "Orc", side: RED, x: 20, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), orc]), { path: line(10, 16.97) });
    expect(v.prompts).toEqual([]);
  });

  it("SIGNUM-RUN-3: a run past the allowance that would meet an enemy beyond it draws nothing", () => {
    const orc = { id: "orc", name: "Orc", side: RED, x: 30, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), orc]), { action: "run", path: line(10, 29) });
    expect(v.reasons.map((r) => r.ruleId)).toEqual(["SIGNUM-RUN-1"]);
    expect(v.prompts).toEqual([]);
  });
});

describe("Signum backstab resolution", () => {
  const orc = { id: "orc", name: "Orc", side: RED, x: 13, y: 30 };
  const board = table([hero(), orc]);
  const request: MoveRequest = { modelId: "hero", action: "move", path: line(10, 5) };
  const prompt = signum.evaluate(board, request).prompts[0]!;

  it("SIGNUM-BACKSTAB-1: a 4 hits by default: one wound and the names of both models", () => {
    expect(signum.resolve(board, request, prompt, { dice: [4] })).toEqual({
      effects: [{ type: "damage", modelId: "hero", amount: 1, ruleId: "SIGNUM-BACKSTAB-1" }],
      key: "TTM.Signum.Outcome.BackstabHit",
      data: { name: "Orc", target: "Brissa", die: 4 },
    });
  });

  it("SIGNUM-BACKSTAB-1: a 3 misses: no effect", () => {
    expect(signum.resolve(board, request, prompt, { dice: [3] })).toEqual({
      effects: [],
      key: "TTM.Signum.Outcome.BackstabMiss",
      data: { name: "Orc", target: "Brissa", die: 3 },
    });
  });

  it("SIGNUM-BACKSTAB-1: the hit threshold comes from the world option; 1 and 6 are valid dice", () => {
    const sixes = { ...request, options: { backstabHitsOn: 6 } };
    expect(signum.resolve(board, sixes, prompt, { dice: [6] }).key).toBe("TTM.Signum.Outcome.BackstabHit");
    expect(signum.resolve(board, sixes, prompt, { dice: [5] }).key).toBe("TTM.Signum.Outcome.BackstabMiss");
    const ones = { ...request, options: { backstabHitsOn: 1 } };
    expect(signum.resolve(board, ones, prompt, { dice: [1] }).key).toBe("TTM.Signum.Outcome.BackstabHit");
  });

  it("SIGNUM-BACKSTAB-1: a prompt without a source names no enemy", () => {
    const { sourceId: _, ...anonymous } = prompt;
    expect(signum.resolve(board, request, anonymous, { dice: [2] }).data).toEqual({
      name: "",
      target: "Brissa",
      die: 2,
    });
  });

  it.each([[0], [7], [2.5], [Number.NaN]])("SIGNUM-BACKSTAB-1: a die of %s is refused", (die) => {
    expect(() => signum.resolve(board, request, prompt, { dice: [die] })).toThrow(
      expect.objectContaining({ key: "TTM.Error.DiceAnswer", data: { id: "backstab:orc", expected: "1d6" } }),
    );
  });

  it("SIGNUM-BACKSTAB-1: a prompt Signum never asked is refused by id", () => {
    expect(() => signum.resolve(board, request, { ...prompt, id: "jump:orc" }, { dice: [4] })).toThrow(
      expect.objectContaining({ key: "TTM.Error.UnknownPrompt", data: { id: "jump:orc" } }),
    );
  });
});
