import type { Board } from "../engine/board/board";
import type { PlacementStatus, UnitStatus, Verdict } from "../engine/ruleset";
import type { I18n } from "./i18n";
import { num } from "./units";

const STATUS: Readonly<Record<PlacementStatus, string>> = {
  leader: "TTM.UnitMove.Status.leader",
  coherent: "TTM.UnitMove.Status.coherent",
  "out-of-coherency": "TTM.UnitMove.Status.out-of-coherency",
  casualty: "TTM.UnitMove.Status.casualty",
};
const UNIT_STATUS: Readonly<Record<UnitStatus, string>> = {
  "in-coherency": "TTM.UnitMove.UnitStatus.in-coherency",
  "out-of-coherency": "TTM.UnitMove.UnitStatus.out-of-coherency",
};

export const statusText = (i18n: I18n, s: PlacementStatus): string => i18n.localize(STATUS[s]);
export const unitStatusText = (i18n: I18n, s: UnitStatus): string => i18n.localize(UNIT_STATUS[s]);

/** The ids of the models a unit move loses as casualties, in the verdict's order. */
export const casualtiesOf = (v: Verdict): string[] =>
  (v.models ?? []).filter((m) => m.status === "casualty").map((m) => m.modelId);

/**
 * A unit move in words: the unit's coherency, then each model (the Leading Model first) with
 * its status and where it ends (a casualty: where it stood), then the casualties. Nothing for a
 * verdict that moves no unit.
 */
export function unitLines(v: Verdict, board: Board, i18n: I18n): [text: string, depth: number][] {
  const models = v.models;
  if (!models || models.length === 0 || !v.unitStatus) return [];
  const t = i18n.format;
  const name = (id: string): string => (board.hasModel(id) ? board.model(id).name : id);
  const leader = models[0]!.modelId;
  const unit = board.hasModel(leader) ? (board.model(leader).unitId ?? leader) : leader;
  const lines: [string, number][] = [
    [t("TTM.UnitMove.Cli.Unit", { unit, status: unitStatusText(i18n, v.unitStatus) }), 0],
  ];
  for (const m of models) {
    lines.push([
      t(m.status === "casualty" ? "TTM.UnitMove.Cli.Fallen" : "TTM.UnitMove.Cli.Model", {
        model: name(m.modelId),
        id: m.modelId,
        status: statusText(i18n, m.status),
        x: num(m.point.x),
        y: num(m.point.y),
      }),
      1,
    ]);
  }
  const fallen = casualtiesOf(v).map((id) => `${name(id)} (${id})`);
  lines.push([
    fallen.length > 0
      ? t("TTM.UnitMove.Cli.Casualties", { names: fallen.join(", ") })
      : t("TTM.UnitMove.Cli.NoCasualties"),
    0,
  ]);
  return lines;
}
