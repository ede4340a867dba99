import { describe, expect, it } from "vitest";
import { analysePath } from "../../src/engine/path/analyse";
import { model, pts, rect, table } from "./helpers";

/** Two rocks whose facing edges are `gap` apart across y = 10, between x = 10 and 12. */
const rocks = (gap: number) => [
  { id: "n", kind: "impassable" as const, polygon: rect(10, 0, 12, 10 - gap / 2) },
  { id: "s", kind: "impassable" as const, polygon: rect(10, 10 + gap / 2, 12, 20) },
];

describe("gap clearance", () => {
  it('SCTMG-GAP-1: a 1.00" gap may be passed with a 1" clearance; a narrower one may not', () => {
    const path = pts([5, 10], [15, 10]);
    const wide = table({ models: [model("m", "a", 5, 10, { baseMm: 20 })], terrain: rocks(1) });
    expect(analysePath(wide, wide.model("m"), path, { clearance: { width: 1 } }).clearance).toBeNull();
    const narrow = table({ models: [model("m", "a", 5, 10, { baseMm: 20 })], terrain: rocks(0.99) });
    const a = analysePath(narrow, narrow.model("m"), path, { clearance: { width: 1 } });
    expect(a.clearance?.width).toBeCloseTo(0.99, 9);
    expect(a.clearance?.distance).toBeCloseTo(5, 9);
    expect(a.clearance?.between.map((s) => s.id).sort()).toEqual(["n", "s"]);
    // The 20 mm base itself fits through: clearance is separate from collision.
    expect(a.collision).toBeNull();
  });

  it('SCTMG-GAP-1: a Size 3 model needs 3": a 2" gap stops it, and passing beside the rocks does not', () => {
    const board = table({ models: [model("m", "a", 5, 10, { baseMm: 20 })], terrain: rocks(2) });
    const m = board.model("m");
    const through = analysePath(board, m, pts([5, 10], [15, 10]), { clearance: { width: 3 } });
    expect(through.clearance?.width).toBeCloseTo(2, 9);
    const around = analysePath(board, m, pts([5, 10], [5, 30], [15, 30]), { clearance: { width: 3 } });
    expect(around.clearance).toBeNull();
  });

  it("SCTMG-GAP-1: gaps between models count, the mover's own unit can be left out", () => {
    const board = table({
      models: [
        model("m", "a", 5, 10, { baseMm: 10 }),
        model("x", "b", 10, 9.25, { baseMm: 12.7 }),
        model("y", "a", 10, 10.75, { baseMm: 12.7 }),
      ],
    });
    const m = board.model("m");
    const path = pts([5, 10], [15, 10]);
    // Centres 1.5" apart, bases 0.5" across: a 1" gap.
    expect(analysePath(board, m, path, { clearance: { width: 1 } }).clearance).toBeNull();
    const three = analysePath(board, m, path, { clearance: { width: 3 } });
    expect(three.clearance?.width).toBeCloseTo(1, 9);
    expect(three.clearance?.between.map((s) => s.kind)).toEqual(["model", "model"]);
    expect(
      analysePath(board, m, path, { clearance: { width: 3, ignore: new Set(["y"]) } }).clearance,
    ).toBeNull();
  });

  it("SCTMG-GAP-2: a door in a wall, or a notch in one terrain piece, is a gap", () => {
    const board = table({
      models: [model("m", "a", 5, 10, { baseMm: 10 })],
      walls: [
        { id: "w1", a: { x: 10, y: 0 }, b: { x: 10, y: 9.6 } },
        { id: "w2", a: { x: 10, y: 10.4 }, b: { x: 10, y: 20 } },
      ],
      terrain: [
        {
          id: "u",
          kind: "impassable",
          polygon: pts([20, 0], [30, 0], [30, 20], [20, 20], [20, 10.4], [25, 10.4], [25, 9.6], [20, 9.6]),
        },
      ],
    });
    const m = board.model("m");
    const door = analysePath(board, m, pts([5, 10], [15, 10]), { clearance: { width: 1 } });
    expect(door.clearance?.between.map((s) => s.id).sort()).toEqual(["w1", "w2"]);
    expect(door.clearance?.width).toBeCloseTo(0.8, 9);
    const notch = analysePath(board, m, pts([15, 10], [24, 10]), { clearance: { width: 1 } });
    expect(notch.clearance?.between.map((s) => s.id)).toEqual(["u", "u"]);
    expect(notch.clearance?.distance).toBeCloseTo(5, 9);
  });

  it("SCTMG-GAP-2: flyers ignore gaps", () => {
    const board = table({ models: [model("m", "a", 5, 10, { baseMm: 20 })], terrain: rocks(0.5) });
    const a = analysePath(board, board.model("m"), pts([5, 10], [15, 10]), {
      flying: true,
      clearance: { width: 1 },
    });
    expect(a.clearance).toBeNull();
  });

  it("SCTMG-GAP-1: leaving a narrow gap the model starts in is not passing through one", () => {
    const board = table({ models: [model("m", "a", 11, 10, { baseMm: 10 })], terrain: rocks(0.8) });
    // Starts inside the 0.8" passage; the path only leaves it.
    const a = analysePath(board, board.model("m"), pts([11, 10], [15, 10]), { clearance: { width: 1 } });
    expect(a.clearance).toBeNull();
  });
});
