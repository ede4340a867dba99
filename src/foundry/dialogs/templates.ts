import { MODULE_ID } from "../ids";

/** The module's templates as Foundry serves them (Data root: modules/<id>/templates/…). */
export const TEMPLATES = {
  rulerLabel: `modules/${MODULE_ID}/templates/ruler-label.hbs`,
  promptDialog: `modules/${MODULE_ID}/templates/prompt-dialog.hbs`,
  promptCard: `modules/${MODULE_ID}/templates/prompt-card.hbs`,
  moveCard: `modules/${MODULE_ID}/templates/move-card.hbs`,
  ledgerHud: `modules/${MODULE_ID}/templates/ledger-hud.hbs`,
} as const;
