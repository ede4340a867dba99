import { flag, num, readFields } from "../../engine/profile";
import type { FieldSpec, Model } from "../../engine/ruleset";

/*
 * A Carnevale character's card as the movement rules read it. The base is the token's own
 * (30, 40, 50, 60 mm or larger; 30 mm when the token gives none). Life points are the host's
 * to keep (Foundry may read them from the actor by attribute path): the rules only hand out
 * damage effects, so the field is here for the host's forms, not read by the rules.
 */
export const PROFILE_FIELDS: readonly FieldSpec[] = [
  {
    key: "move",
    type: "number",
    labelKey: "TTM.Carnevale.Field.Move",
    hintKey: "TTM.Carnevale.Field.MoveHint",
    min: 0,
    max: 24,
    step: 0.5,
    default: 6,
  },
  {
    key: "dexterity",
    type: "number",
    labelKey: "TTM.Carnevale.Field.Dexterity",
    hintKey: "TTM.Carnevale.Field.DexterityHint",
    min: 1,
    max: 10,
    step: 1,
    default: 5,
  },
  {
    key: "actionPoints",
    type: "number",
    labelKey: "TTM.Carnevale.Field.ActionPoints",
    hintKey: "TTM.Carnevale.Field.ActionPointsHint",
    min: 0,
    max: 10,
    step: 1,
    default: 3,
  },
  {
    key: "life",
    type: "number",
    labelKey: "TTM.Carnevale.Field.Life",
    hintKey: "TTM.Carnevale.Field.LifeHint",
    min: 0,
    max: 50,
    step: 1,
    default: 5,
  },
  { key: "waterCreature", type: "boolean", labelKey: "TTM.Carnevale.Field.WaterCreature", default: false },
  {
    key: "flight",
    type: "boolean",
    labelKey: "TTM.Carnevale.Field.Flight",
    hintKey: "TTM.Carnevale.Field.FlightHint",
    default: false,
  },
];

export interface CarnevaleProfile {
  readonly move: number;
  readonly dexterity: number;
  readonly actionPoints: number;
  readonly life: number;
  readonly waterCreature: boolean;
  /** Read, but RULES.md gives Flight no movement effect (CARN-SWIM-1: it does not avoid swimming). */
  readonly flight: boolean;
}

/** The mover's profile, checked against PROFILE_FIELDS (RulesError naming the field otherwise). */
export function readProfile(mover: Model): CarnevaleProfile {
  const p = readFields(PROFILE_FIELDS, mover.profile, mover.id);
  return {
    move: num(p, "move"),
    dexterity: num(p, "dexterity"),
    actionPoints: num(p, "actionPoints"),
    life: num(p, "life"),
    waterCreature: flag(p, "waterCreature"),
    flight: flag(p, "flight"),
  };
}
