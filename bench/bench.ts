import { Board } from "../src/engine/board/board";
import { scenarioFigures } from "./scenario";
import type { BoardSpec, Model } from "../src/engine/board/types";
import type { Point } from "../src/engine/geometry/vec";
import { analysePath } from "../src/engine/path/analyse";
import { baseFitsAt } from "../src/engine/path/fit";
import { truncate } from "../src/engine/path/truncate";
import { route } from "../src/engine/routing";
import { Raster } from "./raster";
import { rng } from "./rng";
import { LARGE, type TableSize, dungeon, moverAt, skirmishTable } from "./scene";
import { collect, median, quantile, timeMs } from "./stats";

export interface BenchConfig {
  readonly table: TableSize;
  readonly maze: { readonly width: number; readonly height: number; readonly walls: number };
  readonly seed: number;
  readonly buildRuns: number;
  readonly pathRuns: number;
  readonly routeRuns: number;
  /** Queries also run through the raster baseline (it is slow, so fewer). */
  readonly baselineRuns: number;
  readonly budget: number;
  /** Routes right across the maze with no budget, start and goal at least crossMin apart. */
  readonly crossRuns: number;
  readonly crossMin: number;
  readonly rasterStep: number;
  readonly baseMm: number;
}

export const FULL: BenchConfig = {
  table: LARGE,
  maze: { width: 72, height: 48, walls: 2200 },
  seed: 20240601,
  buildRuns: 41,
  pathRuns: 5000,
  routeRuns: 400,
  baselineRuns: 150,
  budget: 14,
  crossRuns: 60,
  crossMin: 30,
  rasterStep: 0.25,
  baseMm: 32,
};

export interface Target {
  readonly name: string;
  readonly value: number;
  readonly limit: number;
  readonly unit: string;
  /** "max": the value must not exceed the limit; "min": it must pass it; "info": shown, not judged. */
  readonly kind: "max" | "min" | "info";
  readonly ok: boolean;
}

export interface BenchResult {
  readonly figures: Record<string, number>;
  readonly targets: Target[];
  readonly table: string;
}

function freePoint(board: Board, rand: () => number, baseMm: number): Point {
  for (;;) {
    const p = { x: rand() * board.width, y: rand() * board.height };
    if (baseFitsAt(board, moverAt(p, baseMm), p)) return p;
  }
}

/** Start and goal pairs where both bases fit, 1-12" apart (a 14" route can usually join them). */
function queries(board: Board, n: number, seed: number, baseMm: number): [Point, Point][] {
  const rand = rng(seed);
  const out: [Point, Point][] = [];
  while (out.length < n) {
    const a = freePoint(board, rand, baseMm);
    const b = freePoint(board, rand, baseMm);
    const d = Math.hypot(b.x - a.x, b.y - a.y);
    if (d >= 1 && d <= 12) out.push([a, b]);
  }
  return out;
}

/** Start and goal pairs where both bases fit, at least `min` apart (right across the maze). */
function farQueries(board: Board, n: number, seed: number, baseMm: number, min: number): [Point, Point][] {
  const rand = rng(seed);
  const out: [Point, Point][] = [];
  while (out.length < n) {
    const a = freePoint(board, rand, baseMm);
    const b = freePoint(board, rand, baseMm);
    if (Math.hypot(b.x - a.x, b.y - a.y) >= min) out.push([a, b]);
  }
  return out;
}

/** A 10-waypoint drag: a wandering walk of 0.5-2.5" steps. */
export function dragPath(board: Board, rand: () => number, baseMm: number): Point[] {
  const path = [freePoint(board, rand, baseMm)];
  let heading = rand() * 2 * Math.PI;
  while (path.length < 10) {
    heading += ((rand() - 0.5) * (2 * Math.PI)) / 3;
    const l = 0.5 + rand() * 2;
    const p = path[path.length - 1]!;
    path.push({
      x: Math.min(board.width, Math.max(0, p.x + l * Math.cos(heading))),
      y: Math.min(board.height, Math.max(0, p.y + l * Math.sin(heading))),
    });
  }
  return path;
}

/**
 * What one drag update asks of the engine: analysePath (terrain pieces, levels, collision,
 * contact) then truncate (cost within the allowance, stop at collision or contact).
 */
function evaluateDrag(board: Board, m: Model, path: Point[], budget: number, gapWidth = 0): number {
  const analysis = analysePath(board, m, path, {
    collision: {},
    contact: { tolerance: 0.04 },
    ...(gapWidth > 0 ? { clearance: { width: gapWidth } } : {}),
  });
  const cut = truncate(analysis, {
    budget: { amount: budget, weights: { kinds: { difficult: 2, water: 2 } }, ruleId: "BENCH" },
    collision: "BENCH",
    contact: "BENCH",
    ...(gapWidth > 0 ? { clearance: "BENCH" } : {}),
  });
  return cut.distance;
}

interface RouteRun {
  readonly ms: number[];
  readonly found: number;
  readonly lengths: (number | null)[];
  readonly expanded: number[];
}

function runRoutes(board: Board, pairs: [Point, Point][], budget: number, baseMm: number): RouteRun {
  const ms: number[] = [];
  const lengths: (number | null)[] = [];
  const expanded: number[] = [];
  let found = 0;
  for (const [a, b] of pairs) {
    const m = moverAt(a, baseMm);
    let length: number | null = null;
    ms.push(
      timeMs(() => {
        const r = route(board, m, a, b, { budget });
        if (r.ok) length = r.route.length;
        expanded.push(r.ok ? r.route.expanded : r.expanded);
      }),
    );
    lengths.push(length);
    if (length !== null) found++;
  }
  return { ms, found, lengths, expanded };
}

interface BaselineRun {
  readonly findMs: number[];
  readonly cloneMs: number[];
  readonly lengths: (number | null)[];
  readonly smoothed: (number | null)[];
}

function runBaseline(raster: Raster, pairs: [Point, Point][]): BaselineRun {
  const findMs: number[] = [];
  const cloneMs: number[] = [];
  const lengths: (number | null)[] = [];
  const smoothed: (number | null)[] = [];
  for (const [a, b] of pairs) {
    let grid = raster.grid;
    cloneMs.push(timeMs(() => (grid = raster.clone())));
    let found: { length: number; smoothedLength: number } | null = null;
    findMs.push(timeMs(() => (found = raster.find(grid, a, b))));
    const f = found as { length: number; smoothedLength: number } | null;
    lengths.push(f ? f.length : null);
    smoothed.push(f ? f.smoothedLength : null);
  }
  return { findMs, cloneMs, lengths, smoothed };
}

export function runBench(config: BenchConfig, log: (line: string) => void = () => {}): BenchResult {
  const figures: Record<string, number> = {};
  const largeSpec = skirmishTable(config.table, config.seed);
  const mazeSpec = dungeon(config.maze.width, config.maze.height, config.maze.walls, config.seed + 1);
  const build = (spec: BoardSpec): Board => new Board(spec, config.baseMm);

  // Heap first, while the young generation is as small as when a scene loads: the peak is the
  // heap in use right after the build (no collection in between), the retained part what is
  // still there after a full collection. A warmed-up build, when V8 has grown its young
  // generation and no scavenge runs during the build, shows the whole allocation volume instead.
  log("board heap...");
  const heap = (): { peak: number; retained: number; board: Board } => {
    collect();
    const before = process.memoryUsage().heapUsed;
    const board = build(largeSpec);
    const peak = process.memoryUsage().heapUsed - before;
    collect();
    return { peak, retained: process.memoryUsage().heapUsed - before, board };
  };
  const first = heap();
  figures.board_heap_peak_mb = Math.max(first.peak, first.retained) / 2 ** 20;
  figures.board_heap_retained_mb = first.retained / 2 ** 20;

  log("board index build...");
  for (let i = 0; i < 5; i++) build(largeSpec);
  const buildMs: number[] = [];
  for (let i = 0; i < config.buildRuns; i++) buildMs.push(timeMs(() => build(largeSpec)));
  figures.board_build_ms_median = median(buildMs);
  figures.board_build_ms_p90 = quantile(buildMs, 0.9);
  figures.board_heap_warm_allocation_mb = heap().peak / 2 ** 20;
  const large = first.board;

  log("10-waypoint drag evaluation...");
  const rand = rng(config.seed + 2);
  const drags = Array.from({ length: config.pathRuns }, () => dragPath(large, rand, config.baseMm));
  for (const p of drags.slice(0, 200)) evaluateDrag(large, moverAt(p[0]!, config.baseMm), p, 10);
  const dragUs = drags.map((p) => {
    const m = moverAt(p[0]!, config.baseMm);
    return timeMs(() => evaluateDrag(large, m, p, 10)) * 1000;
  });
  figures.evaluate_path_us_median = median(dragUs);
  figures.evaluate_path_us_p99 = quantile(dragUs, 0.99);
  // The same drags with SCTMG-GAP-1's 1" gap clearance asked for as well.
  const gapUs = drags.map((p) => {
    const m = moverAt(p[0]!, config.baseMm);
    return timeMs(() => evaluateDrag(large, m, p, 10, 1)) * 1000;
  });
  figures.evaluate_path_with_gaps_us_median = median(gapUs);
  figures.evaluate_path_with_gaps_us_p99 = quantile(gapUs, 0.99);

  const maze = build(mazeSpec);
  const scenes: [string, Board][] = [
    ["large", large],
    ["maze", maze],
  ];
  for (const [name, b] of scenes) {
    log(`routes on the ${name} scene...`);
    const pairs = queries(b, config.routeRuns, config.seed + (name === "large" ? 3 : 4), config.baseMm);
    runRoutes(b, pairs.slice(0, 30), config.budget, config.baseMm);
    const ours = runRoutes(b, pairs, config.budget, config.baseMm);
    figures[`route_${name}_ms_median`] = median(ours.ms);
    figures[`route_${name}_ms_p90`] = quantile(ours.ms, 0.9);
    figures[`route_${name}_ms_max`] = Math.max(...ours.ms);
    figures[`route_${name}_found_fraction`] = ours.found / pairs.length;
    figures[`route_${name}_expanded_median`] = median(ours.expanded);

    log(`raster baseline on the ${name} scene...`);
    const raster = new Raster(b, moverAt({ x: 0, y: 0 }, config.baseMm), config.rasterStep);
    const side = pairs.slice(0, config.baselineRuns);
    const base = runBaseline(raster, side);
    const oursSide = runRoutes(b, side, config.budget, config.baseMm);
    // Compare where both found a route (the raster search has no budget; ours stops at 14").
    const ratios: number[] = [];
    const smoothRatios: number[] = [];
    const both: number[] = [];
    let longer = 0;
    side.forEach((_, i) => {
      const o = oursSide.lengths[i];
      const r = base.lengths[i];
      const s = base.smoothed[i];
      if (o === null || o === undefined || r === null || r === undefined) return;
      both.push(i);
      ratios.push(o / r);
      if (s !== null && s !== undefined) smoothRatios.push(o / s);
      if (o > r * (1 + 1e-9)) longer++;
    });
    const pick = (xs: number[]): number[] => both.map((i) => xs[i]!);
    const oursMs = median(pick(oursSide.ms));
    const findMs = median(pick(base.findMs));
    const withClone = median(both.map((i) => base.findMs[i]! + base.cloneMs[i]!));
    figures[`baseline_${name}_ours_ms_median`] = oursMs;
    figures[`baseline_${name}_find_ms_median`] = findMs;
    figures[`baseline_${name}_clone_ms_median`] = median(pick(base.cloneMs));
    figures[`baseline_${name}_time_ratio`] = withClone / oursMs;
    figures[`baseline_${name}_find_time_ratio`] = findMs / oursMs;
    figures[`baseline_${name}_length_ratio_median`] = median(ratios);
    figures[`baseline_${name}_length_ratio_max`] = ratios.length ? Math.max(...ratios) : NaN;
    figures[`baseline_${name}_smoothed_length_ratio_median`] = median(smoothRatios);
    figures[`baseline_${name}_pairs_compared`] = ratios.length;
    figures[`baseline_${name}_ours_longer`] = longer;
  }

  log(`routes across the maze, no budget (${config.crossMin}" or more)...`);
  {
    const pairs = farQueries(maze, config.crossRuns, config.seed + 5, config.baseMm, config.crossMin);
    runRoutes(maze, pairs.slice(0, 5), Infinity, config.baseMm);
    const ours = runRoutes(maze, pairs, Infinity, config.baseMm);
    figures.route_maze_cross_ms_median = median(ours.ms);
    figures.route_maze_cross_ms_p90 = quantile(ours.ms, 0.9);
    figures.route_maze_cross_found_fraction = ours.found / pairs.length;
    figures.route_maze_cross_expanded_median = median(ours.expanded);
    log("raster baseline across the maze...");
    const raster = new Raster(maze, moverAt({ x: 0, y: 0 }, config.baseMm), config.rasterStep);
    const base = runBaseline(raster, pairs);
    figures.route_maze_cross_raster_ms_median = median(base.findMs.map((f, i) => f + base.cloneMs[i]!));
    figures.route_maze_cross_raster_find_ms_median = median(base.findMs);
    const ratios: number[] = [];
    let longer = 0;
    pairs.forEach((_, i) => {
      const o = ours.lengths[i];
      const r = base.lengths[i];
      if (o === null || o === undefined || r === null || r === undefined) return;
      ratios.push(o / r);
      if (o > r * (1 + 1e-9)) longer++;
    });
    figures.route_maze_cross_length_ratio_max = ratios.length ? Math.max(...ratios) : NaN;
    figures.route_maze_cross_pairs_compared = ratios.length;
    figures.route_maze_cross_ours_longer = longer;
  }

  log("refusing bad scenario files...");
  Object.assign(figures, scenarioFigures(5));

  const targets: Target[] = [
    target("board index build, large scene (median)", figures.board_build_ms_median, 20, "ms"),
    target("board peak extra heap, large scene", figures.board_heap_peak_mb, 10, "MB"),
    target("evaluate 10-waypoint drag (median)", figures.evaluate_path_us_median, 50, "µs"),
    target("evaluate 10-waypoint drag (p99)", figures.evaluate_path_us_p99, 500, "µs"),
    target(`route within ${config.budget}", large scene (median)`, figures.route_large_ms_median, 2, "ms"),
    target(
      `route within ${config.budget}", ${config.maze.walls}-wall maze (median)`,
      figures.route_maze_ms_median,
      5,
      "ms",
    ),
    target(
      `route across the ${config.maze.walls}-wall maze, no budget, ${config.crossMin}"+ apart (median)`,
      figures.route_maze_cross_ms_median,
      10,
      "ms",
    ),
    target(
      "  raster A* (clone + search) over the same pairs (median)",
      figures.route_maze_cross_raster_ms_median,
      0,
      "ms",
      "info",
    ),
    target("  routes found across the maze", figures.route_maze_cross_found_fraction, 1, "fraction", "info"),
    target(
      "  ours / raster A*, length, across the maze (max)",
      figures.route_maze_cross_length_ratio_max,
      1,
      "×",
    ),
    target("raster A* (clone + search) time / ours, large", figures.baseline_large_time_ratio, 1, "×", "min"),
    target("raster A* (clone + search) time / ours, maze", figures.baseline_maze_time_ratio, 1, "×", "min"),
    target(
      "raster A* (search only) time / ours, large",
      figures.baseline_large_find_time_ratio,
      1,
      "×",
      "info",
    ),
    target(
      "raster A* (search only) time / ours, maze",
      figures.baseline_maze_find_time_ratio,
      1,
      "×",
      "info",
    ),
    target("ours / raster A*, length, large (max)", figures.baseline_large_length_ratio_max, 1, "×"),
    target("ours / raster A*, length, maze (max)", figures.baseline_maze_length_ratio_max, 1, "×"),
    target("refuse a 50 MB scenario file (median)", figures.scenario_refuse_50mb_ms_median, 100, "ms"),
    target(
      "refuse a path of 100,000 bad waypoints (median)",
      figures.scenario_refuse_100k_waypoints_ms_median,
      100,
      "ms",
    ),
    target(
      "refuse 9,000 bad waypoints, first 10 issues (median)",
      figures.scenario_refuse_9k_bad_waypoints_ms_median,
      1000,
      "ms",
    ),
  ];
  return { figures, targets, table: render(figures, targets) };
}

export function target(
  name: string,
  value: number | undefined,
  limit: number,
  unit: string,
  kind: "max" | "min" | "info" = "max",
): Target {
  const v = value ?? NaN;
  return {
    name,
    value: v,
    limit,
    unit,
    kind,
    ok: kind === "max" ? v <= limit : kind === "min" ? v > limit : true,
  };
}

export function render(figures: Record<string, number>, targets: Target[]): string {
  const rows = targets.map((t) => [
    t.name,
    fmt(t.value),
    t.kind === "max" ? `≤ ${t.limit}` : t.kind === "min" ? `> ${t.limit}` : "",
    t.unit,
    t.kind === "info" ? "info" : t.ok ? "ok" : "MISSED",
  ]);
  const head = ["target", "value", "limit", "unit", ""];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]): string => r.map((c, i) => c.padEnd(widths[i]!)).join("  ");
  const out = [
    line(head),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...rows.map(line),
    "",
    "all figures:",
  ];
  for (const [k, v] of Object.entries(figures)) out.push(`  ${k.padEnd(44)} ${fmt(v)}`);
  return out.join("\n");
}

const fmt = (v: number): string =>
  Number.isFinite(v) ? (Math.abs(v) >= 100 ? v.toFixed(1) : v.toPrecision(4)) : String(v);
