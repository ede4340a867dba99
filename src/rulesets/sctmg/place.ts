import { GEOMETRY_TOLERANCE } from "../../engine/geometry/tolerance";
import type { Model, Terrain } from "../../engine/board/types";
import type { Point } from "../../engine/geometry/vec";
import type { Effect, ModelPlacement, Reason, UnitStatus } from "../../engine/ruleset";
import { placeUnit, type PlacementRules } from "../../engine/unit";
import { COHERENCY, ENGAGEMENT, type Context, isFlying } from "./context";

export interface UnitEnd {
  readonly models: readonly ModelPlacement[];
  readonly unitStatus: UnitStatus;
  readonly effects: Effect[];
  readonly reasons: Reason[];
}

const impassable = (t: Terrain): boolean => t.kind === "impassable";

/** SCTMG-MOVE-1: the enemy Ground models no model of an unengaged Ground unit may end a Move within 1" of. */
export function groundEnemies(ctx: Context): Model[] {
  if (ctx.profile.flying) return [];
  return ctx.board.models.filter((m) => m.side !== ctx.leader.side && !isFlying(m));
}

/**
 * SCTMG-LEAD-1, SCTMG-COH-1..5: the rest of the unit placed around the Leading Model's end (the
 * player's places checked, the others automatic), each model's status, a `place` effect per
 * model placed and a `casualty` effect per model with no legal linked place, and the reasons:
 * the player's places that do not fit or are not in coherency (illegal), casualties, and Out of
 * Coherency (it cannot control or contest Mission Markers; a Deploy may not end so).
 */
export function placeRest(
  ctx: Context,
  to: Point,
  level: number,
  extra: {
    readonly keepAway?: readonly Model[];
    readonly prefer?: PlacementRules["prefer"];
    readonly deploy?: boolean;
  } = {},
): UnitEnd {
  const { board, leader, members, profile } = ctx;
  const rules: PlacementRules = {
    range: COHERENCY,
    gapWidth: ctx.gapWidth,
    flying: profile.flying,
    crossable: ctx.crossable,
    blocks: impassable,
    support: !profile.flying,
    // SCTMG-WITHIN-1: exactly 1" away is within 1", as for the Leading Model (engagedAt); the
    // placement keeps a base no closer than `distance` less the tolerance, so ask for a hair more.
    ...(extra.keepAway && extra.keepAway.length > 0
      ? { keepAway: { models: extra.keepAway, distance: ENGAGEMENT + 2 * GEOMETRY_TOLERANCE } }
      : {}),
    ...(extra.prefer ? { prefer: extra.prefer } : {}),
  };
  const placed = placeUnit(board, { leader, to, level, members, fixed: ctx.fixed }, rules);
  const effects: Effect[] = [];
  const reasons: Reason[] = [];
  const name = (id: string): string => board.model(id).name;
  const misfits = new Set(placed.misfits);
  for (const p of placed.placements) {
    if (p.status === "leader") continue;
    const m = board.model(p.modelId);
    if (misfits.has(p.modelId)) {
      const tooClose = extra.keepAway?.some(
        (e) => Math.hypot(p.point.x - e.x, p.point.y - e.y) - m.r - e.r <= ENGAGEMENT + GEOMETRY_TOLERANCE,
      );
      reasons.push({
        ruleId: tooClose ? "SCTMG-MOVE-1" : "SCTMG-GAP-2",
        key: tooClose ? "TTM.Sctmg.Reason.PlacedEngaged" : "TTM.Sctmg.Reason.PlacedNoFit",
        data: { name: m.name },
        severity: "illegal",
      });
    } else if (ctx.fixed.has(p.modelId) && p.status === "out-of-coherency") {
      // Only the automatic placement settles for "as close as possible" (SCTMG-COH-3).
      reasons.push({
        ruleId: "SCTMG-COH-1",
        key: "TTM.Sctmg.Reason.PlacedOutOfCoherency",
        data: { name: m.name },
        severity: "illegal",
      });
    }
    if (p.status === "casualty") {
      effects.push({ type: "casualty", modelId: p.modelId, ruleId: "SCTMG-COH-3" });
      reasons.push({
        ruleId: "SCTMG-COH-3",
        key: "TTM.Sctmg.Reason.Casualty",
        data: { name: name(p.modelId) },
        severity: "info",
      });
      continue;
    }
    effects.push({
      type: "place",
      modelId: p.modelId,
      x: p.point.x,
      y: p.point.y,
      ...(Math.abs(level - m.elevation) > 1e-9 ? { elevation: level } : {}),
      ruleId: p.status === "coherent" ? "SCTMG-COH-1" : "SCTMG-COH-3",
    });
  }
  if (placed.unitStatus === "out-of-coherency") {
    const count = placed.placements.filter((p) => p.status === "out-of-coherency").length;
    reasons.push(
      extra.deploy
        ? {
            ruleId: "SCTMG-COH-5",
            key: "TTM.Sctmg.Reason.DeployOutOfCoherency",
            data: { count },
            severity: "illegal",
          }
        : {
            ruleId: "SCTMG-COH-5",
            key: "TTM.Sctmg.Reason.OutOfCoherency",
            data: { count },
            severity: "info",
          },
    );
  }
  return { models: placed.placements, unitStatus: placed.unitStatus, effects, reasons };
}
