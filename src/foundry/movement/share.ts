import { MODULE_ID } from "../ids";
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

/*
 * The module's data on a move's update operation. The moving client writes it in
 * TokenDocument#_preUpdateMovement; Foundry sends the update operation with the update, and
 * every client's `moveToken` hook receives it (v13 and v14 docs: hookEvents.moveToken's
 * `operation`, "the update operation that contains the movement"; TokenMovementData#updateOptions),
 * so the GM's check judges the move with the mover's declarations. One operation moves a whole
 * group (its `movement` is keyed by token id), so the data is keyed by token id too: each token
 * keeps its own declarations.
 */

/** What the module says about one token's move. */
export interface MoveOperationData {
  /** The declarations the mover made, so the GM judges the same move. */
  readonly declared?: unknown;
  /** Set on the GM's revert of a move: its movement id. */
  readonly revertOf?: string;
  /** A whole unit's move (units/data.ts reads it). */
  readonly unit?: unknown;
  /** The prompt answers the move was settled with (by prompt id), so the GM judges the same. */
  readonly answers?: unknown;
  /**
   * Set on the move the gate makes again after refusing one whose outcomes ended it short
   * (gate.ts GateResult.reissue): it was settled already and is committed without asking.
   */
  readonly settled?: boolean;
}

type OperationData = { readonly tokens?: Readonly<Record<string, MoveOperationData>> };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** The module's data for one token of an update operation ({} when there is none). */
export function moveOperationData(operation: unknown, tokenId: string | null): MoveOperationData {
  if (!isObject(operation) || !tokenId) return {};
  const data = operation[MODULE_ID];
  const tokens = isObject(data) ? (data as OperationData).tokens : undefined;
  const mine = isObject(tokens) ? tokens[tokenId] : undefined;
  return isObject(mine) ? mine : {};
}

/** The value of the operation's module key carrying one token's data. */
export const operationDataFor = (tokenId: string | null, data: MoveOperationData): OperationData =>
  tokenId ? { tokens: { [tokenId]: data } } : {};

/** Adds one token's data to an update operation, keeping the other tokens' and its own other keys. */
export function writeMoveOperationData(operation: object, tokenId: string, data: MoveOperationData): void {
  const op = operation as Record<string, unknown>;
  const old = isObject(op[MODULE_ID]) ? (op[MODULE_ID] as OperationData) : {};
  // A token's own earlier data stays (a unit move's placements, written before its gate ran).
  const mine = { ...(old.tokens?.[tokenId] ?? {}), ...data };
  op[MODULE_ID] = { ...old, tokens: { ...(old.tokens ?? {}), [tokenId]: mine } };
}

/** The ids of every token moved by the same update operation (core keys `movement` by token id). */
export function operationGroup(operation: unknown): string[] {
  if (!isObject(operation)) return [];
  const movement = operation.movement;
  return isObject(movement) ? Object.keys(movement) : [];
}
