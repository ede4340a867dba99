import { describe, expect, it } from "vitest";
import { placeUnit, standingAt, unitCoherency } from "../../../src/engine/unit";
import { pts, rect, table } from "../helpers";
import { block, squadOfFour } from "./pocket-board";

/*
 * The last look (SCTMG-COH-3) takes a model out and looks for a place in range; with none, the
 * model goes back where it stood. The board: the corridor 1" high of pocket.mutation.test.ts
 * from the leader's end (30, 24) to m3's place (32, 24), under m3 a column 2" wide (x 31 to 33)
 * down to y = 20.9, and off the column's east side, from y = 20.75 to 23.25, a bay exactly
 * 2.5" square. The lattice is 0.25" (0.5" beyond the range) through the leader's end. No line
 * from the leader reaches m1's places in the column (a 2" base), the bay is beyond the range
 * for m2 (a 2.5" base), and both stood nearer the leader than m3: both are left by the passes.
 * Beyond the range m1 takes the coarse lattice's (32, 22), and m2 the place touching m1 east of
 * it, in the bay (no coarse lattice point is a place for m2 there). On the last look m1 rises
 * to the lattice's (32, 22.5), touching m3, Wholly Within 3"; m2 has nothing in range and goes
 * back to the bay, where it still fits and has links (to the leader, just over the middle
 * block's corner, and to m1 through the bay's mouth). Searched again beyond the range it would
 * have had no place: with m1 at (32, 22.5) the bay has room for m2 only from x = 34.236, and
 * none of the places it tries lies there (the lattice's are at x = 34 and 34.5; the one
 * touching m1 east of it is at y = 22.5, too high for the bay).
 */
describe("placement: a model going back to its place after the last look (issue 14, mutation testing)", () => {
  it("SCTMG-COH-3: a model out of range keeps its place, still linked, when the model it was placed against moves into range on the last look", () => {
    const board = table({
      models: squadOfFour(63.5),
      terrain: [
        block("top", rect(20, 24.5, 40, 30)),
        block("left", rect(20, 18, 29.5, 24.5)),
        block("middle", rect(29.5, 18, 31, 23.5)),
        block("floor", rect(31, 18, 33, 20.9)),
        block(
          "right",
          pts(
            [33, 18],
            [40, 18],
            [40, 24.5],
            [32.5, 24.5],
            [32.5, 23.5],
            [33, 23.5],
            [33, 23.25],
            [35.5, 23.25],
            [35.5, 20.75],
            [33, 20.75],
          ),
        ),
      ],
    });
    const [leader, m1, m2, m3] = board.models.filter((m) => m.unitId === "squad");
    const to = { x: 30, y: 24 };
    const bay = { x: 32 + (1.25 + 1 + 1e-7), y: 22 };
    const rules = { range: 3, gapWidth: 0, step: 0.25 };
    expect(placeUnit(board, { leader: leader!, to, level: 0, members: [m1!, m2!, m3!] }, rules)).toEqual({
      placements: [
        { modelId: "lead", point: to, status: "leader" },
        { modelId: "m1", point: { x: 32, y: 22.5 }, status: "coherent" },
        { modelId: "m2", point: bay, status: "out-of-coherency" },
        { modelId: "m3", point: { x: 32, y: 24 }, status: "coherent" },
      ],
      unitStatus: "out-of-coherency",
      misfits: [],
    });
    // Out of range, with a valid link.
    const standing = [
      standingAt(m1!, { x: 32, y: 22.5 }, 0),
      standingAt(m2!, bay, 0),
      standingAt(m3!, { x: 32, y: 24 }, 0),
    ];
    const c = unitCoherency(
      board,
      standingAt(leader!, to, 0),
      standing,
      new Set(["lead", "m1", "m2", "m3"]),
      rules,
    );
    expect(c).toEqual({
      inCoherency: false,
      within: new Set(["lead", "m1", "m3"]),
      linked: new Set(["lead", "m1", "m2", "m3"]),
    });
  });
});
