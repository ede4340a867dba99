import { describe, expect, it } from "vitest";
import { segmentInsideIntervals } from "../../../src/engine/geometry/polygon";
import { pts } from "../helpers";

/*
 * segmentInsideIntervals asks "does some edge lie along the segment?" (both its ends within
 * EPSILON, 1e-9, of the segment's line) before it lets a part whose middle is that near the
 * outline count as touching, outside. Two boards on the line y = 0, from x = -5 to 10 (so
 * t = (x + 5) / 15), tell a looser or a stricter test from the right one.
 */
const stretches = (poly: ReturnType<typeof pts>): number[] => {
  const out: number[] = [];
  segmentInsideIntervals({ x: -5, y: 0 }, { x: 10, y: 0 }, poly, out);
  return out;
};

describe("an edge along the segment, and one only near it (MUMG-ROUGH-1, SCTMG-COH-2)", () => {
  it('MUMG-ROUGH-1: an edge leaving the line from a vertex on it, 1.1e-9 off at its far end, lies along nothing: the 10" inside past the vertex are inside', () => {
    // The interior lies below the edge (0, 0)-(6, 1.1e-9); the middle of the part from x = 0 to
    // 10 is 0.92e-9 below it, but only the vertex at x = 0 is on the line (a cut there) and the
    // part runs on inside, well clear of the outline past x = 6.
    const poly = pts([0, -5], [0, 0], [6, 1.1e-9], [12, 5], [12, -5]);
    // Drawn either way round: the near end of the edge comes first or last.
    for (const outline of [poly, [...poly].reverse()]) {
      const out = stretches(outline);
      expect(out).toHaveLength(2);
      expect(out[0]).toBeCloseTo(1 / 3, 12);
      expect(out[1]).toBe(1);
    }
  });

  it("MUMG-ROUGH-1: a top edge half a billionth above the line, over its whole length, is along it: the part under it only touches", () => {
    // A 6" square whose top edge is at y = 0.5e-9, from x = 0 to 6: the segment runs along it
    // (its ends cut there too), so nothing is inside; a test that missed the edge (its ends are
    // not exactly on the line) would give the part from x = 0 to 6 as inside.
    const poly = pts([0, -5], [0, 0.5e-9], [6, 0.5e-9], [6, -5]);
    expect(stretches(poly)).toEqual([]);
  });
});
