import type { LevelSource, RegionElevationFields } from "../host/v14";

/*
 * The slices of Foundry's documents that the scene adapter reads, as narrow interfaces. Real
 * v13 documents satisfy them (v14's fields are declared in host/v14.ts and read through
 * host/generation.ts) (checked by the compiler in tests/foundry/scene/sources.test.ts),
 * and the tests' fakes implement only these members. Field meanings are from the public API
 * docs (foundryvtt.com/api v13: Scene, BaseGrid, TokenDocument, WallDocument, RegionDocument,
 * RegionBehavior).
 */

/** A point in scene pixels (Foundry's canvas coordinates). */
export interface PixelPoint {
  readonly x: number;
  readonly y: number;
}

/** `scene.grid` (a BaseGrid in v13): pixel size of a space, its distance and unit name. */
export interface GridSource {
  readonly size: number;
  readonly distance: number;
  readonly units: string;
  /** CONST.GRID_TYPES: 0 gridless, 1 square, 2–5 hexagonal. */
  readonly type: number;
}

/** `scene.dimensions`: the scene rectangle inside the padded canvas, in pixels. */
export interface DimensionsSource {
  readonly sceneX: number;
  readonly sceneY: number;
  readonly sceneWidth: number;
  readonly sceneHeight: number;
}

export interface ActorSource {
  readonly id: string | null;
  readonly name: string;
  /** The actor's data (`system`, `flags`, …); attribute paths are read from the actor itself. */
  readonly system?: unknown;
}

export interface TokenSource {
  readonly id: string | null;
  readonly name: string;
  /** Top-left corner in pixels. */
  readonly x: number;
  readonly y: number;
  /** Size in grid spaces. */
  readonly width: number;
  readonly height: number;
  /** In the scene's grid units. */
  readonly elevation: number;
  /** CONST.TOKEN_DISPOSITIONS: -2 secret, -1 hostile, 0 neutral, 1 friendly. */
  readonly disposition: number;
  readonly hidden: boolean;
  readonly actor: ActorSource | null;
  readonly flags: unknown;
  /** v14: the scene level the token stands on. */
  readonly level?: string;
}

export interface WallSource {
  readonly id: string | null;
  /** [x0, y0, x1, y1] in pixels. */
  readonly c: readonly number[];
  /** CONST.WALL_MOVEMENT_TYPES: 0 none (does not block movement), 20 normal. */
  readonly move: number | null;
  /** CONST.WALL_DOOR_TYPES: 0 none, 1 door, 2 secret door. */
  readonly door: number | null;
  /** CONST.WALL_DOOR_STATES: 0 closed, 1 open, 2 locked. */
  readonly ds: number | null;
}

/** One of a region's shapes (BaseShapeData subtypes), pixels and degrees. */
export type ShapeSource =
  | {
      readonly type: "rectangle";
      readonly hole: boolean;
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly rotation: number;
    }
  | {
      readonly type: "ellipse";
      readonly hole: boolean;
      readonly x: number;
      readonly y: number;
      readonly radiusX: number;
      readonly radiusY: number;
      readonly rotation: number;
    }
  | {
      readonly type: "circle";
      readonly hole: boolean;
      readonly x: number;
      readonly y: number;
      readonly radius: number;
    }
  | { readonly type: "polygon"; readonly hole: boolean; readonly points: readonly number[] };

export interface RegionBehaviorSource {
  readonly id: string | null;
  readonly type: string;
  readonly disabled: boolean;
  readonly system: unknown;
}

export interface RegionSource extends RegionElevationFields {
  readonly id: string | null;
  readonly name: string;
  readonly shapes: readonly ShapeSource[];
  readonly behaviors: Iterable<RegionBehaviorSource>;
  /** CONST.REGION_VISIBILITY: 0 on the Regions layer only, 1 Gamemaster only, 2 always. */
  readonly visibility?: number | null;
}

export interface SceneSource {
  readonly id: string | null;
  readonly name: string;
  readonly grid: GridSource;
  readonly dimensions: DimensionsSource;
  readonly tokens: Iterable<TokenSource>;
  readonly walls: Iterable<WallSource>;
  readonly regions: Iterable<RegionSource>;
  /** v14: the scene's levels (Scene#levels), whose elevation ranges regions stand on. */
  readonly levels?: Iterable<LevelSource>;
}

/** The user a board is built for: GMs see everything. */
export interface ViewerSource {
  readonly id: string | null;
  readonly isGM: boolean;
}
