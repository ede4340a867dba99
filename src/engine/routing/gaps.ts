import { type Capsule, type Chord, chordsBetween } from "../geometry/chord";
import type { Point } from "../geometry/vec";
import { insideFlatPolygon, pointSegDist2 } from "./metric";
import { AREA, CAPSULE, DISC, type LocalScene } from "./scene";

type Seal = readonly [number, number, number, number];

/**
 * SCTMG-GAP-1: the lines across every gap narrower than `clearance` between two obstacles
 * (bases, walls, blocking terrain edges, including two edges of one piece: an arch or breach):
 * the chords `chordsBetween` finds, which are the narrowest line and, where two sides run side by
 * side, the lines where the corridor between them begins and ends. The route may touch these
 * lines but not cross them. They are the lines the path's own check (`gapOnStretch`) looks for,
 * so every route found passes it: one narrowest line alone would let a route into a corridor
 * through a mouth narrower than the clearance.
 *
 * Why seals and not inflating every obstacle by clearance / 2: the rule's decision measures a gap
 * as the shortest distance between the two edges the path passes between, and only forbids
 * passing between them. A seal forbids exactly that; the path is still measured with the base's
 * own radius, so it may hug a single wall or base as closely as the base allows. Inflating by
 * clearance / 2 would also push every path away from lone obstacles and lengthen it. Lines
 * shorter than the base (2R) need no seal: the inflated obstacles already meet across them.
 *
 * A model standing in a gap may leave it: the seals between two obstacles whose distances from
 * the start add up to less than the clearance are dropped, the test `gapOnStretch` makes. Arriving
 * is passing: a goal past a gap's line, or in a corridor narrower than the clearance, is reached
 * only if there is a way round.
 */
export function gapSeals(s: LocalScene, clearance: number, from: Point): Seal[] {
  const R = s.R;
  if (!(clearance > 2 * R)) return [];
  const out: Seal[] = [];
  const chords: Chord[] = [];
  // How far the start is from each obstacle (by owner), computed when a seal first needs it.
  const fromStart = new Map<number, number>();
  const distance = (owner: number): number => {
    let d = fromStart.get(owner);
    if (d === undefined) {
      d = distanceFromObstacle(s, owner, from);
      fromStart.set(owner, d);
    }
    return d;
  };
  const g = s.grid;
  for (let i = 0; i < s.n; i++) {
    const ki = s.kind[i]!;
    if (ki !== DISC && ki !== CAPSULE) continue;
    const ri = s.reach[i]! - R;
    const stamp = s.nextStamp();
    const c0 = g.col(Math.min(s.ax[i]!, s.bx[i]!) - ri - clearance);
    const c1 = g.col(Math.max(s.ax[i]!, s.bx[i]!) + ri + clearance);
    const r0 = g.row(Math.min(s.ay[i]!, s.by[i]!) - ri - clearance);
    const r1 = g.row(Math.max(s.ay[i]!, s.by[i]!) + ri + clearance);
    for (let row = r0; row <= r1; row++) {
      for (let col = c0; col <= c1; col++) {
        const c = row * g.nx + col;
        for (let k = g.start[c]!, end = g.start[c + 1]!; k < end; k++) {
          const j = g.items[k]!;
          if (j <= i || s.stamp[j] === stamp) continue;
          s.stamp[j] = stamp;
          const kj = s.kind[j]!;
          if (kj !== DISC && kj !== CAPSULE) continue;
          chords.length = 0;
          chordsBetween(rawShape(s, i), rawShape(s, j), clearance - 1e-9, chords);
          if (chords.length === 0) continue;
          if (distance(s.owner[i]!) + distance(s.owner[j]!) < clearance) continue;
          // A chord narrower than the base needs no seal: the inflated obstacles meet across it.
          for (const c of chords) if (c.length >= 2 * R) out.push([c.a.x, c.a.y, c.b.x, c.b.y]);
        }
      }
    }
  }
  return out;
}

/**
 * The distance from p to an obstacle, edge to edge as the rule measures: to a base's rim, a
 * wall, or a blocking piece's outline (0 inside it).
 */
function distanceFromObstacle(s: LocalScene, owner: number, p: Point): number {
  if (s.kind[owner] !== AREA) return nearestRaw(s, owner, p);
  if (insideFlatPolygon(p.x, p.y, s.polys[s.poly[owner]!]!)) return 0;
  let d = Infinity;
  for (let k = owner + 1; k < s.n && s.owner[k] === owner; k++) d = Math.min(d, nearestRaw(s, k, p));
  return d;
}

/** How far p is from piece i's raw shape (a base's rim, a wall or edge line). */
function nearestRaw(s: LocalScene, i: number, p: Point): number {
  const r = s.kind[i] === DISC ? s.reach[i]! - s.R : 0;
  return Math.max(0, Math.sqrt(pointSegDist2(p.x, p.y, s.ax[i]!, s.ay[i]!, s.bx[i]!, s.by[i]!)) - r);
}

/** Piece i as the rule sees it: a base (its centre and rim) or a wall or edge line. */
function rawShape(s: LocalScene, i: number): Capsule {
  return {
    a: { x: s.ax[i]!, y: s.ay[i]! },
    b: { x: s.bx[i]!, y: s.by[i]! },
    r: s.kind[i] === DISC ? s.reach[i]! - s.R : 0,
  };
}
