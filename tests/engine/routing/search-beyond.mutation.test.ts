import { describe, expect, it } from "vitest";
import { HopBound } from "../../../src/engine/routing/hops";
import { HUG } from "../../../src/engine/routing/scene";
import { search } from "../../../src/engine/routing/search";
import { model, table } from "../helpers";
import { localScene } from "./scenes";

/*
 * What an unreachable search reports as `beyond` (issue 14, mutation testing): the least length
 * its budget cut off, so that route() knows no route is shorter (its next budget is at least that).
 * Before aiming at a circle, the search cuts it when the lower bound
 *   g + max(0, |node - centre| - rho) + max(0, |centre - goal| - rho - stopAt)
 * exceeds the budget, and that bound is what it records; a circle that passes is aimed at, and a
 * tangent node cut then records its own (greater) g + h.
 */

const FROM = { x: 5, y: 10 };
const TO = { x: 15, y: 10 };

describe("search: an unreachable answer's beyond is the least lower bound its budget cut off", () => {
  it("a goal sealed behind a wall, a base off to the side cut by its lower bound before any tangent", () => {
    // A wall right across the 30" x 20" table at x = 10 seals the goal off; its ends sit on the
    // table's edges. A 1" base B at (5, 16) straight above the start: its circle (rho = 1 + HUG)
    // is 6 - rho from the start and |B G| - rho from the goal, 15.66 in all: over the budget of 11
    // (the straight line is 10), so it is cut with that bound. The wall's ends are further
    // (2 |S E| - 2 rho = 21.36). The straight edge to the goal fits the budget and is refused at
    // its pop (it crosses the wall): one expansion, two nodes (the start and that goal node).
    const board = table({
      width: 30,
      height: 20,
      models: [model("m", "a", FROM.x, FROM.y), model("B", "b", 5, 16)],
      walls: [{ id: "w", a: { x: 10, y: 0 }, b: { x: 10, y: 20 } }],
    });
    const m = board.model("m");
    const s = localScene(board, m, FROM, TO);
    expect(s.nc).toBe(3);
    const rho = 1 + HUG;
    const bound = Math.max(0, 6 - rho) + Math.max(0, Math.hypot(10, 6) - rho);
    const wallEnd = 2 * (Math.hypot(5, 10) - (0.5 + HUG));
    expect(bound).toBeLessThan(wallEnd);
    expect(bound).toBeGreaterThan(11);
    const got = search(s, { start: FROM, goal: TO, stopAt: 0, budget: 11, maxExpanded: 100, maxNodes: 1000 });
    expect(got.found).toBe(false);
    if (got.found) return;
    expect(got.beyond).toBeCloseTo(bound, 12);
    expect(got).toEqual({
      found: false,
      reason: "unreachable",
      expanded: 1,
      generated: 2,
      beyond: got.beyond,
    });
  });

  it("a base that passes the lower bound, both its tangent nodes cut: beyond is the lesser tangent's g + h", () => {
    // The same sealed table with a 4" base C at (5, 14.5) instead: its lower bound (4.5 - rho from
    // the start, |C G| - rho to the goal: 10.47) is within the budget of 11, so the search aims at
    // it; each tangent from the start to its circle (rho = 2.5 + HUG) ends further from the goal
    // than the budget allows (g + |T G|: 12.25 the lesser), so both nodes are cut, not pushed.
    const board = table({
      width: 30,
      height: 20,
      models: [model("m", "a", FROM.x, FROM.y), model("C", "b", 5, 14.5, { baseMm: 4 * 25.4 })],
      walls: [{ id: "w", a: { x: 10, y: 0 }, b: { x: 10, y: 20 } }],
    });
    const m = board.model("m");
    const s = localScene(board, m, FROM, TO);
    const rho = 2.5 + HUG;
    const C = { x: 5, y: 14.5 };
    const d = Math.hypot(C.x - FROM.x, C.y - FROM.y);
    expect(d - rho + Math.hypot(C.x - TO.x, C.y - TO.y) - rho).toBeLessThan(11);
    const a0 = Math.atan2(FROM.y - C.y, FROM.x - C.x);
    const t = Math.acos(rho / d);
    const f = [-1, 1].map((k) => {
      const T = { x: C.x + rho * Math.cos(a0 + k * t), y: C.y + rho * Math.sin(a0 + k * t) };
      return Math.sqrt(d * d - rho * rho) + Math.hypot(T.x - TO.x, T.y - TO.y);
    });
    expect(Math.min(...f)).toBeGreaterThan(11);
    expect(Math.min(...f)).toBeLessThan(2 * (Math.hypot(5, 10) - (0.5 + HUG)));
    const got = search(s, { start: FROM, goal: TO, stopAt: 0, budget: 11, maxExpanded: 100, maxNodes: 1000 });
    expect(got.found).toBe(false);
    if (got.found) return;
    expect(got.beyond).toBeCloseTo(Math.min(...f), 9);
    expect(got).toEqual({
      found: false,
      reason: "unreachable",
      expanded: 1,
      generated: 2,
      beyond: got.beyond,
    });
  });

  it("with the hop bound, a tangent node is cut by its hops round the wall though its straight line fits", () => {
    // The wall now ends at (10, 16): the goal is reached only over its end, at least
    // 2 x hypot(5, 6) = 15.62. A 2" base C at (7.5, 10), between the start and the wall. With the
    // hop bound built at once (hopsAfter 1), a node's h is the greater of its straight line and
    // its hops round the wall. Both tangents from the start to C's circle land 2" out, 8.5" from
    // the goal in a straight line (10.49 in all); round the wall, the one over C's top is 13.5 in
    // all, within the budget of 14 (pushed), the one under it 15.75: cut. So: the start expanded
    // (its straight edge to the goal pushed, refused at its pop; the wall's top end cut by its
    // lower bound, 2 (hypot(5, 6) - rho) = 14.62, the least cut), then the node over C (its own
    // edge to the goal pushed, refused): two expansions, four nodes, beyond 14.62.
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", FROM.x, FROM.y), model("C", "b", 7.5, 10, { baseMm: 2 * 25.4 })],
      walls: [{ id: "w", a: { x: 10, y: 0 }, b: { x: 10, y: 16 } }],
    });
    const m = board.model("m");
    const s = localScene(board, m, FROM, TO);
    const hops = HopBound.build(s, TO, 0);
    expect(hops).not.toBeNull();
    if (!hops) return;
    expect(hops.at(FROM.x, FROM.y)).toBeCloseTo(12.5, 9);
    const rho = 1.5 + HUG;
    const C = { x: 7.5, y: 10 };
    const d = Math.hypot(C.x - FROM.x, C.y - FROM.y);
    const a0 = Math.atan2(FROM.y - C.y, FROM.x - C.x);
    const t = Math.acos(rho / d);
    const L = Math.sqrt(d * d - rho * rho);
    const f = [-1, 1].map((k) => {
      const T = { x: C.x + rho * Math.cos(a0 + k * t), y: C.y + rho * Math.sin(a0 + k * t) };
      const straight = Math.hypot(T.x - TO.x, T.y - TO.y);
      return { above: T.y > C.y, straight: L + straight, round: L + Math.max(straight, hops.at(T.x, T.y)) };
    });
    const over = f.find((x) => x.above)!;
    const under = f.find((x) => !x.above)!;
    expect(over.straight).toBeCloseTo(10.49, 2);
    expect(under.straight).toBeCloseTo(10.49, 2);
    expect(over.round).toBeCloseTo(13.5, 5);
    expect(under.round).toBeCloseTo(15.75, 5);
    const wallTop = 2 * (Math.hypot(5, 6) - (0.5 + HUG));
    const got = search(s, {
      start: FROM,
      goal: TO,
      stopAt: 0,
      budget: 14,
      maxExpanded: 1000,
      maxNodes: 100000,
      hopsAfter: 1,
    });
    expect(got.found).toBe(false);
    if (got.found) return;
    expect(got.beyond).toBeCloseTo(wallTop, 12);
    expect(got).toEqual({
      found: false,
      reason: "unreachable",
      expanded: 2,
      generated: 4,
      beyond: got.beyond,
    });
  });
});
