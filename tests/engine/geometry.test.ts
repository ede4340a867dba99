import { describe, expect, it } from "vitest";
import { chordsBetween, type Chord } from "../../src/engine/geometry/chord";
import { isWhollyWithin, isWithin, unitWhollyWithin, unitWithin } from "../../src/engine/geometry/circle";
import { segmentInsideIntervals } from "../../src/engine/geometry/polygon";
import { cumulativeLengths, pointAtCumulative } from "../../src/engine/geometry/polyline";
import { segmentCrossing, segmentInsideCircle } from "../../src/engine/geometry/segment";
import { pts, rect } from "./helpers";

const inside = (p0: [number, number], p1: [number, number], poly = rect(2, 2, 4, 4)): number[] => {
  const out: number[] = [];
  segmentInsideIntervals({ x: p0[0], y: p0[1] }, { x: p1[0], y: p1[1] }, poly, out);
  return out.map((t) => Math.round(t * 1e9) / 1e9);
};

describe("segments and footprints", () => {
  it("MUMG-ROUGH-1: the part of a segment inside a footprint is found from its edge crossings", () => {
    expect(inside([0, 3], [6, 3])).toEqual([1 / 3, 2 / 3].map((t) => Math.round(t * 1e9) / 1e9));
    expect(inside([3, 3], [6, 3])).toEqual([0, 1 / 3].map((t) => Math.round(t * 1e9) / 1e9));
    expect(inside([0, 0], [1, 1])).toEqual([]);
    expect(inside([2.5, 2.5], [3.5, 3.5])).toEqual([0, 1]);
  });

  it("MUMG-ROUGH-1: a segment through a vertex or along an edge does not invent an inside part", () => {
    // Through the corner (2,2) diagonally: inside from the corner to the opposite corner.
    expect(inside([0, 0], [6, 6])).toEqual([1 / 3, 2 / 3].map((t) => Math.round(t * 1e9) / 1e9));
    // Touching only at the corner from outside.
    expect(inside([0, 4], [4, 0]).length % 2).toBe(0);
    // A concave piece: the segment goes in, out through the notch, and in again.
    const u = pts([0, 0], [6, 0], [6, 6], [4, 6], [4, 2], [2, 2], [2, 6], [0, 6]);
    expect(inside([-1, 4], [7, 4], u)).toEqual([0.125, 0.375, 0.625, 0.875]);
  });

  it("SCTMG-MEASURE-1: crossings and circle clipping report parameters on both segments", () => {
    const hit = segmentCrossing({ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 1, y: -1 }, { x: 1, y: 1 });
    expect(hit).toEqual({ t: 0.25, u: 0.5 });
    expect(segmentCrossing({ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 0, y: 1 }, { x: 4, y: 1 })).toBeNull();
    expect(segmentInsideCircle({ x: -2, y: 0 }, { x: 2, y: 0 }, { x: 0, y: 0 }, 1)).toEqual([0.25, 0.75]);
    // Tangent: touching is not inside.
    expect(segmentInsideCircle({ x: -2, y: 1 }, { x: 2, y: 1 }, { x: 0, y: 0 }, 1)).toBeNull();
  });

  it("SIGNUM-MOVE-3: positions along a path come from the centre's distance, with a binary search", () => {
    const path = pts([0, 0], [3, 0], [3, 4], [3, 4], [0, 4]);
    const cum = cumulativeLengths(path);
    expect(pointAtCumulative(path, cum, 5)).toEqual({ x: 3, y: 2 });
    expect(pointAtCumulative(path, cum, 8)).toEqual({ x: 2, y: 4 });
    expect(pointAtCumulative(path, cum, -1)).toEqual({ x: 0, y: 0 });
    expect(pointAtCumulative(path, cum, 99)).toEqual({ x: 0, y: 4 });
    expect(pointAtCumulative(path, cum, NaN)).toEqual({ x: 0, y: 0 });
  });
});

describe("gap chords", () => {
  it("SCTMG-GAP-1: the chord between two bases runs between their rims along the line of centres", () => {
    const out: Chord[] = [];
    chordsBetween(
      { a: { x: 0, y: 0 }, b: { x: 0, y: 0 }, r: 1 },
      { a: { x: 3, y: 0 }, b: { x: 3, y: 0 }, r: 1 },
      2,
      out,
    );
    expect(out).toHaveLength(1);
    expect(out[0]!.length).toBeCloseTo(1, 12);
    expect(out[0]!.a.x).toBeCloseTo(1, 12);
    expect(out[0]!.b.x).toBeCloseTo(2, 12);
  });

  it("SCTMG-GAP-1: two parallel walls give a chord at each end of the corridor; touching walls give none", () => {
    const out: Chord[] = [];
    const w1 = { a: { x: 0, y: 0 }, b: { x: 5, y: 0 }, r: 0 };
    const w2 = { a: { x: 0, y: 0.8 }, b: { x: 5, y: 0.8 }, r: 0 };
    chordsBetween(w1, w2, 1, out);
    expect(out.map((c) => c.a.x).sort()).toEqual([0, 5]);
    out.length = 0;
    chordsBetween(w1, { a: { x: 5, y: 0 }, b: { x: 5, y: 3 }, r: 0 }, 1, out);
    expect(out).toEqual([]);
    out.length = 0;
    chordsBetween(w1, w2, 0.8, out);
    expect(out).toEqual([]);
  });
});

describe("Within", () => {
  it("SCTMG-WITHIN-1: a base is Within x when any part of it is within x of the target", () => {
    const target = { x: 0, y: 0, r: 0.5 };
    expect(isWithin({ x: 4, y: 0, r: 0.5 }, target, 3)).toBe(true);
    expect(isWithin({ x: 4.01, y: 0, r: 0.5 }, target, 3)).toBe(false);
    expect(
      unitWithin(
        [
          { x: 40, y: 0, r: 0.5 },
          { x: 4, y: 0, r: 0.5 },
        ],
        target,
        3,
      ),
    ).toBe(true);
  });

  it("SCTMG-WITHIN-2: a base is Wholly Within x only when its far edge is within x", () => {
    const target = { x: 0, y: 0, r: 0.5 };
    expect(isWhollyWithin({ x: 3, y: 0, r: 0.5 }, target, 3)).toBe(true);
    expect(isWhollyWithin({ x: 3.01, y: 0, r: 0.5 }, target, 3)).toBe(false);
    expect(
      unitWhollyWithin(
        [
          { x: 1, y: 0, r: 0.5 },
          { x: 3.5, y: 0, r: 0.5 },
        ],
        target,
        3,
      ),
    ).toBe(false);
    expect(
      unitWhollyWithin(
        [
          { x: 1, y: 0, r: 0.5 },
          { x: 0, y: 2, r: 0.5 },
        ],
        target,
        3,
      ),
    ).toBe(true);
  });
});
