import { isRulesError, RulesError } from "../../engine/errors";
import type {
  ActivationRequest,
  ActivationStart,
  Effect,
  MoveRequest,
  Prompt,
  PromptAnswer,
} from "../../engine/ruleset";
import { nextPrompt, orderedPrompts, phaseOf } from "../../engine/settle";
import type { CombatWithScene } from "../ledger/reset";
import type { ResetTiming } from "../ledger/ledger";
import type { SceneScale } from "../scene/board";
import type { DeclareToken } from "./declare-rolls";
import type { MovementEnv } from "./env";
import type { GateUi } from "./gate-ui";
import { judge } from "./judge";
import { standingWaypoint } from "./path";
import { askOne } from "./settle-gate";

/*
 * The start of a model's activation in Foundry (Ruleset.startActivation), for any ruleset: the
 * board and request are built as for a roll before the drag (a step that goes nowhere), the
 * start's prompts are asked in order with the gate's dialogs and rolls (settle-gate.ts askOne),
 * and only once every one is answered is anything kept: the declare answers with the ledger (as
 * the declare rolls keep theirs), the effects carried out as after an own move (after-move.ts),
 * the info reasons shown as notices. A cancelled dialog leaves everything as it was. When it
 * runs (combat turns) and on which client is the wiring's (wiring/movement.ts, host/users.ts).
 */

export interface ActivationHost {
  /** Keeps a declare answer for the activation (ledger/store.ts recordAnswer). */
  record(token: DeclareToken, promptId: string, answer: PromptAnswer): Promise<void>;
  /** Carries out the start's effects as after an own move, its ledger changes without undo. */
  apply(token: DeclareToken, effects: readonly Effect[], scale: SceneScale): Promise<void>;
  /** Hooks.callAll, for `tabletopMovement.activationStarted`. */
  callAll(hook: string, ...args: unknown[]): void;
}

export type ActivationResult = "none" | "started" | "cancelled" | "problem";

/** The activation hook's payload, documented in docs/api.md. */
export interface ActivationHookData {
  readonly rulesetId: string;
  readonly start: ActivationStart;
  readonly answers: Readonly<Record<string, PromptAnswer>>;
  readonly effects: readonly Effect[];
}

/** No ruleset asks this many rolls when an activation begins; more is a loop in the ruleset. */
const MAX_PROMPTS = 8;

export async function runActivationStart(
  env: MovementEnv,
  ui: GateUi,
  token: DeclareToken,
  host: ActivationHost,
): Promise<ActivationResult> {
  if (!token.id) return "problem";
  const here = standingWaypoint(token);
  const declared = env.declarations(token.id, env.user().id);
  const j = judge(env, { token, waypoints: [here, here], groupIds: [], preview: false, declared });
  if (j.kind === "problem") return "problem";
  const { ruleset, board } = j;
  if (!ruleset.startActivation) return "none";
  const begin = ruleset.startActivation.bind(ruleset);
  const request: ActivationRequest = {
    modelId: token.id,
    ...(j.request.ledger ? { ledger: j.request.ledger } : {}),
    ...(j.request.options ? { options: j.request.options } : {}),
    ...(j.request.declarations ? { declarations: j.request.declarations } : {}),
  };
  // resolve() reads a move: the contract's move of the first action that has not left its place.
  const still: MoveRequest = {
    ...j.request,
    action: ruleset.actions[0]?.id ?? j.request.action,
    path: j.request.path.slice(0, 1),
  };
  let answers: Record<string, PromptAnswer> = { ...(j.request.answers ?? {}) };
  const asked: Prompt[] = [];
  let start: ActivationStart;
  let effects: Effect[];
  try {
    for (let i = 0; ; i++) {
      start = begin(board, { ...request, answers });
      const prompt = nextPrompt(start, answers);
      if (!prompt) break;
      if (i >= MAX_PROMPTS) throw new RulesError("TTM.Error.SettleLoop", { count: MAX_PROMPTS });
      const answer = await askOne(
        env,
        ui,
        token,
        { board, ruleset, request: { ...still, answers } },
        { prompt, verdict: start, answers },
      );
      if (answer === null) return "cancelled";
      asked.push(prompt);
      answers = { ...answers, [prompt.id]: answer };
    }
    const final = start;
    const outcomes = orderedPrompts(final).flatMap((p) => {
      const answer = answers[p.id];
      return answer ? ruleset.resolve(board, { ...still, answers }, p, answer).effects : [];
    });
    effects = [...final.effects, ...outcomes];
  } catch (e) {
    if (!isRulesError(e)) throw e;
    env.notify("error", env.t(e.key, e.data));
    return "problem";
  }
  const reasons = start.reasons;
  if (asked.length === 0 && effects.length === 0 && reasons.length === 0) return "none";
  for (const p of asked) if (phaseOf(p) === "declare") await host.record(token, p.id, answers[p.id]!);
  if (effects.length > 0) await host.apply(token, effects, j.scale);
  for (const r of reasons) env.notify(r.severity === "info" ? "info" : "warn", env.t(r.key, r.data));
  host.callAll("tabletopMovement.activationStarted", token, {
    rulesetId: ruleset.id,
    start,
    answers,
    effects,
  } satisfies ActivationHookData);
  return "started";
}

/** A combat's turn state as `combatTurnChange` passes it (v13/v14 docs: CombatHistoryData). */
export interface TurnState {
  readonly round: number;
  readonly turn: number | null;
  readonly tokenId: string | null;
}

export interface BegunActivation {
  readonly tokenId: string;
  readonly sceneId: string | null;
}

/**
 * Whose activation begins as a combat moves from `prior` to `current`: the token whose turn it
 * now is, for a ruleset whose ledger starts afresh each turn; every combatant's token when a
 * new round starts, for one whose ledger starts afresh each round. Nobody's when the tracker
 * goes back (a GM's correction is not a new activation).
 */
export function activationsBegun(
  combat: CombatWithScene,
  prior: TurnState,
  current: TurnState,
  timing: ResetTiming,
): BegunActivation[] {
  if (!combat.started) return [];
  const newRound = current.round > prior.round;
  const onward = newRound || (current.round === prior.round && (current.turn ?? -1) > (prior.turn ?? -1));
  if (!onward) return [];
  const entries = combat.turns.flatMap((t) =>
    t.tokenId ? [{ tokenId: t.tokenId, sceneId: t.sceneId ?? null }] : [],
  );
  if (timing === "round") return newRound ? entries : [];
  const now = current.tokenId ?? (current.turn !== null ? combat.turns[current.turn]?.tokenId : null);
  return now ? entries.filter((e) => e.tokenId === now).slice(0, 1) : [];
}
