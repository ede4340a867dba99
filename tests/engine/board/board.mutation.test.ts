import { describe, expect, it } from "vitest";
import { Board } from "../../../src/engine/board/board";
import type {
  BoardSpec,
  Model,
  ModelSpec,
  Terrain,
  TerrainSpec,
  Wall,
} from "../../../src/engine/board/types";
import { RulesError } from "../../../src/engine/errors";
import { INCH_MM, rect } from "../helpers";

/** The RulesError thrown by f, or a failure naming what happened instead. */
function refusal(f: () => unknown): { key: string; data: unknown } {
  try {
    f();
  } catch (e) {
    if (e instanceof RulesError) return { key: e.key, data: e.data };
    throw e;
  }
  throw new Error("expected a RulesError");
}

const spec = (parts: Partial<BoardSpec>): BoardSpec => ({
  unit: "in",
  width: 72,
  height: 48,
  models: [],
  ...parts,
});

const board = (parts: Partial<BoardSpec>, defaultBaseMm = INCH_MM): Board =>
  new Board(spec(parts), defaultBaseMm);
const refused = (parts: Partial<BoardSpec>, defaultBaseMm = INCH_MM) =>
  refusal(() => board(parts, defaultBaseMm));

const ids = (xs: readonly { id: string }[]): string[] => xs.map((x) => x.id).sort();

describe("engine/board: the board as built from its spec", () => {
  it("a model keeps everything the spec gives, and takes the documented defaults for the rest", () => {
    const full: ModelSpec = {
      id: "a",
      name: "Alpha",
      side: "red",
      x: 3,
      y: 4,
      elevation: 2,
      baseMm: 30,
      height: 1.5,
      unitId: "u1",
      profile: { move: 4 },
      counters: { submerged: 2, dazed: 0 },
    };
    const bare: ModelSpec = { id: "b", side: "blue", x: 10, y: 20 };
    const b = new Board({ unit: "cm", width: 100, height: 60, models: [full, bare] }, 40);
    const expected: Model[] = [
      {
        id: "a",
        name: "Alpha",
        side: "red",
        x: 3,
        y: 4,
        r: 1.5,
        elevation: 2,
        height: 1.5,
        baseMm: 30,
        baseDefaulted: false,
        unitId: "u1",
        profile: { move: 4 },
        counters: { submerged: 2, dazed: 0 },
      },
      {
        id: "b",
        name: "b",
        side: "blue",
        x: 10,
        y: 20,
        r: 2,
        elevation: 0,
        height: 0,
        baseMm: 40,
        baseDefaulted: true,
        unitId: null,
        profile: {},
        counters: {},
      },
    ];
    expect(b.models).toEqual(expected);
    expect(b.model("a")).toBe(b.models[0]);
    expect(b.model("b")).toBe(b.models[1]);
    expect(b.hasModel("a")).toBe(true);
    expect(b.hasModel("c")).toBe(false);
    expect(refusal(() => b.model("c"))).toEqual({ key: "TTM.Error.UnknownModel", data: { id: "c" } });
    expect([b.unit, b.width, b.height, b.gridSize]).toEqual(["cm", 100, 60, null]);
    expect(b.terrain).toEqual([]);
    expect(b.walls).toEqual([]);
  });

  it("a grid gives its square's size; no grid or a null grid gives null", () => {
    expect(board({ grid: { size: 2 } }).gridSize).toBe(2);
    expect(board({ grid: null }).gridSize).toBeNull();
    expect(board({}).gridSize).toBeNull();
  });

  it("terrain keeps what the spec gives (a direction of 0 too), copies its outline, and defaults the rest", () => {
    const polygon = rect(1, 1, 3, 4);
    const pieces: TerrainSpec[] = [
      { id: "t1", kind: "exploration-arrow", polygon, height: 2, elevation: 1, direction: 0, name: "Arrow" },
      { id: "t2", kind: "gap", polygon: rect(5, 5, 6, 6) },
      { id: "t3", kind: "platform", polygon: rect(7, 7, 8, 8), direction: 90 },
    ];
    const b = board({ terrain: pieces });
    const expected: Terrain[] = [
      { id: "t1", name: "Arrow", kind: "exploration-arrow", polygon, height: 2, elevation: 1, direction: 0 },
      {
        id: "t2",
        name: "t2",
        kind: "gap",
        polygon: rect(5, 5, 6, 6),
        height: 0,
        elevation: 0,
        direction: null,
      },
      {
        id: "t3",
        name: "t3",
        kind: "platform",
        polygon: rect(7, 7, 8, 8),
        height: 0,
        elevation: 0,
        direction: 90,
      },
    ];
    expect(b.terrain).toEqual(expected);
    // A copy: the host's array and points may change after the board is built.
    expect(b.terrain[0]!.polygon).not.toBe(polygon);
    expect(b.terrain[0]!.polygon[0]).not.toBe(polygon[0]);
  });

  it("walls: no height or an explicit Infinity stands to the sky; a height given is kept; ends are copied", () => {
    const a = { x: 1, y: 2 };
    const b = board({
      walls: [
        { id: "w1", a, b: { x: 5, y: 2 } },
        { id: "w2", a: { x: 0, y: 0 }, b: { x: 0, y: 9 }, height: Infinity },
        { id: "w3", a: { x: 4, y: 4 }, b: { x: 6, y: 7 }, height: 0.5 },
        { id: "w4", a: { x: 8, y: 8 }, b: { x: 9, y: 9 }, height: 0 },
      ],
    });
    const expected: Wall[] = [
      { id: "w1", a: { x: 1, y: 2 }, b: { x: 5, y: 2 }, height: Infinity },
      { id: "w2", a: { x: 0, y: 0 }, b: { x: 0, y: 9 }, height: Infinity },
      { id: "w3", a: { x: 4, y: 4 }, b: { x: 6, y: 7 }, height: 0.5 },
      { id: "w4", a: { x: 8, y: 8 }, b: { x: 9, y: 9 }, height: 0 },
    ];
    expect(b.walls).toEqual(expected);
    expect(b.walls[0]!.a).not.toBe(a);
  });

  it("enemiesOf: every model of another side, in board order, and none of its own", () => {
    const b = board({
      models: [
        { id: "r1", side: "red", x: 1, y: 1 },
        { id: "b1", side: "blue", x: 5, y: 1 },
        { id: "r2", side: "red", x: 9, y: 1 },
        { id: "g1", side: "green", x: 13, y: 1 },
      ],
    });
    expect(b.enemiesOf(b.model("r1")).map((m) => m.id)).toEqual(["b1", "g1"]);
    expect(b.enemiesOf(b.model("b1")).map((m) => m.id)).toEqual(["r1", "r2", "g1"]);
  });
});

describe("engine/board: bad specs are refused with a localised error naming what is wrong", () => {
  it("the table's size: 0, negative, NaN or infinite in either direction", () => {
    const cases: [number, number][] = [
      [0, 48],
      [-1, 48],
      [NaN, 48],
      [Infinity, 48],
      [72, 0],
      [72, -3],
      [72, NaN],
      [72, Infinity],
    ];
    for (const [width, height] of cases) {
      expect(refused({ width, height })).toEqual({
        key: "TTM.Error.BoardSize",
        data: { width: String(width), height: String(height) },
      });
    }
    // Each side finite, but not their sum.
    expect(refused({ width: 1e308, height: 1e308 })).toEqual({
      key: "TTM.Error.BoardSize",
      data: { width: "1e+308", height: "1e+308" },
    });
    // The smallest table is still a table.
    expect(board({ width: 1e-9, height: 1e-9 }).width).toBe(1e-9);
  });

  it("models: a repeated id first, then a bad position, then a bad base size", () => {
    const ok = { id: "m", side: "a", x: 1, y: 1 };
    expect(refused({ models: [ok, { ...ok, x: NaN, baseMm: -1 }] })).toEqual({
      key: "TTM.Error.DuplicateModel",
      data: { id: "m" },
    });
    expect(refused({ models: [{ ...ok, y: Infinity, baseMm: -1 }] })).toEqual({
      key: "TTM.Error.ModelPosition",
      data: { id: "m" },
    });
    expect(refused({ models: [{ ...ok, x: -Infinity }] })).toEqual({
      key: "TTM.Error.ModelPosition",
      data: { id: "m" },
    });
    for (const baseMm of [0, -1, NaN, Infinity]) {
      expect(refused({ models: [{ ...ok, baseMm }] })).toEqual({
        key: "TTM.Error.BaseSize",
        data: { id: "m", value: String(baseMm) },
      });
    }
    // No base given and no usable default: the value named is the missing one.
    expect(refused({ models: [ok] }, 0)).toEqual({
      key: "TTM.Error.BaseSize",
      data: { id: "m", value: "undefined" },
    });
    expect(refused({ models: [ok] }, Infinity)).toEqual({
      key: "TTM.Error.BaseSize",
      data: { id: "m", value: "undefined" },
    });
  });

  it("models: elevation and height must be finite, a height never negative; counters whole and not negative", () => {
    const ok = { id: "m", side: "a", x: 1, y: 1 };
    expect(refused({ models: [{ ...ok, elevation: NaN }] })).toEqual({
      key: "TTM.Error.NotFinite",
      data: { id: "m", field: "elevation" },
    });
    expect(refused({ models: [{ ...ok, height: Infinity }] })).toEqual({
      key: "TTM.Error.NotFinite",
      data: { id: "m", field: "height" },
    });
    expect(refused({ models: [{ ...ok, height: -0.5 }] })).toEqual({
      key: "TTM.Error.NegativeHeight",
      data: { id: "m", value: "-0.5" },
    });
    // A negative elevation is a level below the table (a gap's floor), not an error.
    expect(board({ models: [{ ...ok, elevation: -2 }] }).model("m").elevation).toBe(-2);
    for (const count of [1.5, -1, NaN, Infinity]) {
      expect(refused({ models: [{ ...ok, counters: { dazed: 0, submerged: count } }] })).toEqual({
        key: "TTM.Error.Counter",
        data: { id: "m", counter: "submerged", value: String(count) },
      });
    }
  });

  it("terrain: an unknown kind before a bad outline; heights and elevations as for models", () => {
    const piece = { id: "t", kind: "difficult" as const, polygon: rect(0, 0, 2, 2) };
    expect(refused({ terrain: [{ ...piece, kind: "lava" as never, polygon: [] }] })).toEqual({
      key: "TTM.Error.TerrainKind",
      data: { id: "t", kind: "lava" },
    });
    expect(refused({ terrain: [{ ...piece, polygon: rect(0, 0, 0, 2) }] })).toEqual({
      key: "TTM.Error.Polygon",
      data: { id: "t", problem: "zero-area" },
    });
    expect(refused({ terrain: [{ ...piece, height: -1 }] })).toEqual({
      key: "TTM.Error.NegativeHeight",
      data: { id: "t", value: "-1" },
    });
    expect(refused({ terrain: [{ ...piece, height: NaN }] })).toEqual({
      key: "TTM.Error.NotFinite",
      data: { id: "t", field: "height" },
    });
    expect(refused({ terrain: [{ ...piece, elevation: Infinity }] })).toEqual({
      key: "TTM.Error.NotFinite",
      data: { id: "t", field: "elevation" },
    });
  });

  it("walls: a bad end at either side; a height that is not finite (other than Infinity) or negative", () => {
    const w = { id: "w", a: { x: 0, y: 0 }, b: { x: 5, y: 0 } };
    expect(refused({ walls: [{ ...w, a: { x: NaN, y: 0 } }] })).toEqual({
      key: "TTM.Error.WallPosition",
      data: { id: "w" },
    });
    expect(refused({ walls: [{ ...w, b: { x: 5, y: Infinity } }] })).toEqual({
      key: "TTM.Error.WallPosition",
      data: { id: "w" },
    });
    expect(refused({ walls: [{ ...w, height: NaN }] })).toEqual({
      key: "TTM.Error.NotFinite",
      data: { id: "w", field: "height" },
    });
    expect(refused({ walls: [{ ...w, height: -Infinity }] })).toEqual({
      key: "TTM.Error.NotFinite",
      data: { id: "w", field: "height" },
    });
    expect(refused({ walls: [{ ...w, height: -1 }] })).toEqual({
      key: "TTM.Error.NegativeHeight",
      data: { id: "w", value: "-1" },
    });
  });
});

describe("engine/board: the spatial queries", () => {
  // Two of each kind, far apart, so each query's box picks out exactly one.
  const full = board({
    models: [
      { id: "m1", side: "a", x: 5, y: 5 }, // box 4.5..5.5
      { id: "m2", side: "b", x: 40, y: 30 },
    ],
    terrain: [
      { id: "t1", kind: "difficult", polygon: rect(10, 10, 12, 13) },
      { id: "t2", kind: "platform", polygon: rect(50, 40, 52, 42), height: 2 },
    ],
    walls: [
      { id: "w1", a: { x: 22, y: 8 }, b: { x: 20, y: 2 } }, // box 20..22 x 2..8
      { id: "w2", a: { x: 60, y: 35 }, b: { x: 65, y: 35 } },
    ],
  });

  it("near: what each box meets, sorted into models, terrain and walls", () => {
    const all = full.near(0, 0, 70, 48);
    expect([ids(all.models), ids(all.terrain), ids(all.walls)]).toEqual([
      ["m1", "m2"],
      ["t1", "t2"],
      ["w1", "w2"],
    ]);
    // Boxes that only touch are met: the base's box edge, the outline's box corner, the wall's box edge.
    const edge = full.near(5.5, 0, 10, 10);
    expect([ids(edge.models), ids(edge.terrain), ids(edge.walls)]).toEqual([["m1"], ["t1"], []]);
    const wall = full.near(22, 8, 30, 9);
    expect([ids(wall.models), ids(wall.terrain), ids(wall.walls)]).toEqual([[], [], ["w1"]]);
    const second = full.near(39, 29, 61, 41);
    expect([ids(second.models), ids(second.terrain), ids(second.walls)]).toEqual([["m2"], ["t2"], ["w2"]]);
    const none = full.near(30, 10, 35, 20);
    expect(none).toEqual({ models: [], terrain: [], walls: [] });
  });

  it("nearSegment: the segment's box either way round, grown by the margin on every side", () => {
    // From (12, 8) back to (7, 2): box 7..12 x 2..8. A margin of 1.5 reaches m1's box (to x 5.5) but not t1's
    // (from y 10); a margin of 2 reaches both.
    const back = full.nearSegment({ x: 12, y: 8 }, { x: 7, y: 2 }, 1.5);
    expect([ids(back.models), ids(back.terrain), ids(back.walls)]).toEqual([["m1"], [], []]);
    const grown = full.nearSegment({ x: 12, y: 8 }, { x: 7, y: 2 }, 2);
    expect([ids(grown.models), ids(grown.terrain), ids(grown.walls)]).toEqual([["m1"], ["t1"], []]);
    // Growing to the right and downward too: from (18, 1) to (14, 0) meets w1 (x from 20) only with a margin of 2.
    expect(ids(full.nearSegment({ x: 18, y: 1 }, { x: 14, y: 0 }, 1.9).walls)).toEqual([]);
    expect(ids(full.nearSegment({ x: 18, y: 1 }, { x: 14, y: 0 }, 2).walls)).toEqual(["w1"]);
    expect(ids(full.nearSegment({ x: 14, y: 0 }, { x: 18, y: 1 }, 2).walls)).toEqual(["w1"]);
    // Upward: from (44, 34) to (46, 36) meets t2 (y from 40) with 4, not 3.9; m2 (to 30.5) with 3.5.
    expect(ids(full.nearSegment({ x: 46, y: 36 }, { x: 44, y: 34 }, 3.9).terrain)).toEqual([]);
    expect(ids(full.nearSegment({ x: 46, y: 36 }, { x: 44, y: 34 }, 4).terrain)).toEqual(["t2"]);
    expect(ids(full.nearSegment({ x: 46, y: 36 }, { x: 44, y: 34 }, 3.5).models)).toEqual(["m2"]);
    expect(ids(full.nearSegment({ x: 44, y: 34 }, { x: 46, y: 36 }, 3.4).models)).toEqual([]);
  });

  it("modelsNear, terrainNear, wallsNear: each finds its own kind only, by its own box", () => {
    expect(ids(full.modelsNear(0, 0, 70, 48))).toEqual(["m1", "m2"]);
    expect(ids(full.terrainNear(0, 0, 70, 48))).toEqual(["t1", "t2"]);
    expect(ids(full.wallsNear(0, 0, 70, 48))).toEqual(["w1", "w2"]);
    expect(ids(full.modelsNear(5.5, 5.5, 20, 20))).toEqual(["m1"]);
    expect(ids(full.modelsNear(5.6, 5.6, 20, 20))).toEqual([]);
    expect(ids(full.terrainNear(12, 13, 20, 20))).toEqual(["t1"]);
    expect(ids(full.terrainNear(12.1, 0, 20, 20))).toEqual([]);
    expect(ids(full.wallsNear(0, 8, 20, 20))).toEqual(["w1"]);
    expect(ids(full.wallsNear(0, 8.1, 19.9, 20))).toEqual([]);
    expect(ids(full.wallsNear(60, 35, 60, 35))).toEqual(["w2"]);
    // And from the other side of each box: m1's from 4.5, t1's from (10, 10), w1's to x 22 and from y 2.
    expect(ids(full.modelsNear(0, 0, 4.5, 4.5))).toEqual(["m1"]);
    expect(ids(full.modelsNear(0, 0, 4.4, 48))).toEqual([]);
    expect(ids(full.modelsNear(0, 0, 48, 4.4))).toEqual([]);
    expect(ids(full.terrainNear(0, 0, 10, 10))).toEqual(["t1"]);
    expect(ids(full.terrainNear(0, 0, 9.9, 20))).toEqual([]);
    expect(ids(full.terrainNear(0, 0, 11, 9.9))).toEqual([]);
    expect(ids(full.wallsNear(22, 0, 30, 2))).toEqual(["w1"]);
    expect(ids(full.wallsNear(22.1, 0, 30, 2))).toEqual([]);
    expect(ids(full.wallsNear(21, 0, 30, 1.9))).toEqual([]);
  });

  it("an empty board, and a board with only one kind, find nothing of the others", () => {
    const empty = board({});
    expect(empty.near(-1e9, -1e9, 1e9, 1e9)).toEqual({ models: [], terrain: [], walls: [] });
    expect(empty.nearSegment({ x: 0, y: 0 }, { x: 72, y: 48 }, 10)).toEqual({
      models: [],
      terrain: [],
      walls: [],
    });
    expect([
      empty.modelsNear(0, 0, 72, 48),
      empty.terrainNear(0, 0, 72, 48),
      empty.wallsNear(0, 0, 72, 48),
    ]).toEqual([[], [], []]);
    const walls = board({ walls: [{ id: "w", a: { x: 1, y: 1 }, b: { x: 2, y: 2 } }] });
    expect(walls.near(0, 0, 3, 3)).toEqual({ models: [], terrain: [], walls: [walls.walls[0]] });
    expect(walls.modelsNear(0, 0, 3, 3)).toEqual([]);
    expect(walls.terrainNear(0, 0, 3, 3)).toEqual([]);
    const terrain = board({ terrain: [{ id: "t", kind: "water", polygon: rect(1, 1, 2, 2) }] });
    expect(terrain.near(0, 0, 3, 3)).toEqual({ models: [], terrain: [terrain.terrain[0]], walls: [] });
    expect(terrain.wallsNear(0, 0, 3, 3)).toEqual([]);
  });
});
