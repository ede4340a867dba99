import type { MovementEnv } from "../movement/env";
import { combatNowFor, type CombatLike } from "./combat";
import { isStale, readEntry, resetTimingFor, type LedgerRuleset } from "./ledger";
import { resetLedger, type LedgerDoc } from "./store";
import { ledgerFlag } from "./update";

/*
 * The combat tracker's reset (v13 hook `combatTurnChange`, fired on every client after the
 * combat's round or turn changed; the active GM writes). A ledger reads as empty once stale
 * anyway (ledger.ts), so this only tidies the flags, and keeps the HUD and macros that read the
 * flags directly in step.
 */

export interface CombatWithScene extends CombatLike {
  readonly turns: readonly (CombatLike["turns"][number] & { readonly tokenId: string | null | undefined })[];
}

export async function resetStaleLedgers(
  _env: MovementEnv,
  combat: CombatWithScene,
  token: (sceneId: string | null, tokenId: string) => LedgerDoc | undefined,
  ruleset: LedgerRuleset,
): Promise<number> {
  const rulesetId = ruleset.id;
  let reset = 0;
  const timing = resetTimingFor(ruleset);
  for (const c of combat.turns) {
    if (!c.tokenId) continue;
    const sceneId = c.sceneId ?? null;
    const doc = token(sceneId, c.tokenId);
    const entry = doc ? readEntry(ledgerFlag(doc), rulesetId) : null;
    if (!doc || !entry) continue;
    const now = combatNowFor(c.tokenId, sceneId, [combat]);
    if (!isStale(entry, now, timing)) continue;
    await resetLedger(doc, rulesetId, now);
    reset++;
  }
  return reset;
}
