import { RulesError } from "../src/engine/errors";

/** The RulesError `run` throws; a test fails when it throws anything else or nothing. */
export function refusal(run: () => unknown): RulesError {
  try {
    run();
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error("expected a RulesError");
}
