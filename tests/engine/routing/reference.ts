import type { Board } from "../../../src/engine/board/board";
import type { Model } from "../../../src/engine/board/types";
import { pointInPolygon } from "../../../src/engine/geometry/polygon";
import { pointSegmentDistance, segmentSegmentDistance } from "../../../src/engine/geometry/segment";
import type { Point } from "../../../src/engine/geometry/vec";

/*
 * Brute-force reference for the router, written without any of its code: sample every inflated
 * circle densely (on its circumscribed polygon, so chords between neighbouring samples stay
 * outside it), join every pair of samples that sees the other with a plain all-obstacles test,
 * and run Dijkstra. The result is a real path a shade longer than the optimum (by about
 * (pi / samples)^2 / 3 on its arcs), so the router must come out equal or shorter, within 0.1%.
 */

interface Obstacle {
  readonly test: (a: Point, b: Point) => boolean;
  readonly inside: (p: Point) => boolean;
}

export interface ReferenceOptions {
  readonly samples?: number;
  /** Raw gap lines (SCTMG-GAP-1) the path may not cross, if the test wants them. */
  readonly seals?: readonly (readonly [Point, Point])[];
}

export function referenceRoute(
  board: Board,
  mover: Model,
  from: Point,
  to: Point,
  options: ReferenceOptions = {},
): { length: number; path: Point[] } | null {
  const R = mover.r;
  const k = options.samples ?? 96;
  const obstacles: Obstacle[] = [];
  const circles: { c: Point; r: number }[] = [];
  for (const m of board.models) {
    if (m.id === mover.id) continue;
    const reach = m.r + R;
    obstacles.push({
      test: (a, b) => pointSegmentDistance(m, a, b) >= reach - 1e-9,
      inside: (p) => Math.hypot(p.x - m.x, p.y - m.y) < reach - 1e-9,
    });
    circles.push({ c: m, r: reach });
  }
  for (const w of board.walls) {
    obstacles.push({
      test: (a, b) => segmentSegmentDistance(a, b, w.a, w.b) >= R - 1e-9,
      inside: (p) => pointSegmentDistance(p, w.a, w.b) < R - 1e-9,
    });
    circles.push({ c: w.a, r: R }, { c: w.b, r: R });
  }
  for (const t of board.terrain) {
    if (t.kind !== "impassable") continue;
    const poly = t.polygon;
    const edges = poly.map((p, i) => [p, poly[(i + 1) % poly.length]!] as const);
    obstacles.push({
      test: (a, b) => edges.every(([p, q]) => segmentSegmentDistance(a, b, p, q) >= R - 1e-9),
      inside: (p) =>
        pointInPolygon(p, poly) || edges.some(([a, b]) => pointSegmentDistance(p, a, b) < R - 1e-9),
    });
    for (const p of poly) circles.push({ c: p, r: R });
  }
  // A seal is a line the path may not cross; a sample lying on it would let a path touch it from
  // both sides, so such samples go too.
  for (const [a, b] of options.seals ?? []) {
    obstacles.push({
      test: (p, q) => !properCross(p, q, a, b),
      inside: (p) => pointSegmentDistance(p, a, b) < 1e-9,
    });
  }
  const onTable = (p: Point): boolean =>
    p.x >= R - 1e-9 && p.y >= R - 1e-9 && p.x <= board.width - R + 1e-9 && p.y <= board.height - R + 1e-9;
  const nodes: Point[] = [from, to];
  const grow = 1 / Math.cos(Math.PI / k);
  for (const { c, r } of circles) {
    for (let i = 0; i < k; i++) {
      const a = (2 * Math.PI * i) / k;
      const p = {
        x: c.x + r * grow * (1 + 1e-9) * Math.cos(a),
        y: c.y + r * grow * (1 + 1e-9) * Math.sin(a),
      };
      if (onTable(p) && obstacles.every((o) => !o.inside(p))) nodes.push(p);
    }
  }
  const n = nodes.length;
  const dist = new Float64Array(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  dist[0] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && dist[i]! < Infinity && (u < 0 || dist[i]! < dist[u]!)) u = i;
    if (u < 0) return null;
    if (u === 1) break;
    done[u] = 1;
    const a = nodes[u]!;
    for (let v = 0; v < n; v++) {
      if (done[v]) continue;
      const b = nodes[v]!;
      const d = dist[u]! + Math.hypot(b.x - a.x, b.y - a.y);
      if (d >= dist[v]!) continue;
      if (obstacles.every((o) => o.test(a, b))) {
        dist[v] = d;
        prev[v] = u;
      }
    }
  }
  const path: Point[] = [];
  for (let i = 1; i >= 0; i = prev[i]!) path.unshift(nodes[i]!);
  return { length: dist[1]!, path };
}

function properCross(p: Point, q: Point, a: Point, b: Point): boolean {
  const o = (u: Point, v: Point, w: Point): number => (v.x - u.x) * (w.y - u.y) - (v.y - u.y) * (w.x - u.x);
  const d1 = o(p, q, a);
  const d2 = o(p, q, b);
  const d3 = o(a, b, p);
  const d4 = o(a, b, q);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}
