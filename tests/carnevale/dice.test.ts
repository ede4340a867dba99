import { describe, expect, it } from "vitest";
import { isRulesError } from "../../src/engine/errors";
import { basicTest, formulaFor, readTest } from "../../src/rulesets/carnevale/dice";

describe("CARN-DICE-1: the Basic test", () => {
  // The rulebook's six examples: dice, then the Destiny die.
  it.each([
    [[2, 5, 7, 9], 5, "success", 2],
    [[1, 2, 4, 5], 5, "fail", 0],
    [[2, 5, 7, 9], 10, "critical", 3],
    [[1, 2, 4, 5], 10, "success", 1],
    [[1, 2, 4, 5], 1, "fumble", 0],
    [[1, 4, 5, 8], 1, "success", 1],
  ] as const)("CARN-DICE-1: %j with Destiny %d is %s with %d Aces", (others, destiny, result, aces) => {
    expect(basicTest(others, destiny)).toEqual({ result, aces });
  });

  it("CARN-DICE-1: 7 or more is an Ace, 10 always, 1 never; a single die is the Destiny die", () => {
    expect(basicTest([], 7)).toEqual({ result: "success", aces: 1 });
    expect(basicTest([], 6)).toEqual({ result: "fail", aces: 0 });
    // Alone, a 10 has no other Ace beside it: a Success, not a Critical; a 1 alone is a Fumble.
    expect(basicTest([], 10)).toEqual({ result: "success", aces: 1 });
    expect(basicTest([], 1)).toEqual({ result: "fumble", aces: 0 });
    // CARN-EDITION-1: Aces on 5+ still never count a 1.
    expect(basicTest([5, 1], 4, 5)).toEqual({ result: "success", aces: 1 });
    expect(basicTest([1], 1, 5)).toEqual({ result: "fumble", aces: 0 });
  });

  it("CARN-DICE-1: n is the attribute clamped to 0..10", () => {
    expect([formulaFor(-2), formulaFor(0), formulaFor(5), formulaFor(12)]).toEqual([
      "0d10",
      "0d10",
      "5d10",
      "10d10",
    ]);
  });

  it("CARN-DICE-1: an answer with the wrong count or faces is refused, naming the prompt", () => {
    const prompt = { id: "climb:1", formula: "3d10" };
    expect(readTest(prompt, { dice: [7, 2, 10] })).toEqual({ result: "critical", aces: 2 });
    for (const dice of [[7, 2], [7, 2, 11], [7, 2, 0], [7, 2, 2.5], undefined]) {
      try {
        readTest(prompt, dice ? { dice } : { choice: "x" });
        throw new Error("accepted");
      } catch (e) {
        expect(isRulesError(e) && e.key).toBe("TTM.Error.DiceAnswer");
        expect(isRulesError(e) && e.data).toEqual({ id: "climb:1", expected: "3d10" });
      }
    }
  });
});
