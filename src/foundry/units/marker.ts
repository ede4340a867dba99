import { statusFor, type StatusEntry } from "../effects/conditions";

/*
 * Out of Coherency shown on the tokens: a status effect (the module's own entry in
 * CONFIG.statusEffects, labelled in the user's language) set on every standing model of a unit
 * that ended Out of Coherency, and taken off when a later move ends in coherency
 * (Actor#toggleStatusEffect, v13 and v14 docs). Tokens without an actor show nothing.
 */

export const OUT_OF_COHERENCY = "out-of-coherency";

export interface MarkerToken {
  readonly actor: {
    toggleStatusEffect(statusId: string, options: { active: boolean }): Promise<unknown>;
  } | null;
}

export interface MarkerHost {
  statusEffects(): readonly StatusEntry[];
  addStatusEffect(entry: StatusEntry): void;
  label(): string;
  token(id: string): MarkerToken | undefined;
}

export async function markCoherency(
  host: MarkerHost,
  tokenIds: readonly string[],
  out: boolean,
): Promise<void> {
  const { statusId, create } = statusFor(OUT_OF_COHERENCY, host.statusEffects(), host.label());
  if (create) {
    if (!out) return; // never set, nothing to take off
    host.addStatusEffect(create);
  }
  for (const id of tokenIds) await host.token(id)?.actor?.toggleStatusEffect(statusId, { active: out });
}
