/*
 * Distance tests on plain numbers. The geometry module's versions build a small object per call,
 * which is fine for a drag but not for the tens of thousands of tests one route makes.
 */

/** Squared distance from (px, py) to segment (ax, ay)-(bx, by). */
export function pointSegDist2(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

/** Parameter in [0, 1] of the point of segment a-b closest to p. */
export function closestParam(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  if (!(len2 > 0)) return 0;
  const t = ((px - ax) * dx + (py - ay) * dy) / len2;
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number =>
  (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

/** Segments p-q and a-b cross at a point interior to both (touching does not count). */
export function segmentsCross(
  px: number,
  py: number,
  qx: number,
  qy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): boolean {
  const d1 = orient(px, py, qx, qy, ax, ay);
  const d2 = orient(px, py, qx, qy, bx, by);
  if ((d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0) || d1 === 0 || d2 === 0) return false;
  const d3 = orient(ax, ay, bx, by, px, py);
  const d4 = orient(ax, ay, bx, by, qx, qy);
  return (d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0);
}

/** Squared distance between segments p-q and a-b (0 when they cross). */
export function segSegDist2(
  px: number,
  py: number,
  qx: number,
  qy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  if (segmentsCross(px, py, qx, qy, ax, ay, bx, by)) return 0;
  return Math.min(
    pointSegDist2(px, py, ax, ay, bx, by),
    pointSegDist2(qx, qy, ax, ay, bx, by),
    pointSegDist2(ax, ay, px, py, qx, qy),
    pointSegDist2(bx, by, px, py, qx, qy),
  );
}

/** Even-odd point in polygon over a flat coordinate array [x0, y0, x1, y1, ...]. */
export function insideFlatPolygon(px: number, py: number, xy: readonly number[]): boolean {
  let inside = false;
  const n = xy.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const ax = xy[2 * i]!;
    const ay = xy[2 * i + 1]!;
    const bx = xy[2 * j]!;
    const by = xy[2 * j + 1]!;
    if (ay > py !== by > py && px < ((bx - ax) * (py - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside;
}
