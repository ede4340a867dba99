import { describe, expect, it } from "vitest";
import { HopBound } from "../../../src/engine/routing/hops";
import { firstCollision } from "../../../src/engine/path/collision";
import { route } from "../../../src/engine/routing";
import { gapSeals } from "../../../src/engine/routing/gaps";
import { GOAL, START } from "../../../src/engine/routing/nodes";
import { HUG } from "../../../src/engine/routing/scene";
import { search } from "../../../src/engine/routing/search";
import { newTangent, orientedTangent, sweep } from "../../../src/engine/routing/tangent";
import type { Point } from "../../../src/engine/geometry/vec";
import { model, rect, table } from "../helpers";
import { circleAt, localScene } from "./scenes";

/*
 * The hop bound's edge rule (search.ts; hops.ts) skips an edge from circle c (or the start, rc =
 * 0) to circle j only when their hop spans differ by more than (|c_c c_j| + rc + rj) / cell + 1:
 * the spans are over each circle's whole box, so the rule must allow for a tangent leaving
 * anywhere in c's box and landing anywhere in j's. An edge within that reach is aimed at, even one
 * that crosses a wall: a tangent node that fits the budget is pushed (and refused at its pop), one
 * that does not is cut, and an unreachable search reports both, in `generated` and in `beyond`
 * (the least length cut off, from which route() grows its next budget). A rule that takes rj or
 * rc off the reach instead of adding it (2 rj / cell or 2 rc / cell hops less) skips the edge:
 * fewer nodes, and a greater `beyond` (the first two tests). On a clear edge it can lose the
 * shortest route, where a tangent meets a big base's box beside its tangent point and the rest of
 * that box is walled off (the last two).
 *
 * The first two tests' table: 30" x 30", a 1" mover (R = 0.5, cells of 0.25", 4 per inch) at S = (5, 10), a wall
 * at x = 10 from the bottom edge up to (10, 16), the goal at (20, 4) beyond it. The straight line
 * crosses the wall; the shortest route goes over the wall's top end (24.33), so the budgets below
 * find nothing. The start is 75 hops from the goal (the bound there, 18.5, is within the
 * budgets). The search builds the bound before its first expansion (hopsAfter 1).
 */

const FROM = { x: 5, y: 10 };
const TO = { x: 20, y: 4 };
const WALL = { id: "w", a: { x: 10, y: 0 }, b: { x: 10, y: 16 } };
const RHO = 0.5 + HUG;

/** The hop span of a circle's box (or of the start's cell, r = 0). */
const spanOf = (hops: HopBound, x: number, y: number, r: number): number[] => {
  const out = [0, 0];
  hops.span(x, y, r, out);
  return out;
};

/**
 * A tangent node's f, as the search works it out with the bound built: g on arrival, the turn
 * round the circle it leaves (centre (ox, oy), signed radius k, arrived at (ax, ay)), the tangent
 * to circle (cx, cy) of signed radius kj, and the greater of the straight line and the hops to go.
 */
/** The search with the hop bound built before its first expansion (hopsAfter 1). */
function withHops(
  s: Parameters<typeof search>[0],
  start: Point,
  goal: Point,
  budget: number,
  maxExpanded: number,
): ReturnType<typeof search> {
  return search(s, { start, goal, stopAt: 0, budget, maxExpanded, maxNodes: 100_000, hopsAfter: 1 });
}

/** The circles of a found search's chain, start to goal (START and GOAL for the ends). */
function chainOf(got: Extract<ReturnType<typeof search>, { found: true }>): number[] {
  const chain: number[] = [];
  for (let i = got.last; i >= 0; i = got.nodes.parent[i]!) chain.unshift(got.nodes.circle[i]!);
  return chain;
}

/**
 * The search from FROM to TO with the hop bound built at once and this budget: no route (the
 * wall), this many nodes expanded and generated, and the least length cut off `beyond`.
 */
function expectCut(
  s: Parameters<typeof search>[0],
  budget: number,
  want: { expanded: number; generated: number; beyond: number },
): void {
  const got = withHops(s, FROM, TO, budget, 1000);
  if (got.found) throw new Error("a route was found");
  expect(got.beyond).toBeCloseTo(want.beyond, 9);
  expect(got).toEqual({
    found: false,
    reason: "unreachable",
    expanded: want.expanded,
    generated: want.generated,
    beyond: got.beyond,
  });
}

const tangentF = (
  hops: HopBound,
  g: number,
  from: { ox: number; oy: number; k: number; ax: number; ay: number },
  cx: number,
  cy: number,
  kj: number,
): number => {
  const t = newTangent();
  expect(orientedTangent(from.ox, from.oy, from.k, cx, cy, kj, t)).toBe(true);
  const r = Math.abs(from.k);
  const turn =
    r === 0
      ? 0
      : sweep(
          Math.atan2(from.ay - from.oy, from.ax - from.ox),
          Math.atan2(t.y1 - from.oy, t.x1 - from.ox),
          Math.sign(from.k),
        );
  const straight = Math.hypot(t.x2 - TO.x, t.y2 - TO.y);
  return g + r * turn + t.length + Math.max(straight, hops.at(t.x2, t.y2));
};

/**
 * The walled pocket of the last two tests (60" x 60"): walls up x = 10 (to (10, 50)) and x = 50
 * (to the table's top edge), and along y = 10 with a 1.4" gap at x = 40, which a clearance of 2
 * seals (SCTMG-GAP-1) though the hop bound's grid leaves it open; a 12" base J at (30, 32) (rho
 * 6.5) and an impassable block from the left wall, (10, 24.8) to (36.4, 30), under it, so the
 * only way between the pocket's top and its bottom is up J's right side and over its top. The
 * block walls off every cell of J's box below y = 30 (its edges' cells are blocked, its inside out
 * of reach). With a 1" mover at `from`, and `walls` added.
 */
const pocket = (from: { x: number; y: number }, walls: { id: string; a: Point; b: Point }[] = []) =>
  table({
    width: 60,
    height: 60,
    models: [model("m", "a", from.x, from.y), model("J", "b", 30, 32, { baseMm: 12 * 25.4 })],
    walls: [
      { id: "w1", a: { x: 10, y: 10 }, b: { x: 39.3, y: 10 } },
      { id: "w2", a: { x: 40.7, y: 10 }, b: { x: 50, y: 10 } },
      { id: "w3", a: { x: 10, y: 10 }, b: { x: 10, y: 50 } },
      { id: "w4", a: { x: 50, y: 10 }, b: { x: 50, y: 60 } },
      ...walls,
    ],
    terrain: [{ id: "t", kind: "impassable", polygon: rect(10, 24.8, 36.4, 30) }],
  });

/** The pocket's scene with its seals, as route() builds it. */
const sealed = (board: ReturnType<typeof pocket>, from: Point, to: Point) => {
  const s = localScene(board, board.model("m"), from, to, { clearance: 2 });
  s.addSeals(gapSeals(s, 2, from));
  return s;
};

describe("search: the hop bound's edge rule reaches (|c_c c_j| + rc + rj) / cell + 1 hops", () => {
  it("from the start, the reach counts j's radius in: a 4\" base across the wall is aimed at", () => {
    // A 4" base J at (13, 10) just beyond the wall (rho 2.5). Its box's cells are 18 to 48 hops
    // from the goal, the start's 75: they differ by 27, within the reach (|S J| + 2.5) x 4 + 1 =
    // 43; (|S J| - 2.5) x 4 + 1 = 23 would skip J. Aimed at with the budget of 19: the tangent
    // under J fits (f 16.18), is pushed and refused at its pop (the wall), as is the straight
    // edge to the goal; the one over J lands 19.03 from the goal by the bound (its tangent and
    // the hops round the wall from where it lands) and is cut, the least cut (the wall's bottom
    // end's lower bound |S E| - rho + |E G| - rho is 20.95, its top end's 22.43). One
    // expansion, three nodes (the start, the goal edge, the tangent under J), beyond 19.03.
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", FROM.x, FROM.y), model("J", "b", 13, 10, { baseMm: 4 * 25.4 })],
      walls: [WALL],
    });
    const m = board.model("m");
    const s = localScene(board, m, FROM, TO);
    const rj = s.rho[circleAt(s, 13, 10)]!;
    expect(rj).toBeCloseTo(2 + RHO, 12);
    const hops = HopBound.build(s, TO, 0);
    expect(hops).not.toBeNull();
    if (!hops) return;
    expect(hops.perUnit).toBe(4);
    expect(hops.at(FROM.x, FROM.y)).toBeCloseTo(18.5, 12);
    expect(spanOf(hops, FROM.x, FROM.y, 0)).toEqual([75, 75]);
    expect(spanOf(hops, 13, 10, rj)).toEqual([18, 48]);
    const d = Math.hypot(13 - FROM.x, 10 - FROM.y);
    expect(75 - 48).toBeLessThanOrEqual((d + rj) * 4 + 1);
    expect(75 - 48).toBeGreaterThan((d - rj) * 4 + 1 + 3);
    const start = { ox: FROM.x, oy: FROM.y, k: 0, ax: FROM.x, ay: FROM.y };
    // Orientation -1 keeps the centre on the right: the tangent over J's top.
    const over = tangentF(hops, 0, start, 13, 10, -rj);
    const under = tangentF(hops, 0, start, 13, 10, rj);
    expect(over).toBeCloseTo(19.0311, 4);
    expect(under).toBeCloseTo(16.1836, 4);
    expect(Math.hypot(5, 10) - RHO + Math.hypot(10, 4) - RHO).toBeCloseTo(20.9507, 4);
    expectCut(s, 19, { expanded: 1, generated: 3, beyond: over });
  });

  it("from a circle, the reach counts its own radius in: a 4\" base's edges across the wall are aimed at", () => {
    // A 4" base C at (7, 8) beside the start (rho 2.5) and a 1" base J at (14, 7.5) beyond the
    // wall (rho 1). C's box's cells are 64 to 79 hops from the goal, J's 20 to 29: they differ by
    // 35, within the reach (|C J| + 2.5 + 1) x 4 + 1 = 43.07; (|C J| - 2.5 + 1) x 4 + 1 = 23.07
    // would skip J from C. Budget 21: both tangents from the start to C fit (f 19.57 and 20.32)
    // and are expanded. From the node on C's top (6.26, 10.39), the goal edge and both tangents
    // to J fit (pushed, refused at their pops: the wall); from the one on its west side (4.61,
    // 8.74; g 1.32), the goal edge and the tangent arriving on J with orientation +1 fit, the one
    // arriving with -1 is 21.0026 by the bound: cut, the least cut (the wall's top end from the
    // start, 22.43, is the next). Three
    // expansions, nine nodes (the start, its goal edge, C's two, three and two from them),
    // beyond 21.0026.
    const board = table({
      width: 30,
      height: 30,
      models: [
        model("m", "a", FROM.x, FROM.y),
        model("C", "b", 7, 8, { baseMm: 4 * 25.4 }),
        model("J", "b", 14, 7.5, { baseMm: 25.4 }),
      ],
      walls: [WALL],
    });
    const m = board.model("m");
    const s = localScene(board, m, FROM, TO);
    const rc = s.rho[circleAt(s, 7, 8)]!;
    const rj = s.rho[circleAt(s, 14, 7.5)]!;
    expect(rc).toBeCloseTo(2 + RHO, 12);
    expect(rj).toBeCloseTo(0.5 + RHO, 12);
    const hops = HopBound.build(s, TO, 0);
    expect(hops).not.toBeNull();
    if (!hops) return;
    expect(hops.perUnit).toBe(4);
    expect(spanOf(hops, 7, 8, rc)).toEqual([64, 79]);
    expect(spanOf(hops, 14, 7.5, rj)).toEqual([20, 29]);
    const d = Math.hypot(14 - 7, 7.5 - 8);
    expect(64 - 29).toBeLessThanOrEqual((d + rc + rj) * 4 + 1);
    expect(64 - 29).toBeGreaterThan((d - rc + rj) * 4 + 1 + 8);
    // The start's tangent to C with orientation +1 (angle increasing, centre on the left): C's west side.
    const toC = newTangent();
    expect(orientedTangent(FROM.x, FROM.y, 0, 7, 8, rc, toC)).toBe(true);
    expect(toC.x2).toBeCloseTo(4.611, 3);
    expect(toC.y2).toBeCloseTo(8.736, 3);
    const onC = { ox: 7, oy: 8, k: rc, ax: toC.x2, ay: toC.y2 };
    const over = tangentF(hops, toC.length, onC, 14, 7.5, -rj);
    expect(over).toBeCloseTo(21.0026, 4);
    const top = Math.hypot(5, 6) - RHO + Math.hypot(10, 12) - RHO;
    expect(top).toBeCloseTo(22.4307, 4);
    expectCut(s, 21, { expanded: 3, generated: 9, beyond: over });
  });
  it("the reach counts j's radius in where the tangent enters j's box beside its tangent point: the only way out is kept", () => {
    // The spans are over whole boxes, and a tangent can enter j's box next to where it touches
    // (on the short side of its chord through the box), so the stretch from the start to j's box
    // can be longer than |S J| - rho by nearly rho; the box's other cells usually keep j's span
    // low, but not when they are walled off. The pocket, the mover at S = (40, 12) in it, the
    // goal at (40, 8) just through the sealed gap: the hops from the start are few (16) though
    // the route is long. The tangent from S up J's right side enters J's box at y = 33; the
    // box's cells below y = 30 walled off, its least count is 89 hops, up there: 73 more than the
    // start's, within the reach (|S J| + rho) x 4 + 1 = 116.44 but over (|S J| - rho) x 4 + 1 =
    // 64.44. The route: over J, round the left wall's top end, down its outside and under the
    // bottom wall to the goal, 125.30.
    const S = { x: 40, y: 12 };
    const goal = { x: 40, y: 8 };
    const board = pocket(S);
    const m = board.model("m");
    const scene = () => sealed(board, S, goal);
    const s = scene();
    const j = circleAt(s, 30, 32);
    const rj = s.rho[j]!;
    expect(rj).toBeCloseTo(6 + RHO, 12);
    const hops = HopBound.build(s, goal, 0);
    expect(hops).not.toBeNull();
    if (!hops) return;
    expect(hops.perUnit).toBe(4);
    expect(spanOf(hops, S.x, S.y, 0)).toEqual([16, 16]);
    expect(spanOf(hops, 30, 32, rj)).toEqual([89, Infinity]);
    const d = Math.hypot(30 - S.x, 32 - S.y);
    expect(89 - 16).toBeLessThanOrEqual((d + rj) * 4 + 1);
    expect(89 - 16).toBeGreaterThan((d - rj) * 4 + 1 + 8);
    // The tangent up J's right side (orientation +1: J on the left) passes the block's corner
    // more than R off, so it is clear.
    const up = newTangent();
    expect(orientedTangent(S.x, S.y, 0, 30, 32, rj, up)).toBe(true);
    const off = Math.abs((36.4 - S.x) * up.uy - (30 - S.y) * up.ux);
    expect(off).toBeGreaterThan(RHO + 0.02);
    const length = 125.2991;
    const got = withHops(scene(), S, goal, 200, 5000);
    if (!got.found) throw new Error("no route");
    const chain = chainOf(got);
    expect(chain).toEqual([START, j, circleAt(s, 10, 50), circleAt(s, 10, 10), GOAL]);
    expect(got.nodes.g[got.last]).toBeCloseTo(length, 4);
    expect(got.expanded).toBe(7);
    // route() finds it the same way: its first attempt (no hop bound) falls short of it, the
    // retries build the bound at once.
    const r = route(board, m, S, goal, { budget: 200, clearance: 2 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.route.exactLength).toBeCloseTo(length, 4);
    expect(r.route.expanded).toBe(7);
    expect(r.route.points[0]).toEqual(S);
    const t = r.route.points[1]!;
    expect(Math.hypot(t.x - 30, t.y - 32)).toBeCloseTo(rj, 9);
    expect(r.route.points[r.route.points.length - 1]).toEqual(goal);
    expect(firstCollision(board, m, r.route.points)).toBeNull();
  });
  it("the reach counts c's radius in where the tangent leaves c's box beside its departure point: the shortest way down is kept", () => {
    // The same from a circle's side: a tangent leaving J can leave J's box next to where it
    // departs, and the reach from J must allow for J's radius. The pocket the other way round:
    // the mover at S = (40, 8) outside it, the goal at (40, 12) inside, and a 3" wall from
    // (36, 15) to (39, 15) above the goal. The hops are counted from the goal now: J's box's
    // least count is 73, up where the tangent down J's right side leaves it; the short wall's
    // right end E = (39, 15) (rho 0.5) spans 9 to 16: they differ by 57, within the reach
    // (|J E| + 6.5 + 0.5) x 4 + 1 = 105.94 but over (|J E| - 6.5 + 0.5) x 4 + 1 = 53.94. The
    // route: round the left wall's bottom end, up its outside, over its top end and over J, down
    // J's right side round E to the goal, 125.30 (without that edge the way down goes round the
    // block's corner and the short wall's other end, 127.62).
    const S = { x: 40, y: 8 };
    const goal = { x: 40, y: 12 };
    const board = pocket(S, [{ id: "q", a: { x: 36, y: 15 }, b: { x: 39, y: 15 } }]);
    const m = board.model("m");
    const s = sealed(board, S, goal);
    const j = circleAt(s, 30, 32);
    const e = circleAt(s, 39, 15);
    const rj = s.rho[j]!;
    const re = s.rho[e]!;
    expect(rj).toBeCloseTo(6 + RHO, 12);
    expect(re).toBeCloseTo(RHO, 12);
    const hops = HopBound.build(s, goal, 0);
    expect(hops).not.toBeNull();
    if (!hops) return;
    expect(hops.perUnit).toBe(4);
    expect(spanOf(hops, 30, 32, rj)).toEqual([73, Infinity]);
    expect(spanOf(hops, 39, 15, re)).toEqual([9, 16]);
    const d = Math.hypot(39 - 30, 15 - 32);
    expect(73 - 16).toBeLessThanOrEqual((d + rj + re) * 4 + 1);
    expect(73 - 16).toBeGreaterThan((d - rj + re) * 4 + 1 + 3);
    const length = 125.2992;
    const got = withHops(sealed(board, S, goal), S, goal, 200, 5000);
    if (!got.found) throw new Error("no route");
    const chain = chainOf(got);
    expect(chain.slice(0, 2)).toEqual([START, circleAt(s, 10, 10)]);
    expect(chain.slice(-4)).toEqual([circleAt(s, 10, 50), j, e, GOAL]);
    expect(got.nodes.g[got.last]).toBeCloseTo(length, 4);
    expect(got.expanded).toBe(8);
    const r = route(board, m, S, goal, { budget: 200, clearance: 2 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.route.exactLength).toBeCloseTo(length, 4);
    expect(r.route.expanded).toBe(8);
    const pts = r.route.points;
    expect(pts[0]).toEqual(S);
    expect(pts[pts.length - 1]).toEqual(goal);
    const last = pts[pts.length - 2]!;
    expect(Math.hypot(last.x - 39, last.y - 15)).toBeCloseTo(re, 9);
    expect(firstCollision(board, m, pts)).toBeNull();
  });
});
