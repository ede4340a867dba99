import { describe, expect, it } from "vitest";
import type { ModelSpec, TerrainSpec } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
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
 * SCTMG-COH-3: a model is a casualty only when it has no legal place with a link at all. The
 * board is pocket.mutation.test.ts's first, the pocket under m3 (a 1" base at the corridor's
 * end, (32, 24)) made a column 2" wide down to y = 19.4, and two 2" bases, m1 and m2, which fit
 * nowhere else within 3" of the leader and beyond. No lattice point lies on the column's line
 * x = 32 (0.3" through the leader's end (30, 24)), the line from the leader to each place on it
 * crosses the middle block, and the column's places are those touching a model standing in it.
 * m1 and m2, placed before m3 (they stood nearer the leader), are both left by the passes and
 * find nothing beyond the range (the column is empty). The last look puts m1 against m3, Wholly
 * Within; m2 then has a place below m1, linked to it, out of range. It used to be a casualty
 * (its search beyond the range came before the last look).
 */
describe("placement: a casualty looks again once the last look has placed the others (issue 14)", () => {
  it("SCTMG-COH-3: a model whose only place with a link is against a model placed by the last look stands there, out of coherency, not a casualty", () => {
    const angle = (12 * Math.PI) / 8;
    const d3 = 1 + 0.5 + 1e-7;
    const m1At = { x: 32 + d3 * Math.cos(angle), y: 24 + d3 * Math.sin(angle) };
    const d1 = 1 + 1 + 1e-7;
    const m2At = { x: m1At.x + d1 * Math.cos(angle), y: m1At.y + d1 * Math.sin(angle) };
    expect([m1At.x, m2At.x]).toEqual([32, 32]);
    const board = table({
      models: [
        squad("lead", 10, 10),
        squad("m1", 10, 8.4, { baseMm: 50.8 }),
        squad("m2", 8.2, 10, { baseMm: 50.8 }),
        squad("m3", 12, 10),
      ],
      terrain: [
        block("top", rect(20, 24.5, 40, 30)),
        block("left", rect(20, 18, 29.5, 24.5)),
        block("right", pts([33, 18], [40, 18], [40, 24.5], [32.5, 24.5], [32.5, 23.5], [33, 23.5])),
        block("middle", rect(29.5, 18, 31, 23.5)),
        block("floor", rect(31, 18, 33, 19.4)),
      ],
    });
    const [leader, ...members] = board.models.filter((m) => m.unitId === "squad");
    expect(
      placeUnit(
        board,
        { leader: leader!, to: { x: 30, y: 24 }, level: 0, members },
        { range: 3, gapWidth: 0, step: 0.3 },
      ),
    ).toEqual({
      placements: [
        { modelId: "lead", point: { x: 30, y: 24 }, status: "leader" },
        { modelId: "m1", point: m1At, status: "coherent" },
        { modelId: "m2", point: m2At, status: "out-of-coherency" },
        { modelId: "m3", point: { x: 32, y: 24 }, status: "coherent" },
      ],
      unitStatus: "out-of-coherency",
      misfits: [],
    });
  });
});
