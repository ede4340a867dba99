import type { Ruleset } from "../engine/ruleset";
import { signum } from "../rulesets/signum";
import signumDemo from "../../scenarios/signum/demo-board.json";

/** A demo board the sandbox offers: a ruleset and a scenario file in the documented format. */
export interface Demo {
  readonly id: string;
  readonly ruleset: Ruleset;
  readonly labelKey: string;
  /** The scenario file as parsed JSON; checked by parseScenario when loaded. */
  readonly file: unknown;
}

/** One entry per ruleset for now; a new game adds its line and its scenarios/<id>/demo-board.json. */
export const DEMOS: readonly Demo[] = [
  { id: "signum", ruleset: signum, labelKey: "TTM.Sandbox.Scenario.SignumDemo", file: signumDemo },
];
