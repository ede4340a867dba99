import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Board } from "../../src/engine/board/board";
import { isRulesError } from "../../src/engine/errors";
import { analysePath } from "../../src/engine/path/analyse";
import { type CostWeights, distanceAtCost } from "../../src/engine/path/cost";
import { INCH_MM, model, pts, rect, table } from "./helpers";

const MUMG: CostWeights = { kinds: { difficult: 2, gap: 2, "low-obstacle": 2 }, climbUp: 2, climbDown: 2 };
const CM3 = 30 / 25.4; // a 3 cm base, in inches

describe("cost", () => {
  it("MUMG-ROUGH-1: the part of the path inside difficult terrain counts double; the rest once", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "mud", kind: "difficult", polygon: rect(8, 0, 10, 20) }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [15, 10]));
    expect(a.length).toBe(10);
    expect(a.cost(MUMG)).toBe(12);
    expect(a.cost(MUMG, 4)).toBe(5);
    expect(a.cost({})).toBe(10);
    expect(a.weigh(MUMG).map((p) => [p.from, p.to, p.weight, p.costTo])).toEqual([
      [0, 3, 1, 3],
      [3, 5, 2, 7],
      [5, 10, 1, 12],
    ]);
  });

  it('MUMG-JUMP-1: at the edge of a 2" gap a 3 cm base needs 4" + 3 cm to end wholly across', () => {
    const board = new Board(
      {
        unit: "in",
        width: 72,
        height: 48,
        models: [{ id: "m", side: "a", x: 20 - CM3 / 2, y: 10, elevation: 6, baseMm: 30 }],
        terrain: [
          { id: "roofA", kind: "platform", polygon: rect(10, 0, 20, 20), height: 6 },
          { id: "roofB", kind: "platform", polygon: rect(22, 0, 30, 20), height: 6 },
        ],
      },
      INCH_MM,
    );
    const m = board.model("m");
    // Base front at the edge; the move ends with the base's back at the far edge.
    const a = analysePath(board, m, pts([m.x, 10], [22 + CM3 / 2, 10]));
    expect(a.length).toBeCloseTo(2 + CM3, 9);
    expect(a.cost(MUMG)).toBeCloseTo(4 + CM3, 9);
    expect(a.fitsAt(a.length)).toBe(true);
    expect(a.fitsAt(a.length - 0.01)).toBe(false);
  });

  it("MUMG-CLIMB-1: the vertical distance climbed, up and down, counts double; MUMG-WALLCRAWL-1 counts it once", () => {
    const board = table({
      models: [model("m", "a", 5, 10, { height: 1 })],
      terrain: [{ id: "tower", kind: "vertical", polygon: rect(10, 0, 14, 20), height: 3 }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [20, 10]));
    expect(a.cost(MUMG)).toBe(15 + 2 * 3 + 2 * 3);
    expect(a.cost({ climbUp: 1, climbDown: 1 })).toBe(15 + 6);
    // Before the climb down, only the climb up is paid.
    expect(a.cost(MUMG, 9)).toBe(9 + 6);
    // At the foot of the climb, nothing vertical is paid yet.
    expect(a.cost(MUMG, 5)).toBe(5);
  });

  it("MUMG-CLIMB-1: weigh gives each climb a zero-length entry at its face with its cost, so the running cost is continuous", () => {
    const board = table({
      models: [model("m", "a", 5, 10, { height: 1 })],
      terrain: [{ id: "tower", kind: "vertical", polygon: rect(10, 0, 14, 20), height: 3 }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [20, 10]));
    const w = a.weigh(MUMG);
    expect(w.map((e) => [e.from, e.to, e.weight, e.costFrom, e.costTo, e.change?.type ?? ""])).toEqual([
      [0, 5, 1, 0, 5, ""],
      [5, 5, 2, 5, 11, "climb-up"],
      [5, 9, 1, 11, 15, ""],
      [9, 9, 2, 15, 21, "climb-down"],
      [9, 15, 1, 21, 27, ""],
    ]);
    expect(w[1]!.change).toBe(a.levelChanges[0]);
    for (let i = 1; i < w.length; i++) expect(w[i]!.costFrom).toBe(w[i - 1]!.costTo);
    expect(w[w.length - 1]!.costTo).toBe(a.cost(MUMG));
    // A drop is listed even when free (MUMG-VOID-1): a ruler may mark the fall.
    const roof = table({
      models: [model("r", "a", 15, 10, { elevation: 6 })],
      terrain: [{ id: "roof", kind: "platform", polygon: rect(10, 0, 20, 20), height: 6 }],
    });
    const off = analysePath(roof, roof.model("r"), pts([15, 10], [15, 25])).weigh(MUMG);
    expect(off.map((e) => [e.from, e.to, e.weight, e.costTo, e.change?.type ?? ""])).toEqual([
      [0, 10, 1, 10, ""],
      [10, 10, 0, 10, "drop"],
      [10, 15, 1, 15, ""],
    ]);
  });

  it("MUMG-CLIMB-1: a cost threshold maps to a distance: within a climb's cost it is the face, naming the climb", () => {
    const board = table({
      models: [model("m", "a", 5, 10, { height: 1 })],
      terrain: [{ id: "tower", kind: "vertical", polygon: rect(10, 0, 14, 20), height: 3 }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [20, 10]));
    const w = a.weigh(MUMG);
    expect(distanceAtCost(w, 4)).toEqual({ distance: 4, change: null, paidOfChange: 0 });
    expect(distanceAtCost(w, 5)).toMatchObject({ distance: 5, change: a.levelChanges[0], paidOfChange: 0 });
    expect(distanceAtCost(w, 8)).toMatchObject({ distance: 5, change: a.levelChanges[0], paidOfChange: 3 });
    expect(distanceAtCost(w, 12)).toEqual({ distance: 6, change: null, paidOfChange: 0 });
    expect(distanceAtCost(w, 16)).toMatchObject({ distance: 9, change: a.levelChanges[1], paidOfChange: 1 });
    expect(distanceAtCost(w, 27)).toEqual({ distance: 15, change: null, paidOfChange: 0 });
    expect(distanceAtCost([], 3)).toEqual({ distance: 0, change: null, paidOfChange: 0 });
  });

  it("MUMG-MOVE-1: distanceAtCost on weigh agrees with reach for any threshold, climbs, rough and forbidden kinds included", () => {
    const board = table({
      models: [model("m", "a", 5, 10, { height: 1 })],
      terrain: [
        { id: "mud", kind: "difficult", polygon: rect(7, 0, 9, 20) },
        { id: "tower", kind: "vertical", polygon: rect(10, 0, 14, 20), height: 3 },
        { id: "ladder", kind: "ladder", polygon: rect(13.5, 9, 14.5, 11), height: 3 },
        { id: "ditch", kind: "gap", polygon: rect(16, 0, 17, 20), elevation: -2, height: 2 },
        { id: "lake", kind: "deep-water", polygon: rect(20, 0, 22, 20) },
      ],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [15, 10], [19, 14], [24, 12]));
    const all: CostWeights[] = [
      MUMG,
      { ...MUMG, ladder: 0.5, kinds: { ...MUMG.kinds, "deep-water": Infinity } },
      { climbUp: 1, climbDown: 1, drop: 1 },
      {},
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: all.length - 1 }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (k, t) => {
          const weights = all[k]!;
          const got = distanceAtCost(a.weigh(weights), t);
          const want = a.reach(weights, t);
          expect(got.distance).toBeCloseTo(want.distance, 9);
          expect(got.change).toBe(want.stop?.change ?? null);
        },
      ),
    );
  });

  it("MUMG-FLY-1: a flyer's weights ignore terrain, climbing and jumping: the cost is the length", () => {
    const board = table({
      models: [model("m", "a", 5, 10, { height: 1 })],
      terrain: [
        { id: "tower", kind: "vertical", polygon: rect(10, 0, 14, 20), height: 3 },
        { id: "mud", kind: "difficult", polygon: rect(16, 0, 18, 20) },
      ],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [20, 10]), { flying: true });
    expect(a.cost({})).toBe(15);
    expect(a.cost(MUMG)).toBe(15 + 2);
  });

  it("MUMG-VOID-1: a drop spends no movement unless the weights say so; ladders can be priced apart", () => {
    const board = table({
      models: [model("m", "a", 15, 10, { elevation: 6 })],
      terrain: [
        { id: "roof", kind: "platform", polygon: rect(10, 0, 20, 20), height: 6 },
        { id: "ladder", kind: "ladder", polygon: rect(20, 9, 21, 11), height: 6 },
      ],
    });
    const m = board.model("m");
    const drop = analysePath(board, m, pts([15, 10], [15, 25]));
    expect(drop.cost(MUMG)).toBe(15);
    expect(drop.cost({ drop: 1 })).toBe(21);
    const ladder = analysePath(board, m, pts([15, 10], [25, 10]));
    expect(ladder.levelChanges[0]).toMatchObject({ type: "climb-down", via: "ladder" });
    expect(ladder.cost(MUMG)).toBe(10 + 12);
    expect(ladder.cost({ ...MUMG, ladder: 1 })).toBe(10 + 6);
  });

  it("MUMG-ROUGH-1: a piece takes the largest multiplier of its kinds; unnamed kinds cost like open ground", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [
        { id: "mud", kind: "difficult", polygon: rect(8, 0, 12, 20) },
        { id: "pond", kind: "water", polygon: rect(10, 0, 14, 20) },
        { id: "marker", kind: "access-point", polygon: rect(13, 0, 16, 20) },
      ],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [20, 10]));
    // Pieces: 0-3 open, 3-5 mud, 5-7 mud+pond, 7-8 pond, 8-9 pond+marker, 9-11 marker, 11-15 open.
    expect(a.cost({ kinds: { difficult: 2, water: 3 } })).toBe(3 + 2 * 2 + 3 * 2 + 3 + 3 + 2 + 4);
    // Water is cheaper here: the unnamed mud and marker do not raise it back to 1.
    expect(a.cost({ kinds: { water: 0.5 } })).toBe(3 + 2 + 2 * 0.5 + 0.5 + 0.5 + 2 + 4);
  });

  it("CARN-SWIM-1: a weight that is not a number, or negative, is refused by name", () => {
    const board = table({ models: [model("m", "a", 5, 10)] });
    const a = analysePath(board, board.model("m"), pts([5, 10], [15, 10]));
    const err = (w: CostWeights): unknown => {
      try {
        a.cost(w);
      } catch (e) {
        return e;
      }
      return null;
    };
    const e = err({ kinds: { water: NaN } });
    expect(isRulesError(e) && e.key === "TTM.Error.CostWeight" && e.data.name === "water").toBe(true);
    const f = err({ climbUp: -1 });
    expect(isRulesError(f) && f.data.name === "climbUp").toBe(true);
    expect(a.cost({ kinds: { water: Infinity } })).toBe(10);
  });
});
