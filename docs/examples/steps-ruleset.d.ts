// Types for steps-ruleset.js, so the test that registers it is type-checked against the
// module's Ruleset contract.
import type { Ruleset } from "../../src/engine/ruleset";

export declare const stepsRuleset: Ruleset;
