// The terrain behaviour's registration into a fake CONFIG.RegionBehavior, and how its data is
// read back (a real TypeDataModel needs Foundry, which does not run here).
import { describe, expect, it } from "vitest";
import { TERRAIN_KINDS } from "../../../src/engine/board/types";
import {
  registerTerrainBehavior,
  TERRAIN_ICON,
  TERRAIN_LABEL,
} from "../../../src/foundry/config/region-behavior";
import { readTerrainBehavior, TERRAIN_BEHAVIOR_TYPE } from "../../../src/foundry/scene/terrain-data";

describe("terrain RegionBehavior", () => {
  it("is registered under the module's subtype id with icon and label", () => {
    const model = class {};
    const config = { dataModels: {}, typeIcons: {} } as {
      dataModels: Record<string, unknown>;
      typeIcons: Record<string, string>;
      typeLabels?: Record<string, string>;
    };
    registerTerrainBehavior(config, model);
    expect(TERRAIN_BEHAVIOR_TYPE).toBe("tabletop-movement.terrain");
    expect(config.dataModels[TERRAIN_BEHAVIOR_TYPE]).toBe(model);
    expect(config.typeIcons[TERRAIN_BEHAVIOR_TYPE]).toBe(TERRAIN_ICON);
    expect(config.typeLabels?.[TERRAIN_BEHAVIOR_TYPE]).toBe(TERRAIN_LABEL);
  });

  it("reads every engine terrain kind; a direction only for exploration arrows; junk is skipped", () => {
    for (const kind of TERRAIN_KINDS) expect(readTerrainBehavior({ kind, direction: 45 })?.kind).toBe(kind);
    expect(readTerrainBehavior({ kind: "exploration-arrow", direction: 45 })?.direction).toBe(45);
    expect(readTerrainBehavior({ kind: "water", direction: 45 })?.direction).toBeNull();
    expect(readTerrainBehavior({ kind: "lava" })).toBeNull();
    expect(readTerrainBehavior(null)).toBeNull();
    expect(readTerrainBehavior("difficult")).toBeNull();
  });
});
