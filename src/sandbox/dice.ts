/**
 * The sandbox is a host, so it rolls (the engine never does). Only the simple formulas the
 * rulesets ask for are understood: "NdS", e.g. "1d6", "2d6" or "5d10".
 */
export interface Formula {
  readonly count: number;
  readonly sides: number;
}

export function parseFormula(formula: string): Formula | null {
  const m = /^\s*(\d{1,2})\s*d\s*(\d{1,3})\s*$/i.exec(formula);
  if (!m) return null;
  const count = Number(m[1]);
  const sides = Number(m[2]);
  return count >= 1 && sides >= 2 ? { count, sides } : null;
}

export function rollFormula(formula: string, random: () => number): number[] | null {
  const f = parseFormula(formula);
  if (!f) return null;
  return Array.from({ length: f.count }, () => 1 + Math.floor(random() * f.sides));
}

/** Dice typed in by hand: "3 5", "3, 5" or "3,5" for 2d6, in the order the ruleset documents. */
export type TypedDice =
  | { readonly ok: true; readonly dice: number[] }
  | { readonly ok: false; readonly key: string; readonly data: Readonly<Record<string, string | number>> };

export function readTypedDice(text: string, formula: string): TypedDice {
  const f = parseFormula(formula);
  if (!f) return { ok: false, key: "TTM.Sandbox.Dialog.BadFormula", data: { formula } };
  const parts = text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const dice = parts.map(Number);
  const faces = { count: f.count, sides: f.sides, formula };
  if (parts.length !== f.count) return { ok: false, key: "TTM.Sandbox.Dialog.DiceCount", data: faces };
  if (dice.some((d) => !Number.isInteger(d) || d < 1 || d > f.sides))
    return { ok: false, key: "TTM.Sandbox.Dialog.DiceFaces", data: faces };
  return { ok: true, dice };
}
