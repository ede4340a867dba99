import type { EnforcementMode } from "../ids";

/*
 * What the module does with one move, from the world settings and who moves. Pure, so every
 * combination is tested; the Token and TokenDocument subclasses only ask.
 */

/**
 * - `block`: illegal paths are cut at the reach while dragging and refused when committed.
 * - `warn`: the move happens; the mover is told and the GM gets a whisper.
 * - `exempt`: a GM under "Gamemasters move freely": never stopped, prompts and effects still apply.
 * - `measure`: enforcement off: the ruler shows the verdict, nothing else happens.
 * - `skip`: not a move to judge (undo, paste, teleports, core's Unconstrained Movement).
 */
export type Handling = "block" | "warn" | "exempt" | "measure" | "skip";

/** Core's movement methods (v13 TokenMovementMethod). */
export type MovementMethod = "api" | "config" | "dragging" | "keyboard" | "paste" | "undo";

export interface HandlingInput {
  readonly mode: EnforcementMode;
  readonly isGM: boolean;
  readonly gmExempt: boolean;
  /**
   * Core's Unconstrained Movement toggle, as core passes it to the path constraint
   * (`constrainOptions.ignoreCost`, set only for a GM with the toggle on): the GM override.
   */
  readonly unconstrained: boolean;
  readonly method?: MovementMethod;
  /** Every step places the token (displace, a teleport action). */
  readonly placing?: boolean;
}

export function handlingFor(input: HandlingInput): Handling {
  // Undo and paste restore or copy a position; they were judged when first made, if at all.
  if (input.method === "undo" || input.method === "paste") return "skip";
  if (input.placing || input.unconstrained) return "skip";
  if (input.mode === "off") return "measure";
  if (input.isGM && input.gmExempt) return "exempt";
  return input.mode === "enforce" ? "block" : "warn";
}

/** Whether the dragged path is cut at the verdict's reach. */
export const truncates = (h: Handling): boolean => h === "block";

/** Whether prompts are asked and effects applied when the move is committed. */
export const gates = (h: Handling): boolean => h === "block" || h === "warn" || h === "exempt";
