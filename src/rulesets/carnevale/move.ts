import { LEVEL_EPS, surfaceOf } from "../../engine/board/elevation";
import { slicePath } from "../../engine/geometry/polyline";
import {
  analysePath,
  truncate,
  type LevelChange,
  type PathAnalysis,
  type Truncation,
} from "../../engine/path";
import { fitStep, furthestWhere } from "../../engine/path/fit";
import type { Effect, Prompt, Reason } from "../../engine/ruleset";
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
import { type Fall, fallMatters, fallPrompt } from "./fall";
import { ledgerAfter } from "./ledger";
import {
  CONTACT_TOLERANCE,
  EPS,
  MOVE_WEIGHTS,
  UNIT,
  firmAt,
  LEVELS,
  inWater,
  moveOptions,
  surfaceBelow,
  terrainAt,
  waterAmong,
} from "./motion";
import type { Plan, Test } from "./plan";

/** A climb along the path: an engine level change, or the rest of a climb begun in an earlier action. */
interface Climb {
  readonly at: number;
  /** The level the test is taken at (where a Fumble falls from) and the level the climb goes to. */
  readonly from: number;
  readonly to: number;
  readonly change: LevelChange | null;
  /** The climb goes on from where the character hangs (CARN-CLIMB-3): it does not move off its spot. */
  readonly hang: boolean;
}

/** How the move ends when a roll or the budget ends it on a climb. */
interface End {
  readonly limit: number;
  readonly level: number;
  /** Left hanging on the face (CARN-CLIMB-3). */
  readonly hanging: boolean;
  readonly reason: Reason | null;
  readonly fall: { readonly height: number; readonly at: number; readonly ruleId: string } | null;
  /** Inches of a climb paid when the budget ran out part way up or down it. */
  readonly paid: number;
  /** The climb whose roll ended the move (Fail, Fumble), if one did. */
  readonly climb?: Climb;
}

/**
 * CARN-MOVE-1, -2, CARN-SWIM-1, CARN-CLIMB-1..3, CARN-FALL-1: a Movement action, 1 AP, up to
 * MOVE inches (MOVE − 2 started in water, unless a Water Creature), vertical inches counted, a
 * Dexterity test at each climb met along the path (a path prompt), a fall where it ends off
 * firm ground.
 */
export function planMove(ctx: Context): Plan {
  const { plan: whole, analysis } = walkMove(ctx);
  const rim = narrowDitch(ctx, analysis);
  // Nothing stops the move before the ditch's rim: the ditch does (the first cause wins).
  if (rim === null || whole.verdict.reach.distance < rim - EPS) return whole;
  const cut = walkMove({ ...ctx, request: { ...ctx.request, path: slicePath(ctx.request.path, rim) } }).plan;
  if (cut.verdict.reach.distance < rim - EPS || !cut.verdict.legal) return whole;
  const inside = cut.verdict.bands[0];
  const total = Number(cut.verdict.cost.data?.["move"] ?? 0);
  return {
    ...cut,
    verdict: {
      ...cut.verdict,
      legal: false,
      reasons: [
        ...cut.verdict.reasons,
        {
          ruleId: "CARN-MOVE-1",
          key: "TTM.Reason.NoFit",
          severity: "illegal",
          data: { distance: fmt(rim), unit: UNIT },
        },
      ],
      length: whole.verdict.length,
      bands: bandsFor(
        rim,
        whole.verdict.length,
        inside ?? { key: "TTM.Carnevale.Band.Move", data: { ap: 1, move: fmt(total), unit: UNIT } },
        overBand(total),
      ),
    },
  };
}

/**
 * Decision (CARN-MOVE-1, CARN-CLIMB-1): a ditch deeper than 1" whose floor the base never stands
 * wholly on along the path (narrower than the base) cannot be climbed into: the base does not
 * fit. A Movement is refused at its rim; only a Jump crosses it. Returns the furthest distance
 * before the first such ditch where the base fits, or null when the path meets none.
 */
function narrowDitch(ctx: Context, a: PathAnalysis): number | null {
  const changes = a.levelChanges;
  for (let i = 0; i < changes.length; i++) {
    const down = changes[i]!;
    // A ditch's floor lies below the table: other climbs down are not looked up.
    if (down.type !== "climb-down" || down.toLevel > -EPS) continue;
    const hole = ctx.board.terrain.find((t) => t.id === down.terrainId);
    if (hole?.kind !== "gap" || Math.abs(hole.elevation - down.toLevel) > EPS) continue;
    const out = changes.slice(i + 1).find((c) => c.type === "climb-up");
    const to = out ? out.at : a.length;
    const step = fitStep(ctx.mover.r, to - down.at);
    let fits = false;
    for (let d = down.at; d <= to + EPS && !fits; d += step) fits = a.fitsAt(Math.min(d, to));
    if (!fits) return furthestWhere(down.at, fitStep(ctx.mover.r, down.at), (d) => a.fitsAt(d));
  }
  return null;
}

function walkMove(ctx: Context): { readonly plan: Plan; readonly analysis: PathAnalysis } {
  const { board, request, mover, profile } = ctx;
  const reasons: Reason[] = [];
  const prompts: Prompt[] = [];
  const tests: Test[] = [];
  const falls: Fall[] = [];
  const ap = apReason(ctx, "CARN-MOVE-1", 1);
  if (ap) reasons.push(ap);
  const blocked = ap !== null;

  const start = request.path[0]!;
  const startLevel = start.elevation ?? mover.elevation;
  const under = terrainAt(board, start);
  const ground = surfaceOf(under, startLevel + LEVEL_EPS, LEVELS).level;
  // CARN-CLIMB-3: a character that stopped part way up a face in an earlier action hangs there.
  const hanging = startLevel > ground + EPS && !firmAt(board, mover, start, startLevel) ? startLevel : null;
  const swims = waterAmong(under, startLevel) && !profile.waterCreature;
  const allowance = Math.max(0, profile.move - (swims ? 2 : 0));
  if (swims) {
    reasons.push({
      ruleId: "CARN-SWIM-1",
      key: "TTM.Carnevale.Reason.Swimming",
      severity: "info",
      data: { move: fmt(profile.move), allowance: fmt(allowance), unit: UNIT },
    });
  }

  const a = analysePath(board, mover, request.path, moveOptions(hanging !== null ? ground : startLevel));
  const length = a.length;
  const { climbs, credit } = climbsOf(a, hanging, ground);
  const budgetFor = (extra: number): number => Math.max(0, allowance + credit + extra);
  const cut = (extra: number): Truncation => {
    const budget = { amount: budgetFor(extra), weights: MOVE_WEIGHTS, ruleId: "CARN-MOVE-1" };
    const t = truncate(a, { budget, collision: "CARN-MOVE-2" });
    if (t.stop?.cause !== "collision") return t;
    // CARN-CLIMB-1: something met at the top of a climb the inches run out on is never reached (the
    // truncation's tie goes to the collision): the climb stops part way up, where it hangs.
    const paid = truncate(a, { budget });
    return paid.stop?.cause === "budget" && paid.stop.change && Math.abs(paid.distance - t.distance) <= EPS
      ? paid
      : t;
  };
  const foot = (c: Climb): number =>
    c.hang ? 0 : furthestWhere(c.at, fitStep(mover.r, c.at), (d) => a.fitsAt(d));

  let extra = 0;
  let t = cut(0);
  let end: End | null = null;
  // The last climb made in full, for a move that ends right where it ends.
  let done: Climb | null = null;
  if (!blocked) {
    for (const c of climbs) {
      if (!c.hang && !reached(t, c, budgetFor(extra))) break;
      // CARN-CLIMB-3: with no inches to climb down with, it stays where it hangs (and rolls nothing).
      if (c.hang && c.change === null && allowance + extra <= EPS) {
        end = partialEnd(c.from, 0, 0);
        break;
      }
      const id = `climb:${prompts.length + 1}`;
      const up = c.to > c.from;
      const prompt = dexterityPrompt(
        ctx,
        id,
        "CARN-CLIMB-1",
        up ? "TTM.Carnevale.Prompt.ClimbUp" : "TTM.Carnevale.Prompt.ClimbDown",
        "path",
        c.at,
        { height: fmt(Math.abs(c.to - c.from)), unit: UNIT },
      );
      prompts.push(prompt);
      tests.push({ id, ruleId: "CARN-CLIMB-1", aceOn: 7, kind: "climb" });
      const test = answered(ctx, prompt);
      if (test?.result === "fail") {
        const limit = foot(c);
        end = {
          climb: c,
          limit,
          level: c.from,
          hanging: c.hang,
          paid: 0,
          fall: null,
          reason: {
            ruleId: "CARN-CLIMB-1",
            key: "TTM.Carnevale.Reason.ClimbFailed",
            severity: "stop",
            data: { distance: fmt(limit), unit: UNIT },
          },
        };
        break;
      }
      if (test?.result === "fumble") {
        // From where it is when it rolls: the foot, the level it hangs at, or the top of a face
        // it starts down; straight down to what lies below.
        const to = c.hang ? ground : Math.min(c.from, c.to);
        const limit = !up && !c.hang ? c.at : foot(c);
        end = {
          climb: c,
          limit,
          level: to,
          hanging: false,
          paid: 0,
          fall: c.from - to > EPS ? { height: c.from - to, at: limit, ruleId: "CARN-CLIMB-1" } : null,
          reason:
            c.from - to > EPS
              ? {
                  ruleId: "CARN-CLIMB-1",
                  key: "TTM.Carnevale.Reason.ClimbFumbled",
                  severity: "stop",
                  data: { distance: fmt(limit), height: fmt(c.from - to), unit: UNIT },
                }
              : {
                  ruleId: "CARN-CLIMB-1",
                  key: "TTM.Carnevale.Reason.ClimbFumbledFoot",
                  severity: "stop",
                  data: { distance: fmt(limit), unit: UNIT },
                },
        };
        break;
      }
      if (test?.result === "critical") {
        extra += 2;
        t = cut(extra);
      }
      // The budget runs out on this climb: the character climbs what it can and hangs there.
      if (c.change === null) {
        const need = c.from - c.to;
        if (allowance + extra < need - EPS) {
          end = partialEnd(c.from - (allowance + extra), 0, allowance + extra);
          break;
        }
      } else if (t.stop?.cause === "budget" && t.stop.change === c.change) {
        const paid = budgetFor(extra) - t.cost;
        const level = c.change.fromLevel + (up ? paid : -paid);
        end = partialEnd(level, foot(c), paid);
        break;
      }
      done = c;
    }
  }
  // The move ends on the face of a climb it just made (at the foot it climbed down to, or the lip).
  const onFace =
    !end && done?.change && Math.abs(done.at - t.distance) <= EPS && !t.stop?.change ? done : null;

  let limit: number;
  let level: number;
  let hangingEnd = false;
  let fall: End["fall"] = null;
  if (blocked) {
    limit = 0;
    level = startLevel;
  } else if (end) {
    limit = end.limit;
    level = end.level;
    hangingEnd = end.hanging;
    fall = end.fall;
    if (end.reason && length > limit + EPS) reasons.push(end.reason);
    // The budget ended it (no roll did): the path goes further than the move.
    if (!end.reason && length > limit + EPS) reasons.push(tooFar(a, allowance + extra, credit));
  } else {
    limit = t.stop?.change ? foot(climbOf(climbs, t.stop.change)) : t.distance;
    level = onFace ? onFace.to : a.elevationAt(limit);
    if (hanging !== null && climbs[0]?.hang && limit <= EPS && climbs[0].change !== null) level = hanging;
    if (length > limit + EPS) reasons.push(whyShort(ctx, a, t, allowance + extra, credit));
    // Most drags end where the base stands wholly on firm ground: one check says so.
    const firm = onFace !== null || a.fitsAt(limit);
    // CARN-CLIMB-2, CARN-MOVE-2: it may not end in another character's space.
    if (!firm && !a.fitsAt(limit, { support: false })) {
      const back = furthestWhere(limit, fitStep(mover.r, limit), (d) => a.fitsAt(d, { support: false }));
      reasons.push({
        ruleId: "CARN-MOVE-2",
        key: "TTM.Reason.NoFit",
        severity: "illegal",
        data: { distance: fmt(back), unit: UNIT },
      });
      limit = back;
      level = a.elevationAt(limit);
    }
    // CARN-FALL-1: ending where the base is not wholly on firm ground, it falls straight down.
    if (!firm && limit > EPS && !a.fitsAt(limit)) {
      const below = surfaceBelow(board, a.pointAt(limit), level - 1e-3);
      if (level - below > EPS) {
        fall = { height: level - below, at: limit, ruleId: "CARN-FALL-1" };
        level = below;
      }
    }
  }

  // CARN-CLIMB-3: hanging is allowed while the activation goes on; with no AP left to go on, it falls.
  if (hangingEnd) {
    const below = surfaceBelow(board, a.pointAt(limit), level - 1e-3);
    if (ctx.apLeft - 1 >= 1 - EPS) {
      reasons.push({
        ruleId: "CARN-CLIMB-3",
        key: "TTM.Carnevale.Reason.Hangs",
        severity: "info",
        data: { name: mover.name, height: fmt(level - below), unit: UNIT },
      });
    } else if (level - below > EPS) {
      fall = { height: level - below, at: limit, ruleId: "CARN-CLIMB-3" };
      level = below;
    }
  }

  const point = a.pointAt(limit);
  if (fall) {
    const f: Fall = {
      id: "fall",
      ruleId: fall.ruleId,
      height: fall.height,
      water: inWater(board, point, level),
      controlled: false,
      aceOn: 7,
      at: fall.at,
    };
    if (fallMatters(f)) {
      falls.push(f);
      prompts.push(fallPrompt(f, mover.name, profile.dexterity));
    }
  }

  const acted = !blocked && (length > EPS || prompts.length > 0);
  const effects: Effect[] = [];
  if (acted) {
    effects.push({
      type: "ledger",
      modelId: mover.id,
      changes: ledgerAfter(ctx.state, { ap: 1 }),
      ruleId: "CARN-MOVE-1",
    });
    if (Math.abs(level - mover.elevation) > EPS) {
      effects.push({
        type: "elevation",
        modelId: mover.id,
        elevation: level,
        ruleId: fall
          ? fall.ruleId
          : climbs.some((c) => c.at < limit + EPS) || hangingEnd
            ? "CARN-CLIMB-1"
            : "CARN-MOVE-1",
      });
    }
    effects.push(...surfaceEffects(ctx));
  }

  const total = allowance + extra;
  const counted = !acted
    ? 0
    : end && !end.reason
      ? allowance + extra
      : Math.max(
          0,
          a.cost(MOVE_WEIGHTS, limit) +
            (onFace?.change ? onFace.change.height : 0) -
            creditUsed(climbs, limit, credit, end?.climb),
        );
  const stoppedByRoll = end?.reason?.severity === "stop";
  const plan: Plan = {
    tests,
    falls,
    verdict: {
      legal: !reasons.some((r) => r.severity === "illegal"),
      reasons,
      length,
      allowance: blocked ? 0 : Math.max(0, total - Math.max(0, a.cost(MOVE_WEIGHTS) - length - credit)),
      cost: {
        amount: acted ? 1 : 0,
        key: "TTM.Carnevale.Cost",
        data: { ap: acted ? 1 : 0, counted: fmt(counted), move: fmt(total), unit: UNIT },
      },
      reach: { distance: limit, point },
      legalPath: slicePath(request.path, limit),
      bands: bandsFor(
        limit,
        length,
        { key: "TTM.Carnevale.Band.Move", data: { ap: 1, move: fmt(total), unit: UNIT } },
        stoppedByRoll ? lostBand : overBand(total),
      ),
      prompts,
      effects: effects,
      contacts: a.contactsAt(limit, CONTACT_TOLERANCE).map((m) => m.id),
    },
  };
  return { plan, analysis: a };
}

function partialEnd(level: number, limit: number, paid: number): End {
  return { limit, level, hanging: true, reason: null, fall: null, paid };
}

/** The climb is met within the truncation: before its end, or on it when the budget runs out part way. */
function reached(t: Truncation, c: Climb, budget: number): boolean {
  if (c.at < t.distance - EPS) return true;
  if (c.at > t.distance + EPS || !c.change) return false;
  // CARN-CLIMB-1: the budget runs out on it, with something left to climb (none: no climb, no test).
  if (t.stop?.cause === "budget" && t.stop.change === c.change) return budget - t.cost > EPS;
  // Paid to the last inch: the budget runs out at the far end of the climb.
  return t.cost + c.change.height <= budget + EPS;
}

function climbOf(climbs: readonly Climb[], change: LevelChange): Climb {
  return (
    climbs.find((c) => c.change === change) ?? {
      at: change.at,
      from: change.fromLevel,
      to: change.toLevel,
      change,
      hang: false,
    }
  );
}

/**
 * The climbs along the path, in order. A hanging character's first climb is the rest of its
 * own: up the face it touches (the engine counts it from the ground, so the inches already
 * climbed come back as credit), or down to the ground before it walks away (paid up front).
 */
function climbsOf(
  a: PathAnalysis,
  hanging: number | null,
  ground: number,
): { climbs: Climb[]; credit: number } {
  const changes = a.levelChanges.filter((c) => c.type === "climb-up" || c.type === "climb-down");
  const own = (c: LevelChange): Climb => ({
    at: c.at,
    from: c.fromLevel,
    to: c.toLevel,
    change: c,
    hang: false,
  });
  if (hanging === null) return { climbs: changes.map(own), credit: 0 };
  const first = changes[0];
  if (
    first &&
    first.type === "climb-up" &&
    first.at <= 2 * a.mover.r + EPS &&
    first.toLevel > hanging + EPS
  ) {
    return {
      climbs: [
        { at: first.at, from: hanging, to: first.toLevel, change: first, hang: true },
        ...changes.slice(1).map(own),
      ],
      credit: hanging - first.fromLevel,
    };
  }
  return {
    climbs: [{ at: 0, from: hanging, to: ground, change: null, hang: true }, ...changes.map(own)],
    credit: -(hanging - ground),
  };
}

/**
 * The credit (or debit) of a hanging start counts once the climb it belongs to is under way: not
 * when that climb's own roll stopped it where it hangs (CARN-CLIMB-3).
 */
function creditUsed(climbs: readonly Climb[], limit: number, credit: number, stoppedOn?: Climb): number {
  const first = climbs[0];
  if (!first?.hang || first === stoppedOn) return 0;
  return first.change === null || first.at < limit - EPS ? credit : 0;
}

function tooFar(a: PathAnalysis, allowance: number, credit: number): Reason {
  return {
    ruleId: "CARN-MOVE-1",
    key: "TTM.Carnevale.Reason.TooFar",
    severity: "illegal",
    data: { counted: fmt(Math.max(0, a.cost(MOVE_WEIGHTS) - credit)), allowance: fmt(allowance), unit: UNIT },
  };
}

/** The one reason the dragged path goes further than the move: the first thing that stops it. */
function whyShort(ctx: Context, a: PathAnalysis, t: Truncation, allowance: number, credit: number): Reason {
  return blockedReason(ctx, a, t) ?? tooFar(a, allowance, credit);
}

/**
 * CARN-MOVE-2 (a character), CARN-MOVE-1 (terrain, a wall): the reason a truncation stopped at
 * something in the way, naming it; null when nothing is in the way.
 */
export function blockedReason(ctx: Context, a: PathAnalysis, t: Truncation): Reason | null {
  const stop = t.stop;
  if (stop?.cause !== "collision") return null;
  const kind = a.collision?.kind ?? "model";
  const name =
    kind === "model" && stop.id
      ? ctx.board.model(stop.id).name
      : (ctx.board.terrain.find((x) => x.id === stop.id)?.name ?? stop.id ?? "");
  return {
    ruleId: kind === "model" ? "CARN-MOVE-2" : "CARN-MOVE-1",
    key: `TTM.Reason.Blocked.${kind}`,
    severity: "illegal",
    data: { name, distance: fmt(stop.at), unit: UNIT },
  };
}
