import { formatLength } from "../../engine/format";
import type { PathAnalysis } from "../../engine/path";
import type { Effect, Prompt, PromptOutcome } from "../../engine/ruleset";
import { FALL_ROW_KEYS, fallEffect } from "./fall";
import { CONFIRM_FALL, CONFIRM_JUMP, EPS, UNIT, type Fall } from "./plan";

/** MUMG-FALL-1, MUMG-VOID-1: the host confirms the fall; the dialog shows what it will do. */
export function fallPrompt(fall: Fall, name: string): Prompt {
  const effect = fallEffect(fall.height, fall.voluntary);
  return {
    id: fall.id,
    ruleId: fall.ruleId,
    kind: "choice",
    choices: [fall.voluntary ? CONFIRM_JUMP : CONFIRM_FALL],
    key: fall.voluntary ? "TTM.Mumg.Prompt.VoidJump" : "TTM.Mumg.Prompt.Fall",
    data: { name, height: formatLength(fall.height), unit: UNIT, effect: FALL_ROW_KEYS[effect.row]! },
    at: fall.at,
  };
}

/**
 * The fall's effects: damage is Physical, Blunt (MUMG-FALL-1: resistances may apply), Knocked
 * Down a condition the host applies.
 */
export function fallOutcome(fall: Fall, modelId: string, name: string): PromptOutcome {
  const e = fallEffect(fall.height, fall.voluntary);
  const effects: Effect[] = [];
  if (e.damage > 0) {
    effects.push({
      type: "damage",
      modelId,
      amount: e.damage,
      damageKind: "physical-blunt",
      ruleId: fall.voluntary ? "MUMG-FALL-2" : "MUMG-FALL-1",
    });
  }
  if (e.knockedDown) {
    effects.push({
      type: "condition",
      modelId,
      condition: "knocked-down",
      ruleId: fall.voluntary ? "MUMG-FALL-2" : "MUMG-FALL-1",
    });
  }
  return {
    effects,
    key: "TTM.Mumg.Outcome.Fall",
    data: { name, height: formatLength(fall.height), unit: UNIT, effect: FALL_ROW_KEYS[e.row]! },
  };
}

/** MUMG-FALL-1: every drop the path goes over before `limit` is an involuntary fall, asked in order. */
export function dropFalls(
  a: PathAnalysis,
  limit: number,
  name: string,
): { readonly falls: Fall[]; readonly prompts: Prompt[] } {
  const falls: Fall[] = [];
  const prompts: Prompt[] = [];
  for (const c of a.levelChanges) {
    if (c.type !== "drop" || c.at >= limit - EPS) continue;
    const fall: Fall = {
      id: `fall:${falls.length + 1}`,
      ruleId: "MUMG-FALL-1",
      height: c.fromLevel - c.toLevel,
      voluntary: false,
      at: c.at,
    };
    falls.push(fall);
    prompts.push(fallPrompt(fall, name));
  }
  return { falls, prompts };
}
