#!/usr/bin/env node
// `tabletop-movement check scenario.json`: loads the built tool from dist-cli/ and runs it.
// The tool is TypeScript compiled by `npm run build:cli` (run by `npm install` through
// "prepare"); when it is missing, say how to build it instead of printing a module stack trace.
import { existsSync, readFileSync } from "node:fs";

const cli = new URL("../dist-cli/cli.js", import.meta.url);

/** TTM.Cli.NotBuilt in the language asked for with --lang, read from the module's lang files. */
function notBuiltMessage(argv) {
  const i = argv.findIndex((a) => a === "--lang" || a.startsWith("--lang="));
  const asked = i < 0 ? "en" : argv[i] === "--lang" ? argv[i + 1] : argv[i].slice("--lang=".length);
  for (const lang of [asked, "en"]) {
    if (!/^[a-z]{2}$/.test(lang ?? "")) continue;
    try {
      const strings = JSON.parse(readFileSync(new URL(`../lang/${lang}.json`, import.meta.url), "utf8"));
      const text = strings?.TTM?.Cli?.NotBuilt;
      if (typeof text === "string") return text;
    } catch {
      // Try the next language.
    }
  }
  // Only reached when the lang folder itself is gone.
  return "The command line tool is not built yet. Run `npm run build:cli` in the module's folder.";
}

if (!existsSync(cli)) {
  process.stderr.write(notBuiltMessage(process.argv.slice(2)) + "\n");
  process.exitCode = 2;
} else {
  const { run } = await import(cli.href);
  process.exitCode = await run(process.argv.slice(2));
}
