import { RulesError } from "../../engine/errors";
import type { Prompt, PromptAnswer } from "../../engine/ruleset";

/*
 * CARN-DICE-1, the Basic test: n d10, n the attribute after modifiers clamped to 0..10; one die
 * is the Destiny die. Hosts roll `Nd10` and list the Destiny die LAST (the rulebook's examples
 * read "dice | Destiny die"), so `answer.dice` is [...others, destiny].
 */

export type TestResult = "success" | "fail" | "critical" | "fumble";

export interface BasicTest {
  readonly result: TestResult;
  /** Dice showing an Ace, the Destiny die included. */
  readonly aces: number;
}

/** A 1 is never an Ace, a 10 always; `aceOn` is 7 (CARN-EDITION-1: 5 for a 2.x controlled landing). */
export const isAce = (die: number, aceOn = 7): boolean => die !== 1 && (die === 10 || die >= aceOn);

/** CARN-DICE-1 over the given dice (the others) and the Destiny die. */
export function basicTest(others: readonly number[], destiny: number, aceOn = 7): BasicTest {
  const otherAces = others.filter((d) => isAce(d, aceOn)).length;
  const aces = otherAces + (isAce(destiny, aceOn) ? 1 : 0);
  if (destiny === 10 && otherAces > 0) return { result: "critical", aces };
  if (destiny === 1 && otherAces === 0) return { result: "fumble", aces };
  return { result: aces > 0 ? "success" : "fail", aces };
}

/** The number of dice a Basic test of this attribute rolls. */
export const diceFor = (attribute: number): number => Math.max(0, Math.min(10, Math.floor(attribute)));

export const formulaFor = (attribute: number): string => `${diceFor(attribute)}d10`;

/**
 * The test an answer gives, checked: exactly the prompt's number of d10, whole numbers 1..10,
 * the Destiny die last. Anything else is refused with TTM.Error.DiceAnswer naming the prompt.
 */
export function readTest(prompt: Pick<Prompt, "id" | "formula">, answer: PromptAnswer, aceOn = 7): BasicTest {
  const formula = prompt.formula ?? "1d10";
  const n = Number(formula.split("d")[0]);
  // Answers come from files and dialogs: checked as data, whatever the type says.
  const raw: unknown = answer.dice;
  const dice = Array.isArray(raw) ? (raw as unknown[]).filter((d): d is number => typeof d === "number") : [];
  if (
    !Array.isArray(raw) ||
    dice.length !== raw.length ||
    dice.length !== n ||
    n < 1 ||
    !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 10)
  ) {
    throw new RulesError("TTM.Error.DiceAnswer", { id: prompt.id, expected: formula });
  }
  return basicTest(dice.slice(0, -1), dice[dice.length - 1]!, aceOn);
}

/** The i18n key naming a result, for chat cards and reasons. */
export const RESULT_KEYS: Readonly<Record<TestResult, string>> = {
  success: "TTM.Carnevale.Result.Success",
  fail: "TTM.Carnevale.Result.Fail",
  critical: "TTM.Carnevale.Result.Critical",
  fumble: "TTM.Carnevale.Result.Fumble",
};
