import { mkdirSync, writeFileSync } from "node:fs";
import { FULL, render, runBench } from "./bench";
import { runCarnevaleBench } from "./carnevale";
import { GRID_FULL, runGridBench } from "./grid";

// `npm run bench`: the scenes and figures. Writes dist/bench.json and prints a table.
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const base = runBench(FULL, log);
// Each game's own drag figures, beside the engine's.
const carnevale = runCarnevaleBench(FULL, log);
const figures = { ...base.figures, ...carnevale.figures };
const targets = [...base.targets, ...carnevale.targets];
const result = { figures, targets, table: render(figures, targets) };
// Square grids (Dungeon Universalis): the grid engine beside the pathfinding package, same map.
const grid = runGridBench(GRID_FULL, log);
mkdirSync("dist", { recursive: true });
writeFileSync(
  "dist/bench.json",
  JSON.stringify(
    {
      node: process.version,
      config: FULL,
      gridConfig: GRID_FULL,
      figures: { ...result.figures, ...grid.figures },
      targets: [...result.targets, ...grid.targets],
    },
    null,
    2,
  ) + "\n",
);
process.stdout.write(`${result.table}\n\nsquare grids:\n${render(grid.figures, grid.targets)}\n`);
if ([...result.targets, ...grid.targets].some((t) => !t.ok)) process.exitCode = 1;
