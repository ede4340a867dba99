import type { RolledDice } from "../../overlay/prompt-context";

/*
 * A prompt's dice as a Foundry Roll (foundryvtt.com/api v13 Roll: `evaluate()` resolves the
 * roll itself; `dice` are its DiceTerms, whose `results` hold each die with `active` and
 * `discarded` flags for kept and dropped dice). A narrow interface, so tests pass a fake Roll
 * that rolls injected dice.
 */

export interface DieResultLike {
  readonly result: number;
  readonly active?: boolean;
  readonly discarded?: boolean;
}

export interface DiceTermLike {
  readonly results: readonly DieResultLike[];
  /** DiceTerm#options: Dice So Nice reads `appearance` there (its API: a term's own colours). */
  options?: object;
}

export interface RollLike {
  readonly formula: string;
  readonly total: number | undefined;
  readonly dice: readonly DiceTermLike[];
  evaluate(): Promise<unknown>;
}

/** The kept dice of an evaluated roll, in order: what the ruleset's resolve reads. */
export function keptDice(roll: Pick<RollLike, "dice">): number[] {
  return roll.dice.flatMap((d) =>
    d.results.filter((r) => r.active !== false && r.discarded !== true).map((r) => r.result),
  );
}

/** The die of a roll with its own role (Ruleset.markedDie): its name, already localised. */
export interface MarkedDie {
  readonly label: string;
}

/**
 * Dice So Nice's look for the marked die (its documented `options.appearance` of a die term:
 * a custom colourset). Without the module Foundry ignores it; the card names the die anyway.
 */
export const MARKED_APPEARANCE = {
  colorset: "custom",
  foreground: "#ffd700",
  background: "#7a0019",
  outline: "#000000",
  edge: "#7a0019",
} as const;

const SIMPLE = /^\s*(\d+)d(\d+)\s*$/;

/**
 * The formula to roll: "NdF" with a marked die becomes "(N-1)dF + 1dF[label]", so the marked
 * die is a term of its own (its own flavour, its own colour) and comes last among the kept dice,
 * where the ruleset reads it. Brackets in the label would end the flavour: they are dropped.
 */
export function formulaWithMarkedDie(formula: string, marked: MarkedDie | null | undefined): string {
  const m = SIMPLE.exec(formula);
  if (!marked || !m) return formula;
  const n = Number(m[1]);
  if (n < 1) return formula;
  const flavour = marked.label.replace(/[[\]]/g, "");
  const last = `1d${m[2]}[${flavour}]`;
  return n === 1 ? last : `${n - 1}d${m[2]} + ${last}`;
}

export async function rollFormula(
  make: (formula: string) => RollLike,
  formula: string,
  marked?: MarkedDie | null,
): Promise<RolledDice & { readonly roll: RollLike }> {
  const rolled = formulaWithMarkedDie(formula, marked);
  const roll = make(rolled);
  const term = rolled !== formula ? roll.dice.at(-1) : undefined;
  if (term) term.options = { ...(term.options ?? {}), appearance: { ...MARKED_APPEARANCE } };
  await roll.evaluate();
  const dice = keptDice(roll);
  return {
    formula: roll.formula,
    dice,
    total: roll.total ?? dice.reduce((a, b) => a + b, 0),
    ...(term && marked ? { marked: marked.label } : {}),
    roll,
  };
}
