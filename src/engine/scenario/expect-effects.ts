import type { Effect } from "../ruleset";
import { fmt, list, near, sameSet, shown } from "./compare";
import type { EffectsExpect } from "./expect-schema";
import type { StepResult } from "./result";
import { stepEffects } from "./result";

const K = "TTM.Scenario.Mismatch";

type Found = { readonly key: string; readonly data: Readonly<Record<string, string>> };

/**
 * A step's effects against its `expect.effects`. They are counted over everything the step does,
 * as a host applies it: the verdict's (or activation's) own effects, then each answered prompt's.
 * Damage is the total a model takes, conditions the set it gains, elevation the level it ends at
 * (its own when no effect moves it); models a record does not name are not checked. The lists
 * (endTurn, casualties, messages, types) are checked whole.
 */
export function checkEffects(want: EffectsExpect, result: StepResult): Found[] {
  const effects = stepEffects(result);
  const out: Found[] = [];
  const push = (key: string, data: Record<string, string>): void =>
    void out.push({ key: `${K}.${key}`, data });
  const of = <T extends Effect["type"]>(type: T, model?: string): Extract<Effect, { type: T }>[] =>
    effects.filter(
      (e): e is Extract<Effect, { type: T }> =>
        e.type === type && (model === undefined || ("modelId" in e && e.modelId === model)),
    );

  for (const [model, expected] of Object.entries(want.damage ?? {})) {
    const actual = of("damage", model).reduce((sum, e) => sum + e.amount, 0);
    if (Math.abs(actual - expected) > 1e-9)
      push("Damage", { model, expected: String(expected), actual: String(actual) });
  }
  for (const [model, expected] of Object.entries(want.conditions ?? {})) {
    const actual = of("condition", model).map((e) => e.condition);
    if (!sameSet(actual, expected))
      push("Conditions", {
        model,
        expected: list([...new Set(expected)].sort()),
        actual: list([...new Set(actual)].sort()),
      });
  }
  for (const [model, expected] of Object.entries(want.elevation ?? {})) {
    const start = result.board.hasModel(model) ? result.board.model(model).elevation : null;
    // A place effect that gives a level sets it too (a unit's model placed on a platform).
    const actual = effects.reduce<number | null>(
      (level, e) =>
        (e.type === "elevation" || (e.type === "place" && e.elevation !== undefined)) && e.modelId === model
          ? e.elevation!
          : level,
      start,
    );
    if (actual === null || !near(actual, expected))
      push("Elevation", { model, expected: fmt(expected), actual: actual === null ? "—" : fmt(actual) });
  }
  for (const [model, expected] of Object.entries(want.ledger ?? {})) {
    const written: Record<string, unknown> = {};
    for (const e of of("ledger", model)) Object.assign(written, e.changes);
    for (const [key, value] of Object.entries(expected)) {
      const actual = written[key];
      if (!sameValue(actual, value))
        push("EffectLedger", {
          model,
          field: key,
          expected: shown(value ?? undefined),
          actual: shown(actual),
        });
    }
  }
  if (want.endTurn) {
    const actual = of("end-turn").map((e) => e.modelId);
    if (!sameSet(actual, want.endTurn))
      push("EndTurn", { expected: list(want.endTurn), actual: list(actual) });
  }
  if (want.messages) {
    const actual = of("message").map((e) => e.key);
    if (actual.join("\u0000") !== want.messages.join("\u0000"))
      push("Messages", { expected: list(want.messages), actual: list(actual) });
  }
  for (const [model, expected] of Object.entries(want.counters ?? {})) {
    const net: Record<string, number> = {};
    for (const e of of("counter", model)) net[e.counter] = (net[e.counter] ?? 0) + e.delta;
    for (const [counter, delta] of Object.entries(expected)) {
      const actual = net[counter] ?? 0;
      if (actual !== delta)
        push("EffectCounter", { model, counter, expected: String(delta), actual: String(actual) });
    }
  }
  for (const [model, expected] of Object.entries(want.place ?? {})) {
    const last = of("place", model).at(-1);
    const actual = last ? [last.x, last.y, ...(last.elevation !== undefined ? [last.elevation] : [])] : null;
    if (!samePlace(actual, expected))
      push("Place", { model, expected: where(expected), actual: where(actual) });
  }
  if (want.casualties) {
    const actual = of("casualty").map((e) => e.modelId);
    if (!sameSet(actual, want.casualties))
      push("Casualties", { expected: list(want.casualties), actual: list(actual) });
  }
  if (want.types) {
    const actual = [...new Set(effects.map((e) => e.type))].sort();
    if (!sameSet(actual, want.types))
      push("EffectTypes", { expected: list([...new Set(want.types)].sort()), actual: list(actual) });
  }
  return out;
}

/** Ledger values as a file writes them; null claims the key is not there. */
export function sameValue(actual: unknown, expected: string | number | boolean | null): boolean {
  if (expected === null) return actual === undefined;
  if (typeof expected === "number" && typeof actual === "number") return Math.abs(actual - expected) <= 1e-9;
  return actual === expected;
}

/** A point (and level) as written, to 0.01; a level the file leaves out is not checked. */
export function samePlace(actual: readonly number[] | null, expected: readonly number[] | null): boolean {
  if (actual === null || expected === null) return actual === expected;
  return expected.every((v, i) => {
    const a = actual[i];
    return a !== undefined && near(a, v);
  });
}

export const where = (p: readonly number[] | null): string =>
  p === null ? "—" : `(${p.map(fmt).join(", ")})`;
