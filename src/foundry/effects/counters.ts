import { MODULE_ID } from "../ids";
import { moduleFlag } from "../records";

/*
 * Counters a model carries between activations (the engine's `counter` effect: Carnevale's
 * Dazed and Submerged) as Foundry data. Core's status effects (v13 and v14: CONFIG.statusEffects,
 * Actor#toggleStatusEffect) are on or off and hold no count, so the count lives in a token flag
 * (`flags.tabletop-movement.counters.<name>`, Document#setFlag's place for a module's data,
 * read back into the board's `counters` so the ruleset sees them), the status effect marks the
 * token while the count is above 0, and the token HUD's ledger panel lists the numbers.
 */

export const COUNTERS_FLAG = "counters";

/** The counters the rulesets in this project produce; others get a generic label. */
export const KNOWN_COUNTERS = ["dazed", "submerged"] as const;

/** A counter name as it may be a flag key: no dots, no spaces. */
const NAME = /^[\w-]+$/;

export const counterLabelKey = (counter: string): string =>
  (KNOWN_COUNTERS as readonly string[]).includes(counter)
    ? `TTM.Rolls.Counter.${counter}`
    : "TTM.Rolls.Counter.Other";

/** The status id that marks a token carrying a counter. */
export const counterStatusId = (counter: string): string => `${MODULE_ID}.counter.${counter}`;

/** The token's counters from its flag: whole numbers above 0; anything else is dropped. */
export function readCounters(doc: { readonly flags?: unknown }): Record<string, number> {
  const raw = moduleFlag(doc.flags, COUNTERS_FLAG);
  const out: Record<string, number> = {};
  if (typeof raw !== "object" || raw === null) return out;
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (NAME.test(k) && typeof v === "number" && Number.isInteger(v) && v > 0) out[k] = v;
  }
  return out;
}

/**
 * The count after a change and the `update()` data that writes it (`-=` removes a counter that
 * reaches 0; never below 0). Null for a name that cannot be a flag key.
 */
export function counterChange(
  doc: { readonly flags?: unknown },
  counter: string,
  delta: number,
): { readonly count: number; readonly update: Record<string, unknown> } | null {
  if (!NAME.test(counter) || !Number.isFinite(delta)) return null;
  const count = Math.max(0, (readCounters(doc)[counter] ?? 0) + Math.trunc(delta));
  const base = `flags.${MODULE_ID}.${COUNTERS_FLAG}`;
  return {
    count,
    update: count > 0 ? { [`${base}.${counter}`]: count } : { [`${base}.-=${counter}`]: null },
  };
}
