import { declaredValues } from "../../engine/declarations";
import { str } from "../../engine/profile";
import type { Declarations, FieldSpec } from "../../engine/ruleset";

/*
 * What a MUMG player declares (the Ruleset's `declarations`):
 *   pow    the POW paid before dragging (research note A0.1): "1", "2" or "3" (numbers accepted);
 *          "auto" or absent: the cheapest tier that covers the path.
 *   power  the special movement power the `power` action uses (MUMG-OTHER-1): its name or id as
 *          the card lists it. The powers differ per model, so this is text, not a fixed select;
 *          empty: the first power on the card.
 * The combat round the host passes as `declarations.round` is not the player's: see round.ts.
 */

export const AUTO_POW = "auto";

export const DECLARATION_FIELDS: readonly FieldSpec[] = [
  {
    key: "pow",
    type: "select",
    labelKey: "TTM.Mumg.Declaration.Pow",
    hintKey: "TTM.Mumg.Declaration.PowHint",
    choices: [
      { value: AUTO_POW, labelKey: "TTM.Mumg.Declaration.PowAuto" },
      { value: "1", labelKey: "TTM.Mumg.Declaration.Pow1" },
      { value: "2", labelKey: "TTM.Mumg.Declaration.Pow2" },
      { value: "3", labelKey: "TTM.Mumg.Declaration.Pow3" },
    ],
    default: AUTO_POW,
  },
  {
    key: "power",
    type: "text",
    labelKey: "TTM.Mumg.Declaration.Power",
    hintKey: "TTM.Mumg.Declaration.PowerHint",
    default: "",
  },
];

export interface MumgDeclarations {
  /** The POW tier paid before dragging, or null: the cheapest that covers the path. */
  readonly pow: number | null;
  /** The special power asked for, trimmed, or null when none is named. */
  readonly power: string | null;
}

/** The declarations read against DECLARATION_FIELDS; a value that does not fit is refused. */
export function readMumgDeclarations(declarations: Declarations | undefined): MumgDeclarations {
  const d = declaredValues(DECLARATION_FIELDS, declarations);
  const pow = str(d, "pow");
  const power = str(d, "power").trim();
  return { pow: pow === AUTO_POW ? null : Number(pow), power: power === "" ? null : power };
}
