import type { MessageData } from "../../engine/errors";
import type { Reason, Verdict } from "../../engine/ruleset";
import type { Translator } from "../../overlay/i18n";

/*
 * Verdicts as the sentences a player or GM reads in a notification or a chat card. Pure: the
 * translator is Foundry's i18n in the module and a dictionary in tests.
 */

/** A reason ready for a card: its text and the rule that says so. */
export interface ReasonLine {
  readonly ruleId: string;
  readonly text: string;
  readonly severity: Reason["severity"];
}

/** The reasons worth telling: those that forbid or cut the move, illegal ones first. */
export function reasonLines(verdict: Verdict, t: Translator): ReasonLine[] {
  const order = { illegal: 0, stop: 1, info: 2 } as const;
  return verdict.reasons
    .filter((r) => r.severity !== "info")
    .slice()
    .sort((a, b) => order[a.severity] - order[b.severity])
    .map((r) => ({ ruleId: r.ruleId, text: t(r.key, r.data), severity: r.severity }));
}

/** "Text (RULE-ID)" for each reason, one sentence after another. */
export const reasonsSentence = (lines: readonly ReasonLine[]): string =>
  lines.map((l) => `${l.text} (${l.ruleId})`).join(" ");

/**
 * The notification for a refused move. Reasons are shown when the world explains refusals
 * (the showReasons setting) or the reader is a GM.
 */
export function refusalText(name: string, verdict: Verdict, t: Translator, explain: boolean): string {
  const lines = reasonLines(verdict, t);
  if (!explain || lines.length === 0) return t("TTM.Notify.Refused", { name });
  return t("TTM.Notify.RefusedWhy", { name, reasons: reasonsSentence(lines) });
}

/** The notification for a move that breaks the rules in warn mode. */
export function warningText(name: string, verdict: Verdict, t: Translator, explain: boolean): string {
  const lines = reasonLines(verdict, t);
  if (!explain || lines.length === 0) return t("TTM.Notify.Warned", { name });
  return t("TTM.Notify.WarnedWhy", { name, reasons: reasonsSentence(lines) });
}

/** The one notification for a drag the rules cannot judge (a feet scene, a broken profile). */
export function unjudgedText(
  error: { readonly key: string; readonly data?: MessageData },
  t: Translator,
): string {
  return t("TTM.Notify.Unjudged", { error: t(error.key, error.data) });
}
