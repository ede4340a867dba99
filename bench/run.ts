import { mkdirSync, writeFileSync } from "node:fs";
import { FULL, render, runBench } from "./bench";
import { UNIT_FULL, runUnitBench } from "./sctmg";

// `npm run bench`: the scenes and figures. Writes dist/bench.json and prints a table.
const result = runBench(FULL, (line) => process.stderr.write(`${line}\n`));
// Unit moves (issue 11): coherency, automatic placement and a forced move, beside their targets.
process.stderr.write("unit moves...\n");
const units = runUnitBench({ bench: FULL, ...UNIT_FULL });
mkdirSync("dist", { recursive: true });
writeFileSync(
  "dist/bench.json",
  JSON.stringify(
    {
      node: process.version,
      config: FULL,
      figures: { ...result.figures, ...units.figures },
      targets: [...result.targets, ...units.targets],
    },
    null,
    2,
  ) + "\n",
);
process.stdout.write(`${result.table}\n\nunit moves:\n${render(units.figures, units.targets)}\n`);
if ([...result.targets, ...units.targets].some((t) => !t.ok)) process.exitCode = 1;
