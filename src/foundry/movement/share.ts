import { readDeclarations, type DeclarationStore, type DragDeclarations } from "./declarations";

/*
 * Declarations travel to the other clients over the module's socket (manifest `socket: true`;
 * game.socket.emit("module.<id>", data) reaches every other client), so their rulers judge a
 * drag as its mover does. Messages carry a `type`; others on the channel are ignored.
 */

export const DECLARE_MESSAGE = "ttm.declare";

export interface DeclareMessage {
  readonly type: typeof DECLARE_MESSAGE;
  readonly userId: string;
  readonly tokenIds: readonly string[];
  readonly declared: DragDeclarations;
}

export const declareMessage = (
  userId: string,
  tokenIds: readonly string[],
  declared: DragDeclarations,
): DeclareMessage => ({ type: DECLARE_MESSAGE, userId, tokenIds, declared });

/** Stores another user's declarations; returns the tokens whose rulers should redraw. */
export function receiveDeclare(store: DeclarationStore, raw: unknown): string[] {
  if (typeof raw !== "object" || raw === null) return [];
  const m = raw as Partial<Record<keyof DeclareMessage, unknown>>;
  if (m.type !== DECLARE_MESSAGE || typeof m.userId !== "string" || !Array.isArray(m.tokenIds)) return [];
  const tokenIds = m.tokenIds.filter((id): id is string => typeof id === "string");
  store.setRemote(m.userId, tokenIds, readDeclarations(m.declared));
  return tokenIds;
}
