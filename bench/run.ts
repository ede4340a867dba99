import { mkdirSync, writeFileSync } from "node:fs";
import { FULL, render, runBench } from "./bench";
import { runCarnevaleBench } from "./carnevale";
import { CROWD_FULL, runFoundryBench } from "./foundry";
import { GRID_FULL, runGridBench } from "./grid";
import { UNIT_FULL, runUnitBench } from "./sctmg";

// `npm run bench`: the scenes and figures. Writes dist/bench.json and prints a table.
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const base = runBench(FULL, log);
// Each game's own drag figures, beside the engine's.
const carnevale = runCarnevaleBench(FULL, log);
// The crowded table as Foundry hands it over: 1,000 tokens and 2,000 walls read by the module.
const crowd = runFoundryBench(FULL, CROWD_FULL, log);
const figures = { ...base.figures, ...carnevale.figures, ...crowd.figures };
const targets = [...base.targets, ...carnevale.targets, ...crowd.targets];
const result = { figures, targets, table: render(figures, targets) };
// Unit moves (StarCraft): coherency, automatic placement and a forced move, beside their targets.
log("unit moves...");
const units = runUnitBench({ bench: FULL, ...UNIT_FULL });
// Square grids (Dungeon Universalis): the grid engine beside the pathfinding package, same map.
const grid = runGridBench(GRID_FULL, log);
const sections = [result, units, grid];
mkdirSync("dist", { recursive: true });
writeFileSync(
  "dist/bench.json",
  JSON.stringify(
    {
      node: process.version,
      config: FULL,
      crowdConfig: CROWD_FULL,
      gridConfig: GRID_FULL,
      figures: Object.fromEntries(sections.flatMap((s) => Object.entries(s.figures))),
      targets: sections.flatMap((s) => s.targets),
    },
    null,
    2,
  ) + "\n",
);
process.stdout.write(
  `${result.table}\n\nunit moves:\n${render(units.figures, units.targets)}\n\n` +
    `square grids:\n${render(grid.figures, grid.targets)}\n`,
);
if (sections.some((s) => s.targets.some((t) => !t.ok))) process.exitCode = 1;
