import type { Model, Terrain } from "../../engine/board/types";
import { RulesError } from "../../engine/errors";
import { formatLength } from "../../engine/format";
import { pathLength, pointAtDistance, slicePath } from "../../engine/geometry/polyline";
import { analysePath, truncate } from "../../engine/path";
import type { Reason, Verdict } from "../../engine/ruleset";
import { unitToward } from "../../engine/unit";
import { fitsAt, furthestOn, movingBody } from "./body";
import { EPS, UNIT, type Context, targetUnits, unitOf } from "./context";
import { bands, cost } from "./leader";
import { placeRest } from "./place";

const fmt = formatLength;
const impassable = (t: Terrain): boolean => t.kind === "impassable";

/** The forced move's distance, checked: a finite number, not negative. */
function forcedDistance(ctx: Context, fallback: number): number {
  const d = ctx.request.forced?.distance ?? fallback;
  if (!Number.isFinite(d) || d < 0)
    throw new RulesError("TTM.Sctmg.Error.ForcedDistance", { value: String(d) });
  return d;
}

/**
 * SCTMG-TOWARD-1, SCTMG-TOWARD-2: a unit moved directly towards or away from a target unit. The
 * ruleset picks the Leading Model (the shortest path to the target), aims it at the target's
 * nearest (towards) or farthest (away) model, moves it the greatest distance up to the forced
 * distance round what is in the way and never off the table, ends it where its base fits, then
 * places the rest as close to (towards) or as far from (away) the target as coherency allows.
 * Forced moves are always legal: they report where they stopped and why.
 */
export function planToward(ctx: Context): Verdict {
  const { board, request, profile } = ctx;
  const forced = request.forced!;
  const away = forced.kind === "away";
  const distance = forcedDistance(ctx, NaN);
  const groups = targetUnits(board, forced.targetIds ?? []);
  const targets = groups.flat().filter((m) => !ctx.unitIds.has(m.id));
  if (targets.length === 0) throw new RulesError("TTM.Sctmg.Error.NoForcedTarget", {});
  const unit = unitOf(board, ctx.leader).map((m) => movingBody(m, ctx.gapWidth));
  const flying = profile.flying;
  const found = unitToward(board, unit, targets, {
    away,
    maxDistance: distance,
    ...(flying
      ? { models: "none", blocks: () => false, walls: false }
      : { clearance: ctx.gapWidth, blocks: impassable }),
  })!;
  const leader = board.model(found.leader.id);
  const route = found.move.points;
  // SCTMG-GAP-2: the real base ends where it fits (the route was found for the moving body), at
  // the level it stands on there, read along the route as a Move's path is (SCTMG-TOWARD-1: a
  // platform the route goes onto is stood on, not a place the base cannot end).
  const levels = analysePath(board, leader, route, { collision: false, ...(flying ? { flying: true } : {}) });
  const ends = (p: { x: number; y: number }, d: number): boolean =>
    fitsAt(ctx, leader, p, levels.standingLevelAt(d));
  let moved = found.move.moved;
  const reasons: Reason[] = [
    {
      ruleId: "SCTMG-TOWARD-2",
      key: away ? "TTM.Sctmg.Reason.AwayFrom" : "TTM.Sctmg.Reason.Towards",
      data: { name: leader.name, target: found.target.name },
      severity: "info",
    },
  ];
  // The route was found for the moving body; the real base may need to stop a little sooner,
  // at the table edge (SCTMG-TOWARD-2) or where it fits (SCTMG-GAP-2).
  const refitted = moved > 0 && !ends(pointAtDistance(route, moved), moved);
  if (refitted) moved = furthestOn(leader, route, moved, ends);
  const data = { distance: fmt(moved), unit: UNIT };
  if (found.move.stop === "edge") {
    reasons.push({ ruleId: "SCTMG-TOWARD-2", key: "TTM.Sctmg.Reason.TableEdge", data, severity: "info" });
  } else if (refitted) {
    reasons.push({ ruleId: "SCTMG-GAP-2", key: "TTM.Reason.NoFit", data, severity: "info" });
  } else if (found.move.stop === "limit" || found.move.stop === "blocked") {
    reasons.push({
      ruleId: "SCTMG-TOWARD-1",
      key: away ? "TTM.Sctmg.Reason.NoFarther" : "TTM.Sctmg.Reason.NoCloser",
      data,
      severity: "info",
    });
  }
  const path = slicePath(route, moved);
  const end = path[path.length - 1]!;
  const at = levels.standingLevelAt(moved);
  const withLeader: Context = {
    ...ctx,
    leader,
    members: unitOf(board, leader).filter((m) => m.id !== leader.id),
  };
  const rest = placeRest(withLeader, end, at, { prefer: { target: found.target, away } });
  reasons.push(...rest.reasons);
  return forcedVerdict(leader, path, moved, distance, at, reasons, rest);
}

/**
 * A push or a fall: the Leading Model follows the request's path (up to `distance` when given)
 * until a base or terrain stops it, ends where its base fits, and the rest of the unit is placed
 * around it. No gap clearance: the model does not choose its way.
 */
export function planPushed(ctx: Context): Verdict {
  const { board, request, leader } = ctx;
  const path = request.path;
  const distance = forcedDistance(ctx, pathLength(path));
  const a = analysePath(board, leader, path, { collision: { models: "all", ignore: ctx.unitIds } });
  const t = truncate(a, { budget: { amount: distance, ruleId: "SCTMG-LEAD-1" }, collision: "SCTMG-GAP-2" });
  const reasons: Reason[] = [];
  let moved = t.distance;
  const ends = (p: { x: number; y: number }, d: number): boolean =>
    fitsAt(ctx, leader, p, a.standingLevelAt(d));
  if (moved > 0 && !ends(a.pointAt(moved), moved)) moved = furthestOn(leader, path, moved, ends);
  if (moved < a.length - EPS && moved < distance - EPS) {
    reasons.push({
      ruleId: "SCTMG-GAP-2",
      key: "TTM.Reason.NoFit",
      data: { distance: fmt(moved), unit: UNIT },
      severity: "info",
    });
  }
  const end = a.pointAt(moved);
  const level = a.standingLevelAt(moved);
  const rest = placeRest(ctx, end, level);
  reasons.push(...rest.reasons);
  return forcedVerdict(leader, slicePath(path, moved), moved, distance, level, reasons, rest);
}

function forcedVerdict(
  leader: Model,
  path: readonly { x: number; y: number }[],
  moved: number,
  allowance: number,
  level: number,
  reasons: Reason[],
  rest: ReturnType<typeof placeRest>,
): Verdict {
  const end = path[path.length - 1]!;
  const effects = [...rest.effects];
  if (Math.abs(level - leader.elevation) > 1e-9)
    effects.unshift({ type: "elevation", modelId: leader.id, elevation: level, ruleId: "SCTMG-LEAD-1" });
  return {
    legal: !reasons.some((r) => r.severity === "illegal"),
    reasons,
    length: moved,
    allowance,
    cost: cost(moved, allowance),
    reach: { distance: moved, point: { x: end.x, y: end.y } },
    legalPath: path.map((p) => ({ x: p.x, y: p.y })),
    bands: bands(moved, moved, allowance),
    prompts: [],
    effects,
    contacts: [],
    models: rest.models,
    unitStatus: rest.unitStatus,
  };
}
