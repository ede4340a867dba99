import { describe, expect, it } from "vitest";
import { table } from "../helpers";
import { placeFromCorridor, pocket, squadOfFour, touchBelow } from "./pocket-board";

/*
 * SCTMG-COH-3: a model is a casualty only when it has no legal place with a link at all. The
 * board is pocket.mutation.test.ts's first, the pocket under m3 (a 1" base at the corridor's
 * end, (32, 24)) made a column 2" wide down to y = 19.4, and two 2" bases, m1 and m2, which fit
 * nowhere else within 3" of the leader and beyond. No lattice point lies on the column's line
 * x = 32 (0.3" through the leader's end (30, 24)), the line from the leader to each place on it
 * crosses the middle block, and the column's places are those touching a model standing in it.
 * m1 and m2, placed before m3 (they stood nearer the leader), are both left by the passes and
 * find nothing beyond the range (the column is empty). The last look puts m1 against m3, Wholly
 * Within; m2 then has a place below m1, linked to it, out of range. It used to be a casualty
 * (its search beyond the range came before the last look).
 */
describe("placement: a casualty looks again once the last look has placed the others (issue 14)", () => {
  it("SCTMG-COH-3: a model whose only place with a link is against a model placed by the last look stands there, out of coherency, not a casualty", () => {
    const m1At = touchBelow(1, { x: 32, y: 24 });
    const m2At = touchBelow(1, m1At, 1);
    expect([m1At.x, m2At.x]).toEqual([32, 32]);
    const board = table({
      models: squadOfFour(50.8),
      terrain: pocket(31, 33, 32, 19.4),
    });
    expect(placeFromCorridor(board, { range: 3, gapWidth: 0, step: 0.3 })).toEqual({
      placements: [
        { modelId: "lead", point: { x: 30, y: 24 }, status: "leader" },
        { modelId: "m1", point: m1At, status: "coherent" },
        { modelId: "m2", point: m2At, status: "out-of-coherency" },
        { modelId: "m3", point: { x: 32, y: 24 }, status: "coherent" },
      ],
      unitStatus: "out-of-coherency",
      misfits: [],
    });
  });
});
