import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ModelSpec } from "../../../src/engine/board/types";
import * as polygon from "../../../src/engine/geometry/polygon";
import * as links from "../../../src/engine/unit/links";
import { linkBlock, placeUnit, unitCoherency } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

// The work the unit's code does, counted by wrapping the functions it calls (each still does its
// job): which links `linkBlock` is asked for, and how often a piece's bounding box is computed.
vi.mock("../../../src/engine/unit/links", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../src/engine/unit/links")>();
  return { ...real, linkBlock: vi.fn(real.linkBlock) };
});
vi.mock("../../../src/engine/geometry/polygon", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../src/engine/geometry/polygon")>();
  return { ...real, polygonBounds: vi.fn(real.polygonBounds) };
});

const asked = vi.mocked(links.linkBlock);
const bounds = vi.mocked(polygon.polygonBounds);
/** The links asked for, as "from-to" ids, in order. */
const pairs = (): string[] => asked.mock.calls.map(([, a, b]) => `${a.id}-${b.id}`);

const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { baseMm: 32, unitId: "squad", ...extra });

describe("what the unit's code works out, and how often (issue 14, mutation testing)", () => {
  beforeEach(() => {
    asked.mockClear();
    bounds.mockClear();
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
});
