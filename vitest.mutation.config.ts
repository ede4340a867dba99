import { defineConfig } from "vitest/config";
import { unit } from "./vitest.config";

// The tests `npm run mutate` runs against each mutant: the unit project alone. The Foundry
// projects reach engine code only through the host layer and assert the translation, not the
// rules. Left out too, as they assert nothing about src/engine or src/rulesets and only slow each
// mutant down: the benchmark smoke tests, the browser and CLI-binary checks, and the fuzz share
// (hostile-cases.test.ts keeps the fuzzer's named cases).
// `npm run mutate -- --baseline` also leaves out the tests written to kill mutants
// (*.mutation.test.ts), to measure what the rest of the suite catches on its own.
const baseline = process.env.TTM_MUTATION_BASELINE === "1" ? ["tests/**/*.mutation.test.ts"] : [];
// TTM_MUTATION_TESTS (comma-separated globs) runs only those test files: for a folder every test
// reaches (engine/geometry), where each surviving mutant would re-run most of the suite. The
// score is then a lower bound: a mutant those tests kill, the whole suite kills too.
const only = process.env.TTM_MUTATION_TESTS?.split(",").filter((g) => g !== "");

export default defineConfig({
  test: {
    ...unit,
    include: only && only.length > 0 ? only : unit.include,
    // Each mutant's run reuses the modules already loaded (mutants are switched at run time, so
    // nothing needs re-importing); about 1.7 times faster than a fresh context per test file, and
    // the same score on the file compared (chord.ts). TTM_ISOLATE=1 isolates again.
    isolate: process.env.TTM_ISOLATE === "1",
    setupFiles: ["tests/mutation.setup.ts"],
    // Stryker's first run measures each test's coverage with instrumented code, several times
    // slower: the maze routes against their brute-force reference took over a minute there.
    // The tests that set their own limit read the same factor.
    testTimeout: 180_000,
    env: { TTM_TIMEOUT_SCALE: "3" },
    exclude: [
      ...unit.exclude,
      "tests/e2e/**",
      "tests/cli/bin.test.ts",
      "tests/**/bench.test.ts",
      "tests/fuzz/fuzz.test.ts",
      ...baseline,
    ],
  },
});
