import { describe, expect, it } from "vitest";
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
});
