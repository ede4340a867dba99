import { describe, expect, it } from "vitest";
import type { ModelSpec, TerrainSpec } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
import { GEOMETRY_TOLERANCE as T } from "../../../src/engine/geometry/tolerance";
import { placeUnit } from "../../../src/engine/unit";
import { model, pts, rect, table } from "../helpers";

const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { unitId: "squad", ...extra });
const block = (id: string, polygon: Point[]): TerrainSpec => ({
  id,
  name: id,
  kind: "impassable",
  polygon,
  height: 3,
});

/*
 * The last look (SCTMG-COH-3: a model left without a place in range looks once more with the
 * whole unit standing) tries the lattice and the places touching what stands there, among them
 * the 16 round each model placed. The board: a corridor 1" high from the leader's end (30, 24)
 * to m2's place (32, 24), and under m2 a pocket exactly 2" wide (x 31 to 33) whose floor is
 * 2.5000001" below m2's centre. m1 (a 2" base) is placed first (it stood nearer the leader) and
 * fits nowhere then: the corridor is too low, and no lattice point (0.3" through the leader's end)
 * lies on the pocket's line x = 32. Once m2 stands, the place touching it straight below,
 * (32, 22.4999999), fits the pocket exactly: 2.50000006" from the leader's end, Wholly Within 3"
 * (2.5" between centres for these bases, with the tolerance).
 */
describe("placement: the last look's touching places (issue 14, mutation testing)", () => {
  it("SCTMG-COH-1, SCTMG-COH-3: a model with room only against a model placed after it is placed there on the last look, not a casualty", () => {
    const d = 1 + 0.5 + 1e-7;
    const below = (12 * Math.PI) / 8;
    const s = { x: 32 + d * Math.cos(below), y: 24 + d * Math.sin(below) };
    expect(s.x).toBe(32);
    const board = table({
      models: [squad("lead", 10, 10), squad("m1", 10, 8.4, { baseMm: 50.8 }), squad("m2", 12, 10)],
      terrain: [
        block("top", rect(20, 24.5, 40, 30)),
        block("left", rect(20, 18, 29.5, 24.5)),
        block("right", pts([33, 18], [40, 18], [40, 24.5], [32.5, 24.5], [32.5, 23.5], [33, 23.5])),
        block("middle", rect(29.5, 18, 31, 23.5)),
        block("floor", rect(31, 18, 33, s.y - 1)),
      ],
    });
    const [leader, ...members] = board.models.filter((m) => m.unitId === "squad");
    expect(
      placeUnit(
        board,
        { leader: leader!, to: { x: 30, y: 24 }, level: 0, members },
        { range: 3, gapWidth: 0, step: 0.3, searchBeyond: 0 },
      ),
    ).toEqual({
      placements: [
        { modelId: "lead", point: { x: 30, y: 24 }, status: "leader" },
        { modelId: "m1", point: s, status: "coherent" },
        { modelId: "m2", point: { x: 32, y: 24 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });
  it("SCTMG-COH-3: a model with no room in range stands against a model placed after it, in a pocket at the far edge of the search beyond the range", () => {
    // The same pocket under m2, now at (32.5, 24): its place, (32.5, 22.4999999), is 2.915…" from
    // the leader's end, out of range (2.5"), and the search beyond it ends exactly there (with the
    // tolerance).
    const d = 1 + 0.5 + 1e-7;
    const below = (12 * Math.PI) / 8;
    const s = { x: 32.5 + d * Math.cos(below), y: 24 + d * Math.sin(below) };
    expect(s.x).toBe(32.5);
    const far = Math.sqrt((s.x - 30) * (s.x - 30) + (s.y - 24) * (s.y - 24));
    // How far beyond the range the search goes: so that its bound, the range + beyond + the
    // tolerance, is exactly that place's distance as the code computes it (checked first).
    const beyond = 0.4154757988722275;
    expect(2.5 + beyond + T).toBe(far);
    const board = table({
      models: [squad("lead", 10, 10), squad("m1", 10, 8.4, { baseMm: 50.8 }), squad("m2", 12.5, 10)],
      terrain: [
        block("top", rect(20, 24.5, 40, 30)),
        block("left", rect(20, 18, 29.5, 24.5)),
        block("right", pts([33.5, 18], [40, 18], [40, 24.5], [33, 24.5], [33, 23.5], [33.5, 23.5])),
        block("middle", rect(29.5, 18, 31.5, 23.5)),
        block("floor", rect(31.5, 18, 33.5, s.y - 1)),
      ],
    });
    const [leader, ...members] = board.models.filter((m) => m.unitId === "squad");
    expect(
      placeUnit(
        board,
        { leader: leader!, to: { x: 30, y: 24 }, level: 0, members },
        { range: 3, gapWidth: 0, step: 0.3, searchBeyond: beyond },
      ),
    ).toEqual({
      placements: [
        { modelId: "lead", point: { x: 30, y: 24 }, status: "leader" },
        { modelId: "m1", point: s, status: "out-of-coherency" },
        { modelId: "m2", point: { x: 32.5, y: 24 }, status: "coherent" },
      ],
      unitStatus: "out-of-coherency",
      misfits: [],
    });
  });
});
