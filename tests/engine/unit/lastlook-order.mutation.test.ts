import { describe, expect, it } from "vitest";
import { table } from "../helpers";
import { placeFromCorridor, pocket, pocketFilled, squad, touchBelow } from "./pocket-board";

/*
 * The last look (SCTMG-COH-3: a model left without a place in range looks once more with the
 * whole unit standing) tries its places nearest the leader first, the lattice and the touching
 * places merged by that distance. The board is pocket.mutation.test.ts's, narrowed for a 1.5"
 * base and deeper: a corridor 1" high from the leader's end (30, 24) to m2's place (32, 24),
 * and under m2 a pocket exactly 1.5" wide (x 31.25 to 32.75) down to y = 21.4. The lattice
 * (0.4" through the leader's end) has the pocket's line x = 32, with (32, 22.8) and (32, 22.4)
 * in it; the line from the leader's end to each of m1's places there (x = 32, the pocket's
 * width being m1's) crosses the middle block, so m1, placed first (it stood nearer the leader), is
 * left by both passes. Once m2 stands, (32, 22.8) overlaps it, and two places fit
 * and link to it: the one touching it straight below, (32, 22.7499999), 2.358" from the leader's
 * end, and the lattice's (32, 22.4), 2.561" off. The nearer is taken.
 */
describe("placement: the last look's order (issue 14, mutation testing)", () => {
  it("SCTMG-COH-1, SCTMG-COH-3: on the last look a place touching a model placed after it comes before a lattice place farther from the leader", () => {
    const s = touchBelow(0.75, { x: 32, y: 24 });
    expect(s.x).toBe(32);
    const board = table({
      models: [squad("lead", 10, 10), squad("m1", 10, 8.4, { baseMm: 38.1 }), squad("m2", 12, 10)],
      terrain: pocket(31.25, 32.75, 32, 21.4),
    });
    expect(placeFromCorridor(board, { range: 3, gapWidth: 0, step: 0.4 })).toEqual(pocketFilled(s));
  });
});
