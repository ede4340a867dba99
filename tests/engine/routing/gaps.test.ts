import { describe, expect, it } from "vitest";
import { analysePath } from "../../../src/engine/path/analyse";
import { firstCollision } from "../../../src/engine/path/collision";
import { route } from "../../../src/engine/routing";
import { model, rect, table } from "../helpers";
import { referenceRoute } from "./reference";

/** Two rocks whose facing edges are `gap` apart across y = 10, between x = 10 and 12. */
const rocks = (gap: number) => [
  { id: "n", kind: "impassable" as const, polygon: rect(10, 2, 12, 10 - gap / 2) },
  { id: "s", kind: "impassable" as const, polygon: rect(10, 10 + gap / 2, 12, 18) },
];

const lengthOf = (outcome: ReturnType<typeof route>): number => {
  if (!outcome.ok) throw new Error(`no route: ${outcome.reason}`);
  return outcome.route.length;
};

describe("gap clearance while routing", () => {
  it('SCTMG-GAP-1: a Size 2 model (1" clearance) goes through a 2" gap; a Size 3 model (3") goes round', () => {
    // A 1"-across base fits a 2" gap either way: only the clearance rule sends the Size 3 model round.
    const board = table({ width: 30, height: 20, models: [model("m", "a", 4, 10)], terrain: rocks(2) });
    const m = board.model("m");
    const to = { x: 18, y: 10 };
    expect(lengthOf(route(board, m, m, to, { budget: 40, clearance: 1 }))).toBeCloseTo(14, 9);
    const round = route(board, m, m, to, { budget: 40, clearance: 3 });
    expect(lengthOf(round)).toBeGreaterThan(17);
    // The way round is the shortest one that does not pass between the rocks: the reference with
    // the gap sealed agrees.
    const ref = referenceRoute(board, m, m, to, {
      samples: 96,
      seals: [
        [
          { x: 11, y: 9 },
          { x: 11, y: 11 },
        ],
      ],
    });
    expect(round.ok && round.route.exactLength).toBeLessThanOrEqual(ref!.length * (1 + 1e-9));
    expect(round.ok && round.route.exactLength).toBeGreaterThanOrEqual(ref!.length * (1 - 1e-3));
    if (round.ok) expect(firstCollision(board, m, round.route.points)).toBeNull();
  });

  it("SCTMG-GAP-1: hugging a base round its side through a narrow gap counts as passing it", () => {
    // A and B are 2" bases 1.6" apart edge to edge; the straight line clips A, so the short way
    // hugs A's top, through the gap. With 2" needed it must go another way.
    const board = table({
      width: 30,
      height: 24,
      models: [
        model("m", "a", 8, 10.4),
        model("A", "b", 12, 9, { baseMm: 50.8 }),
        model("B", "b", 12, 12.6, { baseMm: 50.8 }),
      ],
    });
    const m = board.model("m");
    const to = { x: 16, y: 10.4 };
    const through = route(board, m, m, to, { budget: 30, clearance: 1.5 });
    expect(lengthOf(through)).toBeLessThan(8.1);
    const round = route(board, m, m, to, { budget: 30, clearance: 2 });
    const ref = referenceRoute(board, m, m, to, {
      samples: 128,
      seals: [
        [
          { x: 12, y: 10 },
          { x: 12, y: 11.6 },
        ],
      ],
    });
    expect(round.ok).toBe(true);
    if (round.ok) {
      expect(round.route.exactLength).toBeLessThanOrEqual(ref!.length * (1 + 1e-9));
      expect(round.route.exactLength).toBeGreaterThanOrEqual(ref!.length * (1 - 1e-3));
      expect(firstCollision(board, m, round.route.points)).toBeNull();
    }
  });

  it("SCTMG-GAP-1: a gap exactly as wide as the clearance may be passed", () => {
    const board = table({ width: 30, height: 20, models: [model("m", "a", 4, 10)], terrain: rocks(3) });
    const m = board.model("m");
    expect(lengthOf(route(board, m, m, { x: 18, y: 10 }, { budget: 40, clearance: 3 }))).toBeCloseTo(14, 9);
  });

  it("SCTMG-GAP-1: the gap between two bases counts from edge to edge (SCTMG-MEASURE-1)", () => {
    // Two 2"-across bases with centres 4.5" apart: a 2.5" gap. A 1"-across mover fits through.
    const board = table({
      width: 30,
      height: 20,
      models: [
        model("m", "a", 4, 10),
        model("p", "b", 12, 7.75, { baseMm: 50.8 }),
        model("q", "b", 12, 12.25, { baseMm: 50.8 }),
      ],
    });
    const m = board.model("m");
    const to = { x: 20, y: 10 };
    expect(lengthOf(route(board, m, m, to, { budget: 30, clearance: 2.5 }))).toBeCloseTo(16, 9);
    expect(lengthOf(route(board, m, m, to, { budget: 30, clearance: 2.6 }))).toBeGreaterThan(16.5);
  });

  it("SCTMG-GAP-1: a breach in one terrain piece is a gap too", () => {
    // A C-shaped ruin open to the west with a 2" breach in its east wall.
    const ruin = [
      { x: 10, y: 4 },
      { x: 16, y: 4 },
      { x: 16, y: 9 },
      { x: 15, y: 9 },
      { x: 15, y: 5 },
      { x: 11, y: 5 },
      { x: 11, y: 15 },
      { x: 15, y: 15 },
      { x: 15, y: 11 },
      { x: 16, y: 11 },
      { x: 16, y: 16 },
      { x: 10, y: 16 },
    ];
    const board = table({
      width: 30,
      height: 20,
      models: [model("m", "a", 13, 10)],
      terrain: [{ id: "ruin", kind: "impassable", polygon: ruin }],
    });
    const m = board.model("m");
    const to = { x: 20, y: 10 };
    expect(lengthOf(route(board, m, m, to, { budget: 40, clearance: 1 }))).toBeCloseTo(7, 9);
    // With 3" needed the model cannot leave by the breach; the ruin is closed to the west as well.
    expect(route(board, m, m, to, { budget: 40, clearance: 3 })).toMatchObject({
      ok: false,
      reason: "unreachable",
    });
  });

  it("SCTMG-GAP-1: the clearance does not push the path off a lone obstacle (measured with the base's radius)", () => {
    const board = table({
      width: 30,
      height: 20,
      models: [model("m", "a", 4, 10)],
      walls: [{ id: "w", a: { x: 10, y: 6 }, b: { x: 10, y: 14 } }],
    });
    const m = board.model("m");
    const to = { x: 16, y: 10 };
    const plain = lengthOf(route(board, m, m, to, { budget: 30 }));
    expect(lengthOf(route(board, m, m, to, { budget: 30, clearance: 3 }))).toBeCloseTo(plain, 9);
  });

  it("SCTMG-GAP-1: a model already standing in a narrow gap may leave it", () => {
    const board = table({ width: 30, height: 20, models: [model("m", "a", 11, 10)], terrain: rocks(2) });
    const m = board.model("m");
    expect(lengthOf(route(board, m, m, { x: 18, y: 10 }, { budget: 30, clearance: 3 }))).toBeCloseTo(7, 9);
  });
  it("SCTMG-GAP-1: arriving past a gap's narrowest line is passing it: a goal just past it is reached round the bases", () => {
    // Two 3"-across bases 2" apart edge to edge across x = 12; the goal is 0.3" past that line,
    // still between them (1" from each).
    const board = table({
      width: 30,
      height: 20,
      models: [
        model("m", "a", 4, 10),
        model("p", "b", 12, 7.5, { baseMm: 76.2 }),
        model("q", "b", 12, 12.5, { baseMm: 76.2 }),
      ],
    });
    const m = board.model("m");
    const goal = { x: 12.3, y: 10 };
    const found = route(board, m, m, goal, { budget: 60, clearance: 3 });
    expect(found.ok).toBe(true);
    if (found.ok) {
      expect(found.route.length).toBeGreaterThan(10);
      expect(analysePath(board, m, found.route.points, { clearance: { width: 3 } }).clearance).toBeNull();
    }
    // The path check says the same of the straight line.
    expect(analysePath(board, m, [m, goal], { clearance: { width: 3 } }).clearance?.width).toBeCloseTo(2, 9);
    expect(lengthOf(route(board, m, m, goal, { budget: 60, clearance: 2 }))).toBeCloseTo(8.3, 9);
  });

  it("SCTMG-GAP-1: a corridor entered through a mouth narrower than the clearance is a gap, though its narrowest line is deeper in", () => {
    // Two walls in a V opening to the east: 2.59" apart at the mouth (x = 14), 2" at x = 10.
    const board = table({
      width: 30,
      height: 20,
      models: [model("m", "a", 20, 10)],
      walls: [
        { id: "n", a: { x: 10, y: 9 }, b: { x: 14, y: 8.7 } },
        { id: "s", a: { x: 10, y: 11 }, b: { x: 14, y: 11.3 } },
      ],
    });
    const m = board.model("m");
    const goal = { x: 12, y: 10 };
    expect(analysePath(board, m, [m, goal], { clearance: { width: 3 } }).clearance?.width).toBeCloseTo(
      2.593,
      3,
    );
    // Round the back and in through the narrow end would pass the 2" line: no way in at all.
    expect(route(board, m, m, goal, { budget: 60, clearance: 3 })).toMatchObject({ ok: false });
    expect(route(board, m, m, goal, { budget: 60, clearance: 2.5 }).ok).toBe(true);
  });

  it("SCTMG-GAP-1: a route hugging a rock's corners may not slip through the gap's lines where they meet the corners' arcs", () => {
    // A channel 1.3" wide under a 2" rock, over a wider one; a 1" base fits (2R = 1), 1.5" are
    // needed. The way through hugs the upper rock's corners, and the gap's lines (straight down
    // from them) run through the tangent points of that way.
    const board = table({
      width: 30,
      height: 20,
      models: [model("m", "a", 4, 9.6)],
      terrain: [
        { id: "n", kind: "impassable", polygon: rect(10, 2, 12, 9.35) },
        { id: "s", kind: "impassable", polygon: rect(9, 10.65, 13, 18) },
      ],
    });
    const m = board.model("m");
    const goal = { x: 18, y: 9.6 };
    const found = route(board, m, m, goal, { budget: 60, clearance: 1.5 });
    expect(found.ok).toBe(true);
    if (found.ok) {
      expect(found.route.length).toBeGreaterThan(20);
      expect(analysePath(board, m, found.route.points, { clearance: { width: 1.5 } }).clearance).toBeNull();
    }
    expect(lengthOf(route(board, m, m, goal, { budget: 60, clearance: 1.3 }))).toBeLessThan(14.1);
  });

  it("SCTMG-GAP-1: a gap whose far side lies outside the route's search corridor still counts", () => {
    // The goal is 2" away behind a wall; the short way round the wall's end passes 2.9" from a
    // base that lies beyond the corridor a path that short can reach.
    const board = table({
      width: 30,
      height: 30,
      models: [model("m", "a", 12, 10), model("far", "b", 11, 14.9, { baseMm: 50.8 })],
      walls: [{ id: "w", a: { x: 11, y: 2 }, b: { x: 11, y: 11 } }],
    });
    const m = board.model("m");
    const goal = { x: 10, y: 10 };
    expect(lengthOf(route(board, m, m, goal, { budget: 60, clearance: 2.8 }))).toBeLessThan(4);
    const found = route(board, m, m, goal, { budget: 60, clearance: 3 });
    expect(found.ok).toBe(true);
    if (found.ok) {
      expect(found.route.length).toBeGreaterThan(8);
      expect(analysePath(board, m, found.route.points, { clearance: { width: 3 } }).clearance).toBeNull();
    }
  });
});
