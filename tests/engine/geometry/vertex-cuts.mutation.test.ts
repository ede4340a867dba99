import { describe, expect, it } from "vitest";
import { segmentInsideIntervals } from "../../../src/engine/geometry/polygon";
import { GEOMETRY_TOLERANCE as T } from "../../../src/engine/geometry/tolerance";
import { pts } from "../helpers";

/*
 * segmentInsideIntervals cuts the segment where it crosses each edge and also at each vertex lying
 * on it. A vertex on the segment is met by its two edges' own crossings too (u = 1 on the edge into
 * it, u = 0 on the edge out of it), unless both edges run so nearly along the segment that the
 * rounding of u, divided by their tiny cross product, falls outside the 1e-12 slack: then the vertex
 * cut is the only cut there. The board: a Z-shaped sliver whose outline comes in below the segment,
 * meets it at V three quarters along, and goes on above it, each edge at 1e-7 of the segment's
 * direction.
 */
describe("segmentInsideIntervals: the cut at a vertex on the segment (issue 14, mutation testing)", () => {
  it("MUMG-ROUGH-1, SCTMG-COH-2: a sliver's outline crossing the segment at a vertex whose edges' own crossings round past its ends: inside up to the vertex, outside after", () => {
    // The segment (10, 10) -> (11.7, 9.1), d = (1.7, -0.9), n = (0.9, 1.7) (d turned left).
    // V = (11.275, 9.325) = p0 + 0.75 d, exactly on the segment (its projection falls on it with
    // no rounding). The outline: V - d - 1e-7 n, V, V + d + 1e-7 n, then n further out and back:
    // counter-clockwise, so inside is on n's side. Before V the edge lies below the segment (the
    // segment is inside), after V above it (outside). The edges' crossings at V compute u =
    // 1 + 1.5e-10 and u = -6e-10, both past the slack: only the vertex cut finds V.
    const sliver = pts(
      [9.57499991, 10.22499983],
      [11.275, 9.325],
      [12.97500009, 8.42500017],
      [13.87500009, 10.12500017],
      [10.47499991, 11.92499983],
    );
    const len = Math.hypot(1.7, 0.9);
    const out: number[] = [];
    segmentInsideIntervals({ x: 10, y: 10 }, { x: 11.7, y: 9.1 }, sliver, out);
    expect(out).toHaveLength(2);
    expect(out[0]).toBe(0);
    // Where it leaves: V, three quarters along, within the tolerance (as a length on the segment).
    expect(Math.abs(out[1]! - 0.75) * len).toBeLessThanOrEqual(T);

    // The other way: outside up to V, inside from it to the end.
    const back: number[] = [];
    segmentInsideIntervals({ x: 11.7, y: 9.1 }, { x: 10, y: 10 }, sliver, back);
    expect(back).toHaveLength(2);
    expect(Math.abs(back[0]! - 0.25) * len).toBeLessThanOrEqual(T);
    expect(back[1]).toBe(1);
  });
});
