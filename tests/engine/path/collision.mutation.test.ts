// The collision sweep (src/engine/path/collision.ts) asked directly: the whole PathHit where a base
// sliding along a path first overlaps another base, blocking terrain, a wall or leaves the table,
// and the terrain a swept base shares area with. Bases are 1" across (r = 0.5) unless told; the
// table is 72" x 48".
import { describe, expect, it } from "vitest";
import type { Terrain, TerrainSpec } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
import {
  type CollisionOptions,
  type PathHit,
  firstCollision,
  pathTouchesTerrain,
  terrainAlongPath,
} from "../../../src/engine/path/collision";
import { model, pts, rect, table } from "../helpers";

function expectHit(hit: PathHit | null, want: PathHit): void {
  expect(hit).not.toBeNull();
  expect(Object.keys(hit!).sort()).toEqual(["distance", "id", "kind", "point"]);
  expect([hit!.kind, hit!.id]).toEqual([want.kind, want.id]);
  expect(hit!.distance).toBeCloseTo(want.distance, 9);
  expect(hit!.point.x).toBeCloseTo(want.point.x, 9);
  expect(hit!.point.y).toBeCloseTo(want.point.y, 9);
}

const at = (x: number, y: number): Point => ({ x, y });

describe("SIGNUM-MOVE-2 / MUMG-MOVE-5: the table's edges", () => {
  const board = table({ models: [model("m", "a", 36, 24)] });
  const m = board.model("m");
  const go = (to: [number, number], options?: CollisionOptions) =>
    firstCollision(board, m, pts([36, 24], to), options);

  it("SIGNUM-MOVE-2: each of the four edges stops the base where its rim touches it, and is named", () => {
    // Each path ends with the centre less than a radius from the edge, so only the base's rim
    // crosses it: the stop is half an inch short of the edge.
    expectHit(go([36, 0.3]), { kind: "edge", id: "top", distance: 23.5, point: at(36, 0.5) });
    expectHit(go([71.7, 24]), { kind: "edge", id: "right", distance: 35.5, point: at(71.5, 24) });
    expectHit(go([36, 47.7]), { kind: "edge", id: "bottom", distance: 23.5, point: at(36, 47.5) });
    expectHit(go([0.3, 24]), { kind: "edge", id: "left", distance: 35.5, point: at(0.5, 24) });
    // Ending with the rim exactly on the edge is touching it: legal.
    for (const to of [
      [36, 0.5],
      [71.5, 24],
      [36, 47.5],
      [0.5, 24],
    ] as [number, number][])
      expect(go(to)).toBeNull();
    // edges: false lets the base off the table (a ruleset that checks the end itself).
    for (const to of [
      [36, -5],
      [80, 24],
      [36, 50],
      [-5, 24],
    ] as [number, number][])
      expect(go(to, { edges: false })).toBeNull();
  });

  it("SIGNUM-MOVE-2: sliding along an edge with the rim on it is legal; towards a corner the nearer edge stops it", () => {
    const along = table({ models: [model("m", "a", 10, 0.5), model("n", "a", 0.5, 10)] });
    expect(firstCollision(along, along.model("m"), pts([10, 0.5], [20, 0.5]))).toBeNull();
    expect(firstCollision(along, along.model("n"), pts([0.5, 10], [0.5, 20]))).toBeNull();
    const corner = table({ models: [model("m", "a", 5, 5)] });
    const c = corner.model("m");
    // Towards (0.3, 0.2): the top edge (y = 0.5 after 4.5 of 4.8 in y) comes before the left one.
    const k = Math.hypot(4.7, 4.8);
    expectHit(firstCollision(corner, c, pts([5, 5], [0.3, 0.2])), {
      kind: "edge",
      id: "top",
      distance: (k * 4.5) / 4.8,
      point: at(5 - (4.7 * 4.5) / 4.8, 0.5),
    });
    expectHit(firstCollision(corner, c, pts([5, 5], [0.2, 0.3])), {
      kind: "edge",
      id: "left",
      distance: (k * 4.5) / 4.8,
      point: at(0.5, 5 - (4.7 * 4.5) / 4.8),
    });
    // The bottom-right corner, from the other side.
    const far = table({ models: [model("m", "a", 67, 43)] });
    expectHit(firstCollision(far, far.model("m"), pts([67, 43], [71.7, 47.8])), {
      kind: "edge",
      id: "bottom",
      distance: (k * 4.5) / 4.8,
      point: at(67 + (4.7 * 4.5) / 4.8, 47.5),
    });
    expectHit(firstCollision(far, far.model("m"), pts([67, 43], [71.8, 47.7])), {
      kind: "edge",
      id: "right",
      distance: (k * 4.5) / 4.8,
      point: at(71.5, 43 + (4.7 * 4.5) / 4.8),
    });
  });

  it("MUMG-MOVE-5: the first obstacle along the path wins: a base before the edge, a wall or rock before a base", () => {
    const b = table({
      models: [model("m", "a", 36, 24), model("e", "b", 36, 12)],
      walls: [{ id: "w", a: { x: 30, y: 30 }, b: { x: 42, y: 30 } }],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(30, 40, 42, 41) }],
    });
    const mover = b.model("m");
    expectHit(firstCollision(b, mover, pts([36, 24], [36, 0.3])), {
      kind: "model",
      id: "e",
      distance: 11,
      point: at(36, 13),
    });
    // The wall at y = 30 comes before the rock at y = 40 and the bottom edge.
    expectHit(firstCollision(b, mover, pts([36, 24], [36, 47.7])), {
      kind: "wall",
      id: "w",
      distance: 5.5,
      point: at(36, 29.5),
    });
    // With walls off the rock stops it, then with terrain off too (blocks: nothing) the edge.
    expectHit(firstCollision(b, mover, pts([36, 24], [36, 47.7]), { walls: false }), {
      kind: "terrain",
      id: "rock",
      distance: 15.5,
      point: at(36, 39.5),
    });
    expectHit(firstCollision(b, mover, pts([36, 24], [36, 47.7]), { walls: false, blocks: () => false }), {
      kind: "edge",
      id: "bottom",
      distance: 23.5,
      point: at(36, 47.5),
    });
    // A wall beyond a base the path meets first, on one segment, does not take its place.
    const side = table({
      models: [model("m", "a", 10, 10), model("e", "b", 15, 10)],
      walls: [{ id: "w", a: { x: 20, y: 5 }, b: { x: 20, y: 15 } }],
    });
    expectHit(firstCollision(side, side.model("m"), pts([10, 10], [30, 10])), {
      kind: "model",
      id: "e",
      distance: 4,
      point: at(14, 10),
    });
    // A wall past the path's end, near enough to be looked at (its box meets the path's grown
    // by the radius) but 0.57" from where the centre stops, is no obstacle.
    const beside = table({
      models: [model("m", "a", 10, 10)],
      walls: [{ id: "w", a: { x: 30.4, y: 10.4 }, b: { x: 35, y: 15 } }],
    });
    expect(firstCollision(beside, beside.model("m"), pts([10, 10], [30, 10]))).toBeNull();
  });
});

describe("MUMG-MOVE-5 / CARN-MOVE-2: what counts as an obstacle", () => {
  it("MUMG-MOVE-5: the mover's own base never blocks it, even where a path starts beside it", () => {
    const b = table({ models: [model("m", "a", 10, 10)] });
    // The path starts 0.6" from where the model stands and runs through that spot.
    expect(firstCollision(b, b.model("m"), pts([10.6, 10], [5, 10]))).toBeNull();
  });

  it("MUMG-MOVE-5: a base stops the path a millionth of an inch in; overlapping by no more than the tolerance is touching", () => {
    const b = table({ models: [model("m", "a", 10, 10), model("e", "b", 20, 10)] });
    const m = b.model("m");
    expectHit(firstCollision(b, m, pts([10, 10], [19.000001, 10])), {
      kind: "model",
      id: "e",
      distance: 9,
      point: at(19, 10),
    });
    expect(firstCollision(b, m, pts([10, 10], [19.0000001, 10]))).toBeNull();
  });

  it("SIGNUM-MOVE-2: only impassable terrain blocks by default; a ruleset's `blocks` picks other kinds", () => {
    const b = table({
      models: [model("m", "a", 10, 10)],
      terrain: [
        { id: "mud", kind: "difficult", polygon: rect(14, 5, 16, 15) },
        { id: "rock", kind: "impassable", polygon: rect(24, 5, 26, 15) },
      ],
    });
    const m = b.model("m");
    const path = pts([10, 10], [30, 10]);
    expectHit(firstCollision(b, m, path), {
      kind: "terrain",
      id: "rock",
      distance: 13.5,
      point: at(23.5, 10),
    });
    expectHit(firstCollision(b, m, path, { blocks: (t) => t.kind === "difficult" }), {
      kind: "terrain",
      id: "mud",
      distance: 3.5,
      point: at(13.5, 10),
    });
  });

  it("MUMG-MOVE-5: at a level, impassable terrain, walls and bases below the mover's feet are passed over", () => {
    // The mover walks at level 3 (on a roof): a 2" rock, a 3" wall and a base standing on the
    // table (1" tall) are all below it. At level 0 each of them stops it.
    const b = table({
      models: [model("m", "a", 10, 10, { height: 1 }), model("e", "b", 30, 10, { height: 1 })],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(14, 5, 16, 15), height: 2 }],
      walls: [{ id: "w", a: { x: 20, y: 5 }, b: { x: 20, y: 15 }, height: 3 }],
    });
    const m = b.model("m");
    const path = pts([10, 10], [40, 10]);
    expect(firstCollision(b, m, path, { elevation: 3 })).toBeNull();
    expectHit(firstCollision(b, m, path, { elevation: 0 }), {
      kind: "terrain",
      id: "rock",
      distance: 3.5,
      point: at(13.5, 10),
    });
    expectHit(firstCollision(b, m, path, { elevation: 2.5, models: "none" }), {
      kind: "wall",
      id: "w",
      distance: 9.5,
      point: at(19.5, 10),
    });
    expectHit(firstCollision(b, m, path, { elevation: 0, walls: false, blocks: () => false }), {
      kind: "model",
      id: "e",
      distance: 19,
      point: at(29, 10),
    });
  });
});

describe("SIGNUM-TERRAIN-1: the terrain a swept base shares area with", () => {
  // A 10" x 10" patch of difficult ground from (20, 20) to (30, 30).
  const patch: Terrain = {
    id: "mud",
    name: "Mud",
    kind: "difficult",
    polygon: rect(20, 20, 30, 30),
    height: 0,
    elevation: 0,
    direction: null,
  };

  it("SIGNUM-TERRAIN-1: standing in it, or with the base over its edge, is in it; the rim exactly on the edge is not", () => {
    expect(pathTouchesTerrain(patch, pts([25, 25]), 0.5)).toBe(true);
    expect(pathTouchesTerrain(patch, pts([19.7, 25]), 0.5)).toBe(true);
    expect(pathTouchesTerrain(patch, pts([30.3, 25]), 0.5)).toBe(true);
    expect(pathTouchesTerrain(patch, pts([19.5, 25]), 0.5)).toBe(false);
    expect(pathTouchesTerrain(patch, pts([25, 30.5]), 0.5)).toBe(false);
    expect(pathTouchesTerrain(patch, pts([5, 5]), 0.5)).toBe(false);
  });

  it("SIGNUM-TERRAIN-1: a path starting in it, ending in it, passing through or beside it is in it; one sliding with its rim on the edge is not", () => {
    // Wholly inside, far from every edge.
    expect(pathTouchesTerrain(patch, pts([22, 25], [28, 25]), 0.5)).toBe(true);
    // Starting inside, leaving it; arriving from outside and ending in it.
    expect(pathTouchesTerrain(patch, pts([25, 25], [40, 25]), 0.5)).toBe(true);
    expect(pathTouchesTerrain(patch, pts([5, 5], [10, 10], [25, 25]), 0.5)).toBe(true);
    // Passing beside it with the base over its right edge, on the last of three segments.
    expect(pathTouchesTerrain(patch, pts([40, 10], [40, 40], [30.3, 40], [30.3, 29]), 0.5)).toBe(true);
    // The rim runs exactly along the top edge: touching, not in.
    expect(pathTouchesTerrain(patch, pts([15, 19.5], [35, 19.5]), 0.5)).toBe(false);
    expect(pathTouchesTerrain(patch, pts([5, 5], [10, 5], [10, 15]), 0.5)).toBe(false);
  });

  const around: TerrainSpec[] = [
    // Each within 0.3" of (10, 10), one on each side; "far" out of reach.
    { id: "w", kind: "difficult", polygon: rect(8, 9, 9.7, 11) },
    { id: "n", kind: "difficult", polygon: rect(9, 8, 11, 9.7) },
    { id: "e", kind: "difficult", polygon: rect(10.3, 9, 12, 11) },
    { id: "s", kind: "difficult", polygon: rect(9, 10.3, 11, 12) },
    { id: "far", kind: "difficult", polygon: rect(14, 14, 15, 15) },
    { id: "rock", kind: "impassable", polygon: rect(9.9, 9.9, 10.1, 10.1) },
  ];
  const difficult = (t: Terrain) => t.kind === "difficult";
  const ids = (ts: Terrain[]) => ts.map((t) => t.id);

  it("SIGNUM-TERRAIN-1: a one-point path finds every matching piece its base reaches, on every side", () => {
    const b = table({ terrain: around });
    expect(ids(terrainAlongPath(b, pts([10, 10]), 0.5, difficult)).sort()).toEqual(["e", "n", "s", "w"]);
    expect(ids(terrainAlongPath(b, pts([10, 10]), 0.5, (t) => t.kind === "impassable"))).toEqual(["rock"]);
    expect(terrainAlongPath(b, pts([10, 10]), 0.2, difficult)).toEqual([]);
  });

  it("SIGNUM-TERRAIN-1: a path finds each piece once, segment by segment in the order it meets them, on every side of each segment", () => {
    // A diagonal segment from (10, 10) to (20, 16): pieces behind its start ("w"), above its
    // start ("n"), past its end ("e2") and below its end ("s2"), each 0.3" from the base's centre.
    const b = table({
      terrain: [
        { id: "w", kind: "difficult", polygon: rect(8, 9.8, 9.7, 10.2) },
        { id: "n", kind: "difficult", polygon: rect(9.8, 8, 10.2, 9.7) },
        { id: "e2", kind: "difficult", polygon: rect(20.3, 15.8, 22, 16.2) },
        { id: "s2", kind: "difficult", polygon: rect(19.8, 16.3, 20.2, 18) },
        { id: "rock", kind: "impassable", polygon: rect(14, 12, 16, 14) },
        // Inside the segment's box, but more than 4" from it.
        { id: "corner", kind: "difficult", polygon: rect(18.5, 9.6, 19.5, 10.4) },
      ],
    });
    const one = ids(terrainAlongPath(b, pts([10, 10], [20, 16]), 0.5, difficult));
    expect(one.sort()).toEqual(["e2", "n", "s2", "w"]);
    // Back and forth over the same ground: each piece once, in the order the path first meets it
    // ("far" on the second segment, the four around (10, 10) on the first).
    const c = table({ terrain: around });
    const back = terrainAlongPath(c, pts([10, 10], [10, 20], [14.5, 14.5], [10, 10]), 0.5, difficult);
    const first = ids(back.slice(0, 4)).sort();
    expect([...first, ...ids(back.slice(4))]).toEqual(["e", "n", "s", "w", "far"]);
    expect(terrainAlongPath(c, pts([30, 30], [40, 30]), 0.5, difficult)).toEqual([]);
  });
});
