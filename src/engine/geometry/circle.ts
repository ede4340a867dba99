import { distance } from "./vec";
import { GEOMETRY_TOLERANCE } from "./tolerance";

/** A round base seen from above. */
export interface Circle {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/**
 * Edge-to-edge gap between two bases: negative when they overlap, 0 when they touch
 * (SCTMG-MEASURE-1: measured closest point to closest point, horizontally).
 */
export function circleGap(a: Circle, b: Circle): number {
  return distance(a, b) - a.r - b.r;
}

/** Distance between two bases, never below 0: touching bases are 0 apart. */
export function circleDistance(a: Circle, b: Circle): number {
  return Math.max(0, circleGap(a, b));
}

/** SCTMG-WITHIN-1: any part of base a lies within x of base b. */
export function isWithin(a: Circle, b: Circle, x: number, eps = GEOMETRY_TOLERANCE): boolean {
  return circleDistance(a, b) <= x + eps;
}

/** SCTMG-WITHIN-2: every point of base a lies within x of base b. */
export function isWhollyWithin(a: Circle, b: Circle, x: number, eps = GEOMETRY_TOLERANCE): boolean {
  // The point of a farthest from b's nearest edge lies on the far side of a, on the line of centres.
  return Math.max(0, distance(a, b) + a.r - b.r) <= x + eps;
}

/** SCTMG-WITHIN-1: a unit is Within x of the target when at least one of its models is. */
export function unitWithin(
  bases: readonly Circle[],
  target: Circle,
  x: number,
  eps = GEOMETRY_TOLERANCE,
): boolean {
  return bases.some((b) => isWithin(b, target, x, eps));
}

/** SCTMG-WITHIN-2: a unit is Wholly Within x of the target only when all its models are (an empty unit is not). */
export function unitWhollyWithin(
  bases: readonly Circle[],
  target: Circle,
  x: number,
  eps = GEOMETRY_TOLERANCE,
): boolean {
  return bases.length > 0 && bases.every((b) => isWhollyWithin(b, target, x, eps));
}
