import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Board } from "../../../src/engine/board/board";
import type { ModelSpec, TerrainSpec, WallSpec } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
import { analysePath } from "../../../src/engine/path/analyse";
import { baseFitsAt } from "../../../src/engine/path/fit";
import { route } from "../../../src/engine/routing";
import { rng, smallScene } from "./scenes";

/*
 * SCTMG-GAP-1 is checked in two places: the path check (analysePath's clearance, clearance.ts)
 * and the router's seals (routing/gaps.ts). Both are given the same obstacles here (bases,
 * walls, impassable terrain on a flat table), so they must agree on every scene.
 */

const BASE_MM = 32; // R = 0.63", 2R = 1.26": clearances from 1.3" up leave gaps the base fits through

/**
 * A pinch across the middle of a 20" x 14" table: two obstacles (a base, a wall or a rock each)
 * whose facing edges are a random width apart at x = 10, plus a random extra obstacle or two.
 * The start is left of it, or sometimes in the pinch; the goal right of it, or in it.
 */
function pinchScene(seed: number): { board: Board; to: Point } {
  const rand = rng(seed);
  const W = 20;
  const H = 14;
  const gap = 1 + rand() * 3;
  const models: ModelSpec[] = [{ id: "mover", side: "a", x: 0, y: 0, baseMm: BASE_MM }];
  const walls: WallSpec[] = [];
  const terrain: TerrainSpec[] = [];
  const side = (id: string, edgeY: number, dir: 1 | -1): void => {
    const kind = Math.floor(rand() * 3);
    const x = 10 + (rand() - 0.5) * 2;
    if (kind === 0) {
      const r = 0.4 + rand() * 0.8;
      models.push({ id, side: "b", x, y: edgeY + dir * r, baseMm: 2 * r * 25.4 });
    } else if (kind === 1) {
      const a = (rand() - 0.5) * Math.PI * 0.9;
      const l = 1 + rand() * 4;
      walls.push({ id, a: { x, y: edgeY }, b: { x: x + l * Math.sin(a), y: edgeY + dir * l * Math.cos(a) } });
    } else {
      const w = 0.5 + rand() * 3;
      const h = 1 + rand() * 3;
      const skew = (rand() - 0.5) * 2;
      const y1 = edgeY + dir * h;
      terrain.push({
        id,
        kind: "impassable",
        polygon: [
          { x: x - w / 2, y: edgeY },
          { x: x + w / 2, y: edgeY },
          { x: x + w / 2 + skew, y: y1 },
          { x: x - w / 2 + skew, y: y1 },
        ],
      });
    }
  };
  const mid = 4 + rand() * (H - 8);
  side("north", mid - gap / 2, -1);
  side("south", mid + gap / 2, 1);
  for (let i = 0, n = Math.floor(rand() * 3); i < n; i++) {
    const x = 3 + rand() * (W - 6);
    const y = 2 + rand() * (H - 4);
    const a = rand() * Math.PI;
    const l = 1 + rand() * 3;
    walls.push({ id: `x${i}`, a: { x, y }, b: { x: x + l * Math.cos(a), y: y + l * Math.sin(a) } });
  }
  const spec = { unit: "in" as const, width: W, height: H, models, walls, terrain };
  const probe = new Board(spec, BASE_MM);
  const spot = (x0: number, x1: number, y0: number, y1: number): Point => {
    for (let k = 0; k < 200; k++) {
      const p = { x: x0 + rand() * (x1 - x0), y: y0 + rand() * (y1 - y0) };
      if (baseFitsAt(probe, probe.model("mover"), p)) return p;
    }
    return { x: 1, y: 1 };
  };
  const inPinch = (): Point => spot(9.5, 10.5, mid - 0.3, mid + 0.3);
  // Mostly level with the pinch, so the straight line often runs through it.
  const lo = Math.max(1, mid - 2);
  const hi = Math.min(H - 1, mid + 2);
  const from = rand() < 0.2 ? inPinch() : spot(1, 8, lo, hi);
  const to = rand() < 0.2 ? inPinch() : spot(12, W - 1, lo, hi);
  models[0] = { ...models[0]!, x: from.x, y: from.y };
  return { board: new Board({ ...spec, models }, BASE_MM), to };
}

const sceneOf = (pinch: boolean, seed: number): { board: Board; to: Point } =>
  pinch ? pinchScene(seed) : smallScene(seed);

const scenes = fc.record({
  pinch: fc.boolean(),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  clearance: fc.double({ min: 1.3, max: 4, noNaN: true }),
});

/** The straight path from the mover to the goal, and what the path check says of it. */
function straight(board: Board, to: Point, clearance: number) {
  const m = board.model("mover");
  const path = [{ x: m.x, y: m.y }, to];
  return { path, analysis: analysePath(board, m, path, { clearance: { width: clearance } }) };
}

describe("SCTMG-GAP-1: the router and the path check agree", () => {
  it("SCTMG-GAP-1: every route found for a clearance passes the path check with that clearance", () => {
    fc.assert(
      fc.property(scenes, ({ pinch, seed, clearance }) => {
        const { board, to } = sceneOf(pinch, seed);
        const m = board.model("mover");
        const found = route(board, m, m, to, { budget: Infinity, clearance });
        if (!found.ok) return;
        const a = analysePath(board, m, found.route.points, { clearance: { width: clearance } });
        expect(a.clearance).toBeNull();
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("SCTMG-GAP-1: a straight path the path check finds too narrow is never the router's route", () => {
    fc.assert(
      fc.property(scenes, ({ pinch, seed, clearance }) => {
        const { board, to } = sceneOf(pinch, seed);
        const s = straight(board, to, clearance);
        // Only a straight path the base could walk: otherwise the router avoids it anyway.
        if (!s.analysis.clearance || s.analysis.collision) return;
        const m = board.model("mover");
        const found = route(board, m, m, to, { budget: Infinity, clearance });
        if (found.ok) expect(found.route.length).toBeGreaterThan(s.analysis.length + 1e-9);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("SCTMG-GAP-1: the pinch scenes often hold a straight path too narrow for the clearance (the property above is not empty)", () => {
    let narrow = 0;
    let leavingPinch = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const { board, to } = pinchScene(seed);
      const s = straight(board, to, 3);
      if (s.analysis.clearance && !s.analysis.collision) narrow++;
      const m = board.model("mover");
      if (Math.abs(m.x - 10) < 0.6) leavingPinch++;
    }
    expect(narrow).toBeGreaterThan(20);
    expect(leavingPinch).toBeGreaterThan(20);
  });
});
