import { TERRAIN_BEHAVIOR_TYPE } from "../scene/terrain-data";

/** The Font Awesome icon of the terrain behaviour in the region's behaviour list. */
export const TERRAIN_ICON = "fa-solid fa-mountain-sun";

/** i18n key of the behaviour's name; its field labels are under LOCALIZATION_PREFIXES (host/globals.ts). */
export const TERRAIN_LABEL = "TTM.Terrain.Behavior";

/** What registerTerrainBehavior writes into; CONFIG.RegionBehavior in Foundry. */
export interface RegionBehaviorConfig {
  dataModels: Record<string, unknown>;
  typeIcons: Record<string, string>;
  typeLabels?: Record<string, string>;
}

/**
 * Registers the behaviour type at init (module.json reserves `documentTypes.RegionBehavior.terrain`,
 * which Foundry names `tabletop-movement.terrain`).
 */
export function registerTerrainBehavior(config: RegionBehaviorConfig, model: unknown): void {
  config.dataModels[TERRAIN_BEHAVIOR_TYPE] = model;
  config.typeIcons[TERRAIN_BEHAVIOR_TYPE] = TERRAIN_ICON;
  config.typeLabels ??= {};
  config.typeLabels[TERRAIN_BEHAVIOR_TYPE] = TERRAIN_LABEL;
}
