import type { Point } from "../geometry/vec";
import { closestParam, pointSegDist2, segmentsCross } from "./metric";
import { CAPSULE, DISC, type LocalScene } from "./scene";

type Seal = readonly [number, number, number, number];

/**
 * SCTMG-GAP-1: the narrowest line of every gap narrower than `clearance` between two obstacles
 * (bases, walls, blocking terrain edges, including two edges of one piece: an arch or breach).
 * The route may touch these lines but not cross them.
 *
 * Why seals and not inflating every obstacle by clearance / 2: the rule's decision measures a gap
 * as the shortest distance between the two edges the path passes between, and only forbids
 * passing between them. A seal across that shortest distance forbids exactly that; the path is
 * still measured with the base's own radius, so it may hug a single wall or base as closely as
 * the base allows. Inflating by clearance / 2 would also push every path away from lone
 * obstacles and lengthen it. Gaps narrower than the base (2R) need no seal: the inflated
 * obstacles already meet. Seals of a gap the start or goal stands in (or whose line its base
 * straddles) are dropped: a model standing in a gap may leave it, and the rule stops passing,
 * not arriving.
 */
export function gapSeals(s: LocalScene, clearance: number, from: Point, to: Point): Seal[] {
  const R = s.R;
  if (!(clearance > 2 * R)) return [];
  const found: { seal: Seal; pair: string }[] = [];
  // Obstacle pairs whose gap the start or goal stands in: none of their seals apply.
  const leave = new Set<string>();
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
          const seal = closestLink(s, i, j);
          if (!seal) continue;
          const d = Math.hypot(seal[2] - seal[0], seal[3] - seal[1]);
          if (d < 2 * R || d >= clearance) continue;
          const oi = s.owner[i]!;
          const oj = s.owner[j]!;
          const pair = oi < oj ? `${oi}:${oj}` : `${oj}:${oi}`;
          if (
            straddles(seal, from, R) ||
            straddles(seal, to, R) ||
            standsBetween(s, i, j, from, clearance) ||
            standsBetween(s, i, j, to, clearance)
          ) {
            leave.add(pair);
          }
          found.push({ seal, pair });
        }
      }
    }
  }
  return found.filter((f) => !leave.has(f.pair)).map((f) => f.seal);
}

const straddles = (seal: Seal, p: Point, R: number): boolean =>
  pointSegDist2(p.x, p.y, seal[0], seal[1], seal[2], seal[3]) < R * R;

/**
 * The centre stands inside the gap between pieces i and j: their nearest points lie on opposite
 * sides of it and the two distances add up to less than the clearance. (A gap between long
 * parallel edges is a channel, and its seals close both ends; a model inside may still leave.)
 */
function standsBetween(s: LocalScene, i: number, j: number, p: Point, clearance: number): boolean {
  const a = nearestRaw(s, i, p);
  const b = nearestRaw(s, j, p);
  const dot = (a.x - p.x) * (b.x - p.x) + (a.y - p.y) * (b.y - p.y);
  return dot < 0 && a.d + b.d < clearance;
}

function nearestRaw(s: LocalScene, i: number, p: Point): { x: number; y: number; d: number } {
  const r = s.kind[i] === DISC ? s.reach[i]! - s.R : 0;
  const t = closestParam(p.x, p.y, s.ax[i]!, s.ay[i]!, s.bx[i]!, s.by[i]!);
  const x = s.ax[i]! + t * (s.bx[i]! - s.ax[i]!);
  const y = s.ay[i]! + t * (s.by[i]! - s.ay[i]!);
  return { x, y, d: Math.max(0, Math.hypot(x - p.x, y - p.y) - r) };
}

/** Closest points of the raw (uninflated) pieces i and j, or null when they touch or cross. */
function closestLink(s: LocalScene, i: number, j: number): Seal | null {
  const R = s.R;
  const a = rawShape(s, i, R);
  const b = rawShape(s, j, R);
  if (segmentsCross(a.ax, a.ay, a.bx, a.by, b.ax, b.ay, b.bx, b.by)) return null;
  // Two segments that do not cross are closest at an endpoint of one of them: try all four.
  const tries: readonly (readonly [number, number, Raw, boolean])[] = [
    [a.ax, a.ay, b, true],
    [a.bx, a.by, b, true],
    [b.ax, b.ay, a, false],
    [b.bx, b.by, a, false],
  ];
  let best: Seal = [0, 0, 0, 0];
  let bestD = Infinity;
  for (const [px, py, o, fromA] of tries) {
    const t = closestParam(px, py, o.ax, o.ay, o.bx, o.by);
    const wx = o.ax + t * (o.bx - o.ax);
    const wy = o.ay + t * (o.by - o.ay);
    const d = Math.hypot(wx - px, wy - py);
    if (d < bestD) {
      bestD = d;
      best = fromA ? [px, py, wx, wy] : [wx, wy, px, py];
    }
  }
  if (bestD <= a.r + b.r) return null;
  // Trim a base's radius off each end: the gap runs from edge to edge (SCTMG-MEASURE-1).
  const ux = (best[2] - best[0]) / bestD;
  const uy = (best[3] - best[1]) / bestD;
  return [best[0] + ux * a.r, best[1] + uy * a.r, best[2] - ux * b.r, best[3] - uy * b.r];
}

interface Raw {
  readonly ax: number;
  readonly ay: number;
  readonly bx: number;
  readonly by: number;
  /** A base's own radius; 0 for a wall or terrain edge. */
  readonly r: number;
}

function rawShape(s: LocalScene, i: number, R: number): Raw {
  return {
    ax: s.ax[i]!,
    ay: s.ay[i]!,
    bx: s.bx[i]!,
    by: s.by[i]!,
    r: s.kind[i] === DISC ? s.reach[i]! - R : 0,
  };
}
