import { flag, readFields } from "../../engine/profile";
import type { FieldSpec, OptionValues } from "../../engine/ruleset";

export const OPTION_FIELDS: readonly FieldSpec[] = [
  {
    // MUMG-WALLCRAWL-1: the seed is cut off after "it cannot end in the same…". RULES.md decides
    // "…except overlapping another model's base"; research note A0.7 adds that the model must
    // cling to something: on by default, the GM may switch it off.
    key: "wallCrawlerMustTouchSurface",
    type: "boolean",
    labelKey: "TTM.Mumg.Option.WallCrawlerTouch",
    hintKey: "TTM.Mumg.Option.WallCrawlerTouchHint",
    default: true,
  },
];

export interface MumgOptions {
  readonly wallCrawlerMustTouchSurface: boolean;
}

export function readOptions(raw: OptionValues | undefined): MumgOptions {
  const o = readFields(OPTION_FIELDS, raw ?? {}, "mumg");
  return { wallCrawlerMustTouchSurface: flag(o, "wallCrawlerMustTouchSurface") };
}
