import { formatLength } from "../../engine/format";
import { slicePath } from "../../engine/geometry/polyline";
import {
  analysePath,
  truncate,
  type CostWeights,
  type PathAnalysis,
  type Truncation,
} from "../../engine/path";
import type { Band, Cost, Effect, Prompt, Reason } from "../../engine/ruleset";
import { mumgBands, tierReaches, type TierReach } from "./bands";
import type { Context } from "./context";
import { endingAt, firstEnding, furthestEnding } from "./ending";
import { fallPrompt } from "./falls";
import { FLY_WEIGHTS, WALK_WEIGHTS, moveOptions, weightsFor } from "./motion";
import { CONTACT_TOLERANCE, EPS, UNIT, type Fall, type Plan } from "./plan";
import { choosePower } from "./powers";
import type { MovementPower } from "./profile";
import { activeEnsnare, declaredTier, ledgerAfter, movesPerRound } from "./round";
import { ensnared, maxReach, powFor } from "./tiers";

const fmt = formatLength;

/** What the move may spend: a tier of the Movement values, or a special power. */
interface Allowance {
  readonly amount: number;
  readonly values: readonly number[];
  readonly declared: number | null;
  readonly power: MovementPower | null;
}

/**
 * MUMG-MOVE-1..7, JUMP-1, CLIMB-1, ROUGH-1, FLY-1, WALLCRAWL-1, ENSNARE-1, FALL-1, OTHER-1: a
 * movement action (`move`) or a special movement power (`power`) along the dragged path.
 */
export function planWalk(ctx: Context): Plan {
  const { board, request, mover, profile, state } = ctx;
  const reasons: Reason[] = [];
  const illegal = (ruleId: string, key: string, data?: Reason["data"]): void => {
    reasons.push({ ruleId, key, severity: "illegal", ...(data ? { data } : {}) });
  };
  const isPower = request.action === "power";
  const ensnare = activeEnsnare(profile, state.round);
  const values = ensnared(profile.movement, ensnare);
  if (ensnare > 0 && !isPower) {
    reasons.push({
      ruleId: "MUMG-ENSNARE-1",
      key: "TTM.Mumg.Reason.Ensnared",
      severity: "info",
      data: { x: ensnare, values: values.join("/") },
    });
  }

  let allowance: Allowance;
  if (isPower) {
    const chosen = choosePower(profile, request.declarations);
    if (!chosen.power && chosen.wanted !== null) {
      illegal("MUMG-OTHER-1", "TTM.Mumg.Reason.UnknownPower", { name: mover.name, power: chosen.wanted });
    } else if (!chosen.power) illegal("MUMG-OTHER-1", "TTM.Mumg.Reason.NoPower", { name: mover.name });
    else if (chosen.assumed && profile.powers.length > 1) {
      reasons.push({
        ruleId: "MUMG-OTHER-1",
        key: "TTM.Mumg.Reason.PowerAssumed",
        severity: "info",
        data: { name: chosen.power.name },
      });
    }
    allowance = { amount: chosen.power?.distance ?? 0, values, declared: null, power: chosen.power };
  } else {
    const declared = declaredTier(request.declarations);
    // MUMG-MOVE-3: one movement action per round, two for Agile; MUMG-MOVE-2 forbids adding a
    // second one to the first (4" + 4"), so this is also where tiers fail to combine.
    if (state.moves >= movesPerRound(profile)) {
      illegal(
        "MUMG-MOVE-3",
        profile.agile ? "TTM.Mumg.Reason.AgileMovedTwice" : "TTM.Mumg.Reason.AlreadyMoved",
        { name: mover.name },
      );
    }
    if (declared !== null && declared > values.length) {
      illegal("MUMG-MOVE-2", "TTM.Mumg.Reason.NoSuchTier", { pow: declared, count: values.length });
    } else if (declared !== null && values[declared - 1]! <= 0) {
      illegal("MUMG-ENSNARE-1", "TTM.Mumg.Reason.TierEnsnared", { pow: declared, x: ensnare });
    } else if (values.every((v) => v <= 0)) {
      illegal("MUMG-ENSNARE-1", "TTM.Mumg.Reason.CannotMove", { name: mover.name, x: ensnare });
    }
    const amount = declared !== null ? (values[declared - 1] ?? 0) : maxReach(values);
    allowance = { amount, values, declared, power: null };
  }
  const blocked = reasons.some((r) => r.severity === "illegal");

  const weights = weightsFor(profile);
  const a = analysePath(board, mover, request.path, moveOptions(profile, mover, request.path));
  const length = a.length;
  const budgetRule = isPower ? "MUMG-OTHER-1" : "MUMG-MOVE-1";
  const t = truncate(a, {
    budget: { amount: allowance.amount, weights, ruleId: budgetRule },
    collision: "MUMG-MOVE-5",
  });
  let limit = blocked ? 0 : t.distance;
  let fitMoved = false;
  if (!blocked && endingAt(a, limit, profile, ctx.options) === "no") {
    limit = furthestEnding(a, limit, profile, ctx.options);
    fitMoved = true;
  }
  if (!blocked && length > limit + EPS)
    reasons.push(whyShort(ctx, a, weights, t, limit, fitMoved, allowance));

  const moved = limit > EPS;
  const counted = moved ? a.cost(weights, limit) : 0;
  if (moved) reasons.push(...notes(ctx, a, weights, limit));

  const falls: Fall[] = [];
  const prompts: Prompt[] = [];
  for (const c of a.levelChanges) {
    if (c.type !== "drop" || c.at >= limit - EPS) continue;
    const fall: Fall = {
      id: `fall:${falls.length + 1}`,
      ruleId: "MUMG-FALL-1",
      height: c.fromLevel - c.toLevel,
      voluntary: false,
      at: c.at,
    };
    falls.push(fall);
    prompts.push(fallPrompt(fall, mover.name));
  }

  const pow = !moved
    ? 0
    : allowance.power
      ? allowance.power.pow
      : (allowance.declared ??
        powFor(counted, values) ??
        // Within the budget by construction; rounding at a tier's edge must not lose the price.
        values.findIndex((v) => v >= allowance.amount) + 1);

  const effects: Effect[] = [];
  if (moved) {
    effects.push({
      type: "ledger",
      modelId: mover.id,
      changes: ledgerAfter(state, isPower ? { pow, powerUses: 1 } : { moves: 1, pow }),
      ruleId: isPower ? "MUMG-OTHER-1" : "MUMG-MOVE-3",
    });
    const end = profile.fly ? a.standingLevelAt(limit) : a.elevationAt(limit);
    if (Math.abs(end - mover.elevation) > EPS) {
      const ruleId = profile.fly ? "MUMG-FLY-1" : falls.length > 0 ? "MUMG-FALL-1" : "MUMG-CLIMB-1";
      effects.push({ type: "elevation", modelId: mover.id, elevation: end, ruleId });
    }
  }

  const reach = { distance: limit, point: a.pointAt(limit) };
  const tiers = blocked ? [] : tiersFor(a, weights, allowance);
  const undeclared =
    blocked || allowance.declared === null
      ? []
      : tierReaches(a, weights, values).filter((x) => x.pow > allowance.declared!);
  const power = allowance.power;
  return {
    falls,
    verdict: {
      legal: !reasons.some((r) => r.severity === "illegal"),
      reasons,
      length,
      allowance: blocked ? 0 : Math.max(0, allowance.amount - (a.cost(weights) - length)),
      cost: costOf(limit, counted, pow, power),
      reach,
      legalPath: slicePath(request.path, limit),
      bands: mumgBands({
        analysis: a,
        weights,
        tiers,
        undeclared,
        legalEnd: limit,
        allowance: allowance.amount,
        single: power !== null,
        tierBand: (x): Pick<Band, "key" | "data"> =>
          power
            ? { key: "TTM.Mumg.Band.Power", data: { name: power.name, pow: power.pow } }
            : { key: "TTM.Mumg.Band.Tier", data: { pow: x.pow, value: fmt(x.value), unit: UNIT } },
      }),
      prompts,
      effects,
      contacts: a.contactsAt(limit, CONTACT_TOLERANCE).map((m) => m.id),
    },
  };
}

function tiersFor(a: PathAnalysis, weights: CostWeights, allowance: Allowance): TierReach[] {
  if (allowance.power) {
    const p = allowance.power;
    return [{ pow: p.pow, value: p.distance, distance: a.reach(weights, p.distance).distance }];
  }
  const all = tierReaches(a, weights, allowance.values);
  return allowance.declared === null ? all : all.filter((x) => x.pow === allowance.declared);
}

function costOf(distance: number, counted: number, pow: number, power: MovementPower | null): Cost {
  if (power) {
    return {
      amount: pow,
      key: "TTM.Mumg.CostPower",
      data: { name: power.name, distance: fmt(distance), pow, unit: UNIT },
    };
  }
  const doubled = counted > distance + 0.005;
  return {
    amount: pow,
    key: doubled ? "TTM.Mumg.CostCounted" : "TTM.Mumg.Cost",
    data: { distance: fmt(distance), pow, unit: UNIT, ...(doubled ? { counted: fmt(counted) } : {}) },
  };
}

/** The one reason the dragged path goes further than the model may: the first thing that stops it. */
function whyShort(
  ctx: Context,
  a: PathAnalysis,
  weights: CostWeights,
  t: Truncation,
  limit: number,
  fitMoved: boolean,
  allowance: Allowance,
): Reason {
  const has = fmt(allowance.amount);
  // Where the model could first end after a level change, and what the path costs up to there.
  const need = (from: number): string | null => {
    const d = firstEnding(a, from + EPS, a.length, (x) => endingAt(a, x, ctx.profile, ctx.options) !== "no");
    return d === null ? null : fmt(a.cost(weights, d + EPS));
  };
  const climbOrJump = (
    ruleId: string,
    short: string,
    fit: string,
    from: number,
    data: Record<string, string | number>,
  ): Reason => {
    const n = need(from);
    return n === null
      ? { ruleId, key: fit, severity: "illegal", data }
      : { ruleId, key: short, severity: "illegal", data: { ...data, need: n, has, unit: UNIT } };
  };
  // MUMG-CLIMB-1: the climb is paid whole at its foot; a model that cannot pay it stays there.
  const unpaid = t.stop?.cause === "budget" ? t.stop.change : undefined;
  if (unpaid && (unpaid.type === "climb-up" || unpaid.type === "climb-down")) {
    return climbOrJump("MUMG-CLIMB-1", "TTM.Mumg.Reason.ClimbShort", "TTM.Mumg.Reason.ClimbFit", unpaid.at, {
      height: fmt(unpaid.height),
      unit: UNIT,
    });
  }
  const stop = t.stop;
  if (stop?.cause === "collision") {
    const kind = a.collision?.kind ?? "model";
    const name =
      kind === "model" && stop.id
        ? a.board.model(stop.id).name
        : (a.board.terrain.find((x) => x.id === stop.id)?.name ?? stop.id ?? "");
    return {
      ruleId: kind === "model" ? "MUMG-MOVE-5" : "MUMG-MOVE-6",
      key: `TTM.Reason.Blocked.${kind}`,
      severity: "illegal",
      data: { name, distance: fmt(stop.at), unit: UNIT },
    };
  }
  if (fitMoved) {
    // MUMG-JUMP-1, MUMG-CLIMB-1: the base could not end wholly across what it jumped or climbed.
    const crossed = a.levelChanges.find(
      (c) => c.type !== "drop" && c.at >= limit - EPS && c.at <= t.distance + EPS,
    );
    if (crossed && (crossed.type === "gap" || crossed.type === "low-obstacle")) {
      return climbOrJump("MUMG-JUMP-1", "TTM.Mumg.Reason.JumpShort", "TTM.Mumg.Reason.JumpFit", crossed.end, {
        width: fmt(crossed.width),
        unit: UNIT,
      });
    }
    if (crossed) {
      return climbOrJump(
        "MUMG-CLIMB-1",
        "TTM.Mumg.Reason.ClimbShort",
        "TTM.Mumg.Reason.ClimbFit",
        crossed.at,
        {
          height: fmt(crossed.height),
          unit: UNIT,
        },
      );
    }
  }
  if (stop?.cause === "budget") return tooFar(a, weights, allowance);
  // The end does not fit: a Wall-Crawler that would cling but touches nothing it can climb.
  if (ctx.profile.wallCrawler && a.fitsAt(t.distance, { support: false })) {
    return {
      ruleId: "MUMG-WALLCRAWL-1",
      key: "TTM.Mumg.Reason.MustTouch",
      severity: "illegal",
      data: { distance: fmt(limit), unit: UNIT },
    };
  }
  return {
    ruleId: "MUMG-MOVE-6",
    key: "TTM.Reason.NoFit",
    severity: "illegal",
    data: { distance: fmt(limit), unit: UNIT },
  };
}

function tooFar(a: PathAnalysis, weights: CostWeights, allowance: Allowance): Reason {
  const data = { counted: fmt(a.cost(weights)), allowance: fmt(allowance.amount), unit: UNIT };
  if (allowance.power) {
    return {
      ruleId: "MUMG-OTHER-1",
      key: "TTM.Mumg.Reason.PowerTooFar",
      severity: "illegal",
      data: { ...data, name: allowance.power.name },
    };
  }
  if (allowance.declared !== null) {
    return {
      ruleId: "MUMG-MOVE-1",
      key: "TTM.Mumg.Reason.TooFarDeclared",
      severity: "illegal",
      data: { ...data, pow: allowance.declared },
    };
  }
  // MUMG-MOVE-2: with two values there is no third tier to reach for.
  if (allowance.values.length === 2) {
    return { ruleId: "MUMG-MOVE-2", key: "TTM.Mumg.Reason.TwoValues", severity: "illegal", data };
  }
  return {
    ruleId: "MUMG-MOVE-1",
    key: "TTM.Mumg.Reason.TooFar",
    severity: "illegal",
    data: { ...data, pow: allowance.values.length },
  };
}

/** What the legal part of the path did that changed its count: climbs, jumps, the trait exceptions. */
function notes(ctx: Context, a: PathAnalysis, weights: CostWeights, limit: number): Reason[] {
  const out: Reason[] = [];
  const { profile } = ctx;
  for (const c of a.levelChanges) {
    if (c.at >= limit - EPS) continue;
    if (c.type === "climb-up" || c.type === "climb-down") {
      const counted = c.height * (c.type === "climb-up" ? (weights.climbUp ?? 0) : (weights.climbDown ?? 0));
      out.push(
        profile.wallCrawler
          ? {
              ruleId: "MUMG-WALLCRAWL-1",
              key: "TTM.Mumg.Reason.CrawlOnce",
              severity: "info",
              data: { height: fmt(c.height), unit: UNIT },
            }
          : {
              ruleId: "MUMG-CLIMB-1",
              key: "TTM.Mumg.Reason.Climb",
              severity: "info",
              data: { height: fmt(c.height), counted: fmt(counted), unit: UNIT },
            },
      );
    } else if (c.type === "gap" || c.type === "low-obstacle") {
      out.push({
        ruleId: "MUMG-JUMP-1",
        key: c.type === "gap" ? "TTM.Mumg.Reason.JumpGap" : "TTM.Mumg.Reason.JumpObstacle",
        severity: "info",
        data: { width: fmt(c.width), counted: fmt(2 * c.width), unit: UNIT },
      });
    }
  }
  if (profile.fly) {
    // MUMG-FLY-1: say so when walking the same stretch would have counted more.
    const walked = a.cost(WALK_WEIGHTS, limit);
    const flown = a.cost(FLY_WEIGHTS, limit);
    if (walked > flown + EPS) {
      out.push({
        ruleId: "MUMG-FLY-1",
        key: "TTM.Mumg.Reason.FlyOnce",
        severity: "info",
        data: { saved: fmt(walked - flown), unit: UNIT },
      });
    }
  }
  if (endingAt(a, limit, profile, ctx.options) === "clings") {
    out.push({ ruleId: "MUMG-WALLCRAWL-1", key: "TTM.Mumg.Reason.Clings", severity: "info" });
  }
  return out;
}
