import { describe, expect, it } from "vitest";
import { HUG } from "../../../src/engine/routing/scene";
import { search } from "../../../src/engine/routing/search";
import { model, table } from "../helpers";
import { localScene } from "./scenes";

/*
 * What an unreachable search reports as `beyond` (issue 14, mutation testing): the least length
 * its budget cut off, so that route() knows no route is shorter (its next budget is at least that).
 * Before aiming at a circle, the search cuts it when the lower bound
 *   g + max(0, |node - centre| - rho) + max(0, |centre - goal| - rho - stopAt)
 * exceeds the budget, and that bound is what it records; a circle that passes is aimed at, and a
 * tangent node cut then records its own (greater) g + h.
 */

const FROM = { x: 5, y: 10 };
const TO = { x: 15, y: 10 };

describe("search: an unreachable answer's beyond is the least lower bound its budget cut off", () => {
  it("a goal sealed behind a wall, a base off to the side cut by its lower bound before any tangent", () => {
    // A wall right across the 30" x 20" table at x = 10 seals the goal off; its ends sit on the
    // table's edges. A 1" base B at (5, 16) straight above the start: its circle (rho = 1 + HUG)
    // is 6 - rho from the start and |B G| - rho from the goal, 15.66 in all: over the budget of 11
    // (the straight line is 10), so it is cut with that bound. The wall's ends are further
    // (2 |S E| - 2 rho = 21.36). The straight edge to the goal fits the budget and is refused at
    // its pop (it crosses the wall): one expansion, two nodes (the start and that goal node).
    const board = table({
      width: 30,
      height: 20,
      models: [model("m", "a", FROM.x, FROM.y), model("B", "b", 5, 16)],
      walls: [{ id: "w", a: { x: 10, y: 0 }, b: { x: 10, y: 20 } }],
    });
    const m = board.model("m");
    const s = localScene(board, m, FROM, TO);
    expect(s.nc).toBe(3);
    const rho = 1 + HUG;
    const bound = Math.max(0, 6 - rho) + Math.max(0, Math.hypot(10, 6) - rho);
    const wallEnd = 2 * (Math.hypot(5, 10) - (0.5 + HUG));
    expect(bound).toBeLessThan(wallEnd);
    expect(bound).toBeGreaterThan(11);
    const got = search(s, { start: FROM, goal: TO, stopAt: 0, budget: 11, maxExpanded: 100, maxNodes: 1000 });
    expect(got.found).toBe(false);
    if (got.found) return;
    expect(got.beyond).toBeCloseTo(bound, 12);
    expect(got).toEqual({
      found: false,
      reason: "unreachable",
      expanded: 1,
      generated: 2,
      beyond: got.beyond,
    });
  });
});
