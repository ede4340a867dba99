/*
 * The part of the Foundry v14 client API this module uses, declared locally: the type package
 * on the npm registry stops at v13 (13.346 beta), so these shapes are written from the public v14
 * API docs (foundryvtt.com/api/v14, read for 14.360–14.369) and checked by the compiler wherever
 * the host reads them. A .ts file, not a .d.ts: skipLibCheck would hide mistakes in a .d.ts.
 * Each shape names the documented interface it stands for; only the members read here appear.
 */

/** `foundry.documents.types.RegionElevationData` (v13 regions, and v14's elevation range). */
export interface RegionElevationRange {
  /** null is −∞. */
  readonly bottom: number | null;
  /** null is +∞. */
  readonly top: number | null;
  readonly topInclusive?: boolean;
}

/**
 * A region's elevation fields per generation: v13 `elevation: {bottom, top}`; v14 `RegionData`
 * `elevation?: number` (the height of the region's surface) plus `levels?: string[] | null`
 * (the scene levels it stands on; null or empty: every level).
 */
export interface RegionElevationFields {
  readonly elevation?: RegionElevationRange | number | null;
  readonly levels?: readonly string[] | Iterable<string> | null;
}

/** `foundry.documents.types.LevelData`: a scene level and its elevation range (v14). */
export interface LevelSource {
  readonly id: string | null;
  readonly elevation: { readonly bottom: number; readonly top: number };
}

/**
 * v14 waypoints (`TokenMeasuredMovementWaypoint`, `TokenMovementWaypoint`,
 * `TokenProcessedMovementWaypoint`) add these to v13's: the scene level id and the depth in grid
 * spaces. Core refuses a move whose level or action is invalid, so a waypoint the module makes
 * must carry the level of the one it stands for.
 */
export interface LevelledWaypoint {
  readonly level?: string;
  readonly depth?: number;
}

/** v14 `TokenConstrainMovementPathOptions` (v13 has preview, ignoreWalls, ignoreCost, history). */
export interface ConstrainOptions14 {
  readonly preview?: boolean;
  readonly ignoreWalls?: boolean;
  readonly ignoreCost?: boolean;
  /** The maximum cumulative cost: core cuts the path there itself (v14). */
  readonly maxCost?: number;
  /** The maximum cumulative distance (v14). */
  readonly maxDistance?: number;
  readonly measureOptions?: object;
}

/**
 * v14 `TokenMovementOperation` / `TokenMovementData` additions: `finished` resolves (true when
 * the movement completed) once the movement is over, `animation.ended` when its animation ends.
 */
export interface MovementPromises14 {
  readonly finished?: Promise<boolean>;
  readonly animation?: {
    readonly started?: Promise<void>;
    readonly ended?: Promise<void>;
    readonly duration?: number;
  };
  readonly split?: boolean;
  readonly subpathId?: string;
}

/**
 * v14 `TokenMovementInstructionOptions` as they sit per token in an update operation's
 * `movement` (v13: waypoints, method, constrainOptions, autoRotate, showRuler): `planned` is a
 * movement that does not start yet (`Token#planMovement`), waiting for confirmation.
 */
export interface MovementInstruction14 {
  readonly planned?: boolean;
  readonly split?: boolean;
  readonly method?: string;
}

/**
 * v14 `TokenMovementActionConfigDescriptor`: besides v13's fields, `costMultiplier`,
 * `speedMultiplier`, `terrainAction` and `canSelect` (boolean or function); `getCostFunction` is
 * still accepted.
 */
export interface ActionDescriptor14 {
  costMultiplier?: number;
  speedMultiplier?: number;
  terrainAction?: string | null;
}
