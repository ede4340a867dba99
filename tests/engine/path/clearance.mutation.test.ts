import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { TerrainSpec, WallSpec } from "../../../src/engine/board/types";
import { type ClearanceOptions, type GapHit, gapOnStretch } from "../../../src/engine/path/clearance";
import type { Point } from "../../../src/engine/geometry/vec";
import { model, rect, table } from "../helpers";

// Bases are 1" across (r = 0.5) unless told. gapOnStretch is asked directly with everything on the
// table as `near`, so the answer is the whole GapHit (or null) for one straight stretch.
const everything = (board: Board) => board.near(-1000, -1000, 1000, 1000);

function gap(
  board: Board,
  a: Point,
  b: Point,
  options: ClearanceOptions,
  extra: { from?: number; level?: number; start?: Point; mover?: string } = {},
): GapHit | null {
  return gapOnStretch(
    board.model(extra.mover ?? "m"),
    everything(board),
    a,
    b,
    extra.from ?? 0,
    extra.level ?? 0,
    options,
    extra.start ?? a,
  );
}

function expectHit(
  hit: GapHit | null,
  want: { distance: number; point: Point; width: number; between: GapHit["between"] },
): void {
  expect(hit).not.toBeNull();
  expect(Object.keys(hit!).sort()).toEqual(["between", "distance", "point", "width"]);
  expect(hit!.distance).toBeCloseTo(want.distance, 9);
  expect(hit!.point.x).toBeCloseTo(want.point.x, 9);
  expect(hit!.point.y).toBeCloseTo(want.point.y, 9);
  expect(hit!.width).toBeCloseTo(want.width, 9);
  expect(hit!.between).toEqual(want.between);
}

describe("SCTMG-GAP-1 gap clearance, every side of the stretch's box (issue 14, mutation testing)", () => {
  // Local frame: the stretch runs (0,0) -> (10,0); a base below (top at y = -0.3) and a wall above at
  // y = `wallY` whose end nearest the base is at x = 3, running `dir` (behind: towards -x, past the
  // stretch's start and its box; ahead: towards +x, past the end). Turned by `deg` about (30, 30).
  const scene = (deg: number, dir: "behind" | "ahead", reversed: boolean, wallY: number) => {
    const c = Math.cos((deg * Math.PI) / 180);
    const s = Math.sin((deg * Math.PI) / 180);
    const T = (x: number, y: number): Point => ({ x: 30 + x * c - y * s, y: 30 + x * s + y * c });
    const far = T(dir === "behind" ? -20 : 25, wallY);
    const near = T(3, wallY);
    const wall: WallSpec = reversed ? { id: "w", a: far, b: near } : { id: "w", a: near, b: far };
    const base = T(3, -0.8);
    const start = T(0, 0);
    const board = table({
      models: [
        model("m", "a", start.x, start.y, { baseMm: 5 }),
        model("x", "b", base.x, base.y, { baseMm: 25.4 }),
      ],
      walls: [wall],
    });
    return { board, a: start, b: T(10, 0), at: T(3, 0) };
  };

  const cases: [number, "behind" | "ahead", boolean][] = [];
  for (const deg of [0, 90, 180, 270, 37, 143, 217, 323])
    for (const dir of ["behind", "ahead"] as const)
      for (const rev of [false, true]) cases.push([deg, dir, rev]);

  it.each(cases)(
    'SCTMG-GAP-1: turned %i°, a wall running %s (reversed: %s) and a base 0.7" apart stop a 1" clearance; 1.0" apart do not',
    (deg, dir, rev) => {
      const narrow = scene(deg, dir, rev, 0.4);
      expectHit(gap(narrow.board, narrow.a, narrow.b, { width: 1 }), {
        distance: 3,
        point: narrow.at,
        width: 0.7,
        between: [
          { kind: "model", id: "x" },
          { kind: "wall", id: "w" },
        ],
      });
      // Measured from a later point of the path: the distance counts from `from`.
      expect(
        gap(narrow.board, narrow.a, narrow.b, { width: 1 }, { from: 4, start: { x: -50, y: -50 } })?.distance,
      ).toBeCloseTo(7, 9);
      const exact = scene(deg, dir, rev, 0.7);
      expect(gap(exact.board, exact.a, exact.b, { width: 1 })).toBeNull();
    },
  );
});

describe("SCTMG-GAP-1 which terrain, models and walls make a gap's sides (issue 14, mutation testing)", () => {
  // The stretch (0,10) -> (10,10); a base below (centre (5,9.2), top 9.7) and a piece above from y = 10.3:
  // a 0.6" gap at x = 5.
  const withPiece = (t: Partial<TerrainSpec>) =>
    table({
      models: [model("m", "a", 0, 10, { baseMm: 5 }), model("x", "b", 5, 9.2, { baseMm: 25.4 })],
      terrain: [{ id: "t", kind: "impassable", polygon: rect(3, 10.3, 7, 12), ...t }],
    });
  const a = { x: 0, y: 10 };
  const b = { x: 10, y: 10 };
  const hit = {
    distance: 5,
    point: { x: 5, y: 10 },
    width: 0.6,
    between: [
      { kind: "model", id: "x" },
      { kind: "terrain", id: "t" },
    ] as GapHit["between"],
  };

  it("SCTMG-GAP-1: impassable terrain, a block to climb and a low obstacle are sides; difficult ground is not", () => {
    expectHit(gap(withPiece({}), a, b, { width: 1 }), hit);
    expectHit(gap(withPiece({ kind: "vertical", height: 2 }), a, b, { width: 1 }), hit);
    expectHit(
      gap(withPiece({ kind: "vertical", height: 0.5 }), a, b, { width: 1, lowObstacleMaxHeight: 1 }),
      hit,
    );
    expect(gap(withPiece({ kind: "difficult" }), a, b, { width: 1 })).toBeNull();
    // A block the mover stands above (level 2 on a 2" block) is not a side.
    expect(gap(withPiece({ kind: "vertical", height: 2 }), a, b, { width: 1 }, { level: 2 })).toBeNull();
    // The caller's own choice of terrain wins over the default.
    expect(gap(withPiece({}), a, b, { width: 1, terrain: () => false })).toBeNull();
    expectHit(gap(withPiece({ kind: "difficult" }), a, b, { width: 1, terrain: () => true }), hit);
  });

  it("SCTMG-GAP-1: other bases make sides unless left out (none, friends under 'enemies', ignored, another level)", () => {
    const board = (side: string, elevation = 0) =>
      table({
        models: [
          model("m", "a", 0, 10, { baseMm: 5 }),
          model("x", side, 5, 9.2, { baseMm: 25.4, elevation }),
        ],
        walls: [{ id: "w", a: { x: 3, y: 10.3 }, b: { x: 7, y: 10.3 } }],
      });
    const wallHit = {
      ...hit,
      between: [
        { kind: "model", id: "x" },
        { kind: "wall", id: "w" },
      ] as GapHit["between"],
    };
    expectHit(gap(board("b"), a, b, { width: 1 }), wallHit);
    expectHit(gap(board("a"), a, b, { width: 1, models: "all" }), wallHit);
    expectHit(gap(board("b"), a, b, { width: 1, models: "enemies" }), wallHit);
    expect(gap(board("a"), a, b, { width: 1, models: "enemies" })).toBeNull();
    expect(gap(board("b"), a, b, { width: 1, models: "none" })).toBeNull();
    expect(gap(board("b"), a, b, { width: 1, ignore: new Set(["x"]) })).toBeNull();
    expect(gap(board("b", 3), a, b, { width: 1 })).toBeNull();
    // The mover is never a side of its own gap: here it is the base below the path.
    expect(gap(board("b"), a, b, { width: 1 }, { mover: "x" })).toBeNull();
  });

  it("SCTMG-GAP-1: walls are sides unless turned off, stepped over (level at its top) or ignored as low", () => {
    const board = (height?: number) =>
      table({
        models: [model("m", "a", 0, 10, { baseMm: 5 }), model("x", "b", 5, 9.2, { baseMm: 25.4, height: 2 })],
        walls: [{ id: "w", a: { x: 3, y: 10.3 }, b: { x: 7, y: 10.3 }, height }],
      });
    const wallHit = {
      ...hit,
      between: [
        { kind: "model", id: "x" },
        { kind: "wall", id: "w" },
      ] as GapHit["between"],
    };
    expect(gap(board(), a, b, { width: 1, walls: false })).toBeNull();
    expectHit(gap(board(), a, b, { width: 1, walls: true }), wallHit);
    expectHit(gap(board(1), a, b, { width: 1 }, { level: 0.5 }), wallHit);
    expect(gap(board(1), a, b, { width: 1 }, { level: 1 })).toBeNull();
    expect(gap(board(1), a, b, { width: 1, ignoreTerrainBelow: 1 })).toBeNull();
    expectHit(gap(board(1.5), a, b, { width: 1, ignoreTerrainBelow: 1 }), wallHit);
  });
});

describe("SCTMG-GAP-1 where the gap is met (issue 14, mutation testing)", () => {
  it("SCTMG-GAP-1: standing exactly a clearance wide between a wall and a rock is not being in a gap: its narrowing ahead stops the move", () => {
    // From the start (0,10) the wall (y = 10.5) and the rock's top (y = 9.5) are 0.5" away each, 1" together;
    // the rock rises to 9.8 at x = 10: a 0.7" gap there.
    const scene = (wallY: number) =>
      table({
        models: [model("m", "a", 0, 10, { baseMm: 5 })],
        terrain: [
          {
            id: "t",
            kind: "impassable",
            polygon: [
              { x: -5, y: 0 },
              { x: 10, y: 0 },
              { x: 10, y: 9.8 },
              { x: 5, y: 9.5 },
              { x: -5, y: 9.5 },
            ],
          },
        ],
        walls: [{ id: "w", a: { x: -5, y: wallY }, b: { x: 15, y: wallY } }],
      });
    expectHit(gap(scene(10.5), { x: 0, y: 10 }, { x: 20, y: 10 }, { width: 1 }), {
      distance: 10,
      point: { x: 10, y: 10 },
      width: 0.7,
      between: [
        { kind: "terrain", id: "t" },
        { kind: "wall", id: "w" },
      ],
    });
    // A hair narrower at the start: the model stands in the gap and leaving it is free.
    expect(gap(scene(10.4999), { x: 0, y: 10 }, { x: 20, y: 10 }, { width: 1 })).toBeNull();
  });

  it("SCTMG-GAP-1: of two gaps on the stretch the nearer is reported, whichever pair is looked at first", () => {
    // Two bases make a 0.5" gap at x = 5; two walls a 0.8" gap at x = 15.
    const board = table({
      models: [
        model("m", "a", 0, 10, { baseMm: 5 }),
        model("p", "b", 5, 9.25, { baseMm: 25.4 }),
        model("q", "b", 5, 10.75, { baseMm: 25.4 }),
      ],
      walls: [
        { id: "u", a: { x: 14, y: 10.4 }, b: { x: 16, y: 10.4 } },
        { id: "d", a: { x: 14, y: 9.6 }, b: { x: 16, y: 9.6 } },
      ],
    });
    expectHit(gap(board, { x: 0, y: 10 }, { x: 20, y: 10 }, { width: 1 }), {
      distance: 5,
      point: { x: 5, y: 10 },
      width: 0.5,
      between: [
        { kind: "model", id: "p" },
        { kind: "model", id: "q" },
      ],
    });
    // Going the other way the walls come first.
    expectHit(gap(board, { x: 20, y: 10 }, { x: 0, y: 10 }, { width: 1 }), {
      distance: 4,
      point: { x: 16, y: 10 },
      width: 0.8,
      between: [
        { kind: "wall", id: "u" },
        { kind: "wall", id: "d" },
      ],
    });
  });

  it("SCTMG-GAP-2: a chord across a piece's inside is not a gap: through a thin rock beside a base", () => {
    // A stretch of a path that began at (0,10) runs inside a rock (x 4..6, y 9.8..10.6); a base lies below
    // it (top at 9.7). The rock's top edge and the base are 0.9" apart, but that line crosses the stretch
    // inside the rock.
    const board = table({
      models: [model("m", "a", 0, 10, { baseMm: 5 }), model("x", "b", 5, 9.2, { baseMm: 25.4 })],
      terrain: [{ id: "r", kind: "impassable", polygon: rect(4, 9.8, 6, 10.6) }],
    });
    const inRock = { from: 4.5, start: { x: 0, y: 10 } };
    expect(gap(board, { x: 4.5, y: 10 }, { x: 5.5, y: 10 }, { width: 1 }, inRock)).toBeNull();
    // A zero or negative clearance never stops anything.
    expect(gap(board, { x: 0, y: 10 }, { x: 10, y: 10 }, { width: 0 })).toBeNull();
  });

  it("SCTMG-GAP-1: a base whose edge just touches the stretch still makes a side", () => {
    // Base centre (5, 9.5): its edge touches y = 10; a wall 0.5" above.
    const board = table({
      models: [model("m", "a", 0, 10, { baseMm: 5 }), model("x", "b", 5, 9.5, { baseMm: 25.4 })],
      walls: [{ id: "w", a: { x: 3, y: 10.5 }, b: { x: 7, y: 10.5 } }],
    });
    expectHit(gap(board, { x: 0, y: 10 }, { x: 10, y: 10 }, { width: 1 }), {
      distance: 5,
      point: { x: 5, y: 10 },
      width: 0.5,
      between: [
        { kind: "model", id: "x" },
        { kind: "wall", id: "w" },
      ],
    });
  });
});

describe("SCTMG-GAP-1 a base reaching over the path line (issue 14, mutation testing)", () => {
  // Local frame: the stretch (-5,0) -> (5,0); a base centred (0, -0.3s) reaches 0.2" over the line; a
  // wall rises from (0.9, 0.1s) away from it. The line from the base to the wall's end, 0.485" long,
  // crosses the stretch outside the base: the path passes between them. s = 1 or -1 (mirrored).
  const cases: [number, number][] = [];
  for (const deg of [0, 90, 180, 270, 37, 143, 217, 323]) for (const s of [1, -1]) cases.push([deg, s]);
  it.each(cases)(
    "SCTMG-GAP-1: turned %i°, mirrored %i, the gap between the base's edge and the wall stops a 1\" clearance",
    (deg, s) => {
      const c = Math.cos((deg * Math.PI) / 180);
      const n = Math.sin((deg * Math.PI) / 180);
      const T = (x: number, y: number) => ({ x: 30 + x * c - y * n, y: 30 + x * n + y * c });
      const centre = T(0, -0.3 * s);
      const board = table({
        models: [
          model("m", "a", 10, 10, { baseMm: 5 }),
          model("x", "b", centre.x, centre.y, { baseMm: 25.4 }),
        ],
        walls: [{ id: "w", a: T(0.9, 0.1 * s), b: T(0.9, 3 * s) }],
      });
      const L = Math.hypot(0.9, 0.4);
      const sx = (0.5 * 0.9) / L;
      const sy = -0.3 + (0.5 * 0.4) / L;
      const t = -sy / (0.1 - sy);
      const x = sx + t * (0.9 - sx);
      expectHit(gap(board, T(-5, 0), T(5, 0), { width: 1 }), {
        distance: x + 5,
        point: T(x, 0),
        width: L - 0.5,
        between: [
          { kind: "model", id: "x" },
          { kind: "wall", id: "w" },
        ],
      });
    },
  );
});
