import { RulesError } from "../../engine/errors";
import { flag, num, str } from "../../engine/profile";
import type { FieldSpec, Profile } from "../../engine/ruleset";

/**
 * A unit's profile, carried by each of its models' tokens (the Leading Model's is read): Size,
 * Speed (one value, or two such as `4/7`, SCTMG-SPEED-1) and Ground or Flying. The base is each
 * model's own.
 */
export const PROFILE_FIELDS: readonly FieldSpec[] = [
  {
    key: "size",
    type: "number",
    labelKey: "TTM.Sctmg.Field.Size",
    hintKey: "TTM.Sctmg.Field.SizeHint",
    min: 0,
    max: 10,
    step: 1,
    default: 1,
  },
  {
    key: "speed",
    type: "text",
    labelKey: "TTM.Sctmg.Field.Speed",
    hintKey: "TTM.Sctmg.Field.SpeedHint",
    default: "6",
  },
  { key: "flying", type: "boolean", labelKey: "TTM.Sctmg.Field.Flying", default: false },
];

export interface SctmgProfile {
  readonly size: number;
  /** One value, or two (SCTMG-SPEED-1). */
  readonly speed: readonly number[];
  readonly flying: boolean;
}

/** Reads `6`, `6"` or `4/7`; anything else is refused naming the model. */
export function toSctmgProfile(p: Profile, owner: string): SctmgProfile {
  const text = str(p, "speed").replace(/["″]/g, "").trim();
  const parts = text.split("/").map((s) => s.trim());
  const values = parts.map(Number);
  if (parts.length > 2 || parts.some((s) => s === "") || values.some((v) => !Number.isFinite(v) || v < 0)) {
    throw new RulesError("TTM.Error.ProfileField", {
      id: owner,
      field: "speed",
      value: JSON.stringify(str(p, "speed")),
    });
  }
  return { size: num(p, "size"), speed: values, flying: flag(p, "flying") };
}

/** SCTMG-GAP-1: the narrowest gap the Leading Model may pass: 1" up to Size 2, 3" from Size 3. */
export const gapWidthFor = (size: number): number => (size >= 3 ? 3 : 1);

/**
 * Shipped example profiles (RULES.md, SCTMG): base and Size from the rules' examples; the Speed
 * values are placeholders to check against the unit's card.
 */
export const EXAMPLE_PROFILES: Readonly<
  Record<
    string,
    {
      readonly baseMm: number;
      readonly profile: { readonly size: number; readonly speed: string; readonly flying: boolean };
    }
  >
> = {
  marine: { baseMm: 32, profile: { size: 2, speed: "6", flying: false } },
  zergling: { baseMm: 32, profile: { size: 1, speed: "8", flying: false } },
  stalker: { baseMm: 80, profile: { size: 3, speed: "6", flying: false } },
  "jim-raynor": { baseMm: 40, profile: { size: 2, speed: "6", flying: false } },
};
