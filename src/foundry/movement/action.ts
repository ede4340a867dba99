import type { Ruleset } from "../../engine/ruleset";
import { MODULE_ID } from "../ids";

/*
 * Which of the ruleset's actions a Foundry movement action stands for. The world's ruleset
 * sets CONFIG.Token.movement.actions from its ActionSpecs (core ids where `core` says one fits,
 * the game's own ids otherwise, possibly namespaced by the module id), so the mapping is read
 * back from the same specs and holds for any ruleset.
 */

/** Core actions that place a token rather than move it: undo, paste, teleports (v13 `displace`). */
const PLACING_ACTIONS = new Set(["displace"]);

export function isPlacingAction(action: string | undefined, teleport: (action: string) => boolean): boolean {
  return action !== undefined && (PLACING_ACTIONS.has(action) || teleport(action));
}

/**
 * The ruleset action for a Foundry action id: a declared override first (a keybinding), then
 * the ruleset action of that id, then the one mapped to that core action, else the ruleset's
 * first action (its plain move).
 */
export function rulesetAction(
  ruleset: Ruleset,
  foundryAction: string | undefined,
  override?: string,
): string {
  const has = (id: string | undefined): id is string =>
    id !== undefined && ruleset.actions.some((a) => a.id === id);
  if (has(override)) return override;
  const bare = foundryAction?.startsWith(`${MODULE_ID}.`)
    ? foundryAction.slice(MODULE_ID.length + 1)
    : foundryAction;
  if (has(bare)) return bare;
  const mapped = ruleset.actions.find((a) => a.core !== undefined && a.core === bare);
  return mapped?.id ?? ruleset.actions[0]?.id ?? "move";
}

/**
 * The action a whole path is judged with. The engine takes one action per request; a path
 * whose segments differ is judged with its last segment's action (what the player picked
 * last). Placing segments (teleports) do not count.
 */
export function pathAction(
  waypoints: readonly { readonly action?: string }[],
  teleport: (action: string) => boolean,
): string | undefined {
  for (let i = waypoints.length - 1; i >= 1; i--) {
    const a = waypoints[i]?.action;
    if (a !== undefined && !isPlacingAction(a, teleport)) return a;
  }
  return undefined;
}

/** True when every step of the path places the token (a teleport, core's displacement). */
export function onlyPlacing(
  waypoints: readonly { readonly action?: string }[],
  teleport: (action: string) => boolean,
): boolean {
  const steps = waypoints.slice(1);
  return steps.length > 0 && steps.every((w) => isPlacingAction(w.action, teleport));
}
