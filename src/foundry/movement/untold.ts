import { isRecord } from "../records";
import type { MoveCard, MoveCardKind, MoveCardLine } from "./cards";

/*
 * Moves refused while no Gamemaster was connected (issue 14: the GM is told when they connect).
 * The refusal happens on the mover's client, which may be closed or reloaded long before a GM
 * joins, so each refusal is kept on the mover's own User document (a flag: a player may write
 * their own user's flags) and the active GM's client tells them in chat and clears them: at its
 * `ready`, and when a user's flag changes while it is connected. The flag is written by a
 * player's client, so it is read as untrusted data.
 */

/** Refusals kept per user for a GM who is not connected (the oldest go first). */
export const UNTOLD_KEPT = 20;

const MAX_TEXT = 2000;
const MAX_LINES = 40;
const KINDS: readonly MoveCardKind[] = ["warn", "revert", "effects", "gm"];

/** Who the card speaks as: the fields of core's ChatSpeakerData the module sets, all strings. */
export interface UntoldSpeaker {
  readonly scene?: string;
  readonly actor?: string;
  readonly token?: string;
  readonly alias?: string;
}

export interface UntoldEntry {
  /** Told once: the GM clears the entries it posted by id, keeping any added meanwhile. */
  readonly id: string;
  readonly speaker: UntoldSpeaker;
  readonly card: MoveCard;
}

/** Where the entries are kept: a user's flag, read and written through the host layer. */
export interface UntoldStore {
  /** The flag's stored value on this user, as it is (untrusted). */
  read(userId: string): unknown;
  /** Replaces the user's kept entries ([] when all were told). */
  write(userId: string, entries: readonly UntoldEntry[]): Promise<void>;
  /** The ids of the world's users. */
  userIds(): readonly string[];
  /** A fresh id for an entry (core's `foundry.utils.randomID`). */
  newId(): string;
}

const text = (v: unknown): string | null =>
  typeof v === "string" && v.length > 0 ? v.slice(0, MAX_TEXT) : null;

/** Core's speaker data reduced to its string fields: anything else in it is dropped. */
export function untoldSpeaker(v: unknown): UntoldSpeaker {
  if (!isRecord(v)) return {};
  const out: Record<string, string> = {};
  for (const k of ["scene", "actor", "token", "alias"] as const) {
    const s = text(v[k]);
    if (s !== null) out[k] = s;
  }
  return out;
}

function readLine(v: unknown): MoveCardLine | null {
  if (!isRecord(v)) return null;
  const t = text(v.text);
  if (t === null) return null;
  const ruleId = text(v.ruleId);
  return ruleId === null ? { text: t } : { text: t, ruleId };
}

function readCard(v: unknown): MoveCard | null {
  if (!isRecord(v)) return null;
  const kind = KINDS.find((k) => k === v.kind);
  const title = text(v.title);
  if (!kind || title === null || !Array.isArray(v.lines)) return null;
  const lines = (v.lines as unknown[])
    .slice(0, MAX_LINES)
    .map(readLine)
    .filter((l): l is MoveCardLine => l !== null);
  return { kind, title, lines };
}

/**
 * The entries a flag holds, the last UNTOLD_KEPT of them; an entry without an id or a card is
 * left out, and a value that is not a list gives none.
 */
export function readUntold(raw: unknown): UntoldEntry[] {
  if (!Array.isArray(raw)) return [];
  const out: UntoldEntry[] = [];
  for (const v of (raw as unknown[]).slice(-UNTOLD_KEPT)) {
    if (!isRecord(v)) continue;
    const id = text(v.id);
    const card = readCard(v.card);
    if (id !== null && card) out.push({ id, speaker: untoldSpeaker(v.speaker), card });
  }
  return out;
}

/** The user's entries with one more, the oldest dropped beyond UNTOLD_KEPT. */
export function withUntold(raw: unknown, entry: UntoldEntry): UntoldEntry[] {
  return [...readUntold(raw), entry].slice(-UNTOLD_KEPT);
}

/**
 * Tells the GMs a user's kept refusals, once each. Runs are chained per user, so the `ready`
 * pass and a flag change arriving at the same time do not post the same entry twice.
 */
export class UntoldTeller {
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly store: UntoldStore,
    private readonly post: (entry: UntoldEntry) => Promise<void>,
  ) {}

  tell(userId: string): Promise<void> {
    // A failed run (already reported to its caller) does not stop the next one.
    const before = (this.running.get(userId) ?? Promise.resolve()).catch(() => undefined);
    const next = before.then(() => this.tellNow(userId));
    this.running.set(userId, next);
    return next;
  }

  tellAll(): Promise<void> {
    return Promise.all(this.store.userIds().map((id) => this.tell(id))).then(() => undefined);
  }

  private async tellNow(userId: string): Promise<void> {
    const entries = readUntold(this.store.read(userId));
    if (entries.length === 0) return;
    const told = new Set<string>();
    // One card chat refuses stays kept for the next run; the others still go.
    let failure: { error: unknown } | null = null;
    for (const e of entries) {
      try {
        await this.post(e);
        told.add(e.id);
      } catch (error) {
        failure ??= { error };
      }
    }
    // Read again: the player's client may have added a refusal while these were posted.
    if (told.size > 0) {
      const left = readUntold(this.store.read(userId)).filter((e) => !told.has(e.id));
      await this.store.write(userId, left);
    }
    if (failure) throw failure.error;
  }
}
