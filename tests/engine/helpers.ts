import { Board } from "../../src/engine/board/board";
import type { ModelSpec, TerrainSpec, WallSpec } from "../../src/engine/board/types";
import type { Point } from "../../src/engine/geometry/vec";

/** A base of this many mm is exactly one inch across. */
export const INCH_MM = 25.4;

/** A table in inches, 72" x 48" unless told; bases 1" unless the model says. */
export function table(
  parts: {
    models?: ModelSpec[];
    terrain?: TerrainSpec[];
    walls?: WallSpec[];
    width?: number;
    height?: number;
  } = {},
): Board {
  return new Board(
    {
      unit: "in",
      width: parts.width ?? 72,
      height: parts.height ?? 48,
      models: parts.models ?? [],
      terrain: parts.terrain ?? [],
      walls: parts.walls ?? [],
    },
    INCH_MM,
  );
}

/** An axis-aligned rectangle, counter-clockwise. */
export function rect(x0: number, y0: number, x1: number, y1: number): Point[] {
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}

export const pts = (...xy: [number, number][]): Point[] => xy.map(([x, y]) => ({ x, y }));

/** A model spec with a base of `inches` across. */
export const model = (
  id: string,
  side: string,
  x: number,
  y: number,
  extra: Partial<ModelSpec> = {},
): ModelSpec => ({
  id,
  side,
  x,
  y,
  ...extra,
});

/** A 36" x 36" skirmish table in inches (MUMG's, Carnevale's), its bases the ruleset's default. */
export function skirmishTable(
  defaultBaseMm: number,
  parts: { models?: ModelSpec[]; terrain?: TerrainSpec[]; walls?: WallSpec[] } = {},
): Board {
  return new Board(
    {
      unit: "in",
      width: 36,
      height: 36,
      models: parts.models ?? [],
      terrain: parts.terrain ?? [],
      walls: parts.walls ?? [],
    },
    defaultBaseMm,
  );
}
