import { describe, expect, it } from "vitest";
import { hero, judge, line, rect, RED, ruleIds, table } from "./helpers";

describe("Signum movement distance", () => {
  it("SIGNUM-MOVE-1: exactly 10 cm with M is legal", () => {
    const v = judge(table([hero({ profile: { move: "M" } })]), { path: line(10, 20) });
    expect(v.legal).toBe(true);
    expect(v.allowance).toBe(10);
    expect(v.cost.data).toMatchObject({ distance: "10.0", category: "M" });
  });

  it("SIGNUM-MOVE-1: 10.01 cm with M is not", () => {
    const v = judge(table([hero({ profile: { move: "M" } })]), { path: line(10, 20.01) });
    expect(v.legal).toBe(false);
    expect(ruleIds(v)).toContain("SIGNUM-MOVE-1");
    expect(v.reach.distance).toBeCloseTo(10, 9);
    expect(v.reach.point.x).toBeCloseTo(20, 9);
    expect(v.bands.at(-1)).toMatchObject({ style: "over" });
  });

  it.each([
    ["S", 8],
    ["M", 10],
    ["L", 15],
    ["XL", 25],
  ])("SIGNUM-MOVE-1: category %s allows %d cm and no more", (move, cm) => {
    const board = table([hero({ profile: { move } })]);
    expect(judge(board, { path: line(10, 10 + cm) }).legal).toBe(true);
    expect(judge(board, { path: line(10, 10 + cm + 0.05) }).legal).toBe(false);
  });

  it("SIGNUM-MOVE-1: a shorter move is legal and costs what it travels", () => {
    const v = judge(table([hero({ profile: { move: "L" } })]), { path: line(10, 14.25) });
    expect(v.legal).toBe(true);
    expect(v.cost.amount).toBeCloseTo(4.25, 9);
  });

  it("SIGNUM-MOVE-2: turns count: an L-shaped path of 6 + 6 cm is 12 cm, too far for M", () => {
    const path = [
      { x: 10, y: 30 },
      { x: 16, y: 30 },
      { x: 16, y: 36 },
    ];
    const v = judge(table([hero({ profile: { move: "M" } })]), { path });
    expect(v.length).toBeCloseTo(12, 9);
    expect(v.legal).toBe(false);
    expect(v.reach.point.x).toBeCloseTo(16, 9);
    expect(v.reach.point.y).toBeCloseTo(34, 9);
  });

  it("SIGNUM-MOVE-2: no passing through a friendly model; the path stops touching it", () => {
    const friend = { id: "f", side: "blue", x: 16, y: 30 };
    const v = judge(table([hero(), friend]), { path: line(10, 19) });
    expect(v.legal).toBe(false);
    expect(ruleIds(v)).toContain("SIGNUM-MOVE-2");
    // Two 30 mm bases touch when their centres are 3 cm apart.
    expect(v.reach.point.x).toBeCloseTo(13, 6);
  });

  it("SIGNUM-MOVE-2: going round a friend is legal when the bent path fits the allowance", () => {
    const friend = { id: "f", side: "blue", x: 15, y: 30 };
    const path = [
      { x: 10, y: 30 },
      { x: 12, y: 33.2 },
      { x: 18, y: 33.2 },
    ];
    const v = judge(table([hero({ profile: { move: "M" } }), friend]), { path });
    expect(v.legal).toBe(true);
    expect(v.length).toBeLessThanOrEqual(10);
  });

  it("SIGNUM-MOVE-2: impassable terrain stops the base at its edge", () => {
    const rock = rect("rock", "impassable", 15, 20, 20, 40);
    const v = judge(table([hero()], [rock]), { path: line(10, 19) });
    expect(v.legal).toBe(false);
    expect(ruleIds(v)).toContain("SIGNUM-MOVE-2");
    expect(v.reach.point.x).toBeCloseTo(13.5, 6);
  });

  it("SIGNUM-MOVE-2: the table edge stops the base", () => {
    const v = judge(table([hero({ x: 3 })]), { path: line(3, 0) });
    expect(v.reach.point.x).toBeCloseTo(1.5, 6);
    expect(v.legal).toBe(false);
  });

  it("SIGNUM-MOVE-3: distance is the base centre's displacement, whatever the base size", () => {
    for (const baseMm of [30, 50, 60]) {
      const v = judge(table([hero({ baseMm, profile: { move: "M" } })]), { path: line(10, 20) });
      expect(v.length).toBeCloseTo(10, 9);
      expect(v.legal).toBe(true);
    }
  });

  it("SIGNUM-MOVE-3: a big base gains nothing from reaching an enemy with its edge", () => {
    // A 60 mm base (r 3) and a 30 mm enemy (r 1.5) touch at centre distance 4.5, so contact
    // needs 11 cm of centre travel: the front edge being 1.5 cm nearer than a 30 mm base's gives no discount.
    const enemy = { id: "e", side: RED, x: 25.5, y: 30 };
    const v = judge(table([hero({ baseMm: 60, profile: { move: "M" } }), enemy]), { path: line(10, 21) });
    expect(v.reach.distance).toBeCloseTo(10, 6);
    expect(v.contacts).toEqual([]);
    expect(v.legal).toBe(false);
  });
});
