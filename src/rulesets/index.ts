import { RulesetRegistry } from "../engine/registry";
import { carnevale } from "./carnevale";
import { dungeonUniversalis } from "./dungeon-universalis";
import { mumg } from "./mumg";
import { sctmg } from "./sctmg";
import { signum } from "./signum";

/** A fresh registry holding every ruleset shipped with the module; each game adds its line here. */
export function builtinRulesets(): RulesetRegistry {
  const registry = new RulesetRegistry();
  registry.register(signum);
  registry.register(mumg);
  registry.register(carnevale);
  registry.register(sctmg);
  registry.register(dungeonUniversalis);
  return registry;
}
