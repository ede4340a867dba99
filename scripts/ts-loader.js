// Lets `node --import ./scripts/ts-loader.js file.ts` run TypeScript directly (the fuzzer, the screenshots),
// through tsx's loader hooks: no build step and no second tsconfig.
import { register } from "tsx/esm/api";

register();
