import type { Board } from "../../engine/board/board";
import type {
  Declarations,
  Effect,
  Ledger,
  MoveRequest,
  OptionValues,
  Prompt,
  PromptAnswer,
  Reason,
} from "../../engine/ruleset";

// Shapes of the shared contract (the lead's contract.md) that other branches add to
// src/engine/ruleset.ts: `Prompt.phase` and `MoveRequest.answers` (issue 10), and the activation
// start (issue 9). Declared here with exactly those names until they merge; then these become
// aliases of the real members and this file can go.

/** A prompt with its phase: "declare" is rolled before the drag (DU-RUN-1, DU-SWIM-1). */
export type PhasedPrompt = Prompt & { readonly phase?: "declare" | "path" | "after" };

/** A request carrying the answers the host kept for this activation, keyed by prompt id. */
export type AnsweredRequest = MoveRequest & { readonly answers?: Readonly<Record<string, PromptAnswer>> };

export const answersOf = (request: MoveRequest): Readonly<Record<string, PromptAnswer>> =>
  (request as AnsweredRequest).answers ?? {};

export interface ActivationRequest {
  readonly modelId: string;
  readonly ledger?: Ledger;
  readonly options?: OptionValues;
  readonly declarations?: Declarations;
  readonly answers?: Readonly<Record<string, PromptAnswer>>;
}

export interface ActivationStart {
  readonly prompts: readonly Prompt[];
  readonly effects: readonly Effect[];
  readonly reasons: readonly Reason[];
}

export type StartActivation = (board: Board, request: ActivationRequest) => ActivationStart;
