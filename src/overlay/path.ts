import { pathLength } from "../engine/geometry/polyline";
import { type Point, distance, lerp, samePoint } from "../engine/geometry/vec";

/**
 * The part of a polyline between two distances along it, keeping the waypoints inside so a
 * coloured piece bends where the path bends. Distances are clamped to the path; the result has
 * at least one point.
 */
export function subPath(path: readonly Point[], from: number, to: number): Point[] {
  if (path.length === 0) return [];
  const total = pathLength(path);
  const lo = Math.min(Math.max(0, from), total);
  const hi = Math.min(Math.max(lo, to), total);
  const out: Point[] = [];
  const push = (p: Point): void => {
    const last = out[out.length - 1];
    if (!last || !samePoint(last, p)) out.push(p);
  };
  let walked = 0;
  for (let i = 1; i < path.length && walked <= hi; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const seg = distance(a, b);
    const end = walked + seg;
    if (seg > 0 && end >= lo) {
      push(lerp(a, b, (Math.max(lo, walked) - walked) / seg));
      push(lerp(a, b, (Math.min(hi, end) - walked) / seg));
    }
    walked = end;
  }
  return out.length > 0 ? out : [path[0]!];
}
