import type { ModelSpec } from "../board/types";
import type { Point } from "../geometry/vec";
import type { Effect, Ledger, PromptAnswer } from "../ruleset";

/*
 * What carries from one step of a scenario to the next, as a host would keep it: where each
 * model stands (and at what level), the counters it carries, its ledger, the declare answers of
 * its activation, and the combat round.
 * Damage and conditions are the game's bookkeeping, not the table's: they are reported, not kept.
 */

export interface TableState {
  /** The models on the table, as the board of the next step is built from them. */
  readonly models: readonly ModelSpec[];
  /** Each model's ledger, by model id; a model without one has none. */
  readonly ledgers: Readonly<Record<string, Ledger>>;
  /**
   * The declare-phase answers of each model's activation so far, by model id then prompt id: a
   * host keeps them for the whole activation (a jump's distance, a run's roll) and passes them
   * in on every evaluation. Cleared at `new-turn`, `new-round` and `activation-start`.
   */
  readonly answers: Readonly<Record<string, Readonly<Record<string, PromptAnswer>>>>;
  /** The combat round, when the file counts rounds. */
  readonly round: number | null;
}

export function initialState(models: readonly ModelSpec[], round: number | null): TableState {
  return { models, ledgers: {}, answers: {}, round };
}

/** The model's ledger set to `ledger`; an empty one is no ledger. */
export function withLedger(state: TableState, modelId: string, ledger: Ledger): TableState {
  const ledgers = { ...state.ledgers, [modelId]: ledger };
  if (Object.keys(ledger).length === 0) delete ledgers[modelId];
  return { ...state, ledgers };
}

/** The declare answers kept for the model's activation; an empty set is none. */
export function withAnswers(
  state: TableState,
  modelId: string,
  answers: Readonly<Record<string, PromptAnswer>>,
): TableState {
  const all = { ...state.answers, [modelId]: answers };
  if (Object.keys(answers).length === 0) delete all[modelId];
  return { ...state, answers: all };
}

/** Forgets the declare answers of `ids`, or of every model: their activations are over. */
export function resetAnswers(state: TableState, ids: readonly string[] | "all"): TableState {
  if (ids === "all") return { ...state, answers: {} };
  const all = { ...state.answers };
  for (const id of ids) delete all[id];
  return { ...state, answers: all };
}

/** Clears the ledgers of `ids`, or every ledger. */
export function resetLedgers(state: TableState, ids: readonly string[] | "all"): TableState {
  if (ids === "all") return { ...state, ledgers: {} };
  const ledgers = { ...state.ledgers };
  for (const id of ids) delete ledgers[id];
  return { ...state, ledgers };
}

export function withRound(state: TableState, round: number | null): TableState {
  return { ...state, round };
}

/**
 * The table once a step is committed: the mover (if any) at the end of its legal path, then
 * each effect in order: elevations, placements, counters, ledger changes, casualties.
 */
export function applyEffects(
  state: TableState,
  effects: readonly Effect[],
  mover: { readonly id: string; readonly end: Point } | null,
): TableState {
  const byId = new Map(state.models.map((m) => [m.id, m] as const));
  const removed = new Set<string>();
  const ledgers: Record<string, Ledger> = { ...state.ledgers };
  const update = (id: string, change: (m: ModelSpec) => ModelSpec): void => {
    const m = byId.get(id);
    if (m) byId.set(id, change(m));
  };
  if (mover) update(mover.id, (m) => ({ ...m, x: mover.end.x, y: mover.end.y }));
  for (const e of effects) {
    switch (e.type) {
      case "elevation":
        update(e.modelId, (m) => ({ ...m, elevation: e.elevation }));
        break;
      case "place":
        update(e.modelId, (m) => ({
          ...m,
          x: e.x,
          y: e.y,
          ...(e.elevation !== undefined ? { elevation: e.elevation } : {}),
        }));
        break;
      case "counter":
        update(e.modelId, (m) => ({ ...m, counters: addCounter(m.counters ?? {}, e.counter, e.delta) }));
        break;
      case "ledger":
        ledgers[e.modelId] = { ...ledgers[e.modelId], ...e.changes };
        break;
      case "casualty":
        removed.add(e.modelId);
        break;
      case "damage":
      case "condition":
      case "end-turn":
      case "message":
        break;
    }
  }
  const answers = { ...state.answers };
  for (const id of removed) {
    delete ledgers[id];
    delete answers[id];
  }
  const models = state.models.flatMap((m) => (removed.has(m.id) ? [] : [byId.get(m.id)!]));
  return { ...state, models, ledgers, answers };
}

/** A counter changed by `delta`, never below none; a counter at 0 is dropped. */
function addCounter(
  counters: Readonly<Record<string, number>>,
  name: string,
  delta: number,
): Record<string, number> {
  const out = { ...counters };
  const next = Math.max(0, (out[name] ?? 0) + delta);
  if (next === 0) delete out[name];
  else out[name] = next;
  return out;
}
