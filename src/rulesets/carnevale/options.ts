import { readFields, str } from "../../engine/profile";
import type { FieldSpec, OptionValues } from "../../engine/ruleset";

/*
 * CARN-EDITION-1: the edition is a world setting, first edition by default. What the second
 * (2.x) edition changes here, and only this: a Controlled landing costs no AP (it costs a Will
 * point, which the host keeps: the verdict says so) and the fall test of that jump counts Aces
 * on 5+; a character has at most 3 AP per activation. The rest of 2.x (Run/Climb, its other
 * actions) is not implemented: the first-edition actions apply under both settings.
 */
export const EDITIONS = ["1", "2"] as const;
export type Edition = (typeof EDITIONS)[number];

export const OPTION_FIELDS: readonly FieldSpec[] = [
  {
    key: "edition",
    type: "select",
    labelKey: "TTM.Carnevale.Option.Edition",
    hintKey: "TTM.Carnevale.Option.EditionHint",
    choices: [
      { value: "1", labelKey: "TTM.Carnevale.Option.Edition1" },
      { value: "2", labelKey: "TTM.Carnevale.Option.Edition2" },
    ],
    default: "1",
  },
];

export interface CarnevaleOptions {
  readonly edition: Edition;
}

export function readOptions(raw: OptionValues | undefined): CarnevaleOptions {
  const o = readFields(OPTION_FIELDS, raw ?? {}, "carnevale");
  return { edition: str(o, "edition") === "2" ? "2" : "1" };
}

/** CARN-EDITION-1: 2.x caps a character's AP at 3 per activation. */
export const apFor = (actionPoints: number, options: CarnevaleOptions): number =>
  options.edition === "2" ? Math.min(3, actionPoints) : actionPoints;

/** CARN-JUMP-6: a Controlled landing's AP price by edition. */
export const controlledLandingAp = (options: CarnevaleOptions): number => (options.edition === "2" ? 0 : 1);

/** CARN-FALL-1 under CARN-JUMP-6 in 2.x: Aces count on 5+; otherwise on 7+. */
export const fallAceOn = (controlled: boolean, options: CarnevaleOptions): number =>
  controlled && options.edition === "2" ? 5 : 7;
