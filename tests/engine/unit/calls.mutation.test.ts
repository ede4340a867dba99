import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ModelSpec, TerrainSpec, WallSpec } from "../../../src/engine/board/types";
import * as polygon from "../../../src/engine/geometry/polygon";
import * as fit from "../../../src/engine/path/fit";
import * as links from "../../../src/engine/unit/links";
import { linkBlock, placeUnit, unitCoherency } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

// The work the unit's code does, counted by wrapping the functions it calls (each still does its
// job): which links `linkBlock` is asked for, how often a piece's bounding box is computed, and
// which places a placement asks the board whether a base fits.
vi.mock("../../../src/engine/unit/links", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../src/engine/unit/links")>();
  return { ...real, linkBlock: vi.fn(real.linkBlock) };
});
vi.mock("../../../src/engine/geometry/polygon", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../src/engine/geometry/polygon")>();
  return { ...real, polygonBounds: vi.fn(real.polygonBounds) };
});

vi.mock("../../../src/engine/path/fit", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../src/engine/path/fit")>();
  return { ...real, baseFitsAt: vi.fn(real.baseFitsAt) };
});

const asked = vi.mocked(links.linkBlock);
const tried = vi.mocked(fit.baseFitsAt);
const bounds = vi.mocked(polygon.polygonBounds);
/** The links asked for, as "from-to" ids, in order. */
const pairs = (): string[] => asked.mock.calls.map(([, a, b]) => `${a.id}-${b.id}`);

const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { baseMm: 32, unitId: "squad", ...extra });

describe("what the unit's code works out, and how often (issue 14, mutation testing)", () => {
  beforeEach(() => {
    asked.mockClear();
    bounds.mockClear();
    tried.mockClear();
  });

  it("SCTMG-COH-1: the chain is searched breadth first from the leader, nearest first: a model cut off from the leader is tried from the nearest model linked", () => {
    // a is 1.5" east of the leader, b 2.55" south-west (given first), c 2.83" north-east behind a
    // short wall across the diagonal through the leader and b; only a sees c.
    const board = table({
      models: [squad("lead", 10, 10), squad("b", 8.2, 8.2), squad("a", 11.5, 10), squad("c", 12, 12)],
      walls: [{ id: "w", a: { x: 11.4, y: 11.7 }, b: { x: 11.7, y: 11.4 } }],
    });
    const [lead, ...members] = ["lead", "b", "a", "c"].map((id) => board.model(id));
    const ids = new Set(["lead", "a", "b", "c"]);
    expect(unitCoherency(board, lead!, members, ids, { range: 3, gapWidth: 0 })).toEqual({
      inCoherency: true,
      within: ids,
      linked: ids,
    });
    // From the leader: a, b (nearest first), then c (cut off); from a, the nearest linked: c.
    expect(pairs()).toEqual(["lead-a", "lead-b", "lead-c", "a-c"]);
    expect(linkBlock(board, lead!, board.model("c"), ids, { gapWidth: 0 })).toEqual({
      kind: "wall",
      id: "w",
    });
    expect(linkBlock(board, board.model("b"), board.model("c"), ids, { gapWidth: 0 })).toEqual({
      kind: "wall",
      id: "w",
    });
  });

  it("SCTMG-COH-1, SCTMG-LEAD-1: a placement's coherency never asks for a link from a model to itself", () => {
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 12, 10), squad("m3", 10, 12)] });
    const [leader, ...members] = ["lead", "m2", "m3"].map((id) => board.model(id));
    expect(
      placeUnit(
        board,
        { leader: leader!, to: { x: 20, y: 20 }, level: 0, members },
        { range: 3, gapWidth: 1 },
      ),
    ).toEqual({
      placements: [
        { modelId: "lead", point: { x: 20, y: 20 }, status: "leader" },
        { modelId: "m2", point: { x: 22, y: 20 }, status: "coherent" },
        { modelId: "m3", point: { x: 20, y: 22 }, status: "coherent" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
    expect(pairs().length).toBeGreaterThan(0);
    expect(asked.mock.calls.filter(([, a, b]) => a.id === b.id)).toEqual([]);
  });

  it("SCTMG-COH-2: a terrain piece's bounding box is computed once, however many links test it", () => {
    const board = table({
      models: [squad("a", 10, 10), squad("b", 14, 10), squad("c", 14, 14)],
      terrain: [
        { id: "rock", kind: "impassable", polygon: rect(11, 11, 13, 13) },
        { id: "pond", kind: "water", polygon: rect(11, 8, 13, 9) },
      ],
    });
    const [a, b, c] = ["a", "b", "c"].map((id) => board.model(id));
    const ids = new Set(["a", "b", "c"]);
    const near = board.near(0, 0, 72, 48);
    bounds.mockClear();
    expect(linkBlock(board, a!, b!, ids, { gapWidth: 0 }, near)).toBeNull();
    expect(linkBlock(board, a!, c!, ids, { gapWidth: 0 }, near)).toEqual({ kind: "terrain", id: "rock" });
    expect(linkBlock(board, b!, c!, ids, { gapWidth: 0 }, near)).toBeNull();
    expect(bounds.mock.calls.map(([poly]) => poly)).toEqual([rect(11, 11, 13, 13), rect(11, 8, 13, 9)]);
  });

  it("SCTMG-COH-3, SCTMG-COH-4: a casualty's search tries the same places whatever stands far from them or where the unit stood", () => {
    // The Leading Model ends in a closed room of walls 2.4" across, too small for m2 beside it;
    // every place outside is cut off: m2 is a casualty (and the unit stays In Coherency).
    const room: WallSpec[] = [
      { id: "s", a: { x: 18.8, y: 18.8 }, b: { x: 21.2, y: 18.8 } },
      { id: "e", a: { x: 21.2, y: 18.8 }, b: { x: 21.2, y: 21.2 } },
      { id: "n", a: { x: 21.2, y: 21.2 }, b: { x: 18.8, y: 21.2 } },
      { id: "w", a: { x: 18.8, y: 21.2 }, b: { x: 18.8, y: 18.8 } },
    ];
    const search = (dx: number, others: ModelSpec[] = [], terrain: TerrainSpec[] = []) => {
      const board = table({
        models: [squad("lead", 10 + dx, 20), squad("m2", 11.5 + dx, 20), ...others],
        walls: room,
        terrain,
      });
      tried.mockClear();
      const answer = placeUnit(
        board,
        { leader: board.model("lead"), to: { x: 20, y: 20 }, level: 0, members: [board.model("m2")] },
        { range: 3, gapWidth: 0 },
      );
      return { answer, places: tried.mock.calls.map(([, m, p]) => `${m.id} ${p.x},${p.y}`) };
    };
    const casualty = (x: number) => ({
      placements: [
        { modelId: "lead", point: { x: 20, y: 20 }, status: "leader" },
        { modelId: "m2", point: { x, y: 20 }, status: "casualty" },
      ],
      unitStatus: "in-coherency",
      misfits: [],
    });
    const alone = search(0);
    expect(alone.answer).toEqual(casualty(11.5));
    expect(alone.places.length).toBeGreaterThan(100);
    // Another unit's model 5.76" east, a rock whose nearest face is 3.6" west and a muddy field
    // round the room whose edges are 4" off: none is near enough to where m2 is wanted to touch.
    const far = search(
      0,
      [model("civ", "other", 25.76, 20, { baseMm: 32, unitId: "civ" })],
      [
        { id: "rock", kind: "impassable", polygon: rect(15.4, 19, 16.4, 21) },
        { id: "mud", kind: "difficult", polygon: rect(16, 16, 24, 24) },
      ],
    );
    expect(far).toEqual(alone);
    // Another unit's model 4.3" east: a base may touch it 3.04" from the leader, out of range but
    // within the search beyond; that place is tried too, and nothing else is.
    const civ = search(0, [model("civ", "other", 24.3, 20, { baseMm: 32, unitId: "civ" })]);
    expect(civ.answer).toEqual(casualty(11.5));
    const added = civ.places.filter((p) => !alone.places.includes(p));
    expect(civ.places.filter((p) => !added.includes(p))).toEqual(alone.places);
    expect(added).toHaveLength(1);
    const [x, y] = added[0]!.split(" ")[1]!.split(",").map(Number);
    expect(Math.hypot(x! - 24.3, y! - 20)).toBeCloseTo(32 / 25.4, 6);
    // The unit stood just east of the room (its old bases are not obstacles).
    const before = search(13);
    expect(before.answer).toEqual(casualty(24.5));
    expect(before.places).toEqual(alone.places);
  });

  it("SCTMG-COH-2: a unit's coherency asks the board for one finite box holding every link grown by the gap width", () => {
    const board = table({
      models: [squad("lead", 10, 10), squad("m2", 12, 11, { baseMm: 50 }), squad("m3", 9, 12.5)],
    });
    const boxes: number[][] = [];
    const near = board.near.bind(board);
    vi.spyOn(board, "near").mockImplementation((...box: [number, number, number, number]) => {
      boxes.push(box);
      return near(...box);
    });
    const [lead, ...members] = ["lead", "m2", "m3"].map((id) => board.model(id));
    const ids = new Set(["lead", "m2", "m3"]);
    expect(unitCoherency(board, lead!, members, ids, { range: 3, gapWidth: 1 })).toEqual({
      inCoherency: true,
      within: ids,
      linked: ids,
    });
    expect(boxes).toHaveLength(1);
    const [minX, minY, maxX, maxY] = boxes[0]!;
    expect(boxes[0]!.every(Number.isFinite)).toBe(true);
    expect([minX! <= 9 - 1, minY! <= 10 - 1, maxX! >= 12 + 1, maxY! >= 12.5 + 1]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});
