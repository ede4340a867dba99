import { describe, expect, it } from "vitest";
import {
  circleOverlapsPolygon,
  distanceToBoundary,
  insidePolygon,
  pointInPolygon,
  polygonBounds,
  polygonEdge,
  polygonProblem,
  segmentInsideIntervals,
  signedArea2,
} from "../../../src/engine/geometry/polygon";
import { GEOMETRY_TOLERANCE } from "../../../src/engine/geometry/tolerance";
import { pts, rect } from "../helpers";

/*
 * polygon.ts on shapes worked out by hand: a triangle with no edge on an axis (so the crossing
 * formula's terms all show), a diamond whose vertices sit at the heights of the points tested
 * (the even-odd rule's half-open edges), a U with a notch (concave), and bases at exactly the
 * tolerance from an outline: overlapping by no more than it is touching (MUMG-MOVE-6's "fits").
 */

const tri = pts([1, 1], [7, 3], [3, 6]);
const diamond = pts([2, 0], [4, 2], [2, 4], [0, 2]);
const u = pts([0, 0], [6, 0], [6, 6], [4, 6], [4, 2], [2, 2], [2, 6], [0, 6]);

describe("terrain footprints (the board's polygon check)", () => {
  it("MUMG-ROUGH-1: twice the signed area, positive counter-clockwise", () => {
    expect(signedArea2(rect(1, 2, 4, 4))).toBe(12);
    expect(signedArea2([...rect(1, 2, 4, 4)].reverse())).toBe(-12);
    expect(signedArea2(tri)).toBe(26);
  });

  it("MUMG-ROUGH-1: why an outline cannot be a footprint, or null for a triangle, a concave U and a pentagon", () => {
    expect(polygonProblem(pts([0, 0], [1, 1]))).toBe("too-few-points");
    expect(polygonProblem([])).toBe("too-few-points");
    expect(polygonProblem(tri)).toBeNull();
    expect(polygonProblem(u)).toBeNull();
    expect(polygonProblem(pts([0, 0], [4, 0], [5, 3], [2, 5], [-1, 3]))).toBeNull();
    expect(polygonProblem(pts([0, 0], [Number.NaN, 1], [2, 0]))).toBe("not-finite");
    expect(polygonProblem(pts([0, 0], [1, Number.POSITIVE_INFINITY], [2, 0]))).toBe("not-finite");
    expect(polygonProblem(pts([0, 0], [1, 1], [3, 3]))).toBe("zero-area");
    // Twice the area exactly 1e-12 is an area; half that is none.
    expect(polygonProblem(pts([0, 0], [1e-6, 0], [0, 1e-6]))).toBeNull();
    expect(polygonProblem(pts([0, 0], [1e-6, 0], [0, 5e-7]))).toBe("zero-area");
  });

  it("MUMG-ROUGH-1: an outline crossing itself is refused, whichever of its edges cross", () => {
    // Edges 0 and 2 cross; edges 1 and 3 (the last) cross; a pentagon folded over itself.
    expect(polygonProblem(pts([0, 0], [3, 3], [3, 0], [0, 1]))).toBe("self-intersecting");
    expect(polygonProblem(pts([0, 0], [4, 0], [0, 1], [3, 3]))).toBe("self-intersecting");
    expect(polygonProblem(pts([0, 0], [4, 0], [4, 4], [2, -1], [0, 4]))).toBe("self-intersecting");
    // A vertex touching another edge is a crossing too.
    expect(polygonProblem(pts([0, 0], [4, 0], [4, 4], [2, 0], [0, 4]))).toBe("self-intersecting");
  });

  it("MUMG-ROUGH-1: bounds and edges, the last edge closing the outline", () => {
    expect(polygonBounds(tri)).toEqual({ minX: 1, minY: 1, maxX: 7, maxY: 6 });
    expect(polygonBounds(pts([5, -2], [-3, 4], [1, 9]))).toEqual({ minX: -3, minY: -2, maxX: 5, maxY: 9 });
    expect(polygonEdge(tri, 0)).toEqual([tri[0], tri[1]]);
    expect(polygonEdge(tri, 2)).toEqual([tri[2], tri[0]]);
  });
});

describe("inside a footprint (MUMG-ROUGH-1, MUMG-JUMP-1)", () => {
  const both = (x: number, y: number, poly: readonly { x: number; y: number }[]) => [
    pointInPolygon({ x, y }, poly),
    insidePolygon(x, y, poly),
  ];

  it("MUMG-ROUGH-1: points inside and outside a slanted triangle, close to each edge", () => {
    expect(both(3, 3, tri)).toEqual([true, true]);
    // Close inside and close outside each edge: (1,1)-(7,3), (7,3)-(3,6), (3,6)-(1,1).
    expect(both(4, 2.1, tri)).toEqual([true, true]);
    expect(both(4, 1.9, tri)).toEqual([false, false]);
    expect(both(5, 4.4, tri)).toEqual([true, true]);
    expect(both(5, 4.6, tri)).toEqual([false, false]);
    expect(both(2.1, 3.5, tri)).toEqual([true, true]);
    expect(both(1.9, 3.5, tri)).toEqual([false, false]);
    expect(both(8, 3, tri)).toEqual([false, false]);
    expect(both(0, 3, tri)).toEqual([false, false]);
  });

  it("MUMG-ROUGH-1: points level with the diamond's vertices count each crossing once", () => {
    for (const [x, y, inside] of [
      [1, 2, true],
      [3, 2, true],
      [-1, 2, false],
      [5, 2, false],
      [2, 1, true],
      [2, 3, true],
      [2, -1, false],
      [2, 5, false],
      [3.5, 0, false],
      [0.5, 4, false],
    ] as const) {
      expect(both(x, y, diamond)).toEqual([inside, inside]);
    }
  });

  it("MUMG-ROUGH-1: the U's notch is outside, its arms inside", () => {
    expect(both(1, 4, u)).toEqual([true, true]);
    expect(both(5, 4, u)).toEqual([true, true]);
    expect(both(3, 4, u)).toEqual([false, false]);
    expect(both(3, 1, u)).toEqual([true, true]);
    expect(both(7, 4, u)).toEqual([false, false]);
  });

  it("MUMG-JUMP-1: a point on an edge or within a billionth of it is inside; two billionths outside is not", () => {
    expect(pointInPolygon({ x: 3, y: 2 }, u)).toBe(true);
    expect(pointInPolygon({ x: 3, y: -1e-9 }, rect(0, 0, 6, 6))).toBe(true);
    expect(pointInPolygon({ x: 3, y: -2e-9 }, rect(0, 0, 6, 6))).toBe(false);
    expect(pointInPolygon({ x: -1e-9, y: 3 }, rect(0, 0, 6, 6))).toBe(true);
    expect(pointInPolygon({ x: 4, y: 2 }, diamond)).toBe(true);
  });

  it("MUMG-JUMP-1: the distance to the outline is to its nearest edge, from inside or out", () => {
    expect(distanceToBoundary({ x: 1, y: 2 }, rect(0, 0, 6, 5))).toBe(1);
    expect(distanceToBoundary({ x: 5, y: 3 }, rect(0, 0, 6, 5))).toBe(1);
    expect(distanceToBoundary({ x: 3, y: 4.5 }, rect(0, 0, 6, 5))).toBe(0.5);
    expect(distanceToBoundary({ x: 3, y: 4 }, u)).toBe(1);
    expect(distanceToBoundary({ x: 9, y: 10 }, rect(0, 0, 6, 6))).toBe(5);
  });
});

describe("a base overlapping a footprint (MUMG-MOVE-6)", () => {
  const box = rect(0, 0, 10, 10);
  const base = (x: number, y: number, r: number) => ({ x, y, r });

  it("MUMG-MOVE-6: a base outside overlaps only when nearer than its radius less the tolerance", () => {
    const eps = 0.25;
    expect(circleOverlapsPolygon(base(10.75, 5, 1), box, eps)).toBe(false); // exactly r - eps away
    expect(circleOverlapsPolygon(base(10.9, 5, 1), box, eps)).toBe(false);
    expect(circleOverlapsPolygon(base(10.5, 5, 1), box, eps)).toBe(true);
    expect(circleOverlapsPolygon(base(12, 5, 1), box, eps)).toBe(false);
  });

  it("MUMG-MOVE-6: a base centred inside overlaps unless it is a point no further than the tolerance in", () => {
    const eps = 0.25;
    expect(circleOverlapsPolygon(base(5, 5, 1), box, eps)).toBe(true);
    expect(circleOverlapsPolygon(base(9.75, 5, 0.25), box, eps)).toBe(false);
    expect(circleOverlapsPolygon(base(9.75, 5, 0.5), box, eps)).toBe(true);
    expect(circleOverlapsPolygon(base(9.5, 5, 0), box, eps)).toBe(true);
    expect(circleOverlapsPolygon(base(10, 5, 0), box, eps)).toBe(false);
  });

  it("MUMG-MOVE-6: with the one geometry tolerance, a tenth of a millionth of overlap is touching; three tenths is not", () => {
    expect(circleOverlapsPolygon(base(11 - 1e-7, 5, 1), box)).toBe(false);
    expect(circleOverlapsPolygon(base(11 - 3e-7, 5, 1), box)).toBe(true);
    expect(circleOverlapsPolygon(base(5, 5, GEOMETRY_TOLERANCE), pts([5, 5], [6, 5], [5, 6]))).toBe(false);
  });
});

describe("the stretches of a segment inside a footprint (MUMG-ROUGH-1)", () => {
  const inside = (
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    poly: readonly { x: number; y: number }[],
  ) => {
    const out: number[] = [];
    segmentInsideIntervals({ x: x0, y: y0 }, { x: x1, y: y1 }, poly, out);
    return out.map((t) => Math.round(t * 1e12) / 1e12);
  };

  it("MUMG-ROUGH-1: touching a corner from outside gives no stretch at all, not an empty one", () => {
    expect(inside(0, 4, 4, 0, rect(2, 2, 4, 4))).toEqual([]);
    expect(inside(0, 2, 6, 2, diamond)).toEqual([0, 2 / 3].map((t) => Math.round(t * 1e12) / 1e12));
  });

  it("MUMG-ROUGH-1: along the U's notch floor: inside in the arms, not in the notch; short of a footprint, nothing", () => {
    const r = (t: number) => Math.round(t * 1e12) / 1e12;
    expect(inside(-1, 2, 7, 2, u)).toEqual([1 / 8, 3 / 8, 5 / 8, 7 / 8].map(r));
    expect(inside(7, 2, -1, 2, u)).toEqual([1 / 8, 3 / 8, 5 / 8, 7 / 8].map(r));
    expect(inside(0, 3, 1, 3, rect(2, 2, 4, 4))).toEqual([]);
  });

  it("MUMG-ROUGH-1: a path running along one of a footprint's edges gets each stretch once, in order", () => {
    // Inside from x = 4 (the edge from (2, 2) to (5, -1)) to the corner (8, 0); from there to
    // (9, 0) the path runs along the edge: touching, outside.
    const kite = pts([8, 0], [9, 0], [2, 2], [5, -1]);
    expect(polygonProblem(kite)).toBeNull();
    expect(inside(0, 0, 10, 0, kite)).toEqual([0.4, 0.8]);
  });

  it("MUMG-ROUGH-1, SCTMG-COH-2: a path along any of a rectangle's four edges is outside it, both ways", () => {
    const box = rect(2, 2, 6, 4);
    for (const [x0, y0, x1, y1] of [
      [0, 2, 8, 2],
      [0, 4, 8, 4],
      [2, 0, 2, 6],
      [6, 0, 6, 6],
    ] as const) {
      expect(inside(x0, y0, x1, y1, box)).toEqual([]);
      expect(inside(x1, y1, x0, y0, box)).toEqual([]);
    }
    // A hair inside an edge is inside.
    expect(inside(0, 2 + 1e-6, 8, 2 + 1e-6, box)).toEqual([0.25, 0.75]);
    expect(inside(6 - 1e-6, 0, 6 - 1e-6, 6, box)).toEqual(
      [1 / 3, 2 / 3].map((t) => Math.round(t * 1e12) / 1e12),
    );
  });

  it("MUMG-ROUGH-1: a segment touching the U's inner corner from inside stays inside past it", () => {
    expect(inside(1, 3, 3, 1, u)).toEqual([0, 1]);
    expect(inside(5, 1, 3, 3, u)).toEqual([0, 0.5]);
  });

  it("MUMG-ROUGH-1: crossings close to the start sort before the rest", () => {
    // Enters the triangle a millionth of the way along, leaves at (5, 4.5).
    expect(inside(1 - 6e-6, 1 - 2e-6, 7 - 6e-6, 5.5 - 2e-6, tri).length).toBe(2);
    const out: number[] = [];
    segmentInsideIntervals({ x: -1e-6, y: 3 }, { x: 10 - 1e-6, y: 3 }, rect(0, 0, 5, 6), out);
    expect(out[0]).toBeCloseTo(1e-7, 15);
    expect(out[1]).toBeCloseTo(0.5000001, 12);
    expect(out).toHaveLength(2);
  });

  it("MUMG-ROUGH-1: appends to what is already in the list; a segment of no length inside is no stretch", () => {
    const out = [9, 9];
    segmentInsideIntervals({ x: 1, y: 3 }, { x: 4, y: 3 }, rect(2, 0, 3, 6), out);
    expect(out.map((t) => Math.round(t * 1e12) / 1e12)).toEqual(
      [9, 9, 1 / 3, 2 / 3].map((t) => Math.round(t * 1e12) / 1e12),
    );
    expect(inside(3, 3, 3, 3, rect(0, 0, 6, 6))).toEqual([0, 1]);
  });
});
