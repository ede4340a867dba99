import type { RulesetRegistry } from "../engine/registry";
import { ENFORCEMENT_MODES, MODULE_ID, SETTING, type EnforcementMode } from "./ids";

/** Foundry's `game.settings`; tests pass a fake cast to this type. */
export type FoundrySettings = typeof game.settings;

/** Foundry shows choice labels through `localize`, so these are i18n keys. */
const ENFORCEMENT_LABELS: Record<EnforcementMode, string> = {
  enforce: "TTM.Settings.Enforcement.Choices.enforce",
  warn: "TTM.Settings.Enforcement.Choices.warn",
  off: "TTM.Settings.Enforcement.Choices.off",
};

/** The ruleset the world starts with; the first registered one if it is ever missing. */
export const DEFAULT_RULESET = "signum";

/**
 * Registers the module's world settings. The ruleset choices are read from the registry now,
 * so rulesets must be registered before this runs (see INIT_HOOK).
 */
export function registerSettings(settings: FoundrySettings, registry: RulesetRegistry): void {
  const rulesetChoices: Record<string, string> = {};
  for (const r of registry.all()) rulesetChoices[r.id] = r.nameKey;
  const fallback = registry.has(DEFAULT_RULESET) ? DEFAULT_RULESET : (registry.ids()[0] ?? DEFAULT_RULESET);

  settings.register(MODULE_ID, SETTING.ruleset, {
    name: "TTM.Settings.Ruleset.Name",
    hint: "TTM.Settings.Ruleset.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: rulesetChoices,
    default: fallback,
  });
  settings.register(MODULE_ID, SETTING.enforcement, {
    name: "TTM.Settings.Enforcement.Name",
    hint: "TTM.Settings.Enforcement.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(ENFORCEMENT_MODES.map((m) => [m, ENFORCEMENT_LABELS[m]])),
    default: "enforce",
  });
  settings.register(MODULE_ID, SETTING.gmExempt, {
    name: "TTM.Settings.GmExempt.Name",
    hint: "TTM.Settings.GmExempt.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    // GMs place and fix models outside the turn sequence; the ruler still shows them the cost.
    default: true,
  });
  settings.register(MODULE_ID, SETTING.showReasons, {
    name: "TTM.Settings.ShowReasons.Name",
    hint: "TTM.Settings.ShowReasons.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
}
