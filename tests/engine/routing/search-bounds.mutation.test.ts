import { describe, expect, it } from "vitest";
import { firstCollision } from "../../../src/engine/path/collision";
import { route } from "../../../src/engine/routing";
import { model, table } from "../helpers";

/*
 * The search's lower bounds (issue 14, mutation testing): before aiming at a circle the search
 * cuts it when g + |node - centre| - rho + |centre - goal| - rho exceeds the budget. That is a
 * lower bound of any route through the circle only if both distances are exact: an estimate that
 * comes out larger (one coordinate difference taken as 1 where it is under an inch) cuts a route
 * that fits. A mover with a 1 mm base round the end of a wall makes the route only a few
 * hundredths longer than the bound, so a budget a hair over the true length tells them apart.
 */

const ok = (outcome: ReturnType<typeof route>) => {
  if (!outcome.ok) throw new Error(`no route: ${outcome.reason}`);
  return outcome.route;
};

// A wall hanging from (15, 25.5) to the bottom edge; the mover's base is 1 mm across.
const WALL_END = { x: 15, y: 25.5 };
const FAR = { x: 10, y: 24 };
// 0.3" right of the wall and 0.5" under its end: both coordinate differences under an inch.
const NEAR = { x: 15.3, y: 25 };
const board = (at: { x: number; y: number }) =>
  table({
    models: [model("m", "a", at.x, at.y, { baseMm: 1 })],
    walls: [{ id: "w", a: WALL_END, b: { x: 15, y: 1 } }],
  });

/** Length of the shortest way from p to q over the top of a circle of radius rho round the wall's end. */
function overTheEnd(p: { x: number; y: number }, q: { x: number; y: number }, rho: number): number {
  const dp = Math.hypot(p.x - WALL_END.x, p.y - WALL_END.y);
  const dq = Math.hypot(q.x - WALL_END.x, q.y - WALL_END.y);
  // The angle at the wall's end between p and q measured through the wall (below the end).
  const ap = Math.atan2(p.y - WALL_END.y, p.x - WALL_END.x) + 2 * Math.PI;
  const aq = Math.atan2(q.y - WALL_END.y, q.x - WALL_END.x) + 2 * Math.PI;
  const below = Math.abs(aq - ap);
  const arc = 2 * Math.PI - below - Math.acos(rho / dp) - Math.acos(rho / dq);
  return Math.sqrt(dp * dp - rho * rho) + Math.sqrt(dq * dq - rho * rho) + rho * arc;
}

describe("search: the per-circle lower bound is never above a route through the circle", () => {
  it.each([
    ["to a goal under an inch off the wall's end (the circle's bound to the goal)", FAR, NEAR],
    ["from a start under an inch off the wall's end (the bound from the node)", NEAR, FAR],
  ])("round the end of a wall, %s: found with a budget a hair over its length", (_, from, to) => {
    const b = board(from);
    const m = b.model("m");
    const rho = m.r;
    expect(rho).toBeCloseTo(0.5 / 25.4, 12);
    const length = overTheEnd(from, to, rho);
    // The straight line crosses the wall: the route goes over its end.
    expect(route(b, m, m, to, { budget: Math.hypot(to.x - from.x, to.y - from.y) + 0.1 })).toEqual({
      ok: false,
      reason: "unreachable",
      expanded: 1,
    });
    const r = ok(route(b, m, m, to, { budget: length + 0.005 }));
    expect(r.exactLength).toBeCloseTo(length, 4);
    expect(r.length).toBeLessThanOrEqual(length + 0.005);
    expect(r.points[0]).toEqual(from);
    expect(r.points[r.points.length - 1]).toEqual(to);
    // Every point of the route that is not an end lies over the wall's end, on the chords drawn
    // outside its circle within the default tolerance (0.001).
    for (const p of r.points.slice(1, -1)) {
      expect(p.y).toBeGreaterThan(WALL_END.y - rho);
      const d = Math.hypot(p.x - WALL_END.x, p.y - WALL_END.y);
      expect(d).toBeGreaterThan(rho);
      expect(d).toBeLessThan(rho + 1e-3);
    }
    // The start and the node on the wall's end's circle; the goal edge found after them.
    expect(r.expanded).toBe(2);
    expect(firstCollision(b, m, r.points)).toBeNull();
  });
});
