import type { Ruleset } from "../../engine/ruleset";
import { DECLARATION_FIELDS } from "./declarations";
import { evaluateSignum } from "./evaluate";
import { OPTION_FIELDS, readOptions } from "./options";
import { PROFILE_FIELDS } from "./profile";
import { resolveSignum } from "./resolve";

/** Legends of Signum: S/M/L/XL in centimetres, run, contact stops, difficult terrain caps to S, backstab. */
export const signum: Ruleset = {
  id: "signum",
  nameKey: "TTM.Signum.Name",
  unit: "cm",
  defaultBaseMm: 30,
  profileFields: PROFILE_FIELDS,
  actions: [
    { id: "move", labelKey: "TTM.Signum.Action.Move", core: "walk", icon: "fa-solid fa-person-walking" },
    { id: "run", labelKey: "TTM.Signum.Action.Run", icon: "fa-solid fa-person-running" },
  ],
  options: OPTION_FIELDS,
  declarations: DECLARATION_FIELDS,
  ledgerResets: "turn",
  evaluate: evaluateSignum,
  resolve: (board, request, prompt, answer) =>
    resolveSignum(board, request, prompt, answer, readOptions(request.options)),
};
