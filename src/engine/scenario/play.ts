import type { Board } from "../board/board";
import { RulesError } from "../errors";
import { evaluateMove } from "../evaluate";
import type { Point } from "../geometry/vec";
import type {
  ActivationRequest,
  ActivationStart,
  Declarations,
  Ledger,
  MoveRequest,
  Ruleset,
  Verdict,
  Waypoint,
} from "../ruleset";
import { type Answers, orderedPrompts, phaseOf } from "../settle";
import { type AnswerPlace, declareAnswers, settle } from "./answers";
import { fmt } from "./compare";
import { toWaypoint } from "./convert";
import { formatPath } from "./path";
import type { StepResult } from "./result";
import { type RouteStatus, routePath } from "./route-step";
import type { ActivationStep, PathStep, ScenarioFile, Step } from "./schema";
import {
  type TableState,
  applyEffects,
  resetAnswers,
  resetLedgers,
  withAnswers,
  withLedger,
  withRound,
} from "./state";
import { checkTargets, checkUnitStep, movedModel, toUnitRequest } from "./unit-step";

/*
 * How each kind of step is played on the table the steps before left, and what it commits.
 * run.ts walks the steps; docs/scenario-format.md ("How a scenario is played") says the same.
 */

/** Positions written to two decimals match where the model stands. */
const START_TOLERANCE = 0.01;

export interface StepContext {
  readonly file: ScenarioFile;
  readonly ruleset: Ruleset;
  readonly board: Board;
  readonly state: TableState;
  readonly index: number;
  readonly v1: boolean;
}

export function playStep(ctx: StepContext, step: Step): StepResult {
  const base = {
    index: ctx.index,
    step,
    board: ctx.board,
    request: null,
    verdict: null,
    activation: null,
    route: null,
    endedBy: null,
    outcomes: [],
    unusedAnswers: [],
  };
  switch (step.kind) {
    case "move":
    case "route":
    case "forced":
      return playPath(ctx, step);
    case "activation-start":
      return playActivation(ctx, step);
    case "new-round": {
      const round = step.round ?? (ctx.state.round === null ? null : ctx.state.round + 1);
      // A new round is every model's new turn too, whichever way the ruleset resets.
      return { ...base, state: withRound(resetAnswers(resetLedgers(ctx.state, "all"), "all"), round) };
    }
    case "new-turn": {
      if (step.model !== undefined) ctx.board.model(step.model);
      const turn = ctx.ruleset.ledgerResets === "turn";
      const ids = step.model === undefined ? "all" : [step.model];
      // A turn ends every activation in it: the declare answers kept for them go, in any game.
      const state = resetAnswers(ctx.state, ids);
      return { ...base, state: turn ? resetLedgers(state, ids) : state };
    }
  }
}

/** Where the file writes a step's answers, for messages. */
function answerPlace(ctx: StepContext): AnswerPlace {
  if (ctx.v1)
    return { format: 1, path: (id, part) => formatPath([part === "dice" ? "dice" : "choices", id]) };
  return { format: 2, path: (id, part) => formatPath(["steps", ctx.index, "answers", id, part]) };
}

/** The ledger the step starts from: its own when it writes one, else the one carried. */
function ledgerFor(ctx: StepContext, step: { readonly model: string; readonly ledger?: Ledger }): Ledger {
  return step.ledger ?? ctx.state.ledgers[step.model] ?? {};
}

/** The step's declarations, with the host's combat round when the file counts rounds. */
function declarationsFor(ctx: StepContext, own: Declarations | undefined): Declarations | undefined {
  if (ctx.state.round === null || own?.round !== undefined) return own;
  return { ...own, round: ctx.state.round };
}

function playPath(ctx: StepContext, step: PathStep): StepResult {
  const { board, ruleset } = ctx;
  const mover = board.model(step.model);
  const stand: Waypoint = { x: mover.x, y: mover.y };
  let path: Waypoint[];
  let route: RouteStatus | null = null;
  if (step.kind === "route") {
    if (step.from) checkStart(ctx, step.from, ["steps", ctx.index, "from"], step.model);
    const found = routePath(board, mover, stand, step);
    path = found.path;
    route = found.status;
  } else {
    const written = step.path;
    if (written) checkStart(ctx, written[0]!, ["steps", ctx.index, "path", 0], step.model);
    path = written ? written.map(toWaypoint) : [stand];
  }
  if (step.kind === "move" && step.unit) checkUnitStep(board, step.model, step.unit, ctx.index);
  if (step.kind === "forced") checkTargets(board, step.forced.targets ?? [], ctx.index);
  const ledger = ledgerFor(ctx, step);
  const declarations = declarationsFor(ctx, step.declarations);
  const request: MoveRequest = {
    modelId: step.model,
    action: step.action ?? ruleset.actions[0]?.id ?? "",
    path,
    ...(declarations ? { declarations } : {}),
    ...(Object.keys(ledger).length > 0 ? { ledger } : {}),
    ...(ctx.file.options ? { options: ctx.file.options } : {}),
    ...(step.kind === "move" && step.unit ? { unit: toUnitRequest(step.unit) } : {}),
    ...(step.kind === "forced"
      ? {
          forced: {
            kind: step.forced.kind,
            ...(step.forced.targets ? { targetIds: step.forced.targets } : {}),
            ...(step.forced.distance !== undefined ? { distance: step.forced.distance } : {}),
          },
        }
      : {}),
  };
  const kept = ctx.state.answers[step.model] ?? {};
  const judge = (answers: Answers): Verdict => {
    const outcome = evaluateMove(ruleset, board, { ...request, answers });
    if (!outcome.ok) throw outcome.error;
    return outcome.verdict;
  };
  const settled = settle(
    judge,
    (prompt, answer, answers) => ruleset.resolve(board, { ...request, answers }, prompt, answer),
    step.answers,
    kept,
    answerPlace(ctx),
  );
  const verdict = settled.result;
  const end: Point | undefined = verdict.legalPath[verdict.legalPath.length - 1];
  const effects = [...verdict.effects, ...settled.outcomes.flatMap((o) => o.outcome.effects)];
  // A unit's forced move may be led by another model than the step's (SCTMG-TOWARD-2).
  const committed = applyEffects(
    withLedger(ctx.state, step.model, ledger),
    effects,
    end ? { id: movedModel(verdict, step.model), end } : null,
  );
  const state = committed.models.some((m) => m.id === step.model)
    ? withAnswers(committed, step.model, declareAnswers(verdict, settled.answers, kept))
    : committed;
  return {
    index: ctx.index,
    step,
    board,
    request: { ...request, answers: settled.answers },
    verdict,
    activation: null,
    route,
    endedBy: endedBy(verdict, settled.answers, (answers) => judge(answers).reach.distance),
    outcomes: settled.outcomes,
    unusedAnswers: settled.unusedAnswers,
    state,
  };
}

const NOTHING: ActivationStart = { prompts: [], effects: [], reasons: [] };

function playActivation(ctx: StepContext, step: ActivationStep): StepResult {
  const { board, ruleset } = ctx;
  const model = board.model(step.model);
  const ledger = ledgerFor(ctx, step);
  const declarations = declarationsFor(ctx, step.declarations);
  const request: ActivationRequest = {
    modelId: step.model,
    ...(Object.keys(ledger).length > 0 ? { ledger } : {}),
    ...(ctx.file.options ? { options: ctx.file.options } : {}),
    ...(declarations ? { declarations } : {}),
  };
  // resolve() reads a move: an activation's start is a move of the first action that has not left its place.
  const still: MoveRequest = {
    modelId: step.model,
    action: ruleset.actions[0]?.id ?? "",
    path: [{ x: model.x, y: model.y }],
    ...(request.ledger ? { ledger: request.ledger } : {}),
    ...(request.options ? { options: request.options } : {}),
    ...(declarations ? { declarations } : {}),
  };
  const settled = settle(
    (answers) =>
      ruleset.startActivation ? ruleset.startActivation(board, { ...request, answers }) : NOTHING,
    (prompt, answer, answers) => ruleset.resolve(board, { ...still, answers }, prompt, answer),
    step.answers,
    {},
    answerPlace(ctx),
  );
  const effects = [...settled.result.effects, ...settled.outcomes.flatMap((o) => o.outcome.effects)];
  // A new activation: the declare answers of the model's last one go; this start's own are kept.
  const committed = applyEffects(
    withLedger(resetAnswers(ctx.state, [step.model]), step.model, ledger),
    effects,
    null,
  );
  return {
    index: ctx.index,
    step,
    board,
    request: null,
    verdict: null,
    activation: settled.result,
    route: null,
    endedBy: null,
    outcomes: settled.outcomes,
    unusedAnswers: settled.unusedAnswers,
    state: withAnswers(committed, step.model, declareAnswers(settled.result, settled.answers, {})),
  };
}

/** Farther than this, a plain success would have gone on: the answered prompt ended the move. */
const ENDED_TOLERANCE = 1e-6;

/**
 * Which answered path prompt ended the move: only the last one listed can (prompts after one
 * that ends the move are no longer listed), and it did when the move judged without its answer
 * (as a plain success) reaches farther.
 */
function endedBy(
  verdict: Verdict,
  answers: Answers,
  reachWith: (answers: Answers) => number,
): StepResult["endedBy"] {
  const last = orderedPrompts(verdict)
    .filter((p) => phaseOf(p) === "path" && answers[p.id] !== undefined)
    .at(-1);
  if (!last) return null;
  const { [last.id]: _answer, ...without } = answers;
  const plain = reachWith(without);
  return plain > verdict.reach.distance + ENDED_TOLERANCE
    ? { promptId: last.id, distance: verdict.reach.distance }
    : null;
}

/** A step's path starts where its model stands after the steps before (format 1 files are put so on upgrade). */
function checkStart(
  ctx: StepContext,
  at: readonly number[],
  where: (string | number)[],
  modelId: string,
): void {
  const m = ctx.board.model(modelId);
  const [x = NaN, y = NaN] = at;
  if (Math.hypot(x - m.x, y - m.y) <= START_TOLERANCE + 1e-9) return;
  throw new RulesError("TTM.Scenario.Error.PathStart", {
    path: formatPath(where),
    x: fmt(x),
    y: fmt(y),
    model: modelId,
    atX: fmt(m.x),
    atY: fmt(m.y),
  });
}
