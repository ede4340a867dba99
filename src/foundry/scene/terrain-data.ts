import { TERRAIN_KINDS, type TerrainKind } from "../../engine/board/types";
import { MODULE_ID } from "../ids";

/** The RegionBehavior type id (module.json reserves `documentTypes.RegionBehavior.terrain`). */
export const TERRAIN_BEHAVIOR_TYPE = `${MODULE_ID}.terrain`;

/** What a terrain behaviour's `system` holds, once checked. */
export interface TerrainBehaviorData {
  readonly kind: TerrainKind;
  /** Exploration arrows only: degrees, 0 = +x, clockwise on screen. */
  readonly direction: number | null;
}

const isKind = (v: unknown): v is TerrainKind => (TERRAIN_KINDS as readonly unknown[]).includes(v);

/**
 * Reads a terrain behaviour's data. Foundry validates it against the TypeDataModel schema, but a
 * behaviour created while the module was off, or by a macro, may hold anything: null skips it.
 */
export function readTerrainBehavior(system: unknown): TerrainBehaviorData | null {
  if (typeof system !== "object" || system === null) return null;
  const s = system as { kind?: unknown; direction?: unknown };
  if (!isKind(s.kind)) return null;
  const direction =
    s.kind === "exploration-arrow" && typeof s.direction === "number" && Number.isFinite(s.direction)
      ? s.direction
      : null;
  return { kind: s.kind, direction };
}
