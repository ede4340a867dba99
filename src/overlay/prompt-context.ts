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
  };
}
