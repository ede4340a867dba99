import { Board } from "../../../src/engine/board/board";
import type { Model, ModelSpec, TerrainSpec, WallSpec } from "../../../src/engine/board/types";
import { LocalScene, type SceneSpec } from "../../../src/engine/routing/scene";
import { expect } from "vitest";
import { route } from "../../../src/engine/routing";
import type { Route } from "../../../src/engine/routing/types";
import { model, table } from "../helpers";
import type { Point } from "../../../src/engine/geometry/vec";
import { baseFitsAt } from "../../../src/engine/path/fit";

// The benchmark's seeded PRNG, so tests and benchmark build scenes the same way.
import { rng } from "../../../bench/rng";

export { rng };

/** A small random table: a mover, a few bases, walls and one blocking polygon; plus a free goal. */
export function smallScene(seed: number): { board: Board; to: Point } {
  const rand = rng(seed);
  const W = 20;
  const H = 14;
  const models: ModelSpec[] = [{ id: "mover", side: "a", x: 0, y: 0, baseMm: 32 }];
  for (let i = 0; i < 6; i++) {
    models.push({
      id: `m${i}`,
      side: i % 2 ? "a" : "b",
      x: 2 + rand() * (W - 4),
      y: 2 + rand() * (H - 4),
      baseMm: 25 + rand() * 35,
    });
  }
  const walls: WallSpec[] = [];
  for (let i = 0; i < 4; i++) {
    const x = 2 + rand() * (W - 4);
    const y = 2 + rand() * (H - 4);
    const a = rand() * Math.PI;
    const l = 1 + rand() * 4;
    walls.push({ id: `w${i}`, a: { x, y }, b: { x: x + l * Math.cos(a), y: y + l * Math.sin(a) } });
  }
  const terrain: TerrainSpec[] = [];
  const cx = 4 + rand() * (W - 8);
  const cy = 4 + rand() * (H - 8);
  const polygon: Point[] = [];
  const n = 5 + Math.floor(rand() * 5);
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const r = 0.8 + rand() * 1.6;
    polygon.push({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) });
  }
  terrain.push({ id: "t0", kind: "impassable", polygon });
  const spec = { unit: "in" as const, width: W, height: H, models, walls, terrain };
  const probe = new Board(spec, 32);
  const free = (): Point => {
    for (;;) {
      const p = { x: 1 + rand() * (W - 2), y: 1 + rand() * (H - 2) };
      if (baseFitsAt(probe, probe.model("mover"), p)) return p;
    }
  };
  const from = free();
  const to = free();
  models[0] = { ...models[0]!, x: from.x, y: from.y };
  return { board: new Board({ ...spec, models }, 32), to };
}

// The benchmark's mover, so tests and benchmark measure the same thing.
import { moverAt } from "../../../bench/scene";

export { moverAt };

/** A random point where such a mover fits. */
export function freeSpot(board: Board, rand: () => number, baseMm: number): Point {
  for (;;) {
    const p = { x: rand() * board.width, y: rand() * board.height };
    if (baseFitsAt(board, moverAt(p, baseMm), p)) return p;
  }
}

/**
 * The scene the router builds for `mover` going from `from` to `to`: every base, impassable
 * terrain and walls in the way, no reach limit; `extra` changes any of it.
 */
export const localScene = (
  board: Board,
  mover: Model,
  from: Point,
  to: Point,
  extra: Partial<SceneSpec> = {},
): LocalScene =>
  new LocalScene({
    board,
    mover,
    from,
    to,
    reach: Infinity,
    models: "all",
    blocks: (t) => t.kind === "impassable",
    walls: true,
    ignore: undefined,
    ...extra,
  });

/** The index of the scene's circle centred at (x, y), which must be there. */
export const circleAt = (s: LocalScene, x: number, y: number): number => {
  const i = s.cx.findIndex((cx, k) => cx === x && s.cy[k] === y);
  expect(i).toBeGreaterThanOrEqual(0);
  return i;
};

/** Two lists of numbers agree, each to `digits` places. */
export const closeTo = (got: readonly number[], want: readonly number[], digits = 9): void => {
  expect(got).toHaveLength(want.length);
  want.forEach((w, i) => expect(got[i]).toBeCloseTo(w, digits));
};

/**
 * The emit squeeze: the route of "m" from (10, 20) to (30, 20) over the top of a 2" base "e" at
 * (20, 19.8) (arc tolerance 0.1), on the table alone and with `squeezer` beside e's hugging
 * circle. Both routes must be found; their true lengths must agree (finer chords, same arc).
 */
export function squeezeRoutes(squeezer: ModelSpec): { squeezed: Board; alone: Route; beside: Route } {
  const base = (extra: ModelSpec[]) =>
    table({ models: [model("m", "a", 10, 20), model("e", "b", 20, 19.8, { baseMm: 50.8 }), ...extra] });
  const lone = base([]);
  const squeezed = base([squeezer]);
  const m = lone.model("m");
  const a = route(lone, m, m, { x: 30, y: 20 }, { budget: 40, arcTolerance: 0.1 });
  const b = route(squeezed, squeezed.model("m"), m, { x: 30, y: 20 }, { budget: 40, arcTolerance: 0.1 });
  if (!a.ok || !b.ok) throw new Error("the squeeze's routes must both be found");
  expect(b.route.exactLength).toBeCloseTo(a.route.exactLength, 9);
  return { squeezed, alone: a.route, beside: b.route };
}
