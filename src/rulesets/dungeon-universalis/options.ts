import { num, readFields } from "../../engine/profile";
import type { FieldSpec, OptionValues } from "../../engine/ruleset";

export const OPTION_FIELDS: readonly FieldSpec[] = [
  {
    // DU-FLY-1 says corridors cost a flyer 2 a square but not what a corridor is: a square whose
    // open run across (between walls) is at most this many squares.
    key: "corridorWidth",
    type: "number",
    labelKey: "TTM.Du.Option.CorridorWidth",
    hintKey: "TTM.Du.Option.CorridorWidthHint",
    min: 1,
    max: 4,
    step: 1,
    default: 2,
  },
];

export interface DuOptions {
  readonly corridorWidth: number;
}

export const readOptions = (raw: OptionValues | undefined): DuOptions => ({
  corridorWidth: num(readFields(OPTION_FIELDS, raw ?? {}, "dungeon-universalis"), "corridorWidth"),
});
