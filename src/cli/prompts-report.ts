import type { Prompt } from "../engine/ruleset";
import { phaseOf } from "../engine/settle";
import type { StepResult } from "../engine/scenario";
import type { I18n } from "./i18n";
import { distance } from "./units";

/** A line of the report and how deep it is indented under the step. */
export type Line = readonly [text: string, depth: number];

/** A choice as a person reads it: rulesets may offer i18n keys ("TTM.Mumg.Choice.Jump") or plain text. */
export const choiceText = (i18n: I18n, choice: string): string =>
  i18n.has(choice) ? i18n.localize(choice) : choice;

/** The choices as the file must write them, quoted: the words a person reads are not what the file holds. */
const writable = (p: Prompt): string => (p.choices ?? []).map((c) => JSON.stringify(c)).join(", ") || "—";

/**
 * The rolls and choices the step asks for, each with the file's answer and its outcome, or why
 * it has none; then the answers the file gives to prompts the step does not ask.
 */
export function promptLines(result: StepResult, i18n: I18n): Line[] {
  const t = i18n.format;
  const prompts = result.verdict?.prompts ?? result.activation?.prompts ?? [];
  const lines: Line[] = [];
  if (prompts.length > 0) {
    lines.push([t("TTM.Cli.Report.Prompts"), 0]);
    for (const p of prompts) {
      const message = t(p.key, p.data);
      lines.push([
        p.kind === "roll"
          ? t("TTM.Cli.Report.PromptRoll", { ruleId: p.ruleId, message, formula: p.formula ?? "—" })
          : t("TTM.Cli.Report.PromptChoice", {
              ruleId: p.ruleId,
              message,
              choices: (p.choices ?? []).map((c) => choiceText(i18n, c)).join(", "),
            }),
        1,
      ]);
      const when = phaseLine(result, p, i18n);
      if (when) lines.push([when, 2]);
      lines.push([answerLine(result, p, i18n), 2]);
    }
  }
  if (result.unusedAnswers.length > 0)
    lines.push([t("TTM.Cli.Report.UnusedAnswers", { ids: result.unusedAnswers.join(", ") }), 0]);
  return lines;
}

/**
 * When a prompt is met, for the prompts whose rolls decide the move: a declare prompt before the
 * drag (its answer kept for the activation, and said so when an earlier step gave it), a path
 * prompt at its distance along the path. After-prompts say nothing: they are today's default.
 */
function phaseLine(result: StepResult, p: Prompt, i18n: I18n): string | null {
  const t = i18n.format;
  const phase = phaseOf(p);
  if (phase === "path") {
    const at = p.at ?? 0;
    return t("TTM.Cli.Report.PhasePath", { distance: distance(i18n, at, result.board.unit) });
  }
  if (phase !== "declare") return null;
  const own = (result.step as { readonly answers?: Readonly<Record<string, unknown>> }).answers ?? {};
  const answered = result.outcomes.some((o) => o.prompt.id === p.id);
  return t(
    answered && own[p.id] === undefined ? "TTM.Cli.Report.PhaseDeclareKept" : "TTM.Cli.Report.PhaseDeclare",
  );
}

function answerLine(result: StepResult, p: Prompt, i18n: I18n): string {
  const t = i18n.format;
  const answered = result.outcomes.find((o) => o.prompt.id === p.id);
  if (!answered) {
    return p.kind === "roll"
      ? t("TTM.Cli.Report.NotRolled", { id: p.id })
      : t("TTM.Cli.Report.NotChosen", { id: p.id, allowed: writable(p) });
  }
  const outcome = t(answered.outcome.key, answered.outcome.data);
  const { dice, choice } = answered.answer;
  return choice !== undefined
    ? t("TTM.Cli.Report.Chosen", { choice: choiceText(i18n, choice), outcome })
    : t("TTM.Cli.Report.Rolled", { dice: (dice ?? []).join(", "), outcome });
}
