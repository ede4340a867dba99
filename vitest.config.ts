import { defineConfig } from "vitest/config";

// The Foundry-side suite (tests/foundry) runs once per Foundry generation: its fakes and the
// host layer read the generation the setup file picks (src/foundry/host/generation.ts), so every
// Foundry test proves v13 and v14. The build check (dist.test.ts) is not generation-bound.
const FOUNDRY = "tests/foundry/**/*.test.ts";
const DIST = "tests/foundry/dist.test.ts";
// A guard against a hung test, not a speed check: heavy tests (the bench's working parts, the
// property suites) need room on a loaded two-core machine.
const testTimeout = 30_000;

const foundry = (generation: 13 | 14) => ({
  test: {
    name: `foundry-v${generation}`,
    include: [FOUNDRY],
    exclude: [DIST],
    environment: "node",
    testTimeout,
    setupFiles: [`tests/foundry/setup-v${generation}.ts`],
  },
});

// The unit project also drives `npm run mutate` (vitest.mutation.config.ts).
export const unit = {
  name: "unit",
  include: ["tests/**/*.test.ts"],
  exclude: [FOUNDRY],
  environment: "node" as const,
  testTimeout,
};

export default defineConfig({
  test: {
    projects: [
      { test: unit },
      { test: { name: "dist", include: [DIST], environment: "node", testTimeout } },
      foundry(13),
      foundry(14),
    ],
  },
});
