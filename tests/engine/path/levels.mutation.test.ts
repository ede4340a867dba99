// The level walk (src/engine/path/levels.ts) through analysePath: the whole list of pieces (from,
// to, level, surface, airborne, kinds, pieces) and of level changes (type, where, widths, heights,
// levels, the terrain and the ladder), worked out by hand. Bases are 1" across; paths run along
// y = 10 so distances are x less the start's x.
import { describe, expect, it } from "vitest";
import type { TerrainSpec } from "../../../src/engine/board/types";
import { type AnalyseOptions, type PathAnalysis, analysePath } from "../../../src/engine/path/analyse";
import type { LevelChange } from "../../../src/engine/path/levels";
import { walkLevels } from "../../../src/engine/path/levels";
import { model, pts, rect, table } from "../helpers";

type PieceRow = [
  from: number,
  to: number,
  level: number,
  surface: number,
  airborne: boolean,
  kinds: string,
  ids: string,
];

const r9 = (x: number): number => +x.toFixed(9);
const rows = (a: PathAnalysis): PieceRow[] =>
  a.pieces.map((p) => [
    r9(p.from),
    r9(p.to),
    r9(p.elevation),
    r9(p.surface),
    p.airborne,
    p.kinds.join("+"),
    [...p.terrainIds].sort().join(","),
  ]);
const changes = (a: PathAnalysis): LevelChange[] =>
  a.levelChanges.map((c) => ({
    ...c,
    at: r9(c.at),
    end: r9(c.end),
    width: r9(c.width),
    height: r9(c.height),
    fromLevel: r9(c.fromLevel),
    toLevel: r9(c.toLevel),
  }));

function change(
  type: LevelChange["type"],
  at: number,
  end: number,
  height: number,
  fromLevel: number,
  toLevel: number,
  terrainId: string | null,
  via: { kind: "ladder" | "stairs"; id: string } | null = null,
): LevelChange {
  return {
    type,
    at,
    end,
    width: r9(end - at),
    height,
    fromLevel,
    toLevel,
    terrainId,
    via: via?.kind ?? null,
    viaId: via?.id ?? null,
  };
}

/** A model at (x, 10) walking to (toX, 10) over `terrain`. */
function walk(
  terrain: TerrainSpec[],
  x: number,
  toX: number,
  options: AnalyseOptions = {},
  extra: { elevation?: number; height?: number } = {},
): PathAnalysis {
  const board = table({ models: [model("m", "a", x, 10, extra)], terrain });
  return analysePath(board, board.model("m"), pts([x, 10], [toX, 10]), options);
}

const roof = (id: string, x0: number, x1: number, height = 6): TerrainSpec => ({
  id,
  kind: "platform",
  polygon: rect(x0, 0, x1, 20),
  height,
});

describe("the level walk: what a path asks of no stretch, and of a flyer", () => {
  it("no stretches: the start level and nothing else", () => {
    expect(walkLevels([], 3)).toEqual({ startLevel: 3, stretches: [], changes: [] });
    expect(walkLevels([], -2, { flying: true })).toEqual({ startLevel: -2, stretches: [], changes: [] });
  });

  it("MUMG-FLY-1: a flyer keeps its level; every piece under its centre labels the path, whatever the level, except what is crossed as ground", () => {
    const a = walk(
      [
        roof("roof", 8, 12),
        { id: "hedge", kind: "low-obstacle", polygon: rect(14, 0, 15, 20), height: 1.5 },
        { id: "ditch", kind: "gap", polygon: rect(17, 0, 19, 20), elevation: -2, height: 2 },
        { id: "crate", kind: "vertical", polygon: rect(21, 0, 22, 20), height: 1 },
        { id: "mud", kind: "difficult", polygon: rect(24, 0, 26, 20) },
        { id: "post", kind: "vertical", polygon: rect(27, 0, 28, 20), height: 2 },
      ],
      5,
      30,
      // The crate is no taller than 1" (crossed as ground); the 2" post is stepped over.
      { flying: true, ignoreTerrainBelow: 1, lowObstacleMaxHeight: 2 },
    );
    expect(a.startElevation).toBe(0);
    expect(a.levelChanges).toEqual([]);
    // The surface under a flyer at the table's level: the table, or a ditch's floor.
    expect(rows(a)).toEqual([
      [0, 3, 0, 0, false, "", ""],
      [3, 7, 0, 0, false, "platform", "roof"],
      [7, 9, 0, 0, false, "", ""],
      [9, 10, 0, 0, false, "low-obstacle", "hedge"],
      [10, 12, 0, 0, false, "", ""],
      [12, 14, 0, -2, false, "gap", "ditch"],
      [14, 19, 0, 0, false, "", ""],
      [19, 21, 0, 0, false, "difficult", "mud"],
      [21, 22, 0, 0, false, "", ""],
      [22, 23, 0, 0, false, "low-obstacle", "post"],
      [23, 25, 0, 0, false, "", ""],
    ]);
  });
});

describe("MUMG-JUMP-1 / MUMG-FALL-1: gaps, drops and climbs down", () => {
  it("MUMG-JUMP-1: a jump from roof to roof names the hole below it, not the ground or what lies on it", () => {
    // Between the roofs (20 to 24): mud on the table (20 to 21), then a ditch (21.5 to 23).
    const a = walk(
      [
        roof("roofA", 10, 20),
        { id: "mud", kind: "difficult", polygon: rect(20, 0, 21, 20) },
        { id: "ditch", kind: "gap", polygon: rect(21.5, 0, 23, 20), elevation: -2, height: 2 },
        roof("roofB", 24, 30),
      ],
      15,
      27,
      {},
      { elevation: 6 },
    );
    // 4" across; the lowest ground under the jump is the ditch's floor, 8" below the feet.
    expect(changes(a)).toEqual([change("gap", 5, 9, 8, 6, 6, "ditch")]);
    expect(rows(a)).toEqual([
      [0, 5, 6, 6, false, "platform", "roofA"],
      [5, 6.5, 6, 0, true, "gap", ""],
      [6.5, 8, 6, -2, true, "gap", "ditch"],
      [8, 9, 6, 0, true, "gap", ""],
      [9, 12, 6, 6, false, "platform", "roofB"],
    ]);
  });

  it("MUMG-JUMP-1: an open space wider than maxGapWidth is gone down into as soon as the jump is too long, even with ground still to cross", () => {
    const terrain = [
      roof("roofA", 10, 20),
      { id: "mud", kind: "difficult" as const, polygon: rect(21, 0, 22, 20) },
      roof("roofB", 24, 30),
    ];
    const wide = walk(terrain, 15, 27, { maxGapWidth: 1.5 }, { elevation: 6 });
    expect(changes(wide)).toEqual([
      change("drop", 5, 5, 6, 6, 0, "roofA"),
      change("climb-up", 9, 9, 6, 0, 6, "roofB"),
    ]);
    expect(rows(wide)).toEqual([
      [0, 5, 6, 6, false, "platform", "roofA"],
      [5, 6, 0, 0, false, "", ""],
      [6, 7, 0, 0, false, "difficult", "mud"],
      [7, 9, 0, 0, false, "", ""],
      [9, 12, 6, 6, false, "platform", "roofB"],
    ]);
    // Exactly as wide as allowed: jumped.
    const exact = walk(terrain, 15, 27, { maxGapWidth: 4 }, { elevation: 6 });
    expect(changes(exact)).toEqual([change("gap", 5, 9, 6, 6, 6, null)]);
    expect(rows(exact)).toEqual([
      [0, 5, 6, 6, false, "platform", "roofA"],
      [5, 9, 6, 0, true, "gap", ""],
      [9, 12, 6, 6, false, "platform", "roofB"],
    ]);
  });

  it("MUMG-FALL-1: off a vertical piece the model climbs down, unless the ruleset asks for a drop; off a ditch's floor into a pit too wide to jump it drops", () => {
    const crate: TerrainSpec = { id: "crate", kind: "vertical", polygon: rect(10, 0, 14, 20), height: 3 };
    const down = walk([crate], 12, 17, {}, { elevation: 3 });
    expect(changes(down)).toEqual([change("climb-down", 2, 2, 3, 3, 0, "crate")]);
    const drop = walk([crate], 12, 17, { descend: "drop" }, { elevation: 3 });
    expect(changes(drop)).toEqual([change("drop", 2, 2, 3, 3, 0, "crate")]);
    expect(rows(drop)).toEqual([
      [0, 2, 3, 3, false, "vertical", "crate"],
      [2, 5, 0, 0, false, "", ""],
    ]);
    // In a ditch (floor -2), a pit 4" wide (floor -5), with at most 2" jumped.
    const pit = walk(
      [
        { id: "ditch", kind: "gap", polygon: rect(10, 0, 20, 20), elevation: -2, height: 2 },
        { id: "pit", kind: "gap", polygon: rect(13, 0, 17, 20), elevation: -5, height: 3 },
      ],
      11,
      19,
      { maxGapWidth: 2 },
      { elevation: -2 },
    );
    expect(changes(pit)).toEqual([
      change("drop", 2, 2, 3, -2, -5, "ditch"),
      change("climb-up", 6, 6, 3, -5, -2, "pit"),
    ]);
    expect(rows(pit)).toEqual([
      [0, 2, -2, -2, false, "", ""],
      [2, 6, -5, -5, false, "", ""],
      [6, 8, -2, -2, false, "", ""],
    ]);
  });

  it("MUMG-JUMP-1: landing lower than the take-off, within gapLandingDrop, drops onto the surface landed on", () => {
    const a = walk(
      [roof("roofA", 10, 20), { id: "shed", kind: "platform", polygon: rect(22, 0, 30, 20), height: 5 }],
      15,
      25,
      { gapLandingDrop: 1 },
      { elevation: 6 },
    );
    expect(changes(a)).toEqual([change("gap", 5, 7, 6, 6, 6, null), change("drop", 7, 7, 1, 6, 5, "shed")]);
    expect(rows(a)).toEqual([
      [0, 5, 6, 6, false, "platform", "roofA"],
      [5, 7, 6, 0, true, "gap", ""],
      [7, 10, 5, 5, false, "platform", "shed"],
    ]);
  });

  it("DU-LADDER-1: climbing down a ladder into a ditch, and down stairs off a roof, name where the model climbed down from", () => {
    const ditch = walk(
      [
        { id: "ditch", kind: "gap", polygon: rect(10, 0, 14, 20), elevation: -2, height: 2 },
        { id: "ladder", kind: "ladder", polygon: rect(9.5, 8, 10.5, 12), elevation: -2, height: 2 },
      ],
      5,
      12,
    );
    // From the table (no terrain) to the ditch's floor.
    expect(changes(ditch)).toEqual([
      change("climb-down", 5, 5, 2, 0, -2, null, { kind: "ladder", id: "ladder" }),
    ]);
    expect(rows(ditch)).toEqual([
      [0, 4.5, 0, 0, false, "", ""],
      [4.5, 5, 0, 0, false, "ladder", "ladder"],
      [5, 5.5, -2, -2, false, "ladder", "ladder"],
      [5.5, 7, -2, -2, false, "", ""],
    ]);
    const stairs = walk(
      [roof("roof", 10, 20), { id: "stairs", kind: "stairs", polygon: rect(20, 9, 22, 11), height: 6 }],
      15,
      25,
      {},
      { elevation: 6 },
    );
    // Stairs hold the model at any level they reach: it goes down them and leaves them at their foot.
    expect(changes(stairs)).toEqual([
      change("climb-down", 7, 7, 6, 6, 0, "stairs", { kind: "stairs", id: "stairs" }),
    ]);
  });
});

describe("MUMG-JUMP-1: low obstacles", () => {
  it("MUMG-JUMP-1: a low obstacle on a roof is one change as wide as the centre stays over it, its height above the feet", () => {
    // A hedge on the roof from 8 to 11, with a puddle over part of it (9 to 10) that splits it.
    const a = walk(
      [
        roof("roof", 0, 30),
        { id: "hedge", kind: "low-obstacle", polygon: rect(8, 0, 11, 20), elevation: 6, height: 0.5 },
        { id: "puddle", kind: "water", polygon: rect(9, 0, 10, 20), elevation: 6 },
      ],
      5,
      15,
      {},
      { elevation: 6 },
    );
    expect(changes(a)).toEqual([change("low-obstacle", 3, 6, 0.5, 6, 6, "hedge")]);
    expect(rows(a)).toEqual([
      [0, 3, 6, 6, false, "platform", "roof"],
      [3, 4, 6, 6, false, "low-obstacle+platform", "hedge,roof"],
      [4, 5, 6, 6, false, "water+low-obstacle+platform", "hedge,puddle,roof"],
      [5, 6, 6, 6, false, "low-obstacle+platform", "hedge,roof"],
      [6, 10, 6, 6, false, "platform", "roof"],
    ]);
  });

  it("MUMG-JUMP-1: a fence reaching above the roofs, stepped over during the jump, comes after the jump in the list", () => {
    const a = walk(
      [
        roof("roofA", 10, 20),
        { id: "fence", kind: "low-obstacle", polygon: rect(21.5, 0, 22.5, 20), height: 6.3 },
        roof("roofB", 24, 30),
      ],
      15,
      27,
      {},
      { elevation: 6 },
    );
    expect(changes(a)).toEqual([
      change("gap", 5, 9, 6, 6, 6, null),
      change("low-obstacle", 6.5, 7.5, 0.3, 6, 6, "fence"),
    ]);
  });
});

describe("MUMG-CLIMB-1: the level a model starts at", () => {
  /** Where a model standing at (10, 10) with this elevation starts, on a one-point path. */
  const start = (terrain: TerrainSpec[], at: number, elevation: number): PathAnalysis => {
    const board = table({ models: [model("m", "a", at, 10, { elevation })], terrain });
    return analysePath(board, board.model("m"), pts([at, 10]));
  };
  // Two balconies over the same spot: tops at 4.5 (listed first) and 2.5; the table below.
  const balconies: TerrainSpec[] = [
    { id: "high", kind: "platform", polygon: rect(8, 8, 12, 12), elevation: 4, height: 0.5 },
    { id: "low", kind: "platform", polygon: rect(8, 8, 12, 12), elevation: 2, height: 0.5 },
  ];

  it("MUMG-CLIMB-1: the surface nearest the elevation it was given; a tie goes up", () => {
    const cases: [number, number][] = [
      [4, 4.5],
      [10, 4.5],
      [2, 2.5],
      [1, 0],
      [-3, 0],
      // Ties: 1.25 from the table and from the lower balcony; 1 from each balcony.
      [1.25, 2.5],
      [3.5, 4.5],
    ];
    for (const [given, level] of cases) {
      const a = start(balconies, 10, given);
      expect([given, a.startElevation]).toEqual([given, level]);
      expect(a.levelChanges).toEqual([]);
      const on = level === 4.5 ? "high" : level === 2.5 ? "low" : "";
      expect(rows(a)).toEqual([[0, 0, level, level, false, on ? "platform" : "", on]]);
    }
  });

  it("MUMG-CLIMB-1: over a ditch spanned by a bridge, the ditch's floor or the bridge, whichever is nearer", () => {
    const terrain: TerrainSpec[] = [
      { id: "ditch", kind: "gap", polygon: rect(0, 0, 20, 20), elevation: -2, height: 2 },
      { id: "bridge", kind: "platform", polygon: rect(8, 8, 12, 12), elevation: -1, height: 1 },
    ];
    const cases: [number, number, PieceRow][] = [
      [-1.2, -2, [0, 0, -2, -2, false, "", ""]],
      [-0.8, 0, [0, 0, 0, 0, false, "platform", "bridge"]],
      [-1, 0, [0, 0, 0, 0, false, "platform", "bridge"]],
    ];
    for (const [given, level, row] of cases) {
      const a = start(terrain, 10, given);
      expect([given, a.startElevation]).toEqual([given, level]);
      expect(a.levelChanges).toEqual([]);
      expect(rows(a)).toEqual([row]);
    }
  });

  it("DU-LADDER-1: a model on a ladder starts at the height it was given on it, never above the ladder's top", () => {
    const ladder: TerrainSpec[] = [{ id: "ladder", kind: "ladder", polygon: rect(8, 8, 12, 12), height: 6 }];
    expect(start(ladder, 10, 6).startElevation).toBe(6);
    expect(start(ladder, 10, 3).startElevation).toBe(3);
    expect(start(ladder, 10, 7).startElevation).toBe(0);
  });
  it("DU-LADDER-1: from partway up a ladder that stops above the ground, walking off it is a drop to the table", () => {
    // The ladder reaches from 2" to 6": it holds the model at 3, but does not reach the table.
    const a = walk(
      [{ id: "ladder", kind: "ladder", polygon: rect(8, 8, 12, 12), elevation: 2, height: 4 }],
      10,
      15,
      {},
      { elevation: 3 },
    );
    expect(a.startElevation).toBe(3);
    expect(changes(a)).toEqual([change("drop", 0, 0, 3, 3, 0, null)]);
    // At the table's level the ladder (from 2") no longer applies: one piece.
    expect(rows(a)).toEqual([[0, 5, 0, 0, false, "", ""]]);
  });
});

describe("MUMG-ROUGH-1 / MUMG-JUMP-1: the kinds that label a piece", () => {
  it("MUMG-ROUGH-1: on a roof, what lies on the table below does not apply: mud, a hedge, a lower step, a rock", () => {
    const a = walk(
      [
        roof("roof", 10, 20),
        { id: "mud", kind: "difficult", polygon: rect(12, 0, 14, 20) },
        { id: "hedge", kind: "low-obstacle", polygon: rect(15, 0, 16, 20), height: 0.5 },
        { id: "step", kind: "vertical", polygon: rect(17, 0, 18, 20), height: 3 },
        { id: "rock", kind: "impassable", polygon: rect(18.5, 0, 19, 20), height: 2 },
      ],
      11,
      19.5,
      {},
      { elevation: 6 },
    );
    expect(a.startElevation).toBe(6);
    expect(a.levelChanges).toEqual([]);
    expect(a.collision).toBeNull();
    expect(rows(a)).toEqual([[0, 8.5, 6, 6, false, "platform", "roof"]]);
  });

  it("MUMG-ROUGH-1: kinds come in the board's order without repeats, whatever order the pieces were drawn in", () => {
    const a = walk(
      [
        { id: "pond", kind: "water", polygon: rect(8, 0, 12, 20) },
        { id: "mud", kind: "difficult", polygon: rect(10, 0, 14, 20) },
        { id: "mud2", kind: "difficult", polygon: rect(11, 0, 13, 20) },
      ],
      5,
      16,
    );
    expect(rows(a)).toEqual([
      [0, 3, 0, 0, false, "", ""],
      [3, 5, 0, 0, false, "water", "pond"],
      [5, 6, 0, 0, false, "difficult+water", "mud,pond"],
      [6, 7, 0, 0, false, "difficult+water", "mud,mud2,pond"],
      [7, 8, 0, 0, false, "difficult", "mud,mud2"],
      [8, 9, 0, 0, false, "difficult", "mud"],
      [9, 11, 0, 0, false, "", ""],
    ]);
  });

  it("SIGNUM-MOVE-2: impassable terrain labels the path where the centre is inside it; a flyer is labelled by it whatever its level", () => {
    const terrain: TerrainSpec[] = [
      { id: "rock", kind: "impassable", polygon: rect(8, 0, 10, 20), height: 2 },
      { id: "spire", kind: "impassable", polygon: rect(12, 0, 13, 20) },
    ];
    const ground = walk(terrain, 5, 15, { collision: false });
    expect(ground.levelChanges).toEqual([]);
    expect(rows(ground)).toEqual([
      [0, 3, 0, 0, false, "", ""],
      [3, 5, 0, 0, false, "impassable", "rock"],
      [5, 7, 0, 0, false, "", ""],
      [7, 8, 0, 0, false, "impassable", "spire"],
      [8, 10, 0, 0, false, "", ""],
    ]);
    // A flyer at 3 is above the 2" rock; the spire (no height given) reaches the sky.
    const over = walk(terrain, 5, 15, { collision: false, flying: true, startElevation: 3 });
    expect(over.startElevation).toBe(3);
    expect(rows(over).map((r) => r.slice(5))).toEqual([
      ["", ""],
      ["impassable", "rock"],
      ["", ""],
      ["impassable", "spire"],
      ["", ""],
    ]);
  });

  it("MUMG-JUMP-1: a bridge over a ditch is walked at the table's level: no gap, no climb", () => {
    const a = walk(
      [
        { id: "ditch", kind: "gap", polygon: rect(10, 0, 14, 20), elevation: -2, height: 2 },
        { id: "bridge", kind: "platform", polygon: rect(9, 8, 15, 12), elevation: -2, height: 2 },
      ],
      5,
      18,
    );
    expect(a.levelChanges).toEqual([]);
    expect(rows(a)).toEqual([
      [0, 4, 0, 0, false, "", ""],
      [4, 10, 0, 0, false, "platform", "bridge"],
      [10, 13, 0, 0, false, "", ""],
    ]);
  });
});

describe("MUMG-JUMP-1: a gap drawn with no depth", () => {
  it("MUMG-JUMP-1: a depthless gap region at the table's level does not label a model below it, on a ditch's floor", () => {
    const a = walk(
      [
        { id: "ditch", kind: "gap", polygon: rect(10, 0, 20, 20), elevation: -2, height: 2 },
        { id: "void", kind: "gap", polygon: rect(13, 0, 15, 20) },
      ],
      11,
      18,
      {},
      { elevation: -2 },
    );
    expect(a.startElevation).toBe(-2);
    expect(a.levelChanges).toEqual([]);
    expect(rows(a)).toEqual([[0, 7, -2, -2, false, "", ""]]);
  });
});
