import type { Ruleset } from "../../engine/ruleset";
import { DECLARATION_FIELDS } from "./declarations";
import { evaluateSctmg } from "./evaluate";
import { OPTION_FIELDS } from "./options";
import { PROFILE_FIELDS } from "./profile";
import { resolveSctmg } from "./resolve";

export { EXAMPLE_PROFILES } from "./profile";

/**
 * StarCraft: Tabletop Miniatures Game: units move by their Leading Model, in inches; Size decides
 * the gaps it passes; the rest of the unit is placed in coherency around it.
 */
export const sctmg: Ruleset = {
  id: "sctmg",
  nameKey: "TTM.Sctmg.Name",
  unit: "in",
  defaultBaseMm: 32,
  profileFields: PROFILE_FIELDS,
  actions: [
    { id: "move", labelKey: "TTM.Sctmg.Action.Move", core: "walk", icon: "fa-solid fa-person-walking" },
    { id: "run", labelKey: "TTM.Sctmg.Action.Run", icon: "fa-solid fa-person-running" },
    { id: "charge", labelKey: "TTM.Sctmg.Action.Charge", icon: "fa-solid fa-burst" },
    { id: "close-ranks", labelKey: "TTM.Sctmg.Action.CloseRanks", icon: "fa-solid fa-people-arrows" },
    {
      id: "disengage",
      labelKey: "TTM.Sctmg.Action.Disengage",
      icon: "fa-solid fa-person-walking-arrow-right",
    },
    { id: "deploy", labelKey: "TTM.Sctmg.Action.Deploy", core: "displace", icon: "fa-solid fa-location-dot" },
  ],
  options: OPTION_FIELDS,
  declarations: DECLARATION_FIELDS,
  ledgerResets: "round",
  evaluate: evaluateSctmg,
  resolve: resolveSctmg,
};
