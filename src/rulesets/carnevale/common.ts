import { formatLength } from "../../engine/format";
import type { Band, Effect, Prompt, Reason } from "../../engine/ruleset";
import type { Context } from "./context";
import { formulaFor, readTest, type BasicTest } from "./dice";
import { SUBMERGED } from "./counters";
import { EPS, UNIT } from "./motion";

export const fmt = formatLength;

/** The Dexterity test a prompt asks for, answered or not (a bad answer throws RulesError). */
export function answered(ctx: Context, prompt: Prompt, aceOn = 7): BasicTest | null {
  const a = ctx.answers[prompt.id];
  return a === undefined ? null : readTest(prompt, a, aceOn);
}

export function dexterityPrompt(
  ctx: Context,
  id: string,
  ruleId: string,
  key: string,
  phase: "declare" | "path" | "after",
  at: number,
  data: Record<string, string | number> = {},
): Prompt {
  return {
    id,
    ruleId,
    kind: "roll",
    formula: formulaFor(ctx.profile.dexterity),
    key,
    data: { name: ctx.mover.name, dice: formulaFor(ctx.profile.dexterity), ...data },
    at,
    phase,
  };
}

/** The AP check every action makes: refused, with the action's rule, when too few are left. */
export function apReason(ctx: Context, ruleId: string, need: number): Reason | null {
  if (ctx.apLeft + EPS >= need) return null;
  return {
    ruleId,
    key: "TTM.Carnevale.Reason.NoAp",
    severity: "illegal",
    data: { name: ctx.mover.name, need, left: ctx.apLeft },
  };
}

/** CARN-DIVE-1: any other action removes every Submerged counter. */
export function surfaceEffects(ctx: Context): Effect[] {
  return ctx.submerged > 0
    ? [
        {
          type: "counter",
          modelId: ctx.mover.id,
          counter: SUBMERGED,
          delta: -ctx.submerged,
          ruleId: "CARN-DIVE-1",
        },
      ]
    : [];
}

/** The ruler's bands: within the action, then what lies beyond (too far, or lost to a roll). */
export function bandsFor(
  limit: number,
  length: number,
  inside: Pick<Band, "key" | "data">,
  beyond: Pick<Band, "key" | "data">,
): Band[] {
  const out: Band[] = [];
  if (limit > EPS) out.push({ from: 0, to: limit, style: "ok", tier: 1, ...inside });
  if (length > limit + EPS) out.push({ from: limit, to: length, style: "over", ...beyond });
  return out;
}

export const overBand = (allowance: number): Pick<Band, "key" | "data"> => ({
  key: "TTM.Carnevale.Band.Over",
  data: { allowance: fmt(allowance), unit: UNIT },
});

export const lostBand: Pick<Band, "key" | "data"> = { key: "TTM.Carnevale.Band.Lost" };
