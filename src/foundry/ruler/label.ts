import type { BandStyle } from "../../engine/ruleset";
import { phaseOf } from "../../engine/settle";
import type { Translator } from "../../overlay/i18n";
import { formatDistance } from "../../overlay/plan";
import { pieceFor, type RulerPlan } from "./plan";

/*
 * The waypoint label's context for templates/ruler-label.hbs. Pure. Core's own context (below)
 * stays as core made it, so the template renders it for every waypoint the module has no plan
 * for (passed and pending stages, other users' animating moves, scenes the ruleset refuses);
 * where there is a plan, the module's part goes beside it under `ttm`: the game's cost, the
 * budget left and the prompts waiting along the way. Every string is plain text, escaped by the
 * template.
 */

/**
 * Core's label context (TokenRuler#_getWaypointLabelContext, v13 and v14 docs): the label's
 * place and scale, the action, and distance, cost and elevation as texts.
 */
export interface CoreLabelContext {
  readonly cssClass?: string;
  readonly secret?: boolean;
  readonly uiScale?: number;
  readonly position?: { readonly x: number; readonly y: number };
  readonly units?: string;
  readonly action?: { readonly icon?: string; readonly label?: string };
  readonly distance?: { readonly total: string; readonly delta?: string };
  readonly cost?: { readonly total: string; readonly units?: string; readonly delta?: string };
  readonly elevation?: {
    readonly total: string | number;
    readonly icon?: string;
    readonly hidden?: boolean;
    readonly delta?: string;
  };
}

export interface LabelPrompt {
  readonly icon: string;
  readonly text: string;
  readonly ruleId: string;
}

export interface RulerLabelContext {
  readonly style: BandStyle;
  /** The game's cost at the path's end ("12 cm · M → run L"), the distance so far elsewhere. */
  readonly cost: string;
  /** The band the waypoint is in ("Run", "Beyond the allowance of 10.0"). */
  readonly band: string;
  readonly budgetLeft?: string;
  readonly over?: string;
  readonly reasons: readonly string[];
  readonly prompts: readonly LabelPrompt[];
  /** Climbs and drops that count extra, which core's segments cannot show (they have no length). */
  readonly marks: readonly string[];
  readonly declared: readonly string[];
  /** Square grids: the facing the move leaves the model with (Verdict.facing), at the path's end. */
  readonly facing?: string;
  readonly last: boolean;
}

const PROMPT_ICON = { roll: "fa-solid fa-dice-d6", choice: "fa-solid fa-circle-question" } as const;
const EPS = 1e-6;

export function labelContext(
  plan: RulerPlan,
  at: { readonly from: number; readonly to: number; readonly last: boolean },
  t: Translator,
): RulerLabelContext {
  const { verdict, overlay } = plan;
  const unit = t(`TTM.Overlay.Unit.${plan.unit}`);
  const piece = pieceFor(plan, at.from, at.to);
  const left = verdict.allowance - at.to;
  // A ruleset that counts its own currency (movement points on squares) says what is left at the
  // end; along the way it is unknown, so the line is left out there.
  const remaining = verdict.remaining;
  const budget = remaining
    ? at.last
      ? { budgetLeft: t(remaining.key, remaining.data) }
      : {}
    : left >= -EPS
      ? { budgetLeft: `${formatDistance(left)} ${unit}` }
      : { over: `${formatDistance(-left)} ${unit}` };
  const base = {
    style: piece?.style ?? (verdict.legal ? "ok" : "over"),
    band: piece?.text ?? "",
    ...budget,
  } as const;
  if (!at.last) {
    return {
      ...base,
      cost: `${formatDistance(at.to)} ${unit}`,
      reasons: [],
      // Where each path prompt comes (a climb test at the face), on the leg that reaches it.
      prompts: promptsOf(
        plan,
        t,
        unit,
        (p) => p.phase === "path" && p.at > at.from + EPS && p.at <= at.to + EPS,
      ),
      marks: [],
      declared: [],
      last: false,
    };
  }
  return {
    ...base,
    cost: overlay.label.lines[0]?.text ?? t(verdict.cost.key, verdict.cost.data),
    reasons: plan.explain ? overlay.label.lines.slice(2).map((l) => l.text) : [],
    prompts: promptsOf(plan, t, unit, () => true),
    marks: overlay.marks.map((m) => m.text).filter((text) => text !== ""),
    declared: plan.declared,
    ...(verdict.facing !== undefined
      ? { facing: t("TTM.RulerLabel.Facing", { degrees: String(Math.round(verdict.facing)) }) }
      : {}),
    last: true,
  };
}

/**
 * The label's prompts: each marker's text, with where it comes for a path prompt and what was
 * rolled for one answered already (a jump's roll made before the drag).
 */
function promptsOf(
  plan: RulerPlan,
  t: Translator,
  unit: string,
  keep: (p: { readonly phase: string; readonly at: number }) => boolean,
): LabelPrompt[] {
  const phases = new Map(plan.verdict.prompts.map((p) => [p.id, phaseOf(p)]));
  return plan.overlay.prompts.flatMap((m) => {
    const phase = phases.get(m.id) ?? "after";
    if (!keep({ phase, at: m.at })) return [];
    const dice = plan.answers?.[m.id]?.dice;
    const text = dice
      ? t("TTM.Rolls.Rolled", { text: m.text, dice: dice.join(", ") })
      : phase === "path"
        ? t("TTM.Rolls.RulerAt", { text: m.text, at: formatDistance(m.at), unit })
        : m.text;
    return [{ icon: PROMPT_ICON[m.kind], text, ruleId: m.ruleId }];
  });
}
