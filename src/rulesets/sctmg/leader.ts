import { formatLength } from "../../engine/format";
import { pathLength, slicePath } from "../../engine/geometry/polyline";
import type { Model } from "../../engine/board/types";
import { analysePath, truncate, type ObstructionKind, type Stop } from "../../engine/path";
import { contactsAt } from "../../engine/path/contact";
import { RulesError } from "../../engine/errors";
import type { Band, Prompt, Reason, Verdict } from "../../engine/ruleset";
import { engagedAt, fitsAt, furthestOn, movingBody } from "./body";
import { EPS, ENGAGEMENT, UNIT, type Context, targetUnits, unitName } from "./context";
import { declaredTargets } from "./declarations";
import { groundEnemies, placeRest } from "./place";
import { GEOMETRY_TOLERANCE } from "../../engine/geometry/tolerance";

const fmt = formatLength;
/** SCTMG-CLOSE-1: Close Ranks moves up to 3". */
export const CLOSE_RANKS = 3;
export const CHARGE_PROMPT = "charge";

/** SCTMG-CHARGE-1: the declare-phase roll of a Charge; its answer sets the allowance. */
export function chargePrompt(speed: number): Prompt {
  return {
    id: CHARGE_PROMPT,
    ruleId: "SCTMG-CHARGE-1",
    kind: "roll",
    formula: "1d6",
    key: "TTM.Sctmg.Prompt.Charge",
    data: { speed: fmt(speed) },
    phase: "declare",
  };
}

/** The die rolled for the Charge, checked; null while unanswered. */
export function chargeDie(ctx: Context): number | null {
  const answer = ctx.request.answers?.[CHARGE_PROMPT];
  if (!answer) return null;
  const die = answer.dice?.[0];
  if (answer.dice?.length !== 1 || die === undefined || !Number.isInteger(die) || die < 1 || die > 6) {
    throw new RulesError("TTM.Error.DiceAnswer", { id: CHARGE_PROMPT, expected: "1d6" });
  }
  return die;
}

const nearestGap = (m: Model, at: { x: number; y: number }, models: readonly Model[]): number =>
  models.reduce((d, o) => Math.min(d, Math.max(0, Math.hypot(at.x - o.x, at.y - o.y) - m.r - o.r)), Infinity);

/**
 * SCTMG-LEAD-1 and the actions of a Leading Model: Move and Run up to Speed, Charge up to Speed
 * + 1D6 (rolled when declared) ending within 1" of every declared target or not at all, Close
 * Ranks up to 3" ending closer to every enemy unit already engaged, Disengage up to Speed. On the
 * way: gap clearance by the Leading Model's Size (SCTMG-GAP-1, flyers ignore it and pass over
 * models and terrain), the end where the base fits (SCTMG-GAP-2), and for a Move of a Ground
 * unit no end within 1" of an enemy Ground unit (SCTMG-MOVE-1; an engaged unit cannot Move, 0"
 * is Hold). Then the rest of the unit is placed (placeRest).
 */
export function planLeader(ctx: Context): Verdict {
  const { board, request, leader, profile } = ctx;
  const action = request.action;
  const path = request.path;
  const start = path[0]!;
  const reasons: Reason[] = [];
  const prompts: Prompt[] = [];
  const illegal = (ruleId: string, key: string, data?: Reason["data"]): void => {
    reasons.push({ ruleId, key, severity: "illegal", ...(data ? { data } : {}) });
  };
  let allowance = ctx.speed;
  let targets: Model[][] = [];
  const engagedUnits = targetUnitsOf(ctx.engagedWith, board);

  // SCTMG-MOVE-1: a Move of 0" is a Hold, which an engaged unit may do too.
  if (action === "move" && pathLength(path) <= EPS) {
    reasons.push({ ruleId: "SCTMG-MOVE-1", key: "TTM.Sctmg.Reason.Hold", severity: "info" });
    return still(ctx, reasons, prompts, allowance, 0);
  }
  if (action === "move" && ctx.engagedWith.length > 0) {
    illegal("SCTMG-MOVE-1", "TTM.Sctmg.Reason.Engaged", { name: ctx.engagedWith[0]!.name });
  }
  if (action === "close-ranks") {
    allowance = CLOSE_RANKS;
    if (ctx.engagedWith.length === 0) illegal("SCTMG-CLOSE-1", "TTM.Sctmg.Reason.NotEngaged");
  }
  if (action === "charge") {
    const ids = declaredTargets(request);
    targets = targetUnits(board, ids);
    // The roll comes once the targets are declared.
    if (ids.length > 0) prompts.push(chargePrompt(ctx.speed));
    const die = chargeDie(ctx);
    if (ids.length === 0) illegal("SCTMG-CHARGE-1", "TTM.Sctmg.Reason.NoTargets");
    else if (die === null) illegal("SCTMG-CHARGE-1", "TTM.Reason.NeedsRoll");
    allowance = ctx.speed + (die ?? 0);
  }
  const blocked = reasons.length > 0;

  const body = movingBody(leader, ctx.gapWidth);
  const flying = profile.flying;
  const a = analysePath(board, body, path, {
    collision: flying
      ? { models: "none", walls: false, blocks: () => false }
      : { models: "all", ignore: ctx.unitIds },
    ...(flying ? { flying: true } : { clearance: { width: ctx.gapWidth, ignore: ctx.unitIds } }),
  });
  const length = a.length;

  const t = truncate(a, {
    budget: { amount: allowance, ruleId: "SCTMG-LEAD-1" },
    collision: "SCTMG-GAP-1",
    clearance: "SCTMG-GAP-1",
  });
  let limit = blocked ? 0 : t.distance;
  let why: Reason | null = t.stop
    ? stopReason(ctx, t.stop, a.collision?.kind ?? "edge", length, allowance)
    : null;

  // SCTMG-GAP-2 and SCTMG-MOVE-1: back along the path to where the real base may end (a flying
  // unit has no Ground enemies to keep away from: groundEnemies says so).
  const keepAway = action === "move" ? groundEnemies(ctx) : [];
  if (limit > 0) {
    const ends = (p: { x: number; y: number }, d: number): boolean =>
      fitsAt(ctx, leader, p, a.standingLevelAt(d)) && engagedAt(leader, p, keepAway) === null;
    if (!ends(a.pointAt(limit), limit)) {
      const end = a.pointAt(limit);
      const near = engagedAt(leader, end, keepAway);
      const back = furthestOn(leader, path, limit, ends);
      // Engagement Range is met before the end the other causes give, so it decides; a base
      // that does not fit there is only the consequence of an earlier stop, if there is one.
      if (near) {
        why = {
          ruleId: "SCTMG-MOVE-1",
          key: "TTM.Sctmg.Reason.EndsEngaged",
          data: { name: near.name, distance: fmt(back), unit: UNIT },
          severity: "illegal",
        };
      } else if (!why) {
        why = {
          ruleId: "SCTMG-GAP-2",
          key: "TTM.Reason.NoFit",
          data: { distance: fmt(back), unit: UNIT },
          severity: "illegal",
        };
      }
      limit = back;
    }
  }
  if (!blocked && length > limit + EPS && why) reasons.push({ ...why, severity: "illegal" });

  const end = a.pointAt(limit);
  if (!blocked && action === "charge") {
    // SCTMG-CHARGE-1: within 1" of every declared target, or the unit does not move.
    const missed = targets.find((u) => nearestGap(leader, end, u) > ENGAGEMENT + GEOMETRY_TOLERANCE);
    if (missed) {
      illegal("SCTMG-CHARGE-1", "TTM.Sctmg.Reason.ChargeShort", { name: unitName(missed) });
      return still(ctx, reasons, prompts, allowance, length);
    }
  }
  if (!blocked && action === "close-ranks") {
    // SCTMG-CLOSE-1: closer to every enemy unit already engaged (one already touching stays so).
    const farther = engagedUnits.find((u) => {
      const before = nearestGap(leader, start, u);
      const after = nearestGap(leader, end, u);
      return before > EPS ? after >= before - EPS : after > EPS;
    });
    if (farther) illegal("SCTMG-CLOSE-1", "TTM.Sctmg.Reason.NotCloser", { name: unitName(farther) });
  }
  if (blocked) return still(ctx, reasons, prompts, allowance, length);

  const level = a.standingLevelAt(limit);
  const rest = placeRest(ctx, end, level, { keepAway });
  reasons.push(...rest.reasons);
  const effects = [...rest.effects];
  if (Math.abs(level - leader.elevation) > 1e-9) {
    effects.unshift({ type: "elevation", modelId: leader.id, elevation: level, ruleId: "SCTMG-LEAD-1" });
  }
  return {
    legal: !reasons.some((r) => r.severity === "illegal"),
    reasons,
    length,
    allowance,
    cost: cost(limit, allowance),
    reach: { distance: limit, point: end },
    legalPath: slicePath(path, limit),
    bands: bands(length, limit, allowance),
    prompts,
    effects,
    contacts: contactsAt(board, leader, end, 1e-6, (m) => m.side !== leader.side, level).map((m) => m.id),
    models: rest.models,
    unitStatus: rest.unitStatus,
  };
}

/** The verdict of a unit that does not move: nothing placed, the path over from its start. */
export function still(
  ctx: Context,
  reasons: Reason[],
  prompts: Prompt[],
  allowance: number,
  length: number,
): Verdict {
  const start = ctx.request.path[0]!;
  return {
    legal: !reasons.some((r) => r.severity === "illegal"),
    reasons,
    length,
    allowance,
    cost: cost(0, allowance),
    reach: { distance: 0, point: { x: start.x, y: start.y } },
    legalPath: [{ x: start.x, y: start.y }],
    bands: bands(length, 0, allowance),
    prompts,
    effects: [],
    contacts: [],
  };
}

export const cost = (distance: number, allowance: number): Verdict["cost"] => ({
  amount: distance,
  key: "TTM.Sctmg.Cost",
  data: { distance: fmt(distance), allowance: fmt(allowance) },
});

export function bands(length: number, limit: number, allowance: number): Band[] {
  const out: Band[] = [];
  const legalEnd = Math.min(length, limit);
  if (legalEnd > 0) out.push({ from: 0, to: legalEnd, style: "ok", key: "TTM.Band.Move" });
  if (length > legalEnd + EPS) {
    out.push({
      from: legalEnd,
      to: length,
      style: "over",
      key: "TTM.Band.Over",
      data: { allowance: fmt(allowance) },
    });
  }
  return out;
}

function stopReason(ctx: Context, s: Stop, kind: ObstructionKind, length: number, allowance: number): Reason {
  const at = fmt(s.at);
  switch (s.cause) {
    case "collision": {
      return {
        ruleId: "SCTMG-GAP-1",
        key: `TTM.Reason.Blocked.${kind}`,
        data: { name: nameOf(ctx, s.id), distance: at, unit: UNIT },
        severity: "illegal",
      };
    }
    case "clearance":
      return {
        ruleId: "SCTMG-GAP-1",
        key: "TTM.Sctmg.Reason.Gap",
        data: { need: fmt(ctx.gapWidth), size: ctx.profile.size, distance: at, unit: UNIT },
        severity: "illegal",
      };
    default:
      return {
        ruleId: "SCTMG-LEAD-1",
        key: "TTM.Sctmg.Reason.TooFar",
        data: { length: fmt(length), allowance: fmt(allowance), unit: UNIT },
        severity: "illegal",
      };
  }
}

function nameOf(ctx: Context, id: string | undefined): string {
  if (id === undefined) return "";
  if (ctx.board.hasModel(id)) return ctx.board.model(id).name;
  return ctx.board.terrain.find((t) => t.id === id)?.name ?? id;
}

/** The enemy units (all their models) that the given enemy models belong to. */
function targetUnitsOf(models: readonly Model[], board: Context["board"]): Model[][] {
  return targetUnits(board, [...new Set(models.map((m) => m.unitId ?? m.id))]);
}
