import type { Model } from "../board/types";
import { RulesError } from "../errors";
import { type Point, distance } from "../geometry/vec";

/**
 * Input checks for the path engine. Bad input is refused with a RulesError naming the item (the
 * host shows it in the user's language); nothing here can loop. Safe handling, by design:
 * - a path of one point (or of repeated points) has length 0 and one piece where it stands;
 * - repeated waypoints are skipped; thousands of waypoints cost linear time;
 * - terrain outlines and heights are checked when the Board is built (TTM.Error.Polygon,
 *   TTM.Error.NegativeHeight), so the path engine trusts them.
 */

/** The most waypoints a path may have (the same limit as evaluate.ts's MAX_WAYPOINTS). */
export const MAX_PATH_POINTS = 10_000;

export function checkMover(mover: Model): void {
  if (!(mover.r > 0) || !Number.isFinite(mover.r)) {
    throw new RulesError("TTM.Error.BaseRadius", { id: mover.id, value: String(mover.r) });
  }
  if (!Number.isFinite(mover.x) || !Number.isFinite(mover.y)) {
    throw new RulesError("TTM.Error.ModelPosition", { id: mover.id });
  }
  if (!Number.isFinite(mover.elevation))
    throw new RulesError("TTM.Error.NotFinite", { id: mover.id, field: "elevation" });
  if (!(mover.height >= 0) || !Number.isFinite(mover.height)) {
    throw new RulesError("TTM.Error.NegativeHeight", { id: mover.id, value: String(mover.height) });
  }
}

export function checkPath(mover: Model, path: readonly Point[]): void {
  if (path.length === 0) throw new RulesError("TTM.Error.EmptyPath", { id: mover.id });
  if (path.length > MAX_PATH_POINTS) {
    throw new RulesError("TTM.Error.PathTooLong", { count: path.length, max: MAX_PATH_POINTS });
  }
  for (let i = 0; i < path.length; i++) {
    const p = path[i]!;
    // Finite coordinates so far apart that their distance overflows are refused too.
    if (
      !Number.isFinite(p.x) ||
      !Number.isFinite(p.y) ||
      (i > 0 && !Number.isFinite(distance(path[i - 1]!, p)))
    ) {
      throw new RulesError("TTM.Error.Waypoint", { index: i });
    }
  }
}

/** A numeric option of a path query: at least `min`, finite unless `endless` allows Infinity. */
export function checkOption(name: string, value: number | undefined, min = 0, endless = false): void {
  if (value === undefined) return;
  if (Number.isNaN(value) || value < min || (!endless && !Number.isFinite(value))) {
    throw new RulesError("TTM.Error.PathOption", { name, value: String(value) });
  }
}
