import { RulesError } from "../errors";
import type { Prompt, PromptAnswer } from "../ruleset";
import { formatPath, showValue } from "./path";
import type { ScenarioFile } from "./schema";

/*
 * The file's answer to one prompt: dice for a roll, a choice for a choice. The kinds are checked
 * here, before the ruleset sees them, so a file that answers the wrong way is told which field
 * to fix and what it may hold, in the scenario's words rather than a ruleset's generic refusal.
 */

/** The prompt's choices as a file writes them, quoted: a choice may itself look like an i18n key. */
const quoted = (choices: readonly string[]): string =>
  choices.length > 0 ? choices.map((c) => JSON.stringify(c)).join(", ") : "—";

/**
 * The answer the file gives to `prompt`, or null when it gives none. Throws RulesError for dice
 * given to a choice, a choice given to a roll, or a choice the prompt does not offer.
 */
export function answerFor(prompt: Prompt, file: ScenarioFile): PromptAnswer | null {
  const dice = file.dice?.[prompt.id];
  const choice = file.choices?.[prompt.id];
  const allowed = quoted(prompt.choices ?? []);
  if (prompt.kind === "roll") {
    if (choice !== undefined) {
      throw new RulesError("TTM.Scenario.Error.ChoiceForRoll", {
        path: formatPath(["choices", prompt.id]),
        id: prompt.id,
        formula: prompt.formula ?? "—",
      });
    }
    return dice ? { dice } : null;
  }
  if (dice) {
    throw new RulesError("TTM.Scenario.Error.DiceForChoice", {
      path: formatPath(["dice", prompt.id]),
      id: prompt.id,
      allowed,
    });
  }
  if (choice === undefined) return null;
  if (!(prompt.choices ?? []).includes(choice)) {
    throw new RulesError("TTM.Scenario.Error.Choice", {
      path: formatPath(["choices", prompt.id]),
      id: prompt.id,
      value: showValue(choice),
      allowed,
    });
  }
  return { choice };
}

/** The ids among `answers` (the file's dice or choices) that no prompt of the move has: most likely a typo. */
export function unusedAnswers(
  answers: Readonly<Record<string, unknown>> | undefined,
  prompts: readonly Prompt[],
): string[] {
  const asked = new Set(prompts.map((p) => p.id));
  return Object.keys(answers ?? {}).filter((id) => !asked.has(id));
}
