// The scene side's world settings on fake settings (no Foundry): per-ruleset options, the default
// ruleset from the game system, the attribute path settings.
import { describe, expect, it } from "vitest";
import type { Ruleset } from "../../../src/engine/ruleset";
import { MODULE_ID } from "../../../src/foundry/ids";
import {
  defaultRulesetFor,
  readRulesetOptions,
  registerSettings,
  type FoundrySettings,
} from "../../../src/foundry/settings";
import { builtinRulesets } from "../../../src/rulesets";
import { signum } from "../../../src/rulesets/signum";
import { FakeSettings } from "../fakes";

const other: Ruleset = {
  ...signum,
  id: "other",
  nameKey: "TTM.Signum.Name",
  options: [
    {
      key: "mode",
      type: "select",
      labelKey: "TTM.Signum.Option.FlightCapped",
      choices: [
        { value: "a", labelKey: "TTM.Signum.Category.S" },
        { value: "b", labelKey: "TTM.Signum.Category.M" },
      ],
      default: "b",
    },
  ],
};

function setup(systemId?: string) {
  const registry = builtinRulesets();
  registry.register(other);
  const fake = new FakeSettings();
  registerSettings(fake as unknown as FoundrySettings, registry, systemId);
  return { fake, settings: fake as unknown as FoundrySettings, registry };
}

describe("ruleset options as world settings", () => {
  it("registers one setting per option, namespaced by ruleset, with labels, ranges and choices", () => {
    const { fake } = setup();
    const s = (key: string) => fake.settings.get(`${MODULE_ID}.${key}`);
    expect(s("signum.flightCappedByDifficult")).toMatchObject({
      name: "TTM.Signum.Option.FlightCapped",
      hint: "TTM.Signum.Option.FlightCappedHint",
      scope: "world",
      type: Boolean,
      default: false,
      config: true,
    });
    expect(s("signum.backstabHitsOn")).toMatchObject({
      type: Number,
      default: 4,
      range: { min: 1, max: 6, step: 1 },
    });
    expect(s("other.mode")).toMatchObject({
      type: String,
      default: "b",
      choices: { a: "TTM.Signum.Category.S", b: "TTM.Signum.Category.M" },
      // Only the world's ruleset's options are shown in the settings window.
      config: false,
    });
  });

  it("readRulesetOptions gives the world's values by option key, defaults until set", async () => {
    const { fake, settings } = setup();
    expect(readRulesetOptions(settings, signum)).toEqual({
      flightCappedByDifficult: false,
      contactToleranceMm: 0.5,
      backstabHitsOn: 4,
    });
    await fake.set(MODULE_ID, "signum.backstabHitsOn", 5);
    expect(readRulesetOptions(settings, signum).backstabHitsOn).toBe(5);
    expect(readRulesetOptions(settings, other)).toEqual({ mode: "b" });
  });

  it("if the world's ruleset cannot be read at init, the default ruleset's options are shown", () => {
    class Refusing extends FakeSettings {
      override get(namespace: string, key: string): unknown {
        if (key === "ruleset") throw new Error("not ready");
        return super.get(namespace, key);
      }
    }
    const fake = new Refusing();
    const registry = builtinRulesets();
    registry.register(other);
    registerSettings(fake as unknown as FoundrySettings, registry, "other");
    expect(fake.settings.get(`${MODULE_ID}.other.mode`)?.config).toBe(true);
    expect(fake.settings.get(`${MODULE_ID}.signum.backstabHitsOn`)?.config).toBe(false);
  });

  it("registers the attribute paths and damage path settings, empty by default", () => {
    const { settings } = setup();
    expect(settings.get(MODULE_ID, "attributePaths")).toBe("");
    expect(settings.get(MODULE_ID, "damagePath")).toBe("");
  });
});

describe("default ruleset from the game system", () => {
  it("a system named like a ruleset picks it; any other falls back to signum", () => {
    const { registry } = setup();
    expect(defaultRulesetFor("other", registry)).toBe("other");
    expect(defaultRulesetFor("dnd5e", registry)).toBe("signum");
    expect(defaultRulesetFor(undefined, registry)).toBe("signum");
    expect(setup("other").settings.get(MODULE_ID, "ruleset")).toBe("other");
    expect(setup("other").fake.settings.get(`${MODULE_ID}.other.mode`)?.config).toBe(true);
  });
});
