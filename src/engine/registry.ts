import { RulesError } from "./errors";
import type { Ruleset } from "./ruleset";

/** The rulesets a host can choose from. Third parties add theirs through `register`. */
export class RulesetRegistry {
  private readonly rulesets = new Map<string, Ruleset>();

  register(ruleset: Ruleset): void {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(ruleset.id))
      throw new RulesError("TTM.Error.RulesetId", { id: ruleset.id });
    if (this.rulesets.has(ruleset.id)) throw new RulesError("TTM.Error.RulesetTaken", { id: ruleset.id });
    this.rulesets.set(ruleset.id, ruleset);
  }

  get(id: string): Ruleset {
    const r = this.rulesets.get(id);
    if (!r) throw new RulesError("TTM.Error.UnknownRuleset", { id, known: this.ids().join(", ") });
    return r;
  }

  has(id: string): boolean {
    return this.rulesets.has(id);
  }

  ids(): string[] {
    return [...this.rulesets.keys()];
  }

  all(): Ruleset[] {
    return [...this.rulesets.values()];
  }
}
