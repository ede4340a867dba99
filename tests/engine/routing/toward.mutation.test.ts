// SCTMG-TOWARD-1 and -2 (toward.ts) answer by answer: every result's whole path, distance moved,
// end and reason to stop. 1" bases (R = 0.5) on the 72" x 48" table unless told; a route to base
// contact stops 2 HUG short of touching (route.ts), so "contact" ends 1 + 4e-6 from the target.
import { describe, expect, it } from "vitest";
import type { Model } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
import { slicePath } from "../../../src/engine/geometry/polyline";
import { leadingModel, route, routeToward, towardTarget } from "../../../src/engine/routing";
import { HUG } from "../../../src/engine/routing/scene";
import { model, rect, table } from "../helpers";

const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
const CONTACT = 1 + 2 * HUG;

/** A result's numbers to 9 places, so a whole answer compares at once. */
const rounded = (r: { points: Point[]; moved: number; end: Point; stop: string }) => ({
  points: r.points.map((p) => [+p.x.toFixed(9), +p.y.toFixed(9)]),
  moved: +r.moved.toFixed(9),
  end: [+r.end.x.toFixed(9), +r.end.y.toFixed(9)],
  stop: r.stop,
});

describe("SCTMG-TOWARD-1: directly towards", () => {
  const open = () => table({ models: [model("m", "a", 10, 10), model("t", "b", 30, 10)] });

  it("SCTMG-TOWARD-1: along the centre line, the whole allowance, or to base contact", () => {
    const board = open();
    const m = board.model("m");
    const t = board.model("t");
    expect(rounded(routeToward(board, m, t, { maxDistance: 6 }))).toEqual({
      points: [
        [10, 10],
        [16, 10],
      ],
      moved: 6,
      end: [16, 10],
      stop: "distance",
    });
    const x = 30 - CONTACT;
    expect(rounded(routeToward(board, m, t, { maxDistance: 30 }))).toEqual({
      points: [
        [10, 10],
        [+x.toFixed(9), 10],
      ],
      moved: +(x - 10).toFixed(9),
      end: [+x.toFixed(9), 10],
      stop: "contact",
    });
    // An allowance of exactly the way to contact reaches contact.
    expect(routeToward(board, m, t, { maxDistance: x - 10 }).stop).toBe("contact");
  });

  it("SCTMG-TOWARD-1: no allowance, or already in contact, and the model stays where it is", () => {
    const board = table({
      models: [model("m", "a", 10, 10), model("t", "b", 11, 10), model("u", "b", 12, 12)],
    });
    const m = board.model("m");
    const stay = (stop: string) => ({ points: [[10, 10]], moved: 0, end: [10, 10], stop });
    expect(rounded(routeToward(board, m, board.model("u"), { maxDistance: 0 }))).toEqual(stay("distance"));
    expect(rounded(routeToward(board, m, board.model("u"), { maxDistance: -3 }))).toEqual(stay("distance"));
    expect(rounded(routeToward(board, m, board.model("t"), { maxDistance: 5 }))).toEqual(stay("contact"));
    // A target (not on the board) a hair further than the route's contact stop: in contact.
    const bare = table({ models: [model("m", "a", 10, 10)] });
    const bm = bare.model("m");
    const near = { x: 10 + CONTACT, y: 10, r: 0.5 };
    expect(rounded(routeToward(bare, bm, near, { maxDistance: 5 }))).toEqual(stay("contact"));
    // 2e-5 beyond touching it moves those 2e-5 to contact.
    const off = { x: 11 + 2e-5, y: 10, r: 0.5 };
    const r = routeToward(bare, bm, off, { maxDistance: 5 });
    expect(r.stop).toBe("contact");
    expect(r.moved).toBeCloseTo(2e-5, 12);
    expect(r.points).toHaveLength(2);
  });

  it("SCTMG-TOWARD-1: a target no route reaches leaves the model where it is", () => {
    const box = rect(40, 20, 46, 26);
    const board = table({
      models: [model("m", "a", 10, 10), model("t", "b", 43, 23)],
      walls: box.map((a, i) => ({ id: `w${i}`, a, b: box[(i + 1) % 4]! })),
    });
    const m = board.model("m");
    expect(rounded(routeToward(board, m, board.model("t"), { maxDistance: 10 }))).toEqual({
      points: [[10, 10]],
      moved: 0,
      end: [10, 10],
      stop: "blocked",
    });
  });

  it("SCTMG-TOWARD-1: the way round is searched within three times the distance plus the allowance, or the budget given", () => {
    // A wall across the line 10" long each way: the way round (about 2 x 11.2") fits 3 x (20 + 2),
    // not a budget of 21.
    const board = table({
      models: [model("m", "a", 10, 20), model("t", "b", 30, 20)],
      walls: [{ id: "w", a: { x: 20, y: 10 }, b: { x: 20, y: 30 } }],
    });
    const m = board.model("m");
    const t = board.model("t");
    const r = routeToward(board, m, t, { maxDistance: 2 });
    expect(r.stop).toBe("distance");
    expect(r.moved).toBeCloseTo(2, 9);
    expect(routeToward(board, m, t, { maxDistance: 2, searchBudget: 21 }).stop).toBe("blocked");
    // Walls left out: straight through.
    expect(rounded(routeToward(board, m, t, { maxDistance: 2, walls: false }))).toEqual({
      points: [
        [10, 20],
        [12, 20],
      ],
      moved: 2,
      end: [12, 20],
      stop: "distance",
    });
  });

  it("SCTMG-TOWARD-1: the default search reaches a way round of up to 3 x (distance + allowance)", () => {
    // A wall from the table's bottom edge to y = 46: the only way is over its top, about 55.6
    // to contact: within 3 x (20 + 2) = 66, not within 3 x (20 - 2).
    const board = table({
      models: [model("m", "a", 10, 20), model("t", "b", 30, 20)],
      walls: [{ id: "w", a: { x: 20, y: 0 }, b: { x: 20, y: 46 } }],
    });
    const m = board.model("m");
    const t = board.model("t");
    const full = route(board, m, m, t, { budget: 100, stopAt: 1 });
    expect(full.ok && full.route.length > 54 && full.route.length < 66).toBe(true);
    const r = routeToward(board, m, t, { maxDistance: 2 });
    expect(r.stop).toBe("distance");
    expect(r.moved).toBeCloseTo(2, 9);
    expect(r.end.y).toBeGreaterThan(20);
    // Moving away: the aim 2" out past a short wall, about 9.2 round, within 3 x (2 + 2).
    const away = table({
      models: [model("m", "a", 30, 20), model("t", "b", 20, 20)],
      walls: [{ id: "w", a: { x: 31, y: 16 }, b: { x: 31, y: 24 } }],
    });
    const a = routeToward(away, away.model("m"), away.model("t"), { maxDistance: 2, away: true });
    expect(a.stop).toBe("distance");
    expect(a.moved).toBeCloseTo(2, 9);
  });

  it("SCTMG-TOWARD-1: never ends farther than it started: stops where the way round leaves the start's distance", () => {
    // A wall just ahead, long to the north: the way round its south end heads almost straight
    // south, first nearer the target, then past the start's distance.
    const board = table({
      models: [model("m", "a", 10, 20), model("t", "b", 30, 20)],
      walls: [{ id: "w", a: { x: 10.8, y: 12 }, b: { x: 10.8, y: 40 } }],
    });
    const m = board.model("m");
    const t = board.model("t");
    const full = route(board, m, m, t, { budget: 200, stopAt: 1 });
    expect(full.ok).toBe(true);
    if (!full.ok) return;
    const [a, b] = full.route.points as [Point, Point];
    const len = dist(a, b);
    const u = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
    // |a + s u - t| = |a - t| again at s = -2 (a - t).u; the first leg is longer than that.
    const back = -2 * ((a.x - t.x) * u.x + (a.y - t.y) * u.y);
    expect(back).toBeLessThan(len);
    expect(back).toBeGreaterThan(1);
    const r = routeToward(board, m, t, { maxDistance: back + 1 });
    expect(r.stop).toBe("limit");
    expect(r.moved).toBeCloseTo(back, 6);
    expect(r.points).toHaveLength(2);
    expect(r.end.x).toBeCloseTo(a.x + back * u.x, 6);
    expect(r.end.y).toBeCloseTo(a.y + back * u.y, 6);
    expect(dist(r.end, t)).toBeLessThanOrEqual(20 + 2e-9);
    // Within that stretch the allowance itself is the limit.
    const short = routeToward(board, m, t, { maxDistance: back - 1 });
    expect(short.stop).toBe("distance");
    expect(short.moved).toBeCloseTo(back - 1, 9);
    // Past the south end and back up towards the target: the last stretch within the start's
    // distance is after the corner, and all of the allowance is used.
    const long = routeToward(board, m, t, { maxDistance: full.route.length - 1 });
    expect(long.stop).toBe("distance");
    expect(long.moved).toBeCloseTo(full.route.length - 1, 9);
    expect(dist(long.end, t)).toBeLessThan(20);
  });

  it("SCTMG-TOWARD-1: a way round that starts by going away gives no move (but rounding)", () => {
    const board = table({
      models: [model("m", "a", 20, 20), model("t", "b", 30, 20)],
      walls: [
        { id: "front", a: { x: 21, y: 12 }, b: { x: 21, y: 28 } },
        { id: "north", a: { x: 15, y: 12 }, b: { x: 21, y: 12 } },
        { id: "south", a: { x: 15, y: 28 }, b: { x: 21, y: 28 } },
      ],
    });
    const t = board.model("t");
    const r = routeToward(board, board.model("m"), t, { maxDistance: 6 });
    expect(r.stop).toBe("limit");
    expect(r.points).toHaveLength(2);
    expect(r.moved).toBeLessThan(1e-8);
    expect(dist(r.end, { x: 20, y: 20 })).toBeLessThan(1e-8);
    expect(dist(r.end, t)).toBeLessThanOrEqual(10 + 1e-9);
  });
});

describe("SCTMG-TOWARD-1 and -2: directly away", () => {
  it("SCTMG-TOWARD-1: along the line out, the whole allowance", () => {
    const board = table({ models: [model("m", "a", 30, 20), model("t", "b", 20, 20)] });
    expect(
      rounded(routeToward(board, board.model("m"), board.model("t"), { maxDistance: 5, away: true })),
    ).toEqual({
      points: [
        [30, 20],
        [35, 20],
      ],
      moved: 5,
      end: [35, 20],
      stop: "distance",
    });
  });

  it("SCTMG-TOWARD-2: to the table edge in each direction, stopping there", () => {
    const board = table({
      width: 40,
      height: 30,
      models: [model("m", "a", 20, 15)],
    });
    const m = board.model("m");
    const cases: [Point, Point][] = [
      [
        { x: 25, y: 15 },
        { x: 0.5, y: 15 },
      ],
      [
        { x: 15, y: 15 },
        { x: 39.5, y: 15 },
      ],
      [
        { x: 20, y: 10 },
        { x: 20, y: 29.5 },
      ],
      [
        { x: 20, y: 20 },
        { x: 20, y: 0.5 },
      ],
    ];
    for (const [target, end] of cases) {
      const r = routeToward(board, m, { ...target, r: 0.5 }, { maxDistance: 40, away: true });
      // The route ends at the edge exactly, through its aim nudged 2 HUG in from it.
      expect(r.stop).toBe("edge");
      expect(r.moved).toBeCloseTo(dist(end, { x: 20, y: 15 }), 9);
      expect(r.end).toEqual(end);
      expect(r.points).toHaveLength(3);
      expect(r.points[0]).toEqual({ x: 20, y: 15 });
      expect(dist(r.points[1]!, end)).toBeCloseTo(2 * HUG, 9);
      expect(r.points[2]).toEqual(end);
    }
    // On a slant (0.6, 0.8): the top edge comes first, after (29.5 - 15) / 0.8.
    const slant = routeToward(board, m, { x: 17, y: 11, r: 0.5 }, { maxDistance: 40, away: true });
    const s = 14.5 / 0.8;
    expect(slant.stop).toBe("edge");
    expect(slant.moved).toBeCloseTo(s, 5);
    expect(slant.end.x).toBeCloseTo(20 + 0.6 * s, 12);
    expect(slant.end.y).toBeCloseTo(29.5, 9);
    // Short of the edge, the allowance decides.
    expect(rounded(routeToward(board, m, { x: 17, y: 11, r: 0.5 }, { maxDistance: 5, away: true }))).toEqual({
      points: [
        [20, 15],
        [23, 19],
      ],
      moved: 5,
      end: [23, 19],
      stop: "distance",
    });
  });

  it("SCTMG-TOWARD-2: already at the edge, or on the target's centre, it does not move", () => {
    const board = table({ width: 40, height: 30, models: [model("m", "a", 39.5, 15)] });
    const m = board.model("m");
    expect(rounded(routeToward(board, m, { x: 30, y: 15, r: 0.5 }, { maxDistance: 5, away: true }))).toEqual({
      points: [[39.5, 15]],
      moved: 0,
      end: [39.5, 15],
      stop: "edge",
    });
    expect(
      rounded(routeToward(board, m, { x: 39.5, y: 15, r: 0.5 }, { maxDistance: 5, away: true })),
    ).toEqual({ points: [[39.5, 15]], moved: 0, end: [39.5, 15], stop: "blocked" });
  });

  it("SCTMG-TOWARD-1: aims at the first point on the line where the base fits, past a model standing there", () => {
    // x stands at (35, 20): the aim moves on in quarter inches to 36, touching it.
    const board = table({
      models: [model("m", "a", 30, 20), model("t", "b", 20, 20), model("x", "b", 35, 20)],
    });
    const m = board.model("m");
    const t = board.model("t");
    const r = routeToward(board, m, t, { maxDistance: 5, away: true });
    expect(r.stop).toBe("distance");
    expect(r.moved).toBeCloseTo(5, 9);
    expect(dist(r.end, t)).toBeGreaterThan(10);
    // The aim (36, 20) is past x, so the way there goes round it: the end is 5" along that route.
    const there = route(board, m, m, { x: 36, y: 20 }, { budget: 3 * (6 + 5) });
    expect(there.ok).toBe(true);
    if (!there.ok) return;
    const at5 = slicePath(there.route.points, 5);
    expect(r.points).toEqual(at5);
    expect(r.end).toEqual(at5[at5.length - 1]);
    // A longer allowance aims further out: (40, 20), clear.
    const ten = routeToward(board, m, t, { maxDistance: 10, away: true });
    expect(ten.stop).toBe("distance");
    expect(ten.moved).toBeCloseTo(10, 9);
    expect(ten.end.x).toBeGreaterThan(39);
  });

  it("SCTMG-TOWARD-2: with the edge occupied, it aims at the last point short of it where the base fits", () => {
    const board = table({
      width: 40,
      height: 30,
      models: [model("m", "a", 30, 15), model("t", "b", 20, 15), model("x", "b", 39.5, 15)],
    });
    const r = routeToward(board, board.model("m"), board.model("t"), { maxDistance: 20, away: true });
    expect(r.stop).toBe("distance");
    expect(r.moved).toBeCloseTo(8.5, 9);
    expect(r.end).toEqual({ x: 38.5, y: 15 });
    // Through the aim nudged 2 HUG off x, then onto it.
    expect(r.points).toHaveLength(3);
    expect(r.points[1]!.x).toBeCloseTo(38.5 - 2 * HUG * 1.01, 12);
  });

  it("SCTMG-TOWARD-1: nowhere on the line fits, or no way out: the model stays", () => {
    const wallAlong = table({
      models: [model("m", "a", 30, 20), model("t", "b", 20, 20)],
      walls: [{ id: "w", a: { x: 30.2, y: 20 }, b: { x: 72, y: 20 } }],
    });
    const stay = { points: [[30, 20]], moved: 0, end: [30, 20], stop: "blocked" };
    expect(
      rounded(
        routeToward(wallAlong, wallAlong.model("m"), wallAlong.model("t"), { maxDistance: 5, away: true }),
      ),
    ).toEqual(stay);
    const box = rect(25, 15, 35, 25);
    const boxed = table({
      models: [model("m", "a", 30, 20), model("t", "b", 28, 20)],
      walls: box.map((a, i) => ({ id: `w${i}`, a, b: box[(i + 1) % 4]! })),
    });
    expect(
      rounded(routeToward(boxed, boxed.model("m"), boxed.model("t"), { maxDistance: 5, away: true })),
    ).toEqual(stay);
    // Walls not in the way: straight out through the box's side.
    expect(
      rounded(
        routeToward(boxed, boxed.model("m"), boxed.model("t"), { maxDistance: 5, away: true, walls: false }),
      ),
    ).toEqual({
      points: [
        [30, 20],
        [35, 20],
      ],
      moved: 5,
      end: [35, 20],
      stop: "distance",
    });
  });

  it("SCTMG-TOWARD-1: moving away from a target in contact: round it, never closer, the whole allowance", () => {
    // The mover touches t; the line out is walled: the way out slides round t's side and leaves
    // under the lower wall's end.
    const board = table({
      models: [model("m", "a", 30, 20), model("t", "b", 29, 20)],
      walls: [
        { id: "ahead", a: { x: 30.8, y: 14 }, b: { x: 30.8, y: 48 } },
        { id: "below", a: { x: 30.8, y: 14 }, b: { x: 27, y: 14 } },
      ],
    });
    const m = board.model("m");
    const t = board.model("t");
    // The aim 0.5" out is in the wall; the first place past it (31.5, 20) is reached round the
    // lower wall's end, beyond the default search (3 x (1.5 + 0.5)).
    expect(rounded(routeToward(board, m, t, { maxDistance: 0.5, away: true }))).toEqual({
      points: [[30, 20]],
      moved: 0,
      end: [30, 20],
      stop: "blocked",
    });
    for (const d of [1, 5]) {
      const r = routeToward(board, m, t, { maxDistance: d, away: true, searchBudget: 40 });
      expect(r.stop).toBe("distance");
      expect(r.moved).toBeCloseTo(d, 9);
      for (const p of r.points) expect(dist(p, t)).toBeGreaterThanOrEqual(1 - 1e-9);
      expect(dist(r.end, t)).toBeGreaterThan(1.05);
    }
  });
});

describe("SCTMG-TOWARD-1: where the move stops, and what stands at its aim", () => {
  /** The furthest distance up to `limit` along the path still within d0 of t (towards), by sampling and bisection. */
  const furthestWithin = (path: Point[], limit: number, t: Point, d0: number): number => {
    const inside = (d: number) => {
      const p = slicePath(path, d);
      return dist(p[p.length - 1]!, t) <= d0;
    };
    let hi = limit;
    while (hi > 0 && !inside(hi)) hi -= 0.01;
    let lo = hi;
    hi = Math.min(limit, hi + 0.01);
    for (let k = 0; k < 60; k++) {
      const mid = (lo + hi) / 2;
      if (inside(mid)) lo = mid;
      else hi = mid;
    }
    return lo;
  };

  it("SCTMG-TOWARD-1: a way round that leaves the start's distance on a later leg stops where it leaves", () => {
    // Over a long wall's top, past a short wall's end first: the first leg goes nearer the target,
    // the second climbs out of the start's distance of 20.
    const board = table({
      models: [model("m", "a", 10, 20), model("t", "b", 30, 20)],
      walls: [
        { id: "a", a: { x: 20, y: 0 }, b: { x: 20, y: 40 } },
        { id: "b", a: { x: 17, y: 27 }, b: { x: 8, y: 36 } },
      ],
    });
    const m = board.model("m");
    const t = board.model("t");
    const full = route(board, m, m, t, { budget: 200, stopAt: 1 });
    expect(full.ok).toBe(true);
    if (!full.ok) return;
    const exit = furthestWithin(full.route.points, 25, t, 20);
    // It leaves on a later leg, well after the first corner.
    expect(exit).toBeGreaterThan(Math.hypot(full.route.points[1]!.x - 10, full.route.points[1]!.y - 20) + 1);
    const r = routeToward(board, m, t, { maxDistance: 25 });
    expect(r.stop).toBe("limit");
    expect(r.moved).toBeCloseTo(exit, 6);
    expect(dist(r.end, t)).toBeCloseTo(20, 6);
    expect(r.points).toEqual(slicePath(full.route.points, r.moved));
    // An allowance ending out over the wall's top, before the way comes back within 20: still
    // the leaving point (every later stretch is farther).
    const over = furthestWithin(full.route.points, 26, t, 20);
    expect(over).toBeCloseTo(exit, 6);
    const r26 = routeToward(board, m, t, { maxDistance: 26 });
    expect(r26.stop).toBe("limit");
    expect(r26.moved).toBeCloseTo(exit, 6);
  });

  it("SCTMG-TOWARD-1: moving away out of a pocket open towards the target: the first step is already nearer", () => {
    const board = table({
      models: [model("m", "a", 30, 20), model("t", "b", 10, 20)],
      walls: [
        { id: "r", a: { x: 31, y: 15 }, b: { x: 31, y: 25 } },
        { id: "n", a: { x: 22, y: 25 }, b: { x: 31, y: 25 } },
        { id: "s", a: { x: 22, y: 15 }, b: { x: 31, y: 15 } },
      ],
    });
    const m = board.model("m");
    const t = board.model("t");
    for (const d of [4, 8]) {
      const r = routeToward(board, m, t, { maxDistance: d, away: true, searchBudget: 100 });
      expect(r.stop).toBe("limit");
      expect(r.moved).toBeLessThan(1e-6);
      expect(dist(r.end, t)).toBeGreaterThanOrEqual(20 - 1e-9);
    }
  });

  it("SCTMG-TOWARD-1: no allowance, even towards a target no route reaches, is a stop for distance", () => {
    const box = rect(40, 20, 46, 26);
    const board = table({
      models: [model("m", "a", 10, 10), model("t", "b", 43, 23)],
      walls: box.map((a, i) => ({ id: `w${i}`, a, b: box[(i + 1) % 4]! })),
    });
    expect(rounded(routeToward(board, board.model("m"), board.model("t"), { maxDistance: 0 }))).toEqual({
      points: [[10, 10]],
      moved: 0,
      end: [10, 10],
      stop: "distance",
    });
  });

  it("SCTMG-TOWARD-2: to the table edge on a slant down and left", () => {
    const board = table({ width: 40, height: 30, models: [model("m", "a", 20, 15)] });
    const r = routeToward(board, board.model("m"), { x: 23, y: 19, r: 0.5 }, { maxDistance: 40, away: true });
    const s = 14.5 / 0.8;
    expect(r.stop).toBe("edge");
    expect(r.moved).toBeCloseTo(s, 5);
    expect(r.end.x).toBeCloseTo(20 - 0.6 * s, 12);
    expect(r.end.y).toBeCloseTo(0.5, 9);
  });

  it("SCTMG-TOWARD-1: the aim is never in a blocking piece (impassable by default, or what blocks says) nor on a base not ignored", () => {
    const board = table({
      models: [model("m", "a", 30, 20), model("t", "b", 20, 20), model("x", "b", 35, 26)],
      terrain: [
        { id: "rock", kind: "impassable", polygon: rect(34, 19, 36, 21) },
        { id: "mud", kind: "difficult", polygon: rect(34, 25, 36, 27) },
      ],
    });
    const m = board.model("m");
    const t = board.model("t");
    // Out along y = 20: the aim 5" out is in the rock, so the way goes round it to beyond.
    const rock = routeToward(board, m, t, { maxDistance: 5, away: true });
    expect(rock.stop).toBe("distance");
    expect(rock.moved).toBeCloseTo(5, 9);
    expect(rock.points.length).toBeGreaterThan(2);
    // Rock not blocking: straight into it.
    const through = routeToward(board, m, t, { maxDistance: 5, away: true, blocks: () => false });
    expect(rounded(through)).toEqual({
      points: [
        [30, 20],
        [35, 20],
      ],
      moved: 5,
      end: [35, 20],
      stop: "distance",
    });
    // Out along y = 26 (target at (20, 26)): the aim is on x, standing in mud. Mud does not block,
    // x does, unless ignored; with mud blocking, the aim moves past both.
    const t2 = { x: 20, y: 26, r: 0.5 };
    const m2 = { ...m, y: 26 };
    const onX = routeToward(board, m2, t2, { maxDistance: 5, away: true });
    expect(onX.points.length).toBeGreaterThan(2);
    expect(
      rounded(routeToward(board, m2, t2, { maxDistance: 5, away: true, ignore: new Set(["x"]) })),
    ).toEqual({
      points: [
        [30, 26],
        [35, 26],
      ],
      moved: 5,
      end: [35, 26],
      stop: "distance",
    });
    const mud = routeToward(board, m2, t2, {
      maxDistance: 5,
      away: true,
      ignore: new Set(["x"]),
      blocks: (p) => p.kind === "difficult",
    });
    expect(mud.points.length).toBeGreaterThan(2);
    expect(mud.moved).toBeCloseTo(5, 9);
  });

  it("SCTMG-TOWARD-1: a model that fits where it stands but nowhere out along the line does not move", () => {
    // A wall along the away line from just in front of the base: every point out on the line overlaps it.
    const board = table({
      models: [model("m", "a", 30, 20), model("t", "b", 20, 20)],
      walls: [{ id: "w", a: { x: 30.5, y: 20 }, b: { x: 72, y: 20 } }],
    });
    expect(
      rounded(routeToward(board, board.model("m"), board.model("t"), { maxDistance: 5, away: true })),
    ).toEqual({ points: [[30, 20]], moved: 0, end: [30, 20], stop: "blocked" });
  });
});

describe("SCTMG-TOWARD-2: targets and the Leading Model", () => {
  it("SCTMG-TOWARD-2: the nearest model edge to edge (towards), the farthest (away), the first of equals", () => {
    const mover = { x: 0, y: 0, r: 0.5 };
    const big = model("big", "b", 10, 0, { baseMm: 101.6 }); // r 2: 7.5 edge to edge
    const small = model("small", "b", 0, 9); // 8 edge to edge, nearer centre to centre
    const twin = model("twin", "b", 0, -9);
    const far = model("far", "b", 20, 0);
    const board = table({ models: [model("m", "a", 30, 30), big, small, twin, far] });
    const ms = ["big", "small", "twin", "far"].map((id) => board.model(id));
    expect(towardTarget(mover, ms)?.id).toBe("big");
    expect(towardTarget(mover, ms, true)?.id).toBe("far");
    expect(towardTarget(mover, [ms[1]!, ms[2]!])?.id).toBe("small");
    expect(towardTarget(mover, [ms[2]!, ms[1]!])?.id).toBe("twin");
    expect(towardTarget(mover, [ms[1]!, ms[2]!], true)?.id).toBe("small");
    expect(towardTarget(mover, [])).toBeNull();
    // Measured from where the mover stands, not from the origin.
    const off = { x: 5, y: 3, r: 0.5 };
    expect(towardTarget(off, [ms[0]!, ms[1]!, ms[3]!])?.id).toBe("big");
    expect(towardTarget(off, [ms[0]!, ms[1]!, ms[3]!], true)?.id).toBe("far");
    expect(towardTarget(mover, [], true)).toBeNull();
  });

  it("SCTMG-TOWARD-2: the Leading Model has the shortest path; its unit mates never block it", () => {
    // u2 is nearest in a straight line but walled off; u1's straight line runs through u3 (a
    // unit mate, not in the way) and u4, further, is not tried.
    const board = table({
      models: [
        model("u1", "a", 10, 16, { unitId: "u" }),
        model("u2", "a", 16, 22, { unitId: "u" }),
        model("u3", "a", 14, 16, { unitId: "u" }),
        model("u4", "a", 2, 16, { unitId: "u" }),
        model("t", "b", 20, 16),
      ],
      walls: [{ id: "w", a: { x: 5, y: 19 }, b: { x: 25, y: 19 } }],
    });
    const unit = ["u1", "u2", "u3", "u4"].map((id) => board.model(id));
    const t = board.model("t");
    const lead = leadingModel(board, unit, t, { budget: 40 })!;
    // u3 stands nearest: 5" to contact, straight.
    expect(lead.model.id).toBe("u3");
    expect(lead.route.length).toBeCloseTo(6 - CONTACT, 9);
    // Without u3 in the list, u3 is in u1's way (round it, over 9.2) unless told to ignore it.
    const noU3 = leadingModel(board, [unit[0]!, unit[1]!, unit[3]!], t, { budget: 40 })!;
    expect(noU3.model.id).toBe("u1");
    expect(noU3.route.length).toBeGreaterThan(9.2);
    const ignored = leadingModel(board, [unit[0]!, unit[1]!, unit[3]!], t, {
      budget: 40,
      ignore: new Set(["u3"]),
    })!;
    expect(ignored.model.id).toBe("u1");
    expect(ignored.route.length).toBeCloseTo(10 - CONTACT, 9);
    expect(ignored.route.points).toHaveLength(2);
    // Within a budget of 8 nobody reaches: u1 needs 9, u2's way round is about 14.
    expect(leadingModel(board, [unit[0]!, unit[1]!], t, { budget: 8 })).toBeNull();
    const u2 = leadingModel(board, [unit[1]!], t, { budget: 40 })!;
    expect(u2.model.id).toBe("u2");
    expect(u2.route.length).toBeGreaterThan(13);
  });

  it("SCTMG-TOWARD-2: models are tried nearest first, whatever order they come in", () => {
    // c is nearest (2 to contact); a and b are 9 away: once a's 9 is found, b (no nearer) is not
    // tried, so only trying c first finds it.
    const board = table({
      models: [
        model("a", "a", 10, 10, { unitId: "u" }),
        model("b", "a", 20, 0, { unitId: "u" }),
        model("c", "a", 20, 13, { unitId: "u" }),
        model("t", "b", 20, 10),
      ],
    });
    const [a, b, c] = ["a", "b", "c"].map((id) => board.model(id)) as [Model, Model, Model];
    const lead = leadingModel(board, [a, b, c], board.model("t"), { budget: 40 })!;
    expect(lead.model.id).toBe("c");
    expect(lead.route.length).toBeCloseTo(3 - CONTACT, 9);
  });

  it("SCTMG-TOWARD-2: a later model with a shorter path beats an earlier one; equals keep the first", () => {
    // a is nearer in a straight line but goes round a wall; b's straight path is shorter.
    const board = table({
      models: [
        model("a", "a", 10, 10, { unitId: "u" }),
        model("b", "a", 20, 2, { unitId: "u" }),
        model("c", "a", 30, 10, { unitId: "u" }),
        model("t", "b", 20, 10),
      ],
      walls: [{ id: "w", a: { x: 14, y: 4 }, b: { x: 14, y: 16 } }],
    });
    const [a, b, c] = ["a", "b", "c"].map((id) => board.model(id)) as [
      ReturnType<typeof board.model>,
      ReturnType<typeof board.model>,
      ReturnType<typeof board.model>,
    ];
    const t = board.model("t");
    const lead = leadingModel(board, [a, b], t, { budget: 40 })!;
    expect(lead.model.id).toBe("b");
    expect(lead.route.length).toBeCloseTo(8 - CONTACT, 9);
    // a and c are both 10 from t, a walled: c wins; c alone against the unwalled twin of a: first kept.
    expect(leadingModel(board, [a, c], t, { budget: 40 })!.model.id).toBe("c");
    const open = table({
      models: [model("a", "a", 10, 10), model("c", "a", 30, 10), model("t", "b", 20, 10)],
    });
    const [oa, oc] = [open.model("a"), open.model("c")];
    expect(leadingModel(open, [oa, oc], open.model("t"), { budget: 40 })!.model.id).toBe("a");
    expect(leadingModel(open, [oc, oa], open.model("t"), { budget: 40 })!.model.id).toBe("c");
  });
});
