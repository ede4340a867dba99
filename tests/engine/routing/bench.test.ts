import { describe, expect, it } from "vitest";
import { FULL, runBench } from "../../../bench/bench";
import { runFoundryBench } from "../../../bench/foundry";

describe("benchmark", () => {
  // Speed is never asserted here: this only checks that `npm run bench` has working parts.
  it("runs end to end on a tiny scene and names every figure", () => {
    const result = runBench({
      table: { width: 24, height: 16, models: 12, terrain: 10, walls: 40 },
      maze: { width: 16, height: 12, walls: 60 },
      seed: 7,
      buildRuns: 2,
      pathRuns: 20,
      routeRuns: 12,
      baselineRuns: 6,
      budget: 8,
      crossRuns: 4,
      crossMin: 8,
      rasterStep: 0.5,
      baseMm: 32,
    });
    for (const name of [
      "board_build_ms_median",
      "board_heap_peak_mb",
      "evaluate_path_us_median",
      "evaluate_path_us_p99",
      "route_large_ms_median",
      "route_maze_ms_median",
      "route_maze_cross_ms_median",
      "route_maze_cross_raster_ms_median",
      "baseline_large_time_ratio",
      "baseline_maze_length_ratio_max",
    ]) {
      expect(result.figures).toHaveProperty(name);
    }
    expect(result.targets.length).toBeGreaterThan(5);
    expect(result.table).toContain('route within 8"');
    // Where both found a way, the exact router is never longer than the raster's.
    expect(result.figures.baseline_large_ours_longer).toBe(0);
  }, 60_000);

  it("reads the crowded Foundry scene whole: every token, blocking wall and terrain region", () => {
    const c = { tokens: 60, walls: 80, regions: 12, buildRuns: 2, dragRuns: 10 };
    const { figures, targets } = runFoundryBench(FULL, c);
    expect(figures.foundry_board_tokens).toBe(60);
    expect(figures.foundry_board_walls).toBe(80);
    expect(figures.foundry_board_terrain).toBe(12);
    // Every drag was judged (a verdict, not a problem such as a missing profile).
    expect(figures.foundry_drag_verdict_fraction).toBe(1);
    expect(targets.map((t) => t.unit)).toEqual(["ms", "µs", "µs"]);
  }, 60_000);
});
