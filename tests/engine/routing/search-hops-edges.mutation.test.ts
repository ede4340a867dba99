import { describe, expect, it } from "vitest";
import { Board } from "../../../src/engine/board/board";
import { firstCollision } from "../../../src/engine/path/collision";
import { route } from "../../../src/engine/routing";
import { search } from "../../../src/engine/routing/search";
import { dungeon } from "../../../bench/scene";
import { localScene, moverAt } from "./scenes";

/*
 * The hop bound's edge rule (search.ts; hops.ts): an edge is skipped only when its two ends' hop
 * counts differ by more than a clear segment between them could change them, (|c_c c_j| + rc +
 * rj) / cell + 1, so the bound never hides the shortest route. Its margin is thinnest where a
 * cell is wider than a circle: a small base on a large table (10 mm, so R = 0.197", on the bench's
 * 72" x 48" dungeon, cells of 0.234"), from the start (no circle of its own) to a wall's end just
 * under one cell across. The three pairs below were found by a scan of that table for a start
 * whose shortest route's first edge has a hop difference within 2 of the rule's limit; with the
 * bound built before the first expansion (hopsAfter 1), each search must still find the route it
 * finds without the bound, of the same length and clear of everything.
 */

const MM = 10;

describe("search: the hop bound's edge rule never hides the shortest route", () => {
  it.each([
    [{ x: 46.24419064633548, y: 44.30444820597768 }, { x: 55.81311532482505, y: 43.64212852343917 }, 9.5969],
    [
      { x: 44.11104711703956, y: 22.105643313378096 },
      { x: 49.785070387646556, y: 22.060420386493206 },
      5.7168,
    ],
    [
      { x: 61.74193683452904, y: 10.717564590275288 },
      { x: 62.23749731294811, y: 15.370210949331522 },
      4.7214,
    ],
  ])("a 10 mm base in a maze, from (%o) to (%o): %s long either way", (from, to, length) => {
    const board = new Board(dungeon(72, 48, 220, 5), MM);
    const m = moverAt(from, MM);
    const spec = { start: from, goal: to, stopAt: 0, budget: Infinity, maxExpanded: 5000, maxNodes: 100_000 };
    const plain = search(localScene(board, m, from, to), { ...spec, hopsAfter: 1e9 });
    const bounded = search(localScene(board, m, from, to), { ...spec, hopsAfter: 1 });
    expect(plain.found && bounded.found).toBe(true);
    if (!plain.found || !bounded.found) return;
    expect(plain.nodes.g[plain.last]).toBeCloseTo(length, 4);
    expect(bounded.nodes.g[bounded.last]).toBeCloseTo(plain.nodes.g[plain.last]!, 9);
    // The same route through route(), drawn clear of every obstacle.
    const r = route(board, m, from, to, { budget: Infinity });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.route.exactLength).toBeCloseTo(length, 4);
    expect(firstCollision(board, m, r.route.points)).toBeNull();
  });
});
