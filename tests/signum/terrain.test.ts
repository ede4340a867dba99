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
    // The base edge meets x = 30 when the centre is at 28.5: 18.5 cm, past the 8 cm cap. Closer
    // than the 0.05 cm contact tolerance it would touch the terrain, so be in it: 18.45 cm.
    expect(v.reach.distance).toBeCloseTo(18.45, 6);
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

  describe("a base that only touches it (decision)", () => {
    // The marsh's west edge is x = 14; the 1.5 cm base touches it with its centre at 12.5.
    const board = (move = "M") => table([hero({ x: 6, profile: { move } })], [marsh]);
    const cap = { ruleId: "SIGNUM-TERRAIN-1", key: "TTM.Signum.Reason.DifficultCap", severity: "info" };

    it("SIGNUM-TERRAIN-1: a move that ends with its base touching difficult terrain is an S move", () => {
      const v = judge(board(), { path: line(6, 12.5) });
      expect(v.legal).toBe(true);
      expect(v.allowance).toBe(8);
      expect(v.reasons).toEqual([cap]);
      expect(v.reach.distance).toBeCloseTo(6.5, 9);
      expect(v.cost).toEqual({
        amount: 6.5,
        key: "TTM.Signum.Cost",
        data: { distance: "6.5", category: "S" },
      });
      expect(v.prompts).toEqual([]);
      expect(v.effects.map((e) => e.type)).toEqual(["ledger", "message"]);
    });

    it("SIGNUM-TERRAIN-1: ending closer than the contact tolerance (0.04 cm off) is touching; 0.06 cm off is not", () => {
      expect(judge(board(), { path: line(6, 12.46) }).reasons).toEqual([cap]);
      const clear = judge(board(), { path: line(6, 12.44) });
      expect(clear.reasons).toEqual([]);
      expect(clear.allowance).toBe(10);
    });

    it("SIGNUM-TERRAIN-1: an L model that would first touch it after 8 cm stops short of touching", () => {
      const far = table([hero({ x: 2, profile: { move: "L" } })], [marsh]);
      const v = judge(far, { path: line(2, 12.5) });
      // Touching begins 0.05 cm before the edge, 10.45 cm along: past S, so the move stops there.
      expect(v.legal).toBe(false);
      expect(v.allowance).toBe(15);
      expect(v.reach.distance).toBeCloseTo(10.45, 9);
      expect(v.reasons).toEqual([
        {
          ruleId: "SIGNUM-TERRAIN-1",
          key: "TTM.Signum.Reason.DifficultEdge",
          data: { distance: "10.45" },
          severity: "illegal",
        },
      ]);
    });

    it("SIGNUM-TERRAIN-1: a wider contact tolerance option widens what touches", () => {
      const v = judge(board(), { path: line(6, 12.3), options: { contactToleranceMm: 3 } });
      expect(v.reasons).toEqual([cap]);
      expect(judge(board(), { path: line(6, 12.3) }).reasons).toEqual([]);
    });
  });
});
