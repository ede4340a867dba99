import { baseSupportedAt } from "../../engine/board/surface";
import { formatLength } from "../../engine/format";
import { slicePath } from "../../engine/geometry/polyline";
import { distance } from "../../engine/geometry/vec";
import { analysePath } from "../../engine/path";
import type { Band, Effect, Reason } from "../../engine/ruleset";
import type { Context } from "./context";
import { firstEnding } from "./ending";
import { blockerName } from "./explain";
import { fallPrompt } from "./falls";
import { levelOptions, voidOptions } from "./motion";
import { CONTACT_TOLERANCE, EPS, UNIT, type Fall, type Plan } from "./plan";
import { activeEnsnare, ledgerAfter, movesPerRound } from "./round";
import { ensnared } from "./tiers";

/**
 * MUMG-VOID-1: "next to the edge" (junto al borde). A base that would overhang its surface if it
 * were this much wider (inches) stands at the edge: about 6 mm, what a hand places by eye.
 */
export const EDGE_TOLERANCE = 0.25;

const fmt = formatLength;

/**
 * MUMG-VOID-1: jump into the void. The host drags the model over the edge; the model lands at
 * the foot of the drop (the first place past the edge where its base fits below), spending
 * 1 POW and no movement, and its movement action ends there. It must be the first thing of a
 * movement action: a fresh action (one drag is one movement action here), at the edge where it
 * stands, the edge being the first thing the path meets. The voluntary row of the fall table
 * applies (MUMG-FALL-2) once the host confirms the prompt.
 */
export function planVoidJump(ctx: Context): Plan {
  const { board, request, mover, profile, state } = ctx;
  const reasons: Reason[] = [];
  const illegal = (ruleId: string, key: string, data?: Reason["data"]): void => {
    reasons.push({ ruleId, key, severity: "illegal", ...(data ? { data } : {}) });
  };
  if (state.moves >= movesPerRound(profile)) {
    illegal(
      "MUMG-MOVE-3",
      profile.agile ? "TTM.Mumg.Reason.AgileMovedTwice" : "TTM.Mumg.Reason.AlreadyMoved",
      { name: mover.name },
    );
  }
  const ensnare = activeEnsnare(profile, state.round);
  if (ensnared(profile.movement, ensnare).every((v) => v <= 0)) {
    illegal("MUMG-ENSNARE-1", "TTM.Mumg.Reason.CannotMove", { name: mover.name, x: ensnare });
  }

  const a = analysePath(board, mover, request.path, voidOptions(profile, mover, request.path));
  const length = a.length;
  const start = a.pointAt(0);
  const first = a.levelChanges[0];
  const drop = first?.type === "drop" ? first : null;
  let landing: number | null = null;
  if (!drop) illegal("MUMG-VOID-1", "TTM.Mumg.Reason.VoidNoDrop");
  else {
    const grown = { x: start.x, y: start.y, r: mover.r + EDGE_TOLERANCE };
    const atEdge = !baseSupportedAt(board, grown, a.startElevation, levelOptions(profile));
    // The path goes straight over the edge it stands at, not along the roof first.
    const straight = distance(start, a.pointAt(drop.at)) <= 2 * mover.r + EDGE_TOLERANCE;
    if (!atEdge || !straight) {
      illegal("MUMG-VOID-1", "TTM.Mumg.Reason.VoidNotAtEdge", { distance: fmt(drop.at), unit: UNIT });
    } else if (a.collision && a.collision.distance < drop.at + EPS) {
      illegal("MUMG-MOVE-5", `TTM.Reason.Blocked.${a.collision.kind}`, {
        name: blockerName(board, a.collision.kind, a.collision.id),
        distance: fmt(a.collision.distance),
        unit: UNIT,
      });
    } else {
      landing = firstEnding(a, drop.at + EPS, length, (d) => a.fitsAt(d));
      if (landing === null) illegal("MUMG-VOID-1", "TTM.Mumg.Reason.VoidNoLanding");
      else if (a.collision && a.collision.distance < landing - EPS) {
        illegal("MUMG-MOVE-5", `TTM.Reason.Blocked.${a.collision.kind}`, {
          name: blockerName(board, a.collision.kind, a.collision.id),
          distance: fmt(a.collision.distance),
          unit: UNIT,
        });
        landing = null;
      }
    }
  }
  const blocked = landing === null || reasons.some((r) => r.severity === "illegal");
  const limit = blocked || landing === null ? 0 : landing;
  // Nothing is walked after the fall: a path dragged on past the foot is not followed.
  if (!blocked && length > limit + EDGE_TOLERANCE) {
    illegal("MUMG-VOID-1", "TTM.Mumg.Reason.VoidNoMovement", { distance: fmt(limit), unit: UNIT });
  }

  const falls: Fall[] = [];
  const effects: Effect[] = [];
  if (!blocked && drop) {
    const fall: Fall = {
      id: "void-jump",
      ruleId: "MUMG-VOID-1",
      height: drop.fromLevel - drop.toLevel,
      voluntary: true,
      at: drop.at,
    };
    falls.push(fall);
    effects.push(
      {
        type: "ledger",
        modelId: mover.id,
        changes: ledgerAfter(state, { moves: 1, pow: 1 }),
        ruleId: "MUMG-VOID-1",
      },
      { type: "elevation", modelId: mover.id, elevation: drop.toLevel, ruleId: "MUMG-VOID-1" },
      {
        type: "message",
        key:
          profile.agile && state.moves === 0 ? "TTM.Mumg.Effect.VoidEndsAgile" : "TTM.Mumg.Effect.VoidEnds",
        data: { name: mover.name },
        ruleId: "MUMG-VOID-1",
      },
    );
  }
  const height = drop ? fmt(drop.fromLevel - drop.toLevel) : "0.0";
  const bands: Band[] = [];
  if (limit > EPS) bands.push({ from: 0, to: limit, style: "ok", tier: 1, key: "TTM.Mumg.Band.VoidJump" });
  if (length > limit + EPS) {
    bands.push({
      from: limit,
      to: length,
      style: "over",
      key: "TTM.Mumg.Band.Over",
      data: { allowance: fmt(limit), unit: UNIT },
    });
  }
  return {
    falls,
    verdict: {
      legal: !reasons.some((r) => r.severity === "illegal"),
      reasons,
      length,
      allowance: limit,
      cost: {
        amount: blocked ? 0 : 1,
        key: "TTM.Mumg.CostVoid",
        data: { height, pow: blocked ? 0 : 1, unit: UNIT },
      },
      reach: { distance: limit, point: a.pointAt(limit) },
      legalPath: slicePath(request.path, limit),
      bands,
      prompts: falls.map((f) => fallPrompt(f, mover.name)),
      effects,
      contacts: a.contactsAt(limit, CONTACT_TOLERANCE).map((m) => m.id),
    },
  };
}
