import type { Ledger } from "../../engine/ruleset";

/*
 * The activation's ledger (ledgerResets "turn": an activation is the character's turn).
 * Keys, all optional:
 *   actions        actions taken this activation (a jump's roll is asked as `jump:<n>`, the n-th
 *                  action, so a roll the host keeps for the activation never answers a later jump)
 *   apSpent        AP spent this activation
 *   chainReady     the last action was a jump that landed on an obstacle or debris (CARN-JUMP-5)
 *   chainUsed      the chained jump was taken this activation (once per activation)
 *   submergedMove  inches of the CARN-DIVE-2 move still allowed (0: none)
 * Each verdict's ledger effect carries the new absolute values; the host merges it as is.
 */
export interface ActivationState {
  readonly actions: number;
  readonly apSpent: number;
  readonly chainReady: boolean;
  readonly chainUsed: boolean;
  readonly submergedMove: number;
}

const count = (l: Ledger, key: string): number => {
  const v = l[key];
  return typeof v === "number" && Number.isFinite(v) && v > 0 ? v : 0;
};

export function readLedger(ledger: Ledger | undefined): ActivationState {
  const l = ledger ?? {};
  return {
    actions: count(l, "actions"),
    apSpent: count(l, "apSpent"),
    chainReady: l.chainReady === true,
    chainUsed: l.chainUsed === true,
    submergedMove: count(l, "submergedMove"),
  };
}

/**
 * The ledger after an action: one more action (unless `action` is false: the activation's own
 * start, the surfacing move), AP added, the chain state as the action leaves it.
 */
export function ledgerAfter(
  s: ActivationState,
  spent: {
    readonly action?: boolean;
    readonly ap: number;
    readonly chainReady?: boolean;
    readonly chainUsed?: boolean;
    readonly submergedMove?: number;
  },
): Ledger {
  return {
    actions: s.actions + (spent.action === false ? 0 : 1),
    apSpent: s.apSpent + spent.ap,
    chainReady: spent.chainReady ?? false,
    chainUsed: spent.chainUsed ?? s.chainUsed,
    submergedMove: spent.submergedMove ?? 0,
  };
}
