import { describe, expect, it } from "vitest";
import { RED, hero, judge, line, table } from "./helpers";

describe("Signum and forced moves (MoveRequest.forced)", () => {
  it("SIGNUM-MOVE-1: RULES.md gives Signum no forced moves: a forced request is judged as a move along its path", () => {
    const board = table([hero(), hero({ id: "orc", name: "Orc", side: RED, x: 40, y: 30 })]);
    const plain = judge(board, { path: line(10, 21) });
    for (const kind of ["push", "fall", "towards", "away"] as const) {
      const pushed = judge(board, { path: line(10, 21), forced: { kind, targetIds: ["orc"], distance: 4 } });
      expect(pushed, kind).toEqual(plain);
    }
    // The move it is judged as: an M move of 10 cm, so 11 cm stops at 10.
    expect([plain.legal, plain.reach.distance, plain.reasons.map((r) => [r.ruleId, r.severity])]).toEqual([
      false,
      10,
      [["SIGNUM-MOVE-1", "illegal"]],
    ]);
  });
});
