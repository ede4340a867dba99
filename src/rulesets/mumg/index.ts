import type { Ruleset } from "../../engine/ruleset";
import { DECLARATION_FIELDS } from "./declarations";
import { evaluateMumg } from "./evaluate";
import { OPTION_FIELDS } from "./options";
import { PROFILE_FIELDS } from "./profile";
import { resolveMumg } from "./resolve";

/**
 * Marvel Universe Miniature Game (Knight Models, 2016): movement in POW tiers (4/7/14), jumps
 * and climbs that count double, rough terrain, falls, jumping into the void, Ensnare, Fly,
 * Wall-Crawler and special movement powers. Inches; 30 mm bases unless the token says.
 *
 * Actions: `move` (a movement action), `void-jump` (MUMG-VOID-1), `power` (a special movement
 * power from the profile, chosen with `declarations.power`; MUMG-OTHER-1). The ledger and the
 * round scheme are described in round.ts, the player's declarations in declarations.ts.
 */
export const mumg: Ruleset = {
  id: "mumg",
  nameKey: "TTM.Mumg.Name",
  unit: "in",
  defaultBaseMm: 30,
  profileFields: PROFILE_FIELDS,
  actions: [
    { id: "move", labelKey: "TTM.Mumg.Action.Move", core: "walk", icon: "fa-solid fa-person-walking" },
    { id: "void-jump", labelKey: "TTM.Mumg.Action.VoidJump", icon: "fa-solid fa-person-falling" },
    { id: "power", labelKey: "TTM.Mumg.Action.Power", icon: "fa-solid fa-bolt" },
  ],
  options: OPTION_FIELDS,
  declarations: DECLARATION_FIELDS,
  evaluate: evaluateMumg,
  resolve: resolveMumg,
};
