import type { MessageData, RulesError } from "../engine/errors";
import { isScenarioError } from "../engine/scenario";
import { type FileOutcome, exitCodeOf } from "./check-file";
import type { I18n } from "./i18n";
import { type Summary, summarise, summaryLine } from "./summary";

/*
 * The --json shape. Every message keeps its i18n key and data (for programs) next to the text in
 * the chosen language (for people); numbers are the engine's, unrounded.
 */

interface Text {
  readonly key: string;
  readonly data: MessageData;
  readonly text: string;
}

export interface JsonReport {
  readonly tool: "tabletop-movement";
  readonly version: string;
  readonly lang: string;
  readonly exitCode: number;
  /** The counts behind the summary line, and the line itself. */
  readonly summary: Summary & { readonly text: string };
  readonly results: readonly JsonFileResult[];
}

export type JsonFileResult = Readonly<Record<string, unknown>> & {
  readonly file: string;
  readonly status: FileOutcome["status"];
  readonly exitCode: number;
};

export function jsonReport(
  outcomes: readonly FileOutcome[],
  exitCode: number,
  version: string,
  i18n: I18n,
): JsonReport {
  const summary = summarise(outcomes);
  return {
    tool: "tabletop-movement",
    version,
    lang: i18n.lang,
    exitCode,
    summary: { ...summary, text: summaryLine(summary, i18n) },
    results: outcomes.map((o) => jsonFileResult(o, i18n)),
  };
}

function jsonFileResult(outcome: FileOutcome, i18n: I18n): JsonFileResult {
  const text = (key: string, data: MessageData = {}): Text => ({ key, data, text: i18n.format(key, data) });
  const base = { file: outcome.file, status: outcome.status, exitCode: exitCodeOf(outcome) };
  if (outcome.status === "error") return { ...base, error: jsonError(outcome.error, i18n) };
  const { scenario, result, mismatches } = outcome;
  const v = result.verdict;
  return {
    ...base,
    title: scenario.title ?? null,
    ruleset: result.ruleset.id,
    unit: result.board.unit,
    model: scenario.move.model,
    action: scenario.move.action,
    verdict: {
      legal: v.legal,
      length: v.length,
      allowance: v.allowance,
      cost: { amount: v.cost.amount, ...text(v.cost.key, v.cost.data) },
      reach: v.reach,
      legalPath: v.legalPath,
      reasons: v.reasons.map((r) => ({ ruleId: r.ruleId, severity: r.severity, ...text(r.key, r.data) })),
      contacts: v.contacts,
      prompts: v.prompts.map((p) => ({ ...p, ...text(p.key, p.data) })),
      effects: v.effects,
      bands: v.bands,
    },
    // `dice` for a roll, `choice` (as the prompt offered it) for a choice: the answer the file gave.
    outcomes: result.outcomes.map((o) => ({
      promptId: o.prompt.id,
      kind: o.prompt.kind,
      ...(o.answer.dice ? { dice: o.answer.dice } : {}),
      ...(o.answer.choice !== undefined ? { choice: o.answer.choice } : {}),
      effects: o.outcome.effects,
      ...text(o.outcome.key, o.outcome.data),
    })),
    unusedDice: result.unusedDice,
    unusedChoices: result.unusedChoices,
    expect:
      mismatches === null
        ? null
        : {
            met: mismatches.length === 0,
            mismatches: mismatches.map((m) => ({ field: m.field, ...text(m.key, m.data) })),
          },
  };
}

function jsonError(error: RulesError, i18n: I18n): Readonly<Record<string, unknown>> {
  return {
    key: error.key,
    data: error.data,
    text: i18n.format(error.key, error.data),
    issues: isScenarioError(error)
      ? error.issues.map((i) => ({
          path: i.path,
          key: i.key,
          data: i.data,
          text: i18n.format(i.key, i.data),
        }))
      : [],
  };
}
