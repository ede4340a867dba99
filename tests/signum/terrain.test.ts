import { describe, expect, it } from "vitest";
import { hero, judge, line, rect, ruleIds, table } from "./helpers";

describe("Signum difficult terrain", () => {
  const marsh = rect("marsh", "difficult", 14, 20, 16, 40);

  it("SIGNUM-TERRAIN-1: passing through difficult terrain anywhere on the path caps to 8 cm", () => {
    const board = table([hero({ profile: { move: "L" } })], [marsh]);
    const ok = judge(board, { path: line(10, 18) });
    const over = judge(board, { path: line(10, 18.1) });
    expect(ok.legal).toBe(true);
    expect(ok.allowance).toBe(8);
    expect(ruleIds(ok)).toContain("SIGNUM-TERRAIN-1");
    expect(over.legal).toBe(false);
    expect(over.reach.distance).toBeCloseTo(8, 9);
  });

  it("SIGNUM-TERRAIN-1: starting in difficult terrain caps to 8 cm", () => {
    const board = table([hero({ x: 15, profile: { move: "XL" } })], [marsh]);
    const v = judge(board, { path: line(15, 30) });
    expect(v.allowance).toBe(8);
    expect(v.reach.distance).toBeCloseTo(8, 9);
    expect(v.legal).toBe(false);
  });

  it("SIGNUM-TERRAIN-1: ending in difficult terrain caps to 8 cm", () => {
    const board = table([hero({ x: 6, profile: { move: "M" } })], [marsh]);
    expect(judge(board, { path: line(6, 14) }).legal).toBe(true);
    expect(judge(board, { path: line(6, 15) }).legal).toBe(false);
  });

  it("SIGNUM-TERRAIN-1: a base that only clips the terrain's corner is passing through it", () => {
    // The base centre passes 1 cm beside the marsh; its 1.5 cm radius reaches in.
    const board = table([hero({ y: 19, profile: { move: "L" } })], [marsh]);
    const v = judge(board, { path: line(10, 22, 19) });
    expect(v.allowance).toBe(8);
    expect(v.legal).toBe(false);
  });

  it("SIGNUM-TERRAIN-1: a path that stays clear of the terrain keeps its category", () => {
    const board = table([hero({ y: 17, profile: { move: "L" } })], [marsh]);
    const v = judge(board, { path: line(10, 25, 17) });
    expect(v.legal).toBe(true);
    expect(v.allowance).toBe(15);
  });

  it("SIGNUM-TERRAIN-1: terrain first met after 8 cm stops the move at its edge", () => {
    const far = rect("far", "difficult", 30, 20, 32, 40);
    const board = table([hero({ x: 10, profile: { move: "XL" } })], [far]);
    const v = judge(board, { path: line(10, 34) });
    // The base edge meets x = 30 when the centre is at 28.5: 18.5 cm, past the 8 cm cap.
    expect(v.reach.distance).toBeCloseTo(18.5, 6);
    expect(v.legal).toBe(false);
    expect(v.reasons.find((r) => r.ruleId === "SIGNUM-TERRAIN-1")?.key).toBe(
      "TTM.Signum.Reason.DifficultEdge",
    );
  });

  it("SIGNUM-TERRAIN-1: a run does not lift the cap (decision)", () => {
    const board = table([hero({ profile: { move: "M" } })], [marsh]);
    const v = judge(board, { action: "run", path: line(10, 20) });
    expect(v.allowance).toBe(8);
    expect(v.legal).toBe(false);
  });
});
