import type { Prompt, PromptOutcome } from "../engine/ruleset";
import type { Translator } from "./i18n";

/*
 * Prompts as the data the dialog and chat card templates render. Pure, and generic: any
 * ruleset's prompt (a roll with a formula, or a choice among options) gets the same dialog,
 * showing the rule id, the numbers and the way to answer.
 */

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

export interface PromptDialogContext {
  readonly promptId: string;
  readonly ruleId: string;
  readonly kind: Prompt["kind"];
  /** The prompt's sentence, localised with its data (names are escaped by the template). */
  readonly text: string;
  /** The model moving and, when the prompt comes from another, that one (the backstabber). */
  readonly mover: string;
  readonly source: string | null;
  readonly formula: string | null;
  readonly choices: readonly ChoiceOption[];
  /** Which prompt of how many this move asks, counted from 1. */
  readonly index: number;
  readonly total: number;
}

export function promptDialogContext(
  prompt: Prompt,
  t: Translator,
  where: {
    readonly mover: string;
    readonly source: string | null;
    readonly index: number;
    readonly total: number;
  },
): PromptDialogContext {
  return {
    promptId: prompt.id,
    ruleId: prompt.ruleId,
    kind: prompt.kind,
    text: t(prompt.key, prompt.data),
    mover: where.mover,
    source: where.source,
    formula: prompt.kind === "roll" ? (prompt.formula ?? null) : null,
    // A choice may be an i18n key (localised) or plain text (localise returns it unchanged).
    choices: (prompt.choices ?? []).map((c) => ({ value: c, label: t(c) })),
    index: where.index,
    total: where.total,
  };
}

/** The dice a roll prompt rolled, as the engine takes them and the card shows them. */
export interface RolledDice {
  readonly formula: string;
  readonly dice: readonly number[];
  readonly total: number;
  /** The name of the last die when it has its own role (Ruleset.markedDie), localised. */
  readonly marked?: string;
}

export interface PromptCardContext {
  readonly ruleId: string;
  readonly text: string;
  readonly mover: string;
  readonly formula: string | null;
  /** "3, 5": each die as rolled. */
  readonly dice: string | null;
  readonly total: number | null;
  readonly choice: string | null;
  readonly outcome: string;
  /** The last die, named, when the ruleset marks it (Carnevale's Destiny die). */
  readonly markedDie: { readonly label: string; readonly value: number } | null;
  /**
   * The outcome's `result` (PromptOutcome.data.result, an i18n key such as
   * TTM.Carnevale.Result.Critical) as a badge: its text, and a tone from the key's last part
   * ("critical", "fumble") for the card's colour. Null when the outcome names none.
   */
  readonly result: { readonly text: string; readonly tone: string } | null;
}

/** The outcome's result badge: the ruleset names it in its data; nothing is judged here. */
function resultBadge(outcome: PromptOutcome, t: Translator): PromptCardContext["result"] {
  const key = outcome.data?.result;
  if (typeof key !== "string" || key === "") return null;
  const tone = (key.split(".").at(-1) ?? "").toLowerCase().replace(/[^a-z0-9-]/g, "");
  return { text: t(key), tone };
}

export function promptCardContext(
  dialog: PromptDialogContext,
  answer: { readonly rolled?: RolledDice; readonly choice?: string },
  outcome: PromptOutcome,
  t: Translator,
): PromptCardContext {
  return {
    ruleId: dialog.ruleId,
    text: dialog.text,
    mover: dialog.mover,
    formula: answer.rolled?.formula ?? null,
    dice: answer.rolled ? answer.rolled.dice.join(", ") : null,
    total: answer.rolled?.total ?? null,
    choice:
      answer.choice !== undefined
        ? (dialog.choices.find((c) => c.value === answer.choice)?.label ?? answer.choice)
        : null,
    outcome: t(outcome.key, outcome.data),
    markedDie:
      answer.rolled?.marked !== undefined && answer.rolled.dice.length > 0
        ? { label: answer.rolled.marked, value: answer.rolled.dice[answer.rolled.dice.length - 1]! }
        : null,
    result: resultBadge(outcome, t),
  };
}
