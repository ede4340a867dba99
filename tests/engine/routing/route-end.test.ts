// route()'s last point is the goal given, once: the search's goal node ends at p + (goal - p),
// which can miss the goal by a rounding step, and the goal used to be appended after it as well.
import { describe, expect, it } from "vitest";
import { route } from "../../../src/engine/routing";
import { model, table } from "../helpers";

describe("route: the goal is the last point, once", () => {
  it("on an empty table, a goal the search's end misses by a rounding step is one point, not two", () => {
    const from = { x: 9, y: 24 };
    const to = { x: 17.120243920483475, y: 7.141592291204479 };
    // The rounding this board meets: the search's end for this goal, worked out as it is.
    expect(from.y + (to.y - from.y)).not.toBe(to.y);
    const board = table({ width: 30, height: 30, models: [model("m", "a", from.x, from.y)] });
    const out = route(board, board.model("m"), from, to, { budget: 100 });
    if (!out.ok) throw new Error(out.reason);
    const straight = Math.hypot(to.x - from.x, to.y - from.y);
    expect(out.route.points).toEqual([from, to]);
    expect(out.route.length).toBe(straight);
    expect(out.route.exactLength).toBeCloseTo(straight, 12);
    expect(out.route.expanded).toBe(1);
  });

  it("round a base, the route still ends on the goal given, once", () => {
    const from = { x: 9, y: 24 };
    const to = { x: 17.120243920483475, y: 7.141592291204479 };
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", from.x, from.y), model("c", "b", 13, 15.5, { baseMm: 50.8 })],
    });
    const out = route(board, board.model("m"), from, to, { budget: 100 });
    if (!out.ok) throw new Error(out.reason);
    const pts = out.route.points;
    // Two tangents and the arc between them as seven chords, then the goal: nine points.
    expect(pts).toHaveLength(9);
    expect(out.route.length).toBeCloseTo(18.92683329216476, 12);
    expect(out.route.expanded).toBe(2);
    expect(pts[0]).toEqual(from);
    expect(pts[pts.length - 1]).toEqual(to);
    for (let i = 1; i < pts.length; i++) {
      const gap = Math.hypot(pts[i]!.x - pts[i - 1]!.x, pts[i]!.y - pts[i - 1]!.y);
      expect(gap).toBeGreaterThan(1e-6);
    }
  });
});
