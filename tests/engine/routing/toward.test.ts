import { describe, expect, it } from "vitest";
import { firstCollision } from "../../../src/engine/path/collision";
import { leadingModel, route, routeToward, towardTarget } from "../../../src/engine/routing";
import { model, table } from "../helpers";

const dist = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
  Math.hypot(a.x - b.x, a.y - b.y);

describe("directly towards and away", () => {
  it("SCTMG-TOWARD-1: with nothing in the way the model follows the centre line", () => {
    const board = table({ models: [model("m", "a", 10, 10), model("t", "b", 30, 10)] });
    const m = board.model("m");
    const t = board.model("t");
    const short = routeToward(board, m, t, { maxDistance: 6 });
    expect(short.stop).toBe("distance");
    expect(short.end.x).toBeCloseTo(16, 9);
    expect(short.end.y).toBeCloseTo(10, 9);
    // Far enough to reach: it stops in base contact (centres 1" apart for two 1" bases).
    const long = routeToward(board, m, t, { maxDistance: 30 });
    expect(long.stop).toBe("contact");
    expect(dist(long.end, t)).toBeCloseTo(1, 4);
    expect(long.moved).toBeCloseTo(19, 4);
  });

  it("SCTMG-TOWARD-1: an obstacle in the way is passed by the shortest way round", () => {
    // A wall across the line, longer to the south: the short way is round its north end.
    const board = table({
      models: [model("m", "a", 10, 20), model("t", "b", 30, 20)],
      walls: [{ id: "w", a: { x: 20, y: 17 }, b: { x: 20, y: 30 } }],
    });
    const m = board.model("m");
    const t = board.model("t");
    const res = routeToward(board, m, t, { maxDistance: 40 });
    expect(res.stop).toBe("contact");
    expect(Math.min(...res.points.map((p) => p.y))).toBeLessThan(17);
    expect(firstCollision(board, m, res.points)).toBeNull();
    // It is the shortest route to contact.
    const best = route(board, m, m, t, { budget: 60, stopAt: 1 });
    expect(best.ok).toBe(true);
    if (best.ok) expect(Math.abs(best.route.length - res.moved)).toBeLessThan(1e-3);
  });

  it("SCTMG-TOWARD-1: moving towards never ends farther than it started", () => {
    // A wall right in front with long arms: the way round first leads away from the target.
    const board = table({
      models: [model("m", "a", 20, 20), model("t", "b", 30, 20)],
      walls: [
        { id: "front", a: { x: 21, y: 12 }, b: { x: 21, y: 28 } },
        { id: "north", a: { x: 15, y: 12 }, b: { x: 21, y: 12 } },
        { id: "south", a: { x: 15, y: 28 }, b: { x: 21, y: 28 } },
      ],
    });
    const m = board.model("m");
    const t = board.model("t");
    const d0 = dist(m, t);
    const res = routeToward(board, m, t, { maxDistance: 6 });
    expect(dist(res.end, t)).toBeLessThanOrEqual(d0 + 1e-9);
    expect(res.stop).toBe("limit");
  });

  it("SCTMG-TOWARD-1: moving away follows the line out and never ends closer", () => {
    const board = table({ models: [model("m", "a", 30, 20), model("t", "b", 20, 20)] });
    const m = board.model("m");
    const t = board.model("t");
    const res = routeToward(board, m, t, { maxDistance: 5, away: true });
    expect(res.end.x).toBeCloseTo(35, 9);
    expect(res.end.y).toBeCloseTo(20, 9);
    expect(dist(res.end, t)).toBeGreaterThan(dist(m, t));
  });

  it("SCTMG-TOWARD-1: moving away, a model in the way is passed and the line resumed", () => {
    const board = table({
      models: [model("m", "a", 30, 20), model("t", "b", 20, 20), model("x", "b", 33, 20, { baseMm: 50.8 })],
    });
    const m = board.model("m");
    const t = board.model("t");
    const res = routeToward(board, m, t, { maxDistance: 8, away: true });
    expect(res.moved).toBeCloseTo(8, 6);
    expect(dist(res.end, t)).toBeGreaterThan(dist(m, t));
    expect(firstCollision(board, m, res.points)).toBeNull();
    // Past the obstacle it heads back towards the line y = 20.
    expect(Math.abs(res.end.y - 20)).toBeLessThan(1.6);
  });

  it("SCTMG-TOWARD-2: a forced move stops at the table edge", () => {
    const board = table({
      width: 40,
      height: 30,
      models: [model("m", "a", 36, 15), model("t", "b", 30, 15)],
    });
    const m = board.model("m");
    const t = board.model("t");
    const res = routeToward(board, m, t, { maxDistance: 10, away: true });
    expect(res.stop).toBe("edge");
    expect(res.end.x).toBeCloseTo(39.5, 4);
    expect(firstCollision(board, m, res.points)).toBeNull();
  });

  it("SCTMG-TOWARD-2: against a unit, aim at its nearest model (towards) or its farthest (away)", () => {
    const board = table({
      models: [
        model("m", "a", 10, 10),
        model("t1", "b", 20, 10),
        model("t2", "b", 25, 10),
        model("t3", "b", 12, 14),
      ],
    });
    const m = board.model("m");
    const unit = ["t1", "t2", "t3"].map((id) => board.model(id));
    expect(towardTarget(m, unit)?.id).toBe("t3");
    expect(towardTarget(m, unit, true)?.id).toBe("t2");
  });

  it("SCTMG-TOWARD-2: the Leading Model is the one with the shortest path to the target", () => {
    // u2 is nearer in a straight line but a wall sends it the long way round.
    const board = table({
      models: [
        model("u1", "a", 10, 10, { unitId: "u" }),
        model("u2", "a", 10, 16, { unitId: "u" }),
        model("t", "b", 20, 16),
      ],
      walls: [{ id: "w", a: { x: 15, y: 12 }, b: { x: 15, y: 30 } }],
    });
    const lead = leadingModel(board, [board.model("u1"), board.model("u2")], board.model("t"), {
      budget: 40,
    });
    expect(lead?.model.id).toBe("u1");
  });
});
