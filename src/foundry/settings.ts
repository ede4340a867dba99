import type { RulesetRegistry } from "../engine/registry";
import type { DeclarationValue, FieldSpec, OptionValues, Ruleset } from "../engine/ruleset";
import { ENFORCEMENT_MODES, MODULE_ID, SETTING, type EnforcementMode } from "./ids";

import type { FoundrySettings } from "./host/types";

export type { FoundrySettings };

/** Foundry shows choice labels through `localize`, so these are i18n keys. */
const ENFORCEMENT_LABELS: Record<EnforcementMode, string> = {
  enforce: "TTM.Settings.Enforcement.Choices.enforce",
  warn: "TTM.Settings.Enforcement.Choices.warn",
  off: "TTM.Settings.Enforcement.Choices.off",
};

/** The ruleset the world starts with; the first registered one if it is ever missing. */
export const DEFAULT_RULESET = "signum";

/** Settings that say where a game system keeps what the module reads and writes on actors. */
export const PROFILE_SETTING = {
  /** `field=path` pairs: profile fields read from actor data (see scene/profile.ts). */
  attributePaths: "attributePaths",
  /** The actor attribute that movement damage (falls, backstabs) is subtracted from. */
  damagePath: "damagePath",
} as const;

/**
 * Game system ids whose world should start with a given ruleset. None of the games the module
 * ships has a Foundry system we could verify, so the map is empty today and a system whose id is
 * a ruleset id (a system called "signum") matches by itself; add a line when a system appears.
 */
export const SYSTEM_RULESETS: Readonly<Record<string, string>> = {};

/** The default ruleset for a world of this game system: a mapped or same-named one, else signum. */
export function defaultRulesetFor(systemId: string | undefined, registry: RulesetRegistry): string {
  const wanted = systemId ? (SYSTEM_RULESETS[systemId] ?? systemId) : undefined;
  if (wanted && registry.has(wanted)) return wanted;
  return registry.has(DEFAULT_RULESET) ? DEFAULT_RULESET : (registry.ids()[0] ?? DEFAULT_RULESET);
}

/** The setting key of a ruleset option: namespaced by ruleset, so two games never share one. */
export const optionKey = (rulesetId: string, key: string): `${string}.${string}` => `${rulesetId}.${key}`;

/**
 * Registers the module's world settings. The ruleset choices are read from the registry now,
 * so rulesets must be registered before this runs (see INIT_HOOK).
 */
export function registerSettings(
  settings: FoundrySettings,
  registry: RulesetRegistry,
  systemId?: string,
): void {
  const rulesetChoices: Record<string, string> = {};
  for (const r of registry.all()) rulesetChoices[r.id] = r.nameKey;
  const fallback = defaultRulesetFor(systemId, registry);

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
  settings.register(MODULE_ID, PROFILE_SETTING.attributePaths, {
    name: "TTM.Settings.AttributePaths.Name",
    hint: "TTM.Settings.AttributePaths.Hint",
    scope: "world",
    config: true,
    type: String,
    default: "",
  });
  settings.register(MODULE_ID, PROFILE_SETTING.damagePath, {
    name: "TTM.Settings.DamagePath.Name",
    hint: "TTM.Settings.DamagePath.Hint",
    scope: "world",
    config: true,
    type: String,
    default: "",
  });
  registerRulesetOptions(settings, registry, fallback);
}

/**
 * One world setting per option of every registered ruleset (`<rulesetId>.<key>`), so a world
 * keeps each game's decisions when it switches between them. Only the active ruleset's options
 * are shown in the settings window (Foundry cannot show a setting conditionally): after
 * switching the ruleset, a reload shows the new game's options.
 */
function registerRulesetOptions(
  settings: FoundrySettings,
  registry: RulesetRegistry,
  fallback: string,
): void {
  const active = readOr(() => settings.get(MODULE_ID, SETTING.ruleset), fallback);
  for (const ruleset of registry.all()) {
    for (const field of ruleset.options) {
      registerOption(settings, optionKey(ruleset.id, field.key), field, ruleset.id === active);
    }
  }
}

function registerOption(
  settings: FoundrySettings,
  key: `${string}.${string}`,
  f: FieldSpec,
  shown: boolean,
): void {
  const common = {
    name: f.labelKey,
    ...(f.hintKey ? { hint: f.hintKey } : {}),
    scope: "world" as const,
    config: shown,
  };
  switch (f.type) {
    case "boolean":
      settings.register(MODULE_ID, key, { ...common, type: Boolean, default: f.default === true });
      return;
    case "number":
      settings.register(MODULE_ID, key, {
        ...common,
        type: Number,
        default: Number(f.default),
        ...(f.min !== undefined && f.max !== undefined
          ? { range: { min: f.min, max: f.max, step: f.step ?? 1 } }
          : {}),
      });
      return;
    case "select":
      settings.register(MODULE_ID, key, {
        ...common,
        type: String,
        default: String(f.default),
        choices: Object.fromEntries((f.choices ?? []).map((c) => [c.value, c.labelKey])),
      });
      return;
    case "text":
      settings.register(MODULE_ID, key, { ...common, type: String, default: String(f.default) });
      return;
  }
}

/**
 * World settings come with the world's data, so they read at init; should a host ever refuse,
 * the fallback (the default ruleset) is used instead of failing the module's start.
 */
function readOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The world's values of a ruleset's options, for `MoveRequest.options`. */
export function readRulesetOptions(settings: FoundrySettings, ruleset: Ruleset): OptionValues {
  const out: Record<string, DeclarationValue> = {};
  for (const f of ruleset.options) out[f.key] = settings.get(MODULE_ID, optionKey(ruleset.id, f.key));
  return out;
}
