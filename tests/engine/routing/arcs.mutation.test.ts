// The free arcs of a circle the path may hug (arcs.ts) and the chords an arc is drawn with
// (emit.ts), on scenes whose arcs can be worked out by hand: a circle cut by the table's edge, by
// a neighbour, by its own wall or corner, and by seals, which take a sliver of 1e-8 either side.
import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { Point } from "../../../src/engine/geometry/vec";
import { firstCollision } from "../../../src/engine/path/collision";
import { route } from "../../../src/engine/routing";
import { freeArcs, freeSweep } from "../../../src/engine/routing/arcs";
import { HUG, LocalScene, MARGIN } from "../../../src/engine/routing/scene";
import { model, rect, table } from "../helpers";
import { circleAt, closeTo, localScene, squeezeRoutes } from "./scenes";

const TAU = 2 * Math.PI;
const S = 1e-8;

const sceneOf = (board: Board, to: Point = { x: 39, y: 39 }): LocalScene => {
  const m = board.model("m");
  return localScene(board, m, { x: m.x, y: m.y }, to);
};
const circle = circleAt;
const close = closeTo;

const R = 0.5;
const lo = R + MARGIN;

describe("freeArcs", () => {
  it("a lone base's circle is free all round, computed once", () => {
    const s = sceneOf(
      table({ width: 40, height: 40, models: [model("m", "a", 5, 5), model("e", "b", 20, 20)] }),
    );
    const c = circle(s, 20, 20);
    const free = freeArcs(s, c);
    expect(free).toEqual([0, TAU]);
    expect(freeArcs(s, c)).toBe(free);
    expect(s.free[c]).toBe(free);
  });

  it("the table's edge cuts a circle beside it, on each side", () => {
    const rho = 1 + HUG;
    // The circle of a base 1.5 from an edge reaches lo - (1.5 - rho) past the line x = lo.
    const eps = Math.acos((1.5 - lo) / rho);
    const s = sceneOf(
      table({
        width: 40,
        height: 40,
        models: [
          model("m", "a", 5, 5),
          model("w", "b", 1.5, 20),
          model("e", "b", 38.5, 20),
          model("s", "b", 20, 1.5),
          model("n", "b", 20, 38.5),
        ],
      }),
    );
    close(freeArcs(s, circle(s, 1.5, 20)), [Math.PI + eps, Math.PI - eps + TAU]);
    close(freeArcs(s, circle(s, 38.5, 20)), [eps, TAU - eps]);
    close(freeArcs(s, circle(s, 20, 1.5)), [1.5 * Math.PI + eps, 1.5 * Math.PI - eps + TAU]);
    close(freeArcs(s, circle(s, 20, 38.5)), [0.5 * Math.PI + eps, 0.5 * Math.PI - eps + TAU]);
  });

  it("two bases side by side cut each other's circle where it enters the other's reach", () => {
    const s = sceneOf(
      table({
        width: 40,
        height: 40,
        models: [model("m", "a", 5, 5), model("a", "b", 20, 20), model("b", "b", 21.5, 20)],
      }),
    );
    const rho = 1 + HUG;
    const e = 1 + MARGIN;
    const h = Math.acos((rho * rho + 1.5 * 1.5 - e * e) / (2 * rho * 1.5));
    close(freeArcs(s, circle(s, 20, 20)), [h, TAU - h]);
    close(freeArcs(s, circle(s, 21.5, 20)), [Math.PI + h, Math.PI - h + TAU]);
  });

  it("a circle inside a bigger base's reach, or wholly off the table, has no free arc", () => {
    const s = sceneOf(
      table({
        width: 40,
        height: 40,
        models: [
          model("m", "a", 5, 5),
          model("a", "b", 20, 20),
          model("big", "b", 20.2, 20, { baseMm: 76.2 }),
        ],
        walls: [{ id: "w", a: { x: -3, y: 30 }, b: { x: 3, y: 30 } }],
      }),
    );
    expect(freeArcs(s, circle(s, 20, 20))).toEqual([]);
    expect(freeArcs(s, circle(s, -3, 30))).toEqual([]);
    // Off the other three edges: wall ends 3" beyond them.
    const out = sceneOf(
      table({
        width: 40,
        height: 40,
        models: [model("m", "a", 5, 5)],
        walls: [
          { id: "b", a: { x: 10, y: -3 }, b: { x: 10, y: 3 } },
          { id: "r", a: { x: 37, y: 10 }, b: { x: 43, y: 10 } },
          { id: "t", a: { x: 10, y: 37 }, b: { x: 10, y: 43 } },
        ],
      }),
    );
    expect(freeArcs(out, circle(out, 10, -3))).toEqual([]);
    expect(freeArcs(out, circle(out, 43, 10))).toEqual([]);
    expect(freeArcs(out, circle(out, 10, 43))).toEqual([]);
    // A base standing inside a blocking rock, far from its edges: nothing free.
    const rock = sceneOf(
      table({
        width: 40,
        height: 40,
        models: [model("m", "a", 5, 5), model("in", "b", 25, 25)],
        terrain: [{ id: "r", kind: "impassable", polygon: rect(18, 18, 32, 32) }],
      }),
    );
    expect(freeArcs(rock, circle(rock, 25, 25))).toEqual([]);
    // The big base's own circle is free but where a's reach pokes out (never: a lies inside).
    expect(freeArcs(s, circle(s, 20.2, 20))).toEqual([0, TAU]);
  });

  it("a wall's end circle is free on the side away from the wall; a corner's on the outside", () => {
    const rho = R + HUG;
    const e = R + MARGIN;
    const beta = Math.atan2(e, Math.sqrt(rho * rho - e * e));
    const s = sceneOf(
      table({
        width: 40,
        height: 40,
        models: [model("m", "a", 5, 5)],
        walls: [
          { id: "w", a: { x: 20, y: 10 }, b: { x: 30, y: 10 } },
          { id: "v", a: { x: 35, y: 20 }, b: { x: 35, y: 30 } },
        ],
        terrain: [{ id: "rock", kind: "impassable", polygon: rect(10, 20, 14, 24) }],
      }),
    );
    close(freeArcs(s, circle(s, 20, 10)), [beta, TAU - beta], 6);
    close(freeArcs(s, circle(s, 30, 10)), [Math.PI + beta, Math.PI - beta + TAU], 6);
    close(freeArcs(s, circle(s, 35, 20)), [0.5 * Math.PI + beta, 0.5 * Math.PI - beta + TAU], 6);
    close(freeArcs(s, circle(s, 35, 30)), [1.5 * Math.PI + beta, 1.5 * Math.PI - beta + TAU], 6);
    // The rock's corners: a quarter turn and a bit free, facing out.
    close(freeArcs(s, circle(s, 10, 20)), [0.5 * Math.PI + beta, TAU - beta], 6);
    close(freeArcs(s, circle(s, 14, 20)), [Math.PI + beta, 2.5 * Math.PI - beta], 6);
    close(freeArcs(s, circle(s, 14, 24)), [1.5 * Math.PI + beta, 3 * Math.PI - beta], 6);
    close(freeArcs(s, circle(s, 10, 24)), [beta, 1.5 * Math.PI - beta], 6);
  });

  it("a seal takes a sliver where it crosses the circle, splitting or trimming the free arcs", () => {
    const board = table({
      width: 40,
      height: 40,
      models: [
        model("m", "a", 5, 5),
        model("a", "b", 20, 20),
        model("w", "b", 1.5, 30),
        model("c", "b", 30, 20),
      ],
    });
    const s = sceneOf(board);
    // From a's centre outwards: one crossing, at angle 0.
    s.addSeals([
      [20, 20, 25, 20],
      [1.5, 30, 5, 30],
      [25, 20, 35, 20],
      [5, 35, 5, 36],
    ]);
    close(freeArcs(s, circle(s, 20, 20)), [S, TAU - S], 12);
    // Across c's circle: two crossings, at pi (taken first: the full circle opens there) and 0.
    close(freeArcs(s, circle(s, 30, 20)), [Math.PI + S, TAU - S, S, Math.PI - S], 12);
    // The edge-cut circle's free arc runs past 2 pi: the sliver at 0 (2 pi) splits it there.
    const eps = Math.acos((1.5 - lo) / (1 + HUG));
    close(freeArcs(s, circle(s, 1.5, 30)), [Math.PI + eps, TAU - S, S, Math.PI - eps], 9);
  });
});

describe("freeSweep", () => {
  it("how far a point may turn each way before a blocked arc; -1 on one", () => {
    expect(freeSweep([0, TAU], 3, 1)).toBe(TAU);
    expect(freeSweep([0, TAU], 3, -1)).toBe(TAU);
    expect(freeSweep([1, 2], 1.5, 1)).toBe(0.5);
    expect(freeSweep([1, 2], 1.2, 1)).toBeCloseTo(0.8, 15);
    expect(freeSweep([1, 2], 1.2, -1)).toBeCloseTo(0.2, 15);
    expect(freeSweep([1, 2], 3, 1)).toBe(-1);
    expect(freeSweep([1, 2], 0.5, -1)).toBe(-1);
    expect(freeSweep([], 0.5, 1)).toBe(-1);
    // The second of two arcs.
    expect(freeSweep([0.5, 1, 2, 3], 2.5, 1)).toBe(0.5);
    expect(freeSweep([0.5, 1, 2, 3], 2.25, -1)).toBe(0.25);
  });

  it("an arc running past 2 pi, and angles within the tolerance of an end", () => {
    // [5, 7] holds 0.5 (as 0.5 + 2 pi).
    expect(freeSweep([5, 7], 0.5, 1)).toBeCloseTo(7 - 0.5 - TAU, 12);
    expect(freeSweep([5, 7], 0.5, -1)).toBeCloseTo(0.5 + TAU - 5, 12);
    expect(freeSweep([5, 7], 6, 1)).toBe(1);
    expect(freeSweep([5, 7], 1, 1)).toBe(-1);
    // Just under an end: on the arc, with nothing to go past it.
    expect(freeSweep([1, 2], 1 - 5e-10, -1)).toBe(0);
    expect(freeSweep([1, 2], 1 - 5e-10, 1)).toBeCloseTo(1 + 5e-10, 15);
    expect(freeSweep([1, 2], 2 + 5e-10, 1)).toBe(0);
    expect(freeSweep([1, 2], 1 - 5e-9, 1)).toBe(-1);
    // An angle just under 2 pi is the arc starting at 0.
    expect(freeSweep([0, 1], TAU - 1e-10, 1)).toBeCloseTo(1 + 1e-10, 15);
    expect(freeSweep([0, 1], TAU - 1e-8, 1)).toBe(-1);
  });
});

describe("emit: arcs drawn as tangent chords", () => {
  /** Shortest way from a to b round one disc of radius r centred at c (both outside it). */
  const aroundDisc = (a: Point, b: Point, c: Point, r: number): number => {
    const da = Math.hypot(a.x - c.x, a.y - c.y);
    const db = Math.hypot(b.x - c.x, b.y - c.y);
    const between = Math.acos(((a.x - c.x) * (b.x - c.x) + (a.y - c.y) * (b.y - c.y)) / (da * db));
    return (
      Math.sqrt(da * da - r * r) +
      Math.sqrt(db * db - r * r) +
      r * (between - Math.acos(r / da) - Math.acos(r / db))
    );
  };

  it("a route round one base: tangent, chords standing at most the tolerance out, tangent", () => {
    const board = table({ models: [model("m", "a", 10, 20), model("e", "b", 20, 19.7, { baseMm: 50.8 })] });
    const m = board.model("m");
    const c = { x: 20, y: 19.7 };
    const rho = 1.5 + HUG;
    for (const tol of [1e-3, 0.05]) {
      const r = route(board, m, m, { x: 30, y: 20 }, { budget: 40, arcTolerance: tol });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const pts = r.route.points;
      expect(pts[0]).toEqual({ x: 10, y: 20 });
      expect(pts[pts.length - 1]).toEqual({ x: 30, y: 20 });
      // The tangent points lie on the hugging circle, the corners no more than tol outside it.
      expect(Math.hypot(pts[1]!.x - c.x, pts[1]!.y - c.y)).toBeCloseTo(rho, 9);
      expect(Math.hypot(pts[pts.length - 2]!.x - c.x, pts[pts.length - 2]!.y - c.y)).toBeCloseTo(rho, 9);
      const corners = pts.slice(2, -2);
      expect(corners.length).toBeGreaterThan(0);
      const far = Math.hypot(corners[0]!.x - c.x, corners[0]!.y - c.y);
      expect(far).toBeGreaterThan(rho);
      expect(far).toBeLessThanOrEqual(rho + tol);
      for (const p of corners) expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(far, 9);
      // m chords tangent at the middles of m equal steps of the turn between the tangent points.
      const ang = (p: Point) => Math.atan2(p.y - c.y, p.x - c.x);
      const t0 = ang(pts[1]!);
      const t1 = ang(pts[pts.length - 2]!);
      // Over the top (e sits a little above the line), clockwise: the angle falls.
      const turn = t0 - t1;
      expect(turn).toBeGreaterThan(0);
      const n = corners.length;
      const step = turn / n;
      corners.forEach((p, j) => expect(ang(p)).toBeCloseTo(t0 - (j + 0.5) * step, 9));
      expect(far).toBeCloseTo(rho / Math.cos(step / 2), 9);
      // The fewest chords that stand within the tolerance.
      expect(n).toBe(Math.ceil(turn / (2 * Math.acos(rho / (rho + tol)))));
      // The arc's true length, and the chords a hair longer.
      const exact = aroundDisc({ x: 10, y: 20 }, { x: 30, y: 20 }, c, rho);
      expect(r.route.exactLength).toBeCloseTo(exact, 9);
      expect(r.route.length).toBeGreaterThan(exact);
      expect(r.route.length - exact).toBeLessThan(tol);
      expect(firstCollision(board, m, pts)).toBeNull();
    }
    const coarse = route(board, m, m, { x: 30, y: 20 }, { budget: 40, arcTolerance: 0.05 });
    const fine = route(board, m, m, { x: 30, y: 20 }, { budget: 40, arcTolerance: 1e-3 });
    expect(coarse.ok && fine.ok && coarse.route.points.length < fine.route.points.length).toBe(true);
  });

  it("chords that would clip a neighbour are cut finer, and the true length stays the same", () => {
    // e's hugging circle passes 0.01 under b's reach at its top: a chord 0.017 out clips b.
    const top = 19.8 + 1.5 + HUG + 0.01 + 1;
    const { squeezed, alone, beside } = squeezeRoutes(model("b", "b", 20, top));
    expect(beside.points.length).toBeGreaterThan(alone.points.length);
    expect(firstCollision(squeezed, squeezed.model("m"), beside.points)).toBeNull();
    expect(firstCollision(squeezed, squeezed.model("m"), alone.points)).not.toBeNull();
    for (const p of beside.points.slice(2, -2)) {
      expect(Math.hypot(p.x - 20, p.y - 19.8)).toBeLessThan(1.5 + HUG + 0.01);
    }
  });
});
