import type { Point } from "../geometry/vec";

/**
 * A move made by a whole unit (SCTMG-LEAD-1): `MoveRequest.modelId` is the Leading Model and
 * `MoveRequest.path` its path; the other models of the unit are placed after it. A member named in
 * `placements` goes where the player put it (checked); every other member is placed automatically.
 */
export interface UnitMoveRequest {
  readonly unitId: string;
  readonly placements?: Readonly<Record<string, Point | "auto">>;
}

/**
 * Where one model of the unit ends. `leader` follows its path; `coherent` is in coherency;
 * `out-of-coherency` could only go "as close as possible" (SCTMG-COH-3); `casualty` had no legal
 * linked place and is removed once the player confirms.
 */
export type PlacementStatus = "leader" | "coherent" | "out-of-coherency" | "casualty";

export interface ModelPlacement {
  readonly modelId: string;
  /** Where the model ends; a casualty keeps the point it stood on. */
  readonly point: Point;
  readonly status: PlacementStatus;
}

export type UnitStatus = "in-coherency" | "out-of-coherency";

/**
 * A move the player does not steer. For towards/away the ruleset routes the path itself (the
 * request's path is just the start); `targetIds` name target models or units; `distance` is how
 * far the effect moves the unit.
 */
export interface ForcedMove {
  readonly kind: "towards" | "away" | "push" | "fall";
  readonly targetIds?: readonly string[];
  readonly distance?: number;
}
