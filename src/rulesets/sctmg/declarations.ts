import { declaredValues } from "../../engine/declarations";
import { str } from "../../engine/profile";
import type { FieldSpec, MoveRequest } from "../../engine/ruleset";

/** SCTMG-CHARGE-1: the units (or models of them) a Charge declares as its targets. */
export const DECLARATION_FIELDS: readonly FieldSpec[] = [
  {
    key: "targets",
    type: "text",
    labelKey: "TTM.Sctmg.Declaration.Targets",
    hintKey: "TTM.Sctmg.Declaration.TargetsHint",
    default: "",
  },
];

/** The declared target ids, in order, without blanks or repeats. */
export function declaredTargets(request: MoveRequest): string[] {
  const text = str(declaredValues(DECLARATION_FIELDS, request.declarations), "targets");
  return [...new Set(text.split(/[,;\s]+/).filter((s) => s !== ""))];
}
