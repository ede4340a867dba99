import type { Terrain } from "../board/types";
import { insidePolygon, segmentInsideIntervals } from "../geometry/polygon";
import { sortNumbers } from "../geometry/sort";
import type { Point } from "../geometry/vec";

/** A straight part of the path, inside one segment, under one unchanging set of terrain. */
export interface Stretch {
  /** Distance along the path where it starts and ends. */
  readonly from: number;
  readonly to: number;
  /** Where the centre is at `from` and at `to`. */
  readonly a: Point;
  readonly b: Point;
  /** Index of the waypoint that ends the segment holding it (0 for a path of one point). */
  readonly segment: number;
  /** Terrain whose footprint holds the centre all along it, whatever its level. */
  readonly under: readonly Terrain[];
}

const sameSet = (x: readonly Terrain[], y: readonly Terrain[]): boolean =>
  x.length === y.length && x.every((t, i) => t === y[i]);

/**
 * Cuts the segment a -> b (from `from` to `to` along the path) where the centre crosses a
 * footprint edge, and pushes the parts onto `out`. `terrain` holds the candidates near it, in
 * board order so equal sets compare equal.
 */
export function splitSegment(
  a: Point,
  b: Point,
  from: number,
  to: number,
  segment: number,
  terrain: readonly Terrain[],
  out: Stretch[],
): void {
  const minX = Math.min(a.x, b.x);
  const maxX = Math.max(a.x, b.x);
  const minY = Math.min(a.y, b.y);
  const maxY = Math.max(a.y, b.y);
  const pieces: Terrain[] = [];
  const spans: number[][] = [];
  const cuts: number[] = [0, 1];
  const buffer: number[] = [];
  for (const t of terrain) {
    if (!boxMeets(t.polygon, minX, minY, maxX, maxY)) continue;
    buffer.length = 0;
    segmentInsideIntervals(a, b, t.polygon, buffer);
    if (buffer.length === 0) continue;
    pieces.push(t);
    spans.push(buffer.slice());
    for (const c of buffer) cuts.push(c);
  }
  if (pieces.length === 0) {
    push(out, { from, to, a, b, segment, under: [] });
    return;
  }
  sortNumbers(cuts);
  const len = to - from;
  for (let i = 1; i < cuts.length; i++) {
    const t0 = cuts[i - 1]!;
    const t1 = cuts[i]!;
    if (t1 - t0 <= 1e-12) continue;
    const m = (t0 + t1) / 2;
    const under: Terrain[] = [];
    for (let k = 0; k < pieces.length; k++) {
      const s = spans[k]!;
      for (let j = 0; j < s.length; j += 2) {
        if (s[j]! <= m && m <= s[j + 1]!) {
          under.push(pieces[k]!);
          break;
        }
      }
    }
    push(out, {
      from: from + len * t0,
      to: from + len * t1,
      a: at(a, b, t0),
      b: at(a, b, t1),
      segment,
      under,
    });
  }
}

/** Terrain under a single point, for a path that never leaves its start. */
export function stretchAtPoint(p: Point, terrain: readonly Terrain[]): Stretch {
  return {
    from: 0,
    to: 0,
    a: p,
    b: p,
    segment: 0,
    under: terrain.filter((t) => insidePolygon(p.x, p.y, t.polygon)),
  };
}

/** Appends, merging with the previous stretch of the same segment under the same terrain. */
function push(out: Stretch[], s: Stretch): void {
  const last = out[out.length - 1];
  if (last && last.segment === s.segment && sameSet(last.under, s.under)) {
    // Built field by field: object spread is slow on V8's hot paths.
    out[out.length - 1] = {
      from: last.from,
      to: s.to,
      a: last.a,
      b: s.b,
      segment: s.segment,
      under: last.under,
    };
  } else out.push(s);
}

const at = (a: Point, b: Point, t: number): Point =>
  t === 0 ? a : t === 1 ? b : { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };

function boxMeets(poly: readonly Point[], minX: number, minY: number, maxX: number, maxY: number): boolean {
  let pMinX = Infinity,
    pMinY = Infinity,
    pMaxX = -Infinity,
    pMaxY = -Infinity;
  for (const p of poly) {
    if (p.x < pMinX) pMinX = p.x;
    if (p.x > pMaxX) pMaxX = p.x;
    if (p.y < pMinY) pMinY = p.y;
    if (p.y > pMaxY) pMaxY = p.y;
  }
  return pMinX <= maxX && pMaxX >= minX && pMinY <= maxY && pMaxY >= minY;
}
