import type { Board } from "../../engine/board/board";
import type { Model } from "../../engine/board/types";
import type {
  Declarations,
  Effect,
  Ledger,
  OptionValues,
  Prompt,
  PromptAnswer,
  Reason,
} from "../../engine/ruleset";

/*
 * Contract members the scenario-format helper (issue 9) adds to src/engine on its own branch,
 * declared here with exactly contract.md's shapes so Carnevale compiles before the merge. After
 * the merge: import these from the engine instead, and `asEffects` becomes the identity.
 */

/** contract.md: `{ type: "counter"; modelId; counter: string; delta: number; ruleId }`. */
export interface CounterEffect {
  readonly type: "counter";
  readonly modelId: string;
  readonly counter: string;
  readonly delta: number;
  readonly ruleId: string;
}

export type CarnevaleEffect = Effect | CounterEffect;

/** contract.md: what a model's activation start is asked with. */
export interface ActivationRequest {
  readonly modelId: string;
  readonly ledger?: Ledger;
  readonly options?: OptionValues;
  readonly declarations?: Declarations;
  readonly answers?: Readonly<Record<string, PromptAnswer>>;
}

/** contract.md: what happens when a model's activation begins. */
export interface ActivationStart {
  readonly prompts: readonly Prompt[];
  readonly effects: readonly Effect[];
  readonly reasons: readonly Reason[];
}

export type StartActivation = (board: Board, request: ActivationRequest) => ActivationStart;

/**
 * The effects as the engine's union types them. Until issue 9's `counter` member lands in
 * `Effect` the union here is wider; the values are exactly the contract's.
 */
export const asEffects = (effects: readonly CarnevaleEffect[]): Effect[] => effects as Effect[];

/** contract.md: `Model.counters` (default `{}`), the counters a model carries between activations. */
export function countersOf(model: Model): Readonly<Record<string, number>> {
  return (model as Model & { readonly counters?: Readonly<Record<string, number>> }).counters ?? {};
}

export const SUBMERGED = "submerged";
export const DAZED = "dazed";
