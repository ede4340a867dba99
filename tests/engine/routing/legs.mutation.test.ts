// "Route around obstacles" as pure geometry (legs.ts): which legs of a dragged path are replaced
// by the router's shortest route, what budget each detour gets, who never blocks, and how the
// corners are stitched back into the path. 1" bases (R = 0.5) unless told.
import { describe, expect, it } from "vitest";
import { route } from "../../../src/engine/routing";
import { stitchLegs, suggestLegs } from "../../../src/engine/routing/legs";
import { model, pts, table } from "../helpers";

const corners = (outcome: ReturnType<typeof route>) => {
  if (!outcome.ok) throw new Error(`no route: ${outcome.reason}`);
  return outcome.route.points.slice(1, -1);
};

describe("suggestLegs", () => {
  // A 2" base straddling the line y = 10 at x = 15.
  const board = () =>
    table({
      models: [
        model("m", "a", 10, 10, { unitId: "u" }),
        model("e", "b", 15, 10, { baseMm: 50.8 }),
        model("mate", "a", 10, 20, { unitId: "u" }),
        model("other", "b", 25, 20),
      ],
    });

  it("keeps clear legs as dragged and replaces a blocked one by the router's route", () => {
    const b = board();
    const m = b.model("m");
    const path = pts([10, 10], [10, 5], [20, 15]);
    // Leg 1 is clear; leg 2 from (10, 5) to (20, 15) runs through e.
    const straight2 = Math.hypot(10, 10);
    expect(route(b, m, path[1]!, path[2]!, { budget: straight2 + 1e-6 }).ok).toBe(false);
    const got = suggestLegs(b, m, path, { budget: 40 });
    expect(got).toEqual({
      legs: [[], corners(route(b, m, path[1]!, path[2]!, { budget: 35, ignore: new Set(["mate"]) }))],
      changed: true,
    });
    expect(got.legs[1]!.length).toBeGreaterThan(0);
    // Nothing blocked: nothing changed.
    expect(suggestLegs(b, m, pts([10, 10], [10, 5], [5, 5]), { budget: 40 })).toEqual({
      legs: [[], []],
      changed: false,
    });
    // A leg of no length is clear.
    expect(suggestLegs(b, m, pts([10, 10], [10, 10]), { budget: 40 })).toEqual({
      legs: [[]],
      changed: false,
    });
    expect(suggestLegs(b, m, pts([10, 10]), { budget: 40 })).toEqual({ legs: [], changed: false });
  });

  it("a leg that only grazes an obstacle (clear for the true base) stays straight, slack or not", () => {
    const b = board();
    const m = b.model("m");
    // y = 11.55 passes 1.55 from e's centre: clear by 0.05 for R = 0.5, not for R = 1.
    const path = pts([10, 11.55], [20, 11.55]);
    const mover = { ...m, x: 10, y: 11.55 };
    expect(suggestLegs(b, mover, path, { budget: 40, slack: 0.5 })).toEqual({ legs: [[]], changed: false });
  });

  it("a detour keeps the slack round obstacles: it is the route of a base that much wider", () => {
    const b = board();
    const m = b.model("m");
    const path = pts([10, 10], [20, 10]);
    const wide = { ...m, r: m.r + 0.25 };
    const got = suggestLegs(b, m, path, { budget: 40, slack: 0.25 });
    expect(got).toEqual({
      legs: [corners(route(b, wide, path[0]!, path[1]!, { budget: 40, ignore: new Set(["mate"]) }))],
      changed: true,
    });
    expect(got.legs[0]).not.toEqual(corners(route(b, m, path[0]!, path[1]!, { budget: 40 })));
    // Every corner keeps 1.5 + 0.25 from e's centre (the chords stand outside the arc).
    for (const p of got.legs[0]!) expect(Math.hypot(p.x - 15, p.y - 10)).toBeGreaterThanOrEqual(1.75);
  });

  it("each detour gets what is left of the budget after the legs before it", () => {
    const b = board();
    const m = b.model("m");
    // Leg 1 straight (5"), leg 2 round e (just over 10"): a budget of 15.5 leaves it room, 15 not.
    const path = pts([5, 10], [10, 10], [20, 10]);
    const detour = route(b, m, path[1]!, path[2]!, { budget: 40, ignore: new Set(["mate"]) });
    expect(detour.ok).toBe(true);
    if (!detour.ok) return;
    const len = detour.route.length;
    expect(len).toBeGreaterThan(10);
    expect(len).toBeLessThan(10.5);
    expect(suggestLegs(b, m, path, { budget: 5 + len + 1e-9 })).toEqual({
      legs: [[], corners(detour)],
      changed: true,
    });
    expect(suggestLegs(b, m, path, { budget: 5 + len - 1e-3 })).toEqual({ legs: [[], []], changed: false });
    // A detour's own length counts against the legs after it: the same leg twice over.
    const twice = pts([10, 10], [20, 10], [10, 10]);
    const there = corners(detour);
    const back = route(b, m, path[2]!, path[1]!, { budget: 40, ignore: new Set(["mate"]) });
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(suggestLegs(b, m, twice, { budget: len + back.route.length + 1e-9 })).toEqual({
      legs: [there, corners(back)],
      changed: true,
    });
    expect(suggestLegs(b, m, twice, { budget: len + back.route.length - 1e-3 })).toEqual({
      legs: [there, []],
      changed: true,
    });
    // A blocked leg kept as dragged still counts its straight length.
    const kept = pts([10, 10], [20, 10], [20, 20]);
    expect(suggestLegs(b, m, kept, { budget: 10 + 10 - 1e-3, maxExpanded: 1 })).toEqual({
      legs: [[], []],
      changed: false,
    });
  });

  it("unit mates and the ids it is told to ignore never block; others do", () => {
    const b = board();
    const m = b.model("m");
    // Through the mate at (10, 20): clear.
    expect(suggestLegs(b, m, pts([10, 15], [10, 25]), { budget: 40 })).toEqual({
      legs: [[]],
      changed: false,
    });
    // Through "other" at (25, 20): blocked unless ignored.
    expect(suggestLegs(b, m, pts([20, 20], [30, 20]), { budget: 40 }).changed).toBe(true);
    expect(suggestLegs(b, m, pts([20, 20], [30, 20]), { budget: 40, ignore: new Set(["other"]) })).toEqual({
      legs: [[]],
      changed: false,
    });
    // A mover in no unit has no mates: the same leg is blocked by "mate".
    const loner = { ...m, unitId: null };
    const viaMate = suggestLegs(b, loner, pts([10, 15], [10, 25]), { budget: 40 });
    expect(viaMate.changed).toBe(true);
    expect(viaMate.legs[0]!.length).toBeGreaterThan(0);
    // Nor are the other models in no unit its mates.
    expect(suggestLegs(b, loner, pts([20, 20], [30, 20]), { budget: 40 }).changed).toBe(true);
  });

  it("the router's work limit applies to each leg: a detour it cannot find in time is kept as dragged", () => {
    const b = board();
    const m = b.model("m");
    const path = pts([10, 10], [20, 10]);
    expect(suggestLegs(b, m, path, { budget: 40, maxExpanded: 1 })).toEqual({ legs: [[]], changed: false });
    expect(suggestLegs(b, m, path, { budget: 40, maxExpanded: 50 }).changed).toBe(true);
    // A clear leg needs only the start expanded.
    expect(suggestLegs(b, m, pts([10, 10], [10, 5]), { budget: 40, maxExpanded: 1 })).toEqual({
      legs: [[]],
      changed: false,
    });
  });
});

describe("stitchLegs", () => {
  it("inserts each leg's corners before its end, as copies of that end moved there", () => {
    type W = { x: number; y: number; tag: string };
    const path: W[] = [
      { x: 0, y: 0, tag: "a" },
      { x: 10, y: 0, tag: "b" },
      { x: 10, y: 10, tag: "c" },
    ];
    const legs = [pts([3, 1], [6, 1]), pts([11, 5])];
    expect(stitchLegs(path, legs)).toEqual([
      { x: 0, y: 0, tag: "a" },
      { x: 3, y: 1, tag: "b" },
      { x: 6, y: 1, tag: "b" },
      { x: 10, y: 0, tag: "b" },
      { x: 11, y: 5, tag: "c" },
      { x: 10, y: 10, tag: "c" },
    ]);
    // Legs missing or empty: the path as it was (a copy).
    expect(stitchLegs(path, [])).toEqual(path);
    expect(stitchLegs(path, [[], []])).toEqual(path);
    expect(stitchLegs(path, [])).not.toBe(path);
    expect(stitchLegs([], [])).toEqual([]);
  });
});
