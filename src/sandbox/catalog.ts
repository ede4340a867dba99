import type { BandStyle, Ruleset } from "../engine/ruleset";
import { mumg } from "../rulesets/mumg";
import { signum } from "../rulesets/signum";
import mumgDemo from "../../scenarios/mumg/demo-board.json";
import signumDemo from "../../scenarios/signum/demo-board.json";

/** A demo board the sandbox offers: a ruleset and a scenario file in the documented format. */
export interface Demo {
  readonly id: string;
  readonly ruleset: Ruleset;
  readonly labelKey: string;
  /** The scenario file as parsed JSON; checked by parseScenario when loaded. */
  readonly file: unknown;
  /** The ruler's colours this game uses, for the legend; absent: within, next step, beyond. */
  readonly legend?: readonly LegendBand[];
}

export interface LegendBand {
  readonly style: BandStyle;
  readonly tier?: number;
  readonly labelKey: string;
}

export const DEFAULT_LEGEND: readonly LegendBand[] = [
  { style: "ok", labelKey: "TTM.Sandbox.Legend.Ok" },
  { style: "tier", tier: 2, labelKey: "TTM.Sandbox.Legend.Tier" },
  { style: "over", labelKey: "TTM.Sandbox.Legend.Over" },
];

const MUMG_LEGEND: readonly LegendBand[] = [
  { style: "ok", labelKey: "TTM.Sandbox.Legend.Pow1" },
  { style: "tier", tier: 2, labelKey: "TTM.Sandbox.Legend.Pow2" },
  { style: "tier", tier: 3, labelKey: "TTM.Sandbox.Legend.Pow3" },
  { style: "double", labelKey: "TTM.Sandbox.Legend.Double" },
  { style: "over", labelKey: "TTM.Sandbox.Legend.Over" },
];

/** One entry per ruleset; a new game adds its line and its scenarios/<id>/demo-board.json. */
export const DEMOS: readonly Demo[] = [
  { id: "signum", ruleset: signum, labelKey: "TTM.Sandbox.Scenario.SignumDemo", file: signumDemo },
  {
    id: "mumg",
    ruleset: mumg,
    labelKey: "TTM.Sandbox.Scenario.MumgDemo",
    file: mumgDemo,
    legend: MUMG_LEGEND,
  },
];
