import { Board } from "../src/engine/board/board";
import type { BoardSpec, ModelSpec } from "../src/engine/board/types";
import type { Point } from "../src/engine/geometry/vec";
import { baseFitsAt } from "../src/engine/path/fit";
import { placeUnit, unitCoherency, type PlacementRules } from "../src/engine/unit";
import { sctmg } from "../src/rulesets/sctmg";
import { type BenchConfig, type Target, target } from "./bench";
import { rng } from "./rng";
import { moverAt, skirmishTable } from "./scene";
import { median, timeMs } from "./stats";

export interface UnitBenchConfig {
  readonly bench: BenchConfig;
  /** Timed runs of each figure. */
  readonly runs: number;
}

export const UNIT_FULL = { runs: 400 } as const;

const BASE_MM = 32;
const PROFILE = { size: 2, speed: "6" };

/** A 20-model blob round its leader: rings of 6 at 1.3" and 13 at 2.65" (all Wholly Within 3"). */
function formation(c: Point): Point[] {
  const out: Point[] = [c];
  for (let i = 0; i < 6; i++) out.push(polar(c, 1.3, (i * Math.PI) / 3));
  for (let i = 0; i < 13; i++) out.push(polar(c, 2.65, (i * 2 * Math.PI) / 13 + 0.1));
  return out;
}
const polar = (c: Point, d: number, a: number): Point => ({
  x: c.x + d * Math.cos(a),
  y: c.y + d * Math.sin(a),
});

/**
 * The large skirmish table with a 20-model unit of 32 mm bases standing where its formation fits,
 * among the table's other models (200 in all: those within 5" of it are taken off, the rest
 * trimmed to 180), and the moves it is timed on: every 15 degrees, 5" away, where the Leading
 * Model's base fits (terrain and other models stay where they are, as on a real table).
 */
function unitScene(config: BenchConfig): { spec: BoardSpec; from: Point; moves: Point[] } {
  const spec = skirmishTable(config.table, config.seed);
  const probe = new Board({ ...spec, models: [] }, BASE_MM);
  const rand = rng(config.seed + 11);
  const clear = (c: Point): boolean =>
    formation(c).every((p) => baseFitsAt(probe, moverAt(p, BASE_MM), p, { elevation: 0, support: true }));
  for (let tries = 0; tries < 20000; tries++) {
    const from = { x: 8 + rand() * (spec.width - 16), y: 8 + rand() * (spec.height - 16) };
    if (!clear(from)) continue;
    const others = spec.models
      .filter((m) => Math.hypot(m.x - from.x, m.y - from.y) > 5)
      .slice(0, config.table.models - 20);
    const unit: ModelSpec[] = formation(from).map((p, i) => ({
      id: `sq${i}`,
      side: "terran",
      x: p.x,
      y: p.y,
      baseMm: BASE_MM,
      unitId: "squad",
      profile: PROFILE,
    }));
    const board = new Board({ ...spec, models: others }, BASE_MM);
    const moves: Point[] = [];
    for (let k = 0; k < 24; k++) {
      const to = polar(from, 5, (k * Math.PI) / 12);
      if (baseFitsAt(board, moverAt(to, BASE_MM), to, { elevation: 0, support: true })) moves.push(to);
    }
    if (moves.length >= 12) return { spec: { ...spec, models: [...unit, ...others] }, from, moves };
  }
  throw new Error("no room for the unit on the bench table");
}

/** `npm run bench`, unit moves (issue 11): coherency, automatic placement, a forced move. */
export function runUnitBench(config: UnitBenchConfig): {
  figures: Record<string, number>;
  targets: Target[];
} {
  const { spec, moves } = unitScene(config.bench);
  const board = new Board(spec, BASE_MM);
  const unit = board.models.filter((m) => m.unitId === "squad");
  const [leader, ...members] = unit;
  const ids = new Set(unit.map((m) => m.id));
  const rules: PlacementRules = { range: 3, gapWidth: 1, support: true };

  // Warmed up first, as the placement below is: coherency is asked on every frame of a drag, and
  // run straight after another figure's scene its first few hundred calls wait on the JIT.
  for (let i = 0; i < config.runs; i++) unitCoherency(board, leader!, members, ids, rules);
  const coherency: number[] = [];
  let coherent = 0;
  for (let i = 0; i < config.runs; i++) {
    coherency.push(
      timeMs(() => {
        if (unitCoherency(board, leader!, members, ids, rules).inCoherency) coherent++;
      }),
    );
  }

  // Warmed up once over every move (the JIT, as a drag's first frames do), then each move timed
  // a few times; the figure is the median over all of them.
  for (const to of moves) placeUnit(board, { leader: leader!, to, level: 0, members }, rules);
  const placement: number[] = [];
  const worst: number[] = [];
  let placedIn = 0;
  const repeats = Math.max(1, Math.floor(config.runs / 100));
  for (const to of moves) {
    const times: number[] = [];
    for (let i = 0; i < repeats; i++) {
      times.push(
        timeMs(() => {
          const p = placeUnit(board, { leader: leader!, to, level: 0, members }, rules);
          if (i === 0 && p.unitStatus === "in-coherency") placedIn++;
        }),
      );
    }
    placement.push(...times);
    worst.push(median(times));
  }

  // A forced move: the first ten models, directly away from the nearest other unit, 6".
  const ten = unit.slice(0, 10).map((m) => m.id);
  const small = new Board(
    { ...spec, models: spec.models.filter((m) => m.unitId !== "squad" || ten.includes(m.id)) },
    BASE_MM,
  );
  const lead = small.model("sq0");
  const enemy = small.models
    .filter((m) => m.unitId !== "squad" && m.unitId !== null)
    .sort((a, b) => Math.hypot(a.x - lead.x, a.y - lead.y) - Math.hypot(b.x - lead.x, b.y - lead.y))[0]!;
  const forced: number[] = [];
  let moved = 0;
  for (let i = 0; i < Math.max(1, Math.floor(config.runs / 8)); i++) {
    forced.push(
      timeMs(() => {
        const v = sctmg.evaluate(small, {
          modelId: "sq0",
          action: "move",
          path: [{ x: lead.x, y: lead.y }],
          forced: { kind: "away", targetIds: [enemy.unitId!], distance: 6 },
        });
        moved += v.reach.distance;
      }),
    );
  }

  const figures: Record<string, number> = {
    unit_coherency_us_median: median(coherency) * 1000,
    unit_coherency_in_coherency_share: coherent / config.runs,
    unit_placement_ms_median: median(placement),
    unit_placement_moves: moves.length,
    unit_placement_in_coherency_share: placedIn / moves.length,
    unit_placement_ms_worst_move: Math.max(...worst),
    unit_forced_move_ms_median: median(forced),
    unit_forced_move_mean_distance: moved / forced.length,
  };
  const targets = [
    target("coherency, 20-model unit among 200 models (median)", figures.unit_coherency_us_median, 100, "µs"),
    target(
      'automatic placement, 20-model unit, 5" moves (median)',
      figures.unit_placement_ms_median,
      20,
      "ms",
    ),
    target(
      "automatic placement, slowest of those moves",
      figures.unit_placement_ms_worst_move,
      0,
      "ms",
      "info",
    ),
    target("forced move, 10-model unit (median)", figures.unit_forced_move_ms_median, 20, "ms"),
  ];
  return { figures, targets };
}
