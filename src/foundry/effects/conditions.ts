/*
 * Engine condition ids ("knocked-down") as Foundry status effects. A translation of names, not
 * a rule: which condition a move causes is the ruleset's call. Where core (or the game system)
 * has a status that means the same, it is used, so the token shows the icon players know;
 * otherwise the module adds its own entry to CONFIG.statusEffects, labelled in the user's
 * language (foundryvtt.com/api v13: CONFIG.statusEffects, Actor#toggleStatusEffect).
 */

/** The conditions rulesets in this project produce, with the core status id that fits each. */
export const CONDITION_STATUS: Readonly<Record<string, string>> = {
  "knocked-down": "prone",
};

export const KNOWN_CONDITIONS = Object.keys(CONDITION_STATUS);

/** The status id the module registers itself for a condition core lacks. */
export const moduleStatusId = (condition: string): string => `tabletop-movement.${condition}`;

/** The i18n key of a condition's label: every known condition has one in each language file. */
export const conditionLabelKey = (condition: string): string =>
  KNOWN_CONDITIONS.includes(condition) ? `TTM.Condition.${condition}` : "TTM.Condition.Other";

/** What a status effect entry needs here: core's entries have more. */
export interface StatusEntry {
  readonly id: string;
  readonly name?: string;
  readonly img?: string | null;
}

/** Core's falling-figure icon, the one its own "prone" uses. */
const DEFAULT_ICON = "icons/svg/falling.svg";

/**
 * The status id for a condition, and the entry to add to CONFIG.statusEffects when none fits
 * (`create` is then set). The label comes localised from the caller.
 */
export function statusFor(
  condition: string,
  statusEffects: readonly StatusEntry[],
  label: string,
): { readonly statusId: string; readonly create?: StatusEntry } {
  const core = CONDITION_STATUS[condition];
  if (core && statusEffects.some((s) => s.id === core)) return { statusId: core };
  const own = moduleStatusId(condition);
  if (statusEffects.some((s) => s.id === own)) return { statusId: own };
  return { statusId: own, create: { id: own, name: label, img: DEFAULT_ICON } };
}
