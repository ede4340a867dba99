import type { CombatNow } from "./ledger";

/*
 * The combat moment for one token, from the world's combats (foundryvtt.com/api v13 Combat:
 * `started`, `round`, `turn`, `turns` (the sorted Combatants, each with `tokenId` and
 * `sceneId`)). Narrow interfaces, so tests pass plain objects.
 */

export interface CombatantLike {
  readonly tokenId: string | null | undefined;
  readonly sceneId: string | null | undefined;
}

export interface CombatLike {
  readonly id: string | null;
  readonly started: boolean;
  readonly round: number;
  readonly turn: number | null;
  readonly turns: readonly CombatantLike[];
}

/**
 * The started combat the token fights in, and where it stands. A token that is no combatant is
 * outside combat for its ledger, even while others fight on its scene.
 */
export function combatNowFor(
  tokenId: string,
  sceneId: string | null,
  combats: Iterable<CombatLike>,
): CombatNow {
  for (const c of combats) {
    if (!c.started || c.id === null) continue;
    const tokenTurn = c.turns.findIndex(
      (t) => t.tokenId === tokenId && (sceneId === null || t.sceneId === sceneId),
    );
    if (tokenTurn < 0) continue;
    return { combatId: c.id, round: c.round, turn: c.turn, tokenTurn };
  }
  return { combatId: null, round: null, turn: null, tokenTurn: null };
}

/** Whether it is this token's turn in its combat (an end-turn effect may then advance it). */
export function isTokensTurn(now: CombatNow): boolean {
  return now.combatId !== null && now.tokenTurn !== null && now.turn === now.tokenTurn;
}
