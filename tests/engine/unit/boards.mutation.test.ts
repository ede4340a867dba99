import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec } from "../../../src/engine/board/types";
import { GEOMETRY_TOLERANCE as T } from "../../../src/engine/geometry/tolerance";
import type { Point } from "../../../src/engine/geometry/vec";
import { type Placement, type PlacementRules, placeUnit } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

/** The placement with each point rounded to 1e-6 (the touching places are 1e-7 clear of what they touch). */
const rounded = (p: Placement): Placement => ({
  ...p,
  placements: p.placements.map((x) => ({
    ...x,
    point: { x: Math.round(x.point.x * 1e6) / 1e6, y: Math.round(x.point.y * 1e6) / 1e6 },
  })),
});

const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { unitId: "squad", ...extra });
function place(board: Board, to: Point, rules: PlacementRules, fixed?: Map<string, Point>): Placement {
  const [leader, ...members] = board.models.filter((m) => m.unitId === "squad");
  return placeUnit(board, { leader: leader!, to, level: 0, members, ...(fixed ? { fixed } : {}) }, rules);
}

describe("placement boards built for one rule each (issue 14, mutation testing)", () => {
  it('SCTMG-MOVE-1: an automatic place keeps 1" from a large enemy base whose centre is 6" from the leader', () => {
    // 1" bases; the enemy's base is 6" across, its centre 6" from the leader's end, its edge 3".
    // m2's old relative place (22.5, 20) touches it: m2 steps back along the line to 1" from it.
    const board = table({
      models: [
        squad("lead", 10, 10),
        squad("m2", 12.5, 10),
        model("z", "zerg", 26, 20, { baseMm: 6 * 25.4 }),
      ],
    });
    const rules: PlacementRules = {
      range: 3,
      gapWidth: 1,
      keepAway: { models: [board.model("z")], distance: 1 },
    };
    expect(place(board, { x: 20, y: 20 }, rules)).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 20 }, status: "leader" },
        { modelId: "m2", point: { x: 21.5, y: 20 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it("SCTMG-COH-1, SCTMG-COH-2: a chain through a player's model far from the leader is cut where that model's own link crosses a wall", () => {
    // b (2.5" from the leader's end) is cut off from the leader by the wall w2 and links only to
    // a, which the player put 15" away; a's link to the leader crosses the wall w1, 13" from the
    // leader's end. b is not linked: Out of Coherency (found by this test: the walls and bases
    // near a player's place far from the leader were not looked at).
    const board = table({
      models: [squad("lead", 10, 10), squad("a", 12, 10), squad("b", 10, 12)],
      walls: [
        { id: "w1", a: { x: 33, y: 19.5 }, b: { x: 33, y: 20.5 } },
        { id: "w2", a: { x: 19.7, y: 21.25 }, b: { x: 20.3, y: 21.25 } },
      ],
    });
    const fixed = new Map([
      ["a", { x: 35, y: 20 }],
      ["b", { x: 20, y: 22.5 }],
    ]);
    expect(place(board, { x: 20, y: 20 }, { range: 3, gapWidth: 0 }, fixed)).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 20 }, status: "leader" },
        { modelId: "a", point: { x: 35, y: 20 }, status: "out-of-coherency" },
        { modelId: "b", point: { x: 20, y: 22.5 }, status: "out-of-coherency" },
      ],
      unitStatus: "out-of-coherency",
      misfits: [],
    });
    // Without w1, the chain holds: b is coherent.
    const open = table({
      models: [squad("lead", 10, 10), squad("a", 12, 10), squad("b", 10, 12)],
      walls: [{ id: "w2", a: { x: 19.7, y: 21.25 }, b: { x: 20.3, y: 21.25 } }],
    });
    expect(place(open, { x: 20, y: 20 }, { range: 3, gapWidth: 0 }, fixed).placements[2]).toEqual({
      modelId: "b",
      point: { x: 20, y: 22.5 },
      status: "coherent",
    });
  });

  it('SCTMG-COH-1, SCTMG-GAP-1: with a 3" clearance, a model whose place another unit\'s base takes 3.3" from the leader touches it', () => {
    // m2's old relative place (22.5, 20) is 0.8" from the centre of a third unit's base at
    // (23.3, 20): m2 goes back along the line to touch it. Nothing is looked for beyond 3"
    // (searchBeyond 0), so the bases that matter are those within 3.5" of the leader's centre.
    const board = table({
      models: [
        squad("lead", 10, 10),
        squad("m2", 12.5, 10),
        model("civ", "terran", 23.3, 20, { unitId: "other" }),
      ],
    });
    const p = place(board, { x: 20, y: 20 }, { range: 3, gapWidth: 3, searchBeyond: 0 });
    expect(p.placements[1]!.point.x).toBeCloseTo(22.3, 6);
    expect({
      ...p,
      placements: p.placements.map((x) => ({
        ...x,
        point: { x: Math.round(x.point.x * 1e6) / 1e6, y: x.point.y },
      })),
    }).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 20 }, status: "leader" },
        { modelId: "m2", point: { x: 22.3, y: 20 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it("SCTMG-TOWARD-2: towards a target, a model goes as near it as it can: touching the rock in front, not on the lattice", () => {
    // Target far along +x; a rock's face at x = 22.9, so nothing nearer the target than x = 22.4
    // fits. On a 0.25" lattice the nearest is 22.25: the place touching the rock comes first, ahead
    // of the place touching a third unit's base (found first, but farther from the target).
    const board = table({
      models: [
        squad("lead", 10, 10),
        squad("m2", 12, 10),
        model("civ", "terran", 20, 17.5, { unitId: "other" }),
      ],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(22.9, 10, 30, 30) }],
    });
    const rules: PlacementRules = {
      range: 3,
      gapWidth: 1,
      step: 0.25,
      prefer: { target: { x: 60, y: 20 }, away: false },
    };
    expect(rounded(place(board, { x: 20, y: 20 }, rules))).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 20 }, status: "leader" },
        { modelId: "m2", point: { x: 22.4, y: 20 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it("SCTMG-TOWARD-2: with a step wider than the range (no lattice but the leader's centre), the touching places are still tried", () => {
    // The leader's base touches a rock in front (x >= 20.5) and another below (y <= 18.6); towards
    // a target far along +x the nearest place is (20, 21), touching the leader: every place that
    // fits is farther from the target than the leader's centre.
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 10, 11.5)],
      terrain: [
        { id: "front", kind: "impassable", polygon: rect(20.5, 0, 72, 48) },
        { id: "below", kind: "impassable", polygon: rect(0, 0, 20.5, 18.6) },
      ],
    });
    const rules: PlacementRules = {
      range: 3,
      gapWidth: 0,
      step: 100,
      prefer: { target: { x: 60, y: 20 }, away: false },
    };
    expect(rounded(place(board, { x: 20, y: 20 }, rules))).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 20 }, status: "leader" },
        { modelId: "m2", point: { x: 20, y: 21 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it('SCTMG-COH-3, SCTMG-MOVE-1: ringed by enemy bases, a model with no place in range 1" from them all goes as close as it can beyond 3"', () => {
    // Six enemy bases 2" from the leader's end, 60 degrees apart: every place within 3" of the
    // leader is within 1" of one. Beyond, the nearest places 1" from them all lie between two of
    // them, 3.46" out (2 / cos 30); m2 stood a little above +x, so it goes between the two there.
    const to = { x: 30, y: 24 };
    const ring = [0, 1, 2, 3, 4, 5].map((k) =>
      model(`z${k}`, "zerg", to.x + 2 * Math.cos((k * Math.PI) / 3), to.y + 2 * Math.sin((k * Math.PI) / 3)),
    );
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 11.5, 10.3), ...ring] });
    const enemies = ring.map((z) => board.model(z.id));
    const rules: PlacementRules = { range: 3, gapWidth: 0, keepAway: { models: enemies, distance: 1 } };
    const p = place(board, to, rules);
    const at = p.placements[1]!.point;
    expect(p).toEqual({
      placements: [
        { modelId: "lead", point: to, status: "leader" },
        { modelId: "m2", point: at, status: "out-of-coherency" },
      ],
      unitStatus: "out-of-coherency",
      misfits: [],
    });
    for (const z of enemies) expect(Math.hypot(at.x - z.x, at.y - z.y)).toBeGreaterThanOrEqual(2 - T);
    const d = Math.hypot(at.x - to.x, at.y - to.y);
    expect(d).toBeGreaterThanOrEqual(4 * Math.cos(Math.PI / 6) - T);
    // Within a step of the coarse lattice (2 x a sixth of an inch) of the nearest such place.
    expect(d).toBeLessThanOrEqual(4 * Math.cos(Math.PI / 6) + Math.SQRT2 / 3);
    expect(Math.abs(Math.atan2(at.y - to.y, at.x - to.x) - Math.PI / 6)).toBeLessThan(0.15);
  });
});
