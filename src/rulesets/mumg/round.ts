import { RulesError } from "../../engine/errors";
import type { Declarations, Ledger } from "../../engine/ruleset";
import { readMumgDeclarations } from "./declarations";
import type { MumgProfile } from "./profile";

/*
 * What a MUMG model has spent this round, and what the player declared for this move.
 *
 * Ledger keys (all optional; a missing key is 0):
 *   round      the round the ledger was written in
 *   moves      movement actions taken this round (MUMG-MOVE-3; a jump into the void is one)
 *   powSpent   POW spent on movement this round (movement actions, jumps into the void, powers)
 *   powerUses  special movement powers used this round (MUMG-OTHER-1; they are not movement actions)
 * Each verdict's `ledger` effect carries the new absolute values, so a host merges it as is.
 *
 * Rounds: the host passes the current round as `declarations.round`. A ledger whose `round`
 * differs was written in another round and reads as empty: the ledger resets when the round
 * changes. When either is missing the ledger is taken as it is (the host resets it itself, as
 * the Foundry module does from the combat tracker). The current round also ends an Ensnare
 * whose `ensnareRound` has passed (MUMG-ENSNARE-1).
 *
 * The player's declarations (`pow`, `power`) are in declarations.ts; `round` is the host's,
 * which is why it is read here and not listed among them.
 */

export interface RoundState {
  /** The current round, when the host says. */
  readonly round: number | null;
  readonly moves: number;
  readonly powSpent: number;
  readonly powerUses: number;
}

const count = (ledger: Ledger, key: string): number => {
  const v = ledger[key];
  return typeof v === "number" && Number.isFinite(v) && v > 0 ? v : 0;
};

const badDeclaration = (name: string, value: unknown): RulesError =>
  new RulesError("TTM.Mumg.Error.Declaration", { name, value: String(value) });

/** The current round from the declarations: a whole number of 0 or more, or null when not given. */
export function currentRound(declarations: Declarations | undefined): number | null {
  const v: unknown = declarations?.round;
  // Empty is not given, as readFields reads every other declaration: Number("") would be round 0.
  if (v === undefined || v === null || v === "") return null;
  const n = typeof v === "number" ? v : Number(v);
  if (typeof v === "boolean" || !Number.isInteger(n) || n < 0) throw badDeclaration("round", v);
  return n;
}

export function readRound(ledger: Ledger | undefined, declarations: Declarations | undefined): RoundState {
  const round = currentRound(declarations);
  const l = ledger ?? {};
  const written = l.round;
  // A ledger from another round is spent history: this round starts afresh.
  const stale = round !== null && typeof written === "number" && written !== round;
  if (stale) return { round, moves: 0, powSpent: 0, powerUses: 0 };
  return {
    round,
    moves: count(l, "moves"),
    powSpent: count(l, "powSpent"),
    powerUses: count(l, "powerUses"),
  };
}

/** The ledger after this move: absolute values, stamped with the round when it is known. */
export function ledgerAfter(
  state: RoundState,
  spent: { readonly moves?: number; readonly pow: number; readonly powerUses?: number },
): Ledger {
  return {
    ...(state.round !== null ? { round: state.round } : {}),
    moves: state.moves + (spent.moves ?? 0),
    powSpent: state.powSpent + spent.pow,
    ...(spent.powerUses ? { powerUses: state.powerUses + spent.powerUses } : {}),
  };
}

/** MUMG-MOVE-3: movement actions a model has each round; Agile gives one more. */
export const movesPerRound = (profile: MumgProfile): number => (profile.agile ? 2 : 1);

/** The POW tier declared before dragging (A0.1), or null. Refuses anything but auto, 1, 2 or 3. */
export const declaredTier = (declarations: Declarations | undefined): number | null =>
  readMumgDeclarations(declarations).pow;

/**
 * MUMG-ENSNARE-1: the Ensnare still on the model. It lasts until the end of `ensnareRound`
 * (0: the round it was put on, which the host clears); without a current round it applies.
 */
export function activeEnsnare(profile: MumgProfile, round: number | null): number {
  if (profile.ensnare <= 0) return 0;
  if (round !== null && profile.ensnareRound > 0 && round > profile.ensnareRound) return 0;
  return profile.ensnare;
}
