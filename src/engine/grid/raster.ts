import { insidePolygon, polygonBounds, type Polygon } from "../geometry/polygon";

/**
 * Squares whose centre lies inside the polygon (square coordinates), as indices into a grid of
 * the given size: how a terrain piece drawn over a square grid says which squares it covers.
 */
export function squaresUnder(polygon: Polygon, width: number, height: number): number[] {
  const b = polygonBounds(polygon);
  const out: number[] = [];
  const x0 = Math.max(0, Math.floor(b.minX));
  const x1 = Math.min(width - 1, Math.ceil(b.maxX));
  const y0 = Math.max(0, Math.floor(b.minY));
  const y1 = Math.min(height - 1, Math.ceil(b.maxY));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      if (insidePolygon(x + 0.5, y + 0.5, polygon)) out.push(y * width + x);
    }
  }
  return out;
}

/**
 * The squares a straight drag from square (x0, y0) to (x1, y1) steps through, both included:
 * Bresenham's line, 8-connected, one square per step and max(|dx|, |dy|) steps, as a square-grid
 * ruler draws a segment between two waypoints.
 */
export function squareLine(x0: number, y0: number, x1: number, y1: number): [number, number][] {
  const out: [number, number][] = [[x0, y0]];
  const dx = Math.abs(x1 - x0);
  const dy = Math.abs(y1 - y0);
  const sx = x1 > x0 ? 1 : -1;
  const sy = y1 > y0 ? 1 : -1;
  const n = Math.max(dx, dy);
  // Step along the long axis; the short one moves when its error passes half a square, so the
  // steps are spread evenly (and the same line is drawn whichever end it starts from, up to ties).
  for (let i = 1; i <= n; i++) {
    const x = dx >= dy ? x0 + sx * i : x0 + sx * Math.round((i * dx) / n);
    const y = dx >= dy ? y0 + sy * Math.round((i * dy) / n) : y0 + sy * i;
    out.push([x, y]);
  }
  return out;
}
