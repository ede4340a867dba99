// Where a seal's sliver is taken from a circle's free arcs (arcs.ts removeSlivers): only where the
// seal crosses strictly inside a free arc. A seal crossing a blocked stretch changes nothing; one
// crossing exactly at a free arc's end (a cut: the circle beyond is blocked) leaves the arc whole.
// And a piece of no length between two equal cuts (classify) is no arc, even where its one point
// is free.
import { describe, expect, it } from "vitest";
import { freeArcs } from "../../../src/engine/routing/arcs";
import { HUG, MARGIN } from "../../../src/engine/routing/scene";
import { model, table } from "../helpers";
import { circleAt, closeTo, localScene } from "./scenes";

const TAU = 2 * Math.PI;
const R = 0.5;

const sceneWith = (models: Parameters<typeof model>[]) => {
  const board = table({
    width: 40,
    height: 40,
    models: [model("m", "a", 30, 30), ...models.map((m) => model(...m))],
  });
  const m = board.model("m");
  return localScene(board, m, { x: m.x, y: m.y }, { x: 39, y: 39 });
};

describe("freeArcs: a seal's sliver, taken only strictly inside a free arc", () => {
  it("a seal crossing the circle where a neighbour blocks it takes nothing (the free arc keeps its ends)", () => {
    // 1" bases a at (20, 20) and n at (21.5, 20): n's reach (1 + MARGIN) blocks a's circle
    // (1 + HUG) within h of angle 0. A seal from n's centre to (20.5, 20) crosses a's circle once,
    // at angle 0, inside that blocked stretch (inside n's base).
    const s = sceneWith([
      ["a", "b", 20, 20],
      ["n", "b", 21.5, 20],
    ]);
    const rho = 1 + HUG;
    const e = 1 + MARGIN;
    const h = Math.acos((rho * rho + 1.5 * 1.5 - e * e) / (2 * rho * 1.5));
    const a = circleAt(s, 20, 20);
    s.addSeals([[21.5, 20, 20.5, 20]]);
    closeTo(freeArcs(s, a), [h, TAU - h], 12);
  });

  it("tie order: a seal crossing exactly at a free arc's two ends (the table's cuts) leaves the arc whole", () => {
    // A 1" base at (1, 20): its circle (1 + HUG) runs off the table's left line x = R + MARGIN,
    // which cuts it at pi - phi and pi + phi; the free arc is the right-hand part,
    // [pi + phi, 3 pi - phi]. A seal along that same line, from y = 0 to 40, crosses the circle at
    // exactly those two angles (the same arithmetic gives the same doubles): at the arc's ends,
    // where the circle beyond is off the table, so no tangent can leave the arc there on the
    // seal's far side. The sliver is taken only strictly inside an arc: the arc stays whole.
    const s = sceneWith([["d", "b", 1, 20]]);
    const lo = R + MARGIN;
    const rho = 1 + HUG;
    const phi = Math.acos((1 - lo) / rho);
    const d = circleAt(s, 1, 20);
    s.addSeals([[lo, 0, lo, 40]]);
    closeTo(freeArcs(s, d), [Math.PI + phi, 3 * Math.PI - phi], 12);
  });
});

describe("freeArcs: a piece of no length between two equal cuts", () => {
  it("tie order: a circle on the table only at the inner corner's one point has no free arc", () => {
    // A short wall in the table's corner ending at (X, X): its end circle (R + HUG) passes through
    // the corner (lo, lo) of the lines x = lo and y = lo (lo = R + MARGIN) and lies outside the
    // table everywhere else (its centre is lo - rho / sqrt 2 from both lines). X is the double for
    // which both lines cut the circle at that point at exactly the same angle (pi / 4, found by
    // search), and the point drawn at that angle is exactly (lo, lo): on the table, free. Between
    // the two equal cuts lies a piece of no length; it is skipped, so the circle is wholly blocked.
    const X = 0.14644619519316396;
    const lo = R + MARGIN;
    const rho = R + HUG;
    expect(X).toBeCloseTo(lo - rho / Math.SQRT2, 15);
    const board = table({
      width: 40,
      height: 40,
      models: [model("m", "a", 30, 30)],
      walls: [{ id: "w", a: { x: X, y: X }, b: { x: 0.05, y: 0.05 } }],
    });
    const m = board.model("m");
    const s = localScene(board, m, { x: m.x, y: m.y }, { x: 39, y: 39 });
    const c = circleAt(s, X, X);
    expect(s.rho[c]).toBe(rho);
    // The two cuts as arcs.ts works them out (lineCuts for x = lo and for y = lo), and the point.
    const w = Math.sqrt(rho * rho - (lo - X) * (lo - X));
    const t = X + w;
    const a = Math.atan2(t - X, lo - X);
    expect(Math.atan2(lo - X, t - X)).toBe(a);
    expect(a).toBe(Math.PI / 4);
    expect(X + rho * Math.cos(a)).toBe(lo);
    expect(X + rho * Math.sin(a)).toBe(lo);
    expect(freeArcs(s, c)).toEqual([]);
  });
});
