import type { Ruleset } from "../../engine/ruleset";
import { startActivationDu } from "./activation";
import { DECLARATION_FIELDS } from "./declarations";
import { evaluateDu } from "./evaluate";
import { OPTION_FIELDS } from "./options";
import { PROFILE_FIELDS } from "./profile";
import { resolveDu } from "./resolve";
import { stepCostsDu } from "./step-costs";
export { cheapestRoute } from "./route";

/**
 * Dungeon Universalis: squares, eight-way steps costing 1, the corner rule, per-square costs
 * (allies, difficult terrain, higher ground), melee ranges, running, swimming, flying, Large and
 * Huge creatures, exploration arrows and Safe Zones. `startActivation` rolls DU-SWIM-1's swim
 * roll when an activation begins in deep water.
 */
export const dungeonUniversalis: Ruleset & Required<Pick<Ruleset, "startActivation">> = {
  id: "dungeon-universalis",
  nameKey: "TTM.Du.Name",
  unit: "sq",
  // One square is an inch on the table, and an Average character's base fills it.
  defaultBaseMm: 25,
  profileFields: PROFILE_FIELDS,
  actions: [
    { id: "move", labelKey: "TTM.Du.Action.Move", core: "walk", icon: "fa-solid fa-person-walking" },
    { id: "run", labelKey: "TTM.Du.Action.Run", icon: "fa-solid fa-person-running" },
    { id: "fly", labelKey: "TTM.Du.Action.Fly", core: "fly", icon: "fa-solid fa-dove" },
  ],
  options: OPTION_FIELDS,
  declarations: DECLARATION_FIELDS,
  ledgerResets: "turn",
  evaluate: evaluateDu,
  resolve: resolveDu,
  stepCosts: stepCostsDu,
  startActivation: startActivationDu,
};
