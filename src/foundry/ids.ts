/** The package id: the settings namespace, the socket name suffix and the flag scope. */
export const MODULE_ID = "tabletop-movement";

/**
 * Fired once during `init`, before the module registers its settings, with the public api.
 * A third-party ruleset registered from this hook appears in the ruleset setting's choices;
 * one registered later can still be evaluated through the api, but is not offered there.
 */
export const INIT_HOOK = "tabletopMovement.init";

/**
 * The flag, on the User document of a player whose move was refused while no Gamemaster was
 * connected, keeping those refusals for the GM (movement/untold.ts).
 */
export const UNTOLD_FLAG = "untold";

/** What the module does with a move the rules forbid. */
export const ENFORCEMENT_MODES = ["enforce", "warn", "off"] as const;
export type EnforcementMode = (typeof ENFORCEMENT_MODES)[number];

/** The world setting keys (without the namespace). */
export const SETTING = {
  ruleset: "ruleset",
  enforcement: "enforcement",
  gmExempt: "gmExempt",
  showReasons: "showReasons",
} as const;
