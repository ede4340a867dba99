import type { Effect } from "../ruleset";
import { fmt, list, near, type Mismatch } from "./compare";
import type { ScenarioResult } from "./run";
import type { ScenarioFile } from "./schema";

type EffectsExpectation = NonNullable<NonNullable<ScenarioFile["expect"]>["effects"]>;

const K = "TTM.Scenario.Mismatch";

/**
 * Everything the move does to models: the verdict's own effects (a climb's new elevation), then
 * those of each answered prompt in the verdict's order (a fall's damage). `expect.effects` is
 * checked against this whole, as a host applies it.
 */
export function allEffects(result: ScenarioResult): Effect[] {
  return [...result.verdict.effects, ...result.outcomes.flatMap((o) => o.outcome.effects)];
}

/**
 * Damage is the total a model takes, conditions the set it gains, elevation the level it ends at
 * (its own when no effect moves it). Models the block does not name are not checked.
 */
export function checkEffects(want: EffectsExpectation, result: ScenarioResult): Mismatch[] {
  const effects = allEffects(result);
  const out: Mismatch[] = [];
  const mismatch = (key: string, model: string, expected: string, actual: string): void => {
    out.push({ field: "effects", key: `${K}.${key}`, data: { model, expected, actual } });
  };

  for (const [model, expected] of Object.entries(want.damage ?? {})) {
    const actual = effects.reduce(
      (sum, e) => (e.type === "damage" && e.modelId === model ? sum + e.amount : sum),
      0,
    );
    if (Math.abs(actual - expected) > 1e-9) mismatch("Damage", model, String(expected), String(actual));
  }

  for (const [model, expected] of Object.entries(want.conditions ?? {})) {
    const gained = effects.flatMap((e) =>
      e.type === "condition" && e.modelId === model ? [e.condition] : [],
    );
    const actual = [...new Set(gained)].sort();
    const wanted = [...new Set(expected)].sort();
    if (actual.join("\u0000") !== wanted.join("\u0000"))
      mismatch("Conditions", model, list(wanted), list(actual));
  }

  for (const [model, expected] of Object.entries(want.elevation ?? {})) {
    const actual = endLevel(effects, model, result);
    if (actual === null || !near(actual, expected))
      mismatch("Elevation", model, fmt(expected), actual === null ? "—" : fmt(actual));
  }
  return out;
}

/** The last elevation an effect gives the model, else where it stands now; null when it is not on the board. */
function endLevel(effects: readonly Effect[], model: string, result: ScenarioResult): number | null {
  let level: number | null = result.board.hasModel(model) ? result.board.model(model).elevation : null;
  for (const e of effects) if (e.type === "elevation" && e.modelId === model) level = e.elevation;
  return level;
}
