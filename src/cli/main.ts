import { version } from "../../package.json";
import type { RulesetRegistry } from "../engine/registry";
import { builtinRulesets } from "../rulesets";
import { parseArgs } from "./args";
import { EXIT, type FileOutcome, checkFile, exitCodeOf, worstExitCode } from "./check-file";
import { helpText } from "./help";
import { createI18n } from "./i18n";
import { jsonReport } from "./json-report";
import { summarise, summaryLine } from "./summary";
import { describeOutcome } from "./text-report";

/** Everything the command touches outside itself, so tests can run it without a process. */
export interface CliIO {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Reads a file as UTF-8 text; rejects with a Node-style error (`code`: ENOENT, EISDIR…). */
  readonly readFile: (path: string) => Promise<string>;
}

export const CLI_VERSION: string = version;

/**
 * `tabletop-movement check <scenario.json...> [--json] [--lang en|es|ru]`. Resolves to the exit
 * code: 0 every move legal, 1 a move illegal, 2 bad input, 3 a file's `expect` block not met.
 */
export async function main(
  argv: readonly string[],
  io: CliIO,
  registry: RulesetRegistry = builtinRulesets(),
): Promise<number> {
  const command = parseArgs(argv);
  const i18n = createI18n(command.lang);
  const print = (write: (text: string) => void, lines: readonly string[]): void =>
    write(lines.join("\n") + "\n");

  switch (command.kind) {
    case "usage-error":
      print(io.stderr, [i18n.format(command.key, command.data), i18n.localize("TTM.Cli.Error.HelpHint")]);
      return EXIT.badInput;
    case "help":
      print(io.stdout, helpText(i18n));
      return EXIT.legal;
    case "version":
      print(io.stdout, [`tabletop-movement ${CLI_VERSION}`]);
      return EXIT.legal;
    case "check":
      break;
  }

  const outcomes: FileOutcome[] = [];
  for (const file of command.files) {
    const outcome = await checkFile(file, io.readFile, registry);
    outcomes.push(outcome);
    if (outcome.status === "error") print(io.stderr, describeOutcome(outcome, i18n));
    else if (!command.json) {
      if (outcomes.length > 1) io.stdout("\n");
      print(io.stdout, describeOutcome(outcome, i18n));
    }
  }
  const code = worstExitCode(outcomes.map(exitCodeOf));

  if (command.json) {
    io.stdout(JSON.stringify(jsonReport(outcomes, code, CLI_VERSION, i18n), null, 2) + "\n");
  } else if (outcomes.length > 1) {
    print(io.stdout, ["", summaryLine(summarise(outcomes), i18n)]);
  }
  return code;
}
