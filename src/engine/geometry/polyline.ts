import { type Point, distance, lerp } from "./vec";

/** Total length of a polyline: turns count, as the rules measure the path actually dragged. */
export function pathLength(path: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += distance(path[i - 1]!, path[i]!);
  return total;
}

/** Cumulative distance at each vertex; the first is 0. */
export function cumulativeLengths(path: readonly Point[]): number[] {
  const out = new Array<number>(path.length);
  let total = 0;
  for (let i = 0; i < path.length; i++) {
    if (i > 0) total += distance(path[i - 1]!, path[i]!);
    out[i] = total;
  }
  return out;
}

/** The point at distance d along the path (clamped to its ends). */
export function pointAtDistance(path: readonly Point[], d: number): Point {
  if (path.length === 0) throw new RangeError("empty path");
  if (d <= 0) return path[0]!;
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const seg = distance(a, b);
    // walked < d here, so a segment that reaches d has a length: no zero to divide by.
    if (walked + seg >= d) return lerp(a, b, (d - walked) / seg);
    walked += seg;
  }
  return path[path.length - 1]!;
}

/** The path from its start up to distance d: the part a truncated move keeps. */
export function slicePath(path: readonly Point[], d: number): Point[] {
  if (path.length === 0) return [];
  const out: Point[] = [path[0]!];
  if (d <= 0) return out;
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const seg = distance(a, b);
    if (walked + seg >= d) {
      out.push(lerp(a, b, (d - walked) / seg));
      return out;
    }
    out.push(b);
    walked += seg;
  }
  return out;
}

/**
 * The point at distance d along the path, given its cumulative lengths (`cumulativeLengths`):
 * a binary search, so long paths cost log(n) per lookup. Clamped to the path's ends.
 */
export function pointAtCumulative(path: readonly Point[], cumulative: readonly number[], d: number): Point {
  const n = path.length;
  if (n === 0) throw new RangeError("empty path");
  if (!(d > 0)) return path[0]!;
  if (d >= cumulative[n - 1]!) return path[n - 1]!;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! <= d) lo = mid;
    else hi = mid;
  }
  // cumulative[lo] <= d < cumulative[hi]: the segment found has a length.
  return lerp(path[lo]!, path[hi]!, (d - cumulative[lo]!) / (cumulative[hi]! - cumulative[lo]!));
}
