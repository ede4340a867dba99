import type { DeclarationValue, Declarations, Ruleset } from "../../engine/ruleset";
import type { Translator } from "../../overlay/i18n";

/*
 * What a player declares for the drag in hand, with a keybinding: a run, a POW tier, a jump.
 * Generic: a declaration whose name is one of the ruleset's action ids switches the drag to
 * that action (Signum's `run`); any other becomes a MoveRequest declaration the ruleset reads
 * (`run`, `jump`, `tier`). The names are this module's convention until the Ruleset contract
 * lists its declarations.
 */

export interface DragDeclarations {
  /** A ruleset action id the drag is judged with instead of the token's movement action. */
  readonly action?: string;
  readonly values: Declarations;
}

export const NO_DECLARATIONS: DragDeclarations = { values: {} };

/** The declarations a keybinding can make. */
export const FLAG_DECLARATIONS = ["run", "jump"] as const;
export type FlagDeclaration = (typeof FLAG_DECLARATIONS)[number];
export const TIERS = [1, 2, 3] as const;
export type Tier = (typeof TIERS)[number];

export type DeclarationCommand =
  | { readonly kind: "toggle"; readonly name: FlagDeclaration }
  | { readonly kind: "tier"; readonly tier: Tier }
  | { readonly kind: "clear" };

const without = (values: Declarations, key: string): Declarations => {
  const out: Record<string, DeclarationValue> = { ...values };
  delete out[key];
  return out;
};

/** The declarations after one keypress; pressing the same one again takes it back. */
export function applyCommand(
  current: DragDeclarations,
  command: DeclarationCommand,
  ruleset: Ruleset,
): DragDeclarations {
  switch (command.kind) {
    case "clear":
      return NO_DECLARATIONS;
    case "tier": {
      const values =
        current.values.tier === command.tier
          ? without(current.values, "tier")
          : { ...current.values, tier: command.tier };
      return { ...current, values };
    }
    case "toggle": {
      const name = command.name;
      if (ruleset.actions.some((a) => a.id === name)) {
        const { action: _old, ...rest } = current;
        return current.action === name ? rest : { ...rest, action: name };
      }
      const values =
        current.values[name] === true ? without(current.values, name) : { ...current.values, [name]: true };
      return { ...current, values };
    }
  }
}

export const isEmpty = (d: DragDeclarations): boolean =>
  d.action === undefined && Object.keys(d.values).length === 0;

/** The declarations in words, for the ruler label and notifications. */
export function describeDeclarations(d: DragDeclarations, ruleset: Ruleset, t: Translator): string[] {
  const out: string[] = [];
  if (d.action !== undefined) {
    const spec = ruleset.actions.find((a) => a.id === d.action);
    out.push(spec ? t(spec.labelKey) : d.action);
  }
  for (const [k, v] of Object.entries(d.values)) {
    if (k === "run" && v === true) out.push(t("TTM.Declaration.Run"));
    else if (k === "jump" && v === true) out.push(t("TTM.Declaration.Jump"));
    else if (k === "tier") out.push(t("TTM.Declaration.Tier", { tier: String(v) }));
    else out.push(`${k}: ${String(v)}`);
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
