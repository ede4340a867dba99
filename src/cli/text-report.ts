import type { RulesError } from "../engine/errors";
import type { Reason } from "../engine/ruleset";
import {
  type ForcedStep,
  type Mismatch,
  type RouteStatus,
  type Step,
  type StepResult,
  isScenarioError,
  stepEffects,
} from "../engine/scenario";
import type { FileOutcome } from "./check-file";
import type { I18n } from "./i18n";
import { effectLines } from "./effects-report";
import { promptLines } from "./prompts-report";
import { unitLines } from "./unit-report";
import { counted } from "./summary";
import { distance, num } from "./units";

const INDENT = "  ";

const STEP_KIND: Readonly<Record<Step["kind"], string>> = {
  move: "TTM.Cli.StepKind.move",
  route: "TTM.Cli.StepKind.route",
  forced: "TTM.Cli.StepKind.forced",
  "activation-start": "TTM.Cli.StepKind.activation-start",
  "new-round": "TTM.Cli.StepKind.new-round",
  "new-turn": "TTM.Cli.StepKind.new-turn",
};
const ROUTE_STATUS: Readonly<Record<RouteStatus, string>> = {
  found: "TTM.Cli.RouteStatus.found",
  "goal-blocked": "TTM.Cli.RouteStatus.goal-blocked",
  unreachable: "TTM.Cli.RouteStatus.unreachable",
  "node-limit": "TTM.Cli.RouteStatus.node-limit",
};
const FORCED_KIND: Readonly<Record<ForcedStep["forced"]["kind"], string>> = {
  towards: "TTM.Cli.ForcedKind.towards",
  away: "TTM.Cli.ForcedKind.away",
  push: "TTM.Cli.ForcedKind.push",
  fall: "TTM.Cli.ForcedKind.fall",
};

type Ok = Extract<FileOutcome, { status: "legal" | "illegal" }>;

/**
 * The verdict of one scenario in words, one line per fact, for stdout. A file of one step
 * reads as a single move; with several, each step gets a numbered heading and the file ends
 * with a line counting them.
 */
export function describeOutcome(outcome: FileOutcome, i18n: I18n): string[] {
  if (outcome.status === "error")
    return [outcome.file, ...describeError(outcome.error, i18n).map((l) => INDENT + l)];
  const { scenario, result, mismatches } = outcome;
  const t = i18n.format;
  const lines: string[] = [outcome.file];
  const out = (text: string, depth: number): void => void lines.push(INDENT.repeat(depth) + text);
  if (scenario.title) out(scenario.title, 1);
  const single = result.steps.length === 1;
  for (const step of result.steps) {
    const depth = single ? 1 : 2;
    if (!single)
      out(
        t("TTM.Cli.Report.Step", {
          n: step.index + 1,
          kind: i18n.localize(STEP_KIND[step.step.kind]),
        }),
        1,
      );
    for (const [text, d] of stepLines(outcome, step, i18n)) out(text, depth + d);
    if (step.step.expect !== undefined) {
      const own = (mismatches ?? []).filter((m) => m.step === step.index);
      if (own.length === 0) out(t("TTM.Cli.Report.ExpectMet"), depth);
      else {
        out(t("TTM.Cli.Report.ExpectFailed"), depth);
        for (const m of own) out(t(m.key, m.data), depth + 1);
      }
    }
  }
  if (!single) out(stepsLine(outcome, i18n), 1);
  return lines;
}

/** "3 steps: 2 legal, 1 illegal, 2 with nothing to judge." */
function stepsLine(outcome: Ok, i18n: I18n): string {
  const steps = outcome.result.steps;
  const judged = steps.filter((s) => s.verdict !== null || s.activation !== null);
  const illegal = judged.filter((s) =>
    s.verdict ? !s.verdict.legal : s.activation!.reasons.some((r) => r.severity === "illegal"),
  );
  const parts = [
    counted(i18n, "TTM.Cli.Summary.Legal", judged.length - illegal.length),
    counted(i18n, "TTM.Cli.Summary.Illegal", illegal.length),
  ];
  const unmet = new Set((outcome.mismatches ?? []).map((m: Mismatch) => m.step)).size;
  if (unmet > 0) parts.push(counted(i18n, "TTM.Cli.Summary.ExpectUnmet", unmet));
  else if (outcome.mismatches !== null) parts.push(i18n.localize("TTM.Cli.Summary.ExpectMet"));
  return i18n.format("TTM.Cli.Summary.Line", {
    files: counted(i18n, "TTM.Cli.Summary.Steps", steps.length),
    parts: parts.join(", "),
  });
}

type Line = readonly [text: string, depth: number];

function stepLines(outcome: Ok, s: StepResult, i18n: I18n): Line[] {
  const { result } = outcome;
  const { ruleset } = result;
  const t = i18n.format;
  const board = s.board;
  const name = (id: string): string => (board.hasModel(id) ? board.model(id).name : id);
  const lines: Line[] = [];
  const out = (text: string, depth = 0): void => void lines.push([text, depth]);
  const step = s.step;
  const d = (n: number): string => distance(i18n, n, board.unit);

  if (step.kind === "new-round") {
    out(
      s.state.round !== null
        ? t("TTM.Cli.Report.NewRoundNumber", { round: s.state.round })
        : t("TTM.Cli.Report.NewRound"),
    );
    out(t("TTM.Cli.Report.LedgersCleared"));
    return lines;
  }
  if (step.kind === "new-turn") {
    out(
      step.model !== undefined
        ? t("TTM.Cli.Report.NewTurnOf", { model: name(step.model), id: step.model })
        : t("TTM.Cli.Report.NewTurn"),
    );
    out(t(ruleset.ledgerResets === "turn" ? "TTM.Cli.Report.LedgersCleared" : "TTM.Cli.Report.LedgersKept"));
    return lines;
  }

  const mover = board.model(step.model);
  const who = { ruleset: i18n.localize(ruleset.nameKey), model: mover.name, id: mover.id };
  if (step.kind === "activation-start") {
    out(t("TTM.Cli.Report.Activation", who));
    const a = s.activation!;
    if (!ruleset.startActivation) out(t("TTM.Cli.Report.NoActivation"));
    reasonLines(a.reasons, i18n, out);
  } else {
    const v = s.verdict!;
    const actionId = s.request?.action ?? "";
    const action = ruleset.actions.find((x) => x.id === actionId);
    out(t("TTM.Cli.Report.Move", { ...who, action: action ? i18n.localize(action.labelKey) : actionId }));
    if (step.kind === "route" && s.route !== null) {
      out(
        s.route === "found"
          ? t("TTM.Cli.Report.RouteFound")
          : t("TTM.Cli.Report.RouteNone", { reason: i18n.localize(ROUTE_STATUS[s.route]) }),
      );
    }
    if (step.kind === "forced") {
      const targets = (step.forced.targets ?? []).map((id) => `${name(id)} (${id})`).join(", ");
      out(
        t("TTM.Cli.Report.Forced", {
          kind: i18n.localize(FORCED_KIND[step.forced.kind]),
          targets: targets || "—",
          distance: step.forced.distance !== undefined ? d(step.forced.distance) : "—",
        }),
      );
    }
    out(t(v.legal ? "TTM.Cli.Report.Legal" : "TTM.Cli.Report.Illegal"));
    out(
      t("TTM.Cli.Report.Measures", {
        length: d(v.length),
        allowance: d(v.allowance),
        cost: t(v.cost.key, v.cost.data),
      }),
    );
    const where = { x: num(v.reach.point.x), y: num(v.reach.point.y), distance: d(v.reach.distance) };
    // Compared as printed: a landing found to a millionth short of the path's end still ends it.
    out(
      num(v.reach.distance) !== num(v.length)
        ? t("TTM.Cli.Report.StopsAt", { ...where, length: d(v.length) })
        : t("TTM.Cli.Report.EndsAt", where),
    );
    if (s.endedBy) {
      out(t("TTM.Cli.Report.EndedBy", { id: s.endedBy.promptId, distance: d(s.endedBy.distance) }));
    }
    reasonLines(v.reasons, i18n, out);
    if (v.facing !== undefined) out(t("TTM.Cli.Report.Facing", { degrees: num(v.facing) }));
    if (v.reachable !== undefined) out(counted(i18n, "TTM.Cli.Report.Reachable", v.reachable.length));
    const names = v.contacts.map((id) => `${name(id)} (${id})`);
    out(
      names.length > 0
        ? t("TTM.Cli.Report.Contacts", { names: names.join(", ") })
        : t("TTM.Cli.Report.NoContacts"),
    );
    for (const [text, depth] of unitLines(v, board, i18n)) out(text, depth);
  }
  for (const line of promptLines(s, i18n)) lines.push(line);
  const notes = effectLines(stepEffects(s), i18n, name);
  if (notes.length > 0) {
    out(t("TTM.Cli.Report.Notes"));
    for (const n of notes) out(n, 1);
  }
  // Counters stay on the model from step to step (Submerged, Dazed): what it carries now.
  const counters = s.state.models.find((m) => m.id === step.model)?.counters ?? {};
  const carried = Object.entries(counters).filter(([, n]) => n > 0);
  if (carried.length > 0) {
    out(t("TTM.Cli.Report.Counters", { entries: carried.map(([k, n]) => `${k}=${n}`).join(", ") }));
  }
  // With several steps the ledger is what carries the story from one to the next.
  const ledger = s.state.ledgers[step.model];
  if (result.steps.length > 1 && ledger && Object.keys(ledger).length > 0) {
    const entries = Object.entries(ledger).map(([k, v]) => `${k}=${String(v)}`);
    out(t("TTM.Cli.Report.Ledger", { entries: entries.join(", ") }));
  }
  return lines;
}

function reasonLines(
  reasons: readonly Reason[],
  i18n: I18n,
  out: (text: string, depth?: number) => void,
): void {
  if (reasons.length === 0) return;
  const t = i18n.format;
  out(t("TTM.Cli.Report.Reasons"));
  for (const r of reasons) {
    out(
      t("TTM.Cli.Report.Reason", {
        severity: i18n.localize(`TTM.Cli.Severity.${r.severity}`),
        ruleId: r.ruleId,
        message: t(r.key, r.data),
      }),
      1,
    );
  }
}

/** A refused file: the headline, then the first problems of a schema error, each on its own line, and how many more. */
export function describeError(error: RulesError, i18n: I18n): string[] {
  if (isScenarioError(error)) {
    return [
      i18n.localize("TTM.Cli.Report.Invalid"),
      ...error.issues.map((i) => INDENT + i18n.format(i.key, i.data)),
      ...(error.moreIssues > 0
        ? [INDENT + counted(i18n, "TTM.Cli.Report.MoreIssues", error.moreIssues)]
        : []),
    ];
  }
  return [i18n.format(error.key, error.data)];
}
