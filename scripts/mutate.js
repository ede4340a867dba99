#!/usr/bin/env node
// Mutation testing of the rules (issue 14): Stryker mutates src/engine and src/rulesets and runs
// the unit tests against each mutant (stryker.config.json, vitest.mutation.config.ts).
// Stryker 10 needs Node 22 while the project supports Node 20, so `npm run mutate` starts this
// script under the registry's `node@22` package through npx; nothing is installed by hand.
//
// Usage: npm run mutate [-- FOLDER... | --mutate GLOB] [--concurrency N] [--force] [--baseline]
//                      [--ignore-static] [--name NAME]
//   FOLDER is a ruleset (signum, mumg, ...) or an engine folder (path, routing, engine/path, ...);
//   the env var MUTATE takes the same names or globs, comma-separated. Nothing named: everything
//   (half an hour or more on two cores; prefer one folder at a time).
// Each selection (or --name) keeps its own report and incremental file in artifacts/mutation/<name>.*, so
// running one folder never throws away another folder's results, and a re-run only re-tests the
// mutants whose code or covering tests changed (--force re-tests all of them).
// --baseline leaves out the *.mutation.test.ts files, to score the rest of the suite alone; its
// summary goes to <name>.baseline.folders.json, and a run without it then re-tests only the
// mutants that survived the baseline. --ignore-static skips the mutants of module-level values
// (each runs every related test; Stryker reports them as Ignored, outside the score).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(fileURLToPath(import.meta.url), "../..");
const OUT = join(ROOT, "artifacts", "mutation");

const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(
    `mutate: Stryker needs Node 22 or newer (this is ${process.version}); run it as \`npm run mutate\`.`,
  );
  process.exit(2);
}

/** A name on the command line: a glob as given, or a folder of src/rulesets or src/engine. */
function globFor(name) {
  // A glob, a file, or a file with a line:column range (one mutant's place in a report).
  if (name.includes("*") || /\.ts(:[\d:-]+)?$/.test(name)) return name;
  const bare = name.replace(/^src\//, "").replace(/\/+$/, "");
  for (const dir of [bare, `rulesets/${bare}`, `engine/${bare}`]) {
    if (existsSync(join(ROOT, "src", dir))) return `src/${dir}/**/*.ts`;
  }
  console.error(`mutate: no folder src/${bare}, src/rulesets/${bare} or src/engine/${bare}`);
  process.exit(2);
}

let named = null;

function parseArgs(argv) {
  const names = [];
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith("--") ? arg.split(/=(.*)/s) : [arg];
    const value = () => inline ?? argv[++i];
    if (flag === "--mutate" || flag === "-m") names.push(...value().split(","));
    else if (flag === "--concurrency") options.concurrency = Number(value());
    else if (flag === "--force") options.force = true;
    else if (flag === "--name") named = value();
    else if (flag === "--baseline") process.env.TTM_MUTATION_BASELINE = "1";
    else if (flag === "--ignore-static") options.ignoreStatic = true;
    else if (!arg.startsWith("-")) names.push(arg);
    else {
      console.error(`mutate: unknown option ${arg}`);
      process.exit(2);
    }
  }
  if (names.length === 0 && process.env.MUTATE) names.push(...process.env.MUTATE.split(","));
  return { names: names.map((n) => n.trim()).filter(Boolean), options };
}

/** The folder a source file's score is reported under: a ruleset, or an engine sub-folder. */
export function folderOf(file) {
  const parts = file.replace(/\\/g, "/").split("/");
  const at = parts.indexOf("src");
  const rest = parts.slice(at + 1);
  if (rest[0] === "rulesets" && rest.length > 2) return `rulesets/${rest[1]}`;
  if (rest[0] === "engine") return rest.length > 2 ? `engine/${rest[1]}` : "engine (top level)";
  return rest.slice(0, -1).join("/") || rest.join("/");
}

/** Scores per folder, counted the way Stryker counts its mutation score (errors left out). */
export function scoresByFolder(results) {
  const folders = new Map();
  for (const r of results) {
    const key = folderOf(r.fileName);
    const f = folders.get(key) ?? {
      folder: key,
      killed: 0,
      survived: 0,
      noCoverage: 0,
      timeout: 0,
      ignored: 0,
      errors: 0,
    };
    if (r.status === "Killed") f.killed++;
    else if (r.status === "Timeout") f.timeout++;
    else if (r.status === "Survived") f.survived++;
    else if (r.status === "NoCoverage") f.noCoverage++;
    else if (r.status === "Ignored") f.ignored++;
    else f.errors++;
    folders.set(key, f);
  }
  return [...folders.values()]
    .map((f) => {
      const detected = f.killed + f.timeout;
      const valid = detected + f.survived + f.noCoverage;
      return { ...f, score: valid === 0 ? null : Math.round((1000 * detected) / valid) / 10 };
    })
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

async function main() {
  const { names, options } = parseArgs(process.argv.slice(2));
  const config = JSON.parse(readFileSync(join(ROOT, "stryker.config.json"), "utf8"));
  const exclusions = config.mutate.filter((g) => g.startsWith("!"));
  const mutate = names.length ? [...names.map(globFor), ...exclusions] : config.mutate;
  const slug = named
    ? named.replace(/[^A-Za-z0-9._-]+/g, "-")
    : names.length
      ? names
          .map((n) => n.replace(/^src\//, "").replace(/[^A-Za-z0-9._-]+/g, "-"))
          .join("+")
          .replace(/-+$/, "")
      : "all";
  mkdirSync(OUT, { recursive: true });

  const { Stryker } = await import("@stryker-mutator/core");
  const started = Date.now();
  const results = await new Stryker({
    configFile: join(ROOT, "stryker.config.json"),
    mutate,
    jsonReporter: {
      fileName: join(OUT, `${slug}${process.env.TTM_MUTATION_BASELINE === "1" ? ".baseline" : ""}.json`),
    },
    incrementalFile: join(OUT, `${slug}.incremental.json`),
    ...options,
  }).runMutationTest();
  const seconds = Math.round((Date.now() - started) / 1000);

  const rows = scoresByFolder(results);
  const baseline = process.env.TTM_MUTATION_BASELINE === "1";
  const lines = [
    `Mutation scores per folder (${slug}${baseline ? ", baseline" : ""}, ${seconds} s; target 85%):`,
    ...rows.map(
      (r) =>
        `  ${r.folder.padEnd(32)} ${r.score === null ? "  n/a" : `${r.score.toFixed(1).padStart(5)}%`}` +
        `  killed ${r.killed + r.timeout}, survived ${r.survived}, no coverage ${r.noCoverage}` +
        (r.ignored ? `, ignored ${r.ignored}` : "") +
        (r.errors ? `, errors ${r.errors}` : ""),
    ),
  ];
  console.log(lines.join("\n"));
  writeFileSync(
    join(OUT, `${slug}.folders.json`),
    JSON.stringify({ slug, seconds, folders: rows }, null, 2) + "\n",
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
