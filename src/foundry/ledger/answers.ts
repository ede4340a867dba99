import type { PromptAnswer } from "../../engine/ruleset";
import { isRecord } from "../records";

/*
 * Answers to declare-phase prompts (a jump's roll made before the drag) kept with the ledger
 * entry, so they live as long as what the activation spent: reset with it (ledgerResets, the
 * GM's reset) and, since a move never changes them, still there after core's undo of the move
 * that used them (the roll was made; undoing the move does not roll again). In the flag they
 * are a list of `{ id, dice?, choice? }`: an array is replaced whole by Document#update, so a
 * prompt id with a dot in it never becomes a nested key.
 */

export type StoredAnswers = Readonly<Record<string, PromptAnswer>>;

/** One answer as data, or null when it is not one (macros can write flags). */
export function cleanAnswer(v: unknown): PromptAnswer | null {
  if (!isRecord(v)) return null;
  const dice =
    Array.isArray(v.dice) && v.dice.every((d) => typeof d === "number" && Number.isFinite(d))
      ? (v.dice as number[]).slice()
      : undefined;
  const choice = typeof v.choice === "string" ? v.choice : undefined;
  if (dice === undefined && choice === undefined) return null;
  return { ...(dice ? { dice } : {}), ...(choice !== undefined ? { choice } : {}) };
}

/** The answers of a flag's list; malformed entries are dropped. */
export function readAnswers(raw: unknown): StoredAnswers {
  if (!Array.isArray(raw)) return {};
  const out: Record<string, PromptAnswer> = {};
  for (const item of raw) {
    if (!isRecord(item) || typeof item.id !== "string" || item.id === "") continue;
    const answer = cleanAnswer(item);
    if (answer) out[item.id] = answer;
  }
  return out;
}

/** The answers as the flag's list. */
export const answerList = (answers: StoredAnswers): Record<string, unknown>[] =>
  Object.entries(answers).map(([id, a]) => ({
    id,
    ...(a.dice ? { dice: [...a.dice] } : {}),
    ...(a.choice !== undefined ? { choice: a.choice } : {}),
  }));

export const hasAnswers = (answers: StoredAnswers | undefined): answers is StoredAnswers =>
  answers !== undefined && Object.keys(answers).length > 0;
