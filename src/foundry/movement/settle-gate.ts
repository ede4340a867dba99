import { isRulesError } from "../../engine/errors";
import type { Prompt, PromptAnswer, Verdict } from "../../engine/ruleset";
import {
  orderedPrompts,
  phaseOf,
  settle,
  type AskContext,
  type Prompted,
  type Settlement,
} from "../../engine/settle";
import { promptCardContext, promptDialogContext, type RolledDice } from "../../overlay/prompt-context";
import type { MovementEnv, TokenLike } from "./env";
import type { GateUi } from "./gate-ui";
import type { Judgement } from "./judge";

/*
 * The gate's side of the engine's settle loop (src/engine/settle.ts), for every ruleset alike:
 * each prompt the loop asks opens the dialog, rolls (the ruleset's marked die as its own term)
 * or takes the choice, and posts the chat card with the ruleset's outcome. The move's legality
 * is checked once the declare prompts are answered (a jump's distance known) and before any
 * path or after prompt is asked, so an illegal move is refused before anything is rolled for it.
 * Nothing is written here: what the move spends and keeps is applied once it is made.
 */

export type Verdicted = Extract<Judgement, { kind: "verdict" }>;

export type GateSettlement =
  | {
      readonly kind: "settled";
      readonly settlement: Extract<Settlement, { status: "settled" }>;
      /** The verdict legality was checked on (declare answers in), or null when no prompt came after them. */
      readonly checked: Verdict | null;
      /** Answers to declare prompts asked at this drop, to keep for the activation once the move is made. */
      readonly declareAnswers: Readonly<Record<string, PromptAnswer>>;
    }
  /** A dialog was cancelled, or an answer could not be read: nothing is spent. */
  | { readonly kind: "cancelled" }
  /** The check refused the move (it said why). */
  | { readonly kind: "refused" };

export async function settleAtGate(
  env: MovementEnv,
  ui: GateUi,
  token: TokenLike,
  j: Verdicted,
  check: (verdict: Verdict) => Promise<boolean>,
): Promise<GateSettlement> {
  let checked: Verdict | null = null;
  let refused = false;
  const declareAnswers: Record<string, PromptAnswer> = {};
  const ask = async (ctx: AskContext): Promise<PromptAnswer | null> => {
    if (phaseOf(ctx.prompt) !== "declare" && checked === null) {
      checked = ctx.verdict;
      if (!(await check(ctx.verdict))) {
        refused = true;
        return null;
      }
    }
    const answer = await askOne(env, ui, token, j, ctx);
    if (answer && phaseOf(ctx.prompt) === "declare") declareAnswers[ctx.prompt.id] = answer;
    return answer;
  };
  let settlement: Settlement;
  try {
    settlement = await settle(j.ruleset, j.board, j.request, ask);
  } catch (e) {
    if (!isRulesError(e)) throw e;
    env.notify("error", env.t(e.key, e.data));
    return { kind: "cancelled" };
  }
  if (refused) return { kind: "refused" };
  if (settlement.status === "cancelled") return { kind: "cancelled" };
  return { kind: "settled", settlement, checked, declareAnswers };
}

/**
 * One prompt: the dialog, the roll or choice, the ruleset's outcome for the card. Null cancels
 * (the dialog closed, or the ruleset refused the answer, which it says in a notice). `verdict`
 * is what listed the prompt (a move's verdict, or what `startActivation` said), for "2 of 3";
 * `j.request` is the move the ruleset resolves the answer with.
 */
export async function askOne(
  env: MovementEnv,
  ui: GateUi,
  token: TokenLike,
  j: Pick<Verdicted, "board" | "ruleset" | "request">,
  ctx: { readonly prompt: Prompt; readonly verdict: Prompted; readonly answers: AskContext["answers"] },
): Promise<PromptAnswer | null> {
  const { prompt } = ctx;
  const order = orderedPrompts(ctx.verdict);
  const source =
    prompt.sourceId && j.board.hasModel(prompt.sourceId) ? j.board.model(prompt.sourceId).name : null;
  const context = promptDialogContext(prompt, env.t, {
    mover: token.name,
    source,
    index: Math.max(1, order.findIndex((p) => p.id === prompt.id) + 1),
    total: order.length,
  });
  let answer: Awaited<ReturnType<GateUi["ask"]>>;
  try {
    answer = await ui.ask(context);
  } catch {
    answer = null; // a dialog torn down (closed with its window, the app re-rendered) answers nothing
  }
  // The token was deleted while the dialog was open: there is nothing left to move.
  if (answer === null || !onItsScene(token)) return null;
  let given: PromptAnswer;
  let rolled: (RolledDice & { readonly roll: unknown }) | undefined;
  if ("roll" in answer) {
    if (!prompt.formula) return null;
    const marked = j.ruleset.markedDie ? { label: env.t(j.ruleset.markedDie.key) } : null;
    try {
      rolled = await ui.roll(prompt.formula, marked);
    } catch {
      // A roll that throws (a dice module, a formula core cannot parse) cancels the move.
      env.notify("error", env.t("TTM.Faults.RollFailed", { name: token.name, formula: prompt.formula }));
      return null;
    }
    if (!onItsScene(token)) return null;
    given = { dice: rolled.dice };
  } else {
    given = { choice: answer.choice };
  }
  const outcome = outcomeFor(env, j, prompt, { ...ctx.answers, [prompt.id]: given }, given);
  if (!outcome) return null;
  const card = promptCardContext(
    context,
    rolled ? { rolled } : "choice" in answer ? { choice: answer.choice } : {},
    outcome,
    env.t,
  );
  await ui.postPromptCard(token, card, rolled?.roll ?? null);
  return given;
}

/** The token is still one of its scene's (a deleted TokenDocument leaves the scene's collection). */
function onItsScene(token: TokenLike): boolean {
  const scene = token.parent;
  if (!scene || !token.id) return false;
  for (const t of scene.tokens) if (t.id === token.id) return true;
  return false;
}

/** The ruleset's outcome of one answer, for the card; null (and a notice) when it refuses it. */
function outcomeFor(
  env: MovementEnv,
  j: Pick<Verdicted, "board" | "ruleset" | "request">,
  prompt: Prompt,
  answers: Readonly<Record<string, PromptAnswer>>,
  given: PromptAnswer,
) {
  try {
    return j.ruleset.resolve(j.board, { ...j.request, answers }, prompt, given);
  } catch (e) {
    if (!isRulesError(e)) throw e;
    env.notify("error", env.t(e.key, e.data));
    return null;
  }
}
