import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BoardSpec, ModelSpec, TerrainSpec } from "../../src/engine/board/types";
import { cumulativeLengths } from "../../src/engine/geometry/polyline";
import type { Point } from "../../src/engine/geometry/vec";
import type { Verdict } from "../../src/engine/ruleset";
import { dungeonUniversalis } from "../../src/rulesets/dungeon-universalis";
import { DARK, HEROES, board, character } from "../dungeon-universalis/helpers";
import {
  type Case,
  PARAMS,
  type Seen,
  TIMEOUT,
  checkDeterministic,
  checkPrefixCost,
  checkTruncation,
  draws,
  judge,
  report,
  DRAWS,
  atLeast,
} from "./check";

/*
 * Dungeon Universalis on generated dungeons: a character drags through neighbouring squares,
 * about as many as its Movement (one fewer, as many, one more), diagonally past wall corners and
 * beside allies and enemies, over difficult squares, tables and exploration arrows.
 */
const STEPS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];
const W = 8;
const H = 8;
const START: readonly [number, number] = [3, 3];

const cell = fc.oneof(
  { weight: 9, arbitrary: fc.constant(".") },
  { weight: 3, arbitrary: fc.constant("#") },
  { weight: 1, arbitrary: fc.constantFrom("d", "t", ">") },
);

const duCase = fc
  .record({
    rows: fc.array(fc.array(cell, { minLength: W, maxLength: W }), { minLength: H, maxLength: H }),
    movement: fc.integer({ min: 1, max: 6 }),
    extra: fc.constantFrom(-1, 0, 1),
    steps: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 8, maxLength: 8 }),
    others: fc.array(
      fc.record({
        step: fc.integer({ min: 0, max: 7 }),
        along: fc.integer({ min: 0, max: 3 }),
        on: fc.boolean(),
        enemy: fc.boolean(),
      }),
      {
        maxLength: 3,
      },
    ),
    hero: fc.boolean(),
    size: fc.constantFrom(1, 2),
  })
  .map((d): Case & { squares: [number, number][] } => {
    const count = Math.max(1, d.movement + d.extra);
    const squares: [number, number][] = [[...START]];
    for (const s of d.steps.slice(0, count)) {
      const [x, y] = squares[squares.length - 1]!;
      const [dx, dy] = STEPS[s]!;
      squares.push([Math.min(W - 1, Math.max(0, x + dx)), Math.min(H - 1, Math.max(0, y + dy))]);
    }
    const rows = d.rows.map((r, y) =>
      r.map((ch, x) => (x === START[0] && y === START[1] ? "." : ch)).join(""),
    );
    const mover = character(
      "m",
      START[0],
      START[1],
      { movement: d.movement, size: d.size, hero: d.hero },
      HEROES,
    );
    // Others beside the path: next to one of its squares.
    const models: ModelSpec[] = [mover];
    const taken = new Set([`${START[0]},${START[1]}`]);
    d.others.forEach((o, i) => {
      const [x0, y0] = squares[Math.min(o.along + (o.on ? 1 : 0), squares.length - 1)]!;
      // On a square of the path itself (a square it may not end on, or pass) or beside one.
      const [dx, dy] = o.on ? [0, 0] : STEPS[o.step]!;
      const [x, y] = [x0 + dx, y0 + dy];
      if (x < 0 || y < 0 || x >= W || y >= H || taken.has(`${x},${y}`) || rows[y]![x] !== ".") return;
      taken.add(`${x},${y}`);
      models.push(character(`o${i}`, x, y, { size: 2 }, o.enemy ? DARK : HEROES));
    });
    const b = board(rows, models);
    const terrain: TerrainSpec[] = b.terrain.map((t) => ({
      id: t.id,
      kind: t.kind,
      polygon: t.polygon,
      ...(t.height ? { height: t.height } : {}),
      ...(t.direction !== null ? { direction: t.direction } : {}),
    }));
    const spec: BoardSpec = {
      unit: "sq",
      width: W,
      height: H,
      grid: { size: 1 },
      models,
      terrain,
      walls: [],
    };
    return {
      ruleset: dungeonUniversalis.id,
      board: spec,
      request: { modelId: "m", action: "move", path: squares.map(([x, y]) => ({ x: x + 0.5, y: y + 0.5 })) },
      squares,
    };
  });

const wall = (c: Case, x: number, y: number): boolean =>
  (c.board.terrain ?? []).some(
    (t) => t.kind === "impassable" && t.polygon[0]!.x === x && t.polygon[0]!.y === y,
  );
const square = (p: Point): [number, number] => [Math.floor(p.x), Math.floor(p.y)];

/**
 * DU-MOVE-2, DU-OCCUPIED-1: the legal part never enters a wall or an enemy's square, never steps
 * diagonally past a wall's corner, and ends on a square nobody else holds.
 */
function checkSquares(c: Case, v: Verdict): void {
  const others = c.board.models.filter((m) => m.id !== c.request.modelId);
  const held = (x: number, y: number, enemyOnly: boolean) =>
    others.some((m) => Math.floor(m.x) === x && Math.floor(m.y) === y && (!enemyOnly || m.side !== HEROES));
  const path = v.legalPath.map(square);
  path.forEach(([x, y], i) => {
    expect(wall(c, x, y), `square ${x},${y} is a wall`).toBe(false);
    if (i > 0) expect(held(x, y, true), `square ${x},${y} holds an enemy`).toBe(false);
    if (i === 0) return;
    const [px, py] = path[i - 1]!;
    if (px !== x && py !== y) {
      expect(wall(c, px, y) || wall(c, x, py), `diagonal ${px},${py} -> ${x},${y} past a corner`).toBe(false);
    }
  });
  const [ex, ey] = path[path.length - 1]!;
  if (path.length > 1) expect(held(ex, ey, false), "ends on a held square").toBe(false);
}

describe("Dungeon Universalis properties", () => {
  it("the generator draws diagonals past wall corners, steps beside allies and enemies, and moves one short, exact and one over", () => {
    const stats: Seen = {};
    const cases = draws(duCase);
    let corners = 0;
    let beside = 0;
    for (const c of cases) {
      c.squares.forEach(([x, y], i) => {
        if (i === 0) return;
        const [px, py] = c.squares[i - 1]!;
        if (px !== x && py !== y && (wall(c, px, y) || wall(c, x, py))) corners++;
      });
      if (c.board.models.length > 1) beside++;
    }
    atLeast(stats, "diagonals past a wall's corner", corners, 50);
    atLeast(stats, "boards with someone beside the path", beside, 100);
    const over = cases.map(
      (c) => c.squares.length - 1 - Number((c.board.models[0]!.profile as { movement: number }).movement),
    );
    for (const k of [-1, 0, 1])
      atLeast(stats, `${k} against Movement`, over.filter((o) => o === k).length, 50);
    report("dungeon-universalis draws", stats, DRAWS);
  });

  it(
    "DU-MOVE-1, DU-MOVE-2, DU-OCCUPIED-1, DU-MELEE-1: every verdict is deterministic, survives a JSON round trip, keeps to free squares; its truncation point is legal; no prefix costs more",
    () => {
      const seen: Seen = {};
      const bump = (k: string) => (seen[k] = (seen[k] ?? 0) + 1);
      fc.assert(
        fc.property(duCase, fc.double({ min: 0, max: 1, noNaN: true }), (c, f) => {
          const v = judge(c);
          if (v === null) return void bump("refused");
          bump(v.legal ? "legal" : "illegal");
          for (const id of new Set(v.reasons.map((r) => r.ruleId))) bump(id);
          checkDeterministic(c, v);
          checkSquares(c, v);
          if (v.reach.distance < v.length - 1e-6 && checkTruncation(c, v)) bump("truncated");
          // Prefixes end on a square of the legal part.
          const along = cumulativeLengths(v.legalPath);
          const k = Math.floor(f * (along.length - 1));
          if (k > 0) checkPrefixCost(c, v, along[k]!);
        }),
        PARAMS,
      );
      for (const k of ["legal", "illegal", "truncated", "DU-MOVE-1", "DU-MOVE-2", "DU-OCCUPIED-1"])
        expect(seen[k] ?? 0, k).toBeGreaterThan(0);
      report("dungeon-universalis", seen);
    },
    TIMEOUT,
  );
});
