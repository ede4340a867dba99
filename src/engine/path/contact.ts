import type { Board, Nearby } from "../board/board";
import { levelsMeet } from "../board/elevation";
import type { Model } from "../board/types";
import { type Point, distance, lerp } from "../geometry/vec";
import { sweepPointCircle } from "../geometry/sweep";
import { closestT } from "../geometry/segment";
import type { PathHit } from "./collision";
import { GEOMETRY_TOLERANCE } from "../geometry/tolerance";

const isEnemy =
  (mover: Model) =>
  (m: Model): boolean =>
    m.side !== mover.side;

/**
 * Bases whose gap to the mover standing at `at` is within the tolerance (touching). With a
 * level, only bases whose bodies meet the mover's at that level count (a model on a roof is not
 * in base contact with one in the street below).
 */
export function contactsAt(
  board: Board,
  mover: Model,
  at: Point,
  tolerance: number,
  filter: (m: Model) => boolean = isEnemy(mover),
  level?: number,
): Model[] {
  const reach = mover.r + tolerance;
  return board
    .modelsNear(at.x - reach, at.y - reach, at.x + reach, at.y + reach)
    .filter(
      (m) =>
        m.id !== mover.id &&
        filter(m) &&
        distance(at, m) - mover.r - m.r <= tolerance + GEOMETRY_TOLERANCE &&
        (level === undefined || levelsMeet(level, mover.height, m.elevation, m.height)),
    );
}

/**
 * Walks a path stretch by stretch looking for the first new contact. Targets already in contact
 * at the start do not stop the move while it stays in contact with them (sliding round an
 * enemy); they stop it again only after the base has left them and comes back.
 */
export class ContactScan {
  private readonly stillTouching: Set<string>;

  constructor(
    private readonly mover: Model,
    private readonly tolerance: number,
    private readonly filter: (m: Model) => boolean,
    startContacts: readonly Model[],
  ) {
    this.stillTouching = new Set(startContacts.map((m) => m.id));
  }

  /**
   * The first contact on the straight stretch p0 -> p1 that starts `from` along the path, at
   * `level` (undefined: any level). `near` must cover the stretch's box grown by r + tolerance.
   */
  scan(near: Nearby, p0: Point, p1: Point, from: number, level: number | undefined): PathHit | null {
    const seg = distance(p0, p1);
    if (seg === 0) return null;
    const mover = this.mover;
    let bestT = Infinity;
    let bestId = "";
    for (const m of near.models) {
      if (m.id === mover.id || !this.filter(m)) continue;
      if (level !== undefined && !levelsMeet(level, mover.height, m.elevation, m.height)) continue;
      const touchAt = mover.r + m.r + this.tolerance;
      if (this.stillTouching.has(m.id)) {
        // Distance to a fixed point along a straight segment falls then rises, so once the base
        // leaves this enemy within the segment it cannot come back before the segment ends.
        if (distance(p1, m) <= touchAt + GEOMETRY_TOLERANCE) continue;
        this.stillTouching.delete(m.id);
        continue;
      }
      const t = entryT(p0, p1, m, mover.r + m.r, touchAt);
      if (t !== null && t < bestT) {
        bestT = t;
        bestId = m.id;
      }
    }
    if (!bestId) return null;
    return { distance: from + bestT * seg, point: lerp(p0, p1, bestT), kind: "model", id: bestId };
  }
}

/**
 * SIGNUM-CONTACT-1: the first point along the path where the mover's base comes within the
 * tolerance of a target base (by default an enemy); see `ContactScan` for bases touched at the
 * start.
 */
export function firstContact(
  board: Board,
  mover: Model,
  path: readonly Point[],
  tolerance: number,
  filter: (m: Model) => boolean = isEnemy(mover),
): PathHit | null {
  if (path.length === 0) return null;
  const scan = new ContactScan(
    mover,
    tolerance,
    filter,
    contactsAt(board, mover, path[0]!, tolerance, filter),
  );
  const reach = mover.r + tolerance;
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const p0 = path[i - 1]!;
    const p1 = path[i]!;
    const seg = distance(p0, p1);
    if (seg === 0) continue;
    const near = board.nearSegment(p0, p1, reach);
    const hit = scan.scan(near, p0, p1, walked, undefined);
    if (hit) return hit;
    walked += seg;
  }
  return null;
}

/**
 * Where along p0 -> p1 the base meets a target: at the real touch (gap 0) when the path gets
 * there; when it only grazes within the tolerance, at its closest approach. Stopping at the
 * first point within tolerance instead would leave a head-on move half a millimetre short.
 */
function entryT(p0: Point, p1: Point, c: Point, touch: number, withTolerance: number): number | null {
  if (distance(p0, c) <= withTolerance + GEOMETRY_TOLERANCE) return 0;
  const t = sweepPointCircle(p0, p1, c, touch);
  if (t !== null) return t;
  const closest = closestT(c, p0, p1);
  return distance(lerp(p0, p1, closest), c) <= withTolerance + GEOMETRY_TOLERANCE ? closest : null;
}
