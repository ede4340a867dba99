import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec, TerrainSpec, WallSpec } from "../../../src/engine/board/types";
import { linkBlock } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

// Links along x = 10 (north) and y = 10 (east), 4" long, no gap width: the box a link's pieces
// are filtered by is the link's own, so a piece lying on the line has its box on the box's edge.
const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { baseMm: 32, unitId: "squad", ...extra });
const IDS = new Set(["a", "b"]);
const NORTH = { x: 10, y: 14 };
const EAST = { x: 14, y: 10 };

/** The link from a at (10, 10) to b, with what `near` holds in the order given. */
function link(to: { x: number; y: number }, parts: { terrain?: TerrainSpec[]; walls?: WallSpec[] }) {
  const board: Board = table({ models: [squad("a", 10, 10), squad("b", to.x, to.y)], ...parts });
  const near = { models: [], terrain: [...board.terrain], walls: [...board.walls] };
  return linkBlock(board, board.model("a"), board.model("b"), IDS, { gapWidth: 0 }, near);
}

describe("links and pieces lying on the line (issue 14, mutation testing)", () => {
  it("SCTMG-COH-2: a wall drawn as two segments meeting on the link stops it; the first given is reported", () => {
    const westHalf: WallSpec = { id: "west", a: { x: 9, y: 12 }, b: { x: 10, y: 12 } };
    const eastHalf: WallSpec = { id: "east", a: { x: 10, y: 12 }, b: { x: 11, y: 12 } };
    expect(link(NORTH, { walls: [westHalf, eastHalf] })).toEqual({ kind: "wall", id: "west" });
    expect(link(NORTH, { walls: [eastHalf, westHalf] })).toEqual({ kind: "wall", id: "east" });
    const southHalf: WallSpec = { id: "south", a: { x: 12, y: 9 }, b: { x: 12, y: 10 } };
    const northHalf: WallSpec = { id: "north", a: { x: 12, y: 10 }, b: { x: 12, y: 11 } };
    expect(link(EAST, { walls: [southHalf, northHalf] })).toEqual({ kind: "wall", id: "south" });
    expect(link(EAST, { walls: [northHalf, southHalf] })).toEqual({ kind: "wall", id: "north" });
    // Either half alone is the same wall crossed at its end.
    expect(link(NORTH, { walls: [eastHalf] })).toEqual({ kind: "wall", id: "east" });
    expect(link(EAST, { walls: [northHalf] })).toEqual({ kind: "wall", id: "north" });
  });

  it("SCTMG-COH-2: a link crossing a face where an Access Point's edge lies on the link crosses at the Access Point, whichever side it lies", () => {
    // A low obstacle across each link (faces 1.5" and 2.5" from a); a ladder on each face, beside
    // the line on one side with its edge on it.
    const across = (to: typeof NORTH, piece: TerrainSpec, ladders: [number, number, number, number][]) =>
      link(to, {
        terrain: [
          piece,
          ...ladders.map((r, i): TerrainSpec => ({
            id: `ap${i}`,
            kind: "access-point",
            polygon: rect(...r),
          })),
        ],
      });
    const wall: TerrainSpec = { id: "p", kind: "low-obstacle", polygon: rect(11.5, 8, 12.5, 12), height: 1 };
    const stops = { kind: "terrain", id: "p" };
    // East: ladders north of the line (bottom edge on it), south (top edge on it), a hair north.
    const eastLadders = (y0: number, y1: number): [number, number, number, number][] => [
      [11.3, y0, 11.7, y1],
      [12.3, y0, 12.7, y1],
    ];
    expect(across(EAST, wall, eastLadders(10, 10.5))).toBeNull();
    expect(across(EAST, wall, eastLadders(9.5, 10))).toBeNull();
    expect(across(EAST, wall, eastLadders(10 + 1e-6, 10.5))).toEqual(stops);
    expect(across(EAST, wall, eastLadders(9.5, 10 - 1e-6))).toEqual(stops);
    // North: the same piece turned, ladders east of the line (west edge on it) and west of it.
    const turned: TerrainSpec = { ...wall, polygon: rect(8, 11.5, 12, 12.5) };
    const northLadders = (x0: number, x1: number): [number, number, number, number][] => [
      [x0, 11.3, x1, 11.7],
      [x0, 12.3, x1, 12.7],
    ];
    expect(across(NORTH, turned, northLadders(10, 10.5))).toBeNull();
    expect(across(NORTH, turned, northLadders(9.5, 10))).toBeNull();
    expect(across(NORTH, turned, northLadders(10 + 1e-6, 10.5))).toEqual(stops);
    expect(across(NORTH, turned, northLadders(9.5, 10 - 1e-6))).toEqual(stops);
  });

  it("SCTMG-COH-2: a link from a model on a deck down to one below crosses the deck's face, not the deck under the model", () => {
    // b stands on the deck (2" high, its face at x = 12) 1" in; a below it at (10, 10). A ladder
    // on the face where the link crosses it (not under b).
    const deck: TerrainSpec = { id: "deck", kind: "platform", polygon: rect(12, 0, 20, 20), height: 2 };
    const ladder: TerrainSpec = { id: "ladder", kind: "access-point", polygon: rect(11.8, 9.5, 12.2, 10.5) };
    const board = (terrain: TerrainSpec[]) =>
      table({ models: [squad("a", 10, 10), squad("b", 13, 10, { elevation: 2 })], terrain });
    const both = (terrain: TerrainSpec[]) => {
      const b = board(terrain);
      return [
        linkBlock(b, b.model("a"), b.model("b"), IDS, { gapWidth: 0 }),
        linkBlock(b, b.model("b"), b.model("a"), IDS, { gapWidth: 0 }),
      ];
    };
    expect(both([deck, ladder])).toEqual([null, null]);
    expect(both([deck])).toEqual([
      { kind: "terrain", id: "deck" },
      { kind: "terrain", id: "deck" },
    ]);
  });
});
