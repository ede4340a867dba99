import { describe, expect, it } from "vitest";
import { GEOMETRY_TOLERANCE as T } from "../../../src/engine/geometry/tolerance";
import { table } from "../helpers";
import { placeFromCorridor, pocket, pocketFilled, squad, touchBelow } from "./pocket-board";

/*
 * The last look (SCTMG-COH-3: a model left without a place in range looks once more with the
 * whole unit standing) tries the lattice and the places touching what stands there, among them
 * the 16 round each model placed. The board: a corridor 1" high from the leader's end (30, 24)
 * to m2's place (32, 24), and under m2 a pocket exactly 2" wide (x 31 to 33) whose floor is
 * 2.5000001" below m2's centre. m1 (a 2" base) is placed first (it stood nearer the leader) and
 * fits nowhere then: the corridor is too low, and no lattice point (0.3" through the leader's end)
 * lies on the pocket's line x = 32. Once m2 stands, the place touching it straight below,
 * (32, 22.4999999), fits the pocket exactly: 2.50000006" from the leader's end, Wholly Within 3"
 * (2.5" between centres for these bases, with the tolerance).
 */
describe("placement: the last look's touching places (issue 14, mutation testing)", () => {
  it("SCTMG-COH-1, SCTMG-COH-3: a model with room only against a model placed after it is placed there on the last look, not a casualty", () => {
    const s = touchBelow(1, { x: 32, y: 24 });
    expect(s.x).toBe(32);
    const board = table({
      models: [squad("lead", 10, 10), squad("m1", 10, 8.4, { baseMm: 50.8 }), squad("m2", 12, 10)],
      terrain: pocket(31, 33, 32, s.y - 1),
    });
    expect(placeFromCorridor(board, { range: 3, gapWidth: 0, step: 0.3, searchBeyond: 0 })).toEqual(
      pocketFilled(s),
    );
  });
  it("SCTMG-COH-3: a model with no room in range stands against a model placed after it, in a pocket at the far edge of the search beyond the range", () => {
    // The same pocket under m2, now at (32.5, 24): its place, (32.5, 22.4999999), is 2.915…" from
    // the leader's end, out of range (2.5"), and the search beyond it ends exactly there (with the
    // tolerance).
    const s = touchBelow(1, { x: 32.5, y: 24 });
    expect(s.x).toBe(32.5);
    const far = Math.sqrt((s.x - 30) * (s.x - 30) + (s.y - 24) * (s.y - 24));
    // How far beyond the range the search goes: so that its bound, the range + beyond + the
    // tolerance, is exactly that place's distance as the code computes it (checked first).
    const beyond = 0.4154757988722275;
    expect(2.5 + beyond + T).toBe(far);
    const board = table({
      models: [squad("lead", 10, 10), squad("m1", 10, 8.4, { baseMm: 50.8 }), squad("m2", 12.5, 10)],
      terrain: pocket(31.5, 33.5, 32.5, s.y - 1),
    });
    expect(placeFromCorridor(board, { range: 3, gapWidth: 0, step: 0.3, searchBeyond: beyond })).toEqual({
      placements: [
        { modelId: "lead", point: { x: 30, y: 24 }, status: "leader" },
        { modelId: "m1", point: s, status: "out-of-coherency" },
        { modelId: "m2", point: { x: 32.5, y: 24 }, status: "coherent" },
      ],
      unitStatus: "out-of-coherency",
      misfits: [],
    });
  });
});
