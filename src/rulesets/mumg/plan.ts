import { GEOMETRY_TOLERANCE } from "../../engine/geometry/tolerance";
import type { Verdict } from "../../engine/ruleset";

/** A fall the move causes, answered by a confirmation prompt (MUMG-FALL-1, MUMG-VOID-1). */
export interface Fall {
  /** The prompt's id: `fall:<n>` along the path, or `void-jump`. */
  readonly id: string;
  readonly ruleId: string;
  /** Vertical distance from the start to the end of the fall, in inches. */
  readonly height: number;
  /** A jump into the void takes the row before its own (MUMG-FALL-2). */
  readonly voluntary: boolean;
  /** Where along the path the model goes over the edge. */
  readonly at: number;
}

/** A verdict and what `resolve` needs to answer its prompts without trusting the prompt's text. */
export interface Plan {
  readonly verdict: Verdict;
  readonly falls: readonly Fall[];
}

/** Lengths within this are equal: 4.0" costs 1 POW, 4.01" costs 2. */
export const EPS = GEOMETRY_TOLERANCE;

/** MUMG-MOVE-7: bases this close (inches) are in contact; the engine places touching bases exactly. */
export const CONTACT_TOLERANCE = 0.01;

export const UNIT = "TTM.Unit.in";

/** The one answer a fall's prompt takes; the host's own cancel stops the move instead. */
export const CONFIRM_FALL = "TTM.Mumg.Choice.Fall";
export const CONFIRM_JUMP = "TTM.Mumg.Choice.Jump";
