// What one route query sees (scene.ts), the straight-line and point tests on it (clear.ts) and
// how its ends are prepared (ends.ts), checked on their own with values worked out by hand: the
// obstacles inflated by the mover's radius R, the circles a shortest path may wrap round, and the
// table kept R + MARGIN clear.
import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { Model } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
import { pointBlocked, segmentClear } from "../../../src/engine/routing/clear";
import { prepareGoal, prepareStart } from "../../../src/engine/routing/ends";
import {
  AREA,
  CAPSULE,
  corridor,
  DISC,
  filled,
  HUG,
  LocalScene,
  MARGIN,
  SEAL,
  START_IGNORE,
  START_OVERLAP,
  type SceneSpec,
} from "../../../src/engine/routing/scene";
import { model, rect, table } from "../helpers";
import { localScene } from "./scenes";

const sceneOf = (
  board: Board,
  mover: Model,
  to: Point,
  extra: Partial<SceneSpec> = {},
  from: Point = { x: mover.x, y: mover.y },
): LocalScene => localScene(board, mover, from, to, extra);

/** The scene's pieces as sorted strings: kind, ends, reach. */
const pieces = (s: LocalScene): string[] =>
  Array.from({ length: s.n }, (_, i) =>
    [s.kind[i], s.ax[i], s.ay[i], s.bx[i], s.by[i], s.reach[i]].join(" "),
  ).sort();

/** The scene's circles as sorted strings: centre and hugging radius. */
const circles = (s: LocalScene): string[] =>
  Array.from({ length: s.nc }, (_, i) => [s.cx[i], s.cy[i], s.rho[i]].join(" ")).sort();

const R = 0.5;
const near = R + HUG;

// An L-shaped rock, counter-clockwise; its one concave corner is (26, 22), and (26, 20) is a
// vertex in the middle of a straight edge (no corner at all).
const L = [
  { x: 24, y: 20 },
  { x: 26, y: 20 },
  { x: 28, y: 20 },
  { x: 28, y: 22 },
  { x: 26, y: 22 },
  { x: 26, y: 24 },
  { x: 24, y: 24 },
];

const busy = (polygon = L) =>
  table({
    width: 40,
    height: 30,
    models: [
      model("m", "a", 10, 10),
      model("f", "a", 14, 10, { baseMm: 50.8 }),
      model("e", "b", 10, 14),
      model("i", "b", 6, 10),
    ],
    walls: [{ id: "w", a: { x: 20, y: 5 }, b: { x: 20, y: 15 } }],
    terrain: [
      { id: "rock", kind: "impassable", polygon },
      { id: "mud", kind: "difficult", polygon: rect(30, 2, 34, 6) },
    ],
  });

describe("LocalScene: the obstacles of one query, inflated by the mover's radius", () => {
  it("loads bases (not the mover, not the ignored), walls and blocking polygons, with their circles", () => {
    const board = busy();
    const s = sceneOf(board, board.model("m"), { x: 30, y: 10 }, { ignore: new Set(["i"]) });
    expect(s.R).toBe(R);
    expect([s.width, s.height]).toEqual([40, 30]);
    expect(s.bounds).toEqual([0, 0, 40, 30]);
    const edges = L.map((a, i) => {
      const b = L[(i + 1) % L.length]!;
      return [CAPSULE, a.x, a.y, b.x, b.y, R].join(" ");
    });
    expect(pieces(s)).toEqual(
      [
        [DISC, 14, 10, 14, 10, 1.5].join(" "),
        [DISC, 10, 14, 10, 14, 1].join(" "),
        [CAPSULE, 20, 5, 20, 15, R].join(" "),
        [AREA, 24, 20, 28, 24, 0].join(" "),
        ...edges,
      ].sort(),
    );
    // A polygon's edges share its owner, the AREA piece before them; the rest own themselves.
    const area = s.kind.indexOf(AREA);
    for (let i = 0; i < s.n; i++) {
      if (s.poly[i]! >= 0) expect(s.owner[i]).toBe(area);
      else expect(s.owner[i]).toBe(i);
    }
    expect(s.poly.filter((p) => p === 0)).toHaveLength(8);
    expect(s.polys).toEqual([L.flatMap((p) => [p.x, p.y])]);
    // Circles: both wall ends, each base at r + R, the rock's five convex corners (not (26, 22)).
    expect(circles(s)).toEqual(
      [
        [20, 5, near],
        [20, 15, near],
        [14, 10, 1.5 + HUG],
        [10, 14, 1 + HUG],
        ...L.filter((p) => !(p.x === 26 && p.y < 23)).map((p) => [p.x, p.y, near]),
      ]
        .map((c) => c.join(" "))
        .sort(),
    );
    expect(s.dropped).toBe(Infinity);
    expect(s.free).toEqual(new Array(9).fill(null));
    expect(s.flags).toEqual(filled(s.n, 0));
  });

  it("a clockwise polygon has the same convex corners", () => {
    const board = busy([...L].reverse());
    const s = sceneOf(board, board.model("m"), { x: 30, y: 10 }, { models: "none", walls: false });
    expect(circles(s)).toEqual(
      L.filter((p) => !(p.x === 26 && p.y < 23))
        .map((p) => [p.x, p.y, near].join(" "))
        .sort(),
    );
  });

  it("models 'enemies' keeps only the other side; 'none' and walls: false leave them out", () => {
    const board = busy();
    const m = board.model("m");
    const to = { x: 30, y: 10 };
    const discs = (s: LocalScene) => pieces(s).filter((p) => p.startsWith(`${DISC} `));
    expect(discs(sceneOf(board, m, to, { models: "enemies" }))).toEqual(
      [[DISC, 10, 14, 10, 14, 1].join(" "), [DISC, 6, 10, 6, 10, 1].join(" ")].sort(),
    );
    const bare = sceneOf(board, m, to, { models: "none", walls: false, blocks: () => false });
    expect(bare.n).toBe(0);
    expect(bare.nc).toBe(0);
    // Every terrain piece blocks when told so: the mud's four corners join.
    const all = sceneOf(board, m, to, { models: "none", walls: false, blocks: () => true });
    expect(all.nc).toBe(9);
    expect(all.kind.filter((k) => k === AREA)).toHaveLength(2);
  });

  it("leaves out the circles no route within the reach can touch, keeping the least such length", () => {
    // Near the corners of the corridor's box, outside its ellipse: loaded, then dropped.
    const board = table({
      width: 40,
      height: 30,
      models: [model("m", "a", 10, 10), model("x", "b", 29, 15), model("e", "b", 30.5, 16)],
    });
    const from = { x: 10, y: 10 };
    const to = { x: 30, y: 10 };
    const lb = (x: number, y: number, rho: number) =>
      Math.hypot(x - from.x, y - from.y) + Math.hypot(x - to.x, y - to.y) - 2 * rho;
    const lx = lb(29, 15, 1 + HUG);
    const le = lb(30.5, 16, 1 + HUG);
    expect(lx).toBeCloseTo(22.746, 3);
    expect(le).toBeCloseTo(25.381, 3);
    const keep = sceneOf(board, board.model("m"), to, { reach: 25.5 });
    expect(circles(keep)).toEqual([`29 15 ${1 + HUG}`, `30.5 16 ${1 + HUG}`]);
    expect(keep.dropped).toBe(Infinity);
    const cut = sceneOf(board, board.model("m"), to, { reach: 24 });
    expect(circles(cut)).toEqual([`29 15 ${1 + HUG}`]);
    expect(cut.dropped).toBeCloseTo(le, 12);
    // Both dropped: the lesser is kept.
    const both = sceneOf(board, board.model("m"), to, { reach: 22.5 });
    expect(both.n).toBe(2);
    expect(both.nc).toBe(0);
    expect(both.dropped).toBeCloseTo(lx, 12);
  });

  it("one circle where walls meet, none where a straight wall is drawn in pieces", () => {
    const board = table({
      width: 40,
      height: 30,
      models: [model("m", "a", 5, 5)],
      walls: [
        { id: "a", a: { x: 10, y: 10 }, b: { x: 15, y: 10 } },
        { id: "b", a: { x: 15, y: 10 }, b: { x: 20, y: 10 } },
        { id: "c", a: { x: 20, y: 10 }, b: { x: 20, y: 15 } },
      ],
    });
    const s = sceneOf(board, board.model("m"), { x: 30, y: 25 });
    expect(circles(s)).toEqual([`10 10 ${near}`, `20 10 ${near}`, `20 15 ${near}`]);
    // The same board again: the joints are shared, each still taken once.
    expect(circles(sceneOf(board, board.model("m"), { x: 30, y: 25 }))).toEqual(circles(s));
  });

  it("loads what lies within the mover's radius, or the clearance, outside the corridor", () => {
    const board = table({
      width: 40,
      height: 30,
      models: [model("m", "a", 10, 10), model("e", "b", 15, 10.9), model("g", "b", 15, 12.2)],
    });
    const m = board.model("m");
    const to = { x: 20, y: 10 };
    // The corridor of reach 10 is the segment's box; e's base (down to 10.4) is within R of it,
    // not within a clearance of 0.2; g's (down to 11.7) only within a clearance of 2.
    const ids = (s: LocalScene) => circles(s).map((c) => c.split(" ")[1]);
    expect(ids(sceneOf(board, m, to, { reach: 10 }))).toEqual(["10.9"]);
    expect(ids(sceneOf(board, m, to, { reach: 10, clearance: 0.2 }))).toEqual(["10.9"]);
    expect(ids(sceneOf(board, m, to, { reach: 10, clearance: 2 }))).toEqual(["10.9", "12.2"]);
  });

  it("gives each query fresh stamps, wrapping round before they run out", () => {
    const board = busy();
    const s = sceneOf(board, board.model("m"), { x: 30, y: 10 });
    const a = s.nextStamp();
    expect(s.nextStamp()).toBe(a + 1);
    s.stamp.fill(7);
    s.stampId = 0xfffffffe;
    expect(s.nextStamp()).toBe(1);
    expect(s.stamp).toEqual(filled(s.n, 0));
    expect(filled(3, 2)).toEqual([2, 2, 2]);
  });
});

describe("corridor: the box of an ellipse with foci at the ends, clipped to the table", () => {
  it("along x, on a slant, with both ends at one point, and with no budget", () => {
    expect(corridor({ x: 46, y: 50 }, { x: 54, y: 50 }, 10, 100, 100)).toEqual([45, 47, 55, 53]);
    // |ab| = 5 along (0.6, 0.8), reach 13: semi-axes 6.5 and 6.
    const [x0, y0, x1, y1] = corridor({ x: 50, y: 50 }, { x: 53, y: 54 }, 13, 100, 100);
    const hx = Math.hypot(6.5 * 0.6, 6 * 0.8);
    const hy = Math.hypot(6.5 * 0.8, 6 * 0.6);
    expect(x0).toBeCloseTo(51.5 - hx, 12);
    expect(x1).toBeCloseTo(51.5 + hx, 12);
    expect(y0).toBeCloseTo(52 - hy, 12);
    expect(y1).toBeCloseTo(52 + hy, 12);
    expect(corridor({ x: 50, y: 50 }, { x: 50, y: 50 }, 4, 100, 100)).toEqual([48, 48, 52, 52]);
    expect(corridor({ x: 50, y: 50 }, { x: 50, y: 50 }, Infinity, 100, 80)).toEqual([0, 0, 100, 80]);
  });

  it("a reach shorter than the ends' distance is their segment; the table clips every side", () => {
    expect(corridor({ x: 40, y: 50 }, { x: 50, y: 50 }, 4, 100, 100)).toEqual([40, 50, 50, 50]);
    expect(corridor({ x: 2, y: 3 }, { x: 98, y: 77 }, 500, 100, 80)).toEqual([0, 0, 100, 80]);
    // Wholly off the table to the left and below: clipped to its edge.
    expect(corridor({ x: -20, y: -20 }, { x: -10, y: -20 }, 10, 100, 80)).toEqual([0, 0, 0, 0]);
  });
});

describe("clear: the base's point and segment tests", () => {
  const open = () => {
    const board = table({
      width: 30,
      height: 20,
      models: [model("m", "a", 5, 5), model("e", "b", 15, 10)],
      walls: [{ id: "w", a: { x: 24, y: 4 }, b: { x: 24, y: 16 } }],
    });
    return sceneOf(board, board.model("m"), { x: 28, y: 10 });
  };

  it("pointBlocked: the table's edges at R + MARGIN, a base at r + R, a wall at R, all MARGIN wide", () => {
    const s = open();
    const lo = R + MARGIN;
    expect(pointBlocked(s, lo, 5)).toBe(false);
    expect(pointBlocked(s, 0.5, 5)).toBe(true);
    expect(pointBlocked(s, 30 - lo, 5)).toBe(false);
    expect(pointBlocked(s, 29.5, 5)).toBe(true);
    expect(pointBlocked(s, 5, lo)).toBe(false);
    expect(pointBlocked(s, 5, 0.5)).toBe(true);
    expect(pointBlocked(s, 5, 20 - lo)).toBe(false);
    expect(pointBlocked(s, 5, 19.5)).toBe(true);
    // The base e: the centre keeps 1 + MARGIN off (15, 10), on every side.
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      expect(pointBlocked(s, 15 + dx * (1 + 0.5 * MARGIN), 10 + dy * (1 + 0.5 * MARGIN))).toBe(true);
      expect(pointBlocked(s, 15 + dx * (1 + 2 * MARGIN), 10 + dy * (1 + 2 * MARGIN))).toBe(false);
    }
    // The wall: R + MARGIN beside it and past its ends.
    expect(pointBlocked(s, 24 - R - 0.5 * MARGIN, 10)).toBe(true);
    expect(pointBlocked(s, 24 + R + 2 * MARGIN, 10)).toBe(false);
    expect(pointBlocked(s, 24, 16 + R + 0.5 * MARGIN)).toBe(true);
    expect(pointBlocked(s, 24, 16 + R + 2 * MARGIN)).toBe(false);
    expect(pointBlocked(s, 24, 4 - R - 0.5 * MARGIN)).toBe(true);
    expect(pointBlocked(s, 10, 10)).toBe(false);
  });

  it("pointBlocked finds a piece from any cell its reach covers: a base inside a cell, a wall along x", () => {
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 2, 2), model("e", "b", 20.3, 5.3)],
      walls: [{ id: "w", a: { x: 4, y: 18 }, b: { x: 16, y: 18 } }],
    });
    const s = sceneOf(board, board.model("m"), { x: 28, y: 28 });
    // Cells are 1.25: (20.3, 5.3) sits inside one, 0.99 off it is in the next.
    for (const [dx, dy] of [
      [0.99, 0],
      [-0.99, 0],
      [0, 0.99],
      [0, -0.99],
    ] as const) {
      expect(pointBlocked(s, 20.3 + dx, 5.3 + dy)).toBe(true);
      expect(pointBlocked(s, 20.3 + dx * 1.02, 5.3 + dy * 1.02)).toBe(false);
    }
    for (const [x, y, blocked] of [
      [3.6, 18, true],
      [3.4, 18, false],
      [16.4, 18, true],
      [16.6, 18, false],
      [10, 17.55, true],
      [10, 18.45, true],
      [10, 17.4, false],
      [10, 18.6, false],
    ] as const) {
      expect(pointBlocked(s, x, y)).toBe(blocked);
    }
  });

  it("pointBlocked: inside a blocking polygon far from its edges; a seal never blocks a point", () => {
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 2, 2)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(5, 5, 25, 25) }],
    });
    const s = sceneOf(board, board.model("m"), { x: 28, y: 28 });
    expect(pointBlocked(s, 15, 15)).toBe(true);
    expect(pointBlocked(s, 27, 15)).toBe(false);
    expect(pointBlocked(s, 25.4, 15)).toBe(true);
    s.addSeals([[27, 10, 27, 20]]);
    expect(s.kind[s.n - 1]).toBe(SEAL);
    expect(pointBlocked(s, 27, 15)).toBe(false);
    expect(pointBlocked(s, 15, 15)).toBe(true);
  });

  it("segmentClear: a base in the way in each of eight directions, and a line that passes it", () => {
    const board = table({ width: 30, height: 30, models: [model("m", "a", 2, 2), model("e", "b", 15, 15)] });
    const s = sceneOf(board, board.model("m"), { x: 28, y: 28 });
    const both = (px: number, py: number, qx: number, qy: number, clear: boolean) => {
      expect(segmentClear(s, px, py, qx, qy, false)).toBe(clear);
      expect(segmentClear(s, qx, qy, px, py, false)).toBe(clear);
    };
    both(5, 15, 25, 15, false);
    both(15, 5, 15, 25, false);
    both(5, 5, 25, 25, false);
    both(5, 25, 25, 5, false);
    both(5, 16.2, 25, 16.2, true);
    both(13.8, 5, 13.8, 25, true);
    // Lines y = x +- 1.5 pass 1.06 from (15, 15); y = x + 1.3 passes 0.92.
    both(5, 6.5, 23.5, 25, true);
    both(6.5, 5, 25, 23.5, true);
    both(5, 6.3, 23.7, 25, false);
    both(5, 23.5, 23.5, 5, true);
    // Stopping short of the base, or just reaching into it.
    both(3, 15, 13.9, 15, true);
    both(3, 15, 14.1, 15, false);
    both(15, 27, 15, 15.9, false);
    both(15, 27, 15, 16.1, true);
    // A segment of no length.
    both(15, 16.1, 15, 16.1, true);
  });

  it("segmentClear walks every cell the line crosses, in every direction, to its last cell", () => {
    // Posts 0.1" across (reach 0.55 with R = 0.5) in cells of 1.25: one on each line, 3/4 along
    // it or at its very end, blocks it; the same post 0.6 to the side does not.
    for (let k = 0; k < 24; k++) {
      const a = (k * Math.PI) / 12 + 0.01;
      const ux = Math.cos(a);
      const uy = Math.sin(a);
      const p = { x: 15 - 6 * ux, y: 15 - 6 * uy };
      const q = { x: 15 + 6 * ux, y: 15 + 6 * uy };
      for (const [t, side, blocked] of [
        [9, 0, true],
        [9, 0.6, false],
        [12.3, 0, true],
        [-0.3, 0, true],
        [12.7, 0, false],
      ] as const) {
        const post = { x: p.x + t * ux - side * uy, y: p.y + t * uy + side * ux };
        const board = table({
          width: 30,
          height: 30,
          models: [model("m", "a", 1, 1), model("post", "b", post.x, post.y, { baseMm: 2.54 })],
        });
        const s = sceneOf(board, board.model("m"), { x: 29, y: 29 });
        expect(segmentClear(s, p.x, p.y, q.x, q.y, false)).toBe(!blocked);
      }
    }
  });

  it("segmentClear keeps MARGIN, walks corner to corner across the whole grid, and reads a start's overlap in both axes", () => {
    const board = table({
      width: 30,
      height: 30,
      models: [
        model("m", "a", 1, 1),
        model("e", "b", 15, 8),
        model("post", "b", 29.7, 29.7, { baseMm: 2.54 }),
      ],
      walls: [{ id: "w", a: { x: 5, y: 20 }, b: { x: 5, y: 28 } }],
    });
    const s = sceneOf(board, board.model("m"), { x: 29, y: 29 });
    // Within MARGIN of e's reach (1) or the wall's (R): blocked; twice MARGIN off: clear.
    expect(segmentClear(s, 5, 9 + 0.5 * MARGIN, 25, 9 + 0.5 * MARGIN, false)).toBe(false);
    expect(segmentClear(s, 5, 9 + 2 * MARGIN, 25, 9 + 2 * MARGIN, false)).toBe(true);
    expect(segmentClear(s, 5.5 + 0.5 * MARGIN, 19, 5.5 + 0.5 * MARGIN, 29, false)).toBe(false);
    expect(segmentClear(s, 5.5 + 2 * MARGIN, 19, 5.5 + 2 * MARGIN, 29, false)).toBe(true);
    // Corner to corner (24 x 24 cells of 1.25): the post sits in the last cell only.
    expect(segmentClear(s, 0.6, 0.6, 29.4, 29.4, false)).toBe(false);
    expect(segmentClear(s, 29.4, 29.4, 0.6, 0.6, false)).toBe(false);
    expect(segmentClear(s, 0.6, 0.6, 28.6, 28.6, false)).toBe(true);
    // A start overlapping e from the south-west: leaving south (away in y, a little towards it in x) is fine.
    const o = sceneOf(board, board.model("m"), { x: 29, y: 29 }, {}, { x: 14.6, y: 7.6 });
    prepareStart(o, { x: 14.6, y: 7.6 });
    expect(segmentClear(o, 14.6, 7.6, 15.6, 4.6, true)).toBe(true);
    expect(segmentClear(o, 14.6, 7.6, 11.6, 8.6, true)).toBe(true);
    expect(segmentClear(o, 14.6, 7.6, 17.6, 6.6, true)).toBe(false);
    expect(segmentClear(o, 14.6, 7.6, 13.6, 10.6, true)).toBe(false);
  });

  it("segmentClear: a wall from either side and past its ends; a seal only when crossed", () => {
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 2, 2)],
      walls: [{ id: "w", a: { x: 15, y: 10 }, b: { x: 15, y: 20 } }],
    });
    const s = sceneOf(board, board.model("m"), { x: 28, y: 28 });
    expect(segmentClear(s, 5, 15, 25, 15, false)).toBe(false);
    expect(segmentClear(s, 25, 12, 5, 18, false)).toBe(false);
    expect(segmentClear(s, 5, 20.6, 25, 20.6, false)).toBe(true);
    expect(segmentClear(s, 5, 20.4, 25, 20.4, false)).toBe(false);
    expect(segmentClear(s, 5, 9.4, 25, 9.4, false)).toBe(true);
    expect(segmentClear(s, 14.6, 5, 14.6, 25, false)).toBe(false);
    expect(segmentClear(s, 14.4, 21, 14.4, 28, false)).toBe(true);
    expect(segmentClear(s, 14.6, 1, 14.4, 9.4, false)).toBe(true);
    // Beside the wall, the boxes overlap but the centre keeps R + MARGIN off it.
    expect(segmentClear(s, 15.6, 12, 15.6, 18, false)).toBe(true);
    expect(segmentClear(s, 15.4, 12, 15.4, 18, false)).toBe(false);
    expect(segmentClear(s, 14.6, 12, 14.6, 18, false)).toBe(false);
    // A seal across x = 5, y 22 to 28: crossing it blocks, ending on it or short of it does not.
    s.addSeals([[5, 22, 5, 28]]);
    expect(segmentClear(s, 2, 25, 8, 25, false)).toBe(false);
    expect(segmentClear(s, 8, 26, 2, 24, false)).toBe(false);
    expect(segmentClear(s, 2, 25, 5, 25, false)).toBe(true);
    expect(segmentClear(s, 2, 25, 4, 29, false)).toBe(true);
    expect(segmentClear(s, 2, 21, 8, 21, false)).toBe(true);
  });

  it("segmentClear from the start: an overlapped base may only be left, a polygon the start is inside is ignored", () => {
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 10, 10), model("e", "b", 10.5, 10)],
      walls: [{ id: "w", a: { x: 20, y: 5 }, b: { x: 20, y: 15 } }],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(4, 20, 8, 24) }],
    });
    const m = board.model("m");
    const s = sceneOf(board, m, { x: 28, y: 28 });
    const start = prepareStart(s, { x: 10, y: 10 });
    expect(start).toEqual({ x: 10, y: 10 });
    const e = s.kind.indexOf(DISC);
    expect(s.flags[e]).toBe(START_OVERLAP);
    expect(s.flags.filter((f) => f !== 0)).toEqual([START_OVERLAP]);
    // Away from e (it is to the east), along it, and into it.
    expect(segmentClear(s, 10, 10, 5, 10, true)).toBe(true);
    expect(segmentClear(s, 10, 10, 10, 13, true)).toBe(true);
    expect(segmentClear(s, 10, 10, 12, 10, true)).toBe(false);
    expect(segmentClear(s, 10, 10, 11, 9, true)).toBe(false);
    expect(segmentClear(s, 10, 10, 5, 10, false)).toBe(false);
    // Other obstacles still block from the start.
    expect(segmentClear(s, 10, 10, 5, 22, true)).toBe(false);

    // A start standing in a wall: it may leave the wall's line, not cross it.
    const w = sceneOf(board, m, { x: 28, y: 28 }, {}, { x: 20.2, y: 10 });
    prepareStart(w, { x: 20.2, y: 10 });
    const wall = w.kind.findIndex((k, i) => k === CAPSULE && w.poly[i] === -1);
    expect(w.flags[wall]).toBe(START_OVERLAP);
    expect(segmentClear(w, 20.2, 10, 23, 10, true)).toBe(true);
    expect(segmentClear(w, 20.2, 10, 20.2, 13, true)).toBe(true);
    expect(segmentClear(w, 20.2, 10, 17, 10, true)).toBe(false);
    expect(segmentClear(w, 20.2, 10, 23, 10, false)).toBe(false);

    // A start inside the rock: its edges are ignored from there, and only from there.
    const r = sceneOf(board, m, { x: 28, y: 28 }, {}, { x: 6, y: 22 });
    expect(prepareStart(r, { x: 6, y: 22 })).toEqual({ x: 6, y: 22 });
    for (let i = 0; i < r.n; i++) {
      expect(r.flags[i]).toBe(r.poly[i] === 0 ? START_IGNORE : r.kind[i] === DISC ? 0 : 0);
    }
    expect(segmentClear(r, 6, 22, 6, 27, true)).toBe(true);
    expect(segmentClear(r, 6, 22, 6, 27, false)).toBe(false);
    expect(segmentClear(r, 6, 27, 6, 17, false)).toBe(false);
  });
});

describe("ends: the points a search starts from and aims at", () => {
  it("prepareGoal refuses a goal off the table, inside a base or a blocking polygon", () => {
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 2, 2), model("e", "b", 15, 15)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(20, 20, 26, 26) }],
    });
    const s = sceneOf(board, board.model("m"), { x: 28, y: 28 });
    const edge = R - 2e-7;
    expect(prepareGoal(s, { x: edge, y: 5 })).not.toBeNull();
    expect(prepareGoal(s, { x: edge - 1e-6, y: 5 })).toBeNull();
    expect(prepareGoal(s, { x: 5, y: edge - 1e-6 })).toBeNull();
    expect(prepareGoal(s, { x: 30 - edge + 1e-6, y: 5 })).toBeNull();
    expect(prepareGoal(s, { x: 5, y: 30 - edge + 1e-6 })).toBeNull();
    expect(prepareGoal(s, { x: 15.9, y: 15 })).toBeNull();
    expect(prepareGoal(s, { x: 23, y: 23 })).toBeNull();
    expect(prepareGoal(s, { x: 10, y: 10 })).toEqual({ x: 10, y: 10 });
  });

  it("a goal in base contact is nudged just clear, along the line from the base's centre", () => {
    const board = table({ width: 30, height: 30, models: [model("m", "a", 2, 2), model("e", "b", 15, 15)] });
    const s = sceneOf(board, board.model("m"), { x: 28, y: 28 });
    // Touching e from the east, north and south-west.
    const push = 2 * HUG * 1.01;
    const east = prepareGoal(s, { x: 16, y: 15 })!;
    expect(east.x).toBeCloseTo(16 + push, 12);
    expect(east.y).toBe(15);
    const north = prepareGoal(s, { x: 15, y: 16 })!;
    expect(north.x).toBe(15);
    expect(north.y).toBeCloseTo(16 + push, 12);
    const d = Math.SQRT1_2;
    const sw = prepareGoal(s, { x: 15 - d, y: 15 - d })!;
    expect(Math.hypot(sw.x - 15, sw.y - 15)).toBeCloseTo(1 + push, 12);
    expect(sw.x).toBeCloseTo(sw.y, 12);
    // Already clear by more than 2 HUG: unchanged.
    expect(prepareGoal(s, { x: 16 + 3 * HUG, y: 15 })).toEqual({ x: 16 + 3 * HUG, y: 15 });
  });

  it("a goal touching a wall is nudged away from its nearest point, beside it or at its end", () => {
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 2, 2)],
      walls: [{ id: "w", a: { x: 20, y: 5 }, b: { x: 20, y: 15 } }],
    });
    const s = sceneOf(board, board.model("m"), { x: 28, y: 28 });
    const push = 2 * HUG * 1.01;
    const side = prepareGoal(s, { x: 20.5, y: 10 })!;
    expect(side.x).toBeCloseTo(20.5 + push, 12);
    expect(side.y).toBe(10);
    const d = 0.5 * Math.SQRT1_2;
    const end = prepareGoal(s, { x: 20 + d, y: 15 + d })!;
    expect(end.x - 20).toBeCloseTo(end.y - 15, 12);
    expect(Math.hypot(end.x - 20, end.y - 15)).toBeCloseTo(0.5 + push, 12);
    const low = prepareGoal(s, { x: 20 - d, y: 5 - d })!;
    expect(20 - low.x).toBeCloseTo(5 - low.y, 12);
    expect(Math.hypot(low.x - 20, low.y - 5)).toBeCloseTo(0.5 + push, 12);
  });

  it("a nudge pushes off what the end touches by what it lacks of 2 HUG, and nothing else near", () => {
    // f shares the goal's grid cell but stands 0.44 clear of it: never pushed off, never pulled to.
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 2, 2), model("e", "b", 15, 15), model("f", "b", 17.2, 15.8)],
    });
    const s = sceneOf(board, board.model("m"), { x: 28, y: 28 });
    const need = 2 * HUG * 1.01;
    const east = prepareGoal(s, { x: 16, y: 15 })!;
    expect(east.x).toBeCloseTo(16 + need, 12);
    expect(east.y).toBe(15);
    // 2e-6 clear already: pushed only the rest of the way.
    const part = prepareGoal(s, { x: 16 + 2e-6, y: 15 })!;
    expect(part.x).toBeCloseTo(16 + need, 12);
    // Overlapping by less than TOUCH is touching: accepted and nudged.
    const touch = prepareGoal(s, { x: 16 - 1e-7, y: 15 })!;
    expect(touch.x).toBeCloseTo(16 + need, 12);
    expect(prepareGoal(s, { x: 16 - 3e-7, y: 15 })).toBeNull();
  });

  it("a start nudged off what it touches, not off what it overlaps or the rock it stands in", () => {
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 10, 10), model("e", "b", 11, 10), model("f", "b", 10, 10.6)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(4, 20, 8, 24) }],
    });
    const m = board.model("m");
    const s = sceneOf(board, m, { x: 28, y: 28 });
    const p = prepareStart(s, { x: 10, y: 10 });
    expect(p.x).toBeCloseTo(10 - 2 * HUG * 1.01, 12);
    expect(p.y).toBe(10);
    expect(s.flags.filter((x) => x !== 0)).toEqual([START_OVERLAP]);
    // Inside the rock, R from its west edge (touching it from inside): left where it is.
    const r = sceneOf(board, m, { x: 28, y: 28 }, {}, { x: 4.5, y: 22 });
    expect(prepareStart(r, { x: 4.5, y: 22 })).toEqual({ x: 4.5, y: 22 });
  });

  it("an end at the table's edge is pulled back onto it; one wedged between two bases stays put", () => {
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 2, 2), model("p", "b", 10, 10), model("q", "b", 12, 10)],
    });
    const s = sceneOf(board, board.model("m"), { x: 28, y: 28 });
    const lo = R + 2 * HUG;
    const left = prepareGoal(s, { x: R, y: 5 })!;
    expect(left.x).toBeCloseTo(lo * (1 + 1e-12), 15);
    expect(left.y).toBe(5);
    const top = prepareGoal(s, { x: 5, y: 30 - R })!;
    expect(top.y).toBeCloseTo(30 - lo * (1 + 1e-12), 12);
    const right = prepareGoal(s, { x: 30 - R, y: 5 })!;
    expect(right.x).toBeCloseTo(30 - lo * (1 + 1e-12), 12);
    const bottom = prepareGoal(s, { x: 5, y: R })!;
    expect(bottom.y).toBeCloseTo(lo * (1 + 1e-12), 15);
    // Between p and q, touching both from opposite sides: the pushes cancel, nothing frees it.
    const between = { x: 11, y: 10 };
    expect(prepareGoal(s, between)).toEqual(between);
  });

  it("prepareStart marks only what the start overlaps by more than TOUCH, and nudges it out of contact", () => {
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 10, 10), model("e", "b", 11, 10), model("f", "b", 10, 11.2)],
    });
    const m = board.model("m");
    // Touching e exactly (centres 1 apart): no overlap, pushed west.
    const s = sceneOf(board, m, { x: 28, y: 28 });
    const p = prepareStart(s, { x: 10, y: 10 });
    expect(s.flags).toEqual(filled(s.n, 0));
    expect(p.x).toBeCloseTo(10 - 2 * HUG * 1.01, 12);
    expect(p.y).toBe(10);
    // Overlapping f by 0.8: marked, and the nudge skips it.
    const t = sceneOf(board, m, { x: 28, y: 28 }, {}, { x: 10, y: 10.4 });
    const q = prepareStart(t, { x: 10, y: 10.4 });
    const f = t.ay.indexOf(11.2);
    expect(t.flags[f]).toBe(START_OVERLAP);
    expect(t.flags.reduce((a, b) => a + b, 0)).toBe(START_OVERLAP);
    expect(q).toEqual({ x: 10, y: 10.4 });
  });
});
