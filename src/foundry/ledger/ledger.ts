import type { Ledger, Ruleset } from "../../engine/ruleset";
import { hasAnswers, readAnswers, type StoredAnswers } from "./answers";
import { isRecord } from "../records";

/*
 * The ledger as it lives in token flags (`flags.tabletop-movement.ledger.<rulesetId>`): the
 * engine's plain Ledger record plus the combat round/turn it was last written in, and the
 * values before each committed move so core's undo can give them back. Pure: reading a stale
 * ledger returns an empty one, so a reset needs no write to take effect.
 */

/** When a game's spending starts afresh in the combat tracker. */
export type ResetTiming = "round" | "turn";

/** What the ledger needs of a ruleset: its id (the flag key) and when it resets (default: each round). */
export type LedgerRuleset = Pick<Ruleset, "id" | "ledgerResets">;

export const resetTimingFor = (ruleset: LedgerRuleset): ResetTiming => ruleset.ledgerResets ?? "round";

/** The combat moment a ledger belongs to; `combatId` null means outside combat. */
export interface LedgerStamp {
  readonly combatId: string | null;
  readonly round: number | null;
  readonly turn: number | null;
}

export const OUT_OF_COMBAT: LedgerStamp = { combatId: null, round: null, turn: null };

/** How many undo snapshots a token keeps: more than any turn needs, few enough for a flag. */
export const UNDO_DEPTH = 20;

export interface UndoSnapshot {
  readonly movementId: string;
  readonly values: Ledger;
}

export interface LedgerEntry extends LedgerStamp {
  readonly values: Ledger;
  readonly undo: readonly UndoSnapshot[];
  /** Declare-phase answers of this activation (answers.ts); absent when none. */
  readonly answers?: StoredAnswers;
}

/** Where the combat stands now, for the token being read. */
export interface CombatNow extends LedgerStamp {
  /** The token's place in the turn order, or null when it is not a combatant. */
  readonly tokenTurn: number | null;
}

const numOrNull = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** A ledger value as the engine's Ledger type allows; anything else in a flag is dropped. */
function cleanValues(v: unknown): Ledger {
  if (!isRecord(v)) return {};
  const out: Record<string, number | boolean | string> = {};
  for (const [k, x] of Object.entries(v)) {
    if (typeof x === "boolean" || typeof x === "string" || (typeof x === "number" && Number.isFinite(x)))
      out[k] = x;
  }
  return out;
}

/** One ruleset's entry from the flag, with wrong types dropped: macros can write flags. */
export function readEntry(flag: unknown, rulesetId: string): LedgerEntry | null {
  const raw = isRecord(flag) ? flag[rulesetId] : undefined;
  if (!isRecord(raw)) return null;
  const undo = Array.isArray(raw.undo)
    ? raw.undo
        .filter(isRecord)
        .flatMap((u) =>
          typeof u.movementId === "string"
            ? [{ movementId: u.movementId, values: cleanValues(u.values) }]
            : [],
        )
    : [];
  const answers = readAnswers(raw.answers);
  return {
    values: cleanValues(raw.values),
    combatId: typeof raw.combatId === "string" ? raw.combatId : null,
    round: numOrNull(raw.round),
    turn: numOrNull(raw.turn),
    undo,
    ...(hasAnswers(answers) ? { answers } : {}),
  };
}

const before = (a: { round: number; turn: number }, b: { round: number; turn: number }): boolean =>
  a.round < b.round || (a.round === b.round && a.turn < b.turn);

/**
 * Whether a ledger written at `stamp` is spent for good now. Outside combat a ledger lasts until
 * the GM resets it; entering or leaving a combat starts afresh; in combat, `round` resets when
 * the round advances, `turn` when the token's own turn has started again since it was written.
 */
export function isStale(stamp: LedgerStamp, now: CombatNow, timing: ResetTiming): boolean {
  if (stamp.combatId !== now.combatId) return true;
  if (now.combatId === null || now.round === null) return false;
  if (stamp.round === null) return true;
  if (timing === "round" || now.tokenTurn === null || now.turn === null) return stamp.round < now.round;
  // The token's most recent turn start: this round if its place has come, else the last round.
  const start =
    now.tokenTurn <= now.turn
      ? { round: now.round, turn: now.tokenTurn }
      : { round: now.round - 1, turn: now.tokenTurn };
  return before({ round: stamp.round, turn: stamp.turn ?? 0 }, start);
}

/** What the model has spent, as the engine reads it: empty when none or stale. */
export function currentValues(entry: LedgerEntry | null, now: CombatNow, timing: ResetTiming): Ledger {
  return entry && !isStale(entry, now, timing) ? entry.values : {};
}

/**
 * The entry after a committed move: the changes merged over what is current (values are set,
 * not added: a ruleset's `ledger` effect carries the new values), stamped now, and the values
 * before the move kept for undo. With `movementId` null (the start of an activation, which
 * core's undo does not take back) no undo snapshot is added.
 */
export function withChanges(
  entry: LedgerEntry | null,
  changes: Ledger,
  now: CombatNow,
  timing: ResetTiming,
  movementId: string | null,
): LedgerEntry {
  const fresh = entry === null || isStale(entry, now, timing);
  const previous = fresh ? {} : entry.values;
  const undo = fresh ? [] : entry.undo;
  // The activation's declare answers stay: the move used them, it did not spend them.
  const answers = fresh ? undefined : entry.answers;
  return {
    values: { ...previous, ...changes },
    combatId: now.combatId,
    round: now.round,
    turn: now.turn,
    undo: movementId === null ? undo : [...undo, { movementId, values: previous }].slice(-UNDO_DEPTH),
    ...(hasAnswers(answers) ? { answers } : {}),
  };
}

/**
 * The entry after core's undo reverted a move: the values before the last recorded move come
 * back. Null when there is nothing to give back (the move was never charged, or the ledger was
 * reset since).
 */
export function undoLast(entry: LedgerEntry | null): LedgerEntry | null {
  const last = entry?.undo[entry.undo.length - 1];
  if (!entry || !last) return null;
  return { ...entry, values: last.values, undo: entry.undo.slice(0, -1) };
}

/** The entry after a reset: nothing spent, stamped now, nothing to undo. */
export const resetEntry = (now: CombatNow): LedgerEntry => ({
  values: {},
  combatId: now.combatId,
  round: now.round,
  turn: now.turn,
  undo: [],
});

/** The activation's declare answers, as the engine reads them: none when stale. */
export function currentAnswers(
  entry: LedgerEntry | null,
  now: CombatNow,
  timing: ResetTiming,
): StoredAnswers {
  return entry && !isStale(entry, now, timing) ? (entry.answers ?? {}) : {};
}

/**
 * The entry with one more declare answer. A stale entry starts afresh (its values are spent for
 * good), stamped now, so the answer belongs to the activation it was rolled in.
 */
export function withAnswer(
  entry: LedgerEntry | null,
  promptId: string,
  answer: StoredAnswers[string],
  now: CombatNow,
  timing: ResetTiming,
): LedgerEntry {
  const base = entry === null || isStale(entry, now, timing) ? resetEntry(now) : entry;
  return { ...base, answers: { ...(base.answers ?? {}), [promptId]: answer } };
}
