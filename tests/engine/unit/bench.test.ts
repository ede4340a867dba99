import { describe, expect, it } from "vitest";
import { FULL } from "../../../bench/bench";
import { runUnitBench } from "../../../bench/sctmg";

describe("unit moves benchmark", () => {
  // Speed is never asserted here: this only checks that the bench's unit section has working parts.
  it("SCTMG-COH-1: runs on the large scene and names every figure beside its target", () => {
    const { figures, targets } = runUnitBench({ bench: FULL, runs: 8 });
    expect(Object.keys(figures).sort()).toEqual([
      "unit_coherency_in_coherency_share",
      "unit_coherency_us_median",
      "unit_forced_move_mean_distance",
      "unit_forced_move_ms_median",
      "unit_placement_in_coherency_share",
      "unit_placement_moves",
      "unit_placement_ms_median",
      "unit_placement_ms_worst_move",
    ]);
    // The scene is what the figures claim: a unit in coherency that moves when forced.
    expect(figures.unit_coherency_in_coherency_share).toBe(1);
    expect(figures.unit_placement_moves).toBeGreaterThanOrEqual(12);
    expect(figures.unit_forced_move_mean_distance).toBeGreaterThan(0);
    expect(targets.map((t) => [t.name, t.limit, t.unit, t.kind])).toEqual([
      ["coherency, 20-model unit among 200 models (median)", 100, "µs", "max"],
      ['automatic placement, 20-model unit, 5" moves (median)', 20, "ms", "max"],
      ["automatic placement, slowest of those moves", 0, "ms", "info"],
      ["forced move, 10-model unit (median)", 20, "ms", "max"],
    ]);
  });
});
