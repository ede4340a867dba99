import type { Ledger, PromptAnswer } from "../../engine/ruleset";
import type { StoredAnswers } from "./answers";
import {
  currentValues,
  readEntry,
  resetEntry,
  resetTimingFor,
  type LedgerRuleset,
  undoLast,
  withChanges,
  currentAnswers,
  withAnswer,
  type CombatNow,
} from "./ledger";
import { entryRemoval, entryUpdate, ledgerFlag } from "./update";

/*
 * Reads and writes the ledger in a token's flags. The documents are narrow interfaces (a
 * TokenDocument has these members); the logic is in ledger.ts.
 */

export interface LedgerDoc {
  readonly id: string | null;
  readonly flags: unknown;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** What the model has spent in the current round or turn, as the engine reads it. */
export function readLedger(doc: LedgerDoc, ruleset: LedgerRuleset, now: CombatNow): Ledger {
  return currentValues(readEntry(ledgerFlag(doc), ruleset.id), now, resetTimingFor(ruleset));
}

/**
 * Records a committed move: the ruleset's ledger changes, and the values before it so core's
 * undo can give them back. A move with no changes still leaves a snapshot when the token has a
 * ledger, so each undo gives back the move it reverts. Nothing is written for a token that
 * never had a ledger and spends nothing.
 */
export async function recordMove(
  doc: LedgerDoc,
  ruleset: LedgerRuleset,
  changes: Ledger | null,
  movementId: string,
  now: CombatNow,
): Promise<void> {
  const previous = readEntry(ledgerFlag(doc), ruleset.id);
  if (!changes && !previous) return;
  const next = withChanges(previous, changes ?? {}, now, resetTimingFor(ruleset), movementId);
  await doc.update(entryUpdate(ruleset.id, previous, next));
}

/**
 * Records what the start of an activation changed (ledgerResets' moment: the ruleset's
 * `startActivation`), stamped now. No undo snapshot: core's undo takes back moves, and an undo
 * of the activation's first move must leave what its start allowed.
 */
export async function recordActivation(
  doc: LedgerDoc,
  ruleset: LedgerRuleset,
  changes: Ledger,
  now: CombatNow,
): Promise<void> {
  const previous = readEntry(ledgerFlag(doc), ruleset.id);
  const next = withChanges(previous, changes, now, resetTimingFor(ruleset), null);
  await doc.update(entryUpdate(ruleset.id, previous, next));
}

/** Gives back what the last recorded move spent; false when there was nothing to give back. */
export async function refundLastMove(doc: LedgerDoc, rulesetId: string): Promise<boolean> {
  const previous = readEntry(ledgerFlag(doc), rulesetId);
  const next = undoLast(previous);
  if (!next) return false;
  await doc.update(entryUpdate(rulesetId, previous, next));
  return true;
}

/**
 * Starts the ledger afresh. Outside combat the entry is removed; in combat it is written empty
 * and stamped now, so it also stops counting what came before in this round.
 */
export async function resetLedger(doc: LedgerDoc, rulesetId: string, now: CombatNow): Promise<void> {
  const previous = readEntry(ledgerFlag(doc), rulesetId);
  if (now.combatId === null) {
    if (previous) await doc.update(entryRemoval(rulesetId));
    return;
  }
  await doc.update(entryUpdate(rulesetId, previous, resetEntry(now)));
}

/** The declare answers the token's activation keeps (a jump's roll made before the drag). */
export function readAnswersOf(doc: LedgerDoc, ruleset: LedgerRuleset, now: CombatNow): StoredAnswers {
  return currentAnswers(readEntry(ledgerFlag(doc), ruleset.id), now, resetTimingFor(ruleset));
}

/** Keeps a declare answer for the rest of the activation (until the ledger resets). */
export async function recordAnswer(
  doc: LedgerDoc,
  ruleset: LedgerRuleset,
  promptId: string,
  answer: PromptAnswer,
  now: CombatNow,
): Promise<void> {
  const previous = readEntry(ledgerFlag(doc), ruleset.id);
  const next = withAnswer(previous, promptId, answer, now, resetTimingFor(ruleset));
  await doc.update(entryUpdate(ruleset.id, previous, next));
}
