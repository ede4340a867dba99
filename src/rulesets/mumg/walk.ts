import { formatLength } from "../../engine/format";
import { slicePath } from "../../engine/geometry/polyline";
import { analysePath, truncate, type CostWeights, type PathAnalysis } from "../../engine/path";
import type { Band, Cost, Effect, Reason } from "../../engine/ruleset";
import { mumgBands, tierReaches, type TierReach } from "./bands";
import type { Context } from "./context";
import { endingAt, furthestEnding } from "./ending";
import { dropFalls } from "./falls";
import { moveOptions, weightsFor } from "./motion";
import { type Allowance, notes, whyShort } from "./explain";
import { CONTACT_TOLERANCE, EPS, UNIT, type Plan } from "./plan";
import { choosePower } from "./powers";
import type { MovementPower } from "./profile";
import { activeEnsnare, declaredTier, ledgerAfter, movesPerRound } from "./round";
import { ensnared, maxReach, powFor } from "./tiers";

const fmt = formatLength;

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

  const { falls, prompts } = dropFalls(a, limit, mover.name);

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
  // MUMG-MOVE-1: past the declared tier the ruler shows what a dearer one would have bought, but
  // no further than the first base, terrain or wall that stops the path whatever was paid.
  const stopsAnyway = a.collision?.distance ?? Infinity;
  const undeclared =
    blocked || allowance.declared === null
      ? []
      : tierReaches(a, weights, values)
          .filter((x) => x.pow > allowance.declared!)
          .map((x) => ({ ...x, distance: Math.min(x.distance, stopsAnyway) }));
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
        // MUMG-MOVE-3: a refused move may go nowhere, which is what its "over" band says.
        allowance: blocked ? 0 : allowance.amount,
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
