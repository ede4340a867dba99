// SCTMG-GAP-1: gapOnStretch (src/engine/path/clearance.ts) at its two exact boundaries. A side that
// ends exactly on the stretch's line is not wholly on one side of it, so the side-of-line prune
// keeps its pairs, and a chord ending on the path is crossed there (chords are closed, as
// segmentCrossing's segments are): the gap is reported where the centre touches the side. And two
// chords crossed at the same point: the first pair in scan order is named (the sides are taken
// bases first, then terrain, then walls, each in the board's order; pairs in that order). The
// stretch runs from (10, 10) to (20, 10); gapOnStretch is asked directly with everything on the
// table as `near`.
import { describe, expect, it } from "vitest";
import type { ModelSpec, WallSpec } from "../../../src/engine/board/types";
import { type GapHit, gapOnStretch } from "../../../src/engine/path/clearance";
import { model, table } from "../helpers";

function gapAlong(width: number, walls: WallSpec[], bases: ModelSpec[] = []): GapHit | null {
  const board = table({ models: [model("m", "a", 10, 10, { baseMm: 5 }), ...bases], walls });
  const near = board.near(-1000, -1000, 1000, 1000);
  return gapOnStretch(board.model("m"), near, { x: 10, y: 10 }, { x: 20, y: 10 }, 0, 0, { width });
}

const wall = (id: string, x0: number, y0: number, x1: number, y1: number): WallSpec => ({
  id,
  a: { x: x0, y: y0 },
  b: { x: x1, y: y1 },
});
const side = (kind: GapHit["between"][0]["kind"], id: string) => ({ kind, id });

describe("SCTMG-GAP-1: a side ending exactly on the path, and two gaps crossed at one point (issue 14, mutation testing)", () => {
  it("SCTMG-GAP-1: a wall ending exactly on the stretch's line, beside another wall on its side, makes a gap crossed at its end, on either side and listed either way", () => {
    // The post runs from the line (15, 10) away from it; the jamb from (15.5, 10 ± 0.5) parallel to
    // it. Their narrowest chord runs from the post's end to the jamb's end, √0.5 long, and the
    // centre meets it at the post's end, 5 along.
    for (const s of [1, -1]) {
      const post = wall("post", 15, 10, 15, 10 + 3 * s);
      const jamb = wall("jamb", 15.5, 10 + 0.5 * s, 15.5, 10 + 3 * s);
      const want = (first: string, second: string): GapHit => ({
        distance: 5,
        point: { x: 15, y: 10 },
        width: Math.SQRT1_2,
        between: [side("wall", first), side("wall", second)],
      });
      expect(gapAlong(1, [post, jamb])).toEqual(want("post", "jamb"));
      expect(gapAlong(1, [jamb, post])).toEqual(want("jamb", "post"));
      // Lifted a sixteenth of an inch off the line, the post leaves the path beside both walls:
      // no gap.
      const lifted = wall("post", 15, 10 + 0.0625 * s, 15, 10 + 3 * s);
      expect(gapAlong(1, [lifted, jamb])).toBeNull();
      expect(gapAlong(1, [jamb, lifted])).toBeNull();
    }
  });

  it('SCTMG-GAP-1: two 1" gaps crossed at the same point: the first pair in scan order (bases before walls) is named', () => {
    // The lintel ends at (15, 10.5) above the path; below it, the base at (15, 9) (rim at 9.5)
    // and the sill ending at (15, 9.5) on that rim. Lintel-to-base and lintel-to-sill are the same
    // 1" chord, crossed at (15, 10); for a 1.5" clearance both are too narrow. The base is a side
    // before either wall, so the base and the lintel are named, whichever wall is listed first.
    const lintel = wall("lintel", 15, 10.5, 15, 13);
    const sill = wall("sill", 15, 9.5, 15, 7);
    const base = model("b", "b", 15, 9);
    const want: GapHit = {
      distance: 5,
      point: { x: 15, y: 10 },
      width: 1,
      between: [side("model", "b"), side("wall", "lintel")],
    };
    expect(gapAlong(1.5, [lintel, sill], [base])).toEqual(want);
    expect(gapAlong(1.5, [sill, lintel], [base])).toEqual(want);
    // Without the base, the two walls' own gap, the same chord.
    expect(gapAlong(1.5, [sill, lintel])).toEqual({
      ...want,
      between: [side("wall", "sill"), side("wall", "lintel")],
    });
  });
});
