import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Circle,
  circleDistance,
  isWhollyWithin,
  isWithin,
  unitWhollyWithin,
  unitWithin,
} from "../../src/engine/geometry/circle";
import { pointSegmentDistance, segmentSegmentDistance } from "../../src/engine/geometry/segment";
import { type Point, distance } from "../../src/engine/geometry/vec";
import { firstCollision } from "../../src/engine/path/collision";
import { pointAtDistance } from "../../src/engine/geometry/polyline";
import { table } from "./helpers";

const coord = fc.double({ min: -100, max: 100, noNaN: true });
const point = fc.record({ x: coord, y: coord });
const radius = fc.double({ min: 0.01, max: 5, noNaN: true });
const circle = fc.record({ x: coord, y: coord, r: radius });

describe("geometry properties", () => {
  it("SCTMG-MEASURE-1: distance is symmetric and obeys the triangle inequality", () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c) + 1e-9);
      }),
    );
  });

  it("SCTMG-MEASURE-1: base-to-base distance is symmetric, never negative, and through a third base grows by at most its diameter", () => {
    fc.assert(
      fc.property(circle, circle, circle, (a, b, c) => {
        expect(circleDistance(a, b)).toBeCloseTo(circleDistance(b, a), 9);
        expect(circleDistance(a, b)).toBeGreaterThanOrEqual(0);
        expect(circleDistance(a, c)).toBeLessThanOrEqual(
          circleDistance(a, b) + 2 * b.r + circleDistance(b, c) + 1e-9,
        );
      }),
    );
  });

  it("SCTMG-MEASURE-1: segment distances are symmetric and no more than the distance between any two of their points", () => {
    fc.assert(
      fc.property(point, point, point, point, (a, b, c, d) => {
        const ab = segmentSegmentDistance(a, b, c, d);
        expect(ab).toBeCloseTo(segmentSegmentDistance(c, d, a, b), 9);
        expect(ab).toBeLessThanOrEqual(distance(a, c) + 1e-9);
        expect(pointSegmentDistance(a, c, d)).toBeLessThanOrEqual(
          Math.min(distance(a, c), distance(a, d)) + 1e-9,
        );
        expect(ab).toBeLessThanOrEqual(pointSegmentDistance(a, c, d) + 1e-9);
      }),
    );
  });

  it("SCTMG-WITHIN-2: Wholly Within implies Within, for a model and for a unit", () => {
    const x = fc.double({ min: 0, max: 20, noNaN: true });
    fc.assert(
      fc.property(circle, circle, x, (a, b, d) => {
        if (isWhollyWithin(a, b, d)) expect(isWithin(a, b, d)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.array(circle, { minLength: 1, maxLength: 5 }), circle, x, (unit, target, d) => {
        if (unitWhollyWithin(unit, target, d)) expect(unitWithin(unit, target, d)).toBe(true);
      }),
    );
  });

  it("MUMG-MOVE-5: a path reported clear never overlaps a base, and a hit's prefix never does", () => {
    const spot = fc.record({
      x: fc.double({ min: 2, max: 22, noNaN: true }),
      y: fc.double({ min: 2, max: 22, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(spot, { minLength: 1, maxLength: 6 }),
        fc.array(spot, { minLength: 2, maxLength: 6 }),
        (others, path) => {
          const board = table({
            width: 24,
            height: 24,
            models: [
              { id: "mover", side: "a", x: path[0]!.x, y: path[0]!.y },
              ...others.map((p, i) => ({ id: `o${i}`, side: "b", x: p.x, y: p.y })),
            ],
          });
          const mover = board.model("mover");
          // Bases the mover starts on may be left; only the others must never be entered.
          const clearOf = board.models.filter((m) => m.id !== "mover" && distance(m, mover) >= m.r + mover.r);
          const hit = firstCollision(board, mover, path, { edges: false });
          const total = path.slice(1).reduce((s, p, i) => s + distance(path[i]!, p), 0);
          const until = hit ? hit.distance : total;
          for (let k = 0; k <= 200; k++) {
            const at: Point = pointAtDistance(path, (until * k) / 200);
            for (const m of clearOf) expect(distance(at, m)).toBeGreaterThanOrEqual(m.r + mover.r - 1e-6);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("SCTMG-WITHIN-1: a unit with no model is never Within; touching bases are Within 0", () => {
    const target: Circle = { x: 0, y: 0, r: 1 };
    expect(unitWithin([], target, 10)).toBe(false);
    expect(unitWhollyWithin([], target, 10)).toBe(false);
    expect(isWithin({ x: 2, y: 0, r: 1 }, target, 0)).toBe(true);
  });
});
