import type { Model } from "../../engine/board/types";
import { flag, num, readFields } from "../../engine/profile";
import type { FieldSpec } from "../../engine/ruleset";

const number = (
  key: string,
  labelKey: string,
  min: number,
  max: number,
  def: number,
  hintKey?: string,
): FieldSpec => ({
  key,
  type: "number",
  labelKey,
  ...(hintKey ? { hintKey } : {}),
  min,
  max,
  step: 1,
  default: def,
});
const boolean = (key: string, labelKey: string): FieldSpec => ({
  key,
  type: "boolean",
  labelKey,
  default: false,
});

/** A character's card, as far as moving goes. */
export const PROFILE_FIELDS: readonly FieldSpec[] = [
  number("movement", "TTM.Du.Field.Movement", 0, 20, 5),
  number("agility", "TTM.Du.Field.Agility", -10, 10, 3),
  // 1 Small, 2 Average, 3 Large (2x2), 4 Huge (2x2).
  number("size", "TTM.Du.Field.Size", 1, 4, 2, "TTM.Du.Field.SizeHint"),
  // 0: as tall as its size says.
  number("height", "TTM.Du.Field.Height", 0, 5, 0, "TTM.Du.Field.HeightHint"),
  boolean("hero", "TTM.Du.Field.Hero"),
  boolean("shield", "TTM.Du.Field.Shield"),
  boolean("heavyArmour", "TTM.Du.Field.HeavyArmour"),
  // Flying X; 0 cannot fly.
  number("flying", "TTM.Du.Field.Flying", 0, 20, 0, "TTM.Du.Field.FlyingHint"),
  boolean("handsFull", "TTM.Du.Field.HandsFull"),
  boolean("wounded", "TTM.Du.Field.Wounded"),
];

export interface DuProfile {
  readonly movement: number;
  readonly agility: number;
  readonly size: number;
  readonly height: number;
  readonly hero: boolean;
  readonly shield: boolean;
  readonly heavyArmour: boolean;
  readonly flying: number;
  readonly handsFull: boolean;
  readonly wounded: boolean;
}

export function duProfile(model: Model): DuProfile {
  const p = readFields(PROFILE_FIELDS, model.profile, model.id);
  const size = num(p, "size");
  return {
    movement: num(p, "movement"),
    agility: num(p, "agility"),
    size,
    height: num(p, "height") || size,
    hero: flag(p, "hero"),
    shield: flag(p, "shield"),
    heavyArmour: flag(p, "heavyArmour"),
    flying: num(p, "flying"),
    handsFull: flag(p, "handsFull"),
    wounded: flag(p, "wounded"),
  };
}

/** Large and Huge creatures stand on 2 x 2 squares (DU-LARGE-1). */
export const footprintOf = (p: DuProfile): 1 | 2 => (p.size >= 3 ? 2 : 1);
