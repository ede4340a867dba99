import type { FieldSpec, OptionValues } from "../../engine/ruleset";
import { readFields, flag, num } from "../../engine/profile";

export const OPTION_FIELDS: readonly FieldSpec[] = [
  {
    // SIGNUM-FLIGHT-1 decision: flyers are not capped to S by difficult terrain unless the GM says so.
    key: "flightCappedByDifficult",
    type: "boolean",
    labelKey: "TTM.Signum.Option.FlightCapped",
    hintKey: "TTM.Signum.Option.FlightCappedHint",
    default: false,
  },
  {
    // SIGNUM-CONTACT-2: bases closer than this (mm) count as touching.
    key: "contactToleranceMm",
    type: "number",
    labelKey: "TTM.Signum.Option.ContactTolerance",
    hintKey: "TTM.Signum.Option.ContactToleranceHint",
    min: 0,
    max: 5,
    step: 0.1,
    default: 0.5,
  },
  {
    // SIGNUM-BACKSTAB-1 resolves with the melee hit rule, which the seed does not give: the GM
    // sets which d6 result and above counts as a hit.
    key: "backstabHitsOn",
    type: "number",
    labelKey: "TTM.Signum.Option.BackstabHitsOn",
    hintKey: "TTM.Signum.Option.BackstabHitsOnHint",
    min: 1,
    max: 6,
    step: 1,
    default: 4,
  },
];

export interface SignumOptions {
  readonly flightCappedByDifficult: boolean;
  readonly contactToleranceCm: number;
  readonly backstabHitsOn: number;
}

export function readOptions(raw: OptionValues | undefined): SignumOptions {
  const o = readFields(OPTION_FIELDS, raw ?? {}, "signum");
  return {
    flightCappedByDifficult: flag(o, "flightCappedByDifficult"),
    contactToleranceCm: num(o, "contactToleranceMm") / 10,
    backstabHitsOn: num(o, "backstabHitsOn"),
  };
}
