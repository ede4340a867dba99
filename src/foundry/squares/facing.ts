import type { Verdict } from "../../engine/ruleset";
import { MODULE_ID } from "../ids";

/*
 * The facing a move leaves a model with (Verdict.facing, degrees: 0 = +x, clockwise on screen),
 * recorded on the token as the flag `tabletop-movement.facing` once the move is done, so the
 * next move, a macro or another module can read it; the ruler label shows it while dragging.
 */

export interface FacingDoc {
  readonly flags: unknown;
  update(data: Record<string, unknown>): Promise<unknown>;
}

export const FACING_FLAG = "facing";

/** The facing recorded on a token, or null. */
export function facingOf(doc: { readonly flags: unknown }): number | null {
  const own = (doc.flags as Record<string, Record<string, unknown> | undefined> | null)?.[MODULE_ID];
  const v = own?.[FACING_FLAG];
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** Writes the verdict's facing on the token when it has one and it changed. */
export async function recordFacing(doc: FacingDoc, verdict: Verdict): Promise<void> {
  const f = verdict.facing;
  if (f === undefined || !Number.isFinite(f) || facingOf(doc) === f) return;
  await doc.update({ [`flags.${MODULE_ID}.${FACING_FLAG}`]: f });
}
