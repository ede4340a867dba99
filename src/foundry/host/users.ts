/*
 * Which connected client acts for a token when something happens on every client at once (the
 * `combatTurnChange` hook fires on all of them) but only one may ask the rolls and write the
 * documents: the token's first active non-GM owner, in the order of `game.users`, so the player
 * who moves the model rolls for it; when none of its owners is connected, the active GM
 * (`Users#activeGM`, v13 and v14 docs: one active Gamemaster, non-assistant if possible). Every
 * client computes the same answer from the same data, so exactly one runs it. Pure: globals.ts
 * hands in the users and the ownership test.
 */

/** What the choice reads of a User (v13/v14 docs: `User#active`, `User#isGM`). */
export interface UserEntry {
  readonly id: string | null;
  readonly active: boolean;
  readonly isGM: boolean;
}

export function activationUserId<U extends UserEntry>(
  users: Iterable<U>,
  isOwner: (user: U) => boolean,
  activeGmId: string | null,
): string | null {
  for (const u of users) if (u.id && u.active && !u.isGM && isOwner(u)) return u.id;
  return activeGmId;
}
