import { describe, expect, it } from "vitest";
import { firstCollision } from "../../../src/engine/path/collision";
import { route } from "../../../src/engine/routing";
import { model, table } from "../helpers";
import { smallScene } from "./scenes";

/*
 * Routing's budget pruning stressed (issue 14, mutation testing): a budget of exactly the
 * shortest route's length must still find it, a hair less must not, and the corridor that grows
 * lazily towards the budget must give the same route as a search of the whole table. A pruning
 * rule that cuts one node too many, or keeps one too few, fails here.
 */

const ok = (outcome: ReturnType<typeof route>) => {
  if (!outcome.ok) throw new Error(`no route: ${outcome.reason}`);
  return outcome.route;
};

describe("route within a budget", () => {
  it.each(Array.from({ length: 16 }, (_, i) => i + 1))(
    "random scene %i: the shortest route fits a budget of its own length and no less",
    (seed) => {
      const { board, to } = smallScene(seed);
      const m = board.model("mover");
      const full = route(board, m, m, to, { budget: Infinity });
      if (!full.ok) {
        expect(full.reason).not.toBe("node-limit");
        return;
      }
      const best = full.route;
      const exact = ok(route(board, m, m, to, { budget: best.length }));
      expect(exact.exactLength).toBeCloseTo(best.exactLength, 9);
      expect(exact.length).toBeLessThanOrEqual(best.length);
      expect(firstCollision(board, m, exact.points)).toBeNull();
      const roomy = ok(route(board, m, m, to, { budget: 1.5 * best.length + 1 }));
      expect(roomy.exactLength).toBeCloseTo(best.exactLength, 9);
      const short = route(board, m, m, to, { budget: best.exactLength * (1 - 1e-4) });
      expect(short).toMatchObject({ ok: false, reason: "unreachable" });
    },
    20_000,
  );

  it.each(Array.from({ length: 8 }, (_, i) => i + 1))(
    "random scene %i, stopping 0.7\" short of the goal: a budget of exactly the route's length finds it",
    (seed) => {
      const { board, to } = smallScene(seed);
      const m = board.model("mover");
      const full = route(board, m, m, to, { budget: Infinity, stopAt: 0.7 });
      if (!full.ok) return;
      const best = full.route;
      const end = best.points[best.points.length - 1]!;
      expect(Math.hypot(end.x - to.x, end.y - to.y)).toBeCloseTo(0.7, 6);
      // Scene 2 is a straight route: its measured length is a rounding step under the straight
      // line's, which the early check once refused.
      const exact = ok(route(board, m, m, to, { budget: best.length, stopAt: 0.7 }));
      expect(exact.exactLength).toBeCloseTo(best.exactLength, 9);
      expect(route(board, m, m, to, { budget: best.exactLength * (1 - 1e-4), stopAt: 0.7 }).ok).toBe(false);
    },
    20_000,
  );

  // A wall across the table from its bottom edge to 1.5" off the top: the 1" base must go
  // round its top end, some four times the straight line. Every corridor before the full one
  // finds nothing; the route is still the shortest.
  const walled = () =>
    table({
      models: [model("m", "a", 10, 24)],
      walls: [{ id: "w", a: { x: 15, y: 1.5 }, b: { x: 15, y: 48 } }],
    });
  // Round the wall's end, a disc of the base's radius 0.5 at (15, 1.5), from below: two tangents
  // and the arc between them.
  const d = Math.hypot(5, 22.5);
  const between = 2 * Math.atan(5 / 22.5);
  const around = 2 * Math.sqrt(d * d - 0.25) + 0.5 * (2 * Math.PI - between - 2 * Math.acos(0.5 / d));

  it("a long detour is found however the corridor has to grow, at its true length", () => {
    const board = walled();
    const m = board.model("m");
    const goal = { x: 20, y: 24 };
    for (const budget of [Infinity, 200, around + 0.5]) {
      const r = ok(route(board, m, m, goal, { budget }));
      expect(r.exactLength).toBeGreaterThanOrEqual(around - 1e-9);
      expect(r.exactLength / around - 1).toBeLessThan(1e-6);
      expect(firstCollision(board, m, r.points)).toBeNull();
    }
    const best = ok(route(board, m, m, goal, { budget: Infinity }));
    expect(ok(route(board, m, m, goal, { budget: best.length })).exactLength).toBeCloseTo(
      best.exactLength,
      9,
    );
    const short = route(board, m, m, goal, { budget: best.exactLength - 1e-3 });
    expect(short.ok).toBe(false);
    if (!short.ok) {
      expect(short.reason).toBe("unreachable");
      // Every attempt's expansions are counted.
      expect(short.expanded).toBeGreaterThan(1);
    }
  });

  it("a goal further than the budget in a straight line is refused before any search", () => {
    const board = walled();
    const m = board.model("m");
    expect(route(board, m, m, { x: 40, y: 24 }, { budget: 29.9 })).toEqual({
      ok: false,
      reason: "unreachable",
      expanded: 0,
    });
    // With stopAt the straight line is measured to the stopping circle.
    expect(route(board, m, m, { x: 40, y: 24 }, { budget: 29.9, stopAt: 0.2 }).ok).toBe(false);
    expect(route(board, m, m, { x: 9, y: 44 }, { budget: 20, stopAt: 0.1 }).ok).toBe(true);
    expect(ok(route(board, m, m, { x: 9, y: 44 }, { budget: 20, stopAt: 0.1 })).length).toBeCloseTo(
      Math.hypot(1, 20) - 0.1,
      6,
    );
  });

  it("a goal where the base cannot stand is goal-blocked, with nothing expanded", () => {
    const board = table({ models: [model("m", "a", 10, 24), model("e", "b", 30, 24)] });
    const m = board.model("m");
    expect(route(board, m, m, { x: 30.5, y: 24 }, { budget: 40 })).toEqual({
      ok: false,
      reason: "goal-blocked",
      expanded: 0,
    });
  });

  it("the node limits give up with node-limit, counted across attempts", () => {
    const board = walled();
    const m = board.model("m");
    const goal = { x: 20, y: 24 };
    expect(route(board, m, m, goal, { budget: Infinity, maxExpanded: 1 })).toMatchObject({
      ok: false,
      reason: "node-limit",
    });
    expect(route(board, m, m, goal, { budget: Infinity, maxNodes: 2 })).toMatchObject({
      ok: false,
      reason: "node-limit",
    });
    const best = ok(route(board, m, m, goal, { budget: Infinity }));
    expect(
      ok(route(board, m, m, goal, { budget: Infinity, maxExpanded: best.expanded + 50 })).exactLength,
    ).toBeCloseTo(best.exactLength, 9);
  });

  it("a route with a drawn length over the budget is drawn finer, never handed back over it", () => {
    const board = table({ models: [model("m", "a", 10, 20), model("e", "b", 20, 20.2, { baseMm: 50.8 })] });
    const m = board.model("m");
    const best = ok(route(board, m, m, { x: 30, y: 20 }, { budget: 40, arcTolerance: 0.05 }));
    const tight = ok(
      route(board, m, m, { x: 30, y: 20 }, { budget: best.exactLength + 1e-5, arcTolerance: 0.05 }),
    );
    expect(tight.length).toBeLessThanOrEqual(best.exactLength + 1e-5);
    expect(tight.points.length).toBeGreaterThan(best.points.length);
  });

  it("bad input is refused with the points and budget in the error", () => {
    const board = walled();
    const m = board.model("m");
    expect(() => route(board, m, m, { x: 1, y: 2 }, { budget: Number.NaN })).toThrow(
      expect.objectContaining({
        key: "TTM.Error.RouteInput",
        data: { from: "10,24", to: "1,2", budget: "NaN" },
      }),
    );
    expect(() => route(board, m, { x: Infinity, y: 1 }, { x: 1, y: 2 }, { budget: 5 })).toThrow(
      expect.objectContaining({ key: "TTM.Error.RouteInput" }),
    );
    expect(() => route(board, m, m, { x: 1, y: 2 }, { budget: 5, stopAt: -1 })).toThrow(
      expect.objectContaining({ key: "TTM.Error.RouteInput" }),
    );
    expect(() => route(board, m, m, { x: 1, y: 2 }, { budget: 5, clearance: -1 })).toThrow(
      expect.objectContaining({ key: "TTM.Error.RouteInput" }),
    );
    expect(ok(route(board, m, m, { x: 10, y: 24 }, { budget: 0 })).length).toBe(0);
  });

  it("only impassable terrain stands in the way by default; difficult ground is crossed straight", () => {
    const board = table({
      models: [model("m", "a", 10, 24)],
      terrain: [
        {
          id: "mud",
          kind: "difficult",
          polygon: [
            { x: 14, y: 20 },
            { x: 16, y: 20 },
            { x: 16, y: 28 },
            { x: 14, y: 28 },
          ],
        },
      ],
    });
    const m = board.model("m");
    const r = ok(route(board, m, m, { x: 20, y: 24 }, { budget: 20 }));
    expect(r.length).toBeCloseTo(10, 9);
    const around = ok(
      route(board, m, m, { x: 20, y: 24 }, { budget: 30, blocks: (t) => t.kind === "difficult" }),
    );
    expect(around.length).toBeGreaterThan(10.5);
  });

  it("maxExpanded is a hard limit: the search that needs E expansions fails at E and succeeds at E + 1", () => {
    const board = table({ models: [model("m", "a", 10, 20), model("e", "b", 20, 20.2, { baseMm: 50.8 })] });
    const m = board.model("m");
    const best = ok(route(board, m, m, { x: 30, y: 20 }, { budget: 40 }));
    expect(best.expanded).toBeGreaterThan(1);
    expect(route(board, m, m, { x: 30, y: 20 }, { budget: 40, maxExpanded: best.expanded })).toMatchObject({
      ok: false,
      reason: "node-limit",
    });
    expect(
      ok(route(board, m, m, { x: 30, y: 20 }, { budget: 40, maxExpanded: best.expanded + 1 })).exactLength,
    ).toBe(best.exactLength);
  });

  it("a route to base contact with a model ends touching it, never overlapping; nearer its centre is unreachable", () => {
    const board = table({ models: [model("m", "a", 10, 24), model("e", "b", 20, 24)] });
    const m = board.model("m");
    const e = board.model("e");
    const r = ok(route(board, m, m, e, { budget: 20, stopAt: m.r + e.r }));
    const end = r.points[r.points.length - 1]!;
    const gap = Math.hypot(end.x - e.x, end.y - e.y) - (m.r + e.r);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(1e-4);
    expect(route(board, m, m, e, { budget: 20, stopAt: 0.1 })).toMatchObject({
      ok: false,
      reason: "unreachable",
    });
  });
});
