import type { ActionSpec, Ruleset } from "../../engine/ruleset";
import { actionOverrides } from "../host/generation";
import type { ActionConfig } from "../host/types";
import { MODULE_ID } from "../ids";

export type { ActionConfig };

/** The part of CONFIG.Token.movement this module changes. */
export interface MovementConfig {
  actions: Record<string, ActionConfig>;
  defaultAction: string;
}

/**
 * Core actions that are never hidden: `displace` is what core's undo, paste and teleports use
 * (it is not selectable anyway), so hiding or changing it would break them.
 */
const KEEP = new Set(["displace"]);

/**
 * The Foundry action id of each of a ruleset's actions: its `core` action where it names one
 * (walk, fly, swim, climb, jump…) and no earlier action of the ruleset took it, else its own id
 * (run, void-jump, dive, charge…), or `tabletop-movement.<id>` if an earlier action already took
 * that one. Ruleset order is kept; no two actions share a Foundry id.
 */
export function foundryActionIds(ruleset: Ruleset): Map<string, string> {
  const out = new Map<string, string>();
  const taken = new Set<string>();
  for (const a of ruleset.actions) {
    const wanted = a.core && !taken.has(a.core) ? a.core : a.id;
    const id = taken.has(wanted) ? `${MODULE_ID}.${a.id}` : wanted;
    taken.add(id);
    out.set(a.id, id);
  }
  return out;
}

/** The ruleset action a token's Foundry movement action stands for, or null if none does. */
export function rulesetActionFor(ruleset: Ruleset, foundryAction: string | null | undefined): string | null {
  if (!foundryAction) return null;
  for (const [own, fid] of foundryActionIds(ruleset)) if (fid === foundryAction) return own;
  return null;
}

/**
 * The ruleset's verdict is the cost: Foundry's own measure (distance through terrain) passes
 * through unchanged, replacing core's doubling for climb, crawl and jump (v13 by their cost
 * function, v14 also by the descriptor's costMultiplier: host/generation.ts actionOverrides).
 */
const ownCost: ActionConfig["getCostFunction"] = () => (cost) => cost;
const selectable: ActionConfig["canSelect"] = () => true;
const hidden: ActionConfig["canSelect"] = () => false;

/**
 * The movement actions for a ruleset, built from core's own (`original`, as Foundry set them
 * before this module changed anything): the ruleset's actions reuse core entries where they map
 * to one and are added otherwise, with the ruleset's labels (i18n keys), icons and order; every
 * other action stays defined (tokens may still hold it) but cannot be selected.
 */
export function planMovementActions(ruleset: Ruleset, original: Readonly<Record<string, ActionConfig>>) {
  const ids = foundryActionIds(ruleset);
  const template = original.walk;
  const actions: Record<string, ActionConfig> = {};
  for (const [key, config] of Object.entries(original)) {
    actions[key] = KEEP.has(key) ? config : { ...config, canSelect: hidden };
  }
  ruleset.actions.forEach((spec: ActionSpec, order) => {
    const id = ids.get(spec.id) ?? spec.id;
    const base = original[id] ?? template;
    const own: Partial<ActionConfig> = original[id]
      ? {}
      : // A new action moves like walking: no teleport, measured, stopped by movement walls.
        { teleport: false, measure: true, walls: "move", visualize: true, deriveTerrainDifficulty: null };
    actions[id] = {
      ...(base as ActionConfig),
      ...own,
      label: spec.labelKey,
      icon: spec.icon,
      order,
      canSelect: selectable,
      getCostFunction: ownCost,
      ...actionOverrides(),
    };
  });
  const first = ruleset.actions[0];
  return { actions, defaultAction: first ? (ids.get(first.id) ?? first.id) : "walk" };
}

/**
 * Applies a ruleset's actions to CONFIG.Token.movement, remembering core's configuration the
 * first time so that switching rulesets (the world setting changed) starts again from core's.
 */
export class MovementActions {
  private original: { actions: Record<string, ActionConfig>; defaultAction: string } | null = null;

  apply(config: MovementConfig, ruleset: Ruleset): void {
    this.original ??= { actions: { ...config.actions }, defaultAction: config.defaultAction };
    const plan = planMovementActions(ruleset, this.original.actions);
    // Replace in place: other code may hold the object CONFIG.Token.movement.actions points to.
    for (const key of Object.keys(config.actions)) if (!(key in plan.actions)) delete config.actions[key];
    Object.assign(config.actions, plan.actions);
    config.defaultAction = plan.defaultAction;
  }
}
