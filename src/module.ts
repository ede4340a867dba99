// The entry Foundry loads (module.json `esmodules`). Everything Foundry-facing lives in
// src/foundry; this file only picks the real host and the built-in rulesets.
import "./fvtt-config";
import { realHost } from "./foundry/host/globals";
import { installModule } from "./foundry/install";
import { builtinRulesets } from "./rulesets";

installModule(realHost(), builtinRulesets());
