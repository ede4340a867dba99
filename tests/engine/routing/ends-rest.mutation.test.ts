// How a route's ends are prepared (ends.ts), on the boards session 11 left unbuilt: a contact
// just across a grid line from the end, a seal beside it, an end wedged in a narrow corner or
// pushed off ten walls drawn over each other, a start overlapping by less than TOUCH, and a start
// inside a rock that touches a base. 1" bases (R = 0.5) on a 40" x 30" table: with no budget the
// scene is the whole table, in 1.25" cells (2.5 R) from (0, 0).
import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { Point } from "../../../src/engine/geometry/vec";
import { prepareGoal, prepareStart } from "../../../src/engine/routing/ends";
import { AREA, CAPSULE, HUG, LocalScene, START_IGNORE, TOUCH } from "../../../src/engine/routing/scene";
import { model, rect, table } from "../helpers";
import { localScene } from "./scenes";

/** Clearance a nudged end is given: 1% over 2 HUG. */
const PUSHED = 2 * HUG * 1.01;

const sceneOf = (board: Board, from: Point = { x: 2, y: 2 }): LocalScene =>
  localScene(board, board.model("m"), from, { x: 28, y: 28 });

describe("ends.ts: what an end touches, and how it is pushed clear", () => {
  it("a base 3e-6 beyond touching, across a cell line from the goal on any side, still nudges it", () => {
    // Each base's grid box (reach + MARGIN + 1e-9) stops short of the line x or y = 20 or 30;
    // the goal is just across it, 3e-6 clear (under 2 HUG), so only the look-around finds it.
    const board = table({
      width: 40,
      height: 30,
      models: [
        model("m", "a", 2, 2),
        model("below", "b", 10, 18.999998),
        model("above", "b", 30, 21.000002),
        model("left", "b", 18.999998, 5),
        model("right", "b", 31.000002, 25),
      ],
    });
    const s = sceneOf(board);
    expect([s.grid.minX, s.grid.minY, s.grid.cell]).toEqual([0, 0, 1.25]);
    const below = prepareGoal(s, { x: 10, y: 20.000001 })!;
    expect(below.x).toBe(10);
    expect(below.y).toBeCloseTo(18.999998 + 1 + PUSHED, 12);
    const above = prepareGoal(s, { x: 30, y: 19.999999 })!;
    expect(above.x).toBe(30);
    expect(above.y).toBeCloseTo(21.000002 - 1 - PUSHED, 12);
    const left = prepareGoal(s, { x: 20.000001, y: 5 })!;
    expect(left.x).toBeCloseTo(18.999998 + 1 + PUSHED, 12);
    expect(left.y).toBe(5);
    const right = prepareGoal(s, { x: 29.999999, y: 25 })!;
    expect(right.x).toBeCloseTo(31.000002 - 1 - PUSHED, 12);
    expect(right.y).toBe(25);
  });

  it("a seal (its end or its side) beside the goal is no contact: nothing to push off", () => {
    const board = table({ width: 40, height: 30, models: [model("m", "a", 2, 2)] });
    const s = sceneOf(board);
    s.addSeals([[5, 20, 15, 20]]);
    expect(prepareGoal(s, { x: 10, y: 20.000001 })).toEqual({ x: 10, y: 20.000001 });
    expect(prepareGoal(s, { x: 5, y: 20.000001 })).toEqual({ x: 5, y: 20.000001 });
    expect(prepareGoal(s, { x: 4.999999, y: 20 })).toEqual({ x: 4.999999, y: 20 });
  });

  it("an end wedged in a narrow corner, where eight pushes cannot free it, stays where it was", () => {
    // Two walls from (10, 10) at +-0.1 rad round +x; the goal touches both. Each pass pushes it a
    // few millionths out along the bisector, but 2 HUG of clearance from both needs
    // 2 HUG / sin(0.1) (about 4e-5) out: not reached in eight passes.
    const a = 0.1;
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 2, 2)],
      walls: [
        { id: "u", a: { x: 10, y: 10 }, b: { x: 20, y: 10 + 10 * Math.tan(a) } },
        { id: "d", a: { x: 10, y: 10 }, b: { x: 20, y: 10 - 10 * Math.tan(a) } },
      ],
    });
    const at = { x: 10 + 0.5 / Math.sin(a), y: 10 };
    expect(prepareGoal(sceneOf(board), at)).toEqual(at);
  });

  it("walls drawn over each other: each pushes once; ten pushes (over 10 x 2 HUG away) leave the end where it was", () => {
    const stack = (k: number) =>
      table({
        width: 30,
        height: 30,
        models: [model("m", "a", 2, 2)],
        walls: Array.from({ length: k }, (_, i) => ({
          id: `w${i}`,
          a: { x: 5, y: 10 },
          b: { x: 15, y: 10 },
        })),
      });
    // Nine walls under a goal touching them: one pass of nine pushes of PUSHED, then clear.
    const nine = prepareGoal(sceneOf(stack(9)), { x: 10, y: 10.5 })!;
    expect(nine.x).toBe(10);
    expect(nine.y).toBeCloseTo(10.5 + 9 * PUSHED, 12);
    // Ten: 10.1 x 2 HUG in one pass, too far for a nudge (the end is clear there, but a push that
    // long is not a nudge).
    expect(10 * PUSHED).toBeGreaterThan(10 * 2 * HUG);
    expect(prepareGoal(sceneOf(stack(10)), { x: 10, y: 10.5 })).toEqual({ x: 10, y: 10.5 });
  });

  it("a start overlapping a base by less than TOUCH is touching, not overlapping: unmarked and pushed off", () => {
    const overlap = TOUCH / 2;
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 10, 10), model("e", "b", 11 - overlap, 10)],
    });
    const s = sceneOf(board, { x: 10, y: 10 });
    const p = prepareStart(s, { x: 10, y: 10 });
    expect(s.flags.every((f) => f === 0)).toBe(true);
    expect(p.x).toBeCloseTo(10 - (PUSHED + overlap), 12);
    expect(p.y).toBe(10);
  });

  it("a start inside a rock, touching a base: the rock is ignored, the base still pushes it off", () => {
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 21, 23), model("e", "b", 21, 24)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(20, 20, 26, 26) }],
    });
    const s = sceneOf(board, { x: 21, y: 23 });
    const p = prepareStart(s, { x: 21, y: 23 });
    expect(p.x).toBe(21);
    expect(p.y).toBeCloseTo(23 - PUSHED, 12);
    // The rock's area and four edges are ignored from the start, the base is not.
    const ignored = Array.from({ length: s.n }, (_, i) => i).filter((i) => s.flags[i] === START_IGNORE);
    expect(ignored.map((i) => s.kind[i])).toEqual([AREA, CAPSULE, CAPSULE, CAPSULE, CAPSULE]);
    expect(s.flags.filter((f) => f !== 0)).toHaveLength(5);
  });
});
