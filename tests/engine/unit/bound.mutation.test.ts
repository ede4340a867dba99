import { describe, expect, it } from "vitest";
import { GEOMETRY_TOLERANCE as T } from "../../../src/engine/geometry/tolerance";
import { table } from "../helpers";
import { placeFromCorridor, pocket, pocketFilled, squad, touchBelow } from "./pocket-board";

/*
 * The last look's bound (SCTMG-COH-1, SCTMG-WITHIN-2): a place whose centre is exactly the range
 * and the tolerance from the leader's end, as the code computes both, is in range. The board is
 * pocket.mutation.test.ts's first: m1 (a 2" base) has room only in a pocket 2" wide under m2,
 * found as the place touching m2 straight below it once m2 stands. Only the range differs: a
 * hair under 3", so that the bound the code computes, range + the leader's radius - m1's
 * radius + the tolerance, is exactly that place's computed distance from the leader's end.
 */
describe("placement: a place exactly on the last look's bound (issue 14, mutation testing)", () => {
  it("SCTMG-COH-1, SCTMG-COH-3: a place touching a model placed after it, exactly the range and the tolerance from the leader, is taken on the last look", () => {
    const s = touchBelow(1, { x: 32, y: 24 });
    expect(s.x).toBe(32);
    const far = Math.sqrt((s.x - 30) * (s.x - 30) + (s.y - 24) * (s.y - 24));
    const range = 2.999999860000002;
    expect(range + 0.5 - 1 + T).toBe(far);
    // And the coherency check, rounding its own way, finds it Wholly Within too.
    expect(Math.hypot(s.x - 30, s.y - 24) + 1 - 0.5).toBeLessThanOrEqual(range + T);
    const board = table({
      models: [squad("lead", 10, 10), squad("m1", 10, 8.4, { baseMm: 50.8 }), squad("m2", 12, 10)],
      terrain: pocket(31, 33, 32, s.y - 1),
    });
    expect(placeFromCorridor(board, { range, gapWidth: 0, step: 0.3, searchBeyond: 0 })).toEqual(
      pocketFilled(s),
    );
  });
});
