import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec, TerrainSpec } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
import { baseFitsAt } from "../../../src/engine/path/fit";
import { placeUnit, unitCoherency, type PlacementRules } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

const R32 = 16 / 25.4;
const RULES: PlacementRules = { range: 3, gapWidth: 1, support: true };
const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { baseMm: 32, unitId: "squad", ...extra });

function place(board: Board, to: Point, rules: PlacementRules = RULES, fixed?: Map<string, Point>) {
  const [leader, ...members] = board.models.filter((m) => m.unitId === "squad");
  return placeUnit(board, { leader: leader!, to, level: 0, members, ...(fixed ? { fixed } : {}) }, rules);
}

describe("automatic placement (unit module)", () => {
  it("SCTMG-LEAD-1: on open ground the others keep their places relative to the Leading Model", () => {
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 11.5, 10), squad("m3", 10, 11.5), squad("m4", 8.5, 8.5)],
    });
    const p = place(board, { x: 20, y: 15 });
    expect(p).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 15 }, status: "leader" },
        { modelId: "m2", point: { x: 21.5, y: 15 }, status: "coherent" },
        { modelId: "m3", point: { x: 20, y: 16.5 }, status: "coherent" },
        { modelId: "m4", point: { x: 18.5, y: 13.5 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it("SCTMG-COH-1: a model whose old place is taken goes to the nearest place that fits and links", () => {
    // The rock covers m2's old relative place (21.5, 15).
    const rock: TerrainSpec = { id: "rock", kind: "impassable", polygon: rect(21.9, 14, 24, 16) };
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 11.5, 10)], terrain: [rock] });
    const p = place(board, { x: 20, y: 15 });
    const m2 = p.placements[1]!;
    expect(p.placements.map((x) => x.status)).toEqual(["leader", "coherent"]);
    expect(p.unitStatus).toBe("in-coherency");
    // An independent, finer search for the best place: nothing overlapped, Wholly Within 3".
    const m = board.model("m2");
    const wanted = { x: 21.5, y: 15 };
    let best = Infinity;
    for (let x = 17; x <= 23; x += 0.01) {
      for (let y = 12; y <= 18; y += 0.01) {
        if (Math.hypot(x - 20, y - 15) > 3 || Math.hypot(x - 20, y - 15) < 2 * R32) continue;
        if (!baseFitsAt(board, m, { x, y }, { ignore: new Set(["lead", "m2"]) })) continue;
        best = Math.min(best, Math.hypot(x - wanted.x, y - wanted.y));
      }
    }
    const got = Math.hypot(m2.point.x - wanted.x, m2.point.y - wanted.y);
    // Within half a lattice step's diagonal of the best, and never better than it.
    expect(got).toBeGreaterThanOrEqual(best - 0.01);
    expect(got).toBeLessThanOrEqual(best + (R32 / 3) * Math.SQRT1_2 + 0.01);
    expect(baseFitsAt(board, m, m2.point, { ignore: new Set(["lead", "m2"]) })).toBe(true);
  });

  it('SCTMG-COH-3: with no room within 3" a model goes as close as possible with a link and the unit is Out of Coherency', () => {
    // The leader stands at the closed end of a corridor 1.4" wide: one base fits across it, so
    // the fourth model ends more than 3" away along the corridor.
    const walls: TerrainSpec[] = [
      { id: "n", kind: "impassable", polygon: rect(0, 0, 40, 9.3) },
      { id: "s", kind: "impassable", polygon: rect(0, 10.7, 40, 48) },
      { id: "end", kind: "impassable", polygon: rect(40, 0, 41, 48) },
    ];
    const board = table({
      models: [
        squad("lead", 5, 20),
        squad("m2", 6.5, 20),
        squad("m3", 8, 20),
        squad("m4", 9.5, 20),
        squad("m5", 11, 20),
      ],
      terrain: walls,
    });
    const p = place(board, { x: 40 - R32, y: 10 }, { ...RULES, gapWidth: 0 });
    const statuses = p.placements.map((x) => x.status);
    expect(statuses).toEqual(["leader", "coherent", "coherent", "out-of-coherency", "out-of-coherency"]);
    // Each out-of-coherency model is as close as it can be: the corridor holds them in a line.
    const xs = p.placements.map((x) => x.point.x);
    for (let i = 1; i < xs.length; i++) expect(xs[i]!).toBeLessThan(xs[i - 1]!);
    expect(p.unitStatus).toBe("out-of-coherency");
    expect(p.misfits).toEqual([]);
  });

  it("SCTMG-COH-3: a model with no legal linked place at all is a casualty, and casualties never break coherency (SCTMG-COH-4)", () => {
    // A pocket with room for the leader and one more model only, walled all round.
    const [w, h] = [4 * R32 + 0.3, 2 * R32 + 0.3];
    const ring: TerrainSpec[] = [
      { id: "w", kind: "impassable", polygon: rect(0, 0, 19, 48) },
      { id: "e", kind: "impassable", polygon: rect(19 + w, 0, 72, 48) },
      { id: "n", kind: "impassable", polygon: rect(19, 0, 19 + w, 14) },
      { id: "s", kind: "impassable", polygon: rect(19, 14 + h, 19 + w, 48) },
    ];
    const board = table({
      models: [squad("lead", 10, 30), squad("m2", 11.5, 30), squad("m3", 10, 31.5)],
      terrain: ring,
    });
    const p = place(board, { x: 19 + R32, y: 14 + R32 });
    expect(p.placements.map((x) => [x.modelId, x.status])).toEqual([
      ["lead", "leader"],
      ["m2", "coherent"],
      ["m3", "casualty"],
    ]);
    const m2 = p.placements[1]!.point;
    expect(m2.x).toBeGreaterThanOrEqual(19 + 3 * R32 - 1e-9);
    expect(m2.x).toBeLessThanOrEqual(19 + w - R32 + 1e-9);
    // The casualty keeps the point it stood on.
    expect(p.placements[2]!.point).toEqual({ x: 10, y: 31.5 });
    expect(p.unitStatus).toBe("in-coherency");
  });

  it("SCTMG-COH-1: the player's places are checked, not moved; one that overlaps is a misfit", () => {
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 11.5, 10), squad("m3", 10, 11.5)] });
    const fixed = new Map<string, Point>([["m2", { x: 20.5, y: 15 }]]);
    const p = place(board, { x: 20, y: 15 }, RULES, fixed);
    expect(p.placements[1]).toEqual({ modelId: "m2", point: { x: 20.5, y: 15 }, status: "coherent" });
    expect(p.misfits).toEqual(["m2"]);
    const far = place(board, { x: 20, y: 15 }, RULES, new Map([["m2", { x: 25, y: 15 }]]));
    expect(far.placements[1]).toEqual({ modelId: "m2", point: { x: 25, y: 15 }, status: "out-of-coherency" });
    expect(far.misfits).toEqual([]);
    expect(far.unitStatus).toBe("out-of-coherency");
  });

  it("SCTMG-MOVE-1: keepAway keeps every placed model clear of the given bases", () => {
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 11.5, 10), model("z", "zerg", 23, 15, { baseMm: 32 })],
    });
    const z = board.model("z");
    const p = place(board, { x: 20, y: 15 }, { ...RULES, keepAway: { models: [z], distance: 1 } });
    const m2 = p.placements[1]!;
    expect(m2.status).toBe("coherent");
    expect(Math.hypot(m2.point.x - z.x, m2.point.y - z.y) - 2 * R32).toBeGreaterThanOrEqual(1 - 1e-9);
  });

  it("SCTMG-TOWARD-2: with prefer the others go as far from (away) the target as they can, in coherency", () => {
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 11.5, 10)] });
    const target = { x: 0, y: 15 };
    const p = place(board, { x: 20, y: 15 }, { ...RULES, prefer: { target, away: true } });
    const m2 = p.placements[1]!;
    expect(m2.status).toBe("coherent");
    // The farthest from the target while Wholly Within 3" of the leader: straight out behind it.
    expect(m2.point.x).toBeGreaterThan(23 - 0.2);
    expect(m2.point.x).toBeLessThanOrEqual(23 + 1e-9);
    expect(Math.abs(m2.point.y - 15)).toBeLessThan(0.7);
    const board2 = table({ models: [squad("lead", 10, 10), squad("m2", 11.5, 10)] });
    const toward = place(board2, { x: 20, y: 15 }, { ...RULES, prefer: { target, away: false } });
    expect(toward.placements[1]!.point.x).toBeLessThan(20 - 2 * R32 + 1e-9);
  });

  it("SCTMG-COH-1: placements agree with unitCoherency on the arrangement they produce", () => {
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 11.5, 10), squad("m3", 10, 11.5), squad("m4", 12, 12)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(19, 16, 24, 17) }],
    });
    const p = place(board, { x: 20, y: 15 });
    const unit = board.models.filter((m) => m.unitId === "squad");
    const standing = p.placements
      .slice(1)
      .map((x) => ({ ...board.model(x.modelId), x: x.point.x, y: x.point.y }));
    const lead = { ...unit[0]!, x: 20, y: 15 };
    const c = unitCoherency(board, lead, standing, new Set(unit.map((m) => m.id)), RULES);
    expect(c.inCoherency).toBe(p.unitStatus === "in-coherency");
    expect(p.unitStatus).toBe("in-coherency");
  });
});
