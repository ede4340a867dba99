import { describe, expect, it } from "vitest";
import { Board } from "../../../src/engine/board/board";
import { firstCollision } from "../../../src/engine/path/collision";
import { route } from "../../../src/engine/routing";
import { HopBound } from "../../../src/engine/routing/hops";
import { dungeon } from "../../../bench/scene";
import { rect, table } from "../helpers";
import { referenceRoute } from "./reference";
import { freeSpot, localScene, moverAt, rng } from "./scenes";

const wholeScene = (board: Board, from: { x: number; y: number }, to: { x: number; y: number }) =>
  localScene(board, moverAt(from, 25), from, to);

describe("route: the hop bound round the walls (long searches in a maze)", () => {
  it(
    "never makes a route longer than the brute-force reference across a maze",
    () => {
      const board = new Board(dungeon(24, 16, 220, 5), 25);
      const rand = rng(3);
      let long = 0;
      for (let q = 0; q < 3; q++) {
        const a = freeSpot(board, rand, 25);
        let b = freeSpot(board, rand, 25);
        while (Math.hypot(b.x - a.x, b.y - a.y) < 14) b = freeSpot(board, rand, 25);
        const m = moverAt(a, 25);
        const ours = route(board, m, a, b, { budget: Infinity });
        const ref = referenceRoute(board, m, a, b, { samples: 16 });
        expect(ours.ok).toBe(ref !== null);
        if (ours.ok && ref) {
          // The reference is a real path, so the router is never longer; 16 samples a circle keep
          // it within about 1.3% of the optimum on its arcs.
          expect(ours.route.exactLength).toBeLessThanOrEqual(ref.length * (1 + 1e-9));
          expect(ours.route.exactLength).toBeGreaterThanOrEqual(ref.length * (1 - 2e-2));
          expect(firstCollision(board, m, ours.route.points)).toBeNull();
          if (ours.route.expanded > 16) long++;
        }
      }
      // The searches ran long enough to use the bound.
      expect(long).toBeGreaterThan(0);
      // A guard against a hung search on a loaded machine, not a speed check; a mutation run's
      // coverage pass (instrumented code, several times slower) raises it (vitest.mutation.config.ts).
    },
    60_000 * (Number(process.env.TTM_TIMEOUT_SCALE) || 1),
  );

  it("is a lower bound on the route still to go, often well above the straight line", () => {
    const board = new Board(dungeon(24, 16, 220, 9), 25);
    const rand = rng(5);
    const goal = freeSpot(board, rand, 25);
    const bound = HopBound.build(wholeScene(board, goal, goal), goal, 0);
    expect(bound).not.toBeNull();
    let tighter = 0;
    for (let q = 0; q < 30; q++) {
      const p = freeSpot(board, rand, 25);
      const r = route(board, moverAt(p, 25), p, goal, { budget: Infinity });
      const at = bound!.at(p.x, p.y);
      if (!r.ok) {
        expect(r.reason).toBe("unreachable");
        continue;
      }
      expect(at).toBeLessThanOrEqual(r.route.exactLength);
      if (at > Math.hypot(goal.x - p.x, goal.y - p.y)) tighter++;
    }
    expect(tighter).toBeGreaterThan(0);
  }, 30_000);

  it("reads a sealed room as out of reach, and gives no bound to a start that overlaps a wall", () => {
    const box = rect(30, 20, 36, 26);
    const walls = box.map((a, i) => ({ id: `w${i}`, a, b: box[(i + 1) % 4]! }));
    const board = table({ walls });
    const inside = { x: 33, y: 23 };
    const outside = { x: 10, y: 10 };
    const bound = HopBound.build(wholeScene(board, outside, inside), inside, 0);
    expect(bound!.at(outside.x, outside.y)).toBe(Infinity);
    expect(bound!.at(inside.x, inside.y)).toBe(0);
    const scene = wholeScene(board, { x: 30, y: 23 }, outside);
    scene.flags[0] = 1; // what prepareStart marks for a start standing in a wall
    expect(HopBound.build(scene, outside, 0)).toBeNull();
  });
});
