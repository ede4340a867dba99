import { describe, expect, it } from "vitest";
import { ensnared, maxReach, parseMovement, powFor } from "../../src/rulesets/mumg/tiers";
import { fallEffect } from "../../src/rulesets/mumg/fall";
import { parsePowers } from "../../src/rulesets/mumg/profile";

describe("MUMG tiers", () => {
  const iron = [4, 7, 14];

  it("MUMG-MOVE-1: with 4/7/14, 3.9 and 4.0 cost 1 POW, 4.01 and 6.5 cost 2, 14 costs 3, 14.1 is illegal", () => {
    expect(powFor(3.9, iron)).toBe(1);
    expect(powFor(4.0, iron)).toBe(1);
    expect(powFor(4.01, iron)).toBe(2);
    expect(powFor(6.5, iron)).toBe(2);
    expect(powFor(14, iron)).toBe(3);
    expect(powFor(14.1, iron)).toBeNull();
  });

  it("MUMG-MOVE-2: a 4/7 profile never pays 3 POW; 7 is its maximum", () => {
    expect(powFor(7, [4, 7])).toBe(2);
    expect(powFor(7.01, [4, 7])).toBeNull();
    expect(maxReach([4, 7])).toBe(7);
  });

  it("MUMG-MOVE-2: a declared tier caps the move to that tier alone", () => {
    expect(powFor(3, iron, 2)).toBe(2);
    expect(powFor(7.5, iron, 2)).toBeNull();
    expect(maxReach(iron, 1)).toBe(4);
  });

  it("MUMG-MOVE-1: movement values are two or three rising numbers", () => {
    expect(parseMovement("4/7/14", "x")).toEqual([4, 7, 14]);
    expect(parseMovement(" 4 / 7 ", "x")).toEqual([4, 7]);
    for (const bad of ["4", "4/7/14/20", "7/4", "4/x", "", "0/4"]) {
      expect(() => parseMovement(bad, "Hulk")).toThrowError(/TTM.Error.ProfileField/);
    }
  });

  it("MUMG-ENSNARE-1: Ensnare 2 on 4/7/14 gives 2/5/12", () => {
    expect(ensnared(iron, 2)).toEqual([2, 5, 12]);
  });

  it("MUMG-ENSNARE-1: Ensnare 4 on 4/7 leaves only the 2nd tier, at 3 inches", () => {
    const v = ensnared([4, 7], 4);
    expect(v).toEqual([0, 3]);
    expect(powFor(1, v)).toBe(2);
    expect(powFor(3.01, v)).toBeNull();
  });

  it("MUMG-ENSNARE-1: when every tier is 0 the model cannot move", () => {
    const v = ensnared([4, 7], 9);
    expect(powFor(0.1, v)).toBeNull();
    expect(maxReach(v)).toBe(0);
  });
});

describe("MUMG falling", () => {
  it.each([
    [2.9, 0, false],
    [3, 1, false],
    [6, 1, false],
    [6.1, 2, true],
    [9, 2, true],
    [12, 3, true],
    [16, 5, true],
    [16.1, 7, true],
  ])("MUMG-FALL-1: an involuntary fall of %d inches does %d damage (knocked down: %s)", (h, damage, kd) => {
    expect(fallEffect(h, false)).toMatchObject({ damage, knockedDown: kd });
  });

  it.each([
    [2.9, 0, false],
    [3, 0, false],
    [6, 0, false],
    [6.1, 1, false],
    [9, 1, false],
    [10, 2, true],
    [13, 3, true],
    [16, 3, true],
    [16.1, 5, true],
  ])("MUMG-FALL-2: a voluntary fall of %d inches does %d damage (knocked down: %s)", (h, damage, kd) => {
    expect(fallEffect(h, true)).toMatchObject({ damage, knockedDown: kd });
  });

  it("MUMG-FALL-1: a fall of exactly 0 does nothing", () => {
    expect(fallEffect(0, false)).toEqual({ damage: 0, knockedDown: false, row: 0 });
  });
});

describe("MUMG special movement powers", () => {
  it("MUMG-OTHER-1: powers listed on a profile carry their own distance and POW", () => {
    expect(parsePowers("Super-jump: 8: 1; Grapple-gun: 10: 2", "Spidey")).toEqual([
      { id: "power:super-jump", name: "Super-jump", distance: 8, pow: 1 },
      { id: "power:grapple-gun", name: "Grapple-gun", distance: 10, pow: 2 },
    ]);
    expect(() => parsePowers("Web: far: 1", "Spidey")).toThrowError(/powers/);
  });
});
