import { runFuzz } from "../tests/fuzz/runner";

/*
 * `npm run fuzz [-- --seed N] [--cases N] [--target NAME]`: hostile JSON against the scenario
 * parser, the profile readers and the scene readers (tests/fuzz/targets.ts). FUZZ_SEED and
 * FUZZ_CASES work too. Prints the seed first, a summary per target and outcome, and exits 1 with
 * the seed and the shrunk input of any failure.
 */

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const seed = Number(arg("seed") ?? process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const total = Number(arg("cases") ?? process.env.FUZZ_CASES ?? 100_000);
const only = arg("target");
if (!Number.isInteger(seed) || !Number.isInteger(total) || total < 1) {
  process.stderr.write("usage: npm run fuzz -- [--seed <integer>] [--cases <count>] [--target <name>]\n");
  process.exit(2);
}
const log = (line: string): void => void process.stdout.write(`${line}\n`);
log(`fuzz seed ${seed} (replay: npm run fuzz -- --seed ${seed}), ${total} cases`);
const run = runFuzz({ seed, total, ...(only ? { only } : {}), log });
log("");
for (const t of run.targets) {
  log(`${t.name}: ${t.cases}`);
  for (const [outcome, n] of Object.entries(t.outcomes).sort((a, b) => b[1] - a[1]))
    log(`  ${String(n).padStart(7)}  ${outcome}`);
}
const perSecond = Math.round(run.cases / (run.ms / 1000));
log(`\n${run.cases} cases in ${(run.ms / 1000).toFixed(1)} s (${perSecond} inputs/s), seed ${seed}`);
const failed = run.targets.filter((t) => t.failure);
for (const t of failed) {
  log(`\nFAILED ${t.name} (seed ${seed}; fast-check seed ${t.failure!.seed}, path ${t.failure!.path})`);
  log(`  ${t.failure!.error}`);
  log(`  minimal input: ${t.failure!.input}`);
}
process.exitCode = failed.length > 0 ? 1 : 0;
