import { pathLength } from "../../engine/geometry/polyline";
import type { Reason, Verdict } from "../../engine/ruleset";
import { surfaceAt } from "../../engine/board/surface";
import { fitsAt } from "./body";
import { UNIT, type Context } from "./context";
import { formatLength } from "../../engine/format";
import { bands, cost, still } from "./leader";
import { placeRest } from "./place";

/**
 * SCTMG-LEAD-1, SCTMG-COH-5: Deploy puts the Leading Model at the end of the path (where it is
 * set down, not how it gets there: no allowance, no gaps) where its base fits (SCTMG-GAP-2),
 * then the rest of the unit around it; a Deploy that would end Out of Coherency is refused.
 */
export function planDeploy(ctx: Context): Verdict {
  const { board, request, leader } = ctx;
  const path = request.path;
  const end = path[path.length - 1]!;
  const length = pathLength(path);
  const level = end.elevation ?? surfaceAt(board, end, Infinity)?.level ?? 0;
  const reasons: Reason[] = [];
  if (!fitsAt(ctx, leader, end, level)) {
    reasons.push({
      ruleId: "SCTMG-GAP-2",
      key: "TTM.Reason.NoFit",
      data: { distance: formatLength(0), unit: UNIT },
      severity: "illegal",
    });
    return still(ctx, reasons, [], length, length);
  }
  const rest = placeRest(ctx, end, level, { deploy: true });
  reasons.push(...rest.reasons);
  const effects = [...rest.effects];
  if (Math.abs(level - leader.elevation) > 1e-9)
    effects.unshift({ type: "elevation", modelId: leader.id, elevation: level, ruleId: "SCTMG-LEAD-1" });
  return {
    legal: !reasons.some((r) => r.severity === "illegal"),
    reasons,
    length,
    allowance: length,
    cost: cost(length, length),
    reach: { distance: length, point: { x: end.x, y: end.y } },
    legalPath: path.map((p) => ({ x: p.x, y: p.y })),
    bands: bands(length, length, length),
    prompts: [],
    effects,
    contacts: [],
    models: rest.models,
    unitStatus: rest.unitStatus,
  };
}
