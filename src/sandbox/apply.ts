import type { BoardSpec, ModelSpec } from "../engine/board/types";
import type { Effect, Ledger, Verdict } from "../engine/ruleset";

/*
 * What a settled move does to the table, as a host applies it: the mover goes to the reach
 * point (never beyond), then every effect in order: elevations, placements (a fall straight
 * down), counters, ledgers, damage, conditions. Pure, so the same table and effects always give
 * the same table; the page rebuilds its Board from the spec this returns.
 */

const EPS = 1e-6;

export interface TableState {
  readonly spec: BoardSpec;
  readonly ledgers: ReadonlyMap<string, Ledger>;
  /** Life points or wounds lost so far, by model (the sandbox keeps no life totals). */
  readonly damage: ReadonlyMap<string, number>;
  readonly conditions: ReadonlyMap<string, readonly string[]>;
  /** The facing each model was left with (square-grid games), in degrees. */
  readonly facing: ReadonlyMap<string, number>;
}

export function applyMove(
  table: TableState,
  modelId: string,
  verdict: Verdict,
  effects: readonly Effect[],
): TableState {
  const p = verdict.reach.point;
  const moved =
    verdict.reach.distance > EPS
      ? {
          ...table,
          spec: {
            ...table.spec,
            models: table.spec.models.map((m) => (m.id === modelId ? { ...m, x: p.x, y: p.y } : m)),
          },
        }
      : table;
  const out = applyEffects(moved, effects);
  if (verdict.facing === undefined) return out;
  return { ...out, facing: new Map(out.facing).set(modelId, verdict.facing) };
}

/** Effects alone, in order (an activation's start: counters removed, a ledger written). */
export function applyEffects(table: TableState, effects: readonly Effect[]): TableState {
  const models = new Map<string, ModelSpec>(table.spec.models.map((m) => [m.id, m]));
  const edit = (id: string, change: (m: ModelSpec) => ModelSpec): void => {
    const m = models.get(id);
    if (m) models.set(id, change(m));
  };
  const ledgers = new Map(table.ledgers);
  const damage = new Map(table.damage);
  const conditions = new Map(table.conditions);
  for (const fx of effects) {
    switch (fx.type) {
      case "elevation":
        edit(fx.modelId, (m) => ({ ...m, elevation: fx.elevation }));
        break;
      case "place":
        edit(fx.modelId, (m) => ({
          ...m,
          x: fx.x,
          y: fx.y,
          ...(fx.elevation !== undefined ? { elevation: fx.elevation } : {}),
        }));
        break;
      case "counter":
        edit(fx.modelId, (m) => ({ ...m, counters: addCounter(m.counters ?? {}, fx.counter, fx.delta) }));
        break;
      case "ledger":
        ledgers.set(fx.modelId, { ...ledgers.get(fx.modelId), ...fx.changes });
        break;
      case "damage":
        damage.set(fx.modelId, (damage.get(fx.modelId) ?? 0) + fx.amount);
        break;
      case "condition": {
        const had = conditions.get(fx.modelId) ?? [];
        if (!had.includes(fx.condition)) conditions.set(fx.modelId, [...had, fx.condition]);
        break;
      }
      // A casualty waits for the player's word (contract); turns and messages change no model.
      case "casualty":
      case "end-turn":
      case "message":
        break;
    }
  }
  return {
    spec: { ...table.spec, models: table.spec.models.map((m) => models.get(m.id) ?? m) },
    ledgers,
    damage,
    conditions,
    facing: table.facing,
  };
}

/** Counters never go below 0; a counter at 0 is gone. */
export function addCounter(
  counters: Readonly<Record<string, number>>,
  name: string,
  delta: number,
): Readonly<Record<string, number>> {
  const next = Math.max(0, (counters[name] ?? 0) + delta);
  const out: Record<string, number> = { ...counters };
  if (next === 0) delete out[name];
  else out[name] = next;
  return out;
}
