import { RulesError, isRulesError } from "../engine/errors";
import type { RulesetRegistry } from "../engine/registry";
import {
  type Mismatch,
  type ScenarioFile,
  type ScenarioResult,
  checkExpectation,
  hasExpectations,
  parseScenarioText,
  runScenario,
  stepLegal,
} from "../engine/scenario";

export type FileStatus = "legal" | "illegal" | "error";

/** What checking one file gave: a verdict (and how it compares to `expect`), or why there is none. */
export type FileOutcome =
  | {
      readonly file: string;
      readonly status: "legal" | "illegal";
      readonly scenario: ScenarioFile;
      readonly result: ScenarioResult;
      /** Every step's mismatches, in step order; null when no step has an `expect` block. */
      readonly mismatches: readonly Mismatch[] | null;
    }
  | { readonly file: string; readonly status: "error"; readonly error: RulesError };

/** Exit codes, documented in --help and docs/scenario-format.md. */
export const EXIT = { legal: 0, illegal: 1, badInput: 2, expectation: 3 } as const;

export async function checkFile(
  file: string,
  readFile: (path: string) => Promise<string>,
  registry: RulesetRegistry,
): Promise<FileOutcome> {
  let text: string;
  try {
    text = await readFile(file);
  } catch (e) {
    return { file, status: "error", error: readError(file, e) };
  }
  try {
    const scenario = parseScenarioText(text);
    const result = runScenario(scenario, registry);
    const mismatches = hasExpectations(scenario) ? checkExpectation(scenario, result) : null;
    // A file is illegal when any of its steps is: each is a move the player could not make so.
    const illegal = result.steps.some((s) => stepLegal(s) === false);
    return { file, status: illegal ? "illegal" : "legal", scenario, result, mismatches };
  } catch (e) {
    if (isRulesError(e)) return { file, status: "error", error: e };
    throw e;
  }
}

function readError(file: string, e: unknown): RulesError {
  const code = e !== null && typeof e === "object" && "code" in e ? String(e.code) : "";
  switch (code) {
    case "ENOENT":
      return new RulesError("TTM.Cli.Read.NotFound", { file });
    case "EISDIR":
      return new RulesError("TTM.Cli.Read.Directory", { file });
    case "EACCES":
    case "EPERM":
      return new RulesError("TTM.Cli.Read.Denied", { file });
    default:
      return new RulesError("TTM.Cli.Read.Other", { file, code: code || String(e) });
  }
}

/** The exit code for one file: bad input outranks an unmet expectation, which outranks an illegal move. */
export function exitCodeOf(outcome: FileOutcome): number {
  if (outcome.status === "error") return EXIT.badInput;
  if (outcome.mismatches && outcome.mismatches.length > 0) return EXIT.expectation;
  return outcome.status === "legal" ? EXIT.legal : EXIT.illegal;
}

const RANK: readonly number[] = [EXIT.legal, EXIT.illegal, EXIT.expectation, EXIT.badInput];

/** The exit code for a run over several files: the most serious of theirs. */
export function worstExitCode(codes: readonly number[]): number {
  return codes.reduce((worst, c) => (RANK.indexOf(c) > RANK.indexOf(worst) ? c : worst), EXIT.legal);
}
