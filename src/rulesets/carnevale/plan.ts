import type { Verdict } from "../../engine/ruleset";
import type { Fall } from "./fall";

/** A Dexterity test the action asks for, by prompt id, as `resolve` needs it. */
export interface Test {
  readonly id: string;
  readonly ruleId: string;
  /** The Ace threshold (CARN-EDITION-1). */
  readonly aceOn: number;
  /** What the outcome does, for the chat card. */
  readonly kind: "climb" | "jump" | "dive" | "surface";
}

/** A verdict and what `resolve` needs to answer its prompts without trusting the prompt's text. */
export interface Plan {
  readonly verdict: Verdict;
  readonly tests: readonly Test[];
  readonly falls: readonly Fall[];
}
