import { describe, expect, it } from "vitest";
import { baseFitsAmong, baseFitsAt, fitStep, furthestFit, furthestWhere } from "../../src/engine/path/fit";
import { GEOMETRY_TOLERANCE as T } from "../../src/engine/geometry/tolerance";
import { model, pts, rect, table } from "./helpers";

// A 72" x 48" table; bases 1" across (r = 0.5). Touching is fine; overlapping by more than the
// geometry tolerance (GEOMETRY_TOLERANCE) is not.
describe("fit against every table edge, walls and terrain (issue 14, mutation testing)", () => {
  const board = table({ models: [model("m", "a", 36, 24)] });
  const m = board.model("m");

  it.each([
    ["left", { x: 0.5, y: 24 }, { x: 0.4999, y: 24 }],
    ["top", { x: 36, y: 0.5 }, { x: 36, y: 0.4999 }],
    ["right", { x: 71.5, y: 24 }, { x: 71.5001, y: 24 }],
    ["bottom", { x: 36, y: 47.5 }, { x: 36, y: 47.5001 }],
  ])(
    "MUMG-MOVE-6: a base touching the %s table edge fits; a ten-thousandth over does not",
    (_, touching, over) => {
      expect(baseFitsAt(board, m, touching)).toBe(true);
      expect(baseFitsAt(board, m, over)).toBe(false);
    },
  );

  it("MUMG-MOVE-6: a base a hundred-millionth over an edge still fits (the geometry tolerance)", () => {
    expect(baseFitsAt(board, m, { x: 0.5 - 5e-8, y: 24 })).toBe(true);
    expect(baseFitsAt(board, m, { x: 36, y: 0.5 - 5e-8 })).toBe(true);
    expect(baseFitsAt(board, m, { x: 71.5 + 5e-8, y: 24 })).toBe(true);
    expect(baseFitsAt(board, m, { x: 36, y: 47.5 + 5e-8 })).toBe(true);
    expect(baseFitsAt(board, m, { x: 71.5 + 2 * T, y: 24 })).toBe(false);
    // Exactly the tolerance over still fits.
    expect(baseFitsAt(board, m, { x: m.r - T, y: 24 })).toBe(true);
    expect(baseFitsAt(board, m, { x: 36, y: m.r - T })).toBe(true);
    expect(baseFitsAt(board, m, { x: board.width - m.r + T, y: 24 })).toBe(true);
    expect(baseFitsAt(board, m, { x: 36, y: board.height - m.r + T })).toBe(true);
  });

  it("MUMG-MOVE-6: a base touching a wall fits, one overlapping it does not, and walls: false ignores it", () => {
    const walled = table({
      models: [model("m", "a", 5, 10)],
      walls: [{ id: "w", a: { x: 10, y: 0 }, b: { x: 10, y: 20 } }],
    });
    const w = walled.model("m");
    expect(baseFitsAt(walled, w, { x: 9.5, y: 10 })).toBe(true);
    expect(baseFitsAt(walled, w, { x: 10.5, y: 10 })).toBe(true);
    expect(baseFitsAt(walled, w, { x: 9.51, y: 10 })).toBe(false);
    expect(baseFitsAt(walled, w, { x: 10, y: 10 })).toBe(false);
    expect(baseFitsAt(walled, w, { x: 10, y: 10 }, { walls: false })).toBe(true);
    // Past the wall's end the base only has to clear its end point.
    expect(baseFitsAt(walled, w, { x: 10, y: 20.5 })).toBe(true);
    expect(baseFitsAt(walled, w, { x: 10, y: 20.49 })).toBe(false);
  });

  it("MUMG-MOVE-6: a model standing high enough above a low wall fits over it; on the ground it does not", () => {
    const walled = table({
      models: [model("m", "a", 5, 10)],
      walls: [{ id: "w", a: { x: 10, y: 0 }, b: { x: 10, y: 20 }, height: 2 }],
    });
    const w = walled.model("m");
    expect(baseFitsAt(walled, w, { x: 10, y: 10 }, { elevation: 0 })).toBe(false);
    expect(baseFitsAt(walled, w, { x: 10, y: 10 }, { elevation: 1.9 })).toBe(false);
    expect(baseFitsAt(walled, w, { x: 10, y: 10 }, { elevation: 2 })).toBe(true);
    expect(baseFitsAt(walled, w, { x: 10, y: 10 }, { ignoreTerrainBelow: 2 })).toBe(true);
    expect(baseFitsAt(walled, w, { x: 10, y: 10 }, { ignoreTerrainBelow: 1.5 })).toBe(false);
  });

  it("MUMG-MOVE-6: only impassable terrain blocks unless `blocks` says otherwise", () => {
    const marshy = table({
      models: [model("m", "a", 5, 10)],
      terrain: [
        { id: "marsh", kind: "difficult", polygon: rect(10, 0, 20, 20) },
        { id: "rock", kind: "impassable", polygon: rect(30, 0, 40, 20) },
      ],
    });
    const w = marshy.model("m");
    expect(baseFitsAt(marshy, w, { x: 15, y: 10 })).toBe(true);
    expect(baseFitsAt(marshy, w, { x: 35, y: 10 })).toBe(false);
    const difficultBlocks = { blocks: (t: { kind: string }) => t.kind === "difficult" };
    expect(baseFitsAt(marshy, w, { x: 15, y: 10 }, difficultBlocks)).toBe(false);
    expect(baseFitsAt(marshy, w, { x: 9.5, y: 10 }, difficultBlocks)).toBe(true);
    expect(baseFitsAt(marshy, w, { x: 35, y: 10 }, difficultBlocks)).toBe(true);
  });

  it("MUMG-MOVE-6: another base blocks at any level when no elevation is given, only where the bodies meet when one is", () => {
    const stacked = table({
      models: [model("m", "a", 5, 10, { height: 1 }), model("e", "b", 20, 10, { height: 1 })],
    });
    const w = stacked.model("m");
    expect(baseFitsAt(stacked, w, { x: 20, y: 10 })).toBe(false);
    expect(baseFitsAt(stacked, w, { x: 20, y: 10 }, { elevation: 0 })).toBe(false);
    expect(baseFitsAt(stacked, w, { x: 20, y: 10 }, { elevation: 5 })).toBe(true);
    expect(baseFitsAt(stacked, w, { x: 19, y: 10 })).toBe(true);
    expect(baseFitsAt(stacked, w, { x: 19 + 1e-4, y: 10 })).toBe(false);
  });

  it("MUMG-MOVE-6: the mover's own base and ignored ids never block", () => {
    const crowd = table({
      models: [model("m", "a", 5, 10), model("f", "a", 5.8, 10), model("g", "a", 8, 10)],
    });
    const w = crowd.model("m");
    expect(baseFitsAt(crowd, w, { x: 5, y: 10 })).toBe(false);
    expect(baseFitsAt(crowd, w, { x: 5.2, y: 10 }, { ignore: new Set(["f"]) })).toBe(true);
    expect(baseFitsAt(crowd, w, { x: 7.5, y: 10 }, { ignore: new Set(["f"]) })).toBe(false);
    expect(baseFitsAt(crowd, w, { x: 7, y: 10 }, { ignore: new Set(["f"]) })).toBe(true);
  });

  it("MUMG-MOVE-6: with support, the base must lie on a surface at its level; the candidates given are used as found", () => {
    const roofs = table({
      models: [model("m", "a", 15, 10, { elevation: 6 })],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(10, 0, 20, 20), height: 6 }],
    });
    const w = roofs.model("m");
    const on = { support: true, elevation: 6 } as const;
    const p = { x: 15, y: 10 };
    const near = roofs.near(p.x - 0.5, p.y - 0.5, p.x + 0.5, p.y + 0.5);
    expect(baseFitsAmong(roofs, w, p, near, on)).toBe(true);
    expect(baseFitsAmong(roofs, w, p, { models: [], terrain: [], walls: [] }, on)).toBe(false);
    expect(baseFitsAmong(roofs, w, p, undefined, on)).toBe(true);
    // On the ground the base needs the table there; under the roof it overlaps the building.
    expect(baseFitsAt(roofs, w, { x: 5, y: 10 }, { support: true })).toBe(true);
    expect(baseFitsAt(roofs, w, { x: 25, y: 10 }, { support: true, elevation: 6 })).toBe(false);
  });
});

describe("furthestWhere and furthestFit (issue 14, mutation testing)", () => {
  it("returns the limit itself when it holds, without searching back", () => {
    const asked: number[] = [];
    expect(furthestWhere(10, 1, (d) => (asked.push(d), true))).toBe(10);
    expect(asked).toEqual([10]);
  });

  it("returns 0 for a limit of 0, a negative limit or NaN, and asks nothing", () => {
    const never = (): boolean => {
      throw new Error("asked");
    };
    expect(furthestWhere(0, 1, never)).toBe(0);
    expect(furthestWhere(-3, 1, never)).toBe(0);
    expect(furthestWhere(Number.NaN, 1, never)).toBe(0);
  });

  it("bisects to the edge of the stretch that holds, to better than a millionth", () => {
    expect(furthestWhere(10, 1, (d) => d <= 6.3)).toBeCloseTo(6.3, 9);
    expect(furthestWhere(10, 1, (d) => d <= 6.3)).toBeLessThanOrEqual(6.3);
    // The stretch nearest the limit wins over one nearer the start.
    expect(furthestWhere(10, 0.25, (d) => d <= 2 || (d >= 7 && d <= 7.6))).toBeCloseTo(7.6, 9);
  });

  it("never answers past the limit, even where a point past it would hold", () => {
    expect(furthestWhere(10, 1, (d) => d > 10.5 || d <= 3)).toBeCloseTo(3, 9);
  });

  it("returns 0 when nothing after the start holds, even if the start itself would not", () => {
    expect(furthestWhere(10, 1, () => false)).toBe(0);
    expect(furthestWhere(10, 3, (d) => d <= 0.5)).toBe(0);
  });

  it("takes a step of r/8, or limit/4096 on a long stretch", () => {
    expect(fitStep(0.5, 10)).toBe(0.0625);
    expect(fitStep(0.5, 8192)).toBe(2);
  });

  it("MUMG-MOVE-6: the furthest fit before a base on the path is the point touching it", () => {
    const board = table({ models: [model("m", "a", 5, 10), model("e", "b", 10, 10)] });
    // The whole path's end (d = 10) is clear again: the limit is where the base would overlap.
    expect(furthestFit(board, board.model("m"), pts([5, 10], [15, 10]), 10)).toBe(10);
    const d = furthestFit(board, board.model("m"), pts([5, 10], [15, 10]), 5);
    // Within the overlap tolerance of touching, never further.
    expect(d).toBeCloseTo(4, 6);
    expect(d).toBeLessThanOrEqual(4 + T);
  });

  it("MUMG-MOVE-6: a limit past the path's end, or endless, is the path's end", () => {
    const board = table({ models: [model("m", "a", 5, 10)] });
    const m = board.model("m");
    expect(furthestFit(board, m, pts([5, 10], [9, 10]), 100)).toBe(4);
    expect(furthestFit(board, m, pts([5, 10], [9, 10]), Number.POSITIVE_INFINITY)).toBe(4);
    expect(furthestFit(board, m, pts([5, 10], [9, 10]), 2.5)).toBe(2.5);
  });

  it("MUMG-MOVE-6: an empty path or a NaN limit fits nowhere past the start", () => {
    const board = table({ models: [model("m", "a", 5, 10)] });
    const m = board.model("m");
    expect(furthestFit(board, m, [], 5)).toBe(0);
    expect(furthestFit(board, m, pts([5, 10], [9, 10]), Number.NaN)).toBe(0);
  });

  it("MUMG-MOVE-6: a path into the top edge stops with the base touching it; options reach the fit test", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      walls: [{ id: "w", a: { x: 0, y: 5 }, b: { x: 20, y: 5 } }],
    });
    const m = board.model("m");
    expect(furthestFit(board, m, pts([5, 10], [5, -5]), 15)).toBeCloseTo(9.5, 6);
    expect(furthestFit(board, m, pts([5, 10], [5, 5]), 5)).toBeCloseTo(4.5, 6);
    expect(furthestFit(board, m, pts([5, 10], [5, 5]), 5, { walls: false })).toBe(5);
  });
});
