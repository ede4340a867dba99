import { GEOMETRY_TOLERANCE } from "../../engine/geometry/tolerance";
import type { Board } from "../../engine/board/board";
import type { Terrain } from "../../engine/board/types";
import { pathLength, pointAtDistance, slicePath } from "../../engine/geometry/polyline";
import { firstCollision, terrainAlongPath } from "../../engine/path/collision";
import { contactsAt, firstContact } from "../../engine/path/contact";
import { furthestFit } from "../../engine/path/fit";
import { readFields } from "../../engine/profile";
import type { Band, Effect, MoveRequest, Prompt, Reason, Verdict } from "../../engine/ruleset";
import { formatLength } from "../../engine/format";
import { isRun } from "./declarations";
import { readOptions } from "./options";
import { CATEGORY_CM, PROFILE_FIELDS, runCategory, toSignumProfile, type Category } from "./profile";

/** Lengths within this of the allowance are on it: 10.00 cm with M is legal, 10.01 is not. */
const EPS = GEOMETRY_TOLERANCE;
type StopKind = "contact" | "collision" | "difficult" | "fit";
const difficult = (t: Terrain): boolean => t.kind === "difficult";
const fmt = formatLength;

export function evaluateSignum(board: Board, request: MoveRequest): Verdict {
  const mover = board.model(request.modelId);
  const profile = toSignumProfile(readFields(PROFILE_FIELDS, mover.profile, mover.id));
  const options = readOptions(request.options);
  const path = request.path;
  const start = path[0]!;
  const length = pathLength(path);
  const running = isRun(request);
  const tolerance = options.contactToleranceCm;
  const reasons: Reason[] = [];
  const illegal = (ruleId: string, key: string, data?: Reason["data"]): void => {
    reasons.push({ ruleId, key, severity: "illegal", ...(data ? { data } : {}) });
  };
  const startContacts = contactsAt(board, mover, start, tolerance);

  // SIGNUM-ACTION-1: one of move, run, move and melee... per turn, so one move.
  if (request.ledger?.moved === true) illegal("SIGNUM-ACTION-1", "TTM.Signum.Reason.AlreadyMoved");

  let category: Category = profile.move;
  if (running) {
    const up = runCategory(profile.move);
    if (!up) illegal("SIGNUM-RUN-1", "TTM.Signum.Reason.RunXL");
    else if (profile.slow) illegal("SIGNUM-RUN-1", "TTM.Signum.Reason.RunSlow");
    else if (startContacts.length > 0) illegal("SIGNUM-RUN-2", "TTM.Signum.Reason.RunInContact");
    else category = up;
  }
  const blockedByDeclaration = reasons.length > 0;

  let allowance = CATEGORY_CM[category];

  // Every reason the path may end early; only the first one along the path is reported.
  interface Stop {
    readonly distance: number;
    readonly kind: StopKind;
    readonly reason: Omit<Reason, "severity">;
  }
  const stops: Stop[] = [];
  let capped = false;

  // SIGNUM-MOVE-2 / SIGNUM-FLIGHT-1: bases and impassable terrain stop the base; flyers pass over.
  const flyer = profile.flight;
  const collision = flyer ? null : firstCollision(board, mover, path, { models: "all" });
  if (collision) {
    stops.push({
      distance: collision.distance,
      kind: "collision",
      reason: {
        ruleId: "SIGNUM-MOVE-2",
        key: `TTM.Reason.Blocked.${collision.kind}`,
        data: {
          name: nameOf(board, collision.kind, collision.id),
          distance: fmt(collision.distance),
          unit: "TTM.Unit.cm",
        },
      },
    });
  }

  // SIGNUM-CONTACT-1: touching an enemy ends the move there. A flyer passes over models, so
  // only where it ends counts (decision, from SIGNUM-FLIGHT-1).
  const contact = flyer ? null : firstContact(board, mover, path, tolerance);
  if (contact) {
    stops.push({
      distance: contact.distance,
      kind: "contact",
      reason: {
        ruleId: "SIGNUM-CONTACT-1",
        key: "TTM.Signum.Reason.ContactStops",
        data: { name: board.model(contact.id).name, distance: fmt(contact.distance) },
      },
    });
  }

  // SIGNUM-TERRAIN-1: starting in, ending in or passing through difficult terrain caps the move to S.
  // A base closer to it than the contact tolerance (SIGNUM-CONTACT-2) touches it, and a base that
  // touches it is in it (decision): the base is grown by the tolerance for this test.
  if (!flyer || options.flightCappedByDifficult) {
    const touching = { ...mover, r: mover.r + tolerance };
    const startsIn = terrainAlongPath(board, [start], touching.r, difficult).length > 0;
    const entry = startsIn
      ? 0
      : firstCollision(board, touching, path, {
          models: "none",
          walls: false,
          edges: false,
          blocks: difficult,
        })?.distance;
    if (entry !== undefined && entry <= CATEGORY_CM.S + EPS) {
      // Met within S: whatever happens after, the move is an S move once it gets there.
      if (startsIn || entry < Math.min(length, allowance) - EPS) {
        allowance = Math.min(allowance, CATEGORY_CM.S);
        capped = true;
        reasons.push({ ruleId: "SIGNUM-TERRAIN-1", key: "TTM.Signum.Reason.DifficultCap", severity: "info" });
      }
    } else if (entry !== undefined) {
      // Entering would cap the move to S, which it has already passed: it stops at the edge.
      stops.push({
        distance: entry,
        kind: "difficult",
        reason: {
          ruleId: "SIGNUM-TERRAIN-1",
          key: "TTM.Signum.Reason.DifficultEdge",
          data: { distance: fmt(entry) },
        },
      });
    }
  }

  let limit = Math.min(allowance, length);
  let stop: Stop | null = null;
  // On a tie the contact explains the stop best: touching an enemy is also the last point before overlapping it.
  const rank: Record<StopKind, number> = { contact: 0, difficult: 1, collision: 2, fit: 3 };
  for (const s of stops) {
    if (s.distance >= limit - EPS) continue;
    if (
      !stop ||
      s.distance < stop.distance - EPS ||
      (s.distance <= stop.distance + EPS && rank[s.kind] < rank[stop.kind])
    ) {
      stop = s;
    }
  }
  if (stop) limit = stop.distance;
  const contactEnemy = contact && contact.distance <= limit + EPS ? contact.id : null;

  // A flyer passes over bases and impassable terrain but must end where its base fits.
  if (flyer && limit > 0) {
    const fit = furthestFit(board, mover, path, limit, { walls: false });
    if (fit < limit - EPS) {
      limit = fit;
      stop = {
        distance: fit,
        kind: "fit",
        reason: {
          ruleId: "SIGNUM-FLIGHT-1",
          key: "TTM.Reason.NoFit",
          data: { distance: fmt(fit), unit: "TTM.Unit.cm" },
        },
      };
    }
  }

  if (blockedByDeclaration) limit = 0;
  else if (length > limit + EPS) {
    // The dragged path goes further than the model may: the first thing that stops it is why.
    if (stop) reasons.push({ ...stop.reason, severity: "illegal" });
    else {
      illegal(category === profile.move ? "SIGNUM-MOVE-1" : "SIGNUM-RUN-1", "TTM.Signum.Reason.TooFar", {
        length: fmt(length),
        allowance: fmt(allowance),
        category: capped ? "S" : category,
      });
    }
  }

  const reach = { distance: limit, point: pointAtDistance(path, limit) };
  const moved = limit > EPS;
  const contacts = contactsAt(board, mover, reach.point, tolerance).map((m) => m.id);

  const prompts: Prompt[] = [];
  // SIGNUM-BACKSTAB-1: moving while in contact draws one die from each enemy touched at the start.
  if (moved) {
    for (const enemy of startContacts) {
      prompts.push(backstab(enemy.id, enemy.name, "SIGNUM-BACKSTAB-1", 0));
    }
  }
  // SIGNUM-RUN-3: a run that touches an enemy stops there and takes a backstab from it.
  if (running && !blockedByDeclaration && contactEnemy && contacts.includes(contactEnemy)) {
    prompts.push(backstab(contactEnemy, board.model(contactEnemy).name, "SIGNUM-RUN-3", limit));
  }

  const effects: Effect[] = [];
  if (moved) {
    effects.push({
      type: "ledger",
      modelId: mover.id,
      changes: { moved: true, ran: running },
      ruleId: "SIGNUM-ACTION-1",
    });
    if (running) effects.push({ type: "end-turn", modelId: mover.id, ruleId: "SIGNUM-RUN-1" });
    else effects.push({ type: "message", key: "TTM.Signum.Reason.MeleeOnly", ruleId: "SIGNUM-ACTION-1" });
  }

  const travelled = Math.min(length, limit);
  const legal = !reasons.some((r) => r.severity === "illegal");
  return {
    legal,
    reasons,
    length,
    allowance,
    cost:
      running && category !== profile.move
        ? {
            amount: travelled,
            key: "TTM.Signum.CostRun",
            data: {
              distance: fmt(travelled),
              from: profile.move,
              to: allowance < CATEGORY_CM[category] ? "S" : category,
            },
          }
        : {
            amount: travelled,
            key: "TTM.Signum.Cost",
            data: { distance: fmt(travelled), category: allowance < CATEGORY_CM[category] ? "S" : category },
          },
    reach,
    legalPath: slicePath(path, limit),
    bands: bands(
      length,
      limit,
      allowance,
      running && category !== profile.move ? CATEGORY_CM[profile.move] : null,
    ),
    prompts,
    effects,
    contacts,
  };
}

function bands(length: number, limit: number, allowance: number, walkPart: number | null): Band[] {
  const out: Band[] = [];
  const legalEnd = Math.min(length, limit);
  const okEnd = walkPart === null ? legalEnd : Math.min(legalEnd, walkPart);
  if (okEnd > 0) out.push({ from: 0, to: okEnd, style: "ok", key: "TTM.Band.Move" });
  if (walkPart !== null && legalEnd > walkPart) {
    out.push({ from: walkPart, to: legalEnd, style: "tier", tier: 2, key: "TTM.Signum.Band.Run" });
  }
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

function backstab(enemyId: string, enemyName: string, ruleId: string, at: number): Prompt {
  return {
    id: `backstab:${enemyId}`,
    ruleId,
    kind: "roll",
    formula: "1d6",
    key: "TTM.Signum.Prompt.Backstab",
    data: { name: enemyName },
    sourceId: enemyId,
    at,
  };
}

function nameOf(board: Board, kind: string, id: string): string {
  if (kind === "model") return board.model(id).name;
  if (kind === "terrain") return board.terrain.find((t) => t.id === id)?.name ?? id;
  return id;
}
