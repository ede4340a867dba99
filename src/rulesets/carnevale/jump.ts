import { LEVEL_EPS, roleOf, topOf } from "../../engine/board/elevation";
import { slicePath } from "../../engine/geometry/polyline";
import type { Point } from "../../engine/geometry/vec";
import { analysePath, truncate } from "../../engine/path";
import { fitStep } from "../../engine/path/fit";
import type { Effect, Prompt, Reason, Verdict } from "../../engine/ruleset";
import {
  apReason,
  answered,
  bandsFor,
  dexterityPrompt,
  fmt,
  lostBand,
  overBand,
  surfaceEffects,
} from "./common";
import type { Context } from "./context";
import type { BasicTest } from "./dice";
import { type Fall, fallInches, fallMatters, fallPrompt } from "./fall";
import { ledgerAfter } from "./ledger";
import {
  CONTACT_TOLERANCE,
  EPS,
  LEVELS,
  UNIT,
  firmAt,
  inWater,
  moveOptions,
  standingLevel,
  surfaceBelow,
  terrainAt,
  topSurface,
} from "./motion";
import { controlledLandingAp, fallAceOn } from "./options";
import type { Plan, Test } from "./plan";

/** CARN-JUMP-1: how high above the base the chosen point may be. */
export const MAX_RISE = 3;
/** CARN-JUMP-2: how far along the line the base may be nudged to stand wholly on firm ground. */
export const NUDGE = 1;
/** CARN-JUMP-5: an obstacle or debris no taller than this allows the chained jump. */
export const CHAIN_MAX_HEIGHT = 3;

/** CARN-JUMP-1: the distance a Dexterity test gives. Decision: each Ace is up to 1" more, the player's choice. */
export function jumpDistance(test: BasicTest): number {
  switch (test.result) {
    case "success":
      return 2 + test.aces;
    case "fail":
      return 2;
    case "critical":
      return 4 + test.aces;
    case "fumble":
      return 1;
  }
}

/**
 * CARN-JUMP-1..6: a Jump. The first waypoint after the start is the chosen point; the jump goes
 * in a straight line toward it, as far as the roll allows (a declare-phase prompt: until it is
 * answered the verdict only asks for it). Waypoints after the point are the distance left over,
 * moved horizontally (CARN-JUMP-2).
 */
export function planJump(ctx: Context): Plan {
  const { board, request, mover, profile, declared, options, state } = ctx;
  const reasons: Reason[] = [];
  const illegal = (ruleId: string, key: string, data?: Reason["data"]): void => {
    reasons.push({ ruleId, key, severity: "illegal", ...(data ? { data } : {}) });
  };
  const path = request.path;
  const start = path[0]!;
  const startLevel = standingLevel(board, mover, start);
  const controlled = declared.controlledLanding;
  const chained = declared.chained;
  const landingAp = controlled ? controlledLandingAp(options) : 0;
  const ap = (chained ? 0 : 1) + landingAp;

  // The first refusal wins: the action itself, then the point.
  if (declared.objective) illegal("CARN-JUMP-4", "TTM.Carnevale.Reason.JumpObjective", { name: mover.name });
  else if (inWater(board, start, startLevel))
    illegal("CARN-JUMP-4", "TTM.Carnevale.Reason.JumpFromWater", { name: mover.name });
  else if (chained && state.chainUsed)
    illegal("CARN-JUMP-5", "TTM.Carnevale.Reason.ChainUsed", { name: mover.name });
  else if (chained && !state.chainReady)
    illegal("CARN-JUMP-5", "TTM.Carnevale.Reason.NoChain", { name: mover.name });
  else {
    // The AP a Controlled landing adds is CARN-JUMP-6's, a chained jump's as well (its own costs 0).
    const noAp = apReason(ctx, landingAp > 0 ? "CARN-JUMP-6" : "CARN-JUMP-1", ap);
    if (noAp) reasons.push(noAp);
  }
  const target = path[1] ?? start;
  const targetLevel = path[1]?.elevation ?? topSurface(board, target);
  const rise = targetLevel - startLevel;
  if (reasons.length === 0 && rise > MAX_RISE + EPS) {
    illegal("CARN-JUMP-1", "TTM.Carnevale.Reason.TargetTooHigh", {
      height: fmt(rise),
      max: fmt(MAX_RISE),
      unit: UNIT,
    });
  }
  const tests: Test[] = [];
  // The n-th action's roll: a host keeps declare answers for the whole activation.
  const jumpId = `jump:${state.actions + 1}`;
  const prompt = dexterityPrompt(ctx, jumpId, "CARN-JUMP-1", "TTM.Carnevale.Prompt.Jump", "declare", 0, {
    controlled: controlled ? 1 : 0,
  });
  const lineLen = Math.hypot(target.x - start.x, target.y - start.y);
  // CARN-JUMP-2: the line goes on 1" past the point, for the nudge onto firm ground.
  const beyond =
    lineLen > EPS
      ? {
          x: target.x + ((target.x - start.x) / lineLen) * NUDGE,
          y: target.y + ((target.y - start.y) / lineLen) * NUDGE,
        }
      : target;
  const line = [start, beyond];
  const length = lineLen + restLength(path);
  if (reasons.some((r) => r.severity === "illegal")) return still(ctx, reasons, length, [], tests, []);
  // CARN-EDITION-1: the Will point is the price of a jump that is made, so a refused one says nothing of it.
  if (controlled && options.edition === "2") {
    reasons.push({ ruleId: "CARN-EDITION-1", key: "TTM.Carnevale.Reason.WillPoint", severity: "info" });
  }
  tests.push({ id: jumpId, ruleId: "CARN-JUMP-1", aceOn: 7, kind: "jump" });
  const test = answered(ctx, prompt);
  if (!test) {
    reasons.push({
      ruleId: "CARN-JUMP-1",
      key: "TTM.Reason.NeedsRoll",
      severity: "illegal",
      data: { name: mover.name },
    });
    return still(ctx, reasons, length, [prompt], tests, []);
  }
  const distance = jumpDistance(test);
  const top = Math.max(startLevel, targetLevel);

  // The straight line, at the level jumped from, passing over terrain 1" or lower than the jump.
  const a = analysePath(board, mover, line, {
    ...LEVELS,
    flying: true,
    startElevation: startLevel,
    collision: {
      models: "all",
      blocks: (t) => {
        const role = roleOf(t, LEVELS);
        // Impassable terrain of height 0 reaches the sky (board/elevation.ts): never jumped over.
        if (role === "solid" && t.height === 0) return true;
        return (role === "block" || role === "low" || role === "solid") && topOf(t) > top + 1 + LEVEL_EPS;
      },
    },
  });
  const blockedAt = a.collision ? a.collision.distance : Infinity;
  let land = Math.min(distance, lineLen, blockedAt);
  if (blockedAt < Math.min(distance, lineLen) - EPS) {
    reasons.push({
      ruleId: "CARN-JUMP-1",
      key: "TTM.Carnevale.Reason.JumpBlocked",
      severity: "stop",
      data: { distance: fmt(land), unit: UNIT },
    });
  } else if (distance < lineLen - EPS) {
    reasons.push({
      ruleId: "CARN-JUMP-1",
      key: "TTM.Carnevale.Reason.JumpShort",
      severity: "stop",
      data: { distance: fmt(distance), unit: UNIT },
    });
  }
  const levelAt = (d: number): number => surfaceBelow(board, a.pointAt(d), top);
  const firm = (d: number): boolean => firmAt(board, mover, a.pointAt(d), levelAt(d));
  let level: number;
  let landed = firm(land);
  if (landed) level = levelAt(land);
  else {
    // CARN-JUMP-2: up to 1" more along the same line to stand wholly on firm ground.
    // Whether the jump stopped at its distance or at the point (issue: it fell at the point).
    const nudged = firstFirm(
      land,
      Math.min(land + NUDGE, a.length, blockedAt),
      fitStep(mover.r, NUDGE),
      firm,
    );
    if (nudged !== null) {
      reasons.push({
        ruleId: "CARN-JUMP-2",
        key: "TTM.Carnevale.Reason.Nudged",
        severity: "info",
        data: { distance: fmt(nudged - land), unit: UNIT },
      });
      land = nudged;
      landed = true;
      level = levelAt(land);
    } else {
      // CARN-JUMP-3: straight down to firm ground (not firm where it landed: \`landed\` is false).
      level = surfaceBelow(board, a.pointAt(land), levelAt(land) - 1e-3);
    }
  }

  // CARN-JUMP-2: the distance left past the point, moved horizontally as a movement.
  let legalPath: Point[] = slicePath(line, land);
  let limit = land;
  let overshoot = 0;
  const rest = path.slice(1);
  // Decision: nudged past the point, the jump ends there and leaves nothing to move.
  const atPoint = landed && Math.abs(land - lineLen) <= EPS && Math.abs(level - targetLevel) <= EPS;
  if (rest.length > 1 && restLength(path) > EPS) {
    // CARN-FALL-1: a fall (more than 1" below the jump's start, CARN-JUMP-3) loses the rest.
    const falling = fallInches(startLevel - level) > 0;
    const left = atPoint && !falling ? Math.max(0, distance - lineLen) : 0;
    const b = analysePath(board, mover, rest, moveOptions(level));
    const t = truncate(b, {
      budget: { amount: left, weights: { climbUp: Infinity, climbDown: Infinity }, ruleId: "CARN-JUMP-2" },
      collision: "CARN-MOVE-2",
      // Rubble and crate tops are firm ground to end on (the analysis leaves them out of its test).
      fit: { ruleId: "CARN-JUMP-2", options: LEVELS },
    });
    overshoot = t.distance;
    if (overshoot < b.length - EPS) {
      reasons.push({
        ruleId: "CARN-JUMP-2",
        key: "TTM.Carnevale.Reason.Overshoot",
        severity: "illegal",
        data: { left: fmt(left), unit: UNIT },
      });
    }
    if (overshoot > EPS) {
      legalPath = [...legalPath, ...slicePath(rest, overshoot).slice(1)];
      limit = land + overshoot;
    }
  }

  const end = legalPath[legalPath.length - 1]!;
  const falls: Fall[] = [];
  const prompts: Prompt[] = [prompt];
  // CARN-JUMP-3: the fall is measured from the height at the jump's start. Decision: landing
  // lower than that is a fall too (a jump down from a roof), so a Controlled landing counts.
  if (startLevel - level > EPS) {
    const f: Fall = {
      id: "fall",
      ruleId: "CARN-JUMP-3",
      height: startLevel - level,
      water: inWater(board, end, level),
      controlled,
      aceOn: fallAceOn(controlled, options),
      at: limit,
    };
    if (fallMatters(f)) {
      falls.push(f);
      prompts.push(fallPrompt(f, mover.name, profile.dexterity));
    }
  }

  // CARN-JUMP-5: landing on an obstacle or debris allows one chained jump this activation.
  // A fall onto an obstacle does not (a drop of 1" or less is no fall: CARN-FALL-1).
  const chainReady =
    falls.length === 0 &&
    !chained &&
    !state.chainUsed &&
    landed &&
    overshoot <= EPS &&
    terrainAt(board, end).some(
      (t) =>
        (t.kind === "low-obstacle" || t.kind === "difficult") &&
        roleOf(t, LEVELS) === "block" &&
        t.height <= CHAIN_MAX_HEIGHT + LEVEL_EPS &&
        Math.abs(topOf(t) - level) <= LEVEL_EPS,
    );
  if (chainReady) {
    reasons.push({
      ruleId: "CARN-JUMP-5",
      key: "TTM.Carnevale.Reason.ChainReady",
      severity: "info",
      data: { name: mover.name },
    });
  }

  const effects: Effect[] = [
    {
      type: "ledger",
      modelId: mover.id,
      changes: ledgerAfter(state, { ap, chainReady, chainUsed: state.chainUsed || chained }),
      ruleId: chained ? "CARN-JUMP-5" : "CARN-JUMP-1",
    },
  ];
  if (Math.abs(level - mover.elevation) > EPS) {
    effects.push({
      type: "elevation",
      modelId: mover.id,
      elevation: level,
      ruleId: startLevel - level > EPS ? "CARN-JUMP-3" : "CARN-JUMP-1",
    });
  }
  effects.push(...surfaceEffects(ctx));
  const stopped = reasons.some((r) => r.severity === "stop");
  return {
    tests,
    falls,
    verdict: {
      legal: !reasons.some((r) => r.severity === "illegal"),
      reasons,
      length,
      allowance: distance,
      cost: { amount: ap, key: "TTM.Carnevale.CostJump", data: { ap, distance: fmt(distance), unit: UNIT } },
      reach: { distance: limit, point: end },
      legalPath,
      bands: bandsFor(
        limit,
        length,
        { key: "TTM.Carnevale.Band.Jump", data: { distance: fmt(distance), unit: UNIT } },
        stopped ? lostBand : overBand(distance),
      ),
      prompts,
      effects: effects,
      contacts: a.contactsAt(Math.min(land, a.length), CONTACT_TOLERANCE).map((m) => m.id),
    },
  };
}

const restLength = (path: readonly Point[]): number => {
  let l = 0;
  for (let i = 2; i < path.length; i++)
    l += Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y);
  return l;
};

/** The nearest d in (from, to] where `holds`, stepping forward then bisecting back; null when none. */
function firstFirm(from: number, to: number, step: number, holds: (d: number) => boolean): number | null {
  if (to <= from + EPS) return null;
  let lo = from;
  let hi = Math.min(to, from + step);
  while (!holds(hi)) {
    if (hi >= to - 1e-12) return null;
    lo = hi;
    hi = Math.min(to, hi + step);
  }
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (holds(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** A verdict for an action that does not move (refused, or waiting for its roll). */
export function still(
  ctx: Context,
  reasons: readonly Reason[],
  length: number,
  prompts: readonly Prompt[],
  tests: readonly Test[],
  falls: readonly Fall[],
): Plan {
  const start = ctx.request.path[0]!;
  const verdict: Verdict = {
    legal: !reasons.some((r) => r.severity === "illegal"),
    reasons,
    length,
    allowance: 0,
    cost: { amount: 0, key: "TTM.Carnevale.CostNone", data: { ap: 0 } },
    reach: { distance: 0, point: { x: start.x, y: start.y } },
    legalPath: [{ x: start.x, y: start.y }],
    bands: [],
    prompts,
    effects: [],
    contacts: [],
  };
  return { verdict, tests, falls };
}
