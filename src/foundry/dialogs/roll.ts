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

export interface RollLike {
  readonly formula: string;
  readonly total: number | undefined;
  readonly dice: readonly { readonly results: readonly DieResultLike[] }[];
  evaluate(): Promise<unknown>;
}

/** The kept dice of an evaluated roll, in order: what the ruleset's resolve reads. */
export function keptDice(roll: Pick<RollLike, "dice">): number[] {
  return roll.dice.flatMap((d) =>
    d.results.filter((r) => r.active !== false && r.discarded !== true).map((r) => r.result),
  );
}

export async function rollFormula(
  make: (formula: string) => RollLike,
  formula: string,
): Promise<RolledDice & { readonly roll: RollLike }> {
  const roll = make(formula);
  await roll.evaluate();
  const dice = keptDice(roll);
  return { formula: roll.formula, dice, total: roll.total ?? dice.reduce((a, b) => a + b, 0), roll };
}
