import { LEVEL_EPS, roleOf, topOf } from "../../engine/board/elevation";
import { distanceToBoundary, pointInPolygon } from "../../engine/geometry/polygon";
import type { PathAnalysis } from "../../engine/path";
import { fitStep, furthestWhere } from "../../engine/path/fit";
import type { MumgOptions } from "./options";
import type { MumgProfile } from "./profile";
import { levelOptions } from "./motion";
import { GEOMETRY_TOLERANCE } from "../../engine/geometry/tolerance";

/** A base this close to a piece touches it. */
const TOUCH = GEOMETRY_TOLERANCE;

/** How the base may end at a distance along the path: where it fits, or clinging (Wall-Crawler). */
export type Ending = "fits" | "clings" | "no";

/**
 * MUMG-MOVE-6: the base must end where it fits: no other base, impassable terrain or wall
 * overlapped, wholly on one surface. MUMG-WALLCRAWL-1: a Wall-Crawler may end where its base
 * does not fit on a surface, except overlapping another base (nor solid terrain, nor a wall);
 * with the world option on it must also touch something it can climb (A0.7).
 */
export function endingAt(a: PathAnalysis, d: number, profile: MumgProfile, options: MumgOptions): Ending {
  if (a.fitsAt(d)) return "fits";
  if (!profile.wallCrawler || !a.fitsAt(d, { support: false })) return "no";
  if (options.wallCrawlerMustTouchSurface && !touchesClimbable(a, d, profile)) return "no";
  return "clings";
}

/** The base at d touches or overlaps a climbable piece whose side or top is at the model's level. */
function touchesClimbable(a: PathAnalysis, d: number, profile: MumgProfile): boolean {
  const p = a.pointAt(d);
  const level = a.standingLevelAt(d);
  const r = a.mover.r;
  const o = levelOptions(profile);
  // Pieces within the touch tolerance count, so the box asked for is grown by it too.
  const reach = r + TOUCH;
  return a.board
    .terrainNear(p.x - reach, p.y - reach, p.x + reach, p.y + reach)
    .some(
      (t) =>
        roleOf(t, o) === "block" &&
        level >= t.elevation - LEVEL_EPS &&
        level <= topOf(t) + LEVEL_EPS &&
        (pointInPolygon(p, t.polygon) || distanceToBoundary(p, t.polygon) <= r + TOUCH),
    );
}

/** The furthest distance up to `limit` where the model may end (0 when nowhere: it stays put). */
export function furthestEnding(
  a: PathAnalysis,
  limit: number,
  profile: MumgProfile,
  options: MumgOptions,
): number {
  const ok = (d: number): boolean => endingAt(a, d, profile, options) !== "no";
  return furthestWhere(limit, fitStep(a.mover.r, limit), ok);
}

/**
 * The nearest distance from `from` on (up to `to`) where the model may end, or null: where a
 * jump lands, the foot of a drop. Steps forward, then bisects back to the edge of the free stretch.
 */
export function firstEnding(
  a: PathAnalysis,
  from: number,
  to: number,
  holds: (d: number) => boolean,
): number | null {
  if (to < from) return null;
  const step = fitStep(a.mover.r, Math.max(to - from, a.mover.r));
  let lo = from;
  if (holds(lo)) return lo;
  let hi = Math.min(to, lo + step);
  while (!holds(hi)) {
    if (hi >= to) return null;
    lo = hi;
    hi = Math.min(to, hi + step);
  }
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (holds(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
