// SCTMG-GAP-1's seals (gaps.ts): the search window for a piece's partner includes its last column.
import { describe, expect, it } from "vitest";
import { gapSeals } from "../../../src/engine/routing/gaps";
import { model, table } from "../helpers";
import { localScene } from "./scenes";

describe("gapSeals (SCTMG-GAP-1): the partner's search window", () => {
  it("SCTMG-GAP-1: a wall registered only in the last column of a base's window is paired with it", () => {
    // A 2" base at (9, 10) (its rim at x = 10) and a wall along x = 11.8 from y = 5 to 15: 1.8"
    // apart, under the 2" clearance and over the 1" base. Bases come before walls, so the pair is
    // found only from the base's side; its window ends at column col(10 + 2) = 9 (cells of 1.25",
    // 2.5 R), and the wall's box (11.3 to 12.3, the mover's 0.5" and MARGIN round it) lies in that
    // column alone.
    const board = table({
      width: 30,
      height: 20,
      models: [model("m", "a", 2, 2), model("B", "b", 9, 10, { baseMm: 50.8 })],
      walls: [{ id: "w", a: { x: 11.8, y: 5 }, b: { x: 11.8, y: 15 } }],
    });
    const from = { x: 2, y: 2 };
    const s = localScene(board, board.model("m"), from, { x: 28, y: 18 }, { clearance: 2 });
    expect(s.grid.cell).toBe(1.25);
    expect(s.grid.col(10 + 2)).toBe(9);
    expect(s.grid.col(11.8 - 0.5 - 2e-6)).toBe(9);
    const got = gapSeals(s, 2, from).map((seal) => seal.map((v) => +v.toFixed(9)));
    expect(got).toEqual([[10, 10, 11.8, 10]]);
  });
});
