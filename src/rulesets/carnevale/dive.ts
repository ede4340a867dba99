import type { Board } from "../../engine/board/board";
import { RulesError } from "../../engine/errors";
import { slicePath } from "../../engine/geometry/polyline";
import { analysePath, truncate } from "../../engine/path";
import type {
  ActivationRequest,
  ActivationStart,
  Effect,
  MoveRequest,
  Prompt,
  PromptAnswer,
  PromptOutcome,
  Reason,
} from "../../engine/ruleset";
import { apReason, bandsFor, dexterityPrompt, fmt, overBand } from "./common";
import type { Context } from "./context";
import { still } from "./jump";
import { ledgerAfter, readLedger } from "./ledger";
import { CONTACT_TOLERANCE, EPS, MOVE_WEIGHTS, UNIT, inWater, moveOptions, standingLevel } from "./motion";
import { blockedReason } from "./move";
import { SUBMERGED } from "./counters";
import type { Plan, Test } from "./plan";
import { readProfile } from "./profile";

/** CARN-DIVE-1: a Dive costs 2 AP. */
export const DIVE_AP = 2;

/** CARN-DIVE-1: a Dive, 2 AP, only in water; its test (an after-prompt) gives Submerged counters. */
export function planDive(ctx: Context): Plan {
  const { board, request, mover, state } = ctx;
  const start = request.path[0]!;
  const level = standingLevel(board, mover, start);
  const reasons: Reason[] = [];
  const a = analysePath(board, mover, request.path, moveOptions(level));
  if (!inWater(board, start, level)) {
    reasons.push({
      ruleId: "CARN-DIVE-1",
      key: "TTM.Carnevale.Reason.DiveNotInWater",
      severity: "illegal",
      data: { name: mover.name },
    });
  } else {
    const noAp = apReason(ctx, "CARN-DIVE-1", DIVE_AP);
    if (noAp) reasons.push(noAp);
  }
  if (reasons.length > 0) return still(ctx, reasons, a.length, [], [], []);
  if (a.length > EPS) {
    reasons.push({ ruleId: "CARN-DIVE-1", key: "TTM.Carnevale.Reason.DiveStays", severity: "illegal" });
  }
  const prompt: Prompt = dexterityPrompt(ctx, "dive", "CARN-DIVE-1", "TTM.Carnevale.Prompt.Dive", "after", 0);
  const tests: Test[] = [{ id: "dive", ruleId: "CARN-DIVE-1", aceOn: 7, kind: "dive" }];
  const effects: Effect[] = [
    {
      type: "ledger",
      modelId: mover.id,
      changes: ledgerAfter(state, { ap: DIVE_AP }),
      ruleId: "CARN-DIVE-1",
    },
  ];
  const plan = still(ctx, reasons, a.length, [prompt], tests, []);
  return {
    ...plan,
    verdict: {
      ...plan.verdict,
      cost: { amount: DIVE_AP, key: "TTM.Carnevale.CostDive", data: { ap: DIVE_AP } },
      effects: effects,
      contacts: a.contactsAt(0, CONTACT_TOLERANCE).map((m) => m.id),
    },
  };
}

/**
 * CARN-DIVE-2: the move a character that surfaced at the start of its activation may make, up
 * to the inches the activation start left in the ledger, staying in water, for no AP.
 */
export function planSubmergedMove(ctx: Context): Plan {
  const { board, request, mover, state } = ctx;
  const start = request.path[0]!;
  const level = start.elevation ?? mover.elevation;
  const allowance = state.submergedMove;
  const a = analysePath(board, mover, request.path, moveOptions(level));
  if (allowance <= EPS) {
    return still(
      ctx,
      [
        {
          ruleId: "CARN-DIVE-2",
          key: "TTM.Carnevale.Reason.NoSubmergedMove",
          severity: "illegal",
          data: { name: mover.name },
        },
      ],
      a.length,
      [],
      [],
      [],
    );
  }
  const t = truncate(a, {
    budget: { amount: allowance, weights: MOVE_WEIGHTS, ruleId: "CARN-DIVE-2" },
    collision: "CARN-MOVE-2",
  });
  // Staying in water: the first stretch out of it ends the move.
  const dry = a.pieces.find(
    (p) => p.to > p.from && !p.kinds.includes("water") && !p.kinds.includes("deep-water"),
  );
  const limit = Math.min(t.distance, dry ? dry.from : Infinity);
  const reasons: Reason[] = [];
  if (a.length > limit + EPS) {
    // The first thing that stops it: the water's edge, then a character or terrain in the way.
    reasons.push(
      dry && dry.from <= t.distance + EPS
        ? {
            ruleId: "CARN-DIVE-2",
            key: "TTM.Carnevale.Reason.LeavesWater",
            severity: "illegal",
            data: { distance: fmt(limit), unit: UNIT },
          }
        : (blockedReason(ctx, a, t) ?? {
            ruleId: "CARN-DIVE-2",
            key: "TTM.Carnevale.Reason.TooFar",
            severity: "illegal",
            data: { counted: fmt(a.cost(MOVE_WEIGHTS)), allowance: fmt(allowance), unit: UNIT },
          }),
    );
  }
  const moved = limit > EPS;
  const effects: Effect[] = moved
    ? [
        {
          type: "ledger",
          modelId: mover.id,
          changes: ledgerAfter(state, { action: false, ap: 0, chainUsed: state.chainUsed }),
          ruleId: "CARN-DIVE-2",
        },
      ]
    : [];
  return {
    tests: [],
    falls: [],
    verdict: {
      legal: !reasons.some((r) => r.severity === "illegal"),
      reasons,
      length: a.length,
      allowance,
      cost: { amount: 0, key: "TTM.Carnevale.CostSubmerged", data: { distance: fmt(limit), unit: UNIT } },
      reach: { distance: limit, point: a.pointAt(limit) },
      legalPath: slicePath(request.path, limit),
      bands: bandsFor(
        limit,
        a.length,
        { key: "TTM.Carnevale.Band.Submerged", data: { allowance: fmt(allowance), unit: UNIT } },
        overBand(allowance),
      ),
      prompts: [],
      effects: effects,
      contacts: a.contactsAt(limit, CONTACT_TOLERANCE).map((m) => m.id),
    },
  };
}

export const SURFACE_PROMPT = "surface";
export const SURFACE = "TTM.Carnevale.Choice.Surface";
export const STAY = "TTM.Carnevale.Choice.Stay";

/** CARN-DIVE-2: inches of the surfacing move per Submerged counter. */
export const perCounter = (waterCreature: boolean): number => (waterCreature ? 8 : 4);

/**
 * CARN-DIVE-2 at the start of an activation: a character with Submerged counters may remove
 * them and move at once up to 4" per counter (8" for a Water Creature), staying in water. The
 * choice is a prompt; answered "surface", the counters go and the ledger holds the move.
 */
export function startCarnevaleActivation(board: Board, request: ActivationRequest): ActivationStart {
  const mover = board.model(request.modelId);
  const count = mover.counters[SUBMERGED] ?? 0;
  if (!(count > 0)) return { prompts: [], effects: [], reasons: [] };
  const profile = readProfile(mover);
  const distance = perCounter(profile.waterCreature) * count;
  const prompt: Prompt = {
    id: SURFACE_PROMPT,
    ruleId: "CARN-DIVE-2",
    kind: "choice",
    choices: [SURFACE, STAY],
    key: "TTM.Carnevale.Prompt.Surface",
    data: { name: mover.name, count, distance: fmt(distance), unit: UNIT },
    phase: "declare",
  };
  const answer = request.answers?.[prompt.id];
  if (answer === undefined || !surfaces(answer)) return { prompts: [prompt], effects: [], reasons: [] };
  const state = readLedger(request.ledger);
  const effects: Effect[] = [
    { type: "counter", modelId: mover.id, counter: SUBMERGED, delta: -count, ruleId: "CARN-DIVE-2" },
    {
      type: "ledger",
      modelId: mover.id,
      changes: ledgerAfter(state, {
        action: false,
        ap: 0,
        chainUsed: state.chainUsed,
        submergedMove: distance,
      }),
      ruleId: "CARN-DIVE-2",
    },
  ];
  return {
    prompts: [prompt],
    effects: effects,
    reasons: [
      {
        ruleId: "CARN-DIVE-2",
        key: "TTM.Carnevale.Reason.MaySwim",
        severity: "info",
        data: { name: mover.name, distance: fmt(distance), unit: UNIT },
      },
    ],
  };
}

/** Whether the CARN-DIVE-2 choice removes the counters; a choice not offered is refused. */
function surfaces(answer: PromptAnswer): boolean {
  if (answer.choice === SURFACE) return true;
  if (answer.choice === STAY) return false;
  throw new RulesError("TTM.Carnevale.Error.Choice", {
    id: SURFACE_PROMPT,
    choices: [SURFACE, STAY].join(", "),
  });
}

/**
 * The chat card of the CARN-DIVE-2 choice. Its effects (counters removed, the move allowed) are
 * the activation start's own, so the outcome adds none.
 */
export function surfaceOutcome(board: Board, request: MoveRequest, answer: PromptAnswer): PromptOutcome {
  const mover = board.model(request.modelId);
  const count = mover.counters[SUBMERGED] ?? 0;
  const distance = perCounter(readProfile(mover).waterCreature) * count;
  const data = { name: mover.name, count, distance: fmt(distance), unit: UNIT };
  return surfaces(answer)
    ? { effects: [], key: "TTM.Carnevale.Outcome.Surface", data }
    : { effects: [], key: "TTM.Carnevale.Outcome.Stay", data };
}
