import type { Unit } from "../engine/units";
import type { I18n } from "./i18n";

/** Distances are shown to the hundredth, without trailing zeros: 10, 7.45, 10.01. */
export const num = (n: number): string => String(Math.round(n * 100) / 100);

export const distance = (i18n: I18n, value: number, unit: Unit): string =>
  i18n.format(`TTM.Cli.Unit.${unit}`, { value: num(value) });
