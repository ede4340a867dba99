// The entry Foundry loads (module.json `esmodules`). Everything Foundry-facing lives in
// src/foundry; this file only picks the real globals and the built-in rulesets.
import "./fvtt-config";
import { installModule } from "./foundry/install";
import { builtinRulesets } from "./rulesets";

installModule({ hooks: Hooks, game: () => game }, builtinRulesets());
