import type { Board } from "../board/board";
import type { ActivationStart, Effect, MoveRequest, Ruleset, Verdict } from "../ruleset";
import type { ResolvedPrompt } from "./answers";
import type { RouteStatus } from "./route-step";
import type { Step } from "./schema";
import type { TableState } from "./state";

export type { ResolvedPrompt } from "./answers";

/** What one step of a scenario gave. */
export interface StepResult {
  readonly index: number;
  readonly step: Step;
  /** The table as the step found it. */
  readonly board: Board;
  /** The request judged, for steps that judge a path (move, route, forced). */
  readonly request: MoveRequest | null;
  readonly verdict: Verdict | null;
  /** What the ruleset said when the activation began (activation-start steps). */
  readonly activation: ActivationStart | null;
  /** Whether the router found a way (route steps). */
  readonly route: RouteStatus | null;
  /** The step's prompts the file answers, in the order they come. */
  readonly outcomes: readonly ResolvedPrompt[];
  /**
   * The path prompt whose answered outcome ended the move (a failed or fumbled climb), and where:
   * the move reaches less far than it would had that prompt succeeded plainly. Null otherwise.
   */
  readonly endedBy: { readonly promptId: string; readonly distance: number } | null;
  /** Prompt ids the step answers that it did not ask: most likely a typo in the file. */
  readonly unusedAnswers: readonly string[];
  /** The table once the step is committed. */
  readonly state: TableState;
}

export interface ScenarioResult {
  readonly ruleset: Ruleset;
  readonly steps: readonly StepResult[];
  /** The table after the last step. */
  readonly state: TableState;
}

/** What the step does to models: its verdict's (or activation's) effects, then each answered prompt's. */
export function stepEffects(s: StepResult): Effect[] {
  const own = s.verdict?.effects ?? s.activation?.effects ?? [];
  return [...own, ...s.outcomes.flatMap((o) => o.outcome.effects)];
}

/** Legal or not for steps that judge something (an activation is illegal when a reason is); null otherwise. */
export function stepLegal(s: StepResult): boolean | null {
  if (s.verdict) return s.verdict.legal;
  if (s.activation) return !s.activation.reasons.some((r) => r.severity === "illegal");
  return null;
}
