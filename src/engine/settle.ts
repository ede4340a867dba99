import type { Board } from "./board/board";
import { RulesError } from "./errors";
import { checkRequest } from "./evaluate";
import type {
  Effect,
  MoveRequest,
  Prompt,
  PromptAnswer,
  PromptOutcome,
  PromptPhase,
  Ruleset,
  Verdict,
} from "./ruleset";

/*
 * The one loop every host runs to settle a move whose rolls decide it (Prompt.phase): evaluate,
 * ask the first unanswered prompt (declare first, then path prompts in order of `at`, then
 * after-prompts), add its answer, evaluate again, until nothing is unanswered; then the move
 * is the last verdict's legalPath and its effects plus each prompt's resolved outcome. The
 * Foundry gate, the scenario runner and the sandbox all call this, so no host orders prompts
 * or decides when to re-evaluate on its own.
 */

export type Answers = Readonly<Record<string, PromptAnswer>>;

const PHASE_ORDER: Readonly<Record<PromptPhase, number>> = { declare: 0, path: 1, after: 2 };

export const phaseOf = (p: Prompt): PromptPhase => p.phase ?? "after";

/** Anything that lists prompts: a verdict, or what `startActivation` says. */
export interface Prompted {
  readonly prompts: readonly Prompt[];
}

/** The verdict's prompts in the order a host meets them: declare, path (by `at`), after. Stable. */
export function orderedPrompts(verdict: Prompted): Prompt[] {
  return verdict.prompts
    .map((p, i) => ({ p, i }))
    .sort((x, y) => {
      const px = PHASE_ORDER[phaseOf(x.p)];
      const py = PHASE_ORDER[phaseOf(y.p)];
      if (px !== py) return px - py;
      if (px === PHASE_ORDER.path) {
        const d = (x.p.at ?? 0) - (y.p.at ?? 0);
        if (d !== 0) return d;
      }
      return x.i - y.i;
    })
    .map((x) => x.p);
}

/** The prompts still waiting for an answer, in the order they are asked. */
export function pendingPrompts(verdict: Prompted, answers: Answers | undefined): Prompt[] {
  return orderedPrompts(verdict).filter((p) => answers?.[p.id] === undefined);
}

/** The next prompt to ask, or null when every prompt of the verdict has its answer. */
export function nextPrompt(verdict: Prompted, answers: Answers | undefined): Prompt | null {
  return pendingPrompts(verdict, answers)[0] ?? null;
}

/** One prompt asked and answered on the way. */
export interface SettleStep {
  readonly prompt: Prompt;
  readonly answer: PromptAnswer;
}

/** One prompt of the final verdict with its answer and what `resolve` made of it. */
export interface ResolvedPrompt extends SettleStep {
  readonly outcome: PromptOutcome;
}

export type Settlement =
  | {
      readonly status: "settled";
      /** The last verdict: commit its legalPath. */
      readonly verdict: Verdict;
      /** The request as finally evaluated, every answer in it. */
      readonly request: MoveRequest;
      readonly answers: Answers;
      /** Every prompt asked, in the order asked. */
      readonly steps: readonly SettleStep[];
      /** Each prompt of the final verdict, resolved, in the order asked. */
      readonly outcomes: readonly ResolvedPrompt[];
      /** What to apply: the verdict's effects, then each outcome's. */
      readonly effects: readonly Effect[];
    }
  | {
      /** A dialog was cancelled: nothing is committed and nothing applied. */
      readonly status: "cancelled";
      readonly verdict: Verdict;
      readonly request: MoveRequest;
      readonly answers: Answers;
      readonly steps: readonly SettleStep[];
      /** The prompt whose dialog was cancelled. */
      readonly prompt: Prompt;
    };

/** What the host is asked: the prompt, the verdict it belongs to and the answers so far. */
export interface AskContext {
  readonly prompt: Prompt;
  readonly verdict: Verdict;
  readonly answers: Answers;
}

/** Returns the answer, or null to cancel the move. */
export type Ask = (ask: AskContext) => PromptAnswer | null;
export type AskAsync = (ask: AskContext) => PromptAnswer | null | Promise<PromptAnswer | null>;

export interface SettleOptions {
  /** The most prompts one move may ask before the loop gives up (a ruleset that never settles). */
  readonly maxSteps?: number;
}

const DEFAULT_MAX_STEPS = 64;

/** What `settleJudged` is asked with: the prompt, what it belongs to and the answers so far. */
export interface JudgedAskContext<T extends Prompted> {
  readonly prompt: Prompt;
  readonly result: T;
  readonly answers: Answers;
}

/** An answer; null cancels; "skip" leaves the prompt unanswered and goes on to the next. */
export type JudgedAsk<T extends Prompted> = (ask: JudgedAskContext<T>) => PromptAnswer | null | "skip";

export type JudgedSettlement<T extends Prompted> =
  | {
      readonly status: "settled";
      /** The last judgement, every answer given in it. */
      readonly result: T;
      readonly answers: Answers;
      readonly steps: readonly SettleStep[];
      /** Each answered prompt of the last judgement, resolved, in the order asked. */
      readonly outcomes: readonly ResolvedPrompt[];
      /** Prompts of the last judgement left unanswered ("skip"), in the order asked. */
      readonly skipped: readonly Prompt[];
    }
  | {
      readonly status: "cancelled";
      readonly result: T;
      readonly answers: Answers;
      readonly steps: readonly SettleStep[];
      readonly prompt: Prompt;
    };

/** Turns an answered prompt into its outcome; `answers` are every answer the loop ended with. */
export type Resolver = (prompt: Prompt, answer: PromptAnswer, answers: Answers) => PromptOutcome;

/** The one loop, for anything judged with answers; it yields what to ask and takes the answer. */
function* judging<T extends Prompted>(
  judge: (answers: Answers) => T,
  resolve: Resolver,
  start: Answers,
  options: SettleOptions,
): Generator<JudgedAskContext<T>, JudgedSettlement<T>, PromptAnswer | null | "skip"> {
  const max = options.maxSteps ?? DEFAULT_MAX_STEPS;
  let answers: Answers = { ...start };
  const steps: SettleStep[] = [];
  const skipped = new Set<string>();
  let result = judge(answers);
  for (;;) {
    const prompt = pendingPrompts(result, answers).find((p) => !skipped.has(p.id));
    if (!prompt) break;
    if (steps.length + skipped.size >= max) throw new RulesError("TTM.Error.SettleLoop", { count: max });
    const answer = yield { prompt, result, answers };
    if (answer === null) return { status: "cancelled", result, answers, steps, prompt };
    if (answer === "skip") {
      skipped.add(prompt.id);
      continue;
    }
    steps.push({ prompt, answer });
    answers = { ...answers, [prompt.id]: answer };
    result = judge(answers);
  }
  const ordered = orderedPrompts(result);
  const outcomes: ResolvedPrompt[] = ordered.flatMap((prompt) => {
    const answer = answers[prompt.id];
    return answer ? [{ prompt, answer, outcome: resolve(prompt, answer, answers) }] : [];
  });
  const skippedNow = ordered.filter((p) => answers[p.id] === undefined);
  return { status: "settled", result, answers, steps, outcomes, skipped: skippedNow };
}

/**
 * The loop for anything judged with answers: a move (`evaluate`) or the start of an activation
 * (`startActivation`). `judge` is called again after each answer; `resolve` turns each answered
 * prompt of the last judgement into its outcome. An `ask` that returns "skip" leaves that prompt
 * unanswered (judged as its phase says: a path prompt as a plain success) and the loop goes on
 * with the next; the scenario runner does so for the prompts a file leaves unanswered.
 */
export function settleJudged<T extends Prompted>(
  judge: (answers: Answers) => T,
  resolve: Resolver,
  start: Answers,
  ask: JudgedAsk<T>,
  options: SettleOptions = {},
): JudgedSettlement<T> {
  const loop = judging(judge, resolve, start, options);
  let step = loop.next();
  while (!step.done) step = loop.next(ask(step.value));
  return step.value;
}

/** A move's loop: `judging` over `evaluate`, its answers' requests and the settlement's shape. */
function* settling(
  ruleset: Ruleset,
  board: Board,
  start: MoveRequest,
  options: SettleOptions,
): Generator<AskContext, Settlement, PromptAnswer | null> {
  checkRequest(ruleset, board, start);
  const withAnswers = (answers: Answers): MoveRequest => ({ ...start, answers });
  const loop = judging(
    (answers) => ruleset.evaluate(board, withAnswers(answers)),
    (prompt, answer, answers) => ruleset.resolve(board, withAnswers(answers), prompt, answer),
    start.answers ?? {},
    options,
  );
  let step = loop.next();
  while (!step.done) {
    const { prompt, result, answers } = step.value;
    step = loop.next(yield { prompt, verdict: result, answers });
  }
  const done = step.value;
  const request = withAnswers(done.answers);
  if (done.status === "cancelled") {
    return {
      status: "cancelled",
      verdict: done.result,
      request,
      answers: done.answers,
      steps: done.steps,
      prompt: done.prompt,
    };
  }
  const effects: Effect[] = [...done.result.effects, ...done.outcomes.flatMap((o) => o.outcome.effects)];
  return {
    status: "settled",
    verdict: done.result,
    request,
    answers: done.answers,
    steps: done.steps,
    outcomes: done.outcomes,
    effects,
  };
}

/**
 * Settles a move with an answer function that answers at once (tests, the scenario runner, the
 * CLI). Throws RulesError on bad input, as `evaluate` and `resolve` do.
 */
export function settleSync(
  ruleset: Ruleset,
  board: Board,
  request: MoveRequest,
  ask: Ask,
  options: SettleOptions = {},
): Settlement {
  const loop = settling(ruleset, board, request, options);
  let step = loop.next();
  while (!step.done) step = loop.next(ask(step.value));
  return step.value;
}

/** Settles a move with an answer function that may open a dialog and roll (Foundry, the sandbox). */
export async function settle(
  ruleset: Ruleset,
  board: Board,
  request: MoveRequest,
  ask: AskAsync,
  options: SettleOptions = {},
): Promise<Settlement> {
  const loop = settling(ruleset, board, request, options);
  let step = loop.next();
  while (!step.done) step = loop.next(await ask(step.value));
  return step.value;
}
