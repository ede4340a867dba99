// The collision sweep (src/engine/path/collision.ts) when two obstacles are met at exactly the same
// point. The sweep names one of them in a fixed order: bases, then terrain, then walls, then the
// table's edges (top, right, bottom, left), and within each kind the first in the board's order
// (tolerance.ts: two causes that stop a path at the same point are one point, and the first in
// the rules' order wins). Each scene is mirrored across the path's line (y = 10), so both
// obstacles are met at the same distance to the last bit; bases are 1" across (r = 0.5).
import { describe, expect, it } from "vitest";
import type { ModelSpec, TerrainSpec, WallSpec } from "../../../src/engine/board/types";
import { type PathHit, firstCollision } from "../../../src/engine/path/collision";
import { model, pts, rect, table } from "../helpers";

function expectHit(hit: PathHit | null, want: PathHit): void {
  expect(hit).not.toBeNull();
  expect(Object.keys(hit!).sort()).toEqual(["distance", "id", "kind", "point"]);
  expect([hit!.kind, hit!.id]).toEqual([want.kind, want.id]);
  expect(hit!.distance).toBeCloseTo(want.distance, 9);
  expect(hit!.point.x).toBeCloseTo(want.point.x, 9);
  expect(hit!.point.y).toBeCloseTo(want.point.y, 9);
}

/** The first collision of the mover at (10, 10) walking to (30, 10) among these obstacles. */
function along(parts: { models?: ModelSpec[]; terrain?: TerrainSpec[]; walls?: WallSpec[] }): PathHit | null {
  const board = table({
    models: [model("m", "a", 10, 10), ...(parts.models ?? [])],
    terrain: parts.terrain ?? [],
    walls: parts.walls ?? [],
  });
  return firstCollision(board, board.model("m"), pts([10, 10], [30, 10]));
}

describe("MUMG-MOVE-5 / SIGNUM-MOVE-2: two obstacles met at the same point (issue 14, mutation testing)", () => {
  it("MUMG-MOVE-5: two bases met at once, one each side of the path: the first in the board's order is named", () => {
    // Centres (20, 10.25) and (20, 9.75): the rims (1" from the centre) meet at x = 20 - √0.9375.
    const up = model("up", "b", 20, 10.25);
    const down = model("down", "b", 20, 9.75);
    const x = 20 - Math.sqrt(0.9375);
    const want = (id: string): PathHit => ({ kind: "model", id, distance: x - 10, point: { x, y: 10 } });
    expectHit(along({ models: [up, down] }), want("up"));
    expectHit(along({ models: [down, up] }), want("down"));
  });

  it("MUMG-MOVE-5: two rocks' corners met at once: the first in the board's order is named", () => {
    // Corners (19.5, 10.25) and (19.5, 9.75), reached by the rim at x = 19.5 - √0.1875.
    const above: TerrainSpec = { id: "above", kind: "impassable", polygon: rect(19.5, 10.25, 22, 12) };
    const below: TerrainSpec = { id: "below", kind: "impassable", polygon: rect(19.5, 8, 22, 9.75) };
    const x = 19.5 - Math.sqrt(0.1875);
    const want = (id: string): PathHit => ({ kind: "terrain", id, distance: x - 10, point: { x, y: 10 } });
    expectHit(along({ terrain: [above, below] }), want("above"));
    expectHit(along({ terrain: [below, above] }), want("below"));
  });

  it("MUMG-MOVE-5: two walls' ends met at once name the first in the board's order; a rock met with a wall is named before it", () => {
    const up: WallSpec = { id: "up", a: { x: 19.5, y: 10.25 }, b: { x: 19.5, y: 14 } };
    const down: WallSpec = { id: "down", a: { x: 19.5, y: 9.75 }, b: { x: 19.5, y: 6 } };
    const x = 19.5 - Math.sqrt(0.1875);
    const at = { distance: x - 10, point: { x, y: 10 } };
    expectHit(along({ walls: [up, down] }), { kind: "wall", id: "up", ...at });
    expectHit(along({ walls: [down, up] }), { kind: "wall", id: "down", ...at });
    // The rock's corner (19.5, 10.25) and the wall's end (19.5, 9.75): terrain comes first.
    const rock: TerrainSpec = { id: "rock", kind: "impassable", polygon: rect(19.5, 10.25, 22, 12) };
    expectHit(along({ terrain: [rock], walls: [down] }), { kind: "terrain", id: "rock", ...at });
  });

  it("SIGNUM-MOVE-2: a wall drawn along the table's right edge is named before the edge met at the same point", () => {
    const board = table({
      models: [model("m", "a", 60, 10)],
      walls: [{ id: "rail", a: { x: 72, y: 5 }, b: { x: 72, y: 15 } }],
    });
    expectHit(firstCollision(board, board.model("m"), pts([60, 10], [71.9, 10])), {
      kind: "wall",
      id: "rail",
      distance: 11.5,
      point: { x: 71.5, y: 10 },
    });
  });

  it("SIGNUM-MOVE-2: straight into a table corner, both edges are met at once; the first of top, right, bottom, left is named", () => {
    // Each path runs at 45° from 9.75" inside both edges to 0.25" inside them: the rim meets both
    // edges when the centre is 0.5" from each, after 9.5√2.
    const board = table({
      models: [
        model("tl", "a", 10, 10),
        model("tr", "a", 62, 10),
        model("br", "a", 62, 38),
        model("bl", "a", 10, 38),
      ],
    });
    const d = 9.5 * Math.SQRT2;
    const go = (id: string, to: [number, number]) => {
      const m = board.model(id);
      return firstCollision(board, m, pts([m.x, m.y], to));
    };
    expectHit(go("tl", [0.25, 0.25]), { kind: "edge", id: "top", distance: d, point: { x: 0.5, y: 0.5 } });
    expectHit(go("tr", [71.75, 0.25]), { kind: "edge", id: "top", distance: d, point: { x: 71.5, y: 0.5 } });
    expectHit(go("br", [71.75, 47.75]), {
      kind: "edge",
      id: "right",
      distance: d,
      point: { x: 71.5, y: 47.5 },
    });
    expectHit(go("bl", [0.25, 47.75]), {
      kind: "edge",
      id: "bottom",
      distance: d,
      point: { x: 0.5, y: 47.5 },
    });
  });
});
