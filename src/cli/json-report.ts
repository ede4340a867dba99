import type { MessageData, RulesError } from "../engine/errors";
import type { Prompt, Reason } from "../engine/ruleset";
import {
  type Mismatch,
  type StepResult,
  isScenarioError,
  stepLegal,
  writtenAsFormat1,
} from "../engine/scenario";
import { type FileOutcome, exitCodeOf } from "./check-file";
import type { I18n } from "./i18n";
import { type Summary, summarise, summaryLine } from "./summary";
import { casualtiesOf, statusText, unitStatusText } from "./unit-report";

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
  const base = { file: outcome.file, status: outcome.status, exitCode: exitCodeOf(outcome) };
  if (outcome.status === "error") return { ...base, error: jsonError(outcome.error, i18n) };
  const { scenario, result, mismatches } = outcome;
  return {
    ...base,
    title: scenario.title ?? null,
    ruleset: result.ruleset.id,
    unit: scenario.board.unit,
    format: writtenAsFormat1(scenario) ? 1 : 2,
    steps: result.steps.map((s) => jsonStep(s, mismatches, i18n)),
    expect:
      mismatches === null
        ? null
        : { met: mismatches.length === 0, mismatches: mismatches.map((m) => jsonMismatch(m, i18n)) },
  };
}

const jsonMismatch = (m: Mismatch, i18n: I18n): Readonly<Record<string, unknown>> => ({
  step: m.step,
  field: m.field,
  key: m.key,
  data: m.data,
  text: i18n.format(m.key, m.data),
});

function jsonStep(
  s: StepResult,
  mismatches: readonly Mismatch[] | null,
  i18n: I18n,
): Readonly<Record<string, unknown>> {
  const text = (key: string, data: MessageData = {}): Text => ({ key, data, text: i18n.format(key, data) });
  const reasons = (rs: readonly Reason[]) =>
    rs.map((r) => ({ ruleId: r.ruleId, severity: r.severity, ...text(r.key, r.data) }));
  const prompts = (ps: readonly Prompt[]) => ps.map((p) => ({ ...p, ...text(p.key, p.data) }));
  const v = s.verdict;
  const a = s.activation;
  const own = s.step.expect === undefined ? null : (mismatches ?? []).filter((m) => m.step === s.index);
  return {
    index: s.index,
    kind: s.step.kind,
    title: s.step.title ?? null,
    model: "model" in s.step ? (s.step.model ?? null) : null,
    action: s.request?.action ?? null,
    legal: stepLegal(s),
    ...(s.route !== null ? { route: s.route, path: s.request?.path ?? [] } : {}),
    ...(v
      ? {
          verdict: {
            legal: v.legal,
            length: v.length,
            allowance: v.allowance,
            cost: { amount: v.cost.amount, ...text(v.cost.key, v.cost.data) },
            reach: v.reach,
            legalPath: v.legalPath,
            reasons: reasons(v.reasons),
            contacts: v.contacts,
            prompts: prompts(v.prompts),
            effects: v.effects,
            bands: v.bands,
            ...(v.facing !== undefined ? { facing: v.facing } : {}),
            ...(v.reachable !== undefined ? { reachable: v.reachable.length } : {}),
            // A unit move: each model's status and place (the Leading Model first), the unit's coherency.
            models: v.models?.map((m) => ({ ...m, statusText: statusText(i18n, m.status) })) ?? null,
            unitStatus: v.unitStatus ?? null,
            unitStatusText: v.unitStatus ? unitStatusText(i18n, v.unitStatus) : null,
            casualties: casualtiesOf(v),
          },
          endedBy: s.endedBy,
        }
      : {}),
    ...(a
      ? { activation: { reasons: reasons(a.reasons), prompts: prompts(a.prompts), effects: a.effects } }
      : {}),
    // `dice` for a roll, `choice` (as the prompt offered it) for a choice: the answer the file gave.
    outcomes: s.outcomes.map((o) => ({
      promptId: o.prompt.id,
      kind: o.prompt.kind,
      ...(o.answer.dice ? { dice: o.answer.dice } : {}),
      ...(o.answer.choice !== undefined ? { choice: o.answer.choice } : {}),
      effects: o.outcome.effects,
      ...text(o.outcome.key, o.outcome.data),
    })),
    unusedAnswers: s.unusedAnswers,
    after: afterStep(s),
    expect:
      own === null ? null : { met: own.length === 0, mismatches: own.map((m) => jsonMismatch(m, i18n)) },
  };
}

/** The table after the step: every ledger, the round, and the models the step moved, changed or removed. */
function afterStep(s: StepResult): Readonly<Record<string, unknown>> {
  const before = new Map(s.board.models.map((m) => [m.id, m] as const));
  const changed = s.state.models.flatMap((m) => {
    const was = before.get(m.id);
    const counters = m.counters ?? {};
    const same =
      was &&
      was.x === m.x &&
      was.y === m.y &&
      was.elevation === (m.elevation ?? 0) &&
      JSON.stringify(was.counters) === JSON.stringify(counters);
    return same ? [] : [{ id: m.id, x: m.x, y: m.y, elevation: m.elevation ?? 0, counters }];
  });
  const kept = new Set(s.state.models.map((m) => m.id));
  return {
    ledgers: s.state.ledgers,
    round: s.state.round,
    models: changed,
    removed: s.board.models.filter((m) => !kept.has(m.id)).map((m) => m.id),
  };
}

function jsonError(error: RulesError, i18n: I18n): Readonly<Record<string, unknown>> {
  return {
    key: error.key,
    data: error.data,
    text: i18n.format(error.key, error.data),
    moreIssues: isScenarioError(error) ? error.moreIssues : 0,
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
