import { declaredValues } from "../../engine/declarations";
import { flag } from "../../engine/profile";
import type { Declarations, FieldSpec } from "../../engine/ruleset";

/*
 * What a Carnevale player declares for a jump, before its roll:
 *   controlledLanding  CARN-JUMP-6, for 1 extra AP (CARN-EDITION-1: a Will point in 2.x)
 *   chained            CARN-JUMP-5, the 0 AP jump from the obstacle the last jump landed on
 *   objective          CARN-JUMP-4, the character carries an objective (it may not jump)
 */
export const DECLARATION_FIELDS: readonly FieldSpec[] = [
  {
    key: "controlledLanding",
    type: "boolean",
    labelKey: "TTM.Carnevale.Declaration.ControlledLanding",
    hintKey: "TTM.Carnevale.Declaration.ControlledLandingHint",
    default: false,
  },
  {
    key: "chained",
    type: "boolean",
    labelKey: "TTM.Carnevale.Declaration.Chained",
    hintKey: "TTM.Carnevale.Declaration.ChainedHint",
    default: false,
  },
  {
    key: "objective",
    type: "boolean",
    labelKey: "TTM.Carnevale.Declaration.Objective",
    hintKey: "TTM.Carnevale.Declaration.ObjectiveHint",
    default: false,
  },
];

export interface CarnevaleDeclarations {
  readonly controlledLanding: boolean;
  readonly chained: boolean;
  readonly objective: boolean;
}

export function readDeclarations(d: Declarations | undefined): CarnevaleDeclarations {
  const v = declaredValues(DECLARATION_FIELDS, d);
  return {
    controlledLanding: flag(v, "controlledLanding"),
    chained: flag(v, "chained"),
    objective: flag(v, "objective"),
  };
}
