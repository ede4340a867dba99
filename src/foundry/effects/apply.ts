import type { Translator } from "../../overlay/i18n";
import type { MoveCard, MoveCardLine } from "../movement/cards";
import type { NoticeLevel } from "../movement/env";
import { conditionLabelKey, statusFor, type StatusEntry } from "./conditions";
import { counterChange, counterLabelKey, counterStatusId } from "./counters";
import { damageUpdate, type EffectAction } from "./plan";

/*
 * Carries out planned effects on Foundry documents: damage on the actor's attribute, a status
 * effect for a condition, the token's elevation, a notice when a turn ends, chat for messages.
 * Ledger actions are written by the caller (after-move.ts) with the move's undo snapshot.
 * Documents are narrow interfaces; an action on a document this user may not change is handed
 * back, so the caller can pass it to the active GM.
 */

export interface EffectActor {
  readonly isOwner: boolean;
  update(data: Record<string, unknown>): Promise<unknown>;
  toggleStatusEffect(statusId: string, options: { active: boolean }): Promise<unknown>;
}

export interface EffectToken {
  readonly id: string | null;
  readonly name: string;
  readonly isOwner: boolean;
  readonly actor: EffectActor | null;
  /** Read for the token's counters (counters.ts). */
  readonly flags?: unknown;
  update(data: Record<string, unknown>): Promise<unknown>;
}

export interface EffectsHost {
  readonly t: Translator;
  tokenById(id: string): EffectToken | undefined;
  /** CONFIG.statusEffects, and a way to add the module's own entry to it. */
  statusEffects(): readonly StatusEntry[];
  addStatusEffect(entry: StatusEntry): void;
  notify(level: NoticeLevel, text: string): void;
  /** Whether it is the token's turn in a started combat (an ended turn is then for the GM to advance). */
  isTokensTurn(tokenId: string): boolean;
  /**
   * Puts the token with its centre at `centre` (scene pixels), at `elevation` (scene units; null
   * keeps it), as a placement rather than a move (core's `displace`). Absent: shown to the GM.
   */
  place?(tokenId: string, centre: { x: number; y: number }, elevation: number | null): Promise<void>;
}

export interface AppliedEffects {
  /** Lines for the public card: what happened. */
  readonly card: MoveCardLine[];
  /** Lines only the GM should read: damage with nowhere to go, a turn to advance. */
  readonly gm: MoveCardLine[];
  /** Actions on documents this user may not change: for the active GM to apply. */
  readonly forGm: EffectAction[];
  /**
   * Effects whose document update was rejected (a server error, a permission another module
   * refused), each in words: reported to the user and the GM, the others applied all the same.
   */
  readonly failed: MoveCardLine[];
}

export async function applyActions(
  host: EffectsHost,
  actions: readonly EffectAction[],
): Promise<AppliedEffects> {
  const out: AppliedEffects = { card: [], gm: [], forGm: [], failed: [] };
  const { t } = host;
  for (const a of actions) {
    try {
      await applyOne(host, a, out);
    } catch {
      // One effect failing leaves the others to apply: the report names exactly what failed.
      const name = "tokenId" in a ? (host.tokenById(a.tokenId)?.name ?? a.tokenId) : "";
      out.failed.push({
        text: t("TTM.Faults.EffectFailed", { name, effect: describe(a, t) }),
        ruleId: a.ruleId,
      });
    }
  }
  return out;
}

/** An effect in words, for the report of one that failed. */
function describe(a: EffectAction, t: Translator): string {
  switch (a.kind) {
    case "damage":
      return t("TTM.Faults.Effect.Damage", { amount: a.amount });
    case "status":
      return t("TTM.Faults.Effect.Condition", {
        condition: t(conditionLabelKey(a.condition), { id: a.condition }),
      });
    case "elevation":
      return t("TTM.Faults.Effect.Elevation", { elevation: a.elevation });
    case "counter":
      return t("TTM.Faults.Effect.Counter", { counter: t(counterLabelKey(a.counter), { id: a.counter }) });
    case "place":
      return t("TTM.Faults.Effect.Place");
    default:
      return t("TTM.Faults.Effect.Other", { kind: a.kind });
  }
}

async function applyOne(host: EffectsHost, a: EffectAction, out: AppliedEffects): Promise<void> {
  const { t } = host;
  if (a.kind === "ledger") return;
  if (a.kind === "message" && a.audience === "gm") {
    // Meant for the GM alone (Dungeon Universalis' Dark Player): a line of the GM's whisper.
    out.gm.push({ text: t(a.key, a.data), ruleId: a.ruleId });
    return;
  }
  if (a.kind === "message") {
    // A reminder for the player who moved (Signum: melee only after a move); a chat card
    // after every move would bury the table's chat, so it is a passing notice instead.
    host.notify("info", t(a.key, a.data));
    return;
  }
  const token = host.tokenById(a.tokenId);
  const name = token?.name ?? a.tokenId;
  switch (a.kind) {
    case "damage": {
      const update = a.path && token?.actor ? damageUpdate(token.actor, a.path, a.amount) : null;
      if (!update || !token?.actor) {
        out.gm.push({ text: t("TTM.Card.DamageUnapplied", { name, amount: a.amount }), ruleId: a.ruleId });
      } else if (!token.actor.isOwner) {
        out.forGm.push(a);
      } else {
        await token.actor.update(update);
        out.card.push({ text: t("TTM.Card.Damage", { name, amount: a.amount }), ruleId: a.ruleId });
      }
      break;
    }
    case "status": {
      const label = t(conditionLabelKey(a.condition), { id: a.condition });
      if (!token?.actor) {
        out.gm.push({
          text: t("TTM.Card.ConditionUnapplied", { name, condition: label }),
          ruleId: a.ruleId,
        });
        break;
      }
      if (!token.actor.isOwner) {
        out.forGm.push(a);
        break;
      }
      const status = statusFor(a.condition, host.statusEffects(), label);
      if (status.create) host.addStatusEffect(status.create);
      await token.actor.toggleStatusEffect(status.statusId, { active: true });
      out.card.push({ text: t("TTM.Card.Condition", { name, condition: label }), ruleId: a.ruleId });
      break;
    }
    case "elevation":
      if (!token) break;
      if (!token.isOwner) {
        out.forGm.push(a);
        break;
      }
      await token.update({ elevation: a.elevation });
      out.card.push({ text: t("TTM.Card.Elevation", { name, elevation: a.elevation }), ruleId: a.ruleId });
      break;
    case "counter": {
      const counter = t(counterLabelKey(a.counter), { id: a.counter });
      const change = token ? counterChange(token, a.counter, a.delta) : null;
      if (!token || !change) break;
      if (!token.isOwner) {
        out.forGm.push(a);
        break;
      }
      await token.update(change.update);
      if (token.actor?.isOwner) await markCounter(host, token.actor, a.counter, counter, change.count > 0);
      out.card.push({
        text: t("TTM.Rolls.Card.Counter", { name, counter, count: change.count }),
        ruleId: a.ruleId,
      });
      break;
    }
    case "place":
      if (!token) break;
      if (!host.place) {
        out.gm.push({ text: t("TTM.Rolls.Card.PlaceUnapplied", { name }), ruleId: a.ruleId });
        break;
      }
      if (!token.isOwner) {
        out.forGm.push(a);
        break;
      }
      await host.place(a.tokenId, a.centre, a.elevation);
      out.card.push({ text: t("TTM.Rolls.Card.Placed", { name }), ruleId: a.ruleId });
      break;
    case "end-turn":
      out.card.push({ text: t("TTM.Card.TurnEnds", { name }), ruleId: a.ruleId });
      host.notify("info", t("TTM.Notify.TurnEnds", { name }));
      // Advancing the combat tracker is the GM's call: a game may still resolve reactions.
      if (host.isTokensTurn(a.tokenId))
        out.gm.push({ text: t("TTM.Card.AdvanceTurn", { name }), ruleId: a.ruleId });
      break;
  }
}

/** The status effect that shows a counter on the token: on while the count is above 0. */
async function markCounter(
  host: EffectsHost,
  actor: EffectActor,
  counter: string,
  label: string,
  on: boolean,
): Promise<void> {
  const id = counterStatusId(counter);
  if (!host.statusEffects().some((s) => s.id === id))
    host.addStatusEffect({ id, name: label, img: COUNTER_ICON });
  await actor.toggleStatusEffect(id, { active: on });
}

/** Core's icon for a generic marker. */
const COUNTER_ICON = "icons/svg/daze.svg";

/** The public card for what a move did, or null when it did nothing worth a message. */
export function effectsCard(applied: AppliedEffects, moverName: string, t: Translator): MoveCard | null {
  return applied.card.length > 0
    ? { kind: "effects", title: t("TTM.Card.EffectsTitle", { name: moverName }), lines: applied.card }
    : null;
}

/** The GM's whisper for what a move left to them, or null. */
export function gmCard(applied: AppliedEffects, moverName: string, t: Translator): MoveCard | null {
  return applied.gm.length > 0
    ? { kind: "gm", title: t("TTM.Card.GmTitle", { name: moverName }), lines: applied.gm }
    : null;
}
