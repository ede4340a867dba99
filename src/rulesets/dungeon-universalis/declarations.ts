import { declaredValues } from "../../engine/declarations";
import { flag, num } from "../../engine/profile";
import type { FieldSpec, MoveRequest } from "../../engine/ruleset";

/**
 * What a DU player declares. `run` and `fly` carry the keys of the actions, so hosts offer them
 * as those actions; `facing` is the facing chosen at the end of the move (DU-FACING-1), -1 for
 * "the way the last step went".
 */
export const DECLARATION_FIELDS: readonly FieldSpec[] = [
  {
    key: "run",
    type: "boolean",
    labelKey: "TTM.Du.Declaration.Run",
    hintKey: "TTM.Du.Declaration.RunHint",
    default: false,
  },
  {
    key: "fly",
    type: "boolean",
    labelKey: "TTM.Du.Declaration.Fly",
    hintKey: "TTM.Du.Declaration.FlyHint",
    default: false,
  },
  {
    key: "facing",
    type: "number",
    labelKey: "TTM.Du.Declaration.Facing",
    hintKey: "TTM.Du.Declaration.FacingHint",
    min: -1,
    max: 359,
    step: 45,
    default: -1,
  },
];

export interface DuDeclarations {
  readonly running: boolean;
  readonly flying: boolean;
  /** Degrees, or null for the way the last step went. */
  readonly facing: number | null;
}

export function duDeclarations(request: MoveRequest): DuDeclarations {
  const d = declaredValues(DECLARATION_FIELDS, request.declarations);
  const facing = num(d, "facing");
  return {
    running: request.action === "run" || flag(d, "run"),
    flying: request.action === "fly" || flag(d, "fly"),
    facing: facing < 0 ? null : facing,
  };
}
