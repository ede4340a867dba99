import { describe, expect, it } from "vitest";
import type { Model } from "../../../src/engine/board/types";
import { firstCollision } from "../../../src/engine/path/collision";
import { route } from "../../../src/engine/routing";
import { referenceRoute } from "./reference";
import { rng, smallScene } from "./scenes";

/*
 * The search's pruning rules on random tables (issue 14, mutation testing), each scene found by
 * making one rule a little stronger than it is and comparing over thousands of seeds of
 * route.test.ts's generator: the routes must still be the brute-force reference's.
 * - Domination: a node on a circle is dropped only when a node settled earlier on the same circle
 *   and orientation reaches it round a free arc at no greater length (every part of that test
 *   matters: the free arc, the length, and that the settled lists start empty).
 * - The hop bound, once built, lets an edge leave a circle only from hop counts the circle's clear
 *   points can have (the whole circle's span, not the arrival point's).
 */

const ok = (outcome: ReturnType<typeof route>) => {
  if (!outcome.ok) throw new Error(`no route: ${outcome.reason}`);
  return outcome.route;
};

describe("search: routes on random tables the pruning rules must not lose", () => {
  it.each([34, 39, 339, 2744])(
    "random scene %i: the shortest route of the brute-force reference",
    (seed) => {
      const { board, to } = smallScene(seed);
      const m = board.model("mover");
      const ref = referenceRoute(board, m, m, to, { samples: 64 });
      if (!ref) throw new Error("the reference finds a route on these scenes");
      const r = ok(route(board, m, m, to, { budget: Infinity }));
      // The reference is a real path a shade longer than the optimum (0.1% at most at 64 samples).
      expect(r.exactLength).toBeLessThanOrEqual(ref.length * (1 + 1e-9));
      expect(r.exactLength).toBeGreaterThanOrEqual(ref.length * (1 - 1e-3));
      expect(r.length).toBeGreaterThanOrEqual(r.exactLength);
      expect(r.length - r.exactLength).toBeLessThan(1e-2);
      expect(r.points[0]).toEqual({ x: m.x, y: m.y });
      expect(r.points[r.points.length - 1]).toEqual(to);
      expect(firstCollision(board, m, r.points)).toBeNull();
    },
    20_000,
  );
});

describe("search: a start overlapping a base (a bad placement)", () => {
  // The mover put 0.6" from the centre of another model (overlapping it) on a random scene. Only
  // the edges leaving the start itself may run inside the base it overlaps, and only away from
  // it; every later edge is tested as usual. A route exists: the reference finds one from the
  // point where the straight way out leaves the base.
  it.each([22, 27])("random scene %i: a route to the goal is found", (seed) => {
    const { board, to } = smallScene(seed);
    const other = board.model("m0");
    const a = rng(seed + 7)() * 2 * Math.PI;
    const from = { x: other.x + 0.6 * Math.cos(a), y: other.y + 0.6 * Math.sin(a) };
    const mover: Model = { ...board.model("mover"), x: from.x, y: from.y };
    const reach = other.r + mover.r;
    expect(reach).toBeGreaterThan(0.6);
    const out = { x: other.x + (reach + 1e-6) * Math.cos(a), y: other.y + (reach + 1e-6) * Math.sin(a) };
    const ref = referenceRoute(board, mover, out, to, { samples: 64 });
    if (!ref) throw new Error("the reference finds a route from the way out");
    const r = ok(route(board, mover, from, to, { budget: Infinity }));
    expect(r.points[0]).toEqual(from);
    expect(r.points[r.points.length - 1]).toEqual(to);
    expect(r.exactLength).toBeGreaterThanOrEqual(Math.hypot(to.x - from.x, to.y - from.y));
    // Once out of the base it started in, the route touches nothing.
    const gone = r.points.findIndex((p) => Math.hypot(p.x - other.x, p.y - other.y) >= reach);
    expect(gone).toBeGreaterThan(0);
    expect(firstCollision(board, mover, r.points.slice(gone))).toBeNull();
  });
});
