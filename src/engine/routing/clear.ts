import { closestParam, insideFlatPolygon, pointSegDist2, segSegDist2, segmentsCross } from "./metric";
import { AREA, CAPSULE, DISC, type LocalScene, MARGIN, SEAL, START_IGNORE, START_OVERLAP } from "./scene";

/** The base centred at (x, y) would overlap an obstacle, stand closer than MARGIN to one, or leave the table. */
export function pointBlocked(s: LocalScene, x: number, y: number): boolean {
  const lo = s.R + MARGIN;
  if (x < lo || y < lo || x > s.width - lo || y > s.height - lo) return true;
  const g = s.grid;
  const c = g.row(y) * g.nx + g.col(x);
  for (let k = g.start[c]!, end = g.start[c + 1]!; k < end; k++) {
    const i = g.items[k]!;
    const kind = s.kind[i]!;
    if (kind === SEAL) continue;
    if (kind === AREA) {
      if (insideFlatPolygon(x, y, s.polys[s.poly[i]!]!)) return true;
      continue;
    }
    const e = s.reach[i]! + MARGIN;
    const d2 =
      kind === DISC
        ? (x - s.ax[i]!) ** 2 + (y - s.ay[i]!) ** 2
        : pointSegDist2(x, y, s.ax[i]!, s.ay[i]!, s.bx[i]!, s.by[i]!);
    if (d2 < e * e) return true;
  }
  return false;
}

/**
 * The centre can slide straight from p to q keeping MARGIN clear of every obstacle and crossing
 * no seal. The table needs no test: it is convex and both ends are on it. When `fromStart`, the
 * pieces the start already overlaps (a bad placement) only forbid moving further into them, as
 * `firstCollision` does.
 */
export function segmentClear(
  s: LocalScene,
  px: number,
  py: number,
  qx: number,
  qy: number,
  fromStart: boolean,
): boolean {
  const g = s.grid;
  const stamp = s.nextStamp();
  const x0 = (px - g.minX) * g.inv;
  const y0 = (py - g.minY) * g.inv;
  const x1 = (qx - g.minX) * g.inv;
  const y1 = (qy - g.minY) * g.inv;
  let ix = g.col(px);
  let iy = g.row(py);
  const ex = g.col(qx);
  const ey = g.row(qy);
  const dx = x1 - x0;
  const dy = y1 - y0;
  const stepX = dx > 0 ? 1 : dx < 0 ? -1 : 0;
  const stepY = dy > 0 ? 1 : dy < 0 ? -1 : 0;
  const tDeltaX = stepX !== 0 ? Math.abs(1 / dx) : Infinity;
  const tDeltaY = stepY !== 0 ? Math.abs(1 / dy) : Infinity;
  let tMaxX = stepX > 0 ? (ix + 1 - x0) / dx : stepX < 0 ? (ix - x0) / dx : Infinity;
  let tMaxY = stepY > 0 ? (iy + 1 - y0) / dy : stepY < 0 ? (iy - y0) / dy : Infinity;
  // Amanatides-Woo walk over the cells the centre line crosses; pieces sit in every cell their
  // inflated box meets, so these cells hold everything that could come within reach.
  for (let guard = g.nx + g.ny + 2; guard > 0; guard--) {
    const c = iy * g.nx + ix;
    for (let k = g.start[c]!, end = g.start[c + 1]!; k < end; k++) {
      const i = g.items[k]!;
      if (s.stamp[i] === stamp) continue;
      s.stamp[i] = stamp;
      if (pieceBlocks(s, i, px, py, qx, qy, fromStart)) return false;
    }
    if (ix === ex && iy === ey) break;
    if (tMaxX < tMaxY) {
      ix += stepX;
      tMaxX += tDeltaX;
      if (ix < 0 || ix >= g.nx) break;
    } else {
      iy += stepY;
      tMaxY += tDeltaY;
      if (iy < 0 || iy >= g.ny) break;
    }
  }
  return true;
}

function pieceBlocks(
  s: LocalScene,
  i: number,
  px: number,
  py: number,
  qx: number,
  qy: number,
  fromStart: boolean,
): boolean {
  const kind = s.kind[i]!;
  if (kind === AREA) return false;
  const ax = s.ax[i]!;
  const ay = s.ay[i]!;
  if (kind === SEAL) return segmentsCross(px, py, qx, qy, ax, ay, s.bx[i]!, s.by[i]!);
  const flags = fromStart ? s.flags[i]! : 0;
  if (flags & START_IGNORE) return false;
  if (flags & START_OVERLAP) {
    // Distance to a convex piece along a line is convex: not shrinking at the start, it never does.
    let wx = ax;
    let wy = ay;
    if (kind === CAPSULE) {
      const t = closestParam(px, py, ax, ay, s.bx[i]!, s.by[i]!);
      wx = ax + t * (s.bx[i]! - ax);
      wy = ay + t * (s.by[i]! - ay);
    }
    return (px - wx) * (qx - px) + (py - wy) * (qy - py) < 0;
  }
  const e = s.reach[i]! + MARGIN;
  if (kind === DISC) return pointSegDist2(ax, ay, px, py, qx, qy) < e * e;
  const bx = s.bx[i]!;
  const by = s.by[i]!;
  // Boxes apart by more than the reach: too far to touch.
  if (
    Math.min(ax, bx) - e > Math.max(px, qx) ||
    Math.max(ax, bx) + e < Math.min(px, qx) ||
    Math.min(ay, by) - e > Math.max(py, qy) ||
    Math.max(ay, by) + e < Math.min(py, qy)
  ) {
    return false;
  }
  return segSegDist2(px, py, qx, qy, ax, ay, bx, by) < e * e;
}
