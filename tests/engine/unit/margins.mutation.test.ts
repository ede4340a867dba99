import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec, WallSpec } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
import { type Placement, type PlacementRules, placeUnit } from "../../../src/engine/unit";
import { model, table } from "../helpers";

const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { unitId: "squad", ...extra });
/** A wall a thousandth long, upright: a post. */
const post = (id: string, x: number, y: number): WallSpec => ({
  id,
  a: { x, y: y - 0.0005 },
  b: { x, y: y + 0.0005 },
});
function place(board: Board, to: Point, rules: PlacementRules, fixed?: Map<string, Point>): Placement {
  const [leader, ...members] = board.models.filter((m) => m.unitId === "squad");
  return placeUnit(board, { leader: leader!, to, level: 0, members, ...(fixed ? { fixed } : {}) }, rules);
}

/*
 * What the unit's neighbourhood (nearGroup round the leader's end and the player's places) must
 * hold: every obstacle a touching place in range could touch (range + the leader's radius out),
 * and everything within the clearance of a final link, including a link from a player's model to
 * one placed automatically up to the range from the leader's end. The margin is the search's reach
 * plus the clearance, the keep-away distance and the largest radius; these boards stand an
 * obstacle just inside it where one of those terms is what reaches it.
 */
describe("placement: what the unit's neighbourhood must hold (issue 14, mutation testing)", () => {
  it('SCTMG-COH-1, SCTMG-MOVE-1: keeping 1" from enemies, with 25 mm bases and no search beyond 3", the model touches a post at the range\'s far edge, nearest its old place', () => {
    // m2 stood 3.2" right of the leader: out of range. The nearest place Wholly Within 3" is on the
    // line, against a post at x = 33.49 (3.49" out: the range plus the leader's radius is 3.492").
    // Without the keep-away distance in the margin (reach 3.984" + 0.492") the box would end at
    // 3.476" and leave the post out, and the model would stand on the lattice, 0.045" farther.
    const board = table({
      models: [
        squad("lead", 10, 10, { baseMm: 25 }),
        squad("m2", 13.2, 10, { baseMm: 25 }),
        model("z", "zerg", 60, 40, { baseMm: 25 }),
      ],
      walls: [post("p", 33.49, 24)],
    });
    const r = board.model("m2").r;
    const rules: PlacementRules = {
      range: 3,
      gapWidth: 0,
      searchBeyond: 0,
      keepAway: { models: [board.model("z")], distance: 1 },
    };
    const got = place(board, { x: 30, y: 24 }, rules);
    expect(got.placements[1]!.point.x).toBeCloseTo(33.49 - r - 1e-7, 12);
    expect(got).toEqual({
      placements: [
        { modelId: "lead", point: { x: 30, y: 24 }, status: "leader" },
        { modelId: "m2", point: { x: got.placements[1]!.point.x, y: 24 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it('SCTMG-COH-2, SCTMG-GAP-1: a player\'s model whose link to the leader is walled off and whose link to a model placed 2.5" out passes a 2.8" gap is not linked (Size 3: 3" clearance)', () => {
    // The leader ends at (30, 24); a is placed at its old place, (32.5, 24). The player puts f at
    // (30, 21.5): a wall lies between it and the leader, and its line to a passes between posts
    // at (31.8, 23.6) and (34.55, 23.2), 2.78" apart. The second post is 4.55" right of the
    // player's places' box: inside only with the clearance in the margin (4" + 3" + 0.5").
    const board = table({
      models: [squad("lead", 10, 10), squad("a", 12.5, 10), squad("f", 10, 7.5)],
      walls: [
        { id: "w", a: { x: 29, y: 22.7 }, b: { x: 31, y: 22.7 } },
        post("o1", 31.8, 23.6),
        post("o2", 34.55, 23.2),
      ],
    });
    const fixed = new Map([["f", { x: 30, y: 21.5 }]]);
    expect(place(board, { x: 30, y: 24 }, { range: 3, gapWidth: 3, searchBeyond: 0 }, fixed)).toEqual({
      placements: [
        { modelId: "lead", point: { x: 30, y: 24 }, status: "leader" },
        { modelId: "a", point: { x: 32.5, y: 24 }, status: "coherent" },
        { modelId: "f", point: { x: 30, y: 21.5 }, status: "out-of-coherency" },
      ],
      unitStatus: "out-of-coherency",
      misfits: [],
    });
  });
});
