// SCTMG-GAP-1's seals (gaps.ts) on their own: which lines across a gap narrower than the
// clearance the route may not cross, between which obstacles, and which it may, checked as the
// set of lines (either way round; a line found from both sides is one line).
import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { Point } from "../../../src/engine/geometry/vec";
import { gapSeals } from "../../../src/engine/routing/gaps";
import { LocalScene } from "../../../src/engine/routing/scene";
import { model, rect, table } from "../helpers";
import { localScene } from "./scenes";

const sceneOf = (board: Board, from: Point, clearance: number): LocalScene =>
  localScene(board, { ...board.model("m"), x: from.x, y: from.y }, from, { x: 28, y: 18 }, { clearance });

/** The seals as a sorted set of lines, each written from its lesser end, to 9 places. */
const lines = (seals: readonly (readonly number[])[]): string[] => {
  const f = (v: number) => +v.toFixed(9);
  const out = new Set<string>();
  for (const [ax, ay, bx, by] of seals) {
    const a = [f(ax!), f(ay!)];
    const b = [f(bx!), f(by!)];
    const [p, q] = a[0]! < b[0]! || (a[0] === b[0] && a[1]! < b[1]!) ? [a, b] : [b, a];
    out.add(`${p.join(",")} ${q.join(",")}`);
  }
  return [...out].sort();
};

const seals = (board: Board, from: Point, clearance: number) =>
  lines(gapSeals(sceneOf(board, from, clearance), clearance, from));

describe("gapSeals (SCTMG-GAP-1)", () => {
  // Two 2" bases 1.6" apart rim to rim, across y = 9 to 10.6 at x = 12.
  const pair = (gapTop = 11.6) =>
    table({
      width: 30,
      height: 20,
      models: [
        model("m", "a", 4, 10),
        model("A", "b", 12, 8, { baseMm: 50.8 }),
        model("B", "b", 12, gapTop, { baseMm: 50.8 }),
      ],
    });
  const from = { x: 4, y: 10 };

  it("SCTMG-GAP-1: seals the narrowest line between two bases when it is under the clearance, edge to edge", () => {
    expect(seals(pair(), from, 2)).toEqual(["12,9 12,10.6"]);
    expect(seals(pair(), from, 1.6 + 2e-9)).toEqual(["12,9 12,10.6"]);
    // As wide as the clearance (to a billionth), or wider: passable.
    expect(seals(pair(), from, 1.6)).toEqual([]);
    expect(seals(pair(), from, 1.5)).toEqual([]);
    // A wider clearance reaches a pair further apart: 2.5" rim to rim under 3".
    expect(seals(pair(12.5), from, 3)).toEqual(["12,9 12,11.5"]);
  });

  it("SCTMG-GAP-1: no seal where the base does not fit anyway (under 2R), nor below 2R of clearance", () => {
    // 0.8" apart: the inflated bases meet, no line needed.
    expect(seals(pair(10.8), from, 2)).toEqual([]);
    // A clearance of at most the base's own width asks nothing of any gap.
    expect(seals(pair(), from, 1)).toEqual([]);
    expect(seals(pair(10.8), from, 1)).toEqual([]);
    expect(seals(pair(), from, 0)).toEqual([]);
    expect(seals(pair(), from, NaN)).toEqual([]);
  });

  it("SCTMG-GAP-1: a model standing in the gap may leave it; one a little way off may not pass it", () => {
    // In the gap: 0.8 + 0.8 from the two rims, under the clearance of 2.
    expect(seals(pair(), { x: 12, y: 9.8 }, 2)).toEqual([]);
    // Beside the gap's mouth: 0.9 from each rim would be 1.8 < 2 (dropped); 1.2 each is 2.4 (kept).
    const off = (x: number) => Math.hypot(x - 12, 9.8 - 8) - 1;
    expect(off(11.4) + off(11.4)).toBeLessThan(2);
    expect(seals(pair(), { x: 11.4, y: 9.8 }, 2)).toEqual([]);
    expect(off(10.8) * 2).toBeGreaterThan(2);
    expect(seals(pair(), { x: 10.8, y: 9.8 }, 2)).toEqual(["12,9 12,10.6"]);
  });

  it("SCTMG-GAP-1: between a wall and a base, and between the facing edges of two rocks", () => {
    const wallBase = table({
      width: 30,
      height: 20,
      models: [model("m", "a", 4, 10), model("C", "b", 21.5, 10)],
      walls: [{ id: "w", a: { x: 20, y: 5 }, b: { x: 20, y: 15 } }],
    });
    expect(seals(wallBase, from, 2)).toEqual(["20,10 21,10"]);
    // Two rocks 2" apart with facing edges 2" long: the corridor's two ends.
    const rocks = table({
      width: 30,
      height: 20,
      models: [model("m", "a", 4, 10)],
      terrain: [
        { id: "n", kind: "impassable", polygon: rect(10, 2, 12, 9) },
        { id: "s", kind: "impassable", polygon: rect(10, 11, 12, 18) },
      ],
    });
    // (Lines across one rock's own 2" width are sealed too: they lie inside it, harmless.)
    const within = (got: string[]) => {
      for (const l of got) {
        const [[ax, ay], [bx, by]] = l.split(" ").map((p) => p.split(",").map(Number)) as [
          number[],
          number[],
        ];
        expect(ax! >= 10 && bx! <= 12 && Math.min(ay!, by!) >= 2 && Math.max(ay!, by!) <= 18).toBe(true);
      }
    };
    const three = seals(rocks, from, 3);
    expect(three).toContain("10,9 10,11");
    expect(three).toContain("12,9 12,11");
    within(three);
    expect(seals(rocks, from, 2)).toEqual([]);
    // Standing between them: free to leave (lines across the gap dropped).
    const between = seals(rocks, { x: 11, y: 10 }, 3);
    expect(between).not.toContain("10,9 10,11");
    expect(between).not.toContain("12,9 12,11");
    within(between);
    // Inside rock n (0 from it, not its edge's 0.5) and 2.5 from s: under 3, free to leave.
    const inRock = seals(rocks, { x: 11, y: 8.5 }, 3);
    expect(inRock).not.toContain("10,9 10,11");
    expect(inRock).not.toContain("12,9 12,11");
    // Far off: both ends sealed again; 1.6 from each rock's outline is 3.2, not under 3.
    expect(seals(rocks, { x: 8.4, y: 10 }, 3)).toEqual(three);
  });

  it("SCTMG-GAP-1: the slot of one piece (an arch) is a gap too", () => {
    // A C-shaped rock opening west, its slot 2" wide from x = 10 to 14 at y 9 to 11.
    const c = table({
      width: 30,
      height: 20,
      models: [model("m", "a", 4, 10)],
      terrain: [
        {
          id: "c",
          kind: "impassable",
          polygon: [
            { x: 10, y: 5 },
            { x: 16, y: 5 },
            { x: 16, y: 15 },
            { x: 10, y: 15 },
            { x: 10, y: 11 },
            { x: 14, y: 11 },
            { x: 14, y: 9 },
            { x: 10, y: 9 },
          ],
        },
      ],
    });
    const got = seals(c, from, 2.5);
    expect(got).toContain("10,9 10,11");
    expect(got).toContain("14,9 14,11");
    // Only lines across the slot or through the rock itself (never one the base could use).
    for (const l of got) {
      const [[ax, ay], [bx, by]] = l.split(" ").map((p) => p.split(",").map(Number)) as [number[], number[]];
      expect(ax! >= 10 && bx! <= 16 && ay! >= 9 && by! <= 11).toBe(true);
    }
    expect(seals(c, from, 2)).toEqual([]);
  });
});

describe("gapSeals (SCTMG-GAP-1): which pieces pair, and where the partner is looked for", () => {
  it("SCTMG-GAP-1: a wall near the far end of a rock's long edge is found from the edge, which comes first", () => {
    // A rock's top edge runs (5, 10) to (20, 10); a wall hangs down to 1.2" above it at x = 19.
    // The rock's pieces come before the wall's, so the pair is found only from the edge's side:
    // its search window must reach past x = 19 (its far end plus the clearance), not its near end.
    const board = table({
      width: 30,
      height: 20,
      models: [model("m", "a", 2, 16)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(5, 4, 20, 10) }],
      walls: [{ id: "w", a: { x: 19, y: 11.2 }, b: { x: 19, y: 18 } }],
    });
    // The edge's line to the wall's end, and the rock's top right corner to the wall: both 1.2"
    // and 1.56" rim to rim, under the 2" clearance and over the 1" base.
    expect(seals(board, { x: 2, y: 16 }, 2)).toEqual(["19,10 19,11.2", "19,11.2 20,10"]);
    // The same along y: the rock's left edge runs from y = 2 to 17 and a wall ends 1.2" left of it
    // at y = 3, near the edge's low end.
    const tall = table({
      width: 30,
      height: 20,
      models: [model("m", "a", 24, 18)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(10, 2, 16, 17) }],
      walls: [{ id: "w", a: { x: 2, y: 3 }, b: { x: 8.8, y: 3 } }],
    });
    expect(seals(tall, { x: 24, y: 18 }, 2)).toEqual(["8.8,3 10,2", "8.8,3 10,3"]);
  });

  it("SCTMG-GAP-1: a rock's inside makes no gap of its own: a base close to its corner, clear of its edges' seals", () => {
    // The rock (10, 10)-(12, 12) and a 2" base at (9, 13): the base's rim is 0.41" from the
    // rock's corner (under the 1" base: no seal needed) and 1.83" from the rock's box diagonal
    // (10, 10)-(12, 12), which is inside the rock and no side of any gap.
    const board = table({
      width: 30,
      height: 20,
      models: [model("m", "a", 2, 2), model("B", "b", 9, 13, { baseMm: 50.8 })],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(10, 10, 12, 12) }],
    });
    expect(seals(board, { x: 2, y: 2 }, 2)).toEqual([]);
  });
});
