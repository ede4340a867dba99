import { describe, expect, it } from "vitest";
import {
  add,
  cross,
  distance,
  dot,
  EPSILON,
  isFinitePoint,
  length,
  lerp,
  pt,
  samePoint,
  scale,
  sub,
} from "../../../src/engine/geometry/vec";

/*
 * The vector arithmetic every measurement is built from (SCTMG-MEASURE-1's distances), on
 * values whose x and y differ so that a swapped component or a sign shows.
 */

describe("vectors (SCTMG-MEASURE-1)", () => {
  const a = pt(2, 3);
  const b = pt(7, -2);

  it("SCTMG-MEASURE-1: sums, differences, scaling, dot and cross products", () => {
    expect(a).toEqual({ x: 2, y: 3 });
    expect(add(a, b)).toEqual({ x: 9, y: 1 });
    expect(sub(a, b)).toEqual({ x: -5, y: 5 });
    expect(scale(a, -2)).toEqual({ x: -4, y: -6 });
    expect(dot(a, b)).toBe(8);
    expect(cross(a, b)).toBe(-25);
    expect(cross(b, a)).toBe(25);
  });

  it("SCTMG-MEASURE-1: lengths, distances and the point a fraction of the way", () => {
    expect(length(pt(3, -4))).toBe(5);
    expect(distance(pt(1, 2), pt(4, 6))).toBe(5);
    expect(distance(pt(4, 6), pt(1, 2))).toBe(5);
    expect(lerp(a, b, 0.25)).toEqual({ x: 3.25, y: 1.75 });
    expect(lerp(a, b, 0)).toEqual(a);
    expect(lerp(a, b, 1)).toEqual(b);
  });

  it("SCTMG-MEASURE-1: a point is finite only if both coordinates are", () => {
    expect(isFinitePoint(pt(1, -2))).toBe(true);
    expect(isFinitePoint(pt(Number.NaN, 1))).toBe(false);
    expect(isFinitePoint(pt(1, Number.POSITIVE_INFINITY))).toBe(false);
    expect(isFinitePoint(pt(Number.NEGATIVE_INFINITY, Number.NaN))).toBe(false);
  });

  it("SCTMG-MEASURE-1: the same point within a tolerance on each axis, exactly at it, and not past it on either", () => {
    expect(samePoint(pt(1, 1), pt(1.5, 0.5), 0.5)).toBe(true);
    expect(samePoint(pt(1, 1), pt(1.5, 1), 0.25)).toBe(false);
    expect(samePoint(pt(1, 1), pt(1, 1.5), 0.25)).toBe(false);
    expect(samePoint(pt(1, 1), pt(0.5, 1), 0.25)).toBe(false);
    // The default is EPSILON.
    expect(samePoint(pt(0, 0), pt(EPSILON, -EPSILON))).toBe(true);
    expect(samePoint(pt(0, 0), pt(2 * EPSILON, 0))).toBe(false);
    expect(samePoint(pt(0, 0), pt(0, -2 * EPSILON))).toBe(false);
  });
});
