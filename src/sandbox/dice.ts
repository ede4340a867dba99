/**
 * The sandbox is a host, so it rolls (the engine never does). Only the simple formulas the
 * rulesets ask for are understood: "NdS", e.g. "1d6" or "3d10".
 */
export function rollFormula(formula: string, random: () => number = Math.random): number[] | null {
  const m = /^\s*(\d{1,2})\s*d\s*(\d{1,3})\s*$/i.exec(formula);
  if (!m) return null;
  const count = Number(m[1]);
  const sides = Number(m[2]);
  if (count < 1 || sides < 2) return null;
  return Array.from({ length: count }, () => 1 + Math.floor(random() * sides));
}
