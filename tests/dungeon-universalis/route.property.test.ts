import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cheapestRoute } from "../../src/rulesets/dungeon-universalis";
import { DARK, HEROES, board, character, judge } from "./helpers";

// Random small dungeons: walls, difficult squares, tables, wardrobes, allies and enemies, a
// mover of any size. Whatever the ruleset highlights as reachable, its route there must walk as
// a legal move costing exactly the highlighted cost: the highlight, the route and the walk agree.
const dungeon = fc
  .record({ w: fc.integer({ min: 3, max: 7 }), h: fc.integer({ min: 3, max: 7 }) })
  .chain(({ w, h }) =>
    fc.record({
      rows: fc.array(
        fc
          .array(
            fc.oneof(
              { weight: 8, arbitrary: fc.constant(".") },
              { weight: 4, arbitrary: fc.constantFrom("#", "d", "t", "w") },
            ),
            {
              minLength: w,
              maxLength: w,
            },
          )
          .map((cells) => cells.join("")),
        { minLength: h, maxLength: h },
      ),
      others: fc.array(
        fc.record({
          x: fc.integer({ min: 0, max: w - 1 }),
          y: fc.integer({ min: 0, max: h - 1 }),
          enemy: fc.boolean(),
        }),
        { maxLength: 3 },
      ),
      size: fc.constantFrom(1, 2, 2, 3),
      movement: fc.integer({ min: 1, max: 8 }),
      walls: fc.array(
        fc.record({
          x: fc.integer({ min: 0, max: w }),
          y: fc.integer({ min: 0, max: h }),
          dx: fc.constantFrom(0, 1),
        }),
        { maxLength: 4 },
      ),
    }),
  );

describe("Dungeon Universalis: highlight, route and walk agree", () => {
  it("DU-MOVE-1: every highlighted square is reached by its route at its highlighted cost", () => {
    fc.assert(
      fc.property(dungeon, (d) => {
        const rows = d.rows.map((r, y) => (y === 0 ? "." + r.slice(1) : r));
        const big = d.size >= 3;
        const rows2 = big ? rows.map((r, y) => (y <= 1 ? ".." + r.slice(2) : r)) : rows;
        const mover = character("m", 0, 0, { size: d.size, height: d.size, movement: d.movement }, DARK);
        const others = d.others
          .filter((o) => o.x > (big ? 1 : 0) || o.y > (big ? 1 : 0))
          .map((o, i) => character(`o${i}`, o.x, o.y, { size: 1 }, o.enemy ? HEROES : DARK));
        const walls = d.walls.map((wl, i) => ({
          id: `w${i}`,
          a: { x: wl.x, y: wl.y },
          b: { x: wl.x + wl.dx, y: wl.y + 1 - wl.dx },
        }));
        const b = board(rows2, [mover, ...others], walls);
        const here = judge(b, { path: [{ x: mover.x, y: mover.y }] });
        for (const r of here.reachable ?? []) {
          const request = { modelId: "m", action: "move", path: [{ x: mover.x, y: mover.y }] };
          const route = cheapestRoute(b, request, r);
          expect(route).not.toBeNull();
          const v = judge(b, { path: route! });
          expect(v.legal).toBe(true);
          expect(v.cost.amount).toBe(r.cost);
          expect(v.reach.point).toEqual({ x: r.x, y: r.y });
        }
      }),
      { numRuns: 150 },
    );
  });
});
