import type { Verdict } from "../engine/ruleset";
import type { TableState } from "./apply";

/**
 * The table once the unit's move is accepted: casualties taken off (their ledgers, damage and
 * conditions with them), and Out of Coherency set on every standing model of the unit, or taken
 * off after a move in coherency (what Foundry's status effect shows).
 */
export function afterUnitMove(
  table: TableState,
  verdict: Verdict,
  casualties: readonly string[],
): TableState {
  const dead = new Set(casualties);
  const standing = (verdict.models ?? []).map((m) => m.modelId).filter((id) => !dead.has(id));
  const out = verdict.unitStatus === "out-of-coherency";
  const drop = <V>(m: ReadonlyMap<string, V>): Map<string, V> =>
    new Map([...m].filter(([id]) => !dead.has(id)));
  const conditions = drop(table.conditions);
  for (const id of standing) {
    const had = (conditions.get(id) ?? []).filter((c) => c !== OUT_OF_COHERENCY);
    if (out) had.push(OUT_OF_COHERENCY);
    if (had.length > 0) conditions.set(id, had);
    else conditions.delete(id);
  }
  return {
    spec: { ...table.spec, models: table.spec.models.filter((m) => !dead.has(m.id)) },
    ledgers: drop(table.ledgers),
    damage: drop(table.damage),
    conditions,
    facing: drop(table.facing),
  };
}

/** The condition a unit that ended Out of Coherency carries (as Foundry's status of that id). */
export const OUT_OF_COHERENCY = "out-of-coherency";
