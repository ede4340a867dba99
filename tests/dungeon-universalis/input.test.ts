import { describe, expect, it } from "vitest";
import { Board } from "../../src/engine/board/board";
import { evaluateMove } from "../../src/engine/evaluate";
import { isRulesError } from "../../src/engine/errors";
import { builtinRulesets } from "../../src/rulesets";
import { dungeonUniversalis } from "../../src/rulesets/dungeon-universalis";
import { DARK, board, character, squares } from "./helpers";

const keyOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (isRulesError(e)) return e.key;
    throw e;
  }
  return "none";
};

describe("Dungeon Universalis: bad input", () => {
  it("DU-MOVE-1: the ruleset is registered with the others", () => {
    expect(builtinRulesets().get("dungeon-universalis")).toBe(dungeonUniversalis);
  });

  it("DU-MOVE-1: a board not in squares, a start off the board, a bad profile or waypoint are localised errors", () => {
    const cm = new Board(
      { unit: "cm", width: 10, height: 10, models: [{ id: "m", side: DARK, x: 1, y: 1 }] },
      25,
    );
    const request = { modelId: "m", action: "move", path: [{ x: 1, y: 1 }] };
    const error = (b: Board, r = request): string => {
      const o = evaluateMove(dungeonUniversalis, b, r);
      return o.ok ? "none" : o.error.key;
    };
    expect(error(cm)).toBe("TTM.Du.Error.NotSquares");
    const b = board(["..."], [character("m", 0, 0, {}, DARK)]);
    expect(error(b, { ...request, path: [{ x: 7, y: 0.5 }] })).toBe("TTM.Du.Error.OffBoard");
    expect(error(b, { ...request, path: [{ x: Number.NaN, y: 0.5 }] })).toBe("TTM.Error.Waypoint");
    const bad = board(["..."], [character("m", 0, 0, { movement: "fast" }, DARK)]);
    expect(error(bad)).toBe("TTM.Error.ProfileField");
    expect(error(b, { ...request, action: "teleport" })).toBe("TTM.Error.UnknownAction");
  });

  it("DU-MOVE-1: a drag leaving the board ends where it left", () => {
    const b = board(["..."], [character("m", 0, 0, {}, DARK)]);
    const o = evaluateMove(dungeonUniversalis, b, {
      modelId: "m",
      action: "move",
      path: [...squares([0, 0], [2, 0]), { x: 5.5, y: 0.5 }],
    });
    expect(o.ok && o.verdict.reasons).toEqual([
      { ruleId: "DU-MOVE-1", key: "TTM.Du.Reason.OffBoard", severity: "illegal" },
    ]);
    expect(o.ok && o.verdict.legalPath).toEqual(squares([0, 0], [1, 0], [2, 0]));
  });

  it("DU-RUN-1: resolve refuses an unknown prompt and dice that are not 2D6", () => {
    const b = board(["..."], [character("m", 0, 0, {}, DARK)]);
    const request = { modelId: "m", action: "run", path: squares([0, 0]) };
    const prompt = { id: "run", ruleId: "DU-RUN-1", kind: "roll" as const, key: "TTM.Du.Prompt.Run" };
    expect(
      keyOf(() => dungeonUniversalis.resolve(b, request, { ...prompt, id: "jump" }, { dice: [1, 2] })),
    ).toBe("TTM.Error.UnknownPrompt");
    expect(keyOf(() => dungeonUniversalis.resolve(b, request, prompt, { dice: [7, 2] }))).toBe(
      "TTM.Error.DiceAnswer",
    );
    expect(keyOf(() => dungeonUniversalis.resolve(b, request, prompt, { dice: [3] }))).toBe(
      "TTM.Error.DiceAnswer",
    );
  });
});
