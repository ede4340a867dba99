import { MODULE_ID } from "../ids";
import { answerList, hasAnswers } from "./answers";
import type { LedgerEntry } from "./ledger";

/** The token flag that holds every ruleset's ledger. */
export const LEDGER_FLAG = "ledger";

/**
 * The `update()` data that writes one ruleset's ledger entry. Foundry merges objects into the
 * stored flag, so a value the new entry no longer has is deleted explicitly with the `-=key`
 * syntax (documented for Document#update); arrays (the undo snapshots) are replaced whole.
 */
export function entryUpdate(
  rulesetId: string,
  previous: LedgerEntry | null,
  next: LedgerEntry,
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...next.values };
  for (const k of Object.keys(previous?.values ?? {})) if (!(k in next.values)) values[`-=${k}`] = null;
  return {
    [`flags.${MODULE_ID}.${LEDGER_FLAG}.${rulesetId}`]: {
      values,
      combatId: next.combatId,
      round: next.round,
      turn: next.turn,
      undo: next.undo.map((u) => ({ movementId: u.movementId, values: { ...u.values } })),
      // Written when there are answers or were: an empty list clears them (arrays replace).
      ...(hasAnswers(next.answers) || hasAnswers(previous?.answers)
        ? { answers: answerList(next.answers ?? {}) }
        : {}),
    },
  };
}

/** The `update()` data that forgets one ruleset's ledger (a GM reset). */
export const entryRemoval = (rulesetId: string): Record<string, unknown> => ({
  [`flags.${MODULE_ID}.${LEDGER_FLAG}.-=${rulesetId}`]: null,
});

/** The raw ledger flag of a token-like document, or undefined. */
export function ledgerFlag(doc: { readonly flags: unknown }): unknown {
  const flags = doc.flags;
  if (typeof flags !== "object" || flags === null) return undefined;
  const scope = (flags as Record<string, unknown>)[MODULE_ID];
  return typeof scope === "object" && scope !== null
    ? (scope as Record<string, unknown>)[LEDGER_FLAG]
    : undefined;
}
