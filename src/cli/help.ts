import type { I18n } from "./i18n";

/** --help, in the chosen language; the option names themselves are never translated. */
export function helpText(i18n: I18n): string[] {
  const l = i18n.localize;
  return [
    l("TTM.Cli.Help.Summary"),
    "",
    `${l("TTM.Cli.Help.UsageLabel")} tabletop-movement check <scenario.json...> [--json] [--lang en|es|ru]`,
    `       tabletop-movement --help | --version`,
    "",
    l("TTM.Cli.Help.Options"),
    `  --json             ${l("TTM.Cli.Help.Json")}`,
    `  --lang en|es|ru    ${l("TTM.Cli.Help.Lang")}`,
    `  -h, --help         ${l("TTM.Cli.Help.Help")}`,
    `  -V, --version      ${l("TTM.Cli.Help.Version")}`,
    "",
    l("TTM.Cli.Help.Exit"),
    `  0  ${l("TTM.Cli.Help.Exit0")}`,
    `  1  ${l("TTM.Cli.Help.Exit1")}`,
    `  2  ${l("TTM.Cli.Help.Exit2")}`,
    `  3  ${l("TTM.Cli.Help.Exit3")}`,
    "",
    l("TTM.Cli.Help.Docs"),
  ];
}
