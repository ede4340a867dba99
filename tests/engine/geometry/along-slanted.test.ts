import { describe, expect, it } from "vitest";
import { segmentInsideIntervals } from "../../../src/engine/geometry/polygon";
import { pts } from "../helpers";

/*
 * A part of a segment running along an edge only touches the polygon, on every edge alike
 * (polygon.mutation.test.ts, a rectangle's four edges). On a slanted edge the segment's and the
 * edge's cross product may round to a few 1e-15 instead of 0; the edge then gave a "crossing"
 * anywhere along it, and the edge lying along the segment was not noted, so the part along it
 * was inside or outside by the even-odd test's rounding.
 */
const quad = pts([4, 4], [8, 5], [7, 9], [3, 8]);
const stretches = (ax: number, ay: number, bx: number, by: number): number[] => {
  const out: number[] = [];
  segmentInsideIntervals({ x: ax, y: ay }, { x: bx, y: by }, quad, out);
  return out;
};

describe("a segment along a slanted edge touches the polygon", () => {
  it("MUMG-ROUGH-1, SCTMG-COH-2: along the edge (4, 4)-(8, 5), from x = 1.6 to x = 13.6, no stretch is inside, either way", () => {
    // y = 3 + x / 4 holds the edge; the edge's "crossing" rounded to t = 0.25 there.
    expect(stretches(1.6, 3.4, 13.6, 6.4)).toEqual([]);
    expect(stretches(13.6, 6.4, 1.6, 3.4)).toEqual([]);
  });

  it("MUMG-ROUGH-1, SCTMG-COH-2: along each edge, from a tenth of it before to a tenth past, and half on it, no stretch is inside", () => {
    for (let i = 0; i < quad.length; i++) {
      const a = quad[i]!;
      const b = quad[(i + 1) % quad.length]!;
      for (const [s, e] of [
        [-0.1, 1.1],
        [1.1, -0.1],
        [-0.3, 0.7],
        [0.3, 1.7],
        [0.2, 0.9],
      ] as const) {
        const at = (t: number) => [a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t] as const;
        expect(stretches(...at(s), ...at(e)), `edge ${i}, ${s} to ${e}`).toEqual([]);
      }
    }
  });
});
