import { FULL } from "./bench";
import { runUnitBench } from "./sctmg";
const r = runUnitBench({ bench: FULL, runs: 800 });
console.log(JSON.stringify(r.figures));
