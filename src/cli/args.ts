import type { MessageData } from "../engine/errors";
import { type Lang, isLang } from "./i18n";

export type Command =
  | { readonly kind: "help"; readonly lang: Lang }
  | { readonly kind: "version"; readonly lang: Lang }
  | { readonly kind: "check"; readonly lang: Lang; readonly files: readonly string[]; readonly json: boolean }
  | { readonly kind: "usage-error"; readonly lang: Lang; readonly key: string; readonly data: MessageData };

/**
 * Reads the command line. The language is found first, wherever it is written, so even a
 * mistake elsewhere on the line is reported in the language the user asked for.
 */
export function parseArgs(argv: readonly string[]): Command {
  let lang: Lang = "en";
  let langError: { key: string; data: MessageData } | null = null;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") {
      rest.push(...argv.slice(i));
      break;
    }
    if (a === "--lang" || a.startsWith("--lang=")) {
      const value = a === "--lang" ? argv[++i] : a.slice("--lang=".length);
      if (value === undefined || value === "") langError = { key: "TTM.Cli.Error.LangMissing", data: {} };
      else if (isLang(value)) lang = value;
      else langError = { key: "TTM.Cli.Error.Lang", data: { lang: value } };
      continue;
    }
    rest.push(a);
  }
  if (langError) return { kind: "usage-error", lang, ...langError };

  let help = false;
  let version = false;
  let json = false;
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === "--") {
      positional.push(...rest.slice(i + 1));
      break;
    }
    if (a === "--help" || a === "-h") help = true;
    else if (a === "--version" || a === "-V") version = true;
    else if (a === "--json") json = true;
    else if (a.startsWith("-") && a !== "-") {
      return { kind: "usage-error", lang, key: "TTM.Cli.Error.UnknownOption", data: { option: a } };
    } else positional.push(a);
  }
  if (help) return { kind: "help", lang };
  if (version) return { kind: "version", lang };
  const [command, ...files] = positional;
  if (command === undefined) return { kind: "usage-error", lang, key: "TTM.Cli.Error.NoCommand", data: {} };
  if (command !== "check") {
    return { kind: "usage-error", lang, key: "TTM.Cli.Error.UnknownCommand", data: { command } };
  }
  if (files.length === 0) return { kind: "usage-error", lang, key: "TTM.Cli.Error.NoFiles", data: {} };
  return { kind: "check", lang, files, json };
}
