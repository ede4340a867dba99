import { describe, expect, it } from "vitest";
import { route } from "../../../src/engine/routing";
import { GOAL, START } from "../../../src/engine/routing/nodes";
import { HUG } from "../../../src/engine/routing/scene";
import { search } from "../../../src/engine/routing/search";
import { newTangent, orientedTangent } from "../../../src/engine/routing/tangent";
import { model, table } from "../helpers";
import { circleAt, closeTo, localScene } from "./scenes";

/*
 * A route that runs straight on through a tangent point (search.ts, turnTo): it arrives on a
 * circle and leaves it along the same line, and the departure point, worked out by another
 * tangent, can come out a rounding step behind the arrival point. That is no turn, not a full
 * one: read as a full turn the edge on from there would be costed 2 pi rho more (on a wholly free
 * circle) and never taken.
 *
 * The board: a 1" mover at S = (13, 15) beside a 1" base at (15, 15) (its hugging circle rho =
 * 1 + HUG), the goal 8" on along the start's tangent to that circle, so the straight line to the
 * goal grazes the circle at the tangent point T. Both ways to the goal have the same length:
 * straight, or to T and on. With these numbers the node at T is popped before the straight goal
 * edge (its f a rounding step less), the edge on to the goal from T leaves 8.9e-16 rad behind T,
 * and read as no turn it is the first goal popped: the route holds T.
 */

const S = { x: 13, y: 15 };
const C = { x: 15, y: 15 };
const RHO = 1 + HUG;
const ON = 8;

describe("search: a departure a rounding step behind the arrival point is no turn", () => {
  it.each([1, -1])(
    'straight on through the tangent point of a 1" base (orientation %i): the route holds it, no turn costed',
    (o) => {
      const board = table({
        width: 30,
        height: 30,
        models: [model("m", "a", S.x, S.y), model("c", "b", C.x, C.y, { baseMm: 25.4 })],
      });
      const m = board.model("m");
      const arrive = newTangent();
      expect(orientedTangent(S.x, S.y, 0, C.x, C.y, o * RHO, arrive)).toBe(true);
      const T = { x: arrive.x2, y: arrive.y2 };
      const goal = { x: T.x + ON * arrive.ux, y: T.y + ON * arrive.uy };
      // The departure on to the goal, as the search works it out from the circle: behind T by a
      // rounding step, well within the tolerance that reads it as no turn.
      const leave = newTangent();
      expect(orientedTangent(C.x, C.y, o * RHO, goal.x, goal.y, 0, leave)).toBe(true);
      const ax = T.x - C.x;
      const ay = T.y - C.y;
      const bx = leave.x1 - C.x;
      const by = leave.y1 - C.y;
      const behind = Math.atan2(o * (ax * by - ay * bx), ax * bx + ay * by);
      expect(behind).toBeLessThan(0);
      expect(behind).toBeGreaterThan(-1e-12);
      const length = arrive.length + ON;

      const s = localScene(board, m, S, goal);
      expect(s.rho[circleAt(s, C.x, C.y)]).toBe(RHO);
      const got = search(s, { start: S, goal, stopAt: 0, budget: 40, maxExpanded: 1000, maxNodes: 100_000 });
      expect(got.found).toBe(true);
      if (!got.found) return;
      const chain: number[] = [];
      for (let i = got.last; i >= 0; i = got.nodes.parent[i]!) chain.unshift(got.nodes.circle[i]!);
      expect(chain).toEqual([START, circleAt(s, C.x, C.y), GOAL]);
      expect(got.nodes.g[got.last]).toBeCloseTo(length, 12);
      expect(got.expanded).toBe(2);

      const r = route(board, m, S, goal, { budget: 40 });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      closeTo(
        r.route.points.flatMap((p) => [p.x, p.y]),
        [S, T, goal].flatMap((p) => [p.x, p.y]),
        12,
      );
      expect(r.route.length).toBeCloseTo(length, 12);
      expect(r.route.exactLength).toBeCloseTo(length, 12);
      expect(r.route.expanded).toBe(2);
    },
  );
});
