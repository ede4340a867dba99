import { RulesError } from "../errors";
import type { Prompt, PromptAnswer, PromptOutcome } from "../ruleset";
import { showValue } from "./path";
import type { StepAnswer } from "./schema";

/*
 * The file's answer to one prompt: dice for a roll, a choice for a choice. The kinds are checked
 * here, before the ruleset sees them, so a file that answers the wrong way is told which field
 * to fix and what it may hold, in the scenario's words rather than a ruleset's generic refusal.
 */

/** Where a step's answer to prompt `id` is written in the file, as a person would type it. */
export interface AnswerPlace {
  readonly path: (id: string, part: "dice" | "choice") => string;
  /** Format 1 keeps dice and choices in two top-level fields; format 2 keeps both in `answers`. */
  readonly format: 1 | 2;
}

/** A prompt of a step answered from the file: its dice (a roll) or its choice (a choice). */
export interface ResolvedPrompt {
  readonly prompt: Prompt;
  readonly answer: PromptAnswer;
  readonly outcome: PromptOutcome;
}

/** The prompt's choices as a file writes them, quoted: a choice may itself look like an i18n key. */
const quoted = (choices: readonly string[]): string =>
  choices.length > 0 ? choices.map((c) => JSON.stringify(c)).join(", ") : "—";

/**
 * The answer the file gives to `prompt`, or null when it gives none. Throws RulesError for dice
 * given to a choice, a choice given to a roll, or a choice the prompt does not offer.
 */
export function answerFor(
  prompt: Prompt,
  given: StepAnswer | undefined,
  place: AnswerPlace,
): PromptAnswer | null {
  const dice = given?.dice;
  const choice = given?.choice;
  const allowed = quoted(prompt.choices ?? []);
  const v2 = place.format === 2;
  if (prompt.kind === "roll") {
    if (choice !== undefined) {
      throw new RulesError(v2 ? "TTM.Scenario.Error.ChoiceForRollStep" : "TTM.Scenario.Error.ChoiceForRoll", {
        path: place.path(prompt.id, "choice"),
        id: prompt.id,
        formula: prompt.formula ?? "—",
      });
    }
    return dice ? { dice } : null;
  }
  if (dice) {
    throw new RulesError(v2 ? "TTM.Scenario.Error.DiceForChoiceStep" : "TTM.Scenario.Error.DiceForChoice", {
      path: place.path(prompt.id, "dice"),
      id: prompt.id,
      allowed,
    });
  }
  if (choice === undefined) return null;
  if (!(prompt.choices ?? []).includes(choice)) {
    throw new RulesError("TTM.Scenario.Error.Choice", {
      path: place.path(prompt.id, "choice"),
      id: prompt.id,
      value: showValue(choice),
      allowed,
    });
  }
  return { choice };
}

/** What a step's prompts came to once the file's answers were given. */
export interface Settled<T> {
  /** The verdict (or activation start) judged with the file's answers. */
  readonly result: T;
  /** The answered prompts in the order they come. */
  readonly outcomes: readonly ResolvedPrompt[];
  /** Answer ids no prompt of the step has: most likely a typo in the file. */
  readonly unusedAnswers: readonly string[];
}

/**
 * The one place a scenario step's prompts are answered. `judge` evaluates the step given the
 * answers by prompt id (passed on as `MoveRequest.answers`, which rulesets whose rolls decide
 * the move read); then each prompt it lists, in the order they come, is answered from the file
 * and resolved. When the engine's settle loop lands (src/engine/settle.ts), this is where it
 * goes: its `ask` reads the same `answers`.
 */
export function settle<T extends { readonly prompts: readonly Prompt[] }>(
  judge: (answers: Readonly<Record<string, PromptAnswer>>) => T,
  resolve: (prompt: Prompt, answer: PromptAnswer) => PromptOutcome,
  answers: Readonly<Record<string, StepAnswer>> | undefined,
  place: AnswerPlace,
): Settled<T> {
  const given: Record<string, PromptAnswer> = {};
  for (const [id, a] of Object.entries(answers ?? {})) {
    given[id] = {
      ...(a.dice ? { dice: a.dice } : {}),
      ...(a.choice !== undefined ? { choice: a.choice } : {}),
    };
  }
  const result = judge(given);
  const outcomes: ResolvedPrompt[] = [];
  for (const prompt of result.prompts) {
    const answer = answerFor(prompt, answers?.[prompt.id], place);
    if (answer) outcomes.push({ prompt, answer, outcome: resolve(prompt, answer) });
  }
  const asked = new Set(result.prompts.map((p) => p.id));
  return { result, outcomes, unusedAnswers: Object.keys(answers ?? {}).filter((id) => !asked.has(id)) };
}
