import type { PromptAnswer, Verdict } from "../../engine/ruleset";
import { pendingPrompts, phaseOf } from "../../engine/settle";

/**
 * Whether the verdict waits for a declare-phase roll not made yet (a jump's distance). Such a
 * verdict is not legal and reaches nowhere until answered, so the path constraint leaves the
 * drag whole and the gate asks the roll at the drop, then judges the move with it.
 */
export const waitsForDeclare = (
  verdict: Verdict,
  answers: Readonly<Record<string, PromptAnswer>> | undefined,
): boolean => pendingPrompts(verdict, answers).some((p) => phaseOf(p) === "declare");
