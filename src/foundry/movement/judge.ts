import { Board } from "../../engine/board/board";
import type { BoardSpec } from "../../engine/board/types";
import { isRulesError } from "../../engine/errors";
import { evaluateMove } from "../../engine/evaluate";
import type { Point } from "../../engine/geometry/vec";
import type { MoveRequest, PromptAnswer, Ruleset, UnitMoveRequest, Verdict } from "../../engine/ruleset";
import { levelOf } from "../host/generation";
import { currentAnswers, currentValues, readEntry, resetTimingFor } from "../ledger/ledger";
import { ledgerFlag } from "../ledger/update";
import { boardForMover, type SceneScale } from "../scene/board";
import { pathAction, rulesetAction } from "./action";
import type { DragDeclarations } from "./declarations";
import type { MovementEnv, Problem, TokenLike } from "./env";
import { toEnginePath, type PixelWaypoint } from "./path";

/*
 * One move judged by the world's ruleset: Foundry waypoints in, the engine's verdict (or why it
 * could not be judged) out. Never throws for bad input: a feet scene, a broken profile or NaN
 * coordinates come back as a Problem, so a drag goes on unconstrained instead of failing.
 */

export interface JudgeInput {
  readonly token: TokenLike;
  /** The path, the token's position first. */
  readonly waypoints: readonly PixelWaypoint[];
  /** The tokens moving together (this one included): the others do not block it. */
  readonly groupIds: readonly string[];
  /** A drag preview: the board holds only what the viewing user knows. */
  readonly preview: boolean;
  readonly declared: DragDeclarations;
  /** A unit's move led by this token (units/): the places the player gave the others. */
  readonly unit?: UnitMoveRequest;
  /**
   * Answers given for this move beyond those the activation keeps in the ledger (the gate's
   * settle loop, a move committed as its outcomes left it); they win over the ledger's.
   */
  readonly answers?: Readonly<Record<string, PromptAnswer>>;
}

export type Judgement =
  | { readonly kind: "problem"; readonly problem: Problem }
  | {
      readonly kind: "verdict";
      readonly verdict: Verdict;
      readonly request: MoveRequest;
      readonly ruleset: Ruleset;
      readonly board: Board;
      readonly scale: SceneScale;
      /** The engine path, one point per waypoint. */
      readonly path: readonly Point[];
      readonly gridSize: number;
    };

/** Built boards by spec object: a spec is rebuilt when the scene changes, so this never goes stale. */
const boards = new WeakMap<BoardSpec, Board>();
/** Per scene board, the board of each moving group (others of the group taken off). */
const groupBoards = new WeakMap<BoardSpec, Map<string, BoardSpec>>();
/** The last verdicts per board: the ruler and the path constraint ask about the same path. */
const verdicts = new WeakMap<Board, Map<string, Judgement>>();
const VERDICTS_KEPT = 16;

const problem = (key: string, data?: Problem["data"]): Judgement => ({
  kind: "problem",
  problem: data ? { key, data } : { key },
});

export function judge(env: MovementEnv, input: JudgeInput): Judgement {
  const tokenId = input.token.id;
  const scene = input.token.parent;
  if (!tokenId || !scene) return problem("TTM.Error.NoScene");
  try {
    const ruleset = env.ruleset();
    const group = [...new Set([tokenId, ...input.groupIds])];
    const user = env.user();
    // v14: judged against what stands on the level the move starts from.
    const level = levelOf(input.waypoints[0]) ?? levelOf(input.token);
    const built = env.board(scene, ruleset, {
      moverIds: group,
      level,
      ...(input.preview ? { viewer: user } : {}),
    });
    const groupKey = `${tokenId}|${[...group].sort().join(",")}`;
    const byGroup = groupBoards.get(built.spec) ?? new Map<string, BoardSpec>();
    groupBoards.set(built.spec, byGroup);
    const spec = byGroup.get(groupKey) ?? boardForMover(built.spec, tokenId, group);
    byGroup.set(groupKey, spec);
    const board = boards.get(spec) ?? new Board(spec, ruleset.defaultBaseMm);
    boards.set(spec, board);
    const gridSize = scene.grid.size;
    const path = toEnginePath(input.waypoints, gridSize, built.scale);
    const sceneId = scene.id;
    const now = env.combatNow(tokenId, sceneId);
    // The host's word on the combat round, for rulesets that read it (MUMG: Ensnare's end).
    const declarations =
      now.round !== null && input.declared.values.round === undefined
        ? { ...input.declared.values, round: now.round }
        : input.declared.values;
    const entry = readEntry(ledgerFlag(input.token), ruleset.id);
    const timing = resetTimingFor(ruleset);
    // Declare answers kept for the activation (a jump rolled before the drag), on every evaluation.
    const answers = { ...currentAnswers(entry, now, timing), ...(input.answers ?? {}) };
    const request: MoveRequest = {
      modelId: tokenId,
      action: rulesetAction(
        ruleset,
        pathAction(input.waypoints, (a) => env.isTeleport(a)),
        input.declared.action,
      ),
      path,
      declarations,
      ledger: currentValues(entry, now, timing),
      options: env.options(ruleset),
      ...(input.unit ? { unit: input.unit } : {}),
      ...(Object.keys(answers).length > 0 ? { answers } : {}),
    };
    const key = JSON.stringify(request);
    const memo = verdicts.get(board) ?? new Map<string, Judgement>();
    verdicts.set(board, memo);
    const hit = memo.get(key);
    if (hit) return hit;
    const outcome = evaluateMove(ruleset, board, request);
    const result: Judgement = outcome.ok
      ? {
          kind: "verdict",
          verdict: outcome.verdict,
          request,
          ruleset,
          board,
          scale: built.scale,
          path,
          gridSize,
        }
      : { kind: "problem", problem: { key: outcome.error.key, data: outcome.error.data } };
    if (memo.size >= VERDICTS_KEPT) memo.delete(memo.keys().next().value!);
    memo.set(key, result);
    return result;
  } catch (e) {
    if (isRulesError(e)) return problem(e.key, e.data);
    throw e;
  }
}
