import { isRulesError } from "../../engine/errors";
import type { MovementPromises14 } from "../host/v14";
import type { Effect, Prompt, PromptAnswer, PromptOutcome, UnitMoveRequest } from "../../engine/ruleset";
import {
  promptCardContext,
  promptDialogContext,
  type PromptCardContext,
  type PromptDialogContext,
  type RolledDice,
} from "../../overlay/prompt-context";
import { onlyPlacing } from "./action";
import type { MoveCard } from "./cards";
import type { DragDeclarations } from "./declarations";
import type { MovementEnv, TokenLike } from "./env";
import { judge, type Judgement } from "./judge";
import { reasonLines, refusalText, warningText } from "./messages";
import { notifyProblemOnce } from "./constrain";
import { judgedPath, type PixelWaypoint } from "./path";
import { gates, handlingFor, type Handling, type MovementMethod } from "./policy";

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

/** What the player answered: roll the dice, pick a choice, or cancel (null). */
export type DialogAnswer = { readonly roll: true } | { readonly choice: string } | null;

/** The UI the gate needs; dialogs/ implements it with DialogV2, Roll and ChatMessage. */
export interface GateUi {
  ask(context: PromptDialogContext): Promise<DialogAnswer>;
  roll(formula: string): Promise<RolledDice & { readonly roll: unknown }>;
  postPromptCard(token: TokenLike, card: PromptCardContext, roll: unknown): Promise<void>;
  whisperGm(token: TokenLike, card: MoveCard): Promise<void>;
}

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
}

export type GateResult =
  { readonly allowed: false } | { readonly allowed: true; readonly committed: CommittedMove | null };

const REFUSED: GateResult = { allowed: false };
const UNJUDGED: GateResult = { allowed: true, committed: null };

/**
 * The whole path of a movement as the ruler judged it: where it starts, what is committed now
 * and what follows, without core's intermediate grid steps.
 */
export const movementPath = (m: MovementLike): PixelWaypoint[] =>
  judgedPath([m.origin, ...m.passed.waypoints, ...m.pending.waypoints]);

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
  const handling = handlingFor({
    mode: settings.mode,
    isGM: user.isGM,
    gmExempt: settings.gmExempt,
    unconstrained: movement.constrainOptions.ignoreCost === true,
    method: movement.method,
    placing: onlyPlacing(path, (a) => env.isTeleport(a)),
  });
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
  if (!j.verdict.legal) {
    if (handling === "block") {
      env.notify("warn", refusalText(token.name, j.verdict, env.t, explain));
      return REFUSED;
    }
    if (options.planned) return UNJUDGED;
    if (handling === "warn") {
      env.notify("warn", warningText(token.name, j.verdict, env.t, explain));
      await ui.whisperGm(token, {
        kind: "warn",
        title: env.t("TTM.Card.WarnTitle", { name: token.name, user: user.name }),
        lines: reasonLines(j.verdict, env.t).map((l) => ({ text: l.text, ruleId: l.ruleId })),
      });
    }
  }
  if (options.planned) return UNJUDGED;
  const outcomes: PromptOutcome[] = [];
  const prompts = j.verdict.prompts;
  for (const [i, prompt] of prompts.entries()) {
    const outcome = await askOne(env, ui, token, j, prompt, i + 1, prompts.length);
    if (outcome === null) {
      env.notify("info", env.t("TTM.Notify.Cancelled", { name: token.name }));
      return REFUSED;
    }
    outcomes.push(outcome);
  }
  return {
    allowed: true,
    committed: {
      movementId: movement.id,
      tokenId: token.id,
      handling,
      judgement: j,
      outcomes,
      effects: [...j.verdict.effects, ...outcomes.flatMap((o) => o.effects)],
      declared,
    },
  };
}

/** One prompt: the dialog, the roll or choice, the ruleset's outcome, the chat card. Null cancels. */
async function askOne(
  env: MovementEnv,
  ui: GateUi,
  token: TokenLike,
  j: Extract<Judgement, { kind: "verdict" }>,
  prompt: Prompt,
  index: number,
  total: number,
): Promise<PromptOutcome | null> {
  const source =
    prompt.sourceId && j.board.hasModel(prompt.sourceId) ? j.board.model(prompt.sourceId).name : null;
  const context = promptDialogContext(prompt, env.t, { mover: token.name, source, index, total });
  const answer = await ui.ask(context);
  if (answer === null) return null;
  let given: PromptAnswer;
  let rolled: (RolledDice & { readonly roll: unknown }) | undefined;
  if ("roll" in answer) {
    if (!prompt.formula) return null;
    rolled = await ui.roll(prompt.formula);
    given = { dice: rolled.dice };
  } else {
    given = { choice: answer.choice };
  }
  let outcome: PromptOutcome;
  try {
    outcome = j.ruleset.resolve(j.board, j.request, prompt, given);
  } catch (e) {
    if (!isRulesError(e)) throw e;
    env.notify("error", env.t(e.key, e.data));
    return null;
  }
  const card = promptCardContext(
    context,
    rolled ? { rolled } : "choice" in answer ? { choice: answer.choice } : {},
    outcome,
    env.t,
  );
  await ui.postPromptCard(token, card, rolled?.roll ?? null);
  return outcome;
}
