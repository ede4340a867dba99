import { describe, expect, it } from "vitest";
import { sweepPointCircle, sweepPointSegment } from "../../../src/engine/geometry/sweep";
import { GEOMETRY_TOLERANCE } from "../../../src/engine/geometry/tolerance";
import { EPSILON, type Point } from "../../../src/engine/geometry/vec";

/*
 * A base's centre sliding along p0 -> p1: the first parameter at which it would come nearer than
 * `reach` to another base's centre or to a wall (MUMG-MOVE-5, CARN-MOVE-2: no passing through;
 * touching is allowed, and so is overlapping by no more than GEOMETRY_TOLERANCE). Each answer is
 * worked out by hand; the boundaries are the tolerance itself, exact touching, and EPSILON-long
 * moves.
 */

const P = (x: number, y: number): Point => ({ x, y });
const T = GEOMETRY_TOLERANCE;

describe("sliding past another base (MUMG-MOVE-5)", () => {
  const c = P(0, 0);

  it("MUMG-MOVE-5: head on, the hit is where the rims touch; stopping short, or at exactly touching", () => {
    // reach 2, from 10 away at speed 4 (a = 16, so 2a is not a): touching at 8 travelled.
    expect(sweepPointCircle(P(-10, 0), P(-6, 0), c, 2)).toBeNull();
    expect(sweepPointCircle(P(-10, 0), P(-2, 0), c, 2)).toBe(1);
    expect(sweepPointCircle(P(-10, 0), P(6, 0), c, 2)).toBe(0.5);
    expect(sweepPointCircle(P(0, -10), P(0, 6), P(0, 0), 2)).toBe(0.5);
    expect(sweepPointCircle(P(3, 14), P(3, -2), P(3, 2), 2)).toBe(0.625);
    // Moving away, or past behind the start.
    expect(sweepPointCircle(P(3, 0), P(9, 0), c, 2)).toBeNull();
  });

  it("MUMG-MOVE-5: a pass at an offset hits where the distance first equals the reach", () => {
    // From (-5, 1.2) to (5, 1.2), reach 2: touching at x = -1.6.
    expect(sweepPointCircle(P(-5, 1.2), P(5, 1.2), c, 2)).toBeCloseTo(0.34, 14);
    expect(sweepPointCircle(P(5, -1.2), P(-5, -1.2), c, 2)).toBeCloseTo(0.34, 14);
  });

  it("MUMG-MOVE-5: a pass that comes no nearer than the tolerance inside the reach only grazes", () => {
    expect(sweepPointCircle(P(-5, 2 - T / 2), P(5, 2 - T / 2), c, 2)).toBeNull();
    expect(sweepPointCircle(P(-5, 2 - T / 2), P(5, 2 - T / 2), c, 1.5)).toBeNull();
    const h = 2 - 10 * T;
    const t = sweepPointCircle(P(-5, h), P(5, h), c, 2)!;
    expect(t).toBeCloseTo((5 - Math.sqrt(4 - h * h)) / 10, 9);
    // A point reach passes through nothing.
    expect(sweepPointCircle(P(-5, 0), P(5, 0), P(0, 1), 0)).toBeNull();
  });

  it("MUMG-MOVE-5: touching at the start, a step inward is blocked at once; sideways or away is not", () => {
    expect(sweepPointCircle(P(-2, 0), P(2, 0), c, 2)).toBe(0);
    expect(sweepPointCircle(P(-2, 0), P(-2, 4), c, 2)).toBeNull();
    expect(sweepPointCircle(P(-2, 0), P(-6, 0), c, 2)).toBeNull();
    // Overlapping at the start: moving out is allowed, further in is not.
    expect(sweepPointCircle(P(-1, 0), P(-5, 3), c, 2)).toBeNull();
    expect(sweepPointCircle(P(-1, 0), P(1, 0.5), c, 2)).toBe(0);
    // Within the tolerance of touching, still touching.
    expect(sweepPointCircle(P(-2 - T / 2, 0), P(2, 0), c, 2)).toBe(0);
  });

  it("MUMG-MOVE-5: exactly the tolerance away is not yet touching: the hit is that far on", () => {
    const t = sweepPointCircle(P(1 + T, 0), P(-3 + T, 0), c, 1)!;
    expect(t).toBeGreaterThan(0);
    expect(t).toBeCloseTo(T / 4, 15);
  });

  it("MUMG-MOVE-5: touching, a slide along the rim that dips in by no more than the tolerance grazes; deeper is blocked at once", () => {
    // From (1, 0) up 4 and in by d: the line's nearest approach to the centre is 4 / hypot(4, d),
    // reached a quarter of a thousandth along, so the dip is 1 - 4 / hypot(4, d).
    const dip = (d: number): number => 1 - 4 / Math.hypot(4, d);
    expect(dip(1e-6)).toBeLessThan(T);
    expect(sweepPointCircle(P(1, 0), P(1 - 1e-6, 4), c, 1)).toBeNull();
    expect(dip(1.78e-3)).toBeLessThan(T / 2 + 1e-9);
    expect(sweepPointCircle(P(1, 0), P(1 - 1.78e-3, 4), c, 1)).toBeNull();
    expect(dip(3.6e-3)).toBeGreaterThan(2 * T - 1e-9);
    expect(sweepPointCircle(P(1, 0), P(1 - 3.6e-3, 4), c, 1)).toBe(0);
  });

  it("MUMG-MOVE-5: touching, a move into the base is blocked once it goes deeper than the tolerance; an EPSILON-long move is no move", () => {
    expect(sweepPointCircle(P(0, 0), P(EPSILON, 0), P(1, 0), 1)).toBeNull();
    expect(sweepPointCircle(P(0, 0), P(0, 0), P(1, 0), 1)).toBeNull();
    expect(sweepPointCircle(P(0, 0), P(T / 2, 0), P(1, 0), 1)).toBeNull();
    expect(sweepPointCircle(P(0, 0), P(2 * T, 0), P(1, 0), 1)).toBe(0);
    // Starting a little inside the tolerance, it may go on to the tolerance and no further.
    expect(sweepPointCircle(P(0.5 * T, 0), P(0.9 * T, 0), P(1, 0), 1)).toBeNull();
    expect(sweepPointCircle(P(0.5 * T, 0), P(1.5 * T, 0), P(1, 0), 1)).toBe(0);
  });

  it("MUMG-MOVE-5: overlapping by more than the tolerance, any move further in is blocked: waypoints cannot creep in", () => {
    expect(sweepPointCircle(P(1.5 * T, 0), P(1.6 * T, 0), P(1, 0), 1)).toBe(0);
    // Slanting in by 1e-3 over 3 goes about 6e-8 deeper: within the tolerance, but deeper.
    expect(sweepPointCircle(P(1.5 * T, 0), P(1.5 * T + 1e-3, 3), P(1, 0), 1)).toBe(0);
    // Square to the line of centres it only moves out.
    expect(sweepPointCircle(P(1.5 * T, 0), P(1.5 * T, 3), P(1, 0), 1)).toBeNull();
    // Out is free.
    expect(sweepPointCircle(P(1.5 * T, 0), P(-1, 0), P(1, 0), 1)).toBeNull();
  });
});

describe("sliding past a wall (MUMG-MOVE-5, CARN-MOVE-2)", () => {
  const a = P(0, 0);
  const b = P(4, 0);

  it("MUMG-MOVE-5: straight at the wall near its end: the flat side is met before the corner", () => {
    // Line contact at y = 1 (t = 1/3) comes before the corner circle's (y = 0.866).
    expect(sweepPointSegment(P(0.5, 3), P(0.5, -3), a, b, 1)).toBeCloseTo(1 / 3, 14);
    expect(sweepPointSegment(P(0.5, 3), P(0.5, -3), b, a, 1)).toBeCloseTo(1 / 3, 14);
    expect(sweepPointSegment(P(3.5, -3), P(3.5, 3), a, b, 1)).toBeCloseTo(1 / 3, 14);
    // Reaching the wall exactly at the end of the move.
    expect(sweepPointSegment(P(2, 3), P(2, 1), a, b, 1)).toBe(1);
    expect(sweepPointSegment(P(2, 3), P(2, 1.5), a, b, 1)).toBeNull();
  });

  it("MUMG-MOVE-5: met at a slant, the wall is met where the base's rim reaches it, not before or past", () => {
    // From (0.5, 3) to (2.5, -1): the line y = 1 at t = 0.5, at (1.5, 1), over the wall.
    expect(sweepPointSegment(P(0.5, 3), P(2.5, -1), a, b, 1)).toBe(0.5);
    expect(sweepPointSegment(P(3, 0.5), P(-1, 2.5), P(0, 0), P(0, 4), 1)).toBe(0.5);
  });

  it("MUMG-MOVE-5: beyond a wall's end, moving away while nearing its line meets nothing", () => {
    expect(sweepPointSegment(P(5.5, 0.5), P(11.5, -0.5), a, b, 1)).toBeNull();
  });

  it("MUMG-MOVE-5: overlapping a wall off the origin: further in is blocked, along or out is not", () => {
    expect(sweepPointSegment(P(3, 1.5), P(3, 1.2), P(1, 1), P(5, 1), 1)).toBe(0);
    expect(sweepPointSegment(P(3, 1.5), P(4, 1.5), P(1, 1), P(5, 1), 1)).toBeNull();
    expect(sweepPointSegment(P(3, 1.5), P(3, 2), P(1, 1), P(5, 1), 1)).toBeNull();
    // A wall shorter than 1 is still a wall, not its first end.
    expect(sweepPointSegment(P(0.25, 0.5), P(0.05, 0.5), P(0, 0), P(0.5, 0), 1)).toBeNull();
  });

  it("MUMG-MOVE-5: a slanted wall from either side", () => {
    // The wall (1,1)-(5,4) has unit normal (-0.6, 0.8); from 3 off its middle to 1 past it.
    expect(sweepPointSegment(P(1.2, 4.9), P(3.6, 1.7), P(1, 1), P(5, 4), 1)).toBeCloseTo(0.5, 12);
    expect(sweepPointSegment(P(4.8, 0.1), P(2.4, 3.3), P(1, 1), P(5, 4), 1)).toBeCloseTo(0.5, 12);
    expect(sweepPointSegment(P(4.8, 0.1), P(2.4, 3.3), P(5, 4), P(1, 1), 1)).toBeCloseTo(0.5, 12);
  });

  it("MUMG-MOVE-5: past the end of the wall, the corner is what is met, not the wall's line", () => {
    // From (6, 3) to (4, -1): the line y = 1 is met at (5, 1), beyond the end; the corner (4, 0)
    // at t = 0.6.
    expect(sweepPointSegment(P(6, 3), P(4, -1), a, b, 1)).toBeCloseTo(0.6, 14);
    expect(sweepPointSegment(P(-2, 3), P(0, -1), b, a, 1)).toBeCloseTo(0.6, 14);
    // Along the wall's line into an end: whichever end comes first.
    expect(sweepPointSegment(P(-5, 0), P(3, 0), a, b, 1)).toBe(0.5);
    expect(sweepPointSegment(P(9, 0), P(1, 0), a, b, 1)).toBe(0.5);
    expect(sweepPointSegment(P(9, 0), P(1, 0), b, a, 1)).toBe(0.5);
    // Starting beyond an end, nearer the wall's line than the reach but not touching the wall:
    // the corner is met at (4 + 0.866, 0.5), or (-0.866, 0.5) at the other end.
    const corner = (1.5 - Math.sqrt(0.75)) / 2;
    expect(sweepPointSegment(P(5.5, 0.5), P(3.5, 0.5), a, b, 1)).toBeCloseTo(corner, 14);
    expect(sweepPointSegment(P(-1.5, 0.5), P(0.5, 0.5), a, b, 1)).toBeCloseTo(corner, 14);
    // Passing the end at a distance.
    expect(sweepPointSegment(P(6, -3), P(6, 3), a, b, 1)).toBeNull();
  });

  it("MUMG-MOVE-5: a post (a wall of no length) is met like a base", () => {
    expect(sweepPointSegment(P(-10, 0), P(6, 0), P(0, 0), P(0, 0), 2)).toBe(0.5);
    expect(sweepPointSegment(P(-2, 0), P(2, 0), P(0, 0), P(0, 0), 2)).toBe(0);
    expect(sweepPointSegment(P(-2, 0), P(-2, 3), P(0, 0), P(0, 0), 2)).toBeNull();
    // Touching it, a move along its rim that drifts in by a millionth over 4 comes no nearer
    // than 1e-13 inside: a graze, well within the tolerance.
    expect(sweepPointSegment(P(-2, 0), P(-2 + 1e-6, 4), P(0, 0), P(0, 0), 2)).toBeNull();
  });

  it("MUMG-MOVE-5: touching the wall at the start, into it is blocked at once; along it or away is not", () => {
    expect(sweepPointSegment(P(2, 1), P(2, -3), a, b, 1)).toBe(0);
    expect(sweepPointSegment(P(2, 1), P(2.5, 0.5), a, b, 1)).toBe(0);
    expect(sweepPointSegment(P(2, 1), P(3, 1), a, b, 1)).toBeNull();
    expect(sweepPointSegment(P(2, 1), P(2, 3), a, b, 1)).toBeNull();
    // Overlapping it: out is allowed.
    expect(sweepPointSegment(P(2, 0.5), P(2, 3), a, b, 1)).toBeNull();
    expect(sweepPointSegment(P(2, 0.5), P(2, -0.5), a, b, 1)).toBe(0);
    // Within the tolerance of touching, still touching.
    expect(sweepPointSegment(P(2, 1 + T / 2), P(2, -3), a, b, 1)).toBe(0);
  });

  it("MUMG-MOVE-5: exactly the tolerance off the wall is not yet touching: the hit is that far on", () => {
    const t = sweepPointSegment(P(0, 1 + T), P(0, -3 + T), P(-5, 0), P(5, 0), 1)!;
    expect(t).toBeGreaterThan(0);
    expect(t).toBeCloseTo(T / 4, 15);
  });

  it("MUMG-MOVE-5: touching the wall, a move into it is blocked once it goes deeper than the tolerance", () => {
    const wa = P(1, -5);
    const wb = P(1, 5);
    expect(sweepPointSegment(P(0, 0), P(EPSILON, 0), wa, wb, 1)).toBeNull();
    expect(sweepPointSegment(P(0, 0), P(0, 0), wa, wb, 1)).toBeNull();
    expect(sweepPointSegment(P(0, 0), P(T / 2, 0), wa, wb, 1)).toBeNull();
    expect(sweepPointSegment(P(0, 0), P(2 * T, 0), wa, wb, 1)).toBe(0);
    // A slide along it that drifts in by half the tolerance over 8" touches; by twice, it is blocked.
    expect(sweepPointSegment(P(0, -4), P(T / 2, 4), wa, wb, 1)).toBeNull();
    expect(sweepPointSegment(P(0, -4), P(2 * T, 4), wa, wb, 1)).toBe(0);
    // From within the tolerance, on to it and no further.
    expect(sweepPointSegment(P(0.5 * T, 0), P(0.9 * T, 0), wa, wb, 1)).toBeNull();
    expect(sweepPointSegment(P(0.5 * T, 0), P(1.5 * T, 0), wa, wb, 1)).toBe(0);
    // Overlapping by more: no further in at all, along it is free.
    expect(sweepPointSegment(P(1.5 * T, 0), P(1.6 * T, 0), wa, wb, 1)).toBe(0);
    expect(sweepPointSegment(P(1.5 * T, 0), P(1.5 * T, 4), wa, wb, 1)).toBeNull();
  });
});
