import { describe, expect, it } from "vitest";
import { evaluateMove } from "../../src/engine/evaluate";
import { signum } from "../../src/rulesets/signum";

describe("signum smoke", () => {
  it("SIGNUM-MOVE-1: exactly 10 cm with M is legal, 10.01 is not", () => {
    const board = {
      unit: "cm" as const,
      width: 60,
      height: 60,
      models: [{ id: "a", side: "x", x: 10, y: 30, profile: { move: "M" } }],
    };
    const ok = evaluateMove(signum, board, {
      modelId: "a",
      action: "move",
      path: [
        { x: 10, y: 30 },
        { x: 20, y: 30 },
      ],
    });
    const bad = evaluateMove(signum, board, {
      modelId: "a",
      action: "move",
      path: [
        { x: 10, y: 30 },
        { x: 20.01, y: 30 },
      ],
    });
    expect(ok.ok && ok.verdict.legal).toBe(true);
    expect(bad.ok && bad.verdict.legal).toBe(false);
  });
});
