import { mkdirSync, writeFileSync } from "node:fs";
import { FULL, render, runBench } from "./bench";
import { GRID_FULL, runGridBench } from "./grid";

// `npm run bench`: the scenes and figures. Writes dist/bench.json and prints a table.
const result = runBench(FULL, (line) => process.stderr.write(`${line}\n`));
// Square grids (Dungeon Universalis): the grid engine beside the pathfinding package, same map.
const grid = runGridBench(GRID_FULL, (line) => process.stderr.write(`${line}\n`));
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
