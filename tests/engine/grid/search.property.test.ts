import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cheapestPath, reachable } from "../../../src/engine/grid";
import { engineOf, referenceOf, world } from "./reference";

describe("grid search against a brute-force Dijkstra", () => {
  it("GRID: the reachable area is every square the reference can end on within the budget, at its cost", () => {
    fc.assert(
      fc.property(world, (wd) => {
        const { grid, costs } = engineOf(wd);
        const ref = referenceOf(wd);
        const d = ref.dist();
        const expected = new Map<number, number>();
        d.forEach((cost, i) => {
          const x = i % wd.width;
          const y = Math.floor(i / wd.width);
          if (cost <= wd.budget && (i === wd.start || ref.canEnd(x, y))) expected.set(i, cost);
        });
        const got = new Map(
          reachable(grid, costs, wd.start, wd.budget).map((c) => [c.y * wd.width + c.x, c.cost]),
        );
        expect(got).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it("GRID: the cheapest path costs what the reference says, and every step of it is legal", () => {
    fc.assert(
      fc.property(world, (wd) => {
        const { grid, costs } = engineOf(wd);
        const ref = referenceOf(wd);
        const d = ref.dist();
        const gx = wd.goal % wd.width;
        const gy = Math.floor(wd.goal / wd.width);
        const want = wd.goal === wd.start ? 0 : ref.canEnd(gx, gy) ? d[wd.goal]! : Infinity;
        const path = cheapestPath(grid, costs, wd.start, wd.goal, wd.budget);
        if (want > wd.budget) {
          expect(path).toBeNull();
          return;
        }
        expect(path).not.toBeNull();
        expect(path!.cost).toBe(want);
        expect(path!.cells[0]).toBe(wd.start);
        expect(path!.cells.at(-1)).toBe(wd.goal);
        let sum = 0;
        for (let i = 1; i < path!.cells.length; i++) {
          const a = path!.cells[i - 1]!;
          const b = path!.cells[i]!;
          const [ax, ay, bx, by] = [
            a % wd.width,
            Math.floor(a / wd.width),
            b % wd.width,
            Math.floor(b / wd.width),
          ];
          expect(Math.max(Math.abs(ax - bx), Math.abs(ay - by))).toBe(1);
          const k = ref.step(ax, ay, bx, by);
          expect(k).not.toBeNull();
          sum += k!;
          // Only the goal may be a square that ends the move.
          if (i < path!.cells.length - 1) expect(ref.isStop(bx, by)).toBe(false);
        }
        expect(sum).toBe(path!.cost);
      }),
      { numRuns: 400 },
    );
  });
});
