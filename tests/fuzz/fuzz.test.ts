import { describe, expect, it } from "vitest";
import { runFuzz } from "./runner";
import { TARGETS } from "./targets";

/*
 * The share of `npm run fuzz` that runs in `npm test`: a few thousand cases with a fixed seed,
 * so a failure here replays with `npm run fuzz -- --seed 20261201 --cases 3000`.
 */

const SEED = 20261201;
const CASES = 3_000;

describe("fuzz (fixed seed)", () => {
  const run = runFuzz({ seed: SEED, total: CASES });

  it("every case ends in a localised refusal or a documented answer, within 1 s, with no global changed", () => {
    expect(run.targets.filter((t) => t.failure).map((t) => ({ name: t.name, ...t.failure }))).toEqual([]);
    expect(run.cases).toBeGreaterThanOrEqual(CASES - TARGETS.length);
  });

  it("every target is reached, and the scenario targets reach both parsed-and-played and refused files", () => {
    expect(run.targets.map((t) => t.name)).toEqual(TARGETS.map((t) => t.name));
    for (const t of run.targets) expect(t.cases, t.name).toBeGreaterThan(0);
    for (const name of ["scenario-json", "scenario-text"]) {
      const outcomes = Object.keys(run.targets.find((t) => t.name === name)!.outcomes);
      expect(outcomes, name).toContain("valid");
      expect(outcomes.filter((o) => o.startsWith("refused:TTM.Scenario.")).length, name).toBeGreaterThan(5);
    }
    for (const t of run.targets.filter((t) => t.name.startsWith("profile-"))) {
      expect(Object.keys(t.outcomes), t.name).toEqual(
        expect.arrayContaining(["valid", "refused:TTM.Error.ProfileField"]),
      );
    }
  });
});
