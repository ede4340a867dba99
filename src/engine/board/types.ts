import type { Point } from "../geometry/vec";
import type { Polygon } from "../geometry/polygon";
import type { Unit } from "../units";

/** Terrain kinds every ruleset understands; a ruleset gives each its meaning. */
export const TERRAIN_KINDS = [
  "difficult",
  "water",
  "deep-water",
  "gap",
  "low-obstacle",
  "vertical",
  "platform",
  "ladder",
  "stairs",
  "impassable",
  "access-point",
  "exploration-arrow",
] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

/** Profile values as they come from a file or a token flag, before the ruleset reads them. */
export type RawProfile = Readonly<Record<string, unknown>>;

/** A model as the host describes it; positions and heights in the board's unit, bases in mm. */
export interface ModelSpec {
  readonly id: string;
  readonly name?: string;
  /** Models with different sides are enemies. */
  readonly side: string;
  readonly x: number;
  readonly y: number;
  readonly elevation?: number;
  /** Base diameter in millimetres, as miniature bases are sold. */
  readonly baseMm?: number;
  /** How tall the miniature is, in the board's unit. */
  readonly height?: number;
  /** Units of several models (SCTMG) share this id. */
  readonly unitId?: string;
  readonly profile?: RawProfile;
  /** Counters the model carries between activations (Carnevale's Submerged), by name: how many. */
  readonly counters?: Readonly<Record<string, number>>;
}

export interface TerrainSpec {
  readonly id: string;
  readonly kind: TerrainKind;
  readonly polygon: readonly Point[];
  /** How tall the piece stands above its own elevation. */
  readonly height?: number;
  /** The level its footprint sits on (0: the table). */
  readonly elevation?: number;
  /** Exploration arrows point somewhere: degrees, 0 = +x, clockwise on screen. */
  readonly direction?: number;
  readonly name?: string;
}

export interface WallSpec {
  readonly id: string;
  readonly a: Point;
  readonly b: Point;
  readonly height?: number;
}

export interface BoardSpec {
  readonly unit: Unit;
  /** Table size; the table's edges stop every move. */
  readonly width: number;
  readonly height: number;
  /** A square grid, for games played on one (size of a square in the board's unit). */
  readonly grid?: { readonly size: number } | null;
  readonly models: readonly ModelSpec[];
  readonly terrain?: readonly TerrainSpec[];
  readonly walls?: readonly WallSpec[];
}

export interface Model {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly elevation: number;
  readonly height: number;
  readonly baseMm: number;
  /** True when the spec gave no base size and the ruleset's default was used. */
  readonly baseDefaulted: boolean;
  readonly unitId: string | null;
  readonly profile: RawProfile;
  /** Counters the model carries, by name; `{}` when it has none. */
  readonly counters: Readonly<Record<string, number>>;
}

export interface Terrain {
  readonly id: string;
  readonly name: string;
  readonly kind: TerrainKind;
  readonly polygon: Polygon;
  readonly height: number;
  readonly elevation: number;
  readonly direction: number | null;
}

export interface Wall {
  readonly id: string;
  readonly a: Point;
  readonly b: Point;
  readonly height: number;
}
