import { describe, expect, it } from "vitest";
import { readFields } from "../../src/engine/profile";
import { builtinRulesets } from "../../src/rulesets";
import { EXAMPLE_PROFILES, sctmg } from "../../src/rulesets/sctmg";
import { PROFILE_FIELDS, gapWidthFor, toSctmgProfile } from "../../src/rulesets/sctmg/profile";

describe("SCTMG profiles", () => {
  it("SCTMG-GAP-1: the shipped example profiles carry the rules' bases and Sizes, and their clearance", () => {
    const rows = Object.entries(EXAMPLE_PROFILES).map(([name, e]) => [
      name,
      e.baseMm,
      e.profile.size,
      gapWidthFor(e.profile.size),
      e.profile.flying,
    ]);
    expect(rows).toEqual([
      ["marine", 32, 2, 1, false],
      ["zergling", 32, 1, 1, false],
      ["stalker", 80, 3, 3, false],
      ["jim-raynor", 40, 2, 1, false],
    ]);
    // Each reads through the ruleset's own fields.
    for (const e of Object.values(EXAMPLE_PROFILES)) {
      const p = toSctmgProfile(readFields(PROFILE_FIELDS, e.profile, "x"), "x");
      expect(p).toEqual({ size: e.profile.size, speed: [Number(e.profile.speed)], flying: false });
    }
  });

  it("SCTMG-SPEED-1: Speed reads one or two values, with or without the inch mark; a missing profile takes the defaults", () => {
    const read = (speed: unknown) => toSctmgProfile(readFields(PROFILE_FIELDS, { speed }, "x"), "x").speed;
    expect([read("6"), read('6"'), read("4/7"), read(" 4 / 7 "), read(5)]).toEqual([
      [6],
      [6],
      [4, 7],
      [4, 7],
      [5],
    ]);
    expect(toSctmgProfile(readFields(PROFILE_FIELDS, {}, "x"), "x")).toEqual({
      size: 1,
      speed: [6],
      flying: false,
    });
  });

  it("SCTMG-LEAD-1: sctmg is registered with its actions, in inches", () => {
    const r = builtinRulesets().get("sctmg");
    expect(r).toBe(sctmg);
    expect([r.unit, r.defaultBaseMm, r.actions.map((a) => a.id)]).toEqual([
      "in",
      32,
      ["move", "run", "charge", "close-ranks", "disengage", "deploy"],
    ]);
  });
});
