import { describe, expect, it } from "vitest";
import { analysePath } from "../../src/engine/path/analyse";
import { firstCollision } from "../../src/engine/path/collision";
import { model, pts, rect, table } from "./helpers";

// Bases are 1" across (r = 0.5) unless a model says otherwise.
describe("collision", () => {
  it("MUMG-MOVE-5: the path stops where the base would overlap another base; touching it is legal", () => {
    const board = table({ models: [model("m", "a", 10, 10), model("e", "b", 20, 10)] });
    const hit = firstCollision(board, board.model("m"), pts([10, 10], [30, 10]));
    expect(hit?.kind).toBe("model");
    expect(hit?.id).toBe("e");
    expect(hit?.distance).toBeCloseTo(9, 9);
    // Ending exactly in contact is no collision.
    expect(firstCollision(board, board.model("m"), pts([10, 10], [19, 10]))).toBeNull();
    // Passing tangent to the other base (1.00" between centres sideways) is legal too.
    expect(firstCollision(board, board.model("m"), pts([10, 9], [30, 9]))).toBeNull();
    expect(firstCollision(board, board.model("m"), pts([10, 9.001], [30, 9.001]))?.id).toBe("e");
  });

  it("CARN-MOVE-2: friends block too by default; 'enemies' lets friends pass; 'none' ignores all (flyers)", () => {
    const board = table({
      models: [model("m", "a", 10, 10), model("f", "a", 15, 10), model("e", "b", 20, 10)],
    });
    const m = board.model("m");
    const path = pts([10, 10], [30, 10]);
    expect(firstCollision(board, m, path)?.id).toBe("f");
    expect(firstCollision(board, m, path, { models: "enemies" })?.id).toBe("e");
    expect(firstCollision(board, m, path, { models: "none" })).toBeNull();
    expect(firstCollision(board, m, path, { models: "all", ignore: new Set(["f"]) })?.id).toBe("e");
  });

  it("SIGNUM-MOVE-2: impassable terrain and walls stop the base at touching; the table edge too", () => {
    const board = table({
      models: [model("m", "a", 10, 10)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(20, 5, 25, 15) }],
      walls: [{ id: "w", a: { x: 10, y: 20 }, b: { x: 20, y: 20 } }],
    });
    const m = board.model("m");
    const rock = firstCollision(board, m, pts([10, 10], [30, 10]));
    expect(rock).toMatchObject({ kind: "terrain", id: "rock" });
    expect(rock!.distance).toBeCloseTo(9.5, 9);
    const wall = firstCollision(board, m, pts([10, 10], [15, 10], [15, 30]));
    expect(wall).toMatchObject({ kind: "wall", id: "w" });
    expect(wall!.distance).toBeCloseTo(5 + 9.5, 9);
    const edge = firstCollision(board, m, pts([10, 10], [10, 0]));
    expect(edge).toMatchObject({ kind: "edge", id: "top" });
    expect(edge!.distance).toBeCloseTo(9.5, 9);
    expect(firstCollision(board, m, pts([10, 10], [15, 10], [15, 30]), { walls: false })).toBeNull();
  });

  it('CARN-MOVE-1: terrain and walls 1" high or less are crossed when ignoreTerrainBelow is 1; taller still block', () => {
    const board = table({
      models: [model("m", "a", 10, 10)],
      terrain: [
        { id: "low", kind: "impassable", polygon: rect(14, 5, 16, 15), height: 1 },
        { id: "tall", kind: "impassable", polygon: rect(24, 5, 26, 15), height: 1.01 },
      ],
      walls: [{ id: "hedge", a: { x: 20, y: 5 }, b: { x: 20, y: 15 }, height: 1 }],
    });
    const m = board.model("m");
    const path = pts([10, 10], [30, 10]);
    expect(firstCollision(board, m, path)?.id).toBe("low");
    expect(firstCollision(board, m, path, { ignoreTerrainBelow: 1 })?.id).toBe("tall");
    // Height 0 means "not given": never ignored.
    const unknown = table({
      models: [model("m", "a", 10, 10)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(14, 5, 16, 15) }],
    });
    expect(firstCollision(unknown, unknown.model("m"), path, { ignoreTerrainBelow: 1 })?.id).toBe("rock");
  });

  it("MUMG-MOVE-5: with levels, a model on a roof does not block one walking in the street below", () => {
    const board = table({
      models: [
        model("m", "a", 10, 10, { height: 2 }),
        model("up", "b", 20, 10.6, { elevation: 6, height: 2 }),
      ],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(18, 11, 30, 20), height: 6 }],
    });
    const m = board.model("m");
    const path = pts([10, 10], [30, 10]);
    // Flat (no level): the bases overlap in plan, so it blocks.
    expect(firstCollision(board, m, path)?.id).toBe("up");
    expect(firstCollision(board, m, path, { elevation: 0 })).toBeNull();
    // The analysis walks at the model's level on each piece.
    expect(analysePath(board, m, path).collision).toBeNull();
  });

  it("MUMG-MOVE-5: a base that starts overlapping may move away but not further in", () => {
    const board = table({ models: [model("m", "a", 10, 10), model("e", "b", 10.8, 10)] });
    const m = board.model("m");
    expect(firstCollision(board, m, pts([10, 10], [5, 10]))).toBeNull();
    expect(firstCollision(board, m, pts([10, 10], [15, 10]))?.distance).toBe(0);
  });

  it("SIGNUM-MOVE-2: analysePath finds the same first collision as firstCollision on a flat table", () => {
    const board = table({
      models: [model("m", "a", 10, 10), model("e", "b", 20, 14)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(16, 0, 17, 8) }],
    });
    const m = board.model("m");
    const path = pts([10, 10], [15, 10], [20, 10], [20, 20]);
    const a = analysePath(board, m, path);
    const b = firstCollision(board, m, path);
    expect(a.collision?.id).toBe(b?.id);
    expect(a.collision?.distance).toBeCloseTo(b!.distance, 9);
    expect(analysePath(board, m, path, { collision: false }).collision).toBeNull();
  });
});
