import { RulesetRegistry } from "../engine/registry";
import { signum } from "./signum";

/** A fresh registry holding every ruleset shipped with the module; each game adds its line here. */
export function builtinRulesets(): RulesetRegistry {
  const registry = new RulesetRegistry();
  registry.register(signum);
  return registry;
}
