import { describe, expect, it } from "vitest";
import { linkBlock } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

/*
 * SCTMG-COH-2: a Coherency Link may not cross blocking terrain. A link running exactly along a
 * piece's face only touches it, on every face alike. Before stop 11 the even-odd point test
 * behind segmentInsideIntervals counted two of a rectangle's four faces as inside: a link along
 * one face was stopped and along the opposite face was not.
 */
const crate = {
  id: "crate",
  name: "Crate",
  kind: "impassable" as const,
  polygon: rect(4, 4, 8, 8),
  height: 3,
};
const squad = (id: string, x: number, y: number) =>
  model(id, "terran", x, y, { baseMm: 25, unitId: "squad" });

type Line = readonly [number, number, number, number];

function link(ax: number, ay: number, bx: number, by: number) {
  const board = table({ models: [squad("a", ax, ay), squad("b", bx, by)], terrain: [crate] });
  return linkBlock(board, board.model("a"), board.model("b"), new Set(["a", "b"]), { gapWidth: 0 });
}

describe("SCTMG-COH-2: a link along a piece's face touches it", () => {
  // Each link runs from 1" before the face to 1" past it: along the face, a hundredth inside the
  // piece (it crosses two faces), a hundredth outside.
  it.each<readonly [string, Line, Line, Line]>([
    ["top", [3, 4, 9, 4], [3, 4.01, 9, 4.01], [3, 3.99, 9, 3.99]],
    ["bottom", [3, 8, 9, 8], [3, 7.99, 9, 7.99], [3, 8.01, 9, 8.01]],
    ["left", [4, 3, 4, 9], [4.01, 3, 4.01, 9], [3.99, 3, 3.99, 9]],
    ["right", [8, 3, 8, 9], [7.99, 3, 7.99, 9], [8.01, 3, 8.01, 9]],
  ])(
    "SCTMG-COH-2: along the %s face it is not stopped; a hundredth inside it is",
    (_, on, inside, outside) => {
      expect(link(...on)).toBeNull();
      expect(link(on[2], on[3], on[0], on[1])).toBeNull();
      expect(link(...inside)).toEqual({ kind: "terrain", id: "crate" });
      expect(link(...outside)).toBeNull();
    },
  );

  it("SCTMG-COH-2: along a face and then across the piece is stopped", () => {
    expect(link(2, 4, 6, 4)).toBeNull();
    expect(link(2, 4, 9, 6)).toEqual({ kind: "terrain", id: "crate" });
  });
});
