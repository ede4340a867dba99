import { cleanAnswer } from "../ledger/answers";
import { readEntry } from "../ledger/ledger";
import type { PromptAnswer } from "../../engine/ruleset";
import { ledgerFlag } from "../ledger/update";
import { refundLastMove, type LedgerDoc } from "../ledger/store";
import { onlyPlacing } from "./action";
import type { MoveCard } from "./cards";
import { readDeclarations } from "./declarations";
import { moveOperationData, operationGroup } from "./share";
import type { MovementEnv, TokenLike, UserLike } from "./env";
import { movementPath, type MovementLike } from "./gate";
import { judge } from "./judge";
import { readUnitData, unitRequest } from "../units/data";
import { reasonLines } from "./messages";
import type { PixelWaypoint } from "./path";

/*
 * Enforcement that does not trust the player's client: the active GM judges every player's
 * committed move again (the `moveToken` hook fires on all clients) and, in enforce mode, puts
 * an illegal one back where it started and says so in chat; an illegal unit move goes back
 * whole, every model it placed with its leader. One GM acts: the active GM.
 */

export interface RevertHost {
  /** Moves the token back to where the move started, as a placement (core's `displace`). */
  putBack(token: TokenLike, origin: PixelWaypoint, revertOf: string): Promise<void>;
  /** A chat card whispered to the GMs and the given users. */
  whisper(token: TokenLike, card: MoveCard, userIds: readonly string[]): Promise<void>;
}

/**
 * The GM's check of a player's committed move. Returns true when the move was illegal and put
 * back. Nothing here throws for bad input: a move the rules cannot judge is left alone.
 */
export async function checkPlayerMove(
  env: MovementEnv,
  host: RevertHost,
  token: TokenLike & LedgerDoc,
  movement: MovementLike,
  operation: unknown,
  mover: UserLike,
  reverted: RevertedMoves,
): Promise<boolean> {
  // The models a unit move led by this token placed (noted as their moveToken came): they go
  // back with it, or are forgotten, whatever this check decides.
  const followers = token.id ? reverted.takeFollowers(token.id) : [];
  if (mover.isGM || !token.id || env.settings().mode !== "enforce") return false;
  if (movement.method === "undo" || movement.method === "paste" || movement.chain.length > 0) return false;
  const data = moveOperationData(operation, token.id);
  if (data.revertOf !== undefined) return false;
  const path = movementPath(movement);
  if (onlyPlacing(path, (a) => env.isTeleport(a))) return false;
  // A unit's move: its leader is judged with the places the player accepted, the others placed by it.
  const unit = readUnitData(operation, token.id);
  if (unit && unit.leaderId !== token.id) return false;
  const group = operationGroup(operation);
  const j = judge(env, {
    token,
    waypoints: path,
    groupIds: unit ? group.filter((id) => id === token.id || readUnitData(operation, id) === null) : group,
    preview: false,
    declared: readDeclarations(data.declared),
    ...(unit ? { unit: unitRequest(unit) } : {}),
    answers: readOperationAnswers(data.answers),
  });
  if (j.kind === "problem" || j.verdict.legal) return false;
  reverted.add(token.id, movement.id);
  await host.putBack(token, movement.origin, movement.id);
  // A unit's move: every model it placed goes back too, each from its own movement's origin.
  const placed = unit ? followers.filter((f) => f.unitId === unit.unitId) : [];
  for (const f of placed) {
    if (!f.token.id) continue;
    reverted.add(f.token.id, f.movementId);
    await host.putBack(f.token, f.origin, f.movementId);
  }
  await host.whisper(
    token,
    {
      kind: "revert",
      title: env.t("TTM.Card.RevertTitle", { name: token.name, user: mover.name }),
      lines: reasonLines(j.verdict, env.t).map((l) => ({ text: l.text, ruleId: l.ruleId })),
    },
    [mover.id],
  );
  // The player's client may already have charged the ledger for the move: give it back.
  await reverted.refundIfCharged(token);
  for (const f of placed) await reverted.refundIfCharged(f.token);
  return true;
}

/** A model a unit's move placed, as its own moveToken reported it on the GM's client. */
export interface UnitFollower {
  readonly token: TokenLike & LedgerDoc;
  readonly unitId: string;
  readonly origin: PixelWaypoint;
  readonly movementId: string;
}

/**
 * Moves the GM put back, until the ledger of their token no longer shows them. The player's
 * client writes its ledger after the move, possibly after the GM's revert: whichever comes
 * last, the GM gives back what the reverted move spent (updateToken calls refundIfCharged).
 */
export class RevertedMoves {
  private readonly byToken = new Map<string, Set<string>>();

  private readonly followers = new Map<string, UnitFollower[]>();

  constructor(private readonly rulesetId: () => string) {}

  /**
   * Notes a model placed by its leader's unit move (the operation's unit data names another
   * leader), for that leader's check. Core fires moveToken for every token of one update on
   * each client in the same pass, before any listener's awaited work goes on, so a caller that
   * notes at once (before awaiting anything) has every member noted by the time the leader's
   * check, which awaits the token's arrival first, takes them.
   */
  noteFollower(token: TokenLike & LedgerDoc, movement: MovementLike, operation: unknown): void {
    if (!token.id || movement.method === "undo") return;
    const unit = readUnitData(operation, token.id);
    if (!unit || unit.leaderId === token.id) return;
    const list = this.followers.get(unit.leaderId) ?? [];
    list.push({ token, unitId: unit.unitId, origin: movement.origin, movementId: movement.id });
    this.followers.set(unit.leaderId, list);
  }

  /** The models noted for this leader's move, forgotten once taken. */
  takeFollowers(leaderId: string): UnitFollower[] {
    const list = this.followers.get(leaderId) ?? [];
    this.followers.delete(leaderId);
    return list;
  }

  add(tokenId: string, movementId: string): void {
    const set = this.byToken.get(tokenId) ?? new Set<string>();
    set.add(movementId);
    this.byToken.set(tokenId, set);
  }

  has(tokenId: string, movementId: string): boolean {
    return this.byToken.get(tokenId)?.has(movementId) ?? false;
  }

  async refundIfCharged(token: LedgerDoc): Promise<boolean> {
    const set = token.id ? this.byToken.get(token.id) : undefined;
    if (!set || set.size === 0) return false;
    const rulesetId = this.rulesetId();
    const last = readEntry(ledgerFlag(token), rulesetId)?.undo.at(-1);
    if (!last || !set.has(last.movementId)) return false;
    set.delete(last.movementId);
    return refundLastMove(token, rulesetId);
  }
}

/** The answers a move was settled with, from its update operation; malformed ones are dropped. */
function readOperationAnswers(raw: unknown): Record<string, PromptAnswer> {
  const out: Record<string, PromptAnswer> = {};
  if (typeof raw !== "object" || raw === null) return out;
  for (const [id, v] of Object.entries(raw as Record<string, unknown>)) {
    const a = cleanAnswer(v);
    if (a) out[id] = a;
  }
  return out;
}
