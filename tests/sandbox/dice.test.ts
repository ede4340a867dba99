import { describe, expect, it } from "vitest";
import { parseFormula, readTypedDice, rollFormula } from "../../src/sandbox/dice";
import { freshSeed, mulberry32, seedFromUrl } from "../../src/sandbox/rng";

describe("sandbox dice: rolled with a seed or typed in", () => {
  it("reads the NdS formulas the rulesets ask for, and refuses others", () => {
    expect(parseFormula("2d6")).toEqual({ count: 2, sides: 6 });
    expect(parseFormula(" 5D10 ")).toEqual({ count: 5, sides: 10 });
    expect(parseFormula("2d6+1")).toBeNull();
    expect(parseFormula("0d6")).toBeNull();
    expect(parseFormula("1d1")).toBeNull();
    expect(rollFormula("banana", Math.random)).toBeNull();
  });

  it("the same seed rolls the same dice, each die within its faces", () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const rolls = Array.from({ length: 200 }, () => rollFormula("5d10", a)!);
    expect(Array.from({ length: 200 }, () => rollFormula("5d10", b)!)).toEqual(rolls);
    const faces = rolls.flat();
    expect(faces).toHaveLength(1000);
    expect(Math.min(...faces)).toBe(1);
    expect(Math.max(...faces)).toBe(10);
    expect(rollFormula("5d10", mulberry32(8))).not.toEqual(rolls[0]);
  });

  it("typed dice: spaces or commas, in order; the count and the faces must fit the formula", () => {
    expect(readTypedDice("3 5", "2d6")).toEqual({ ok: true, dice: [3, 5] });
    expect(readTypedDice(" 2, 3,4 ;7 5", "5d10")).toEqual({ ok: true, dice: [2, 3, 4, 7, 5] });
    expect(readTypedDice("3", "2d6")).toEqual({
      ok: false,
      key: "TTM.Sandbox.Dialog.DiceCount",
      data: { count: 2, sides: 6, formula: "2d6" },
    });
    expect(readTypedDice("3 7", "2d6")).toEqual({
      ok: false,
      key: "TTM.Sandbox.Dialog.DiceFaces",
      data: { count: 2, sides: 6, formula: "2d6" },
    });
    expect(readTypedDice("3 2.5", "2d6")).toMatchObject({ ok: false, key: "TTM.Sandbox.Dialog.DiceFaces" });
    expect(readTypedDice("3 x", "2d6")).toMatchObject({ ok: false, key: "TTM.Sandbox.Dialog.DiceFaces" });
    expect(readTypedDice("3 5", "2d6+1")).toEqual({
      ok: false,
      key: "TTM.Sandbox.Dialog.BadFormula",
      data: { formula: "2d6+1" },
    });
  });

  it("the seed comes from ?seed= as a whole number; anything else is no seed", () => {
    expect(seedFromUrl("?seed=42")).toBe(42);
    expect(seedFromUrl("?lang=ru&seed=0")).toBe(0);
    expect(seedFromUrl("?seed=-1")).toBeNull();
    expect(seedFromUrl("?seed=abc")).toBeNull();
    expect(seedFromUrl("?seed=99999999999")).toBeNull();
    expect(seedFromUrl("")).toBeNull();
    expect(freshSeed(() => 0.5)).toBe(500000);
  });
});
