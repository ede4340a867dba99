import { describe, expect, it } from "vitest";
import { signum } from "../../src/rulesets/signum";
import { CATEGORIES, runCategory } from "../../src/rulesets/signum/profile";
import { hero, judge, line, rect, RED, table } from "./helpers";

/*
 * What the Signum verdict tests leave open (issue 14, mutation testing): the ruleset's fields
 * and actions as a host reads them, and the ties and edges of the stopping rules.
 */

describe("Signum's fields and actions, as a host reads them", () => {
  it("SIGNUM-MOVE-1, SIGNUM-RUN-1: move (walk) and run, each with its label and icon", () => {
    expect(signum.actions).toEqual([
      { id: "move", labelKey: "TTM.Signum.Action.Move", core: "walk", icon: "fa-solid fa-person-walking" },
      { id: "run", labelKey: "TTM.Signum.Action.Run", icon: "fa-solid fa-person-running" },
    ]);
  });

  it("SIGNUM-MOVE-1, SIGNUM-RUN-1, SIGNUM-FLIGHT-1: the profile is a category (M by default), Slow and Flight", () => {
    expect(signum.profileFields).toEqual([
      {
        key: "move",
        type: "select",
        labelKey: "TTM.Signum.Field.Move",
        hintKey: "TTM.Signum.Field.MoveHint",
        choices: [
          { value: "S", labelKey: "TTM.Signum.Category.S" },
          { value: "M", labelKey: "TTM.Signum.Category.M" },
          { value: "L", labelKey: "TTM.Signum.Category.L" },
          { value: "XL", labelKey: "TTM.Signum.Category.XL" },
        ],
        default: "M",
      },
      { key: "slow", type: "boolean", labelKey: "TTM.Signum.Field.Slow", default: false },
      { key: "flight", type: "boolean", labelKey: "TTM.Signum.Field.Flight", default: false },
    ]);
  });

  it("SIGNUM-FLIGHT-1, SIGNUM-CONTACT-2, SIGNUM-BACKSTAB-1: the world options and their ranges", () => {
    expect(signum.options).toEqual([
      {
        key: "flightCappedByDifficult",
        type: "boolean",
        labelKey: "TTM.Signum.Option.FlightCapped",
        hintKey: "TTM.Signum.Option.FlightCappedHint",
        default: false,
      },
      {
        key: "contactToleranceMm",
        type: "number",
        labelKey: "TTM.Signum.Option.ContactTolerance",
        hintKey: "TTM.Signum.Option.ContactToleranceHint",
        min: 0,
        max: 5,
        step: 0.1,
        default: 0.5,
      },
      {
        key: "backstabHitsOn",
        type: "number",
        labelKey: "TTM.Signum.Option.BackstabHitsOn",
        hintKey: "TTM.Signum.Option.BackstabHitsOnHint",
        min: 1,
        max: 6,
        step: 1,
        default: 4,
      },
    ]);
  });

  it("SIGNUM-RUN-1: the one declaration is run, off by default", () => {
    expect(signum.declarations).toEqual([
      {
        key: "run",
        type: "boolean",
        labelKey: "TTM.Signum.Declaration.Run",
        hintKey: "TTM.Signum.Declaration.RunHint",
        default: false,
      },
    ]);
  });

  it("SIGNUM-RUN-1: each category runs one step up; XL has none", () => {
    expect(CATEGORIES.map(runCategory)).toEqual(["M", "L", "XL", null]);
  });

  it("SIGNUM-CONTACT-2: an option out of range is refused, naming Signum", () => {
    const board = table([hero()]);
    expect(() => judge(board, { path: line(10, 12), options: { contactToleranceMm: 9 } })).toThrow(
      expect.objectContaining({
        key: "TTM.Error.ProfileField",
        data: expect.objectContaining({ id: "signum", field: "contactToleranceMm" }) as unknown,
      }),
    );
  });
});

describe("Signum stopping rules at their edges", () => {
  it("SIGNUM-TERRAIN-1 before SIGNUM-MOVE-2: difficult terrain and impassable terrain met at one point: the difficult edge is the reason", () => {
    // The grown base touches the marsh, and the base the rock, both 10 cm along: past S.
    const marsh = rect("marsh", "difficult", 21.55, 20, 40, 40);
    const rock = rect("rock", "impassable", 21.5, 25, 40, 35);
    const v = judge(table([hero({ profile: { move: "L" } })], [marsh, rock]), { path: line(10, 24) });
    expect(v.reasons).toEqual([
      {
        ruleId: "SIGNUM-TERRAIN-1",
        key: "TTM.Signum.Reason.DifficultEdge",
        severity: "illegal",
        data: { distance: "10.0" },
      },
    ]);
  });

  it("SIGNUM-TERRAIN-1: a wall is not difficult terrain: a move that ends against one is not capped", () => {
    const wall = { id: "w1", a: { x: 16, y: 20 }, b: { x: 16, y: 40 } };
    const v = judge(table([hero({ profile: { move: "L" } })], [], [wall]), { path: line(10, 14.5) });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.allowance).toBe(15);
  });

  it("SIGNUM-TERRAIN-1: the table edge is not difficult terrain either", () => {
    const v = judge(table([hero({ x: 50, profile: { move: "L" } })]), { path: line(50, 58.5) });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
  });

  it("SIGNUM-RUN-1: a run that ends exactly at the walk's distance has no run band", () => {
    const v = judge(table([hero({ profile: { move: "M" } })]), { action: "run", path: line(10, 20) });
    expect(v.bands).toEqual([
      { from: 0, to: expect.closeTo(10, 9) as number, style: "ok", key: "TTM.Band.Move" },
    ]);
  });

  it("SIGNUM-FLIGHT-1: a flyer may end over a wall (it ignores walls), and one that goes too far is TooFar, not NoFit", () => {
    const wall = { id: "w1", a: { x: 16, y: 20 }, b: { x: 16, y: 40 } };
    const flyer = hero({ profile: { move: "M", flight: true } });
    const onWall = judge(table([flyer], [], [wall]), { path: line(10, 16.5) });
    expect(onWall.legal).toBe(true);
    expect(onWall.reasons).toEqual([]);
    const far = judge(table([flyer]), { path: line(10, 22) });
    expect(far.reasons).toEqual([
      {
        ruleId: "SIGNUM-MOVE-1",
        key: "TTM.Signum.Reason.TooFar",
        severity: "illegal",
        data: { length: "12.0", allowance: "10.0", category: "M" },
      },
    ]);
  });

  it("SIGNUM-MOVE-2: of two bases in the way the nearer one is named", () => {
    const near = { id: "n", name: "Near", side: "blue", x: 15, y: 30 };
    const far = { id: "f", name: "Far", side: "blue", x: 18, y: 31 };
    const v = judge(table([hero({ profile: { move: "L" } }), far, near]), { path: line(10, 24) });
    expect(v.reasons.map((r) => r.data?.name)).toEqual(["Near"]);
  });

  it("SIGNUM-CONTACT-1: the first enemy along the path stops the move, not the later one", () => {
    const a = { id: "a", name: "Ghoul", side: RED, x: 22, y: 30 };
    const b = { id: "b", name: "Shade", side: RED, x: 17, y: 32.5 };
    const v = judge(table([hero({ profile: { move: "L" } }), a, b]), { path: line(10, 24) });
    expect(v.reasons.map((r) => [r.ruleId, r.data?.name])).toEqual([["SIGNUM-CONTACT-1", "Shade"]]);
    expect(v.contacts).toEqual(["b"]);
  });

  it("SIGNUM-MOVE-2 before SIGNUM-CONTACT-1: a friend met at 2 cm wins over an enemy met at 7 cm", () => {
    const friend = { id: "f", name: "Tamsin", side: "blue", x: 15, y: 30 };
    const orc = { id: "orc", name: "Orc", side: RED, x: 20, y: 30 };
    const v = judge(table([hero({ profile: { move: "L" } }), friend, orc]), { path: line(10, 24) });
    expect(v.reasons.map((r) => [r.ruleId, r.data?.name])).toEqual([["SIGNUM-MOVE-2", "Tamsin"]]);
    expect(v.reach.distance).toBeCloseTo(2, 6);
    expect(v.contacts).toEqual([]);
  });

  it("SIGNUM-TERRAIN-1 before SIGNUM-CONTACT-1: a difficult edge at 10 cm wins over an enemy met at 12 cm", () => {
    const marsh = rect("marsh", "difficult", 21.55, 20, 40, 40);
    const orc = { id: "orc", name: "Orc", side: RED, x: 25, y: 30 };
    const v = judge(table([hero({ profile: { move: "L" } }), orc], [marsh]), { path: line(10, 24) });
    expect(v.reasons.map((r) => [r.ruleId, r.key])).toEqual([
      ["SIGNUM-TERRAIN-1", "TTM.Signum.Reason.DifficultEdge"],
    ]);
    expect(v.reach.distance).toBeCloseTo(10, 6);
  });

  it("SIGNUM-CONTACT-1 before SIGNUM-TERRAIN-1: an enemy and a difficult edge met at one point: the contact is the reason", () => {
    const marsh = rect("marsh", "difficult", 21.55, 20, 40, 40);
    const orc = { id: "orc", name: "Orc", side: RED, x: 23, y: 30 };
    const v = judge(table([hero({ profile: { move: "L" } }), orc], [marsh]), { path: line(10, 24) });
    expect(v.reasons.map((r) => [r.ruleId, r.data])).toEqual([
      ["SIGNUM-CONTACT-1", { name: "Orc", distance: "10.0" }],
    ]);
  });

  it("SIGNUM-MOVE-1 before SIGNUM-MOVE-2: a base met exactly where the allowance ends: the path is too far, not blocked", () => {
    const friend = { id: "f", name: "Tamsin", side: "blue", x: 23, y: 30 };
    const v = judge(table([hero({ profile: { move: "M" } }), friend]), { path: line(10, 25) });
    expect(v.reasons.map((r) => r.ruleId)).toEqual(["SIGNUM-MOVE-1"]);
    expect(v.reach.distance).toBeCloseTo(10, 6);
  });

  it("SIGNUM-MOVE-2: the terrain piece in the way is named, not the first on the table; a wall keeps its own id", () => {
    const far = { ...rect("a", "impassable", 40, 0, 50, 10), name: "Far rock" };
    const near = { ...rect("b", "impassable", 15, 20, 20, 40), name: "Near rock" };
    const v = judge(table([hero({ profile: { move: "M" } })], [far, near]), { path: line(10, 19) });
    expect(v.reasons.map((r) => r.data?.name)).toEqual(["Near rock"]);
    // A wall whose id a terrain piece also has is still named by its id.
    const marsh = { ...rect("w1", "difficult", 40, 0, 50, 10), name: "Marsh" };
    const wall = { id: "w1", a: { x: 16, y: 20 }, b: { x: 16, y: 40 } };
    const w = judge(table([hero({ profile: { move: "M" } })], [marsh], [wall]), { path: line(10, 19) });
    expect(w.reasons.map((r) => [r.key, r.data?.name])).toEqual([["TTM.Reason.Blocked.wall", "w1"]]);
  });
});
