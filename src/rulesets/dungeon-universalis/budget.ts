import type { Prompt, PromptAnswer } from "../../engine/ruleset";
import type { DuProfile } from "./profile";

export const RUN_PROMPT = "run";
export const SWIM_PROMPT = "swim";

/** Two dice of six, as the host rolled them, or null when the answer is not that. */
export function twoDice(answer: PromptAnswer | undefined): [number, number] | null {
  const d = answer?.dice;
  if (!d || d.length !== 2) return null;
  const [a, b] = d as [number, number];
  const ok = (v: number): boolean => Number.isInteger(v) && v >= 1 && v <= 6;
  return ok(a) && ok(b) ? [a, b] : null;
}

/** DU-RUN-1: Movement + 2D6, never more than twice Movement; a double 1 gives half Movement. */
export function runBudget(movement: number, dice: readonly [number, number]): number {
  if (dice[0] === 1 && dice[1] === 1) return Math.floor(movement / 2);
  return Math.min(movement + dice[0] + dice[1], 2 * movement);
}

/** DU-SWIM-1: Agility, -1 for a shield or heavy armour, -2 for both. */
export const swimAgility = (p: DuProfile): number => p.agility - (p.shield ? 1 : 0) - (p.heavyArmour ? 1 : 0);

export const runPrompt = (name: string): Prompt => ({
  id: RUN_PROMPT,
  ruleId: "DU-RUN-1",
  kind: "roll",
  formula: "2d6",
  key: "TTM.Du.Prompt.Run",
  data: { name },
  phase: "declare",
});

export const swimPrompt = (name: string): Prompt => ({
  id: SWIM_PROMPT,
  ruleId: "DU-SWIM-1",
  kind: "roll",
  formula: "2d6",
  key: "TTM.Du.Prompt.Swim",
  data: { name },
  phase: "declare",
});
