import { sameValue, samePlace, where } from "./expect-effects";
import { shown } from "./compare";
import type { StateExpect } from "./expect-schema";
import type { StepResult } from "./result";

const K = "TTM.Scenario.Mismatch";

type Found = {
  readonly field: string;
  readonly key: string;
  readonly data: Readonly<Record<string, string>>;
};

/** The table after a step against the step's `ledger`, `counters`, `positions` and `round` claims. */
export function checkState(
  want: Omit<StateExpect, "round"> & { round?: number },
  result: StepResult,
): Found[] {
  const out: Found[] = [];
  const state = result.state;
  const model = (id: string) => state.models.find((m) => m.id === id) ?? null;
  for (const [id, expected] of Object.entries(want.ledger ?? {})) {
    const ledger = state.ledgers[id] ?? {};
    for (const [key, value] of Object.entries(expected)) {
      if (!sameValue(ledger[key], value)) {
        out.push({
          field: "ledger",
          key: `${K}.Ledger`,
          data: { model: id, field: key, expected: shown(value ?? undefined), actual: shown(ledger[key]) },
        });
      }
    }
  }
  for (const [id, expected] of Object.entries(want.counters ?? {})) {
    const counters = model(id)?.counters ?? {};
    for (const [counter, count] of Object.entries(expected)) {
      const actual = counters[counter] ?? 0;
      if (actual !== count) {
        out.push({
          field: "counters",
          key: `${K}.Counter`,
          data: { model: id, counter, expected: String(count), actual: String(actual) },
        });
      }
    }
  }
  for (const [id, expected] of Object.entries(want.positions ?? {})) {
    const m = model(id);
    const actual = m ? [m.x, m.y, m.elevation ?? 0] : null;
    if (!samePlace(actual, expected)) {
      out.push({
        field: "positions",
        key: `${K}.Position`,
        data: { model: id, expected: where(expected), actual: where(actual) },
      });
    }
  }
  if (want.round !== undefined && state.round !== want.round) {
    out.push({
      field: "round",
      key: `${K}.Round`,
      data: { expected: String(want.round), actual: state.round === null ? "—" : String(state.round) },
    });
  }
  return out;
}
