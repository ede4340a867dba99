import { RulesError } from "./errors";

/** The unit a ruleset measures in: inches, centimetres, or grid squares. */
export type Unit = "in" | "cm" | "sq";

const MM_PER: Record<Exclude<Unit, "sq">, number> = { in: 25.4, cm: 10 };

const ALIASES: Record<string, "in" | "cm" | "mm" | "m"> = {
  in: "in",
  inch: "in",
  inches: "in",
  '"': "in",
  "″": "in",
  "''": "in",
  cm: "cm",
  centimeter: "cm",
  centimeters: "cm",
  centimetre: "cm",
  centimetres: "cm",
  см: "cm",
  mm: "mm",
  millimeter: "mm",
  millimeters: "mm",
  millimetre: "mm",
  millimetres: "mm",
  мм: "mm",
  m: "m",
  meter: "m",
  meters: "m",
  metre: "m",
  metres: "m",
  м: "m",
};
const FEET = new Set(["ft", "ft.", "feet", "foot", "'", "′", "pies", "фут", "футов"]);
const LENGTH_MM: Record<"in" | "cm" | "mm" | "m", number> = { in: 25.4, cm: 10, mm: 1, m: 1000 };

/** Millimetres (how bases are sold) to the ruleset's unit; `squareMm` sizes a grid square. */
export function mmToUnit(mm: number, unit: Unit, squareMm = 25.4): number {
  return unit === "sq" ? mm / squareMm : mm / MM_PER[unit];
}

export function unitToMm(value: number, unit: Unit, squareMm = 25.4): number {
  return unit === "sq" ? value * squareMm : value * MM_PER[unit];
}

/**
 * How many ruleset units one grid space of a scene is, from the scene's grid distance and unit
 * name. Feet are refused: a table measured in feet is a roleplaying map, and converting it
 * would silently give wrong movement for miniature games.
 */
export function sceneScale(gridDistance: number, unitName: string, unit: Unit): number {
  const name = unitName.trim().toLowerCase();
  if (!Number.isFinite(gridDistance) || gridDistance <= 0) {
    throw new RulesError("TTM.Error.GridDistance", { value: String(gridDistance) });
  }
  if (unit === "sq") return 1;
  if (FEET.has(name)) throw new RulesError("TTM.Error.UnitFeet", { unit: unitName });
  // Own keys only: "constructor" or "toString" typed as a unit must not read Object.prototype.
  const known = Object.hasOwn(ALIASES, name) ? ALIASES[name] : undefined;
  if (!known) throw new RulesError("TTM.Error.UnitUnknown", { unit: unitName });
  return (gridDistance * LENGTH_MM[known]) / MM_PER[unit];
}
