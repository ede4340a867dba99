import type { RulesError } from "../engine/errors";
import type { Effect } from "../engine/ruleset";
import { allEffects, isScenarioError } from "../engine/scenario";
import type { FileOutcome } from "./check-file";
import type { I18n } from "./i18n";
import { promptLines } from "./prompts-report";
import { distance, num } from "./units";

const INDENT = "  ";

/** The verdict of one scenario in words, one line per fact, for stdout. */
export function describeOutcome(outcome: FileOutcome, i18n: I18n): string[] {
  if (outcome.status === "error")
    return [outcome.file, ...describeError(outcome.error, i18n).map((l) => INDENT + l)];
  const { scenario, result, mismatches } = outcome;
  const { verdict: v, board, ruleset } = result;
  const t = i18n.format;
  const d = (n: number): string => distance(i18n, n, board.unit);
  const mover = board.model(scenario.move.model);
  const action = ruleset.actions.find((a) => a.id === scenario.move.action);
  const lines: string[] = [];
  const out = (text: string, depth = 1): void => {
    lines.push(INDENT.repeat(depth) + text);
  };

  lines.push(outcome.file);
  if (scenario.title) out(scenario.title);
  out(
    t("TTM.Cli.Report.Move", {
      ruleset: i18n.localize(ruleset.nameKey),
      model: mover.name,
      id: mover.id,
      action: action ? i18n.localize(action.labelKey) : scenario.move.action,
    }),
  );
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

  if (v.reasons.length > 0) {
    out(t("TTM.Cli.Report.Reasons"));
    for (const r of v.reasons) {
      out(
        t("TTM.Cli.Report.Reason", {
          severity: i18n.localize(`TTM.Cli.Severity.${r.severity}`),
          ruleId: r.ruleId,
          message: t(r.key, r.data),
        }),
        2,
      );
    }
  }

  const names = v.contacts.map((id) => `${board.model(id).name} (${id})`);
  out(
    names.length > 0
      ? t("TTM.Cli.Report.Contacts", { names: names.join(", ") })
      : t("TTM.Cli.Report.NoContacts"),
  );

  for (const [text, depth] of promptLines(result, i18n)) out(text, depth);

  const notes = effectLines(allEffects(result), i18n, (id) =>
    board.hasModel(id) ? board.model(id).name : id,
  );
  if (notes.length > 0) {
    out(t("TTM.Cli.Report.Notes"));
    for (const n of notes) out(n, 2);
  }

  if (mismatches !== null) {
    if (mismatches.length === 0) out(t("TTM.Cli.Report.ExpectMet"));
    else {
      out(t("TTM.Cli.Report.ExpectFailed"));
      for (const m of mismatches) out(t(m.key, m.data), 2);
    }
  }
  return lines;
}

/**
 * What the move does besides moving, its answered prompts' effects included (a fall's damage).
 * Ledger changes are the host's bookkeeping, not news for a player.
 */
function effectLines(effects: readonly Effect[], i18n: I18n, name: (id: string) => string): string[] {
  const t = i18n.format;
  return effects.flatMap((e: Effect): string[] => {
    switch (e.type) {
      case "message":
        return [t("TTM.Cli.Report.Note", { ruleId: e.ruleId, message: t(e.key, e.data) })];
      case "end-turn":
        return [t("TTM.Cli.Effect.EndTurn", { ruleId: e.ruleId, model: name(e.modelId) })];
      case "damage":
        return [t("TTM.Cli.Effect.Damage", { ruleId: e.ruleId, model: name(e.modelId), amount: e.amount })];
      case "condition":
        return [
          t("TTM.Cli.Effect.Condition", {
            ruleId: e.ruleId,
            model: name(e.modelId),
            condition: conditionName(i18n, e.condition),
          }),
        ];
      case "elevation":
        return [
          t("TTM.Cli.Effect.Elevation", {
            ruleId: e.ruleId,
            model: name(e.modelId),
            elevation: num(e.elevation),
          }),
        ];
      case "ledger":
        return [];
      // Unit placements and casualties: the scenario format's unit steps report them (issue 9).
      case "place":
      case "casualty":
        return [];
    }
  });
}

/** A condition in words where the module knows it (knocked-down), else its id as the ruleset gave it. */
function conditionName(i18n: I18n, id: string): string {
  const key = `TTM.Condition.${id}`;
  return i18n.has(key) ? i18n.localize(key) : id;
}

/** A refused file: the headline, then every problem of a schema error on its own line. */
export function describeError(error: RulesError, i18n: I18n): string[] {
  if (isScenarioError(error)) {
    return [
      i18n.localize("TTM.Cli.Report.Invalid"),
      ...error.issues.map((i) => INDENT + i18n.format(i.key, i.data)),
    ];
  }
  return [i18n.format(error.key, error.data)];
}
