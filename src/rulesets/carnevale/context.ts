import type { Board } from "../../engine/board/board";
import type { Model } from "../../engine/board/types";
import type { MoveRequest, PromptAnswer } from "../../engine/ruleset";
import { type CarnevaleDeclarations, readDeclarations } from "./declarations";
import { type ActivationState, readLedger } from "./ledger";
import { type CarnevaleOptions, apFor, readOptions } from "./options";
import { SUBMERGED } from "./counters";
import { type CarnevaleProfile, readProfile } from "./profile";

/** Everything a Carnevale verdict is made from, read and checked once. */
export interface Context {
  readonly board: Board;
  readonly request: MoveRequest;
  readonly mover: Model;
  readonly profile: CarnevaleProfile;
  readonly options: CarnevaleOptions;
  readonly state: ActivationState;
  readonly declared: CarnevaleDeclarations;
  readonly answers: Readonly<Record<string, PromptAnswer>>;
  /** AP still unspent this activation. */
  readonly apLeft: number;
  /** Submerged counters the model carries (CARN-DIVE-1). */
  readonly submerged: number;
}

export function readContext(board: Board, request: MoveRequest): Context {
  const mover = board.model(request.modelId);
  const profile = readProfile(mover);
  const options = readOptions(request.options);
  const state = readLedger(request.ledger);
  const submerged = mover.counters[SUBMERGED] ?? 0;
  return {
    board,
    request,
    mover,
    profile,
    options,
    state,
    declared: readDeclarations(request.declarations),
    answers: request.answers ?? {},
    apLeft: Math.max(0, apFor(profile.actionPoints, options) - state.apSpent),
    submerged: submerged > 0 ? submerged : 0,
  };
}
