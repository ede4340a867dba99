import { describe, expect, it } from "vitest";
import type { Terrain } from "../../../src/engine/board/types";
import { type Stretch, splitSegment } from "../../../src/engine/path/stretches";
import { rect, table } from "../helpers";

// Stretches are how the path is cut where its centre crosses a footprint edge: every terrain rule
// (difficult ground, levels, gaps) reads `under` per stretch. The segment (2,0) -> (10,0) is 8" long,
// so its cuts at x = 4, 6, 8 are at t = 0.25, 0.5, 0.75, exact in binary.
const board = table({
  terrain: [
    { id: "A", kind: "difficult", polygon: rect(0, -1, 4, 1) },
    { id: "B", kind: "difficult", polygon: rect(6, -1, 8, 1) },
    { id: "C", kind: "difficult", polygon: rect(4, -1, 6, 1) },
    { id: "D", kind: "difficult", polygon: rect(0, -2, 3, 2) },
  ],
});
const [A, B, C, D] = board.terrain as Terrain[];
const a = { x: 2, y: 0 };
const b = { x: 10, y: 0 };
const st = (from: number, to: number, segment: number, under: Terrain[]): Stretch => ({
  from,
  to,
  a: { x: from, y: 0 },
  b: { x: to, y: 0 },
  segment,
  under,
});

describe("path stretches (issue 14, mutation testing)", () => {
  it("cuts a segment at every footprint edge it crosses; pieces meeting edge to edge leave no empty stretch", () => {
    const out: Stretch[] = [];
    splitSegment(a, b, 2, 10, 1, [A!, B!, C!], out);
    expect(out).toEqual([st(2, 4, 1, [A!]), st(4, 6, 1, [C!]), st(6, 8, 1, [B!]), st(8, 10, 1, [])]);
    // Nothing near: one stretch under nothing.
    const none: Stretch[] = [];
    splitSegment(a, b, 2, 10, 1, [], none);
    expect(none).toEqual([st(2, 10, 1, [])]);
  });

  it("merges with the previous stretch only when it is the same segment under the very same terrain", () => {
    // The same segment under the same piece: one stretch from the earlier start.
    const same: Stretch[] = [st(0, 2, 0, [A!])];
    splitSegment(a, b, 2, 10, 0, [A!, B!], same);
    expect(same).toEqual([st(0, 4, 0, [A!]), st(4, 6, 0, []), st(6, 8, 0, [B!]), st(8, 10, 0, [])]);
    // Under nothing on both sides: merged too.
    const empty: Stretch[] = [st(0, 2, 0, [])];
    splitSegment(a, b, 2, 10, 0, [], empty);
    expect(empty).toEqual([st(0, 10, 0, [])]);
    // Another segment: never merged.
    const other: Stretch[] = [st(0, 2, 0, [A!])];
    splitSegment(a, b, 2, 10, 1, [A!], other);
    expect(other).toEqual([st(0, 2, 0, [A!]), st(2, 4, 1, [A!]), st(4, 10, 1, [])]);
    // Sets sharing only their first piece are different sets.
    const shared: Stretch[] = [st(0, 2, 0, [A!, B!])];
    splitSegment(a, b, 2, 10, 0, [A!, D!], shared);
    expect(shared).toEqual([
      st(0, 2, 0, [A!, B!]),
      st(2, 3, 0, [A!, D!]),
      st(3, 4, 0, [A!]),
      st(4, 10, 0, []),
    ]);
    // Sets of different sizes are different sets.
    const bigger: Stretch[] = [st(0, 2, 0, [A!, B!])];
    splitSegment(a, b, 2, 10, 0, [A!], bigger);
    expect(bigger).toEqual([st(0, 2, 0, [A!, B!]), st(2, 4, 0, [A!]), st(4, 10, 0, [])]);
  });

  it("a piece is found whatever vertex its outline lists last (its box is the whole outline's)", () => {
    // The same quadrilateral, listed ending at its right-most vertex, then at its lowest one. The
    // segment's centre is inside it from x = 3 to x = 8.5 (t = 0.125 and 0.8125).
    const pieces = table({
      terrain: [
        {
          id: "P",
          kind: "difficult",
          polygon: [
            { x: 3, y: 1 },
            { x: 3, y: -1 },
            { x: 5, y: -1 },
            { x: 12, y: 1 },
          ],
        },
        {
          id: "Q",
          kind: "difficult",
          polygon: [
            { x: 3, y: 1 },
            { x: 12, y: 1 },
            { x: 5, y: -1 },
            { x: 3, y: -1 },
          ],
        },
      ],
    }).terrain as Terrain[];
    for (const p of pieces) {
      const out: Stretch[] = [];
      splitSegment(a, b, 2, 10, 0, [p], out);
      expect(out).toEqual([st(2, 3, 0, []), st(3, 8.5, 0, [p]), st(8.5, 10, 0, [])]);
    }
  });
});
