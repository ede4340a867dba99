import { describe, expect, it, vi } from "vitest";
import type { Board, Nearby } from "../../../src/engine/board/board";
import type { ModelSpec, Terrain, TerrainSpec, WallSpec } from "../../../src/engine/board/types";
import { linkBlock, placeUnit, unitCoherency } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

// The work the unit's code does, counted from what it reads and asks (no module is replaced: the
// mutation runner shares one module cache across test files). Each `linkBlock` given a
// neighbourhood reads its `models` once, so reads of it count the links tested; a terrain piece's
// outline is read to compute its box; each base tried asks the board for the base's own box.
const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { baseMm: 32, unitId: "squad", ...extra });

/** The neighbourhood with a count of the links that read it. */
function counted(near: Nearby): { near: Nearby; links: () => number } {
  let reads = 0;
  const wrapped = {
    get models() {
      reads++;
      return near.models;
    },
    terrain: near.terrain,
    walls: near.walls,
  };
  return { near: wrapped, links: () => reads };
}

/** Every box the board is asked for, in order. */
function boxes(board: Board): number[][] {
  const asked: number[][] = [];
  const near = board.near.bind(board);
  vi.spyOn(board, "near").mockImplementation((...box: [number, number, number, number]) => {
    asked.push(box);
    return near(...box);
  });
  return asked;
}

describe("what the unit's code works out, and how often (issue 14, mutation testing)", () => {
  it("SCTMG-COH-1: the chain is searched breadth first from the leader, nearest first: a model cut off from the leader is tried from the nearest model linked", () => {
    // a is 1.5" east of the leader, b 2.55" south-west (given first), c 2.83" north-east behind a
    // short wall across the diagonal through the leader and b; only a sees c.
    const board = table({
      models: [squad("lead", 10, 10), squad("b", 8.2, 8.2), squad("a", 11.5, 10), squad("c", 12, 12)],
      walls: [{ id: "w", a: { x: 11.4, y: 11.7 }, b: { x: 11.7, y: 11.4 } }],
    });
    const [lead, ...members] = ["lead", "b", "a", "c"].map((id) => board.model(id));
    const ids = new Set(["lead", "a", "b", "c"]);
    const { near, links } = counted(board.near(0, 0, 72, 48));
    expect(unitCoherency(board, lead!, members, ids, { range: 3, gapWidth: 0 }, near)).toEqual({
      inCoherency: true,
      within: ids,
      linked: ids,
    });
    // From the leader: a, b (nearest first) and c (cut off); then from a, the nearest linked: c.
    // (From b first, c would be tried twice.)
    expect(links()).toBe(4);
    expect(linkBlock(board, lead!, board.model("c"), ids, { gapWidth: 0 })).toEqual({
      kind: "wall",
      id: "w",
    });
    expect(linkBlock(board, board.model("b"), board.model("c"), ids, { gapWidth: 0 })).toEqual({
      kind: "wall",
      id: "w",
    });
    expect(linkBlock(board, board.model("a"), board.model("c"), ids, { gapWidth: 0 })).toBeNull();
  });

  it("SCTMG-COH-1, SCTMG-LEAD-1: a unit keeping its formation has each member's link to the leader tested once at the end, never the leader's to itself", () => {
    const board = table({ models: [squad("lead", 10, 10), squad("m2", 12, 10), squad("m3", 10, 12)] });
    const [leader, ...members] = ["lead", "m2", "m3"].map((id) => board.model(id));
    // The first box asked is the neighbourhood the final coherency reads (no touching place is
    // looked for: every model's old place relative to the leader is free).
    let links = (): number => 0;
    let first = true;
    const near = board.near.bind(board);
    vi.spyOn(board, "near").mockImplementation((...box: [number, number, number, number]) => {
      const found = near(...box);
      if (!first) return found;
      first = false;
      const c = counted(found);
      links = c.links;
      return c.near;
    });
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
    expect(links()).toBe(2);
  });

  it("SCTMG-COH-2: a terrain piece's outline is read once for its box, however many links pass it by", () => {
    const board = table({
      models: [squad("a", 10, 10), squad("b", 14, 10), squad("c", 10, 14)],
      terrain: [{ id: "pond", kind: "water", polygon: rect(20, 20, 22, 22) }],
    });
    const [a, b, c] = ["a", "b", "c"].map((id) => board.model(id));
    const ids = new Set(["a", "b", "c"]);
    let reads = 0;
    const real = board.terrain[0]!;
    const pond: Terrain = { ...real };
    Object.defineProperty(pond, "polygon", {
      get: () => {
        reads++;
        return real.polygon;
      },
    });
    const near: Nearby = { models: [...board.models], terrain: [pond], walls: [] };
    expect(linkBlock(board, a!, b!, ids, { gapWidth: 0 }, near)).toBeNull();
    expect(linkBlock(board, a!, c!, ids, { gapWidth: 0 }, near)).toBeNull();
    expect(linkBlock(board, b!, c!, ids, { gapWidth: 0 }, near)).toBeNull();
    expect(reads).toBe(1);
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
      const asked = boxes(board);
      const answer = placeUnit(
        board,
        { leader: board.model("lead"), to: { x: 20, y: 20 }, level: 0, members: [board.model("m2")] },
        { range: 3, gapWidth: 0 },
      );
      // The places tried: the boxes of a base (every other box, the neighbourhood's and the
      // links' from the leader, holds the leader's centre), by their centres.
      const places = asked
        .filter(([x0, y0, x1, y1]) => !(x0! <= 20 && x1! >= 20 && y0! <= 20 && y1! >= 20))
        .map(([x0, y0, x1, y1]) => `${(x0! + x1!) / 2},${(y0! + y1!) / 2}`);
      return { answer, places };
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
    const [x, y] = added[0]!.split(",").map(Number);
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
    const asked = boxes(board);
    const [lead, ...members] = ["lead", "m2", "m3"].map((id) => board.model(id));
    const ids = new Set(["lead", "m2", "m3"]);
    expect(unitCoherency(board, lead!, members, ids, { range: 3, gapWidth: 1 })).toEqual({
      inCoherency: true,
      within: ids,
      linked: ids,
    });
    expect(asked).toHaveLength(1);
    const [minX, minY, maxX, maxY] = asked[0]!;
    expect(asked[0]!.every(Number.isFinite)).toBe(true);
    expect([minX! <= 9 - 1, minY! <= 10 - 1, maxX! >= 12 + 1, maxY! >= 12.5 + 1]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});
