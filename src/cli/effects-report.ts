import type { Effect } from "../engine/ruleset";
import type { I18n } from "./i18n";
import { num } from "./units";

/**
 * What the step does besides moving, its answered prompts' effects included (a fall's damage).
 * Ledger changes are the host's bookkeeping, not news for a player.
 */
export function effectLines(effects: readonly Effect[], i18n: I18n, name: (id: string) => string): string[] {
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
      case "counter":
        return [
          t(e.delta >= 0 ? "TTM.Cli.Effect.CounterAdd" : "TTM.Cli.Effect.CounterRemove", {
            ruleId: e.ruleId,
            model: name(e.modelId),
            counter: e.counter,
            count: Math.abs(e.delta),
          }),
        ];
      case "place":
        return [
          t("TTM.Cli.Effect.Place", { ruleId: e.ruleId, model: name(e.modelId), x: num(e.x), y: num(e.y) }),
        ];
      case "casualty":
        return [t("TTM.Cli.Effect.Casualty", { ruleId: e.ruleId, model: name(e.modelId) })];
      case "ledger":
        return [];
    }
  });
}

/** A condition in words where the module knows it (knocked-down), else its id as the ruleset gave it. */
function conditionName(i18n: I18n, id: string): string {
  const key = `TTM.Condition.${id}`;
  return i18n.has(key) ? i18n.localize(key) : id;
}
