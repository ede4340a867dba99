import { describe, expect, it } from "vitest";
import { route } from "../../../src/engine/routing";
import type { Point } from "../../../src/engine/geometry/vec";
import { model, table } from "../helpers";

/*
 * When route() stops growing its corridor (issue 14, mutation testing): once an attempt that cut
 * nothing off held the whole table, every route there is has been seen. Counted through an
 * unreachable answer's expansions, as in search-attempts.mutation.test.ts, on a goal sealed inside
 * a closed box of four walls (its four corners the only circles): the box's corners lie outside the
 * first corridor, so the first attempt expands the start alone and cuts off those corners; every
 * retry's hop bound finds the goal sealed and expands the start alone, cutting off only the corners
 * its corridor leaves out. So the answer's count is the number of attempts, worked out here from
 * route.ts's rules:
 * - the first budget is 1.25 x (straight - stopAt) + 8R;
 * - the next is 1.5 x the last, or 1.25 x the least length cut off (|S C| + |C G| - 2R - stopAt
 *   for the corners C the corridor, of reach budget + stopAt, left out) if more;
 * - they stop once an attempt cut nothing off and its corridor, the ellipse of points within
 *   budget + stopAt of both ends, reached every edge of the 72" x 48" table.
 * The boards put the mover straight above or below the box, so the ellipse's short axis runs
 * along y: the far edge in y is the last it reaches.
 */

const R = 0.5;
const W = 72;
const H = 48;

const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** The box's corners, half-size h round the goal. */
const corners = (g: Point, h: number): Point[] => [
  { x: g.x - h, y: g.y - h },
  { x: g.x + h, y: g.y - h },
  { x: g.x + h, y: g.y + h },
  { x: g.x - h, y: g.y + h },
];

const boxed = (from: Point, g: Point, h: number) => {
  const c = corners(g, h);
  return table({
    models: [model("m", "a", from.x, from.y)],
    walls: c.map((a, i) => ({ id: `w${i}`, a, b: c[(i + 1) % 4]! })),
  });
};

/** The corridor's extent: how far the ellipse of reach `reach` reaches past each edge (x0, y0, x1, y1; >= 0 reaches it). */
function reachPast(from: Point, to: Point, reach: number): number[] {
  const d = dist(from, to);
  const a = reach / 2;
  const b = Math.sqrt(a * a - (d * d) / 4);
  const ux = (to.x - from.x) / d;
  const uy = (to.y - from.y) / d;
  const hx = Math.hypot(a * ux, b * uy);
  const hy = Math.hypot(a * uy, b * ux);
  const mx = (from.x + to.x) / 2;
  const my = (from.y + to.y) / 2;
  return [hx - mx, hy - my, mx + hx - W, my + hy - H];
}

/**
 * The attempts' budgets by the rules above; `margin` collects how far each decision is from its
 * threshold (a corner's length from the reach, an edge from the ellipse), so a test can keep
 * every one over a few tenths of an inch from a tie.
 */
function attempts(from: Point, to: Point, h: number, stopAt: number, margin: number[]): number[] {
  const lengths = corners(to, h).map((c) => dist(from, c) + dist(c, to) - 2 * R);
  const out: number[] = [];
  let limit = 1.25 * (dist(from, to) - stopAt) + 8 * R;
  for (;;) {
    out.push(limit);
    const reach = limit + stopAt;
    for (const l of lengths) margin.push(Math.abs(l - reach));
    const left = lengths.filter((l) => l > reach).map((l) => l - stopAt);
    if (left.length === 0) {
      const past = reachPast(from, to, reach);
      for (const p of past) margin.push(Math.abs(p));
      if (past.every((p) => p >= 0)) return out;
      limit *= 1.5;
    } else limit = Math.max(1.5 * limit, 1.25 * Math.min(...left));
  }
}

describe("route: the corridor stops growing once it holds the whole table, counted on a boxed goal", () => {
  it.each([
    ["above the box, the table's bottom edge reached last", { x: 36, y: 46 }, { x: 36, y: 36 }, 1],
    ["below the box, the table's top edge reached last", { x: 36, y: 2 }, { x: 36, y: 12 }, 3],
  ] as const)("the mover %s: six attempts at stopAt 4", (_, from, to, last) => {
    const margin: number[] = [];
    const worked = attempts(from, to, 8, 4, margin);
    expect(Math.min(...margin)).toBeGreaterThan(2);
    expect(worked).toHaveLength(6);
    // The fifth attempt cut nothing off and its corridor reached three edges, not the last one.
    const fifth = reachPast(from, to, worked[4]! + 4);
    fifth.forEach((p, i) => (i === last ? expect(p).toBeLessThan(0) : expect(p).toBeGreaterThan(0)));
    const board = boxed(from, to, 8);
    const m = board.model("m");
    expect(m.r).toBe(R);
    expect(route(board, m, m, to, { budget: Infinity, stopAt: 4 })).toEqual({
      ok: false,
      reason: "unreachable",
      expanded: 6,
    });
  });

  it("the corridor held is the one of reach budget + stopAt: a box beside the mover at stopAt 2", () => {
    const from = { x: 30, y: 9 };
    const to = { x: 40, y: 9 };
    const margin: number[] = [];
    const worked = attempts(from, to, 8, 2, margin);
    expect(Math.min(...margin)).toBeGreaterThan(0.9);
    expect(worked).toHaveLength(5);
    // The fifth holds the table with its reach budget + 2; budget - 2 would not.
    expect(reachPast(from, to, worked[4]! + 2).every((p) => p >= 0)).toBe(true);
    expect(reachPast(from, to, worked[4]! - 2).every((p) => p >= 0)).toBe(false);
    const board = boxed(from, to, 8);
    const m = board.model("m");
    expect(route(board, m, m, to, { budget: Infinity, stopAt: 2 })).toEqual({
      ok: false,
      reason: "unreachable",
      expanded: 5,
    });
  });
});
