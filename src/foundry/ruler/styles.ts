import type { RulerPlan } from "./plan";
import { pieceFor } from "./plan";

/*
 * Core's ruler styles recoloured by the verdict's bands (src/overlay/colors.ts via the plan's
 * pieces). Core's width, radius and alpha are kept, so a hidden segment or highlight (width,
 * radius or alpha 0) stays hidden. Pure.
 */

export interface StyleWithColor {
  readonly color?: unknown;
}

/** The colour for the segment that ends `to` along the path, or null to keep core's. */
export function bandColorFor(plan: RulerPlan | undefined, from: number, to: number): number | null {
  if (!plan) return null;
  return pieceFor(plan, from, to)?.color ?? null;
}

/** A segment style: recoloured unless core does not draw it (width 0). */
export function segmentStyle<S extends { readonly width: number } & StyleWithColor>(
  core: S,
  color: number | null,
): S {
  return color === null || core.width === 0 ? core : { ...core, color };
}

/** A waypoint marker: recoloured unless core does not draw it (radius 0). */
export function waypointStyle<S extends { readonly radius: number } & StyleWithColor>(
  core: S,
  color: number | null,
): S {
  return color === null || core.radius === 0 ? core : { ...core, color };
}

/** A grid highlight: recoloured unless core leaves the space bare (alpha 0). */
export function highlightStyle<S extends { readonly alpha?: number } & StyleWithColor>(
  core: S,
  color: number | null,
): S {
  return color === null || core.alpha === 0 ? core : { ...core, color };
}
