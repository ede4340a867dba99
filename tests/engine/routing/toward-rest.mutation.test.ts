// SCTMG-TOWARD-1 and -2 (toward.ts), the boards session 11 left unbuilt: a way out that comes back
// inside the start's distance on a later leg, an aim past a base found on the half-radius grid,
// difficult ground at the aim, and Leading Models whose nearest mates are walled or tie.
// 1" bases (R = 0.5) on the 72" x 48" table unless told; a route to base contact stops 2 HUG
// short of touching (route.ts).
import { describe, expect, it } from "vitest";
import type { Point } from "../../../src/engine/geometry/vec";
import { slicePath } from "../../../src/engine/geometry/polyline";
import { leadingModel, route, routeToward } from "../../../src/engine/routing";
import { HUG } from "../../../src/engine/routing/scene";
import { model, rect, table } from "../helpers";

const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
const last = (ps: Point[]): Point => ps[ps.length - 1]!;
const CONTACT = 1 + 2 * HUG;

/**
 * The furthest distance up to `limit` along the path whose point is at least d0 from t (moving
 * away), by stepping back from the limit and bisecting: written without toward.ts's quadratic.
 */
function furthestOutside(path: Point[], limit: number, t: Point, d0: number): number {
  const outside = (d: number): boolean => dist(last(slicePath(path, d)), t) >= d0;
  let lo = limit;
  while (lo > 0 && !outside(lo)) lo -= 0.01;
  let hi = Math.min(limit, lo + 0.01);
  for (let k = 0; k < 60; k++) {
    const mid = (lo + hi) / 2;
    if (outside(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

describe("SCTMG-TOWARD-1: directly away, the way out and its aim", () => {
  it("SCTMG-TOWARD-1: a way out that comes back within the start's distance on a later leg stops where it re-enters", () => {
    // The mover (30, 20) is in a pocket open to the north: wall A on its east runs to the top
    // edge, E under it and F on its west stand on E. The way out climbs over F's top (first leg:
    // outside the start's distance of 10 from t), drops back towards t past E's west end (second
    // leg: inside), then runs under E and round A's foot to the aim (38, 20).
    const board = table({
      models: [model("m", "a", 30, 20), model("t", "b", 20, 20)],
      walls: [
        { id: "A", a: { x: 32, y: 10 }, b: { x: 32, y: 48 } },
        { id: "E", a: { x: 24, y: 19 }, b: { x: 32, y: 19 } },
        { id: "F", a: { x: 29.2, y: 19 }, b: { x: 29.2, y: 25 } },
      ],
    });
    const m = board.model("m");
    const t = board.model("t");
    const full = route(board, m, m, { x: 38, y: 20 }, { budget: 200 });
    expect(full.ok).toBe(true);
    if (!full.ok) return;
    const path = full.route.points;
    // The leg that re-enters: the first point after F's top within 10 of t, and where it starts.
    const k = path.findIndex((p, i) => i > 0 && dist(p, t) < 10);
    expect(path[k - 1]!.y).toBeGreaterThan(25);
    expect(dist(path[k - 1]!, t)).toBeGreaterThan(10.2);
    const corner = pathLength(path.slice(0, k));
    for (const allowance of [8, 20]) {
      const r = routeToward(board, m, t, { maxDistance: allowance, away: true, searchBudget: 200 });
      const back = furthestOutside(path, allowance, t, 10);
      // Past the corner on the second leg, well clear of it: the stop is where that leg crosses in.
      expect(back).toBeGreaterThan(corner + 0.2);
      expect(back).toBeLessThan(corner + 1);
      expect(r.stop).toBe("limit");
      expect(r.moved).toBeCloseTo(back, 6);
      expect(dist(r.end, t)).toBeCloseTo(10, 6);
      expect(r.points).toEqual(slicePath(path, r.moved));
      expect(r.end).toEqual(last(r.points));
    }
  });

  it("SCTMG-TOWARD-1: a base on the line at the allowance: the aim is the first place past it on a half-radius grid", () => {
    // A 2" mover (R = 1) at (30, 20) going 5 away from t: x (R 0.5) at (33.8, 20) covers the line
    // until 35.3, where the mover would touch it. The aim is within R / 2 past that, so the way
    // round x ends 5 along next to where a way to 35.3 would: an aim a whole 2R out leaves x's
    // side sooner.
    const board = table({
      models: [model("m", "a", 30, 20, { baseMm: 50.8 }), model("t", "b", 20, 20), model("x", "b", 33.8, 20)],
    });
    const m = board.model("m");
    const r = routeToward(board, m, board.model("t"), { maxDistance: 5, away: true, searchBudget: 50 });
    const near = route(board, m, m, { x: 35.3, y: 20 }, { budget: 50 });
    const far = route(board, m, m, { x: 37, y: 20 }, { budget: 50 });
    expect(near.ok && far.ok).toBe(true);
    if (!near.ok || !far.ok) return;
    const atNear = last(slicePath(near.route.points, 5));
    const atFar = last(slicePath(far.route.points, 5));
    expect(dist(atNear, atFar)).toBeGreaterThan(5e-3);
    expect(r.stop).toBe("distance");
    expect(r.moved).toBeCloseTo(5, 9);
    expect(dist(r.end, atNear)).toBeLessThan(1e-3);
    expect(dist(r.end, board.model("x"))).toBeGreaterThanOrEqual(1.5 - 1e-9);
  });

  it("SCTMG-TOWARD-1: difficult ground does not block the aim by default, even where the line ends in it at the edge", () => {
    // Mud from x = 33 to the east edge across the line: the aim 5" out lies in it, and by
    // default only impassable terrain blocks, so the model goes straight there. Were mud
    // blocking, nothing on the line would fit past x = 32.5.
    const board = table({
      width: 40,
      height: 30,
      models: [model("m", "a", 30, 20), model("t", "b", 20, 20)],
      terrain: [{ id: "mud", kind: "difficult", polygon: rect(33, 18, 40, 22) }],
    });
    const m = board.model("m");
    const t = board.model("t");
    expect(routeToward(board, m, t, { maxDistance: 5, away: true })).toEqual({
      points: [
        { x: 30, y: 20 },
        { x: 35, y: 20 },
      ],
      moved: 5,
      end: { x: 35, y: 20 },
      stop: "distance",
    });
    // With mud blocking, the aim falls back to the last place short of it.
    const held = routeToward(board, m, t, {
      maxDistance: 5,
      away: true,
      blocks: (p) => p.kind === "difficult",
    });
    expect(held.stop).toBe("distance");
    expect(held.moved).toBeCloseTo(2.5, 9);
    expect(held.end.x).toBeCloseTo(32.5, 9);
    expect(held.end.y).toBeCloseTo(20, 9);
  });
});

describe("SCTMG-TOWARD-2: the Leading Model, walled mates and ties", () => {
  it("SCTMG-TOWARD-2: a unit mate nearer the target but stuck does not stand in the Leading Model's way", () => {
    // A 2" gap at x 19..21 in a wall along y = 14; t below it. u3 (a 4" base) sits right above
    // the gap, nearest, but cannot pass it within the budget of 15; u1 behind it goes straight
    // down through u3's place (a mate) and the gap: 9 to contact. Were u3 an obstacle, u1 would
    // find no way (0.5" between u3 and the wall).
    const board = table({
      models: [
        model("u1", "a", 20, 20, { unitId: "u" }),
        model("u3", "a", 20, 16.5, { unitId: "u", baseMm: 101.6 }),
        model("t", "b", 20, 10),
      ],
      walls: [
        { id: "l", a: { x: 0, y: 14 }, b: { x: 19, y: 14 } },
        { id: "r", a: { x: 21, y: 14 }, b: { x: 40, y: 14 } },
      ],
    });
    const u1 = board.model("u1");
    const u3 = board.model("u3");
    const t = board.model("t");
    expect(route(board, u3, u3, t, { budget: 15, stopAt: t.r + u3.r }).ok).toBe(false);
    expect(route(board, u1, u1, t, { budget: 15, stopAt: 1 }).ok).toBe(false);
    for (const order of [
      [u1, u3],
      [u3, u1],
    ]) {
      const lead = leadingModel(board, order, t, { budget: 15 })!;
      expect(lead.model.id).toBe("u1");
      expect(lead.route.length).toBeCloseTo(10 - CONTACT, 9);
      expect(lead.route.points).toEqual([
        { x: 20, y: 20 },
        { x: 20, y: 10 + CONTACT },
      ]);
    }
  });

  it("SCTMG-TOWARD-2: a model whose straight line to contact is under the best path found is still tried", () => {
    // a is nearest (4 to contact) but walled: its way round is about 9.54. b's straight line is
    // 9.2, under a's path by less than a base's width: b leads.
    const board = table({
      models: [
        model("a", "a", 20, 15, { unitId: "u" }),
        model("b", "a", 30.2, 10, { unitId: "u" }),
        model("t", "b", 20, 10),
      ],
      walls: [{ id: "w", a: { x: 16, y: 12 }, b: { x: 24, y: 12 } }],
    });
    const a = board.model("a");
    const b = board.model("b");
    const t = board.model("t");
    const ra = route(board, a, a, t, { budget: 40, stopAt: 1 });
    expect(ra.ok).toBe(true);
    if (!ra.ok) return;
    expect(ra.route.length).toBeGreaterThan(9.2 + 2 * HUG);
    expect(ra.route.length).toBeLessThan(9.2 + 0.5);
    for (const order of [
      [a, b],
      [b, a],
    ]) {
      const lead = leadingModel(board, order, t, { budget: 40 })!;
      expect(lead.model.id).toBe("b");
      expect(lead.route.length).toBeCloseTo(10.2 - CONTACT, 9);
      expect(lead.route.points).toEqual([
        { x: 30.2, y: 10 },
        { x: 20 + CONTACT, y: 10 },
      ]);
    }
  });

  it("SCTMG-TOWARD-2: two mirror-image paths of one length: the first model given keeps the lead", () => {
    // a and c stand 6" either side of t, each behind a wall 10" long: the same way round.
    const board = table({
      models: [
        model("a", "a", 14, 10, { unitId: "u" }),
        model("c", "a", 26, 10, { unitId: "u" }),
        model("t", "b", 20, 10),
      ],
      walls: [
        { id: "w1", a: { x: 16, y: 6 }, b: { x: 16, y: 16 } },
        { id: "w2", a: { x: 24, y: 6 }, b: { x: 24, y: 16 } },
      ],
    });
    const a = board.model("a");
    const c = board.model("c");
    const t = board.model("t");
    const ra = route(board, a, a, t, { budget: 40, stopAt: 1 });
    const rc = route(board, c, c, t, { budget: 40, stopAt: 1 });
    expect(ra.ok && rc.ok).toBe(true);
    if (!ra.ok || !rc.ok) return;
    expect(rc.route.length).toBe(ra.route.length);
    // Each path is longer than the other's straight line to contact, so both are tried.
    expect(ra.route.length).toBeGreaterThan(6 - 1 + 4);
    const first = leadingModel(board, [a, c], t, { budget: 40 })!;
    expect(first.model.id).toBe("a");
    expect(first.route).toEqual(ra.route);
    const second = leadingModel(board, [c, a], t, { budget: 40 })!;
    expect(second.model.id).toBe("c");
    expect(second.route).toEqual(rc.route);
  });
});

function pathLength(ps: Point[]): number {
  let s = 0;
  for (let i = 1; i < ps.length; i++) s += dist(ps[i]!, ps[i - 1]!);
  return s;
}
