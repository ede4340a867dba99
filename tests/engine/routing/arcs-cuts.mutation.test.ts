// The free arcs of a circle (arcs.ts) where arcs.mutation.test.ts does not look: a circle crossing
// one edge of a blocking rock (the part inside the rock blocked by the rock's inside alone), a
// circle out of a neighbour's reach on a slant, a wall passing beside a circle and a wall's end
// beyond it, circles that dip a millionth into a neighbour or past the table's edge (the MARGIN of
// the point test), a circle with two free arcs, seals off the circle's centre and slivers within
// 1e-8 of an arc's end; then, over seeded random tables with neighbours touching to within
// rounding, that the arcs are written the one way (never two arcs that meet, a whole circle as
// [0, 2 pi]) and agree with a point test written here. And emit's chords for an arc of less than
// a billionth, for a squeeze at the start of an arc and for one no drawing clears.
import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
import { firstCollision } from "../../../src/engine/path/collision";
import { route } from "../../../src/engine/routing";
import { freeArcs, freeSweep } from "../../../src/engine/routing/arcs";
import { emit } from "../../../src/engine/routing/emit";
import { GOAL, NodeStore, START } from "../../../src/engine/routing/nodes";
import { HUG, LocalScene, MARGIN } from "../../../src/engine/routing/scene";
import { model, rect, table } from "../helpers";
import { circleAt, closeTo, localScene, rng, squeezeRoutes } from "./scenes";

const TAU = 2 * Math.PI;
const S = 1e-8;
const R = 0.5;

const sceneOf = (board: Board): LocalScene => {
  const m = board.model("m");
  return localScene(board, m, { x: m.x, y: m.y }, { x: 39, y: 39 });
};
const circle = circleAt;
const close = closeTo;

const board40 = (models: ModelSpec[], more: Omit<Parameters<typeof table>[0], "models"> = {}) =>
  table({ width: 40, height: 40, models: [model("m", "a", 2, 2), ...models], ...more });

/** Half the angle a disc of reach e at distance d blocks on a circle of radius rho. */
const halfCut = (rho: number, d: number, e: number) => Math.acos((rho * rho + d * d - e * e) / (2 * rho * d));

describe("freeArcs: cuts", () => {
  it("a circle across one edge of a rock: free only outside it, the part deep inside blocked by the inside", () => {
    // 2" bases (hugging radius 1.5 + HUG) centred 0.5 outside each edge of an impassable square:
    // each edge's capsule (reach R) cuts the circle where it is R + MARGIN outside the edge and
    // R + MARGIN inside it; between the inner cuts the circle lies inside the rock, beyond the
    // capsule, where only the rock's inside blocks it.
    const big = { baseMm: 50.8 };
    const s = sceneOf(
      board40(
        [
          model("e", "b", 32.5, 25, big),
          model("w", "b", 17.5, 25, big),
          model("n", "b", 25, 32.5, big),
          model("s", "b", 25, 17.5, big),
          // 1" base inside the rock, 4" from its edges and off the square's diagonals.
          model("in", "b", 28, 22),
        ],
        { terrain: [{ id: "rock", kind: "impassable", polygon: rect(18, 18, 32, 32) }] },
      ),
    );
    const rho = 1.5 + HUG;
    const a = Math.acos(MARGIN / rho);
    close(freeArcs(s, circle(s, 32.5, 25)), [TAU - a, TAU + a]);
    close(freeArcs(s, circle(s, 17.5, 25)), [Math.PI - a, Math.PI + a]);
    close(freeArcs(s, circle(s, 25, 32.5)), [Math.PI / 2 - a, Math.PI / 2 + a]);
    close(freeArcs(s, circle(s, 25, 17.5)), [1.5 * Math.PI - a, 1.5 * Math.PI + a]);
    expect(freeArcs(s, circle(s, 28, 22))).toEqual([]);
  });

  it("a bigger base out of reach on a slant cuts nothing; one a millionth within reach cuts a little", () => {
    // a (hugging radius 1 + HUG) and big (3", reach 2 + MARGIN) 3.11 apart on the diagonal:
    // further than 3 + 3e-6, so neither circle meets the other's reach.
    const s = sceneOf(board40([model("a", "b", 10, 10), model("big", "b", 12.2, 12.2, { baseMm: 76.2 })]));
    expect(freeArcs(s, circle(s, 10, 10))).toEqual([0, TAU]);
    expect(freeArcs(s, circle(s, 12.2, 12.2))).toEqual([0, TAU]);
    // a's circle reaches 1e-6 into b's reach (1 + MARGIN): blocked about angle 0, by the cut.
    const d = 2 + 2e-6;
    const t = sceneOf(board40([model("a", "b", 10, 20), model("b", "b", 10 + d, 20)]));
    const h = halfCut(1 + HUG, d, 1 + MARGIN);
    expect(h).toBeGreaterThan(1e-4);
    close(freeArcs(t, circle(t, 10, 20)), [h, TAU - h]);
    close(freeArcs(t, circle(t, 10 + d, 20)), [Math.PI + h, Math.PI - h + TAU]);
  });

  it("a circle a millionth past the table's edge: blocked where it is past", () => {
    const lo = R + MARGIN;
    const rho = 1 + HUG;
    const x = lo + rho - 1e-6;
    const s = sceneOf(board40([model("a", "b", x, 20)]));
    const eps = Math.acos((x - lo) / rho);
    expect(eps).toBeGreaterThan(1e-4);
    close(freeArcs(s, circle(s, x, 20)), [Math.PI + eps, Math.PI - eps + TAU]);
  });

  it("a wall beside a circle cuts it by its side; a wall ending short of it by its end", () => {
    const rho = 1 + HUG;
    const e = R + MARGIN;
    const s = sceneOf(
      board40([model("a", "b", 20, 18.8), model("b", "b", 21.2, 30), model("c", "b", 8.8, 30)], {
        walls: [
          { id: "side", a: { x: 10, y: 20 }, b: { x: 30, y: 20 } },
          { id: "end", a: { x: 10, y: 30 }, b: { x: 20, y: 30 } },
        ],
      }),
    );
    // a is 1.2 below the wall: the wall's lower side line (y = 20 - e) crosses a's circle.
    const a1 = Math.asin((1.2 - e) / rho);
    close(freeArcs(s, circle(s, 20, 18.8)), [Math.PI - a1, TAU + a1]);
    // b and c are 1.2 beyond each end of the other wall, in line with it: only the end's round cap
    // (radius e about the end) reaches their circles.
    const h = halfCut(rho, 1.2, e);
    close(freeArcs(s, circle(s, 21.2, 30)), [Math.PI + h, Math.PI - h + TAU]);
    close(freeArcs(s, circle(s, 8.8, 30)), [h, TAU - h]);
  });

  it("a circle between two neighbours has two free arcs, kept apart", () => {
    const s = sceneOf(
      board40([model("a", "b", 20, 20), model("r", "b", 21.5, 20), model("l", "b", 18.5, 20)]),
    );
    const h = halfCut(1 + HUG, 1.5, 1 + MARGIN);
    close(freeArcs(s, circle(s, 20, 20)), [h, Math.PI - h, Math.PI + h, TAU - h]);
  });
});

describe("freeArcs: seals", () => {
  it("a seal off the centre takes a sliver where it crosses, not where its line would beyond its end", () => {
    // The seal runs along y = 30.5 from x = 25 to the circle's centre line x = 30: it crosses the
    // circle once, on the left; its line would cross again on the right, past its end.
    const s = sceneOf(board40([model("d", "b", 30, 30)]));
    s.addSeals([[25, 30.5, 30, 30.5]]);
    const a = Math.PI - Math.asin(0.5 / (1 + HUG));
    close(freeArcs(s, circle(s, 30, 30)), [a + S, a + TAU - S], 12);
  });

  it("a seal within a sliver of a free arc's end trims the arc there, never leaving an arc turned back", () => {
    const h = halfCut(1 + HUG, 1.5, 1 + MARGIN);
    const ray = (th: number): [number, number, number, number] => [
      20,
      20,
      20 + 3 * Math.cos(th),
      20 + 3 * Math.sin(th),
    ];
    const s = sceneOf(board40([model("a", "b", 20, 20), model("r", "b", 21.5, 20)]));
    // Rays from a's centre crossing its circle 5e-9 inside each end of its free arc [h, 2 pi - h].
    s.addSeals([ray(h + 5e-9), ray(TAU - h - 5e-9)]);
    close(freeArcs(s, circle(s, 20, 20)), [h + 5e-9 + S, TAU - h - 5e-9 - S], 12);
  });
});

describe("freeSweep at its tolerance", () => {
  it("an angle exactly ANGLE_TOL (1e-9) outside an arc's end is on the arc", () => {
    expect(freeSweep([1, 2], 1 - 1e-9, 1)).toBe(2 - (1 - 1e-9));
    expect(freeSweep([1, 2], 1 - 1e-9, -1)).toBe(0);
    expect(freeSweep([1, 2], 2 + 1e-9, 1)).toBe(0);
    expect(freeSweep([1, 2], 2 + 1e-9, -1)).toBe(2 + 1e-9 - 1);
  });
});

describe("freeArcs over random tables with touching neighbours", () => {
  /** Whether angle t (in [0, 2 pi)) lies on one of the arcs. */
  const onArcs = (arcs: readonly number[], t: number): boolean => {
    for (let k = 0; k < arcs.length; k += 2) {
      const lo = arcs[k]!;
      const hi = arcs[k + 1]!;
      if ((t >= lo && t <= hi) || (t + TAU >= lo && t + TAU <= hi)) return true;
    }
    return false;
  };

  it("arcs written one way (none meeting, a whole circle [0, 2 pi]) and agreeing with a point test", () => {
    const rand = rng(20261201);
    let wholes = 0;
    let split = 0;
    for (let n = 0; n < 150; n++) {
      const x = 10 + rand() * 20;
      const y = 10 + rand() * 20;
      const rA = 0.5 + rand();
      const rho = rA + R + HUG;
      const models = [model("a", "b", x, y, { baseMm: 50.8 * rA })];
      const others: { x: number; y: number; e: number }[] = [];
      const k = 1 + Math.floor(rand() * 3);
      for (let j = 0; j < k; j++) {
        const rB = 0.5 + rand();
        const e = rB + R + MARGIN;
        const th = rand() * TAU;
        // Touching to within rounding (within 1e-14 of rho + e), or overlapping the circle.
        const d =
          j === 0 || rand() < 0.5 ? rho + e - rand() * 1e-14 : rho + e - 0.2 - rand() * (rho + e) * 0.5;
        const bx = x + d * Math.cos(th);
        const by = y + d * Math.sin(th);
        models.push(model(`b${j}`, "b", bx, by, { baseMm: 50.8 * rB }));
        others.push({ x: bx, y: by, e });
      }
      const s = sceneOf(board40(models));
      const arcs = freeArcs(s, circle(s, x, y));
      // Written one way.
      expect(arcs.length % 2).toBe(0);
      if (arcs.length === 2 && arcs[1]! - arcs[0]! >= TAU - 1e-12) {
        expect(arcs).toEqual([0, TAU]);
        wholes++;
      }
      const ends: [number, number][] = [];
      for (let i = 0; i < arcs.length; i += 2) {
        const lo = arcs[i]!;
        const hi = arcs[i + 1]!;
        expect(lo).toBeGreaterThanOrEqual(0);
        expect(lo).toBeLessThan(TAU);
        expect(hi).toBeGreaterThan(lo);
        expect(hi - lo).toBeLessThanOrEqual(TAU);
        ends.push([lo, hi]);
      }
      if (ends.length > 1) split++;
      // No two arcs meet or overlap (going round from each arc's end to the next arc's start).
      if (ends.length === 1 && ends[0]![1] - ends[0]![0] >= TAU) expect(ends[0]).toEqual([0, TAU]);
      ends.sort((p, q) => p[0] - q[0]);
      for (let i = 0; i < ends.length && ends.length > 1; i++) {
        const hi = ends[i]![1];
        const next = i + 1 < ends.length ? ends[i + 1]![0] : ends[0]![0] + TAU;
        expect(next - hi).toBeGreaterThan(0);
      }
      // Agreement with a point test, wherever a base centred on the circle is clearly free or blocked.
      for (let q = 0; q < 64; q++) {
        const t = (q / 64) * TAU + 0.01;
        const px = x + rho * Math.cos(t);
        const py = y + rho * Math.sin(t);
        let slack = Math.min(px - R, py - R, 40 - R - px, 40 - R - py) - MARGIN;
        for (const o of others) slack = Math.min(slack, Math.hypot(px - o.x, py - o.y) - o.e);
        if (Math.abs(slack) < 1e-6) continue;
        expect(onArcs(arcs, t)).toBe(slack > 0);
      }
    }
    // The generator reaches whole circles and circles in several arcs.
    expect(wholes).toBeGreaterThan(5);
    expect(split).toBeGreaterThan(5);
  });
});

describe("emit", () => {
  it("an arc of less than a billionth is drawn as its ends alone, and counted at its true length", () => {
    const s = sceneOf(board40([model("e", "b", 20, 20, { baseMm: 50.8 })]));
    const c = circle(s, 20, 20);
    const rho = s.rho[c]!;
    const nodes = new NodeStore();
    const on = (th: number): Point => ({ x: 20 + rho * Math.cos(th), y: 20 + rho * Math.sin(th) });
    // From (20, 10) up to the circle at angle -pi/2 + 0.3, round it anticlockwise by 1e-10, then
    // along the tangent there to a goal.
    const th = -Math.PI / 2 + 0.3;
    const p = on(th);
    const q = on(th + 1e-10);
    const goal = { x: q.x + 2 * -Math.sin(th + 1e-10), y: q.y + 2 * Math.cos(th + 1e-10) };
    const start = nodes.add(START, 0, 0, 20, 10, 0, -1, 20, 10);
    const arrive = Math.hypot(p.x - 20, p.y - 10);
    const onc = nodes.add(c, 1, th + TAU, p.x, p.y, arrive, start, 20, 10);
    const last = nodes.add(GOAL, 0, 0, goal.x, goal.y, arrive + 2, onc, q.x, q.y);
    const out = emit(s, nodes, last, 1e-3);
    expect(out.points).toEqual([{ x: 20, y: 10 }, p, q, goal]);
    expect(out.exact).toBeCloseTo(arrive + rho * 1e-10 + Math.hypot(goal.x - q.x, goal.y - q.y), 12);
  });

  it("chords that would clip a neighbour at the start of an arc are cut finer there", () => {
    // The route alone goes over e's top from 97.5 to 82.5 degrees, one chord corner at 90 degrees
    // 0.013 out. b's reach comes within 0.001 of e's hugging circle at 95 degrees: the chord from
    // the arc's start to the corner clips it (by about 0.0013), the chord on to the arc's end
    // passes it by about 0.0026.
    const rho = 1.5 + HUG;
    const th = (95 * Math.PI) / 180;
    const gap = rho + 0.001 + 1;
    const { squeezed, alone, beside } = squeezeRoutes(
      model("b", "b", 20 + gap * Math.cos(th), 19.8 + gap * Math.sin(th)),
    );
    expect(firstCollision(squeezed, squeezed.model("m"), alone.points)).not.toBeNull();
    expect(firstCollision(squeezed, squeezed.model("m"), beside.points)).toBeNull();
    expect(beside.points.length).toBeGreaterThan(alone.points.length);
  });
});

describe("emit: a squeeze no drawing clears", () => {
  it("gives up after eight drawings, the tolerance divided by 8 each time, and keeps the last", () => {
    // b's reach passes 1e-10 outside e's hugging circle at 93.7 degrees, over the arc the route
    // takes round e's top: a chord clears it only if it touches the circle within about 1e-5 rad
    // of that angle, which none of the eight drawings does.
    const rho = 1.5 + HUG;
    const th = (93.7 * Math.PI) / 180;
    const gap = rho + 1e-10 + 1 + MARGIN;
    const board = table({
      models: [
        model("m", "a", 10, 20),
        model("e", "b", 20, 19.8, { baseMm: 50.8 }),
        model("b", "b", 20 + gap * Math.cos(th), 19.8 + gap * Math.sin(th)),
      ],
    });
    const m = board.model("m");
    const r = route(board, m, m, { x: 30, y: 20 }, { budget: 40, arcTolerance: 0.1 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const pts = r.route.points;
    const ang = (p: Point) => Math.atan2(p.y - 19.8, p.x - 20);
    const turn = ang(pts[1]!) - ang(pts[pts.length - 2]!);
    const tol = 0.1 / 8 ** 7;
    const n = Math.ceil(turn / (2 * Math.acos(rho / (rho + tol))));
    expect(pts).toHaveLength(n + 4);
    const far = rho / Math.cos(turn / n / 2);
    for (const p of pts.slice(2, -2)) expect(Math.hypot(p.x - 20, p.y - 19.8)).toBeCloseTo(far, 12);
    expect(far - rho).toBeLessThanOrEqual(tol);
    expect(firstCollision(board, m, pts)).toBeNull();
  });
});

describe("emit: chords are tested as chords, not as moves out of the start", () => {
  it("a base the start overlaps does not make chords moving towards it unclear", () => {
    // m starts overlapping x (a bad placement: the route may only move away from x, and does on
    // its way out), goes round the wall's top end and back down towards x's side to the goal. The
    // arc's last chords move towards x but stay far from it: the first drawing is clear.
    const board = table({
      models: [model("m", "a", 9.8, 24.9), model("x", "b", 9.8, 23.6, { baseMm: 50.8 })],
      walls: [{ id: "w", a: { x: 11, y: 15 }, b: { x: 11, y: 25 } }],
    });
    const m = board.model("m");
    const tol = 0.01;
    const r = route(board, m, m, { x: 12, y: 20 }, { budget: 40, arcTolerance: tol });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const pts = r.route.points;
    const rho = R + HUG;
    const ang = (p: Point) => Math.atan2(p.y - 25, p.x - 11);
    expect(Math.hypot(pts[1]!.x - 11, pts[1]!.y - 25)).toBeCloseTo(rho, 9);
    expect(Math.hypot(pts[pts.length - 2]!.x - 11, pts[pts.length - 2]!.y - 25)).toBeCloseTo(rho, 9);
    // Clockwise over the top, from the west side to the east.
    const turn = ang(pts[1]!) - ang(pts[pts.length - 2]!);
    expect(turn).toBeGreaterThan(Math.PI / 2);
    const n = Math.ceil(turn / (2 * Math.acos(rho / (rho + tol))));
    expect(pts).toHaveLength(n + 4);
    expect(firstCollision(board, m, pts)).toBeNull();
  });
});
