import PF from "pathfinding";
import {
  CLOSED,
  SquareGrid,
  cheapestPath,
  openCosts,
  reachable,
  stepCost,
  type StepCosts,
} from "../src/engine/grid";
import { rng } from "./rng";
import { collect, median, quantile, timeMs } from "./stats";
import type { Target } from "./bench";

export interface GridBenchConfig {
  readonly size: number;
  readonly walls: number;
  readonly seed: number;
  readonly movement: number;
  readonly reachRuns: number;
  readonly pathRuns: number;
}

export const GRID_FULL: GridBenchConfig = {
  size: 200,
  walls: 8000,
  seed: 20261201,
  movement: 14,
  reachRuns: 2000,
  pathRuns: 300,
};

export interface GridBenchResult {
  readonly figures: Record<string, number>;
  readonly targets: Target[];
}

interface GridMap {
  readonly grid: SquareGrid;
  /** Every rule cost at once: difficult squares, allies, allies in difficult terrain, higher ground, narrow edges. */
  readonly rules: StepCosts;
  /** The same closed squares with no extras: the library's graph, where a step costs 1. */
  readonly plain: StepCosts;
  /** Closed for the library: walls and enemies (it knows nothing of costs). */
  readonly blocked: Uint8Array;
}

/**
 * A 200 x 200 dungeon: 8,000 wall squares, and the rule costs of a DU board spread over it.
 * Wall squares block diagonals past their corners (DU-MOVE-2); enemies are closed but, being
 * characters, do not. The library blocks corners at every closed square, so its graph is a
 * subgraph of ours and our cheapest path can never be longer than its path.
 */
function buildMap(config: GridBenchConfig): GridMap {
  const n = config.size;
  const rand = rng(config.seed);
  const grid = new SquareGrid(n, n);
  const rules = openCosts(grid);
  const plain = openCosts(grid);
  const blocked = new Uint8Array(n * n);
  const put = (count: number, f: (i: number) => void): void => {
    for (let k = 0; k < count;) {
      const i = Math.floor(rand() * n * n);
      if (blocked[i] === 1 || rules.enter[i] !== 0) continue;
      f(i);
      k++;
    }
  };
  put(config.walls, (i) => {
    blocked[i] = 1;
    rules.enter[i] = plain.enter[i] = CLOSED;
    rules.corner[i] = plain.corner[i] = 1;
  });
  put(200, (i) => {
    blocked[i] = 1;
    rules.enter[i] = plain.enter[i] = CLOSED;
  });
  put(3000, (i) => (rules.enter[i] = 1)); // difficult terrain
  put(300, (i) => ((rules.enter[i] = 1), (rules.noEnd[i] = 1))); // allies
  put(100, (i) => ((rules.enter[i] = 2), (rules.noEnd[i] = 1))); // allies in difficult terrain
  put(800, (i) => (rules.enter[i] = 1)); // higher ground
  for (let k = 0; k < 400; k++) rules.east[Math.floor(rand() * n * n)] = 1; // narrow gaps for a Large mover
  for (let i = 0; i < n * n; i++) if (rules.noEnd[i] === 1) plain.noEnd[i] = 0;
  return { grid, rules, plain, blocked };
}

function freeSquare(map: GridMap, rand: () => number): number {
  for (;;) {
    const i = Math.floor(rand() * map.blocked.length);
    if (map.blocked[i] === 0 && map.rules.noEnd[i] === 0) return i;
  }
}

/** The cost of a path of square indices under some costs, or Infinity where a step is refused. */
function costOf(map: GridMap, costs: StepCosts, cells: readonly number[]): number {
  const w = map.grid.width;
  let sum = 0;
  for (let i = 1; i < cells.length; i++) {
    const a = cells[i - 1]!;
    const b = cells[i]!;
    const k = stepCost(map.grid, costs, a, (b % w) - (a % w), Math.floor(b / w) - Math.floor(a / w));
    if (k < 0) return Infinity;
    sum += k;
  }
  return sum;
}

export function runGridBench(
  config: GridBenchConfig,
  log: (line: string) => void = () => {},
): GridBenchResult {
  const figures: Record<string, number> = {};
  const map = buildMap(config);
  const n = config.size;
  const rand = rng(config.seed + 1);

  log(`grid: reachable area for Movement ${config.movement}...`);
  const starts = Array.from({ length: config.reachRuns }, () => freeSquare(map, rand));
  for (const s of starts.slice(0, 200)) reachable(map.grid, map.rules, s, config.movement);
  collect();
  const reachMs = starts.map((s) => timeMs(() => reachable(map.grid, map.rules, s, config.movement)));
  figures.grid_reachable_ms_median = median(reachMs);
  figures.grid_reachable_ms_p99 = quantile(reachMs, 0.99);
  figures.grid_reachable_squares_median = median(
    starts.slice(0, 200).map((s) => reachable(map.grid, map.rules, s, config.movement).length),
  );

  log("grid: cheapest path beside the pathfinding package's A*...");
  const pfGrid = new PF.Grid(n, n);
  for (let i = 0; i < n * n; i++)
    if (map.blocked[i] === 1) pfGrid.setWalkableAt(i % n, Math.floor(i / n), false);
  const finder = new PF.AStarFinder({ diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles });
  const pairs: [number, number][] = [];
  while (pairs.length < config.pathRuns) {
    const a = freeSquare(map, rand);
    const b = freeSquare(map, rand);
    const d = Math.max(Math.abs((a % n) - (b % n)), Math.abs(Math.floor(a / n) - Math.floor(b / n)));
    if (d >= 20 && d <= 120) pairs.push([a, b]);
  }
  const oursMs: number[] = [];
  const libMs: number[] = [];
  let compared = 0;
  let longerSteps = 0;
  let dearer = 0;
  let missed = 0;
  const stepRatios: number[] = [];
  for (const [a, b] of pairs.slice(0, 10)) cheapestPath(map.grid, map.rules, a, b);
  collect();
  for (const [a, b] of pairs) {
    let ours: ReturnType<typeof cheapestPath> = null;
    oursMs.push(timeMs(() => (ours = cheapestPath(map.grid, map.rules, a, b))));
    // The library writes its search into the grid's nodes, so each search needs a fresh clone;
    // the clone is setup, left out of its time.
    const clone = pfGrid.clone();
    let lib: number[][] = [];
    libMs.push(
      timeMs(() => (lib = finder.findPath(a % n, Math.floor(a / n), b % n, Math.floor(b / n), clone))),
    );
    if (lib.length === 0) continue;
    compared++;
    const libCells = lib.map(([x, y]) => y! * n + x!);
    const plainOurs = cheapestPath(map.grid, map.plain, a, b);
    if (ours === null || plainOurs === null) {
      missed++;
      continue;
    }
    // Never longer: in steps on the same graph, and in MP under the rule costs.
    if (plainOurs.cells.length > libCells.length) longerSteps++;
    stepRatios.push((plainOurs.cells.length - 1) / (libCells.length - 1));
    if ((ours as { cost: number }).cost > costOf(map, map.rules, libCells)) dearer++;
  }
  figures.grid_path_ours_ms_median = median(oursMs);
  figures.grid_path_library_ms_median = median(libMs);
  figures.grid_path_time_ratio = median(libMs) / median(oursMs);
  figures.grid_path_pairs_compared = compared;
  figures.grid_path_step_ratio_max = stepRatios.length ? Math.max(...stepRatios) : NaN;
  figures.grid_path_ours_longer = longerSteps;
  figures.grid_path_ours_dearer = dearer;
  figures.grid_path_ours_missed = missed;

  const targets: Target[] = [
    target(
      `grid reachable area, Movement ${config.movement} (median)`,
      figures.grid_reachable_ms_median,
      0.5,
      "ms",
    ),
    target(
      "pathfinding A* time / our cheapest path (all rule costs)",
      figures.grid_path_time_ratio,
      1,
      "×",
      "min",
    ),
    target("our paths longer in steps than the library's", figures.grid_path_ours_longer, 0, "paths"),
    target(
      "our paths dearer than the library's path under the rule costs",
      figures.grid_path_ours_dearer,
      0,
      "paths",
    ),
    target("paths the library found and we did not", figures.grid_path_ours_missed, 0, "paths"),
  ];
  return { figures, targets };
}

function target(
  name: string,
  value: number | undefined,
  limit: number,
  unit: string,
  kind: "max" | "min" = "max",
): Target {
  const v = value ?? NaN;
  return { name, value: v, limit, unit, kind, ok: kind === "max" ? v <= limit : v > limit };
}
