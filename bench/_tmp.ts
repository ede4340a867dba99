import { FULL } from "./bench";
import { runUnitBench } from "./sctmg";
const r = runUnitBench({ bench: FULL, runs: 200 });
console.log(JSON.stringify(r.figures, null, 1));
