import { mkdirSync, writeFileSync } from "node:fs";
import { FULL, runBench } from "./bench";

// `npm run bench`: the scenes and figures. Writes dist/bench.json and prints a table.
const result = runBench(FULL, (line) => process.stderr.write(`${line}\n`));
mkdirSync("dist", { recursive: true });
writeFileSync(
  "dist/bench.json",
  JSON.stringify(
    { node: process.version, config: FULL, figures: result.figures, targets: result.targets },
    null,
    2,
  ) + "\n",
);
process.stdout.write(`${result.table}\n`);
if (result.targets.some((t) => !t.ok)) process.exitCode = 1;
