import { formatLength } from "../../engine/format";
import type { Effect, Prompt, PromptOutcome } from "../../engine/ruleset";
import { type BasicTest, RESULT_KEYS, formulaFor } from "./dice";
import { DAZED } from "./counters";
import { UNIT } from "./motion";

/** A fall the action causes, answered by a Dexterity test (CARN-FALL-1). */
export interface Fall {
  /** The prompt's id. */
  readonly id: string;
  /** The rule that makes the character fall (CARN-FALL-1, CARN-CLIMB-1 Fumble, CARN-CLIMB-3, CARN-JUMP-3). */
  readonly ruleId: string;
  /** From the start to the end of the fall (CARN-JUMP-3: from the height at the jump's start). */
  readonly height: number;
  /** Into water: the loss is 2 less. */
  readonly water: boolean;
  /** CARN-JUMP-6: a Controlled landing takes 2 off. */
  readonly controlled: boolean;
  /** The Ace threshold of the test (CARN-EDITION-1). */
  readonly aceOn: number;
  /** Distance along the path where the character falls. */
  readonly at: number;
}

/** CARN-FALL-1: the whole inches fallen, the life points at stake; 1" or less costs nothing. */
export const fallInches = (h: number): number => (h > 1 + 1e-6 ? Math.floor(h + 1e-6) : 0);

/**
 * CARN-FALL-1: the life points lost. Success −1 per Ace, Critical −(2 + 1 per Ace), Fail and
 * Fumble nothing off; water −2, a Controlled landing −2; never below 0.
 */
export function fallLoss(
  h: number,
  test: BasicTest,
  water: boolean,
  controlled: boolean,
): { readonly loss: number; readonly dazed: boolean } {
  const base = fallInches(h);
  if (base === 0) return { loss: 0, dazed: false };
  const off = test.result === "success" ? test.aces : test.result === "critical" ? 2 + test.aces : 0;
  const loss = Math.max(0, base - off - (water ? 2 : 0) - (controlled ? 2 : 0));
  return { loss, dazed: test.result === "fumble" };
}

/** A fall worth a test: more than 1" (a fall of 1" or less is not asked about). */
export const fallMatters = (f: Fall): boolean => fallInches(f.height) > 0;

export function fallPrompt(f: Fall, name: string, dexterity: number): Prompt {
  const formula = formulaFor(dexterity);
  return {
    id: f.id,
    ruleId: f.ruleId,
    kind: "roll",
    formula,
    key: "TTM.Carnevale.Prompt.Fall",
    data: {
      name,
      dice: formula,
      height: formatLength(f.height),
      loss: fallInches(f.height),
      unit: UNIT,
      water: f.water ? 1 : 0,
      controlled: f.controlled ? 1 : 0,
    },
    at: f.at,
    phase: "after",
  };
}

export function fallOutcome(f: Fall, test: BasicTest, modelId: string, name: string): PromptOutcome {
  const { loss, dazed } = fallLoss(f.height, test, f.water, f.controlled);
  const effects: Effect[] = [];
  if (loss > 0) effects.push({ type: "damage", modelId, amount: loss, ruleId: "CARN-FALL-1" });
  if (dazed) effects.push({ type: "counter", modelId, counter: DAZED, delta: 1, ruleId: "CARN-FALL-1" });
  return {
    effects: effects,
    key: dazed ? "TTM.Carnevale.Outcome.FallDazed" : "TTM.Carnevale.Outcome.Fall",
    data: {
      name,
      height: formatLength(f.height),
      unit: UNIT,
      loss,
      aces: test.aces,
      result: RESULT_KEYS[test.result],
    },
  };
}
