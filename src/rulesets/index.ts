import { RulesetRegistry } from "../engine/registry";
import { mumg } from "./mumg";
import { sctmg } from "./sctmg";
import { signum } from "./signum";

/** A fresh registry holding every ruleset shipped with the module; each game adds its line here. */
export function builtinRulesets(): RulesetRegistry {
  const registry = new RulesetRegistry();
  registry.register(signum);
  registry.register(mumg);
  registry.register(sctmg);
  return registry;
}
