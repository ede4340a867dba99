import type { LedgerRuleset } from "../ledger/ledger";
import type { Effect, Ledger, MoveRequest, Verdict } from "../../engine/ruleset";
import { applyActions, effectsCard, gmCard, type EffectsHost } from "../effects/apply";
import { mergedLedgerChanges, planEffects, type EffectAction } from "../effects/plan";
import type { CombatNow } from "../ledger/ledger";
import { recordAnswer, recordMove, refundLastMove, type LedgerDoc } from "../ledger/store";
import { recordFacing } from "../squares/facing";
import type { MoveCard } from "./cards";
import type { SceneScale } from "../scene/board";
import type { TokenLike } from "./env";
import type { CommittedMove } from "./gate";
import type { MovementMethod } from "./policy";

/*
 * What happens on the moving client once core reports a move done (the `moveToken` hook, v13:
 * fires on every client after the update). Effects wait until now so that a move cancelled or
 * refused after the gate (another module's preMoveToken) spends nothing. Core's undo gives back
 * what the move it reverts had spent.
 */

/** Moves that passed the gate on this client, until core reports them done. */
export class PendingMoves {
  private readonly moves = new Map<string, CommittedMove>();

  add(move: CommittedMove): void {
    // A move refused after the gate never reports back; keep the map from growing on them.
    if (this.moves.size > 32) this.moves.delete(this.moves.keys().next().value!);
    this.moves.set(move.movementId, move);
  }

  take(movementId: string): CommittedMove | undefined {
    const m = this.moves.get(movementId);
    this.moves.delete(movementId);
    return m;
  }

  private readonly settled = new Map<string, CommittedMove>();

  /** A move settled at the gate but refused to be made again shorter (GateResult.reissue). */
  holdSettled(tokenId: string, move: CommittedMove): void {
    this.settled.set(tokenId, move);
  }

  takeSettled(tokenId: string): CommittedMove | undefined {
    const m = this.settled.get(tokenId);
    this.settled.delete(tokenId);
    return m;
  }
}

export type MovedToken = TokenLike & LedgerDoc;

export interface AfterMoveHost extends EffectsHost {
  ruleset(): LedgerRuleset;
  combatNow(tokenId: string, sceneId: string | null): CombatNow;
  damagePath(): string;
  /** Hooks.callAll, for `tabletopMovement.verdict` and `tabletopMovement.effectsApplied`. */
  callAll(hook: string, ...args: unknown[]): void;
  postCard(token: TokenLike, card: MoveCard, whisperGm: boolean): Promise<void>;
  /** Hands actions on documents this user may not change to the active GM; false if none is there. */
  sendToGm(sceneId: string | null, actions: readonly EffectAction[]): Promise<boolean>;
}

/**
 * A ruleset's effects carried out for the token they came from: planned in scene terms, the
 * token's own ledger changes handed to `writeLedger` (merged into one write), everything else
 * applied where this user may, the rest sent to the active GM, and the chat cards posted. After
 * an own move and at the start of an activation (activation.ts) alike.
 */
export async function carryOutEffects(
  host: AfterMoveHost,
  token: MovedToken,
  effects: readonly Effect[],
  scale: Pick<SceneScale, "elevationToScene" | "toPixels">,
  writeLedger: (changes: Ledger | null) => Promise<void>,
): Promise<void> {
  if (!token.id) return;
  const actions = planEffects(effects, {
    damagePath: host.damagePath(),
    elevationToScene: (e) => scale.elevationToScene(e),
    toScene: (p) => scale.toPixels(p),
    moverId: token.id,
  });
  await writeLedger(mergedLedgerChanges(actions, token.id));
  // Another model's ledger (none today) would be that model's owner's to write: sent to the GM.
  const others = actions.filter((a) => a.kind === "ledger" && a.tokenId !== token.id);
  const applied = await applyActions(host, actions);
  const forGm = [...others, ...applied.forGm];
  if (forGm.length > 0 && !(await host.sendToGm(token.parent?.id ?? null, forGm))) {
    host.notify("warn", host.t("TTM.Notify.NoGm", { name: token.name }));
  }
  // Effects a document refused are named to the mover and to the GM, who can apply them by hand.
  for (const line of applied.failed) host.notify("warn", line.text);
  const card = effectsCard(applied, token.name, host.t);
  if (card) await host.postCard(token, card, false);
  const whisper = gmCard({ ...applied, gm: [...applied.gm, ...applied.failed] }, token.name, host.t);
  if (whisper) await host.postCard(token, whisper, true);
}

/** The verdict hook's payload, documented in docs/api.md. */
export interface VerdictHookData {
  readonly verdict: Verdict;
  readonly request: MoveRequest;
  readonly rulesetId: string;
  readonly movementId: string;
}

export interface MovementReport {
  readonly id: string;
  readonly method: MovementMethod;
  readonly chain: readonly string[];
}

export async function afterOwnMove(
  host: AfterMoveHost,
  pending: PendingMoves,
  token: MovedToken,
  movement: MovementReport,
): Promise<void> {
  if (!token.id) return;
  const ruleset = host.ruleset();
  const rulesetId = ruleset.id;
  if (movement.method === "undo") {
    await refundLastMove(token, rulesetId);
    return;
  }
  const committed = pending.take(movement.id);
  const sceneId = token.parent?.id ?? null;
  const now = host.combatNow(token.id, sceneId);
  if (!committed) {
    // A move not judged (measure only, a teleport) still marks its place for undo.
    if (movement.chain.length === 0) await recordMove(token, ruleset, null, movement.id, now);
    return;
  }
  const { verdict, request, scale } = committed.judgement;
  host.callAll("tabletopMovement.verdict", token, {
    verdict,
    request,
    rulesetId: committed.judgement.ruleset.id,
    movementId: movement.id,
  } satisfies VerdictHookData);
  // Declare answers rolled at the drop are the activation's from now on (kept with the ledger).
  for (const [id, answer] of Object.entries(committed.declareAnswers))
    await recordAnswer(token, ruleset, id, answer, now);
  await carryOutEffects(host, token, committed.effects, scale, async (changes) => {
    await recordMove(token, ruleset, changes, movement.id, now);
    await recordFacing(token, verdict);
  });
  host.callAll("tabletopMovement.effectsApplied", token, {
    effects: committed.effects satisfies readonly Effect[],
    movementId: movement.id,
  });
}
