import type { Board } from "../board/board";
import type { Model } from "../board/types";
import { type Point, distance, lerp } from "../geometry/vec";
import { sweepPointCircle } from "../geometry/sweep";
import { closestT } from "../geometry/segment";
import type { PathHit } from "./collision";

/** Bases whose gap to the mover standing at `at` is within the tolerance (touching). */
export function contactsAt(
  board: Board,
  mover: Model,
  at: Point,
  tolerance: number,
  filter: (m: Model) => boolean = (m) => m.side !== mover.side,
): Model[] {
  const reach = mover.r + tolerance;
  return board
    .near(at.x - reach, at.y - reach, at.x + reach, at.y + reach)
    .models.filter(
      (m) => m.id !== mover.id && filter(m) && distance(at, m) - mover.r - m.r <= tolerance + 1e-9,
    );
}

/**
 * SIGNUM-CONTACT-1: the first point along the path where the mover's base comes within the
 * tolerance of a target base. Targets already in contact at the start do not stop the move
 * while it stays in contact with them (sliding round an enemy); they stop it again only after
 * the base has left them and comes back.
 */
export function firstContact(
  board: Board,
  mover: Model,
  path: readonly Point[],
  tolerance: number,
  filter: (m: Model) => boolean = (m) => m.side !== mover.side,
): PathHit | null {
  if (path.length === 0) return null;
  const start = path[0]!;
  const stillTouching = new Set(contactsAt(board, mover, start, tolerance, filter).map((m) => m.id));
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const p0 = path[i - 1]!;
    const p1 = path[i]!;
    const seg = distance(p0, p1);
    if (seg === 0) continue;
    const reach = mover.r + tolerance;
    const near = board.near(
      Math.min(p0.x, p1.x) - reach,
      Math.min(p0.y, p1.y) - reach,
      Math.max(p0.x, p1.x) + reach,
      Math.max(p0.y, p1.y) + reach,
    );
    let bestT = Infinity;
    let bestId = "";
    for (const m of near.models) {
      if (m.id === mover.id || !filter(m)) continue;
      const touchAt = mover.r + m.r + tolerance;
      if (stillTouching.has(m.id)) {
        // Distance to a fixed point along a straight segment falls then rises, so once the base
        // leaves this enemy within the segment it cannot come back before the segment ends.
        if (distance(p1, m) <= touchAt + 1e-9) continue;
        stillTouching.delete(m.id);
        continue;
      }
      const t = entryT(p0, p1, m, mover.r + m.r, touchAt);
      if (t !== null && t < bestT) {
        bestT = t;
        bestId = m.id;
      }
    }
    if (bestId)
      return { distance: walked + bestT * seg, point: lerp(p0, p1, bestT), kind: "model", id: bestId };
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
  if (distance(p0, c) <= withTolerance + 1e-9) return 0;
  const t = sweepPointCircle(p0, p1, c, touch);
  if (t !== null) return t;
  const closest = closestT(c, p0, p1);
  return distance(lerp(p0, p1, closest), c) <= withTolerance + 1e-9 ? closest : null;
}
