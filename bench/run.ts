import { mkdirSync, writeFileSync } from "node:fs";
import { FULL, render, runBench } from "./bench";
import { runCarnevaleBench } from "./carnevale";

// `npm run bench`: the scenes and figures. Writes dist/bench.json and prints a table.
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const base = runBench(FULL, log);
// Each game's own drag figures, beside the engine's.
const carnevale = runCarnevaleBench(FULL, log);
const figures = { ...base.figures, ...carnevale.figures };
const targets = [...base.targets, ...carnevale.targets];
const result = { figures, targets, table: render(figures, targets) };
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
