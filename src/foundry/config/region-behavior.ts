import { TERRAIN_KINDS } from "../../engine/board/types";
import { TERRAIN_BEHAVIOR_TYPE } from "../scene/terrain-data";

/** The Font Awesome icon of the terrain behaviour in the region's behaviour list. */
export const TERRAIN_ICON = "fa-solid fa-mountain-sun";

/** i18n keys: the behaviour's name, and its field labels under LOCALIZATION_PREFIXES. */
export const TERRAIN_LABEL = "TTM.Terrain.Behavior";
const KIND_PREFIX = "TTM.Terrain.Kind.";

/**
 * The schema of a terrain behaviour: the kind (the engine's TERRAIN_KINDS) and, for exploration
 * arrows, the direction. Heights are not stored here: the region's own elevation range gives the
 * footprint's level (bottom) and the top (see scene/pieces.ts), so a GM edits them where Foundry
 * shows them.
 */
function terrainSchema() {
  const f = foundry.data.fields;
  return {
    kind: new f.StringField({
      required: true,
      blank: false,
      initial: "difficult",
      // A function, so the labels are localised when the form is drawn, not at init.
      choices: () =>
        Object.fromEntries(TERRAIN_KINDS.map((k) => [k, game.i18n?.localize(`${KIND_PREFIX}${k}`) ?? k])),
    }),
    direction: new f.NumberField({ required: true, nullable: false, initial: 0, min: 0, max: 360, step: 1 }),
  };
}
type TerrainSchema = ReturnType<typeof terrainSchema>;

/**
 * The TypeDataModel of `tabletop-movement.terrain`. It handles no region events: the engine
 * reads terrain from the scene when a move is judged (boardFromScene), so the behaviour is data.
 * Defined in a function because `foundry` exists only once Foundry has loaded.
 */
export function createTerrainBehaviorType() {
  return class TerrainBehaviorType extends foundry.data.regionBehaviors.RegionBehaviorType<TerrainSchema> {
    /** Field labels and hints: TTM.Terrain.FIELDS.kind.label, …direction.hint. */
    static override LOCALIZATION_PREFIXES = ["TTM.Terrain"];

    static override defineSchema(): TerrainSchema {
      return terrainSchema();
    }
  };
}

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
