import type { PixelPoint, ShapeSource } from "./sources";

/** Segments used for an ellipse or circle: under 1% of the area lost, cheap for the index. */
export const ELLIPSE_SEGMENTS = 32;

const rotate = (p: PixelPoint, c: PixelPoint, degrees: number): PixelPoint => {
  if (!degrees) return p;
  const t = (degrees * Math.PI) / 180;
  const dx = p.x - c.x;
  const dy = p.y - c.y;
  return { x: c.x + dx * Math.cos(t) - dy * Math.sin(t), y: c.y + dx * Math.sin(t) + dy * Math.cos(t) };
};

/**
 * The outline of one region shape in pixels. Rectangles and ellipses turn about their centre
 * (Foundry's shape rotation is in degrees, clockwise on screen since y grows down); ellipses
 * and circles become polygons inscribed with ELLIPSE_SEGMENTS sides. Returns null for an
 * outline too small to be a polygon.
 */
export function shapeOutline(shape: ShapeSource): PixelPoint[] | null {
  switch (shape.type) {
    case "rectangle": {
      const c = { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 };
      const corners = [
        { x: shape.x, y: shape.y },
        { x: shape.x + shape.width, y: shape.y },
        { x: shape.x + shape.width, y: shape.y + shape.height },
        { x: shape.x, y: shape.y + shape.height },
      ];
      return shape.width > 0 && shape.height > 0 ? corners.map((p) => rotate(p, c, shape.rotation)) : null;
    }
    case "ellipse":
      return ellipse(shape.x, shape.y, shape.radiusX, shape.radiusY, shape.rotation);
    case "circle":
      return ellipse(shape.x, shape.y, shape.radius, shape.radius, 0);
    case "polygon": {
      const pts: PixelPoint[] = [];
      for (let i = 0; i + 1 < shape.points.length; i += 2) {
        pts.push({ x: shape.points[i] ?? NaN, y: shape.points[i + 1] ?? NaN });
      }
      return pts.length >= 3 ? pts : null;
    }
  }
}

function ellipse(x: number, y: number, rx: number, ry: number, rotation: number): PixelPoint[] | null {
  if (!(rx > 0) || !(ry > 0)) return null;
  const c = { x, y };
  const out: PixelPoint[] = [];
  for (let i = 0; i < ELLIPSE_SEGMENTS; i++) {
    const a = (2 * Math.PI * i) / ELLIPSE_SEGMENTS;
    out.push(rotate({ x: x + rx * Math.cos(a), y: y + ry * Math.sin(a) }, c, rotation));
  }
  return out;
}
