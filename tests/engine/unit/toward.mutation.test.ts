import { describe, expect, it } from "vitest";
import type { WallSpec } from "../../../src/engine/board/types";
import { unitToward } from "../../../src/engine/unit";
import { model, table } from "../helpers";

const u = (id: string, x: number, y: number, baseMm = 32) => model(id, "a", x, y, { baseMm, unitId: "u" });
const v = (id: string, x: number, y: number) => model(id, "b", x, y, { baseMm: 32, unitId: "v" });
const wall = (id: string, x0: number, y0: number, x1: number, y1: number): WallSpec => ({
  id,
  a: { x: x0, y: y0 },
  b: { x: x1, y: y1 },
});

describe("a unit directly towards or away (issue 14, mutation testing)", () => {
  it("SCTMG-TOWARD-2: the Leading Model is the shortest path's; with none in the budget, the nearest base edge in a straight line", () => {
    // Both 6.32" from the target's centre; m2's base is larger, so its edge is nearer, but a wall
    // makes its path longer: m1 has the shortest path (5.07" to contact against about 5.3").
    const board = table({
      models: [u("m1", 16, 10), u("m2", 16, 14, 50), v("t", 10, 12)],
      walls: [wall("w", 13, 12.5, 13, 16)],
    });
    const unit = [board.model("m1"), board.model("m2")];
    const t = board.model("t");
    const byPath = unitToward(board, unit, [t], { maxDistance: 1 });
    expect(byPath?.leader.id).toBe("m1");
    expect(byPath?.target.id).toBe("t");
    expect(byPath?.move.stop).toBe("distance");
    expect(byPath?.move.moved).toBeCloseTo(1, 9);
    const d = Math.hypot(6, 2);
    expect(byPath?.move.end.x).toBeCloseTo(16 - 6 / d, 9);
    expect(byPath?.move.end.y).toBeCloseTo(10 + 2 / d, 9);
    // No path within a budget of 0.1": the nearest in a straight line, measured to the base's edge.
    const inLine = unitToward(board, unit, [t], { maxDistance: 1, leaderBudget: 0.1 });
    expect(inLine?.leader.id).toBe("m2");
    expect(inLine?.target.id).toBe("t");
    // Given in the other order, the same leaders.
    expect(unitToward(board, [unit[1]!, unit[0]!], [t], { maxDistance: 1 })?.leader.id).toBe("m1");
    expect(
      unitToward(board, [unit[1]!, unit[0]!], [t], { maxDistance: 1, leaderBudget: 0.1 })?.leader.id,
    ).toBe("m2");
  });

  it("SCTMG-TOWARD-2: two models exactly as near in a straight line: the first given leads", () => {
    const board = table({ models: [u("m1", 16, 10), u("m2", 16, 14), v("t", 10, 12)] });
    const [m1, m2, t] = ["m1", "m2", "t"].map((id) => board.model(id));
    expect(unitToward(board, [m1!, m2!], [t!], { maxDistance: 1, leaderBudget: 0.1 })?.leader.id).toBe("m1");
    expect(unitToward(board, [m2!, m1!], [t!], { maxDistance: 1, leaderBudget: 0.1 })?.leader.id).toBe("m2");
  });

  it("SCTMG-TOWARD-2: the Leading Model is found against the target unit's model nearest the unit", () => {
    // t2 is nearest the unit (4" from m2); m1 is 6" from t1.
    const board = table({ models: [u("m1", 16, 10), u("m2", 36, 10), v("t1", 10, 10), v("t2", 40, 10)] });
    const unit = [board.model("m1"), board.model("m2")];
    const targets = [board.model("t1"), board.model("t2")];
    const r = unitToward(board, unit, targets, { maxDistance: 1 });
    expect(r?.leader.id).toBe("m2");
    expect(r?.target.id).toBe("t2");
    expect(r?.move.stop).toBe("distance");
    expect(r?.move.end.x).toBeCloseTo(37, 9);
    expect(r?.move.end.y).toBeCloseTo(10, 9);
    // Away: the same leader, aiming at the target's farthest model from it (t1), so it moves +x.
    const away = unitToward(board, unit, targets, { maxDistance: 1, away: true });
    expect(away?.leader.id).toBe("m2");
    expect(away?.target.id).toBe("t1");
    expect(away?.move.end.x).toBeCloseTo(37, 9);
    expect(away?.move.end.y).toBeCloseTo(10, 9);
    expect(away?.move.stop).toBe("distance");
  });

  it("SCTMG-TOWARD-2: the unit's own models are not in the Leading Model's way", () => {
    // m2 stands right behind the leader on the line away from the target.
    const board = table({ models: [u("m1", 20, 10), u("m2", 21.5, 10), v("t", 14, 10)] });
    const unit = [board.model("m1"), board.model("m2")];
    const r = unitToward(board, unit, [board.model("t")], { maxDistance: 3, away: true });
    expect(r?.leader.id).toBe("m1");
    expect(r?.move.stop).toBe("distance");
    expect(r?.move.moved).toBeCloseTo(3, 9);
    expect(r?.move.points).toHaveLength(2);
    expect(r?.move.end.x).toBeCloseTo(23, 9);
    expect(r?.move.end.y).toBeCloseTo(10, 9);
  });

  it("SCTMG-TOWARD-2: the default leader budget reaches a long way round (3 x the farthest distance + the allowance)", () => {
    // m1 is nearest but boxed in by walls (no path); m2's only way runs round a 30" wall, about
    // 30" long: more than 3 x the nearest distance (4") + 5, less than 3 x the farthest (10") - 5.
    const board = table({
      models: [u("m1", 30, 20), u("m2", 30, 34), v("t", 30, 24)],
      walls: [
        wall("n", 28.5, 18.5, 31.5, 18.5),
        wall("s", 28.5, 21.5, 31.5, 21.5),
        wall("w", 28.5, 18.5, 28.5, 21.5),
        wall("e", 31.5, 18.5, 31.5, 21.5),
        wall("long", 15, 29, 45, 29),
      ],
    });
    const unit = [board.model("m1"), board.model("m2")];
    const r = unitToward(board, unit, [board.model("t")], { maxDistance: 5 });
    expect(r?.leader.id).toBe("m2");
    expect(r?.target.id).toBe("t");
    expect(r?.move.stop).toBe("distance");
    expect(r?.move.moved).toBeCloseTo(5, 6);
    // With a budget too short for it, the boxed-in model, nearest in a straight line, leads.
    const short = unitToward(board, unit, [board.model("t")], { maxDistance: 5, leaderBudget: 20 });
    expect(short?.leader.id).toBe("m1");
    expect(short?.move.stop).toBe("blocked");
    expect(short?.move.moved).toBe(0);
  });

  it("SCTMG-TOWARD-2: two target models exactly as near the unit: the first given is aimed at for the leader", () => {
    // m1 is 6" from t1, m2 6" from t2: a tie the engine breaks by the order the targets are given.
    const board = table({ models: [u("m1", 16, 10), u("m2", 36, 10), v("t1", 10, 10), v("t2", 42, 10)] });
    const unit = [board.model("m1"), board.model("m2")];
    const [t1, t2] = [board.model("t1"), board.model("t2")];
    const first = unitToward(board, unit, [t1, t2], { maxDistance: 1 });
    expect(first?.leader.id).toBe("m1");
    expect(first?.target.id).toBe("t1");
    const second = unitToward(board, unit, [t2, t1], { maxDistance: 1 });
    expect(second?.leader.id).toBe("m2");
    expect(second?.target.id).toBe("t2");
  });

  it("SCTMG-TOWARD-2, SCTMG-MEASURE-1: the target unit's nearest model is nearest base edge to base edge", () => {
    // t2's base is larger: its edge is 4.19" from m2's, t1's 4.74" from m1's, though t2's centre
    // is farther from m2 than t1's from m1. So m2 leads, towards t2.
    const bigTarget = table({
      models: [
        u("m1", 16, 10),
        u("m2", 36, 10),
        v("t1", 10, 10),
        model("t2", "b", 41.8, 10, { baseMm: 50, unitId: "v" }),
      ],
    });
    const ids = (b: typeof bigTarget, xs: string[]) => xs.map((id) => b.model(id));
    const r1 = unitToward(bigTarget, ids(bigTarget, ["m1", "m2"]), ids(bigTarget, ["t1", "t2"]), {
      maxDistance: 1,
    });
    expect(r1?.leader.id).toBe("m2");
    expect(r1?.target.id).toBe("t2");
    // The same with the larger base in the unit.
    const bigModel = table({
      models: [u("m1", 16, 10), u("m2", 36, 10, 50), v("t1", 10, 10), v("t2", 41.8, 10)],
    });
    const r2 = unitToward(bigModel, ids(bigModel, ["m1", "m2"]), ids(bigModel, ["t1", "t2"]), {
      maxDistance: 1,
    });
    expect(r2?.leader.id).toBe("m2");
    expect(r2?.target.id).toBe("t2");
  });
});
