import { MODULE_ID } from "../ids";
import { moduleFlag } from "../records";

/*
 * A unit's casualty (SCTMG-COH-3) as Foundry data. It is not deleted: deleting is an operation
 * of its own, and core's token history (PlaceablesLayer#history, one CanvasHistoryEvent per
 * operation, v13 and v14 docs) would then need a second Ctrl+Z to bring it back after the
 * first put the unit back. Instead the unit's one move operation also hides it (`hidden`) and
 * flags it (`flags.tabletop-movement.casualty`): one undo restores what that update changed, the
 * casualty visible again with the rest of the unit at its old places. A token counts as a
 * casualty only while it is both hidden and flagged, so an undo that only gives back `hidden`
 * already brings the model back; the board leaves casualties out (pieces.ts).
 */

export const CASUALTY_FLAG = "casualty";

/** The `update()` data that takes a model off the table as a casualty. */
export const casualtyUpdate = (tokenId: string): Record<string, unknown> => ({
  _id: tokenId,
  hidden: true,
  [`flags.${MODULE_ID}.${CASUALTY_FLAG}`]: true,
});

/** Whether a token is a unit's casualty: hidden by the unit's move and flagged so. */
export function isCasualty(token: { readonly hidden?: boolean; readonly flags?: unknown }): boolean {
  if (token.hidden !== true) return false;
  return moduleFlag(token.flags, CASUALTY_FLAG) === true;
}
