import { describe, expect, it } from "vitest";
import type { TerrainSpec } from "../../../src/engine/board/types";
import { type PlacementRules, placeUnit } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

const rock = (id: string, x0: number, y0: number, x1: number, y1: number): TerrainSpec => ({
  id,
  kind: "impassable",
  polygon: rect(x0, y0, x1, y1),
});

describe("the last look for a place in range (issue 14, mutation testing)", () => {
  it("SCTMG-COH-1: a model with no linked place in range at its turn finds one once a model placed after it stands", () => {
    // The leader ends in a cell of rock 1" square at (20, 20). A slot 0.6" high runs east from
    // it to a shaft 0.6" wide going north into a room (x 21 to 24.5, y 21.5 to 25): no straight
    // line from the leader's centre reaches the room. m1 (30 mm) fits only in the room; m2
    // (12.7 mm) fits in the slot, which sees the leader and, up the shaft, the room. m1 stood
    // nearer the leader and is placed first, when no place in range links: then m2 stands in
    // the slot, and m1 looks once more and links to it, Wholly Within 3" of the leader. The
    // player put f in the room's east part, behind a wall: nearer m1's places than m2 is, and
    // cut off from them (the last look tries more of the models placed nearest than the passes).
    const terrain = [
      rock("west", 0, 0, 19.5, 48),
      rock("under-cell", 19.5, 0, 20.5, 19.5),
      rock("under-slot", 20.5, 0, 72, 19.7),
      rock("over-cell", 19.5, 20.5, 20.5, 48),
      rock("over-slot", 20.5, 20.3, 21.4, 21.5),
      rock("west-of-room", 20.5, 21.5, 21, 48),
      rock("east-of-shaft", 22, 19.7, 72, 21.5),
      rock("over-room", 21, 25, 72, 48),
      rock("east-of-room", 24.5, 21.5, 72, 25),
    ];
    const sq = (id: string, x: number, y: number, baseMm: number) =>
      model(id, "terran", x, y, { unitId: "squad", baseMm });
    const board = table({
      models: [
        sq("lead", 40, 40, 25.4),
        sq("m1", 41, 41, 30.48),
        sq("m2", 41.7, 40, 12.7),
        sq("f", 50, 40, 25.4),
      ],
      terrain,
      walls: [{ id: "w", a: { x: 22.6, y: 21.5 }, b: { x: 22.6, y: 25 } }],
    });
    const [leader, m1, m2, f] = ["lead", "m1", "m2", "f"].map((id) => board.model(id));
    const fixed = new Map([["f", { x: 23.4, y: 22.2 }]]);
    const to = { x: 20, y: 20 };
    for (const rules of [
      { range: 3, gapWidth: 0 },
      // Placing away from a target, the last look still takes the place nearest the leader.
      { range: 3, gapWidth: 0, prefer: { target: { x: 0, y: 20 }, away: true } },
    ] as PlacementRules[]) {
      const p = placeUnit(board, { leader: leader!, to, level: 0, members: [m1!, m2!, f!], fixed }, rules);
      const at = p.placements[1]!.point;
      expect(p).toEqual({
        placements: [
          { modelId: "lead", point: to, status: "leader" },
          { modelId: "m1", point: at, status: "coherent" },
          p.placements[2],
          { modelId: "f", point: { x: 23.4, y: 22.2 }, status: "out-of-coherency" },
        ],
        unitStatus: "out-of-coherency",
        misfits: [],
      });
      expect(p.placements[2]!.status).toBe("coherent");
      // In the room, Wholly Within 3" of the leader (centres 2.9" apart at most), and as near the
      // leader as the candidate places go: the room's nearest corner is 2.64" away.
      expect(at.y).toBeGreaterThanOrEqual(21.5 + m1!.r - 1e-9);
      expect(Math.hypot(at.x - 20, at.y - 20)).toBeLessThanOrEqual(2.64 + 0.2);
    }
  });
});
