import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newTangent, orientedTangent, sweep } from "../../../src/engine/routing/tangent";

const coord = fc.double({ min: -50, max: 50, noNaN: true });
const radius = fc.double({ min: 0, max: 5, noNaN: true });
const orient = fc.constantFrom(-1, 1);

describe("oriented tangents", () => {
  it("touch both circles at right angles, with the centre on the side the orientation says", () => {
    fc.assert(
      fc.property(
        coord,
        coord,
        radius,
        orient,
        coord,
        coord,
        radius,
        orient,
        (ax, ay, ra, sa, bx, by, rb, sb) => {
          const t = newTangent();
          if (!orientedTangent(ax, ay, sa * ra, bx, by, sb * rb, t)) {
            // No line: the circles overlap (opposite turns) or one holds the other (same turns).
            const d = Math.hypot(bx - ax, by - ay);
            expect(d).toBeLessThanOrEqual(Math.abs(sb * rb - sa * ra) + 1e-9);
            return;
          }
          expect(Math.hypot(t.x1 - ax, t.y1 - ay)).toBeCloseTo(ra, 6);
          expect(Math.hypot(t.x2 - bx, t.y2 - by)).toBeCloseTo(rb, 6);
          expect(Math.hypot(t.x2 - t.x1, t.y2 - t.y1)).toBeCloseTo(t.length, 6);
          // Radius at each end is perpendicular to the direction of travel.
          expect((t.x1 - ax) * t.ux + (t.y1 - ay) * t.uy).toBeCloseTo(0, 6);
          expect((t.x2 - bx) * t.ux + (t.y2 - by) * t.uy).toBeCloseTo(0, 6);
          // Orientation +1 keeps the centre on the left of the direction of travel.
          const leftA = t.ux * (ay - t.y1) - t.uy * (ax - t.x1);
          if (ra > 1e-6) expect(Math.sign(leftA)).toBe(sa);
          const leftB = t.ux * (by - t.y2) - t.uy * (bx - t.x2);
          if (rb > 1e-6) expect(Math.sign(leftB)).toBe(sb);
        },
      ),
    );
  });

  it("from a point, the two tangents to a circle have the textbook length", () => {
    const t = newTangent();
    expect(orientedTangent(0, 0, 0, 5, 0, 3, t)).toBe(true);
    expect(t.length).toBeCloseTo(4, 12);
    expect(orientedTangent(0, 0, 0, 5, 0, -3, t)).toBe(true);
    expect(t.length).toBeCloseTo(4, 12);
    expect(orientedTangent(0, 0, 0, 2, 0, 3, t)).toBe(false);
  });

  it("a turn just short of a full circle is read as no turn (floating noise)", () => {
    expect(sweep(1, 1 - 1e-12, 1)).toBe(0);
    expect(sweep(0, Math.PI / 2, 1)).toBeCloseTo(Math.PI / 2, 12);
    expect(sweep(0, Math.PI / 2, -1)).toBeCloseTo((3 * Math.PI) / 2, 12);
  });
});
