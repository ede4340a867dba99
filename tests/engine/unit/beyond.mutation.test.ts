import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { Point } from "../../../src/engine/geometry/vec";
import { GEOMETRY_TOLERANCE as T } from "../../../src/engine/geometry/tolerance";
import type { Placement } from "../../../src/engine/unit";
import { pts, rect, table } from "../helpers";
import { block, placeFromCorridor, squadOfFour, touchBelow } from "./pocket-board";

/*
 * The search beyond the range (SCTMG-COH-3) looks only beyond it: a model left by the passes may
 * have a place in range once the unit stands, but that is the last look's, after every model
 * left has had its place beyond the range. The board: the corridor 1" high of
 * pocket.mutation.test.ts from the leader's end (30, 24) to m3's place (32, 24); under m3 a
 * chamber 2.5" wide (x 30.75 to 33.25) whose only place for m2 (a 2.5" base) lies beyond the
 * range, narrowing to 2" (x 31 to 33) just under m3, where m1 (a 2" base) has a place in range;
 * and above the corridor a shaft 0.8" wide up to a cell exactly m1's size, beyond the range,
 * linked to the leader up the shaft. The line from the leader's end to the chamber's places
 * crosses the middle block, so those link only to m3, placed after m1 and m2 (it stood farther
 * from the leader): both are left by the passes. m1's place in range and m2's overlap. Beyond
 * the range first, m1 takes the cell and m2 the chamber; then m1's place in range is taken, and
 * m2 is not a casualty: it has a legal place with a link. (Had m1 taken its place in range
 * first, m2 would have had none.)
 */
function board(cell: Point, shaft: [number, number], floor: number, narrow: number): Board {
  return table({
    models: squadOfFour(63.5),
    terrain: [
      block("top-west", rect(20, 24.5, cell.x - 1, 30)),
      block("top-east", rect(cell.x + 1, 24.5, 40, 30)),
      block("over-cell", rect(cell.x - 1, cell.y + 1, cell.x + 1, 30)),
      block("shaft-west", rect(cell.x - 1, 24.5, shaft[0], cell.y - 1)),
      block("shaft-east", rect(shaft[1], 24.5, cell.x + 1, cell.y - 1)),
      block("left", rect(20, 18, 29.5, 24.5)),
      block("middle", pts([29.5, 18], [30.75, 18], [30.75, narrow], [31, narrow], [31, 23.5], [29.5, 23.5])),
      block("floor", rect(30.75, 18, 33.25, floor)),
      block(
        "right",
        pts(
          [33.25, 18],
          [40, 18],
          [40, 24.5],
          [32.5, 24.5],
          [32.5, 23.5],
          [33, 23.5],
          [33, narrow],
          [33.25, narrow],
        ),
      ),
    ],
  });
}
const answer = (m1: Point, m2: Point): Placement => ({
  placements: [
    { modelId: "lead", point: { x: 30, y: 24 }, status: "leader" },
    { modelId: "m1", point: m1, status: "out-of-coherency" },
    { modelId: "m2", point: m2, status: "out-of-coherency" },
    { modelId: "m3", point: { x: 32, y: 24 }, status: "coherent" },
  ],
  unitStatus: "out-of-coherency",
  misfits: [],
});

describe("placement: beyond the range before the last look (issue 14, mutation testing)", () => {
  it("SCTMG-COH-3: a model's only place with a link, beyond the range, is kept though another model could stand in range over it (a touching place on the range's bound)", () => {
    // m1's place in range is the one touching m3 straight below it, (32, 22.4999999); the range,
    // a hair under 3", puts it exactly on the bound (range + the leader's radius - m1's radius +
    // the tolerance is its computed distance from the leader's end). m2's only place is the one
    // touching m3 below it, 2.66" off (2.25" in range for its base); the chamber narrows at y = 23.
    // No point of the lattice in range (0.4" through the leader's end) or of the coarse one
    // beyond it (0.8") is a place for m1 in the chamber; the cell's centre, (30.8, 26.4), is one
    // of the coarse lattice's.
    const p1 = touchBelow(1, { x: 32, y: 24 });
    const q2 = touchBelow(1.25, { x: 32, y: 24 });
    expect([p1.x, q2.x]).toEqual([32, 32]);
    const range = 2.999999860000002;
    expect(range + 0.5 - 1 + T).toBe(Math.sqrt(4 + (p1.y - 24) * (p1.y - 24)));
    const b = board({ x: 30.8, y: 26.4 }, [30, 30.8], q2.y - 1.25, 23);
    expect(placeFromCorridor(b, { range, gapWidth: 0, step: 0.4 })).toEqual(answer({ x: 30.8, y: 26.4 }, q2));
  });
  it("SCTMG-COH-3: a model's only place with a link, beyond the range, is kept though another model could stand in range over it (a lattice place 3\" from the leader's base)", () => {
    // A lattice of 0.25" (0.5" beyond the range): m1's place in range is the lattice's (32, 22.5),
    // touching m3, its centre 2.5" from the leader's end, exactly Wholly Within 3" (and a point of
    // the coarse lattice too); the chamber narrows at y = 22.75. m2's only
    // place is the coarse lattice's (32, 22), 2.83" off, touching the floor and both sides; the
    // cell's centre, (30.5, 26.5), is the coarse lattice's, 2.55" off, nearer than m1's next
    // place beyond the range in the chamber, (32, 22).
    const b = board({ x: 30.5, y: 26.5 }, [29.9, 30.7], 20.75, 22.75);
    expect(placeFromCorridor(b, { range: 3, gapWidth: 0, step: 0.25 })).toEqual(
      answer({ x: 30.5, y: 26.5 }, { x: 32, y: 22 }),
    );
  });
  it("SCTMG-COH-3: the same, m1's lattice place in range lying exactly on the near bound of the lattice beyond the range", () => {
    // The range a hair under 3", so that the lattice's (32, 22.5), 2.5" from the leader's end, is
    // exactly 1e-12 beyond m1's bound (range + the leader's radius - m1's radius): the lattice in
    // range holds it (it allows 1e-9), and the coarse lattice beyond the range, which starts
    // past the bound + 1e-12, leaves it out; m1 goes to the cell as before.
    const range = 2.999999999999;
    expect(range + 0.5 - 1 + 1e-12).toBe(Math.hypot(2, 1.5));
    const b = board({ x: 30.5, y: 26.5 }, [29.9, 30.7], 20.75, 22.75);
    expect(placeFromCorridor(b, { range, gapWidth: 0, step: 0.25 })).toEqual(
      answer({ x: 30.5, y: 26.5 }, { x: 32, y: 22 }),
    );
  });
  it("SCTMG-COH-3: the same, m2's only place exactly on the far bound of the lattice beyond the range", () => {
    // The search beyond the range ends where m2's place, the coarse lattice's (32, 22), lies:
    // its computed distance from the leader's end is the bound, range + the leader's radius -
    // m2's radius + searchBeyond, and the 1e-9 the lattice allows past it.
    const beyond = 0.5784271237461901;
    expect(3 + 0.5 - 1.25 + beyond + 1e-9).toBe(Math.hypot(2, 2));
    const b = board({ x: 30.5, y: 26.5 }, [29.9, 30.7], 20.75, 22.75);
    expect(placeFromCorridor(b, { range: 3, gapWidth: 0, step: 0.25, searchBeyond: beyond })).toEqual(
      answer({ x: 30.5, y: 26.5 }, { x: 32, y: 22 }),
    );
  });
});
