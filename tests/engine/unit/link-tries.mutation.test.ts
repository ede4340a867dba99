import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec, WallSpec } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
import { type Placement, type PlacementRules, placeUnit } from "../../../src/engine/unit";
import { model, table } from "../helpers";

const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { unitId: "squad", ...extra });
function place(board: Board, to: Point, rules: PlacementRules, fixed?: Map<string, Point>): Placement {
  const [leader, ...members] = board.models.filter((m) => m.unitId === "squad");
  return placeUnit(board, { leader: leader!, to, level: 0, members, ...(fixed ? { fixed } : {}) }, rules);
}

describe("the models a new place links to (issue 14, mutation testing)", () => {
  it("SCTMG-COH-1, SCTMG-COH-2: a place whose only clear link is to the nearest model placed is taken, every other model cut off", () => {
    // m's old place relative to the leader, W (30, 20), is 2.92" from the leader's end, inside a
    // walled room whose only door faces the player's model c (2.83" from W, the nearest model
    // placed). Every other model placed (the leader and eight the player put round the room, four
    // along x and four along y, each farther) is cut off from W by a wall. One link is enough:
    // m keeps its place, whatever order the other models were placed or lie in.
    const walls: WallSpec[] = [
      { id: "s", a: { x: 28.5, y: 18.5 }, b: { x: 31.5, y: 18.5 } },
      { id: "w", a: { x: 28.5, y: 18.5 }, b: { x: 28.5, y: 21.5 } },
      { id: "n", a: { x: 28.5, y: 21.5 }, b: { x: 30.8, y: 21.5 } },
      { id: "e", a: { x: 31.5, y: 18.5 }, b: { x: 31.5, y: 20.8 } },
    ];
    const fixedAt: [string, number, number][] = [
      ["x1", 34, 20.5],
      ["x2", 34.8, 19.4],
      ["x3", 25.6, 19.5],
      ["x4", 24.6, 20.6],
      ["y1", 30.5, 24.5],
      ["y2", 29.5, 25.3],
      ["y3", 30.4, 15.6],
      ["y4", 29.6, 14.8],
      ["c", 32, 22],
    ];
    const board = table({
      models: [
        squad("lead", 10, 10),
        ...fixedAt.map(([id], i) => squad(id, 2 + i * 1.5, 40)),
        squad("m", 12.9, 9.7),
      ],
      walls,
    });
    const fixed = new Map(fixedAt.map(([id, x, y]) => [id, { x, y }]));
    const p = place(board, { x: 27.1, y: 20.3 }, { range: 3, gapWidth: 0 }, fixed);
    // Of the player's models only x3 and x4 are Wholly Within 3" of the leader (and linked to it).
    const status = (id: string) => (["x3", "x4", "m"].includes(id) ? "coherent" : "out-of-coherency");
    expect(p).toEqual({
      placements: [
        { modelId: "lead", point: { x: 27.1, y: 20.3 }, status: "leader" },
        ...fixedAt.map(([id, x, y]) => ({ modelId: id, point: { x, y }, status: status(id) })),
        { modelId: "m", point: { x: 30, y: 20 }, status: "coherent" },
      ],
      unitStatus: "out-of-coherency",
      misfits: [],
    });
  });
});
