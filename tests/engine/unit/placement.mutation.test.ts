import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { Model, ModelSpec, TerrainSpec, WallSpec } from "../../../src/engine/board/types";
import { GEOMETRY_TOLERANCE as T } from "../../../src/engine/geometry/tolerance";
import type { Point } from "../../../src/engine/geometry/vec";
import { type Placement, type PlacementRules, placeUnit } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

const R32 = 16 / 25.4;
const RULES: PlacementRules = { range: 3, gapWidth: 1, support: true };
const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { baseMm: 32, unitId: "squad", ...extra });

/** Places the unit "squad" (its first model the Leading Model) with the Leading Model moved to `to`. */
function place(
  board: Board,
  to: Point,
  rules: PlacementRules = RULES,
  fixed?: Map<string, Point>,
): Placement {
  const [leader, ...members] = board.models.filter((m) => m.unitId === "squad");
  return placeUnit(board, { leader: leader!, to, level: 0, members, ...(fixed ? { fixed } : {}) }, rules);
}

/** The placement with each point rounded to 1e-6 (the touching places are 1e-7 clear of what they touch). */
const rounded = (p: Placement): Placement => ({
  ...p,
  placements: p.placements.map((x) => ({
    ...x,
    point: { x: Math.round(x.point.x * 1e6) / 1e6, y: Math.round(x.point.y * 1e6) / 1e6 },
  })),
});
const r6 = (v: number): number => Math.round(v * 1e6) / 1e6;

describe("automatic placement (issue 14, mutation testing)", () => {
  it('SCTMG-COH-1: a model exactly 3" from the leader keeps its relative place; the rest of the answer is exact too', () => {
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 13, 10), squad("m3", 10, 7)] });
    expect(place(board, { x: 20, y: 15 })).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 15 }, status: "leader" },
        { modelId: "m2", point: { x: 23, y: 15 }, status: "coherent" },
        { modelId: "m3", point: { x: 20, y: 12 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it("SCTMG-COH-1: a wanted place inside a rock: the model goes out through the nearest face, touching it", () => {
    // m2's relative place (22.5, 15) is 0.3" inside the rock's west face x = 22.2.
    const rock: TerrainSpec = { id: "rock", kind: "impassable", polygon: rect(22.2, 13, 26, 17) };
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 12.5, 10)], terrain: [rock] });
    expect(rounded(place(board, { x: 20, y: 15 }))).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 15 }, status: "leader" },
        { modelId: "m2", point: { x: r6(22.2 - R32), y: 15 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
    // The same turned a quarter: m2's relative place (20, 17.5) 0.3" inside the rock's north face.
    const below: TerrainSpec = { id: "rock", kind: "impassable", polygon: rect(18, 17.2, 22, 21) };
    const turned = table({ models: [squad("lead", 10, 10), squad("m2", 10, 12.5)], terrain: [below] });
    expect(rounded(place(turned, { x: 20, y: 15 }))).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 15 }, status: "leader" },
        { modelId: "m2", point: { x: 20, y: r6(17.2 - R32) }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it("SCTMG-COH-1: a wanted place overlapping a rock, a wall or another unit's base: the model touches it", () => {
    // Each obstacle's near side is 0.4" from m2's relative place (21.6, 15), on the +x side.
    const cases: { terrain?: TerrainSpec[]; walls?: WallSpec[]; models?: ModelSpec[] }[] = [
      { terrain: [{ id: "rock", kind: "impassable", polygon: rect(22, 13, 26, 17) }] },
      { walls: [{ id: "w", a: { x: 22, y: 5 }, b: { x: 22, y: 25 } }] },
      { models: [model("civ", "terran", 22 + R32, 15, { baseMm: 32, unitId: "other" })] },
    ];
    for (const c of cases) {
      const board = table({
        models: [squad("lead", 10, 10), squad("m2", 11.6, 10), ...(c.models ?? [])],
        terrain: c.terrain ?? [],
        walls: c.walls ?? [],
      });
      expect(rounded(place(board, { x: 20, y: 15 }))).toEqual({
        placements: [
          { modelId: "lead", point: { x: 20, y: 15 }, status: "leader" },
          { modelId: "m2", point: { x: r6(22 - R32), y: 15 }, status: "coherent" },
        ],
        unitStatus: "in-coherency",
        misfits: [],
      });
    }
    // Turned a quarter: the obstacles on the +y side of m2's relative place (20, 16.6).
    const turned: typeof cases = [
      { terrain: [{ id: "rock", kind: "impassable", polygon: rect(18, 17, 22, 21) }] },
      { walls: [{ id: "w", a: { x: 10, y: 17 }, b: { x: 30, y: 17 } }] },
      { models: [model("civ", "terran", 20, 17 + R32, { baseMm: 32, unitId: "other" })] },
    ];
    for (const c of turned) {
      const board = table({
        models: [squad("lead", 10, 10), squad("m2", 10, 11.6), ...(c.models ?? [])],
        terrain: c.terrain ?? [],
        walls: c.walls ?? [],
      });
      expect(rounded(place(board, { x: 20, y: 15 }))).toEqual({
        placements: [
          { modelId: "lead", point: { x: 20, y: 15 }, status: "leader" },
          { modelId: "m2", point: { x: 20, y: r6(17 - R32) }, status: "coherent" },
        ],
        unitStatus: "in-coherency",
        misfits: [],
      });
    }
  });

  it("SCTMG-COH-1, SCTMG-GAP-2: the player's places are checked against the leader, each other, other bases, terrain and the table edge", () => {
    const board = table({
      models: [
        squad("lead", 10, 10),
        squad("m2", 11.5, 10),
        squad("m3", 10, 11.5),
        squad("m4", 8.5, 10),
        squad("m5", 10, 8.5),
        model("civ", "terran", 20, 18, { baseMm: 32, unitId: "other" }),
      ],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(17, 14, 18, 16) }],
    });
    // m2 touches the leader exactly (fits); m3 overlaps m2; m4 overlaps the rock; m5 the third
    // unit's base.
    const fixed = new Map<string, Point>([
      ["m2", { x: 20 + 2 * R32, y: 15 }],
      ["m3", { x: 20 + 2 * R32, y: 15 + 2 * R32 - 0.01 }],
      ["m4", { x: 18.5, y: 15 }],
      ["m5", { x: 20, y: 16.8 }],
    ]);
    const p = place(board, { x: 20, y: 15 }, RULES, fixed);
    expect(p.misfits).toEqual(["m3", "m4", "m5"]);
    expect(p.placements).toEqual([
      { modelId: "lead", point: { x: 20, y: 15 }, status: "leader" },
      { modelId: "m2", point: { x: 20 + 2 * R32, y: 15 }, status: "coherent" },
      { modelId: "m3", point: { x: 20 + 2 * R32, y: 15 + 2 * R32 - 0.01 }, status: "coherent" },
      { modelId: "m4", point: { x: 18.5, y: 15 }, status: "coherent" },
      { modelId: "m5", point: { x: 20, y: 16.8 }, status: "coherent" },
    ]);
    expect(p.unitStatus).toBe("in-coherency");
    // Overlapping by less than the geometry tolerance is touching; off the table is a misfit.
    const edge = place(
      board,
      { x: 20, y: 15 },
      RULES,
      new Map<string, Point>([
        ["m2", { x: 20 + 2 * R32 - T / 2, y: 15 }],
        ["m3", { x: 20, y: 15 + 2 * R32 - 2 * T }],
      ]),
    );
    expect(edge.misfits).toEqual(["m3"]);
    const off = table({ models: [squad("lead", 1, 10), squad("m2", 2.5, 10)] });
    const offEdge = place(off, { x: 1, y: 10 }, RULES, new Map([["m2", { x: 1, y: 10 + 2 * R32 + 0.5 }]]));
    expect(offEdge.misfits).toEqual([]);
    const over = place(off, { x: 1, y: 10 }, RULES, new Map([["m2", { x: R32 - 0.01, y: 10 + 2 * R32 }]]));
    expect(over.misfits).toEqual(["m2"]);
  });

  it("SCTMG-MOVE-1: a player's place 1\" from an enemy base fits, a hair nearer is a misfit, however far from the leader", () => {
    // The zerg stands 10" from the leader's end: beyond anything an automatic place could reach,
    // but the player may put a model anywhere (found by this test: such places were not checked).
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 11.5, 10), model("z", "zerg", 30, 15, { baseMm: 32 })],
    });
    const z = board.model("z");
    const rules: PlacementRules = { ...RULES, keepAway: { models: [z], distance: 1 } };
    const at = (x: number) => place(board, { x: 20, y: 15 }, rules, new Map([["m2", { x, y: 15 }]]));
    const out = (x: number, misfits: string[]): Placement => ({
      placements: [
        { modelId: "lead", point: { x: 20, y: 15 }, status: "leader" },
        { modelId: "m2", point: { x, y: 15 }, status: "out-of-coherency" },
      ],
      unitStatus: "out-of-coherency",
      misfits,
    });
    const x1 = 30 - 2 * R32 - 1;
    expect(at(x1)).toEqual(out(x1, []));
    expect(at(x1 + T / 2)).toEqual(out(x1 + T / 2, []));
    expect(at(x1 + 2 * T)).toEqual(out(x1 + 2 * T, ["m2"]));
  });

  it('SCTMG-MOVE-1: an automatic place keeps 1" from the enemy bases given', () => {
    // Automatic: m2's relative place (21.5, 15) is 0.5" from a zerg at 21.5 + 2r + 0.5: it steps
    // back to exactly 1" from it, along the line between them.
    const close = table({
      models: [
        squad("lead", 10, 10),
        squad("m2", 11.5, 10),
        model("z", "zerg", 22 + 2 * R32, 15, { baseMm: 32 }),
      ],
    });
    const z2 = close.model("z");
    const p = place(close, { x: 20, y: 15 }, { ...RULES, keepAway: { models: [z2], distance: 1 } });
    expect(p.misfits).toEqual([]);
    expect(p.unitStatus).toBe("in-coherency");
    const m2 = p.placements[1]!;
    expect(m2.status).toBe("coherent");
    expect(Math.hypot(m2.point.x - z2.x, m2.point.y - z2.y) - 2 * R32).toBeGreaterThanOrEqual(1 - T);
  });

  it('SCTMG-COH-3: how far beyond 3" a model is looked for (searchBeyond) decides between out of coherency and casualty', () => {
    // A corridor 1.4" wide closed at x = 40: one base across it. The unit stands in a line 1.27"
    // apart, the leader at its +x end; the leader ends touching the closed end, so m4 and m5
    // cannot be within 3".
    const corridor: TerrainSpec[] = [
      { id: "n", kind: "impassable", polygon: rect(0, 0, 40, 9.3) },
      { id: "s", kind: "impassable", polygon: rect(0, 10.7, 40, 48) },
      { id: "end", kind: "impassable", polygon: rect(40, 0, 41, 48) },
    ];
    const gap = 1.27;
    const board = table({
      models: ["lead", "m2", "m3", "m4", "m5"].map((id, i) => squad(id, 20 - i * gap, 20)),
      terrain: corridor,
    });
    const X = 40 - R32;
    const rules: PlacementRules = { ...RULES, gapWidth: 0 };
    // m4 touches m3 (the rim place 1e-7 clear), m5 touches m4.
    const x4 = r6(X - 2 * gap - 2 * R32);
    const x5 = r6(X - 2 * gap - 4 * R32);
    const at = (searchBeyond?: number) =>
      rounded(place(board, { x: X, y: 10 }, searchBeyond === undefined ? rules : { ...rules, searchBeyond }));
    const head = [
      { modelId: "lead", point: { x: r6(X), y: 10 }, status: "leader" },
      { modelId: "m2", point: { x: r6(X - gap), y: 10 }, status: "coherent" },
      { modelId: "m3", point: { x: r6(X - 2 * gap), y: 10 }, status: "coherent" },
    ];
    const outOf = (modelId: string, x: number) => ({
      modelId,
      point: { x, y: 10 },
      status: "out-of-coherency",
    });
    const casualty = (modelId: string, i: number) => ({
      modelId,
      point: { x: 20 - i * gap, y: 20 },
      status: "casualty",
    });
    // The default looks the range (3") again: both placed out of coherency.
    expect(at()).toEqual({
      placements: [...head, outOf("m4", x4), outOf("m5", x5)],
      unitStatus: "out-of-coherency",
      misfits: [],
    });
    expect(at(3)).toEqual(at());
    // 1" beyond: m4 (3.8" from the leader) is placed, m5 (5.06") is a casualty.
    expect(at(1)).toEqual({
      placements: [...head, outOf("m4", x4), casualty("m5", 4)],
      unitStatus: "out-of-coherency",
      misfits: [],
    });
    // Nothing beyond (0 or less): both casualties, and casualties never break coherency (SCTMG-COH-4).
    for (const b of [0, -1]) {
      expect(at(b)).toEqual({
        placements: [...head, casualty("m4", 3), casualty("m5", 4)],
        unitStatus: "in-coherency",
        misfits: [],
      });
    }
  });

  it("SCTMG-COH-1: the automatic places make room for the player's: a model whose place a player's model took touches it", () => {
    // m3's relative place (22, 15) is 0.5" from where the player put m2 (21.5, 15).
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 13, 13), squad("m3", 12, 10)] });
    const p = place(board, { x: 20, y: 15 }, RULES, new Map([["m2", { x: 21.5, y: 15 }]]));
    expect(rounded(p)).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 15 }, status: "leader" },
        { modelId: "m2", point: { x: 21.5, y: 15 }, status: "coherent" },
        { modelId: "m3", point: { x: r6(21.5 + 2 * R32), y: 15 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it("SCTMG-LEAD-1: the placement does not depend on the order the members are given (nearest the leader first, then by id)", () => {
    // Rock east of x = 21 and north of y = 14.3: m2 (wanted 21.5, 15) and m3 (wanted 20, 16.5)
    // both want the room south of the leader; m2 and m3 are as far from the leader (1.5"), so
    // m2 goes first by its id, whichever order they are given in.
    const terrain: TerrainSpec[] = [
      { id: "e", kind: "impassable", polygon: rect(21, 0, 72, 48) },
      { id: "n", kind: "impassable", polygon: rect(0, 0, 21, 14.3) },
    ];
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 11.5, 10), squad("m3", 10, 11.5)],
      terrain,
    });
    const [lead, m2, m3] = [board.model("lead"), board.model("m2"), board.model("m3")];
    const byId = (members: Model[]) => {
      const p = placeUnit(board, { leader: lead, to: { x: 20, y: 15 }, level: 0, members }, RULES);
      expect(p.unitStatus).toBe("in-coherency");
      expect(p.misfits).toEqual([]);
      return Object.fromEntries(p.placements.map((x) => [x.modelId, x]));
    };
    const given = byId([m2, m3]);
    expect(byId([m3, m2])).toEqual(given);
    expect(given.m2!.status).toBe("coherent");
    expect(given.m3!.status).toBe("coherent");
    // m3's own relative place fits: had m3 gone first it would stand there; m2 took the room.
    const off = (id: string, wx: number, wy: number) =>
      Math.hypot(given[id]!.point.x - wx, given[id]!.point.y - wy);
    expect(off("m3", 20, 16.5)).toBeGreaterThan(0.5);
  });

  it("SCTMG-COH-1: coherency comes before old places: when the old formation leaves a model out, the unit packs round the leader", () => {
    // A corridor 1.4" wide closed at x = 40 (one base across). m2 stood 2" behind the leader, m3
    // 4": kept, m2's old place leaves m3 no room within 3"; packed, both fit.
    const board = table({
      models: [squad("lead", 20, 20), squad("m2", 18, 20), squad("m3", 16, 20)],
      terrain: [
        { id: "n", kind: "impassable", polygon: rect(0, 0, 40, 9.3) },
        { id: "s", kind: "impassable", polygon: rect(0, 10.7, 40, 48) },
        { id: "end", kind: "impassable", polygon: rect(40, 0, 41, 48) },
      ],
    });
    const X = 40 - R32;
    const packed = {
      placements: [
        { modelId: "lead", point: { x: r6(X), y: 10 }, status: "leader" },
        { modelId: "m2", point: { x: r6(X - 2 * R32), y: 10 }, status: "coherent" },
        { modelId: "m3", point: { x: r6(X - 4 * R32), y: 10 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    };
    expect(rounded(place(board, { x: X, y: 10 }, { ...RULES, gapWidth: 0 }))).toEqual(packed);
    // On a 0.25" lattice no lattice place touches the leader (1.25" overlaps, 1.5" is farther):
    // the touching places, merged into the lattice by their distance, still come first.
    expect(rounded(place(board, { x: X, y: 10 }, { ...RULES, gapWidth: 0, step: 0.25 }))).toEqual(packed);
  });

  it('SCTMG-COH-1: a model whose old place was beyond 3" of the leader is placed within 3", not at its old place', () => {
    // m2 stood 3.5" from the leader, open ground all round.
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 13.5, 10)] });
    const p = place(board, { x: 20, y: 15 });
    expect(p.unitStatus).toBe("in-coherency");
    expect(p.misfits).toEqual([]);
    expect(p.placements.map((x) => x.status)).toEqual(["leader", "coherent"]);
    const m2 = p.placements[1]!.point;
    // As near its old relative place (23.5, 15) as the lattice allows: within half a step's diagonal.
    expect(Math.hypot(m2.x - 20, m2.y - 15)).toBeLessThanOrEqual(3 + 1e-9);
    expect(Math.hypot(m2.x - 23.5, m2.y - 15)).toBeLessThanOrEqual(0.5 + (R32 / 3) * Math.SQRT1_2);
  });

  it("SCTMG-COH-3: between two places out of range equally near the leader, the one nearer the model's old place", () => {
    // A corridor 1.4" wide through the leader, open both ways; four models fill the room within
    // 3", the fifth stood 3.81" from the leader on one side: it goes that side, touching m4 or m5.
    for (const [dx, dy] of [
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
    ] as const) {
      const vertical = dx === 0;
      const terrain: TerrainSpec[] = vertical
        ? [
            { id: "w", kind: "impassable", polygon: rect(0, 0, 19.3, 48) },
            { id: "e", kind: "impassable", polygon: rect(20.7, 0, 72, 48) },
          ]
        : [
            { id: "n", kind: "impassable", polygon: rect(0, 0, 72, 19.3) },
            { id: "s", kind: "impassable", polygon: rect(0, 20.7, 72, 48) },
          ];
      // Along the corridor: +1.27 and -1.27, +2.54 and -2.54, then 3.81 on the side (dx, dy).
      const along = [1.27, -1.27, 2.54, -2.54, 3.81];
      const board = table({
        models: [
          squad("lead", 30, 30),
          ...along.map((d, i) =>
            squad(
              `m${i + 2}`,
              30 + (vertical ? 0 : d * (i === 4 ? dx : 1)),
              30 + (vertical ? d * (i === 4 ? dy : 1) : 0),
            ),
          ),
        ],
        terrain,
      });
      const p = rounded(place(board, { x: 20, y: 20 }, { ...RULES, gapWidth: 0 }));
      const s = 2.54 + 2 * R32;
      expect(p.placements.map((x) => x.status)).toEqual([
        "leader",
        "coherent",
        "coherent",
        "coherent",
        "coherent",
        "out-of-coherency",
      ]);
      expect(p.placements[5]!.point).toEqual({ x: r6(20 + dx * s), y: r6(20 + dy * s) });
      expect(p.unitStatus).toBe("out-of-coherency");
    }
  });

  it("SCTMG-COH-1: without support a base may hang over a platform's edge; with it, the model moves wholly onto the platform", () => {
    // The leader ends on a deck (x >= 15, level 2); m2's relative place (14.9, 15) hangs over its edge.
    const deck: TerrainSpec = { id: "deck", kind: "platform", polygon: rect(15, 0, 40, 48), height: 2 };
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 8.4, 10)], terrain: [deck] });
    const [leader, m2] = [board.model("lead"), board.model("m2")];
    const at = (rules: PlacementRules) =>
      placeUnit(board, { leader, to: { x: 16.5, y: 15 }, level: 2, members: [m2] }, rules);
    expect(at({ range: 3, gapWidth: 1 })).toEqual({
      placements: [
        { modelId: "lead", point: { x: 16.5, y: 15 }, status: "leader" },
        { modelId: "m2", point: { x: 14.9, y: 15 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
    const held = at({ range: 3, gapWidth: 1, support: true });
    expect(held.placements[1]!.status).toBe("coherent");
    expect(held.placements[1]!.point.x).toBeGreaterThanOrEqual(15 + R32 - 1e-9);
  });

  it("SCTMG-COH-1: a model whose place a placed model took touches it on the side towards its place, in any direction", () => {
    // m3's relative place (21.9, 15.3) is 0.5" from the player's m2 (21.5, 15), at 36.87 degrees.
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 13, 13), squad("m3", 11.9, 10.3)] });
    const p = place(board, { x: 20, y: 15 }, RULES, new Map([["m2", { x: 21.5, y: 15 }]]));
    expect(rounded(p)).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 15 }, status: "leader" },
        { modelId: "m2", point: { x: 21.5, y: 15 }, status: "coherent" },
        {
          modelId: "m3",
          point: { x: r6(21.5 + 0.8 * 2 * R32), y: r6(15 + 0.6 * 2 * R32) },
          status: "coherent",
        },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it('SCTMG-COH-1: with a lattice step of 0.5" a place exactly 3" from the leader is a candidate, in x and in y', () => {
    // m2 and m3 stood 3.5" from the leader: the nearest places in range are (23, 15) and (20, 18).
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 13.5, 10), squad("m3", 10, 13.5)] });
    expect(place(board, { x: 20, y: 15 }, { ...RULES, step: 0.5 })).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 15 }, status: "leader" },
        { modelId: "m2", point: { x: 23, y: 15 }, status: "coherent" },
        { modelId: "m3", point: { x: 20, y: 18 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
  });

  it("a lattice step of 0 or less is no lattice: the places are still found (relative places, touching places)", () => {
    // m3 stood 3.5" from the leader, behind m2: with no lattice it touches m2 on the far side.
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 11.5, 10), squad("m3", 13.5, 10)] });
    for (const step of [0, -1]) {
      expect(rounded(place(board, { x: 20, y: 15 }, { ...RULES, step }))).toEqual({
        placements: [
          { modelId: "lead", point: { x: 20, y: 15 }, status: "leader" },
          { modelId: "m2", point: { x: 21.5, y: 15 }, status: "coherent" },
          { modelId: "m3", point: { x: r6(21.5 + 2 * R32), y: 15 }, status: "coherent" },
        ],
        unitStatus: "in-coherency",
        misfits: [],
      });
    }
  });

  it('SCTMG-TOWARD-2: placing away with bases of two sizes, each is Wholly Within 3" of the leader', () => {
    // The 25 mm model (nearer the leader, placed first) may stand 3.14" from the leader's centre,
    // the 50 mm one only 2.65": each goes as far from the target as its own size allows.
    const board = table({
      models: [
        squad("lead", 10, 10),
        squad("small", 11.5, 10, { baseMm: 25 }),
        squad("big", 8, 10, { baseMm: 50 }),
      ],
    });
    const p = place(board, { x: 20, y: 15 }, { ...RULES, prefer: { target: { x: 0, y: 15 }, away: true } });
    expect(p.unitStatus).toBe("in-coherency");
    expect(p.misfits).toEqual([]);
    expect(p.placements.map((x) => [x.modelId, x.status])).toEqual([
      ["lead", "leader"],
      ["small", "coherent"],
      ["big", "coherent"],
    ]);
    const [rs, rb] = [12.5 / 25.4, 25 / 25.4];
    const from = (i: number) => Math.hypot(p.placements[i]!.point.x - 20, p.placements[i]!.point.y - 15);
    expect(from(1)).toBeLessThanOrEqual(3 + R32 - rs + 1e-9);
    expect(from(2)).toBeLessThanOrEqual(3 + R32 - rb + 1e-9);
    // Each as far from the target as it can be: beyond 20" less a lattice step.
    expect(p.placements[1]!.point.x).toBeGreaterThan(20 + 3 + R32 - rs - rs / 3 - 0.2);
    expect(p.placements[2]!.point.x).toBeGreaterThan(20 + 3 + R32 - rb - 1 / 3 - 0.2);
  });

  it('SCTMG-COH-3, SCTMG-MOVE-1: a model out of coherency keeps 1" from an enemy base far from the leader, or is a casualty', () => {
    // The corridor of the searchBeyond test; m2 and m3 stood 1.4" apart, so m5's place touching
    // m4 is 5.32" from the leader. An enemy base in the corridor 0.97" beyond it leaves m5 no
    // place: it is a casualty.
    const corridor: TerrainSpec[] = [
      { id: "n", kind: "impassable", polygon: rect(0, 0, 40, 9.3) },
      { id: "s", kind: "impassable", polygon: rect(0, 10.7, 40, 48) },
      { id: "end", kind: "impassable", polygon: rect(40, 0, 41, 48) },
    ];
    const X = 40 - R32;
    const board = table({
      models: [
        ...["lead", "m2", "m3", "m4", "m5"].map((id, i) => squad(id, 20 - i * 1.4, 20)),
        model("z", "zerg", X - 2.8 - 4 * R32 - 0.97 - 2 * R32, 10, { baseMm: 32 }),
      ],
      terrain: corridor,
    });
    const rules: PlacementRules = {
      ...RULES,
      gapWidth: 0,
      keepAway: { models: [board.model("z")], distance: 1 },
    };
    expect(rounded(place(board, { x: X, y: 10 }, rules))).toEqual({
      placements: [
        { modelId: "lead", point: { x: r6(X), y: 10 }, status: "leader" },
        { modelId: "m2", point: { x: r6(X - 1.4), y: 10 }, status: "coherent" },
        { modelId: "m3", point: { x: r6(X - 2.8), y: 10 }, status: "coherent" },
        { modelId: "m4", point: { x: r6(X - 2.8 - 2 * R32), y: 10 }, status: "out-of-coherency" },
        { modelId: "m5", point: { x: 20 - 4 * 1.4, y: 20 }, status: "casualty" },
      ],
      unitStatus: "out-of-coherency",
      misfits: [],
    });
  });
});
