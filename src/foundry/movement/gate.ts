import type { MovementPromises14 } from "../host/v14";
import type { Effect, PromptAnswer, PromptOutcome, UnitMoveRequest, Verdict } from "../../engine/ruleset";
import { phaseOf, type SettleStep } from "../../engine/settle";
import type { GateUi } from "./gate-ui";
import { onlyPlacing } from "./action";
import type { DragDeclarations } from "./declarations";
import type { MovementEnv, TokenLike } from "./env";
import { judge, type Judgement } from "./judge";
import { reasonLines, refusalText, warningText } from "./messages";
import { notifyProblemOnce } from "./constrain";
import { judgedPath, truncateAtReach, type PixelWaypoint } from "./path";
import { settleAtGate } from "./settle-gate";
import { waitsForDeclare } from "./declare-pending";
import { gates, handlingFor, truncates, type Handling, type MovementMethod } from "./policy";

/*
 * The commit gate, run from TokenDocument#_preUpdateMovement (awaited by core before the token
 * moves; returning false cancels the move, v13 docs). It judges the move once more on the full
 * board, refuses an illegal one in enforce mode, and asks the verdict's prompts in order: a
 * dialog each, the roll a Foundry Roll posted to chat. Cancelling a dialog cancels the move and
 * spends nothing: effects are only applied once core reports the move done (after-move.ts).
 */

/** The parts of core's movement operation the gate reads (v13 TokenMovementOperation). */
export interface MovementLike {
  readonly id: string;
  readonly chain: readonly string[];
  readonly method: MovementMethod;
  readonly origin: PixelWaypoint;
  readonly passed: { readonly waypoints: readonly PixelWaypoint[] };
  readonly pending: { readonly waypoints: readonly PixelWaypoint[] };
  readonly constrainOptions: { readonly ignoreCost?: boolean };
}

/** Core's movement as the moveToken hook reports it: v14 adds the arrival promises. */
export type ReportedMovement = MovementLike & MovementPromises14;

export type { DialogAnswer, GateUi } from "./gate-ui";

/** A move that passed the gate, waiting for core to report it done. */
export interface CommittedMove {
  readonly movementId: string;
  readonly tokenId: string;
  readonly handling: Handling;
  readonly judgement: Extract<Judgement, { kind: "verdict" }>;
  readonly outcomes: readonly PromptOutcome[];
  /** The verdict's effects, then each prompt outcome's, in order. */
  readonly effects: readonly Effect[];
  readonly declared: DragDeclarations;
  /** Every answer the move was settled with (sent with the update, so the GM judges the same). */
  readonly answers: Readonly<Record<string, PromptAnswer>>;
  /** Declare answers asked at the drop: kept for the activation once the move is made. */
  readonly declareAnswers: Readonly<Record<string, PromptAnswer>>;
}

export type GateResult =
  | {
      readonly allowed: false;
      /**
       * The move was settled but ends short of where it was drawn: core's waypoints cannot be
       * changed in `_preUpdateMovement`, so it is refused and made again along these waypoints
       * (the token's position first), committed as `committed` without asking again.
       */
      readonly reissue?: { readonly waypoints: PixelWaypoint[]; readonly committed: CommittedMove };
    }
  | { readonly allowed: true; readonly committed: CommittedMove | null };

const REFUSED: GateResult = { allowed: false };
const UNJUDGED: GateResult = { allowed: true, committed: null };

/**
 * The whole path of a movement as the ruler judged it: where it starts, what is committed now
 * and what follows, without core's intermediate grid steps.
 */
export const movementPath = (m: MovementLike): PixelWaypoint[] =>
  judgedPath([m.origin, ...m.passed.waypoints, ...m.pending.waypoints]);

/** How the world's settings treat this user's move (policy.ts): judged, warned, exempt or skipped. */
export function moveHandling(
  env: MovementEnv,
  movement: MovementLike,
  path: readonly PixelWaypoint[],
): Handling {
  const settings = env.settings();
  return handlingFor({
    mode: settings.mode,
    isGM: env.user().isGM,
    gmExempt: settings.gmExempt,
    unconstrained: movement.constrainOptions.ignoreCost === true,
    method: movement.method,
    placing: onlyPlacing(path, (a) => env.isTeleport(a)),
  });
}

export interface GateOptions {
  /**
   * The movement is only planned (v14 `planned` instruction, host/generation.ts
   * isPlannedMovement): judged like a drag, refused when the rules forbid it, but nothing is
   * asked or spent until it starts; core runs the gate again then.
   */
  readonly planned?: boolean;
  /** The unit's move this token leads, with the places the player accepted (units/). */
  readonly unit?: UnitMoveRequest;
}

export async function runGate(
  env: MovementEnv,
  ui: GateUi,
  token: TokenLike,
  movement: MovementLike,
  groupIds: readonly string[],
  options: GateOptions = {},
): Promise<GateResult> {
  // A continuation of a move split at a region was judged with its first part.
  if (movement.chain.length > 0 || !token.id) return UNJUDGED;
  const path = movementPath(movement);
  const settings = env.settings();
  const user = env.user();
  const handling = moveHandling(env, movement, path);
  if (!gates(handling)) return UNJUDGED;
  const declared = env.declarations(token.id, user.id);
  const j = judge(env, {
    token,
    waypoints: path,
    groupIds,
    preview: false,
    declared,
    ...(options.unit ? { unit: options.unit } : {}),
  });
  if (j.kind === "problem") {
    notifyProblemOnce(env, j.problem);
    return UNJUDGED;
  }
  const explain = settings.showReasons || user.isGM;
  // Whether a verdict may be committed; a warning is given (and whispered) once.
  const check = async (verdict: Verdict): Promise<boolean> => {
    if (verdict.legal) return true;
    if (handling === "block") {
      env.notify("warn", refusalText(token.name, verdict, env.t, explain));
      if (!options.planned && ui.refused) {
        await ui.refused(token, {
          kind: "revert",
          title: env.t("TTM.Clients.RefusedTitle", { name: token.name, user: user.name }),
          lines: reasonLines(verdict, env.t).map((l) => ({ text: l.text, ruleId: l.ruleId })),
        });
      }
      return false;
    }
    if (handling === "warn" && !options.planned) {
      env.notify("warn", warningText(token.name, verdict, env.t, explain));
      await ui.whisperGm(token, {
        kind: "warn",
        title: env.t("TTM.Card.WarnTitle", { name: token.name, user: user.name }),
        lines: reasonLines(verdict, env.t).map((l) => ({ text: l.text, ruleId: l.ruleId })),
      });
    }
    return true;
  };
  if (options.planned) {
    // Judged as it stands: an unanswered declare prompt is asked when the movement starts.
    if (!j.verdict.legal && handling === "block" && !waitsForDeclare(j.verdict, j.request.answers))
      return (await check(j.verdict)) ? UNJUDGED : REFUSED;
    return UNJUDGED;
  }
  const s = await settleAtGate(env, ui, token, j, check);
  if (s.kind === "refused") return REFUSED;
  if (s.kind === "cancelled") {
    env.notify("info", env.t("TTM.Notify.Cancelled", { name: token.name }));
    return REFUSED;
  }
  const { settlement } = s;
  if (s.checked === null && !(await check(settlement.verdict))) return REFUSED;
  const final = settlement.verdict;
  const committed: CommittedMove = {
    movementId: movement.id,
    tokenId: token.id,
    handling,
    judgement: { ...j, verdict: final, request: settlement.request },
    outcomes: settlement.outcomes.map((o) => o.outcome),
    effects: settlement.effects,
    declared,
    answers: decidingAnswers(settlement.steps),
    declareAnswers: s.declareAnswers,
  };
  // An outcome ended the move short of where it was drawn (a failed climb, a fall): the move
  // is committed as the outcomes left it, cut at the verdict's reach.
  // In enforce mode as the path constraint would; in warn mode only where an outcome shortened it.
  const short = final.reach.distance + CUT_EPS < final.length;
  const shortened = s.checked !== null && final.reach.distance + CUT_EPS < s.checked.reach.distance;
  if (short && (truncates(handling) || shortened)) {
    const cut = truncateAtReach(path, j.path, final.reach.distance, j.gridSize, j.scale.unitsPerPixel);
    return { allowed: false, reissue: { waypoints: cut.waypoints, committed } };
  }
  return { allowed: true, committed };
}

/** The answers that decide the move (declare and path prompts): what the GM must judge it with. */
function decidingAnswers(steps: readonly SettleStep[]): Record<string, PromptAnswer> {
  const out: Record<string, PromptAnswer> = {};
  for (const { prompt, answer } of steps) if (phaseOf(prompt) !== "after") out[prompt.id] = answer;
  return out;
}

/** Lengths closer than this (engine units) are the same stop. */
const CUT_EPS = 1e-6;
