import { describe, expect, it, vi } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec } from "../../../src/engine/board/types";
import { routeToward } from "../../../src/engine/routing/toward";
import { type PlacementRules, placeUnit, unitCoherency, unitToward } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

// The boxes the board is asked for (`near`; `nearSegment` asks through it), one string each.
function queries(board: Board): string[] {
  const asked: string[] = [];
  const near = board.near.bind(board);
  vi.spyOn(board, "near").mockImplementation((...box: [number, number, number, number]) => {
    asked.push(box.join(","));
    return near(...box);
  });
  return asked;
}

const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { baseMm: 32, unitId: "squad", ...extra });

describe("what the unit's rules ask the board (issue 14, mutation testing)", () => {
  it("SCTMG-COH-1: a unit's coherency asks the board once for the whole group, a lone leader not at all", () => {
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 11.5, 10), squad("m3", 13, 10), squad("m4", 10, 14)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(9, 11.5, 12, 13) }],
    });
    const [lead, ...members] = ["lead", "m2", "m3", "m4"].map((id) => board.model(id));
    const ids = new Set(["lead", "m2", "m3", "m4"]);
    const asked = queries(board);
    // m4 is 4" away (not Wholly Within 3") and cut off by the rock; the others are in.
    expect(unitCoherency(board, lead!, members, ids, { range: 3, gapWidth: 0 })).toEqual({
      inCoherency: false,
      within: new Set(["lead", "m2", "m3"]),
      linked: new Set(["lead", "m2", "m3"]),
    });
    expect(asked).toHaveLength(1);
    asked.length = 0;
    expect(unitCoherency(board, lead!, [], new Set(["lead"]), { range: 3, gapWidth: 0 })).toEqual({
      inCoherency: true,
      within: new Set(["lead"]),
      linked: new Set(["lead"]),
    });
    expect(asked).toEqual([]);
  });

  it("SCTMG-LEAD-1: placing a unit never asks the board the same thing twice (fits and links are remembered)", () => {
    // The corridor 1.4" wide closed at x = 40 of placement.mutation.test.ts: the old formation
    // leaves m3 out, so the second (packed) pass runs over the places the first one tried.
    const board = table({
      models: [squad("lead", 20, 20), squad("m2", 18, 20), squad("m3", 16, 20)],
      terrain: [
        { id: "n", kind: "impassable", polygon: rect(0, 0, 40, 9.3) },
        { id: "s", kind: "impassable", polygon: rect(0, 10.7, 40, 48) },
        { id: "end", kind: "impassable", polygon: rect(40, 0, 41, 48) },
      ],
    });
    const [leader, ...members] = ["lead", "m2", "m3"].map((id) => board.model(id));
    const rules: PlacementRules = { range: 3, gapWidth: 0, support: true };
    const asked = queries(board);
    const p = placeUnit(
      board,
      { leader: leader!, to: { x: 40 - 16 / 25.4, y: 10 }, level: 0, members },
      rules,
    );
    expect(p.unitStatus).toBe("in-coherency");
    expect(p.placements.map((x) => x.status)).toEqual(["leader", "coherent", "coherent"]);
    expect(asked.length).toBeGreaterThan(3);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it("SCTMG-TOWARD-2: a unit of one model is its own Leading Model: no search for a leader", () => {
    const board = table({
      models: [
        model("m1", "a", 16, 10, { baseMm: 32, unitId: "u" }),
        model("t", "b", 10, 12, { baseMm: 32 }),
      ],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(12.5, 9, 13.5, 15) }],
    });
    const [m1, t] = [board.model("m1"), board.model("t")];
    const asked = queries(board);
    const direct = routeToward(board, m1, t, { maxDistance: 2, ignore: new Set(["m1"]) });
    const alone = asked.length;
    asked.length = 0;
    const r = unitToward(board, [m1], [t], { maxDistance: 2 });
    expect(r).toEqual({ leader: m1, target: t, move: direct });
    expect(asked).toHaveLength(alone);
  });

  it("SCTMG-LEAD-1: when every model keeps its old place relative to the leader, one pass: a query per base and per link", () => {
    // Open ground: the neighbourhood (1), then for m2 and m3 their base's box (1 each) and their
    // link to the nearest model placed (1 each). A second (packed) pass would ask about more places.
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 11.5, 10), squad("m3", 10, 11.5)] });
    const [leader, ...members] = ["lead", "m2", "m3"].map((id) => board.model(id));
    const asked = queries(board);
    const p = placeUnit(
      board,
      { leader: leader!, to: { x: 20, y: 15 }, level: 0, members },
      { range: 3, gapWidth: 1 },
    );
    expect(p).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 15 }, status: "leader" },
        { modelId: "m2", point: { x: 21.5, y: 15 }, status: "coherent" },
        { modelId: "m3", point: { x: 20, y: 16.5 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
    expect(asked).toHaveLength(5);
  });
});
