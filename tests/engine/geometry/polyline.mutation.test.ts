import { describe, expect, it } from "vitest";
import {
  cumulativeLengths,
  pathLength,
  pointAtCumulative,
  pointAtDistance,
  slicePath,
} from "../../../src/engine/geometry/polyline";
import { pts } from "../helpers";

/*
 * A path's length and the point a given distance along it, the centre's displacement that
 * SIGNUM-MOVE-2 and SIGNUM-MOVE-3 measure (turns count), and the prefix a truncated move keeps
 * (MUMG-MOVE-4's path need not use the full distance). The path below has sides 3, 4, 0 and 3 so
 * every figure is exact.
 */
const path = pts([1, 1], [4, 1], [4, 5], [4, 5], [1, 5]);

describe("lengths along a path (SIGNUM-MOVE-2, SIGNUM-MOVE-3)", () => {
  it("SIGNUM-MOVE-2: the length counts every turn; each vertex's cumulative length", () => {
    expect(pathLength(path)).toBe(10);
    expect(pathLength(pts([2, 3]))).toBe(0);
    expect(pathLength([])).toBe(0);
    expect(cumulativeLengths(path)).toEqual([0, 3, 7, 7, 10]);
    expect(cumulativeLengths(pts([2, 3]))).toEqual([0]);
    expect(cumulativeLengths([])).toEqual([]);
  });

  it("SIGNUM-MOVE-3: the point at a distance, inside a side, at a vertex, and clamped to the ends", () => {
    expect(pointAtDistance(path, 1.5)).toEqual({ x: 2.5, y: 1 });
    expect(pointAtDistance(path, 5)).toEqual({ x: 4, y: 3 });
    expect(pointAtDistance(path, 3)).toEqual({ x: 4, y: 1 });
    expect(pointAtDistance(path, 7)).toEqual({ x: 4, y: 5 });
    expect(pointAtDistance(path, 8.5)).toEqual({ x: 2.5, y: 5 });
    // Clamped: the path's own first and last points.
    expect(pointAtDistance(path, 0)).toBe(path[0]);
    expect(pointAtDistance(path, -2)).toBe(path[0]);
    expect(pointAtDistance(path, 10)).toEqual({ x: 1, y: 5 });
    expect(pointAtDistance(path, 12)).toBe(path[4]);
    expect(pointAtDistance(pts([2, 3]), 5)).toEqual({ x: 2, y: 3 });
    expect(() => pointAtDistance([], 1)).toThrow(new RangeError("empty path"));
  });

  it("SIGNUM-MOVE-3: the binary search finds the same points, on a path long enough to halve several times", () => {
    const cum = cumulativeLengths(path);
    for (const d of [0.5, 1.5, 3, 4, 5, 7, 7.25, 8.5, 9.999]) {
      expect(pointAtCumulative(path, cum, d)).toEqual(pointAtDistance(path, d));
    }
    expect(pointAtCumulative(path, cum, 0)).toBe(path[0]);
    expect(pointAtCumulative(path, cum, 10)).toBe(path[4]);
    expect(pointAtCumulative(path, cum, 11)).toBe(path[4]);
    expect(() => pointAtCumulative([], [], 1)).toThrow(new RangeError("empty path"));
    // Twenty unit steps along x: the point at 12.5 lies between vertices 12 and 13.
    const long = Array.from({ length: 21 }, (_, i) => ({ x: i, y: 2 }));
    const longCum = cumulativeLengths(long);
    expect(longCum[20]).toBe(20);
    for (const d of [0.25, 1, 6.5, 12.5, 17, 19.75])
      expect(pointAtCumulative(long, longCum, d)).toEqual({ x: d, y: 2 });
  });
});

describe("the part of a path a truncated move keeps (MUMG-MOVE-4)", () => {
  it("MUMG-MOVE-4: the prefix up to a distance ends at that point, with every vertex before it", () => {
    expect(slicePath(path, 5)).toEqual(pts([1, 1], [4, 1], [4, 3]));
    expect(slicePath(path, 1.5)).toEqual(pts([1, 1], [2.5, 1]));
    expect(slicePath(path, 8.5)).toEqual(pts([1, 1], [4, 1], [4, 5], [4, 5], [2.5, 5]));
  });

  it("MUMG-MOVE-4: a prefix ending on a vertex ends there once; none, all, and past the end", () => {
    expect(slicePath(path, 3)).toEqual(pts([1, 1], [4, 1]));
    expect(slicePath(path, 7)).toEqual(pts([1, 1], [4, 1], [4, 5]));
    expect(slicePath(path, 0)).toEqual(pts([1, 1]));
    expect(slicePath(path, -1)).toEqual(pts([1, 1]));
    expect(slicePath(path, 10)).toEqual(path);
    expect(slicePath(path, 99)).toEqual(path);
    expect(slicePath([], 3)).toEqual([]);
    expect(slicePath(pts([2, 3]), 3)).toEqual(pts([2, 3]));
  });
});
