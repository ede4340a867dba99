import { GEOMETRY_TOLERANCE } from "../../engine/geometry/tolerance";
import type { Model, Terrain } from "../../engine/board/types";
import type { Point } from "../../engine/geometry/vec";
import { baseFitsAt, furthestWhere } from "../../engine/path";
import { fitStep } from "../../engine/path/fit";
import { pointAtDistance } from "../../engine/geometry/polyline";
import { ENGAGEMENT, type Context } from "./context";

const impassable = (t: Terrain): boolean => t.kind === "impassable";

/**
 * SCTMG-GAP-1 (decision): what a moving model sweeps is its base or, when that is wider, the
 * clearance its Size allows (1" or 3" across). Gap clearance replaces the base's width while
 * moving, so a Size 2 model on a 32 or 40 mm base passes a 1.1" gap; SCTMG-GAP-2: it still ends
 * only where its real base fits.
 */
export function movingBody(m: Model, gapWidth: number): Model {
  if (!(gapWidth > 0) || m.r <= gapWidth / 2) return m;
  // A hair narrower than the clearance, so a gap exactly as wide may be passed (SCTMG-GAP-1).
  return { ...m, r: gapWidth / 2 - GEOMETRY_TOLERANCE };
}

/** SCTMG-GAP-2: the real base could stand at p at this level (the unit's own old places do not count). */
export function fitsAt(ctx: Context, m: Model, p: Point, level: number): boolean {
  return baseFitsAt(ctx.board, m, p, {
    blocks: impassable,
    ignore: ctx.unitIds,
    elevation: level,
    support: !ctx.profile.flying,
  });
}

/** SCTMG-MOVE-1: the first of `enemies` a base at p would be within Engagement Range of. */
export function engagedAt(m: Model, p: Point, enemies: readonly Model[]): Model | null {
  for (const e of enemies)
    if (Math.hypot(p.x - e.x, p.y - e.y) - m.r - e.r <= ENGAGEMENT + GEOMETRY_TOLERANCE) return e;
  return null;
}

/** The furthest d <= limit along the path where `holds` (scanned back in fine steps, then bisected). */
export function furthestOn(
  m: Model,
  path: readonly Point[],
  limit: number,
  holds: (p: Point, d: number) => boolean,
): number {
  return furthestWhere(limit, fitStep(m.r, limit), (d) => holds(pointAtDistance(path, d), d));
}
