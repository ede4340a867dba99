import type { FieldSpec, Profile } from "../../engine/ruleset";
import { flag, str } from "../../engine/profile";

/** SIGNUM-MOVE-1: the four movement categories and their distances in centimetres. */
export const CATEGORIES = ["S", "M", "L", "XL"] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_CM: Record<Category, number> = { S: 8, M: 10, L: 15, XL: 25 };

/** SIGNUM-RUN-1: a run raises the category one step; XL has no step above it. */
export function runCategory(c: Category): Category | null {
  const i = CATEGORIES.indexOf(c);
  return i < CATEGORIES.length - 1 ? CATEGORIES[i + 1]! : null;
}

export const PROFILE_FIELDS: readonly FieldSpec[] = [
  {
    key: "move",
    type: "select",
    labelKey: "TTM.Signum.Field.Move",
    hintKey: "TTM.Signum.Field.MoveHint",
    choices: CATEGORIES.map((c) => ({ value: c, labelKey: `TTM.Signum.Category.${c}` })),
    default: "M",
  },
  { key: "slow", type: "boolean", labelKey: "TTM.Signum.Field.Slow", default: false },
  { key: "flight", type: "boolean", labelKey: "TTM.Signum.Field.Flight", default: false },
];

export interface SignumProfile {
  readonly move: Category;
  readonly slow: boolean;
  readonly flight: boolean;
}

export const toSignumProfile = (p: Profile): SignumProfile => ({
  move: str(p, "move") as Category,
  slow: flag(p, "slow"),
  flight: flag(p, "flight"),
});
