import { describe, expect, it } from "vitest";
import {
  closestPointOnSegment,
  closestT,
  pointSegmentDistance,
  segmentCrossing,
  segmentInsideCircle,
  segmentSegmentDistance,
  segmentsIntersect,
} from "../../../src/engine/geometry/segment";
import { EPSILON, type Point } from "../../../src/engine/geometry/vec";

/*
 * segment.ts's answers worked out by hand, on segments placed off the origin and off the axes
 * (so a sign or an x for a y shows), and at the exact edges of its floating-point slacks
 * (EPSILON, a billionth: what counts as touching; 1e-12 for crossing parameters). These are the
 * distances SCTMG-MEASURE-1 measures and the crossings SCTMG-COH-2's links and DU-MOVE-2's walls
 * are checked with.
 */

const P = (x: number, y: number): Point => ({ x, y });

describe("closest point on a segment (SCTMG-MEASURE-1)", () => {
  const a = P(1, 1);
  const b = P(5, 3);

  it("SCTMG-MEASURE-1: the closest point's parameter, before, on and past the segment", () => {
    // ab = (4, 2); (2, 4) projects to (1*4 + 3*2) / 20 = 0.5.
    expect(closestT(P(2, 4), a, b)).toBe(0.5);
    expect(closestT(P(0, 0), a, b)).toBe(0);
    expect(closestT(P(9, 5), a, b)).toBe(1);
    expect(closestT(P(4, 0), a, b)).toBe(0.5);
    expect(closestPointOnSegment(P(2, 4), a, b)).toEqual({ x: 3, y: 2 });
    expect(closestPointOnSegment(P(-3, 0), a, b)).toEqual({ x: 1, y: 1 });
    expect(closestPointOnSegment(P(8, 9), a, b)).toEqual({ x: 5, y: 3 });
  });

  it("SCTMG-MEASURE-1: a point's distance to a segment, to its inside, and to each end", () => {
    expect(pointSegmentDistance(P(2, 4), a, b)).toBeCloseTo(Math.sqrt(5), 14);
    expect(pointSegmentDistance(P(-2, 5), a, b)).toBe(5);
    expect(pointSegmentDistance(P(8, 7), a, b)).toBe(5);
  });

  it("SCTMG-MEASURE-1: a segment no longer than EPSILON is its first end; one just that long is still a segment", () => {
    expect(closestT(P(7, 7), P(2, 3), P(2, 3))).toBe(0);
    expect(pointSegmentDistance(P(5, 7), P(2, 3), P(2, 3))).toBe(5);
    // len² is EPSILON² exactly: still a point.
    expect(closestT(P(EPSILON, 0), P(0, 0), P(EPSILON, 0))).toBe(0);
    expect(closestT(P(2 * EPSILON, 0), P(0, 0), P(2 * EPSILON, 0))).toBe(1);
  });
});

describe("segments that cross or touch (SCTMG-COH-2, DU-MOVE-2)", () => {
  /** The same pair every way round: swapped ends, swapped segments, mirrored. */
  const everyWay = (a: Point, b: Point, c: Point, d: Point): boolean[] => {
    const m = (p: Point) => P(p.x, -p.y);
    const out: boolean[] = [];
    for (const [p, q, r, s] of [
      [a, b, c, d],
      [a, b, d, c],
      [b, a, c, d],
      [c, d, a, b],
      [d, c, a, b],
      [c, d, b, a],
    ] as const) {
      out.push(segmentsIntersect(p, q, r, s), segmentsIntersect(m(p), m(q), m(r), m(s)));
    }
    return out;
  };
  const all = (v: boolean) => new Array<boolean>(12).fill(v);

  it("SCTMG-COH-2: two segments that cross in an X intersect; their distance is 0", () => {
    expect(everyWay(P(1, 1), P(5, 3), P(2, 4), P(5, -2))).toEqual(all(true));
    expect(segmentSegmentDistance(P(1, 1), P(5, 3), P(2, 4), P(5, -2))).toBe(0);
  });

  it("SCTMG-COH-2: an end exactly EPSILON from the other segment touches it; twice that does not", () => {
    expect(everyWay(P(0, 0), P(1, 0), P(0.5, EPSILON), P(0.5, 1))).toEqual(all(true));
    expect(everyWay(P(0, 0), P(1, 0), P(0.5, 2 * EPSILON), P(0.5, 1))).toEqual(all(false));
    // An end touching the other's end, and the other's inside.
    expect(everyWay(P(0, 0), P(2, 1), P(2, 1), P(3, 5))).toEqual(all(true));
    expect(everyWay(P(0, 0), P(4, 0), P(2, 0), P(3, 5))).toEqual(all(true));
  });

  it("SCTMG-COH-2: a segment crossing a short one with its end two billionths past it crosses it", () => {
    // ab is half long: c's orientation (|ab| x 2e-9) is exactly EPSILON, though c is 2e-9 past
    // ab, more than touching. It crossed nothing before the orientation was taken as a distance.
    expect(everyWay(P(0, 0), P(0.5, 0), P(0.25, 2 * EPSILON), P(0.25, -1))).toEqual(all(true));
    expect(everyWay(P(0, 0), P(0.5, 0), P(0.25, 3 * EPSILON), P(0.25, -1))).toEqual(all(true));
    // The same off the origin: the length is b - a, not b + a.
    expect(everyWay(P(1, 0.5), P(1.5, 0.5), P(1.25, 0.5 + 2 * EPSILON), P(1.25, -1))).toEqual(all(true));
  });

  it("SCTMG-COH-2: segments apart, side by side or in line do not intersect", () => {
    // Nowhere near each other, on one side, side by side, or in line.
    expect(everyWay(P(0, 0), P(4, 0), P(1, 1), P(3, 2))).toEqual(all(false));
    expect(everyWay(P(0, 0), P(4, 0), P(5, -1), P(5, 1))).toEqual(all(false));
    expect(everyWay(P(0, 0), P(1, 0), P(2, 0), P(3, 0))).toEqual(all(false));
  });

  it("SCTMG-MEASURE-1: the distance between two segments is the least of the four end-to-segment distances", () => {
    const ab = [P(0, 0), P(1, 0)] as const;
    // From a, from b, from c, from d.
    expect(segmentSegmentDistance(...ab, P(-1, -1), P(-1, 1))).toBe(1);
    expect(segmentSegmentDistance(...ab, P(2, -1), P(2, 1))).toBe(1);
    expect(segmentSegmentDistance(P(0, 0), P(4, 0), P(2, 1), P(3, 5))).toBe(1);
    expect(segmentSegmentDistance(P(0, 0), P(4, 0), P(3, 5), P(2, 1))).toBe(1);
  });
});

describe("where two segments cross (SCTMG-MEASURE-1)", () => {
  it("SCTMG-MEASURE-1: the parameters on both segments, off the axes", () => {
    // (1,1) + t(4,2) = (2,4) + u(3,-6) at t = 1/2, u = 1/3.
    const hit = segmentCrossing(P(1, 1), P(5, 3), P(2, 4), P(5, -2))!;
    expect(hit.t).toBeCloseTo(0.5, 14);
    expect(hit.u).toBeCloseTo(1 / 3, 14);
    const back = segmentCrossing(P(2, 4), P(5, -2), P(1, 1), P(5, 3))!;
    expect(back.t).toBeCloseTo(1 / 3, 14);
    expect(back.u).toBeCloseTo(0.5, 14);
  });

  it("SCTMG-MEASURE-1: touching at an end is a crossing at 0 or 1; a hair past an end is none", () => {
    const a = P(0, 0);
    const b = P(4, 0);
    expect(segmentCrossing(a, b, P(0, -1), P(0, 1))).toEqual({ t: 0, u: 0.5 });
    expect(segmentCrossing(a, b, P(4, -1), P(4, 1))).toEqual({ t: 1, u: 0.5 });
    expect(segmentCrossing(a, b, P(2, 0), P(2, 3))).toEqual({ t: 0.5, u: 0 });
    expect(segmentCrossing(a, b, P(2, -3), P(2, 0))).toEqual({ t: 0.5, u: 1 });
    expect(segmentCrossing(a, b, P(-1e-9, -1), P(-1e-9, 1))).toBeNull();
    expect(segmentCrossing(a, b, P(4 + 1e-9, -1), P(4 + 1e-9, 1))).toBeNull();
    expect(segmentCrossing(a, b, P(2, 1e-9), P(2, 3))).toBeNull();
    expect(segmentCrossing(a, b, P(2, -3), P(2, -1e-9))).toBeNull();
    // Exactly 1e-12 past either end is within the slack; so is the other segment's.
    const unit = [P(0, 0), P(1, 0)] as const;
    expect(segmentCrossing(...unit, P(-1e-12, -1), P(-1e-12, 1))).toEqual({ t: 0, u: 0.5 });
    expect(segmentCrossing(...unit, P(1 + 1e-12, -1), P(1 + 1e-12, 1))).toEqual({ t: 1, u: 0.5 });
    expect(segmentCrossing(P(-1e-12, -1), P(-1e-12, 1), ...unit)).toEqual({ t: 0.5, u: 0 });
    expect(segmentCrossing(P(1 + 1e-12, -1), P(1 + 1e-12, 1), ...unit)).toEqual({ t: 0.5, u: 1 });
    // Within the 1e-12 slack: clamped onto the segment.
    expect(segmentCrossing(a, b, P(-1e-12, -1), P(-1e-12, 1))).toEqual({ t: 0, u: 0.5 });
    expect(segmentCrossing(a, b, P(4 + 1e-12, -1), P(4 + 1e-12, 1))).toEqual({ t: 1, u: 0.5 });
  });

  it("SCTMG-MEASURE-1: parallel, or at an angle whose sine is below 1e-12 of the two lengths, is no single crossing", () => {
    expect(segmentCrossing(P(0, 0), P(4, 0), P(0, 1), P(4, 1))).toBeNull();
    expect(segmentCrossing(P(0, 0), P(4, 0), P(1, 0), P(3, 0))).toBeNull();
    // Ten long, crossing at their middles: a sine of 8e-13 is parallel, 2e-11 crosses.
    expect(segmentCrossing(P(0, 0), P(10, 0), P(0, -4e-12), P(10, 4e-12))).toBeNull();
    const steep = segmentCrossing(P(0, 0), P(10, 0), P(0, -1e-10), P(10, 1e-10))!;
    expect(steep.t).toBeCloseTo(0.5, 9);
    expect(steep.u).toBeCloseTo(0.5, 9);
    // A degenerate segment crosses nothing.
    expect(segmentCrossing(P(0, 0), P(4, 0), P(2, 0), P(2, 0))).toBeNull();
  });
});

describe("the part of a segment inside a circle (SCTMG-MEASURE-1)", () => {
  it("SCTMG-MEASURE-1: a chord off the axes: the segment is inside between its two rim crossings", () => {
    // Centre (1, 2), radius 5: (-3, -1) and (4, 6) are on the rim, at a quarter and three
    // quarters of the segment from (-6.5, -4.5) to (7.5, 9.5).
    const [t0, t1] = segmentInsideCircle(P(-6.5, -4.5), P(7.5, 9.5), P(1, 2), 5)!;
    expect(t0).toBeCloseTo(0.25, 14);
    expect(t1).toBeCloseTo(0.75, 14);
  });

  it("SCTMG-MEASURE-1: starting or ending inside clamps to the segment's end; ending on the rim is not inside", () => {
    expect(segmentInsideCircle(P(1, 2), P(11, 2), P(1, 2), 5)).toEqual([0, 0.5]);
    expect(segmentInsideCircle(P(-9, 2), P(1, 2), P(1, 2), 5)).toEqual([0.5, 1]);
    expect(segmentInsideCircle(P(0, 0), P(1, 1), P(0, 0), 5)).toEqual([0, 1]);
    // A short segment is a segment: from (0, 0) to (0.5, 0), inside a 0.75 circle round (1, 0)
    // past x = 0.25.
    expect(segmentInsideCircle(P(0, 0), P(0.5, 0), P(1, 0), 0.75)).toEqual([0.5, 1]);
    expect(segmentInsideCircle(P(-10, 0), P(-5, 0), P(0, 0), 5)).toBeNull();
    expect(segmentInsideCircle(P(5, 0), P(10, 0), P(0, 0), 5)).toBeNull();
    expect(segmentInsideCircle(P(-10, 0), P(-7, 0), P(0, 0), 5)).toBeNull();
    expect(segmentInsideCircle(P(-10, 6), P(10, 6), P(0, 0), 5)).toBeNull();
  });

  it("SCTMG-MEASURE-1: a segment no longer than EPSILON is inside only if its point is strictly inside", () => {
    expect(segmentInsideCircle(P(1, 1), P(1, 1), P(0, 0), 5)).toEqual([0, 1]);
    expect(segmentInsideCircle(P(3, 4), P(3, 4), P(0, 0), 5)).toBeNull();
    expect(segmentInsideCircle(P(6, 0), P(6, 0), P(0, 0), 5)).toBeNull();
  });
});
