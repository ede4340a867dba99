import { describe, expect, it } from "vitest";
import { hero, judge, line, rect, RED, ruleIds, table } from "./helpers";

describe("Signum flight and actions", () => {
  const rock = rect("rock", "impassable", 14, 20, 18, 40);

  it("SIGNUM-FLIGHT-1: Flight passes over impassable terrain", () => {
    const walker = judge(table([hero({ profile: { move: "M" } })], [rock]), { path: line(10, 20) });
    const flyer = judge(table([hero({ profile: { move: "M", flight: true } })], [rock]), {
      path: line(10, 20),
    });
    expect(walker.legal).toBe(false);
    expect(flyer.legal).toBe(true);
  });

  it("SIGNUM-FLIGHT-1: Flight passes over other models, friend or enemy, without stopping", () => {
    const board = table([
      hero({ profile: { move: "L", flight: true } }),
      { id: "f", side: "blue", x: 14, y: 30 },
      { id: "e", side: RED, x: 19, y: 30 },
    ]);
    const v = judge(board, { path: line(10, 24) });
    expect(v.legal).toBe(true);
    expect(v.contacts).toEqual([]);
  });

  it("SIGNUM-FLIGHT-1: a flyer must still end where its base fits", () => {
    const v = judge(table([hero({ profile: { move: "M", flight: true } })], [rock]), { path: line(10, 16) });
    expect(v.legal).toBe(false);
    expect(ruleIds(v)).toContain("SIGNUM-FLIGHT-1");
    // The last place the base fits before the rock is touching its near side.
    expect(v.reach.point.x).toBeCloseTo(12.5, 4);
  });

  it("SIGNUM-FLIGHT-1: difficult terrain does not cap a flyer, unless the world option says so", () => {
    const marsh = rect("marsh", "difficult", 14, 20, 16, 40);
    const board = table([hero({ profile: { move: "L", flight: true } })], [marsh]);
    expect(judge(board, { path: line(10, 25) }).legal).toBe(true);
    const capped = judge(board, { path: line(10, 25), options: { flightCappedByDifficult: true } });
    expect(capped.legal).toBe(false);
    expect(capped.allowance).toBe(8);
  });

  it("SIGNUM-ACTION-1: a model that moved may still fight in melee but not shoot", () => {
    const v = judge(table([hero()]), { path: line(10, 15) });
    expect(v.effects).toContainEqual({
      type: "message",
      key: "TTM.Signum.Reason.MeleeOnly",
      ruleId: "SIGNUM-ACTION-1",
    });
    expect(v.effects).toContainEqual({
      type: "ledger",
      modelId: "hero",
      changes: { moved: true, ran: false },
      ruleId: "SIGNUM-ACTION-1",
    });
  });

  it("SIGNUM-ACTION-1: a model that already moved this turn cannot move again", () => {
    const v = judge(table([hero()]), { path: line(10, 15), ledger: { moved: true } });
    expect(v.legal).toBe(false);
    expect(v.reasons[0]!.key).toBe("TTM.Signum.Reason.AlreadyMoved");
    expect(v.reach.distance).toBe(0);
  });
});
