import type { Ruleset } from "../../engine/ruleset";
import { DECLARATION_FIELDS } from "./declarations";
import { startCarnevaleActivation } from "./dive";
import { evaluateCarnevale } from "./evaluate";
import { OPTION_FIELDS } from "./options";
import { PROFILE_FIELDS } from "./profile";
import { resolveCarnevale } from "./resolve";

/**
 * Carnevale (TTCombat), first edition with its FAQ/errata: Action Points per activation,
 * Movement with Dexterity tests at each climb (path prompts), Jump with its distance rolled when
 * declared (a declare prompt), falls, swimming, Dive and Submerged counters. Inches; 30 mm bases
 * unless the token says. The ledger is the activation's (ledger.ts); an activation is the
 * character's turn, so the ledger resets each turn.
 *
 * Actions: `move` (Movimiento, 1 AP), `jump` (Salto, 1 AP; +1 for a Controlled landing, 0 for
 * the chained jump), `dive` (Buceo, 2 AP), `submerged-move` (CARN-DIVE-2, after surfacing).
 */
export const carnevale: Ruleset & Required<Pick<Ruleset, "startActivation">> = {
  id: "carnevale",
  nameKey: "TTM.Carnevale.Name",
  unit: "in",
  defaultBaseMm: 30,
  profileFields: PROFILE_FIELDS,
  actions: [
    { id: "move", labelKey: "TTM.Carnevale.Action.Move", core: "walk", icon: "fa-solid fa-person-walking" },
    { id: "jump", labelKey: "TTM.Carnevale.Action.Jump", core: "jump", icon: "fa-solid fa-person-running" },
    { id: "dive", labelKey: "TTM.Carnevale.Action.Dive", core: "swim", icon: "fa-solid fa-person-swimming" },
    {
      id: "submerged-move",
      labelKey: "TTM.Carnevale.Action.SubmergedMove",
      core: "swim",
      icon: "fa-solid fa-water",
    },
  ],
  options: OPTION_FIELDS,
  declarations: DECLARATION_FIELDS,
  ledgerResets: "turn",
  // CARN-DICE-1: the Destiny die is listed last in every answer.
  markedDie: { key: "TTM.Carnevale.DestinyDie" },
  evaluate: evaluateCarnevale,
  resolve: resolveCarnevale,
  startActivation: startCarnevaleActivation,
};
