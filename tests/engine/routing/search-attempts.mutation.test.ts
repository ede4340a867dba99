import { describe, expect, it } from "vitest";
import { route } from "../../../src/engine/routing";
import type { Point } from "../../../src/engine/geometry/vec";
import { model, table } from "../helpers";

/*
 * How route() grows its corridor, attempt after attempt, seen through the expansions an
 * unreachable answer reports (issue 14, mutation testing): they are every attempt's. A wall right
 * across the 72" x 48" table seals the goal off; its two ends sit on the table's edges, where no
 * centre can stand, so each attempt expands the start alone and the answer's count is the number
 * of attempts. That number follows from the rules written in route.ts, worked out here:
 * - the first budget is 1.25 x (straight - stopAt) + 8R, capped by the budget;
 * - after a failed attempt, the next is 1.5 x the last, or 1.25 x the least length the last
 *   attempt cut off if more (the first cuts off the wall's ends: |S E| + |E G| - 2 rho - stopAt
 *   for the nearer end E, as the corridor drops them; a retry's hop bound finds the goal sealed
 *   and cuts off nothing), capped by the budget;
 * - the attempts stop at the budget, or once an attempt that cut nothing off held the whole table.
 */

const FROM = { x: 10, y: 24 };
const TO = { x: 20, y: 24 };
const R = 0.5;
// The wall's ends, the circles of radius R (and the few millionths the route keeps off them).
const END = { x: 15, y: 0 };
const sealed = () =>
  table({ models: [model("m", "a", FROM.x, FROM.y)], walls: [{ id: "w", a: END, b: { x: 15, y: 48 } }] });

/** |a b| */
const dist = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
  Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The attempts route() makes on the sealed board: their budgets, from the rules above. `cuts`:
 * what the first attempt's search cuts off besides the wall's ends (which its corridor drops
 * whenever |S E| + |E G| - 2R is over the attempt's reach, budget + stopAt).
 */
function attempts(
  budget: number,
  stopAt: number,
  cuts: readonly number[] = [],
  at: { from: Point; to: Point; ends: readonly Point[] } = { from: FROM, to: TO, ends: [END] },
): number[] {
  const straight = dist(at.to, at.from);
  const ends = at.ends.map((e) => dist(e, at.from) + dist(e, at.to) - 2 * R);
  const cx = (at.from.x + at.to.x) / 2;
  const cy = (at.from.y + at.to.y) / 2;
  const out: number[] = [];
  let limit = Math.min(budget, 1.25 * (straight - stopAt) + 8 * R);
  for (;;) {
    out.push(limit);
    if (limit >= budget) return out;
    const dropped = Math.min(...ends.filter((e) => e > limit + stopAt).map((e) => e - stopAt));
    const beyond = Math.min(dropped, ...(out.length === 1 ? cuts : []));
    // The corridor is the ellipse of points within limit + stopAt of both ends (foci on one line
    // across the table).
    const a = (limit + stopAt) / 2;
    const b = Math.sqrt(a * a - (straight / 2) ** 2);
    const whole = cx - a <= 0 && cx + a >= 72 && cy - b <= 0 && cy + b >= 48;
    if (whole && beyond === Infinity) return out;
    limit = Math.min(budget, beyond === Infinity ? 1.5 * limit : Math.max(1.5 * limit, 1.25 * beyond));
  }
}

describe("route: the corridor's growth, counted in attempts on a sealed goal", () => {
  it.each([
    [0, 55, 2],
    [0, 75, 3],
    [0, 100, 4],
    [0, Infinity, 4],
    [2, 55, 2],
    [2, 60, 3],
    [2, 75, 3],
    [2, 100, 4],
    [2, Infinity, 4],
  ])("stopAt %d, budget %d: unreachable after %d attempts, one expansion each", (stopAt, budget, count) => {
    const worked = attempts(budget, stopAt);
    // The budgets chosen stay clear of the growth rule's thresholds by over an inch.
    expect(worked).toHaveLength(count);
    const board = sealed();
    const m = board.model("m");
    expect(m.r).toBe(R);
    expect(route(board, m, m, TO, { budget, stopAt })).toEqual({
      ok: false,
      reason: "unreachable",
      expanded: count,
    });
  });

  it("the attempts' budgets: 1.25 x the wall's end after the first, then half again until the table is held", () => {
    const end = 2 * (Math.hypot(5, 24) - R);
    expect(attempts(Infinity, 0)).toEqual([16.5, 1.25 * end, 1.5 * 1.25 * end, 1.5 * 1.5 * 1.25 * end]);
    expect(attempts(60, 2)).toEqual([14, 1.25 * (end - 2), 60]);
    // An attempt at the budget itself is the last.
    expect(attempts(16.5, 0)).toEqual([16.5]);
    const board = sealed();
    const m = board.model("m");
    expect(route(board, m, m, TO, { budget: 16.5 })).toEqual({
      ok: false,
      reason: "unreachable",
      expanded: 1,
    });
  });

  // A 6" base beyond the wall, off the line a little: within the first corridor (16.5"), but both
  // tangents from the start to its circle (radius 3.5") end further than that from the goal, so
  // the first attempt cuts both nodes off (not pushed, nothing expanded but the start). The next
  // budget is 1.25 x the lesser g + h, not the greater nor the wall's ends.
  const C = { x: 26, y: 22.5 };
  const RHO = 3.5;
  const withBase = () =>
    table({
      models: [model("m", "a", FROM.x, FROM.y), model("e", "b", C.x, C.y, { baseMm: 6 * 25.4 })],
      walls: [{ id: "w", a: END, b: { x: 15, y: 48 } }],
    });
  /** g + h of the node on the circle at the tangent from the start, each way round. */
  const tangents = (): number[] => {
    const d = dist(FROM, C);
    const a0 = Math.atan2(FROM.y - C.y, FROM.x - C.x);
    const t = Math.acos(RHO / d);
    return [-1, 1].map((k) => {
      const at = { x: C.x + RHO * Math.cos(a0 + k * t), y: C.y + RHO * Math.sin(a0 + k * t) };
      return Math.sqrt(d * d - RHO * RHO) + dist(at, TO);
    });
  };

  it("a cut node's g + h sets the next budget: the least of them", () => {
    const f = tangents();
    expect(dist(FROM, C) + dist(C, TO) - 2 * RHO).toBeLessThan(16.5);
    expect(Math.min(...f)).toBeGreaterThan((1.5 * 16.5) / 1.25);
    // The two differ by an inch: 1.25 x each lies either side of 27.5.
    expect(1.25 * Math.min(...f)).toBeLessThan(27.5);
    expect(1.25 * Math.max(...f)).toBeGreaterThan(27.5);
    const board = withBase();
    const m = board.model("m");
    for (const [budget, count] of [
      [26, 2],
      [27.5, 3],
      [40, 3],
      [100, 5],
    ] as const) {
      expect(attempts(budget, 0, f)).toHaveLength(count);
      expect(route(board, m, m, TO, { budget })).toEqual({
        ok: false,
        reason: "unreachable",
        expanded: count,
      });
    }
  });

  it("the corridor holds the table only once it reaches every edge: the same wall near the right edge, the mover near the top", () => {
    // Wall at x = 57 across the table, from (52, 40) to (62, 40): the corridor reaches the right
    // and the top edges long before the left one; its ends lie 17.9" and 79.6" round.
    const from = { x: 52, y: 40 };
    const to = { x: 62, y: 40 };
    const ends = [
      { x: 57, y: 48 },
      { x: 57, y: 0 },
    ];
    const board = table({
      models: [model("m", "a", from.x, from.y)],
      walls: [{ id: "w", a: ends[1]!, b: ends[0]! }],
    });
    const m = board.model("m");
    const worked = attempts(Infinity, 0, [], { from, to, ends });
    // 16.5, 24.75 (half again: 1.25 x 17.9 is less), 1.25 x 79.6, then half again: its corridor
    // (semi-axis 74.6 along x, centred at x = 57) is the first to reach x = 0.
    expect(worked).toHaveLength(4);
    expect(worked[1]).toBe(24.75);
    expect(57 - worked[2]! / 2).toBeGreaterThan(0);
    expect(57 - worked[3]! / 2).toBeLessThan(0);
    expect(route(board, m, m, to, { budget: Infinity })).toEqual({
      ok: false,
      reason: "unreachable",
      expanded: 4,
    });
  });
});
