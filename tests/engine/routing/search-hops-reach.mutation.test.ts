import { describe, expect, it } from "vitest";
import { HopBound } from "../../../src/engine/routing/hops";
import { HUG } from "../../../src/engine/routing/scene";
import { search } from "../../../src/engine/routing/search";
import { model, table } from "../helpers";
import { circleAt, localScene } from "./scenes";

/*
 * The hop bound's edge rule (search.ts; hops.ts) skips an edge from circle c (or the start, rc =
 * 0) to circle j only when their hop spans differ by more than (|c_c c_j| + rc + rj) / cell + 1:
 * the spans are over each circle's whole box, so the rule must allow for a tangent leaving
 * anywhere in c's box and landing anywhere in j's. An edge within that reach is aimed at, even one
 * that crosses a wall (it is pushed, and refused at its pop), so a search that cuts the goal off
 * reports it in `generated`. A rule that takes rj or rc off the reach instead of adding it (2 rj /
 * cell or 2 rc / cell hops less) skips such an edge, and the node count shows it.
 *
 * The table: 30" x 30", a 1" mover (R = 0.5, cells of 0.25", 4 per inch) at (5, 10), a wall at
 * x = 10 from the bottom edge up to (10, 16), the goal at (20, 4) beyond it. The straight line
 * crosses the wall; the shortest route goes over the wall's top end (24.33), so a budget under
 * that finds nothing. The start is 75 hops from the goal (the bound at the start, 18.5, is within
 * both budgets below). With the bound built before the first expansion (hopsAfter 1):
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

describe("search: the hop bound's edge rule reaches (|c_c c_j| + rc + rj) / cell + 1 hops", () => {
  it("from the start, the reach counts j's radius in: a 4\" base across the wall is still aimed at", () => {
    // A 4" base J at (13, 8) just beyond the wall (rho 2.5). Its box's cells are 18 to 43 hops
    // from the goal, the start's 75: they differ by 32, within the reach (|S J| + 2.5) x 4 + 1 =
    // 43.98; (|S J| - 2.5) x 4 + 1 = 23.98 would skip J. Aimed at, J's two tangent nodes fit the
    // budget of 20 (f 16.38 and 17.52) and are pushed, each refused at its pop (the wall), as is
    // the straight edge to the goal. The least cut is the wall's bottom end, by its lower bound
    // |S E| - rho + |E G| - rho = 20.95 (its top end's, 22.43, is greater): one expansion, four
    // nodes (the start, the goal edge, J's two).
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", FROM.x, FROM.y), model("J", "b", 13, 8, { baseMm: 4 * 25.4 })],
      walls: [WALL],
    });
    const m = board.model("m");
    const s = localScene(board, m, FROM, TO);
    const j = circleAt(s, 13, 8);
    const hops = HopBound.build(s, TO, 0);
    expect(hops).not.toBeNull();
    if (!hops) return;
    expect(hops.perUnit).toBe(4);
    expect(hops.at(FROM.x, FROM.y)).toBeCloseTo(18.5, 12);
    expect(spanOf(hops, FROM.x, FROM.y, 0)).toEqual([75, 75]);
    expect(spanOf(hops, 13, 8, s.rho[j]!)).toEqual([18, 43]);
    const d = Math.hypot(13 - FROM.x, 8 - FROM.y);
    expect(75 - 43).toBeLessThanOrEqual((d + s.rho[j]!) * 4 + 1);
    expect(75 - 43).toBeGreaterThan((d - s.rho[j]!) * 4 + 1 + 8);
    const bottom = Math.hypot(5, 10) - RHO + Math.hypot(10, 4) - RHO;
    expect(bottom).toBeCloseTo(20.9507, 4);
    const got = search(s, {
      start: FROM,
      goal: TO,
      stopAt: 0,
      budget: 20,
      maxExpanded: 1000,
      maxNodes: 100_000,
      hopsAfter: 1,
    });
    expect(got.found).toBe(false);
    if (got.found) return;
    expect(got.beyond).toBeCloseTo(bottom, 12);
    expect(got).toEqual({
      found: false,
      reason: "unreachable",
      expanded: 1,
      generated: 4,
      beyond: got.beyond,
    });
  });

  it("from a circle, the reach counts its own radius in: a 4\" base's edges across the wall are aimed at", () => {
    // A 4" base C at (7, 7.5) beside the start (rho 2.5; a tangent of 2 to it each way) and a 1"
    // base J at (14, 7.5) beyond the wall (rho 1). C's box's cells are 62 to 79 hops from the
    // goal, J's 20 to 29: they differ by 33, within the reach (7 + 2.5 + 1) x 4 + 1 = 43;
    // (7 - 2.5 + 1) x 4 + 1 = 23 would skip J from C. Budget 22: both nodes on C fit (f 20.5)
    // and are expanded; from each, the edge to the goal and the two tangents to J fit and are
    // pushed, all refused at their pops (the wall). The least cut is the wall's top end from the
    // start, |S E| - rho + |E G| - rho = 22.43: three expansions, ten nodes (the start, its goal
    // edge, C's two, and three from each of them).
    const board = table({
      width: 30,
      height: 30,
      models: [
        model("m", "a", FROM.x, FROM.y),
        model("C", "b", 7, 7.5, { baseMm: 4 * 25.4 }),
        model("J", "b", 14, 7.5, { baseMm: 25.4 }),
      ],
      walls: [WALL],
    });
    const m = board.model("m");
    const s = localScene(board, m, FROM, TO);
    const c = circleAt(s, 7, 7.5);
    const j = circleAt(s, 14, 7.5);
    const hops = HopBound.build(s, TO, 0);
    expect(hops).not.toBeNull();
    if (!hops) return;
    expect(hops.perUnit).toBe(4);
    expect(spanOf(hops, 7, 7.5, s.rho[c]!)).toEqual([62, 79]);
    expect(spanOf(hops, 14, 7.5, s.rho[j]!)).toEqual([20, 29]);
    expect(62 - 29).toBeLessThanOrEqual((7 + s.rho[c]! + s.rho[j]!) * 4 + 1);
    expect(62 - 29).toBeGreaterThan((7 - s.rho[c]! + s.rho[j]!) * 4 + 1 + 8);
    const top = Math.hypot(5, 6) - RHO + Math.hypot(10, 12) - RHO;
    expect(top).toBeCloseTo(22.4307, 4);
    const got = search(s, {
      start: FROM,
      goal: TO,
      stopAt: 0,
      budget: 22,
      maxExpanded: 1000,
      maxNodes: 100_000,
      hopsAfter: 1,
    });
    expect(got.found).toBe(false);
    if (got.found) return;
    expect(got.beyond).toBeCloseTo(top, 12);
    expect(got).toEqual({
      found: false,
      reason: "unreachable",
      expanded: 3,
      generated: 10,
      beyond: got.beyond,
    });
  });
});
