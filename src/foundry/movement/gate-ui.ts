import type { PromptCardContext, PromptDialogContext, RolledDice } from "../../overlay/prompt-context";
import type { MarkedDie } from "../dialogs/roll";
import type { MoveCard } from "./cards";
import type { TokenLike } from "./env";

/** What the player answered: roll the dice, pick a choice, or cancel (null). */
export type DialogAnswer = { readonly roll: true } | { readonly choice: string } | null;

/** The UI the gate needs; dialogs/ implements it with DialogV2, Roll and ChatMessage. */
export interface GateUi {
  ask(context: PromptDialogContext): Promise<DialogAnswer>;
  /** Rolls the formula; `marked` names the last die when the ruleset gives it its own role. */
  roll(formula: string, marked?: MarkedDie | null): Promise<RolledDice & { readonly roll: unknown }>;
  postPromptCard(token: TokenLike, card: PromptCardContext, roll: unknown): Promise<void>;
  whisperGm(token: TokenLike, card: MoveCard): Promise<void>;
  /**
   * A committed move the rules refused in enforce mode, as a card for the GM (wiring/movement.ts
   * keeps it for a GM who is not connected yet). Absent: nobody else is told.
   */
  refused?(token: TokenLike, card: MoveCard): Promise<void>;
}
