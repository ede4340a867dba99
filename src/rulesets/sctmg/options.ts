import { readFields, str } from "../../engine/profile";
import type { FieldSpec, OptionValues } from "../../engine/ruleset";

/** SCTMG-SPEED-1: which value of a two-value Speed applies. */
export const SPEED_RULES = ["by-models", "first", "second"] as const;
export type SpeedRule = (typeof SPEED_RULES)[number];

export const OPTION_FIELDS: readonly FieldSpec[] = [
  {
    key: "twoValueSpeed",
    type: "select",
    labelKey: "TTM.Sctmg.Option.Speed",
    hintKey: "TTM.Sctmg.Option.SpeedHint",
    choices: [
      { value: "by-models", labelKey: "TTM.Sctmg.Option.SpeedByModels" },
      { value: "first", labelKey: "TTM.Sctmg.Option.SpeedFirst" },
      { value: "second", labelKey: "TTM.Sctmg.Option.SpeedSecond" },
    ],
    default: "by-models",
  },
];

export interface SctmgOptions {
  readonly twoValueSpeed: SpeedRule;
}

export function readOptions(raw: OptionValues | undefined): SctmgOptions {
  const o = readFields(OPTION_FIELDS, raw ?? {}, "sctmg");
  return { twoValueSpeed: str(o, "twoValueSpeed") as SpeedRule };
}

/**
 * SCTMG-SPEED-1 (decision): a two-value Speed uses the first value while the unit has more than
 * one model and the second when one is left, unless the world option says always one of them.
 */
export function speedFor(values: readonly number[], models: number, rule: SpeedRule): number {
  if (values.length < 2) return values[0] ?? 0;
  if (rule === "first") return values[0]!;
  if (rule === "second") return values[1]!;
  return models > 1 ? values[0]! : values[1]!;
}
