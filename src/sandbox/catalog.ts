import type { BandStyle, Ruleset } from "../engine/ruleset";
import { carnevale } from "../rulesets/carnevale";
import { dungeonUniversalis } from "../rulesets/dungeon-universalis";
import { mumg } from "../rulesets/mumg";
import { sctmg } from "../rulesets/sctmg";
import { signum } from "../rulesets/signum";
import mumgDemo from "../../scenarios/mumg/demo-board.json";
import signumDemo from "../../scenarios/signum/demo-board.json";
import carnevaleDemo from "../../scenarios/carnevale/demo-board.json";
import duDemo from "../../scenarios/dungeon-universalis/demo-board.json";
import sctmgDemo from "../../scenarios/sctmg/demo-board.json";

/** A demo board the sandbox offers: a ruleset and a scenario file in the documented format. */
export interface Demo {
  readonly id: string;
  readonly ruleset: Ruleset;
  readonly labelKey: string;
  /** The scenario file as parsed JSON; checked by parseScenario when loaded. */
  readonly file: unknown;
  /** The ruler's colours this game uses, for the legend; absent: within, next step, beyond. */
  readonly legend?: readonly LegendBand[];
  /** i18n keys for the names of the file's models and terrain pieces, by id (the page's language). */
  readonly names?: Readonly<Record<string, string>>;
  /** i18n keys for the file's sides, by the side as the file writes it. */
  readonly sides?: Readonly<Record<string, string>>;
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

const CARNEVALE_LEGEND: readonly LegendBand[] = [
  { style: "ok", labelKey: "TTM.Sandbox.Legend.Ok" },
  { style: "over", labelKey: "TTM.Sandbox.Legend.OverCarnevale" },
];

const DU_LEGEND: readonly LegendBand[] = [
  { style: "ok", labelKey: "TTM.Sandbox.Legend.Ok" },
  { style: "over", labelKey: "TTM.Sandbox.Legend.Over" },
];

/** The Signum skirmish's names (scenarios/signum/demo-board.json). */
const SIGNUM_NAMES: Readonly<Record<string, string>> = {
  aldric: "TTM.Sandbox.Board.Signum.Aldric",
  mira: "TTM.Sandbox.Board.Signum.Mira",
  tomas: "TTM.Sandbox.Board.Signum.Tomas",
  cultist: "TTM.Sandbox.Board.Signum.Cultist",
  ghoul: "TTM.Sandbox.Board.Signum.Ghoul",
  colossus: "TTM.Sandbox.Board.Signum.Colossus",
  bat: "TTM.Sandbox.Board.Signum.Bat",
  forest: "TTM.Sandbox.Board.Signum.Forest",
  rubble: "TTM.Sandbox.Board.Signum.Rubble",
  stones: "TTM.Sandbox.Board.Signum.Stones",
  tower: "TTM.Sandbox.Board.Signum.Tower",
};

/** The street and rooftop's names (scenarios/mumg/demo-board.json). */
const MUMG_NAMES: Readonly<Record<string, string>> = {
  cap: "TTM.Sandbox.Board.Mumg.Cap",
  spidey: "TTM.Sandbox.Board.Mumg.Spidey",
  rhino: "TTM.Sandbox.Board.Mumg.Rhino",
  goblin: "TTM.Sandbox.Board.Mumg.Goblin",
  gap: "TTM.Sandbox.Board.Mumg.Gap",
  barrier: "TTM.Sandbox.Board.Mumg.Barrier",
  rooftop: "TTM.Sandbox.Board.Mumg.Rooftop",
  rubble: "TTM.Sandbox.Board.Mumg.Rubble",
};

const SCTMG_LEGEND: readonly LegendBand[] = [
  { style: "ok", labelKey: "TTM.Sandbox.Legend.OkSctmg" },
  { style: "over", labelKey: "TTM.Sandbox.Legend.Over" },
];

/** The StarCraft board's names (scenarios/sctmg/demo-board.json). */
const SCTMG_NAMES: Readonly<Record<string, string>> = {
  m1: "TTM.Sandbox.Board.Sctmg.Marine1",
  m2: "TTM.Sandbox.Board.Sctmg.Marine2",
  m3: "TTM.Sandbox.Board.Sctmg.Marine3",
  m4: "TTM.Sandbox.Board.Sctmg.Marine4",
  m5: "TTM.Sandbox.Board.Sctmg.Marine5",
  z1: "TTM.Sandbox.Board.Sctmg.Zergling1",
  z2: "TTM.Sandbox.Board.Sctmg.Zergling2",
  z3: "TTM.Sandbox.Board.Sctmg.Zergling3",
  z4: "TTM.Sandbox.Board.Sctmg.Zergling4",
  z5: "TTM.Sandbox.Board.Sctmg.Zergling5",
  z6: "TTM.Sandbox.Board.Sctmg.Zergling6",
  s1: "TTM.Sandbox.Board.Sctmg.Stalker",
  jim: "TTM.Sandbox.Board.Sctmg.Raynor",
  "wall-n": "TTM.Sandbox.Board.Sctmg.Wall",
  "wall-s": "TTM.Sandbox.Board.Sctmg.Wall",
  platform: "TTM.Sandbox.Board.Sctmg.Platform",
  ramp: "TTM.Sandbox.Board.Sctmg.Access",
  crates: "TTM.Sandbox.Board.Sctmg.Crates",
  "bunker-s": "TTM.Sandbox.Board.Sctmg.Bunker",
};

/** The Venice board's names (scenarios/carnevale/demo-board.json). */
const CARNEVALE_NAMES: Readonly<Record<string, string>> = {
  lucia: "TTM.Sandbox.Board.Carnevale.Lucia",
  marco: "TTM.Sandbox.Board.Carnevale.Marco",
  rat: "TTM.Sandbox.Board.Carnevale.Rat",
  canal: "TTM.Sandbox.Board.Carnevale.Canal",
  bridge: "TTM.Sandbox.Board.Carnevale.Bridge",
  palazzo: "TTM.Sandbox.Board.Carnevale.Palazzo",
  balcony: "TTM.Sandbox.Board.Carnevale.Balcony",
  barrels: "TTM.Sandbox.Board.Carnevale.Barrels",
};

/** The dungeon's names (scenarios/dungeon-universalis/demo-board.json). */
const DU_NAMES: Readonly<Record<string, string>> = {
  borgron: "TTM.Sandbox.Board.Du.Borgron",
  taeral: "TTM.Sandbox.Board.Du.Taeral",
  orc: "TTM.Sandbox.Board.Du.Orc",
  goblin: "TTM.Sandbox.Board.Du.Goblin",
  pool: "TTM.Sandbox.Board.Du.Pool",
  tables: "TTM.Sandbox.Board.Du.Tables",
  arrow: "TTM.Sandbox.Board.Du.Arrow",
};

/** One entry per ruleset; a new game adds its line and its scenarios/<id>/demo-board.json. */
export const DEMOS: readonly Demo[] = [
  {
    id: "signum",
    ruleset: signum,
    labelKey: "TTM.Sandbox.Scenario.SignumDemo",
    file: signumDemo,
    names: SIGNUM_NAMES,
    sides: { Wardens: "TTM.Sandbox.Board.Signum.Wardens", Horde: "TTM.Sandbox.Board.Signum.Horde" },
  },
  {
    id: "mumg",
    ruleset: mumg,
    labelKey: "TTM.Sandbox.Scenario.MumgDemo",
    file: mumgDemo,
    legend: MUMG_LEGEND,
    names: MUMG_NAMES,
    sides: { Heroes: "TTM.Sandbox.Board.Mumg.Heroes", Villains: "TTM.Sandbox.Board.Mumg.Villains" },
  },
  {
    id: "carnevale",
    ruleset: carnevale,
    labelKey: "TTM.Sandbox.Scenario.CarnevaleDemo",
    file: carnevaleDemo,
    legend: CARNEVALE_LEGEND,
    names: CARNEVALE_NAMES,
    sides: { Guild: "TTM.Sandbox.Board.Carnevale.Guild", Rats: "TTM.Sandbox.Board.Carnevale.Rats" },
  },
  {
    id: "sctmg",
    ruleset: sctmg,
    labelKey: "TTM.Sandbox.Board.Sctmg.Title",
    file: sctmgDemo,
    legend: SCTMG_LEGEND,
    names: SCTMG_NAMES,
    sides: {
      Terran: "TTM.Sandbox.Board.Sctmg.Terran",
      Zerg: "TTM.Sandbox.Board.Sctmg.Zerg",
      Protoss: "TTM.Sandbox.Board.Sctmg.Protoss",
    },
  },
  {
    id: "dungeon-universalis",
    ruleset: dungeonUniversalis,
    labelKey: "TTM.Sandbox.Scenario.DuDemo",
    file: duDemo,
    legend: DU_LEGEND,
    names: DU_NAMES,
    sides: { Heroes: "TTM.Sandbox.Board.Du.Heroes", "Dark Player": "TTM.Sandbox.Board.Du.DarkPlayer" },
  },
];
