import { describe, expect, it } from "vitest";
import { linkBlock } from "../../../src/engine/unit";
import { model, pts, table } from "../helpers";

/*
 * SCTMG-COH-2: a link running along a piece's face only touches it (outline.test.ts, on a
 * rectangle's four faces). On a slanted face the cross product of the face's edge and the link's
 * line may round to a few 1e-15 instead of 0: segmentInsideIntervals then took the edge's
 * "crossing" (a rounding's, anywhere along the face) for a real one and did not note that an edge
 * lies along the line, so the part of the link along the face was classed by the even-odd test
 * alone, inside on some lines. The link below, from (1.6, 3.4) to (13.6, 6.4) along the face
 * (4, 4)-(8, 5), was stopped by the crate one way and not the other.
 */
const crate = {
  id: "crate",
  name: "Crate",
  kind: "impassable" as const,
  polygon: pts([4, 4], [8, 5], [7, 9], [3, 8]),
  height: 3,
};
const squad = (id: string, x: number, y: number) =>
  model(id, "terran", x, y, { baseMm: 25, unitId: "squad" });

function link(ax: number, ay: number, bx: number, by: number) {
  const board = table({ models: [squad("a", ax, ay), squad("b", bx, by)], terrain: [crate] });
  return linkBlock(board, board.model("a"), board.model("b"), new Set(["a", "b"]), { gapWidth: 0 });
}

describe("SCTMG-COH-2: a link along a slanted face touches it", () => {
  it("SCTMG-COH-2: along the face (4, 4)-(8, 5), from x = 1.6 before it to x = 13.6 past it, the link is not stopped, either way", () => {
    // The line y = 3 + x / 4 holds the face; (1.6, 3.4) and (13.6, 6.4) lie on it.
    expect(link(1.6, 3.4, 13.6, 6.4)).toBeNull();
    expect(link(13.6, 6.4, 1.6, 3.4)).toBeNull();
  });

  it("SCTMG-COH-2: a hundredth inside the crate the same link is stopped; a hundredth outside it is not", () => {
    expect(link(1.6, 3.41, 13.6, 6.41)).toEqual({ kind: "terrain", id: "crate" });
    expect(link(1.6, 3.39, 13.6, 6.39)).toBeNull();
  });

  it("SCTMG-COH-2: along each face of the slanted crate, from a tenth of a face before it to a tenth past it, no link is stopped", () => {
    const c = crate.polygon;
    for (let i = 0; i < c.length; i++) {
      const a = c[i]!;
      const b = c[(i + 1) % c.length]!;
      for (const [s, e] of [
        [-0.1, 1.1],
        [1.1, -0.1],
        [-0.3, 0.7],
        [0.3, 1.7],
      ] as const) {
        const at = (t: number) => [a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t] as const;
        expect(link(...at(s), ...at(e)), `face ${i}, ${s} to ${e}`).toBeNull();
      }
    }
  });
});
