import { describe, expect, it } from "vitest";
import { segmentsCross } from "../../../src/engine/routing/metric";
import { GOAL, START } from "../../../src/engine/routing/nodes";
import { HUG } from "../../../src/engine/routing/scene";
import { search } from "../../../src/engine/routing/search";
import { model, table } from "../helpers";
import { circleAt, localScene } from "./scenes";

/*
 * A node that lands on a blocked stretch of its circle is dropped at its pop, before it counts as
 * expanded (issue 14, mutation testing). Such a landing is rare: its tangent must be clear to the
 * very point, which only a seal allows (the route may touch a seal's line, and the free arcs leave
 * a sliver of 1e-8 rad either side of where a seal crosses the circle).
 */

const FROM = { x: 5, y: 10 };
const TO = { x: 15, y: 10 };

describe("search: a node landing on a blocked stretch is dropped, not expanded", () => {
  it("round a base, the tangent under it landing in a seal's sliver: the route goes over, two expansions", () => {
    // A 2" base B at (10, 10) on the straight line: the route goes round it, over or under (the
    // same length). A seal from B's centre runs out through the point where the start's tangent
    // under B lands, turned 1e-10 rad towards the start's side so the tangent touches its line
    // without crossing it: that landing is inside the seal's sliver, on no free arc.
    const board = table({
      width: 30,
      height: 20,
      models: [model("m", "a", FROM.x, FROM.y), model("B", "b", 10, 10, { baseMm: 2 * 25.4 })],
    });
    const m = board.model("m");
    const s = localScene(board, m, FROM, TO);
    const b = circleAt(s, 10, 10);
    const rho = 1.5 + HUG;
    expect(s.rho[b]).toBe(rho);
    const t = Math.acos(rho / 5);
    // The tangent points: at pi -/+ t from B's centre (under, over).
    const under = Math.PI + t;
    const at = (a: number) => ({ x: 10 + rho * Math.cos(a), y: 10 + rho * Math.sin(a) });
    const T = at(under);
    expect(T.y).toBeLessThan(10);
    // Turned towards the start's side (the seal's angle a hair more than the landing's).
    const seal = (a: number): [number, number, number, number] => [
      10,
      10,
      10 + 3 * Math.cos(a),
      10 + 3 * Math.sin(a),
    ];
    const sealed = seal(under + 1e-10);
    expect(segmentsCross(FROM.x, FROM.y, T.x, T.y, ...sealed)).toBe(false);
    s.addSeals([sealed]);
    const got = search(s, {
      start: FROM,
      goal: TO,
      stopAt: 0,
      budget: 20,
      maxExpanded: 1000,
      maxNodes: 10000,
    });
    expect(got.found).toBe(true);
    if (!got.found) return;
    // The start, the node over B, the goal: the node under B was popped (its f is the one over B's,
    // below the route's) and dropped.
    const n = got.nodes;
    const onB = n.parent[got.last]!;
    expect(n.circle[got.last]).toBe(GOAL);
    expect(n.circle[onB]).toBe(b);
    expect(n.y[onB]).toBeCloseTo(at(Math.PI - t).y, 9);
    expect(n.x[onB]).toBeCloseTo(at(Math.PI - t).x, 9);
    expect(n.circle[n.parent[onB]!]).toBe(START);
    expect(n.parent[n.parent[onB]!]).toBe(-1);
    expect(n.x[got.last]).toBe(TO.x);
    expect(n.y[got.last]).toBe(TO.y);
    expect(n.g[got.last]).toBeCloseTo(2 * Math.sqrt(25 - rho * rho) + rho * (Math.PI - 2 * t), 9);
    expect(got.expanded).toBe(2);
  });
});
