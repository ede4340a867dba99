import type { DeclarationValue, Declarations, FieldSpec, Ruleset } from "../../engine/ruleset";
import type { Translator } from "../../overlay/i18n";

/*
 * What a player declares for the drag in hand, with a keybinding, from the world ruleset's
 * `declarations` (a run, the POW paid). A declaration with the key of one of the ruleset's
 * actions switches the drag to that action (Signum's `run`), as the Ruleset contract says it
 * means the same; any other becomes a MoveRequest declaration the ruleset reads. A value equal
 * to the field's default is not stored: absent and default mean the same to the ruleset.
 */

export interface DragDeclarations {
  /** A ruleset action id the drag is judged with instead of the token's movement action. */
  readonly action?: string;
  readonly values: Declarations;
}

export const NO_DECLARATIONS: DragDeclarations = { values: {} };

/**
 * One keypress. Keys are registered for every ruleset at init, so a command names its ruleset
 * and does nothing in a world playing another game.
 */
export type DeclarationCommand =
  /** A boolean declaration on, or off again. */
  | { readonly kind: "toggle"; readonly rulesetId: string; readonly key: string }
  /** One choice of a select; pressing it again goes back to the default. */
  | { readonly kind: "choose"; readonly rulesetId: string; readonly key: string; readonly value: string }
  /** The next choice of a select, round to the default. */
  | { readonly kind: "cycle"; readonly rulesetId: string; readonly key: string }
  /**
   * A value picked or typed in the token HUD, which shows the value rather than stepping it:
   * setting a field twice leaves it as set, where a key pressed twice goes back to the default.
   */
  | {
      readonly kind: "set";
      readonly rulesetId: string;
      readonly key: string;
      readonly value: DeclarationValue;
    }
  | { readonly kind: "clear" };

const without = (values: Declarations, key: string): Declarations => {
  const out: Record<string, DeclarationValue> = { ...values };
  delete out[key];
  return out;
};

/** The values with `key` set, or removed when the value is the field's default. */
const withValue = (values: Declarations, spec: FieldSpec, value: DeclarationValue): Declarations =>
  value === spec.default ? without(values, spec.key) : { ...values, [spec.key]: value };

/**
 * The declarations after one keypress, or null when the key is not for this ruleset (another
 * game's key, or a declaration it does not have): the key is then left to other bindings.
 */
export function applyCommand(
  current: DragDeclarations,
  command: DeclarationCommand,
  ruleset: Ruleset,
): DragDeclarations | null {
  if (command.kind === "clear") return NO_DECLARATIONS;
  if (command.rulesetId !== ruleset.id) return null;
  const spec = ruleset.declarations?.find((f) => f.key === command.key);
  if (!spec) return null;
  const now = current.values[spec.key] ?? spec.default;
  switch (command.kind) {
    case "toggle": {
      if (spec.type !== "boolean") return null;
      if (ruleset.actions.some((a) => a.id === spec.key)) {
        const { action: _old, ...rest } = current;
        return current.action === spec.key ? rest : { ...rest, action: spec.key };
      }
      return { ...current, values: withValue(current.values, spec, now !== true) };
    }
    case "choose": {
      if (!spec.choices?.some((c) => c.value === command.value)) return null;
      const value = String(now) === command.value ? spec.default : command.value;
      return { ...current, values: withValue(current.values, spec, value) };
    }
    case "cycle": {
      const choices = spec.choices ?? [];
      if (choices.length === 0) return null;
      const at = choices.findIndex((c) => c.value === String(now));
      const next = choices[(at + 1) % choices.length]!.value;
      return { ...current, values: withValue(current.values, spec, next) };
    }
    case "set":
      return setValue(current, spec, command.value, ruleset);
  }
}

/**
 * A value that fits the field, as the ruleset's checkRequest would take it, or null: a HUD
 * control is built from the field, so a misfit means a stale or tampered form, not a choice.
 */
function fitting(spec: FieldSpec, value: DeclarationValue): DeclarationValue | null {
  switch (spec.type) {
    case "boolean":
      return typeof value === "boolean" ? value : null;
    case "select":
      return spec.choices?.some((c) => c.value === String(value)) ? String(value) : null;
    case "text":
      // Trimmed, so a stray space is "not declared" rather than a power named " ".
      return typeof value === "string" ? value.trim() : null;
    case "number": {
      const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
      if (!Number.isFinite(n)) return null;
      if (spec.min !== undefined && n < spec.min) return null;
      if (spec.max !== undefined && n > spec.max) return null;
      return n;
    }
    default:
      return null;
  }
}

function setValue(
  current: DragDeclarations,
  spec: FieldSpec,
  raw: DeclarationValue,
  ruleset: Ruleset,
): DragDeclarations | null {
  const value = fitting(spec, raw);
  if (value === null) return null;
  if (spec.type === "boolean" && ruleset.actions.some((a) => a.id === spec.key)) {
    // Same meaning as the toggle key: a boolean named after an action is that action.
    const { action: _old, ...rest } = current;
    if (value === true) return { ...rest, action: spec.key };
    return current.action === spec.key ? rest : current;
  }
  return { ...current, values: withValue(current.values, spec, value) };
}

export const isEmpty = (d: DragDeclarations): boolean =>
  d.action === undefined && Object.keys(d.values).length === 0;

/** One declared value in words: the field's label, and the choice's label or the value. */
function describeValue(
  spec: FieldSpec | undefined,
  key: string,
  v: DeclarationValue,
  t: Translator,
): string | null {
  if (!spec) return `${key}: ${String(v)}`;
  if (spec.type === "boolean") return v === true ? t(spec.labelKey) : null;
  const choice = spec.choices?.find((c) => c.value === String(v));
  return t("TTM.Declaration.Value", {
    label: t(spec.labelKey),
    value: choice ? t(choice.labelKey) : String(v),
  });
}

/** The declarations in words, for the ruler label and notifications; defaults are not news. */
export function describeDeclarations(d: DragDeclarations, ruleset: Ruleset, t: Translator): string[] {
  const out: string[] = [];
  if (d.action !== undefined) {
    const spec = ruleset.actions.find((a) => a.id === d.action);
    out.push(spec ? t(spec.labelKey) : d.action);
  }
  for (const [k, v] of Object.entries(d.values)) {
    const spec = ruleset.declarations?.find((f) => f.key === k);
    if (spec && v === spec.default) continue;
    const words = describeValue(spec, k, v, t);
    if (words !== null) out.push(words);
  }
  return out;
}

/** Declarations from a socket message or an update option: anything malformed is dropped. */
export function readDeclarations(raw: unknown): DragDeclarations {
  if (typeof raw !== "object" || raw === null) return NO_DECLARATIONS;
  const r = raw as { action?: unknown; values?: unknown };
  const values: Record<string, DeclarationValue> = {};
  if (typeof r.values === "object" && r.values !== null) {
    for (const [k, v] of Object.entries(r.values as Record<string, unknown>)) {
      if (typeof v === "boolean" || typeof v === "string" || (typeof v === "number" && Number.isFinite(v)))
        values[k] = v;
    }
  }
  return typeof r.action === "string" ? { action: r.action, values } : { values };
}

/**
 * This client's declaration for its next drag, and those other users shared for theirs (so
 * their rulers colour the same on every screen). A declaration lasts until the move is made.
 */
export class DeclarationStore {
  private local: DragDeclarations = NO_DECLARATIONS;
  private readonly remote = new Map<string, Map<string, DragDeclarations>>();

  constructor(private readonly me: () => string) {}

  get(tokenId: string, userId: string): DragDeclarations {
    if (userId === this.me()) return this.local;
    return this.remote.get(userId)?.get(tokenId) ?? NO_DECLARATIONS;
  }

  mine(): DragDeclarations {
    return this.local;
  }

  setMine(d: DragDeclarations): void {
    this.local = d;
  }

  setRemote(userId: string, tokenIds: readonly string[], d: DragDeclarations): void {
    const byToken = this.remote.get(userId) ?? new Map<string, DragDeclarations>();
    for (const id of tokenIds) {
      if (isEmpty(d)) byToken.delete(id);
      else byToken.set(id, d);
    }
    this.remote.set(userId, byToken);
  }

  clearRemote(userId: string, tokenId: string): void {
    this.remote.get(userId)?.delete(tokenId);
  }
}
