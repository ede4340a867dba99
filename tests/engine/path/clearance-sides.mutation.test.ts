// SCTMG-GAP-1: gapOnStretch's side-of-line prune (src/engine/path/clearance.ts) on pairs it must
// not dismiss: a wall that crosses the stretch with a base on one side of it, and a pair that
// straddles the stretch listed after a pair wholly on one side. gapOnStretch is asked directly
// with everything on the table as `near`; each scene is drawn in a local frame (the stretch from
// (0, 0) to (10, 0)) and turned through eight angles about (30, 30).
import { describe, expect, it } from "vitest";
import type { ModelSpec, WallSpec } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
import { type GapHit, gapOnStretch } from "../../../src/engine/path/clearance";
import { model, table } from "../helpers";

const turn = (deg: number) => {
  const c = Math.cos((deg * Math.PI) / 180);
  const s = Math.sin((deg * Math.PI) / 180);
  return (x: number, y: number): Point => ({ x: 30 + x * c - y * s, y: 30 + x * s + y * c });
};

/** The gap on the stretch (0, 0) -> (10, 0) of a scene, turned by `deg`, for a 1" clearance. */
function gapIn(
  deg: number,
  bases: [string, number, number][],
  walls: [string, number, number, number, number][],
): { hit: GapHit | null; T: (x: number, y: number) => Point } {
  const T = turn(deg);
  const start = T(0, 0);
  const models: ModelSpec[] = [
    model("m", "a", start.x, start.y, { baseMm: 5 }),
    ...bases.map(([id, x, y]) => model(id, "b", T(x, y).x, T(x, y).y, { baseMm: 25.4 })),
  ];
  const wallSpecs: WallSpec[] = walls.map(([id, x0, y0, x1, y1]) => ({ id, a: T(x0, y0), b: T(x1, y1) }));
  const board = table({ models, walls: wallSpecs });
  const near = board.near(-1000, -1000, 1000, 1000);
  return { hit: gapOnStretch(board.model("m"), near, start, T(10, 0), 0, 0, { width: 1 }), T };
}

function expectHit(hit: GapHit | null, want: GapHit): void {
  expect(hit).not.toBeNull();
  expect(Object.keys(hit!).sort()).toEqual(["between", "distance", "point", "width"]);
  expect(hit!.distance).toBeCloseTo(want.distance, 9);
  expect(hit!.point.x).toBeCloseTo(want.point.x, 9);
  expect(hit!.point.y).toBeCloseTo(want.point.y, 9);
  expect(hit!.width).toBeCloseTo(want.width, 9);
  expect(hit!.between).toEqual(want.between);
}

const ANGLES = [0, 90, 180, 270, 37, 143, 217, 323];

describe("SCTMG-GAP-1: pairs the side-of-line prune must keep (issue 14, mutation testing)", () => {
  it.each(ANGLES)(
    'SCTMG-GAP-1: turned %i°, a wall crossing the stretch and a base beside it leave a 0.84" gap before the wall, on either side',
    (deg) => {
      // The wall runs from (8, -1.5) to (11, 1.5), crossing the stretch at (9.5, 0); the base's
      // centre (8.2, 0.6) is 0.95√2 from the wall, so the gap is 0.95√2 - 0.5 wide, along a
      // chord at 45° that crosses the stretch at (8.8, 0).
      const width = 0.95 * Math.SQRT2 - 0.5;
      const between: GapHit["between"] = [
        { kind: "model", id: "x" },
        { kind: "wall", id: "w" },
      ];
      // Drawn either way round; then mirrored across the stretch's line.
      const scenes: [number, [number, number, number, number]][] = [
        [0.6, [8, -1.5, 11, 1.5]],
        [0.6, [11, 1.5, 8, -1.5]],
        [-0.6, [8, 1.5, 11, -1.5]],
        [-0.6, [11, -1.5, 8, 1.5]],
      ];
      for (const [y, [x0, y0, x1, y1]] of scenes) {
        const { hit, T } = gapIn(deg, [["x", 8.2, y]], [["w", x0, y0, x1, y1]]);
        expectHit(hit, { distance: 8.8, point: T(8.8, 0), width, between });
      }
    },
  );

  it.each(ANGLES)(
    'SCTMG-GAP-1: turned %i°, a base and a wall 0.7" apart across the stretch are a gap, after a pair of bases on one side',
    (deg) => {
      // Bases "a" (7, 1.4) and "b" (5, 0.7) both lie beyond the stretch's line on one side (their
      // pair is dismissed); "b" and the wall at y = -0.5 make the gap at (5, 0).
      for (const [w0, w1] of [
        [3, 7],
        [7, 3],
      ]) {
        const { hit, T } = gapIn(
          deg,
          [
            ["a", 7, 1.4],
            ["b", 5, 0.7],
          ],
          [["w", w0!, -0.5, w1!, -0.5]],
        );
        expectHit(hit, {
          distance: 5,
          point: T(5, 0),
          width: 0.7,
          between: [
            { kind: "model", id: "b" },
            { kind: "wall", id: "w" },
          ],
        });
      }
    },
  );
});
