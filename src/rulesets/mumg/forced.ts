import { LEVEL_EPS, surfaceOf } from "../../engine/board/elevation";
import { formatLength } from "../../engine/format";
import { insidePolygon } from "../../engine/geometry/polygon";
import { slicePath } from "../../engine/geometry/polyline";
import { analysePath, truncate } from "../../engine/path";
import type { Band, Effect, Reason } from "../../engine/ruleset";
import type { Context } from "./context";
import { endingAt, furthestEnding } from "./ending";
import { blockerName } from "./explain";
import { dropFalls, fallPrompt } from "./falls";
import { FLY_WEIGHTS, levelOptions, voidOptions } from "./motion";
import { CONTACT_TOLERANCE, EPS, UNIT, type Fall, type Plan } from "./plan";

const fmt = formatLength;

/**
 * MUMG-FALL-1's moves the model does not make itself (`request.forced`). Pushed or thrown
 * (`push`; MUMG has no move directly towards or away, so `towards` and `away` are judged the same
 * way, along the path given): the model goes along the path, as far as `forced.distance` when
 * given, for no POW and without taking its movement action (MUMG-MOVE-3 is not touched, nothing
 * counts double); it stops at a base or a wall (MUMG-MOVE-5) and where its base fits
 * (MUMG-MOVE-6), and every edge it is pushed over is a fall, with its prompt. `fall` (its surface
 * destroyed): it drops straight down where it stands to the surface below.
 */
export function planForced(ctx: Context): Plan {
  return ctx.request.forced?.kind === "fall" ? planDrop(ctx) : planPush(ctx);
}

function planPush(ctx: Context): Plan {
  const { board, request, mover, profile } = ctx;
  const a = analysePath(board, mover, request.path, voidOptions(profile, mover, request.path));
  const length = a.length;
  const pushed = request.forced?.distance ?? length;
  const t = truncate(a, {
    budget: { amount: pushed, weights: FLY_WEIGHTS, ruleId: "MUMG-FALL-1" },
    collision: "MUMG-MOVE-5",
  });
  let limit = t.distance;
  if (endingAt(a, limit, profile, ctx.options) === "no")
    limit = furthestEnding(a, limit, profile, ctx.options);
  const reasons: Reason[] = [];
  const hit = a.collision;
  if (hit && hit.distance < Math.min(pushed, length) - EPS && hit.distance <= limit + EPS) {
    reasons.push({
      ruleId: "MUMG-MOVE-5",
      key: `TTM.Reason.Blocked.${hit.kind}`,
      severity: "stop",
      data: {
        name: blockerName(board, hit.kind, hit.id),
        distance: fmt(hit.distance),
        unit: UNIT,
      },
    });
  }
  const { falls, prompts } = dropFalls(a, limit, mover.name);
  const effects: Effect[] = [];
  const end = a.elevationAt(limit);
  if (Math.abs(end - mover.elevation) > EPS) {
    effects.push({ type: "elevation", modelId: mover.id, elevation: end, ruleId: "MUMG-FALL-1" });
  }
  const bands: Band[] = [];
  if (limit > EPS) bands.push({ from: 0, to: limit, style: "ok", key: "TTM.Mumg.Band.Forced" });
  return {
    falls,
    verdict: {
      legal: true,
      reasons,
      length,
      allowance: Math.min(pushed, length),
      cost: { amount: 0, key: "TTM.Mumg.CostForced", data: { distance: fmt(limit), unit: UNIT } },
      reach: { distance: limit, point: a.pointAt(limit) },
      legalPath: slicePath(request.path, limit),
      bands,
      prompts,
      effects,
      contacts: a.contactsAt(limit, CONTACT_TOLERANCE).map((m) => m.id),
    },
  };
}

function planDrop(ctx: Context): Plan {
  const { board, request, mover, profile } = ctx;
  const start = request.path[0] ?? mover;
  const level = start.elevation ?? mover.elevation;
  const under = board
    .terrainNear(start.x, start.y, start.x, start.y)
    .filter((t) => insidePolygon(start.x, start.y, t.polygon));
  // The surface it stood on is gone: the next one below.
  const below = surfaceOf(under, level - LEVEL_EPS * 2, levelOptions(profile)).level;
  const height = Math.max(0, level - below);
  const falls: Fall[] =
    height > EPS ? [{ id: "fall:1", ruleId: "MUMG-FALL-1", height, voluntary: false, at: 0 }] : [];
  const effects: Effect[] =
    height > EPS ? [{ type: "elevation", modelId: mover.id, elevation: below, ruleId: "MUMG-FALL-1" }] : [];
  const point = { x: start.x, y: start.y };
  return {
    falls,
    verdict: {
      legal: true,
      reasons: [],
      length: 0,
      allowance: 0,
      cost: { amount: 0, key: "TTM.Mumg.CostForced", data: { distance: fmt(0), unit: UNIT } },
      reach: { distance: 0, point },
      legalPath: [point],
      bands: [],
      prompts: falls.map((f) => fallPrompt(f, mover.name)),
      effects,
      contacts: [],
    },
  };
}
