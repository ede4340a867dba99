import type { Board } from "../../engine/board/board";
import type { Model } from "../../engine/board/types";
import { readFields } from "../../engine/profile";
import type { MoveRequest } from "../../engine/ruleset";
import { readOptions, type MumgOptions } from "./options";
import { PROFILE_FIELDS, toMumgProfile, type MumgProfile } from "./profile";
import { readRound, type RoundState } from "./round";

/** Everything a MUMG verdict is made from, read and checked once. */
export interface Context {
  readonly board: Board;
  readonly request: MoveRequest;
  readonly mover: Model;
  readonly profile: MumgProfile;
  readonly options: MumgOptions;
  readonly state: RoundState;
}

/** Reads the mover's profile, the world options and the round; throws RulesError on bad input. */
export function readContext(board: Board, request: MoveRequest): Context {
  const mover = board.model(request.modelId);
  return {
    board,
    request,
    mover,
    profile: toMumgProfile(readFields(PROFILE_FIELDS, mover.profile, mover.id), mover.id),
    options: readOptions(request.options),
    state: readRound(request.ledger, request.declarations),
  };
}
