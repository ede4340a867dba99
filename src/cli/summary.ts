import { type FileOutcome, EXIT, exitCodeOf } from "./check-file";
import type { I18n } from "./i18n";

export interface Summary {
  readonly files: number;
  /** Steps played, over every file that could be played. */
  readonly steps: number;
  readonly legal: number;
  readonly illegal: number;
  readonly errors: number;
  /** Files whose verdict was checked against an `expect` block. */
  readonly expected: number;
  readonly unmet: number;
}

export function summarise(outcomes: readonly FileOutcome[]): Summary {
  const count = (keep: (o: FileOutcome) => boolean): number => outcomes.filter(keep).length;
  return {
    files: outcomes.length,
    steps: outcomes.reduce((n, o) => n + (o.status === "error" ? 0 : o.result.steps.length), 0),
    legal: count((o) => o.status === "legal"),
    illegal: count((o) => o.status === "illegal"),
    errors: count((o) => o.status === "error"),
    expected: count((o) => o.status !== "error" && o.mismatches !== null),
    unmet: count((o) => exitCodeOf(o) === EXIT.expectation),
  };
}

/**
 * A counted phrase ("1 file", "3 файла", "5 файлов") in the language's plural form. The lang
 * files give every key all four forms Intl.PluralRules names for en, es and ru, so a language
 * that never uses one (English "few") still has it and the key sets stay the same everywhere.
 */
export function counted(i18n: I18n, key: string, count: number): string {
  const form = new Intl.PluralRules(i18n.lang).select(count);
  const chosen = i18n.has(`${key}.${form}`) ? `${key}.${form}` : `${key}.other`;
  return i18n.format(chosen, { count });
}

/**
 * The closing line of a run over several files, in words: "10 files: 7 legal, 3 illegal,
 * expectations met." Files with errors and expectations are mentioned only when there are some.
 */
export function summaryLine(s: Summary, i18n: I18n): string {
  const parts = [
    counted(i18n, "TTM.Cli.Summary.Legal", s.legal),
    counted(i18n, "TTM.Cli.Summary.Illegal", s.illegal),
  ];
  if (s.errors > 0) parts.push(counted(i18n, "TTM.Cli.Summary.Errors", s.errors));
  if (s.unmet > 0) parts.push(counted(i18n, "TTM.Cli.Summary.ExpectUnmet", s.unmet));
  else if (s.expected > 0) parts.push(i18n.localize("TTM.Cli.Summary.ExpectMet"));
  return i18n.format("TTM.Cli.Summary.Line", {
    files: counted(i18n, "TTM.Cli.Summary.Files", s.files),
    parts: parts.join(", "),
  });
}
