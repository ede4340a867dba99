import { GEOMETRY_TOLERANCE } from "../../engine/geometry/tolerance";
import { RulesError } from "../../engine/errors";

/** Lengths within this of a tier's value are on it: 4.0" costs 1 POW, 4.01" costs 2. */
const EPS = GEOMETRY_TOLERANCE;

/**
 * MUMG-MOVE-1: "4/7/14" (or "4/7") into the movement values. Two or three values, rising.
 * `owner` names the model in the error message.
 */
export function parseMovement(text: string, owner: string): number[] {
  const parts = text.split("/").map((s) => Number(s.trim()));
  const rising = parts.every((v, i) => i === 0 || v >= parts[i - 1]!);
  if (parts.length < 2 || parts.length > 3 || !parts.every((v) => Number.isFinite(v) && v > 0) || !rising) {
    throw new RulesError("TTM.Error.ProfileField", {
      id: owner,
      field: "movement",
      value: JSON.stringify(text),
    });
  }
  return parts;
}

/** MUMG-ENSNARE-1: each value reduced by X, never below 0. */
export function ensnared(values: readonly number[], ensnare: number): number[] {
  return values.map((v) => Math.max(0, v - Math.max(0, ensnare)));
}

/**
 * MUMG-MOVE-1, -2: the POW a path of this length costs: the smallest tier whose value covers
 * it, tiers never combined. Tiers at 0 (Ensnare) cannot be bought. Null when no tier covers it.
 * `declared` restricts the choice to that one tier (the player paid it before dragging).
 */
export function powFor(length: number, values: readonly number[], declared?: number): number | null {
  for (let i = 0; i < values.length; i++) {
    const pow = i + 1;
    if (declared !== undefined && pow !== declared) continue;
    const v = values[i]!;
    if (v > 0 && length <= v + EPS) return pow;
  }
  return null;
}

/** The furthest this model may go with the tiers it may buy. */
export function maxReach(values: readonly number[], declared?: number): number {
  if (declared !== undefined) return values[declared - 1] ?? 0;
  return Math.max(0, ...values);
}
