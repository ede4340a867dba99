import { describe, expect, it } from "vitest";
import { firstCollision } from "../../../src/engine/path/collision";
import { route } from "../../../src/engine/routing";
import { model, pts, rect, table } from "../helpers";
import { referenceRoute } from "./reference";
import { freeSpot, moverAt, rng, smallScene } from "./scenes";
import { Board } from "../../../src/engine/board/board";
import { dungeon } from "../../../bench/scene";

const ok = (outcome: ReturnType<typeof route>) => {
  if (!outcome.ok) throw new Error(`no route: ${outcome.reason}`);
  return outcome.route;
};

/** Shortest way from a to b round one disc of radius r centred at c (both outside it). */
function aroundDisc(a: [number, number], b: [number, number], c: [number, number], r: number): number {
  const da = Math.hypot(a[0] - c[0], a[1] - c[1]);
  const db = Math.hypot(b[0] - c[0], b[1] - c[1]);
  const ta = Math.sqrt(da * da - r * r);
  const tb = Math.sqrt(db * db - r * r);
  const between = Math.acos(((a[0] - c[0]) * (b[0] - c[0]) + (a[1] - c[1]) * (b[1] - c[1])) / (da * db));
  const arc = between - Math.acos(r / da) - Math.acos(r / db);
  return ta + tb + r * arc;
}

describe("route: shortest path for a base", () => {
  it("is the straight line when nothing is in the way", () => {
    const board = table({ models: [model("m", "a", 10, 10)] });
    const r = ok(route(board, board.model("m"), { x: 10, y: 10 }, { x: 20, y: 14 }, { budget: 14 }));
    expect(r.points).toEqual(pts([10, 10], [20, 14]));
    expect(r.length).toBeCloseTo(Math.hypot(10, 4), 12);
  });

  it("goes round a base by tangents and an arc of radius r + R, as short as the geometry allows", () => {
    // Mover 1" across (R = 0.5), a 2"-across base in the way: the centre keeps 1.5" off its centre.
    const board = table({ models: [model("m", "a", 10, 20), model("e", "b", 20, 20.2, { baseMm: 50.8 })] });
    const m = board.model("m");
    const r = ok(route(board, m, m, { x: 30, y: 20 }, { budget: 40 }));
    const expected = aroundDisc([10, 20], [30, 20], [20, 20.2], 1.5);
    expect(r.exactLength).toBeGreaterThanOrEqual(expected - 1e-9);
    expect(r.exactLength / expected - 1).toBeLessThan(1e-5);
    // The drawn chords stay outside the arc and are a hair longer than it.
    expect(r.length).toBeGreaterThanOrEqual(r.exactLength);
    expect(r.length / r.exactLength - 1).toBeLessThan(1e-3);
    expect(firstCollision(board, m, r.points)).toBeNull();
  });

  it.each(Array.from({ length: 12 }, (_, i) => i + 1))(
    "random scene %i: within 0.1 percent of the brute-force reference, and firstCollision finds nothing",
    (seed) => {
      const { board, to } = smallScene(seed);
      const m = board.model("mover");
      const ours = route(board, m, m, to, { budget: Infinity });
      const ref = referenceRoute(board, m, m, to, { samples: 64 });
      if (ref) {
        const r = ok(ours);
        // The reference is a real path a shade longer than the optimum: ours is never longer.
        expect(r.exactLength).toBeLessThanOrEqual(ref.length * (1 + 1e-9));
        expect(r.exactLength).toBeGreaterThanOrEqual(ref.length * (1 - 1e-3));
        expect(r.length).toBeLessThanOrEqual(ref.length * (1 + 1e-3));
      }
      if (ours.ok) expect(firstCollision(board, m, ours.route.points)).toBeNull();
    },
    20_000,
  );

  it("matches the reference in a small dungeon whose walls are drawn in pieces", () => {
    const board = new Board(dungeon(12, 8, 40, 3), 25);
    const rand = rng(11);
    for (let q = 0; q < 6; q++) {
      const a = freeSpot(board, rand, 25);
      const b = freeSpot(board, rand, 25);
      const m = moverAt(a, 25);
      const ours = route(board, m, a, b, { budget: Infinity });
      const ref = referenceRoute(board, m, a, b, { samples: 64 });
      expect(ours.ok).toBe(ref !== null);
      if (ours.ok && ref) {
        expect(ours.route.exactLength).toBeLessThanOrEqual(ref.length * (1 + 1e-9));
        expect(ours.route.exactLength).toBeGreaterThanOrEqual(ref.length * (1 - 1e-3));
        expect(firstCollision(board, m, ours.route.points)).toBeNull();
      }
    }
  }, 20_000);

  it("threads between walls and round a blocking polygon, matching the reference", () => {
    const board = table({
      width: 30,
      height: 20,
      models: [model("m", "a", 3, 10)],
      walls: [
        { id: "w1", a: { x: 8, y: 0 }, b: { x: 8, y: 14 } },
        { id: "w2", a: { x: 16, y: 6 }, b: { x: 16, y: 20 } },
      ],
      terrain: [{ id: "rock", kind: "impassable", polygon: pts([20, 8], [24, 6], [25, 11], [21, 13]) }],
    });
    const m = board.model("m");
    const to = { x: 27, y: 10 };
    const r = ok(route(board, m, m, to, { budget: 60 }));
    const ref = referenceRoute(board, m, m, to, { samples: 128 });
    expect(ref).not.toBeNull();
    expect(r.exactLength).toBeLessThanOrEqual(ref!.length * (1 + 1e-9));
    expect(r.exactLength).toBeGreaterThanOrEqual(ref!.length * (1 - 1e-3));
    expect(firstCollision(board, m, r.points)).toBeNull();
  });

  it("keeps the base on the table", () => {
    const board = table({
      width: 20,
      height: 10,
      models: [model("m", "a", 2, 0.5), model("e", "b", 10, 1.5, { baseMm: 50.8 })],
    });
    const m = board.model("m");
    const r = ok(route(board, m, m, { x: 18, y: 0.5 }, { budget: 30 }));
    for (const p of r.points) expect(p.y).toBeGreaterThanOrEqual(0.5 - 1e-9);
    expect(firstCollision(board, m, r.points)).toBeNull();
  });

  it("leaves a base it stands in contact with, and may slide round it", () => {
    // Mover (R 0.5) touching an enemy 2" across: centres exactly 1.5" apart.
    const board = table({ models: [model("m", "a", 10, 10), model("e", "b", 11.5, 10, { baseMm: 50.8 })] });
    const m = board.model("m");
    const r = ok(route(board, m, m, { x: 13, y: 10 }, { budget: 10 }));
    // The goal touches the far side: half way round the 1.5" circle the centre keeps.
    expect(r.exactLength).toBeCloseTo(Math.PI * 1.5, 4);
    expect(firstCollision(board, m, r.points)).toBeNull();
  });

  it("honours the budget, the node limit and a goal where the base cannot stand", () => {
    const walls = [
      { id: "n", a: { x: 15, y: 5 }, b: { x: 15, y: 25 } },
      { id: "s", a: { x: 5, y: 15 }, b: { x: 14, y: 15 } },
    ];
    const board = table({ models: [model("m", "a", 10, 12), model("e", "b", 25, 12)], walls });
    const m = board.model("m");
    const to = { x: 20, y: 12 };
    const full = ok(route(board, m, m, to, { budget: 40 }));
    expect(route(board, m, m, to, { budget: full.length - 0.01 })).toMatchObject({
      ok: false,
      reason: "unreachable",
    });
    expect(route(board, m, m, to, { budget: 40, maxExpanded: 1 })).toMatchObject({
      ok: false,
      reason: "node-limit",
    });
    expect(route(board, m, m, { x: 25.2, y: 12 }, { budget: 40 })).toMatchObject({
      ok: false,
      reason: "goal-blocked",
    });
    expect(route(board, m, m, { x: 15, y: 10 }, { budget: 40 })).toMatchObject({
      ok: false,
      reason: "goal-blocked",
    });
  });

  it("never hangs: a goal sealed off by walls comes back unreachable, even with no budget", () => {
    const box = rect(30, 20, 36, 26);
    const walls = box.map((a, i) => ({ id: `w${i}`, a, b: box[(i + 1) % 4]! }));
    const board = table({ models: [model("m", "a", 5, 5)], walls });
    const m = board.model("m");
    expect(route(board, m, m, { x: 33, y: 23 }, { budget: Infinity })).toMatchObject({
      ok: false,
      reason: "unreachable",
    });
  });

  it("lets friends through with models: 'enemies', and ignores what it is told to", () => {
    const board = table({ models: [model("m", "a", 10, 10), model("f", "a", 15, 10, { baseMm: 50.8 })] });
    const m = board.model("m");
    const to = { x: 20, y: 10 };
    expect(ok(route(board, m, m, to, { budget: 20 })).length).toBeGreaterThan(10.01);
    expect(ok(route(board, m, m, to, { budget: 20, models: "enemies" })).length).toBeCloseTo(10, 12);
    expect(ok(route(board, m, m, to, { budget: 20, ignore: new Set(["f"]) })).length).toBeCloseTo(10, 12);
  });

  it("refuses nonsense input with a localisable error", () => {
    const board = table({ models: [model("m", "a", 10, 10)] });
    const m = board.model("m");
    expect(() => route(board, m, m, { x: NaN, y: 1 }, { budget: 5 })).toThrow(/TTM.Error.RouteInput/);
    expect(() => route(board, m, m, { x: 1, y: 1 }, { budget: -1 })).toThrow(/TTM.Error.RouteInput/);
  });
});
