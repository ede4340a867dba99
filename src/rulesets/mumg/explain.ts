import type { Board } from "../../engine/board/board";
import { formatLength } from "../../engine/format";
import type { CostWeights, PathAnalysis, Truncation } from "../../engine/path";
import type { Reason } from "../../engine/ruleset";
import type { Context } from "./context";
import { endingAt, firstEnding } from "./ending";
import { FLY_WEIGHTS, WALK_WEIGHTS } from "./motion";
import { EPS, UNIT } from "./plan";
import type { MovementPower } from "./profile";

/*
 * The reasons of a movement action's verdict: the one thing that stops a path too long, and the
 * notes on what the legal part did (climbs, jumps, the trait exceptions).
 */

const fmt = formatLength;

/** What the move may spend: a tier of the Movement values, or a special power. */
export interface Allowance {
  readonly amount: number;
  readonly values: readonly number[];
  readonly declared: number | null;
  readonly power: MovementPower | null;
}

/** The one reason the dragged path goes further than the model may: the first thing that stops it. */
export function whyShort(
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
    const name = stop.id ? blockerName(a.board, kind, stop.id) : "";
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

/** What stops a path, as every MUMG reason names it: a base or a terrain piece by its name, a wall by its id. */
export function blockerName(board: Board, kind: string, id: string): string {
  return kind === "model" ? board.model(id).name : (board.terrain.find((x) => x.id === id)?.name ?? id);
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
export function notes(ctx: Context, a: PathAnalysis, weights: CostWeights, limit: number): Reason[] {
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
