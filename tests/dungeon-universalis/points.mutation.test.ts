import { describe, expect, it } from "vitest";
import { board, character, judge, legalMove, row, squares, summary } from "./helpers";

/*
 * A host's drag need not pass through the squares' centres: each point stands on the square it
 * lies in (DU-MOVE-1), wherever in that square it is.
 */
describe("points off the squares' centres", () => {
  it("DU-MOVE-1: a drag whose points lie anywhere inside squares moves through those squares", () => {
    const b = board(["...."], [{ id: "m", name: "m", side: "heroes", x: 0.2, y: 0.7 }]);
    const path = [
      { x: 0.2, y: 0.7 },
      { x: 1.9, y: 0.1 },
      { x: 3.2, y: 0.6 },
    ];
    expect(summary(judge(b, { path }))).toEqual(legalMove({ squares: row(0, 3, 0), cost: 3, facing: 0 }));
  });

  it("DU-EXPLORE-1: arrows on squares beside the path and beside its end, not under the hero, do nothing", () => {
    const b = board(["....", ".>.>", "..v."], [character("m", 0, 0)]);
    expect(summary(judge(b, { path: squares([0, 0], [3, 0]) }))).toEqual(
      legalMove({ squares: row(0, 3, 0), cost: 3, facing: 0 }),
    );
  });
});
