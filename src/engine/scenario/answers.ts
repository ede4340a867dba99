import { RulesError } from "../errors";
import type { Prompt, PromptAnswer, PromptOutcome } from "../ruleset";
import { type Answers, type Prompted, phaseOf, settleJudged } from "../settle";
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
  const choices = prompt.choices ?? [];
  const allowed = quoted(choices);
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
  if (!choices.includes(choice)) {
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
  /** Every answer the step was judged with, the activation's kept ones included, by prompt id. */
  readonly answers: Answers;
}

/**
 * The one place a scenario step's prompts are answered: through the engine's settle loop
 * (settle.ts), as every host answers them. `judge` evaluates the step given the answers so far
 * (passed on as `MoveRequest.answers`); the loop asks declare prompts first, then path prompts
 * in path order, then after prompts, and judges again after each answer. Each is answered from
 * the step's `answers`; `kept` are the declare answers of the activation's earlier steps, given
 * from the start and never asked again (the step's own answer to the same id wins). A prompt the
 * file does not answer is skipped: listed without an outcome, a path prompt judged as a plain
 * success, and the loop goes on with the next.
 */
export function settle<T extends Prompted>(
  judge: (answers: Answers) => T,
  resolve: (prompt: Prompt, answer: PromptAnswer, answers: Answers) => PromptOutcome,
  answers: Readonly<Record<string, StepAnswer>> | undefined,
  kept: Answers,
  place: AnswerPlace,
): Settled<T> {
  const own = answers ?? {};
  const start = Object.fromEntries(Object.entries(kept).filter(([id]) => own[id] === undefined));
  const done = settleJudged(
    judge,
    resolve,
    start,
    ({ prompt }) => answerFor(prompt, own[prompt.id], place) ?? "skip",
  );
  // The runner's ask never cancels.
  if (done.status !== "settled") throw new RulesError("TTM.Error.SettleLoop", { count: done.steps.length });
  const asked = new Set(done.result.prompts.map((p) => p.id));
  return {
    result: done.result,
    outcomes: done.outcomes,
    unusedAnswers: Object.keys(own).filter((id) => !asked.has(id)),
    answers: done.answers,
  };
}

/** The declare answers to keep for the rest of the activation: `kept` and those the step added. */
export function declareAnswers(result: Prompted, answers: Answers, kept: Answers): Answers {
  const out: Record<string, PromptAnswer> = { ...kept };
  for (const p of result.prompts) {
    const a = answers[p.id];
    if (a && phaseOf(p) === "declare") out[p.id] = a;
  }
  return out;
}
