import { RulesError } from "../../engine/errors";
import type { Point } from "../../engine/geometry/vec";
import { sceneScale, unitToMm, type Unit } from "../../engine/units";
import type { DimensionsSource, GridSource, PixelPoint } from "./sources";

/** CONST.GRID_TYPES (v13 docs): 0 gridless, 1 square; 2–5 are the hexagonal layouts. */
const GRIDLESS = 0;
const SQUARE = 1;

/**
 * Converts between a scene's pixels and the engine's units. The engine's origin is the top-left
 * corner of the scene rectangle (`dimensions.sceneX/sceneY`), not of the padded canvas, so the
 * table's edges are the scene's edges.
 */
export interface SceneScale {
  readonly unit: Unit;
  /** Engine units per pixel. */
  readonly unitsPerPixel: number;
  /** Engine units per scene distance unit (token and region elevations are in those). */
  readonly unitsPerSceneUnit: number;
  toEngine(p: PixelPoint): Point;
  toPixels(p: Point): PixelPoint;
  /** A length in pixels (a token's width) as millimetres, how the engine sizes bases. */
  pixelsToMm(px: number): number;
  elevationToEngine(e: number): number;
  elevationToScene(e: number): number;
}

/**
 * The scale of a scene for a ruleset. Throws RulesError (each an i18n key) for what cannot be
 * measured right: a hex grid (the engine's grid is square), a scene in feet or an unknown unit
 * (from the engine's sceneScale), and a square-grid game on a gridless scene.
 */
export function scaleFor(grid: GridSource, dims: DimensionsSource, unit: Unit): SceneScale {
  if (grid.type !== GRIDLESS && grid.type !== SQUARE) {
    throw new RulesError("TTM.Error.HexGrid", { type: grid.type });
  }
  if (unit === "sq" && grid.type !== SQUARE) throw new RulesError("TTM.Error.SquaresNeedGrid");
  if (!(grid.size > 0)) throw new RulesError("TTM.Error.GridDistance", { value: String(grid.size) });
  const perSpace = sceneScale(grid.distance, grid.units, unit);
  const unitsPerPixel = perSpace / grid.size;
  const unitsPerSceneUnit = perSpace / grid.distance;
  return {
    unit,
    unitsPerPixel,
    unitsPerSceneUnit,
    toEngine: (p) => ({ x: (p.x - dims.sceneX) * unitsPerPixel, y: (p.y - dims.sceneY) * unitsPerPixel }),
    toPixels: (p) => ({ x: p.x / unitsPerPixel + dims.sceneX, y: p.y / unitsPerPixel + dims.sceneY }),
    pixelsToMm: (px) => unitToMm(px * unitsPerPixel, unit),
    elevationToEngine: (e) => e * unitsPerSceneUnit,
    elevationToScene: (e) => e / unitsPerSceneUnit,
  };
}
