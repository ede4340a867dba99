// analysePath's own work (src/engine/path/analyse.ts): its option checks, the defaults the
// accessors take from the analysis, the spatial query it makes once per segment (and for a path
// of one point), the first hit found on any stretch, and the pieces it joins. Bases are 1"
// across (r = 0.5) unless told; the table is 72" x 48".
import { describe, expect, it } from "vitest";
import type { ModelSpec, TerrainSpec } from "../../../src/engine/board/types";
import { isRulesError } from "../../../src/engine/errors";
import { type AnalyseOptions, analysePath } from "../../../src/engine/path/analyse";
import { model, pts, rect, table } from "../helpers";

/** Key and data of the RulesError a call raised ("none" when it did not throw). */
function refusal(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return isRulesError(e) ? { key: e.key, data: e.data } : e;
  }
  return "none";
}

const option = (name: string, value: number) => ({
  key: "TTM.Error.PathOption",
  data: { name, value: String(value) },
});

describe("analysePath's option checks", () => {
  const board = table({ models: [model("m", "a", 10, 10)] });
  const m = board.model("m");
  const run = (options: AnalyseOptions) =>
    refusal(() => analysePath(board, m, pts([10, 10], [20, 10]), options));

  it("each bad option is refused with its name and value; the endless ones take Infinity", () => {
    expect(run({ startElevation: Number.NaN })).toEqual(option("startElevation", Number.NaN));
    expect(run({ startElevation: -3 })).toBe("none");
    expect(run({ ignoreTerrainBelow: -1 })).toEqual(option("ignoreTerrainBelow", -1));
    expect(run({ lowObstacleMaxHeight: Infinity })).toEqual(option("lowObstacleMaxHeight", Infinity));
    expect(run({ maxGapWidth: -1 })).toEqual(option("maxGapWidth", -1));
    expect(run({ maxGapWidth: Infinity })).toBe("none");
    expect(run({ gapLandingDrop: Number.NaN })).toEqual(option("gapLandingDrop", Number.NaN));
    expect(run({ gapLandingDrop: Infinity })).toBe("none");
    expect(run({ collision: { ignoreTerrainBelow: -0.5 } })).toEqual(option("ignoreTerrainBelow", -0.5));
    expect(run({ contact: { tolerance: -1 } })).toEqual(option("tolerance", -1));
    expect(run({ clearance: { width: Infinity } })).toEqual(option("width", Infinity));
  });

  it("the accessors check their own arguments: weights, a budget (Infinity allowed), a tolerance", () => {
    const a = analysePath(board, m, pts([10, 10], [20, 10]));
    const weight = { key: "TTM.Error.CostWeight", data: { name: "ground", value: "-1" } };
    expect(refusal(() => a.cost({ ground: -1 }))).toEqual(weight);
    expect(refusal(() => a.weigh({ ground: -1 }))).toEqual(weight);
    expect(refusal(() => a.reach({ ground: -1 }, 5))).toEqual(weight);
    expect(refusal(() => a.reach({}, -1))).toEqual(option("budget", -1));
    expect(a.reach({}, Infinity)).toMatchObject({ distance: 10 });
    expect(refusal(() => a.contactsAt(5, -0.1))).toEqual(option("tolerance", -0.1));
  });
});

describe("the accessors' defaults", () => {
  it("MUMG-MOVE-7 / SIGNUM-CONTACT-2: contactsAt takes its tolerance and filter from the call, else the analysis's contact query, else 0 and enemies", () => {
    // Stopped at (20, 10): an enemy 0.3" away (base to base) and a friend touching.
    const board = table({
      models: [model("m", "a", 10, 10), model("e", "b", 20, 11.3), model("f", "a", 21, 10)],
    });
    const m = board.model("m");
    const path = pts([10, 10], [20, 10]);
    const ids = (ms: { id: string }[]) => ms.map((x) => x.id).sort();
    const plain = analysePath(board, m, path);
    expect(ids(plain.contactsAt(10))).toEqual([]);
    expect(ids(plain.contactsAt(10, 0.5))).toEqual(["e"]);
    expect(ids(plain.contactsAt(10, 0, () => true))).toEqual(["f"]);
    const query = analysePath(board, m, path, { contact: { tolerance: 0.5, filter: (x) => x.side === "a" } });
    expect(ids(query.contactsAt(10))).toEqual(["f"]);
    expect(ids(query.contactsAt(10, 0))).toEqual(["f"]);
    expect(ids(query.contactsAt(10, undefined, () => true))).toEqual(["e", "f"]);
    // The analysis's own contact query, with its filter: the friend, touched at the path's end.
    expect(query.contact).toEqual({ distance: 10, point: { x: 20, y: 10 }, kind: "model", id: "f" });
  });

  it("MUMG-MOVE-6: fitsAt takes the analysis's collision rules: blocks, ignore, walls off, ignoreTerrainBelow", () => {
    const board = table({
      models: [model("m", "a", 5, 10), model("f", "a", 15, 10.8)],
      terrain: [
        { id: "mud", kind: "difficult", polygon: rect(9, 0, 11, 20) },
        { id: "rock", kind: "impassable", polygon: rect(19, 0, 21, 20), height: 1 },
      ],
      walls: [{ id: "w", a: { x: 25, y: 0 }, b: { x: 25, y: 20 } }],
    });
    const m = board.model("m");
    const path = pts([5, 10], [30, 10]);
    // Standing on the mud (5), overlapping the friend (10), in the rock (15), on the wall (20).
    const fits = (o: AnalyseOptions) => [5, 10, 15, 20].map((d) => analysePath(board, m, path, o).fitsAt(d));
    expect(fits({ collision: false })).toEqual([true, false, false, false]);
    expect(fits({})).toEqual([true, false, false, false]);
    expect(fits({ collision: { blocks: (t) => t.kind === "difficult" } })).toEqual([
      false,
      false,
      true,
      false,
    ]);
    expect(fits({ collision: { ignore: new Set(["f"]) } })).toEqual([true, true, false, false]);
    expect(fits({ collision: { walls: false } })).toEqual([true, false, false, true]);
    expect(fits({ collision: { walls: true } })).toEqual([true, false, false, false]);
    // CARN-MOVE-1: the 1" rock is ground, from the collision rules or from the analysis.
    expect(fits({ collision: { ignoreTerrainBelow: 1 } })).toEqual([true, false, true, false]);
    expect(fits({ ignoreTerrainBelow: 1 })).toEqual([true, false, true, false]);
    expect(fits({ ignoreTerrainBelow: 1, collision: { ignoreTerrainBelow: 0 } })).toEqual([
      true,
      false,
      false,
      false,
    ]);
    // A call's own options win over the analysis's.
    expect(analysePath(board, m, path, { collision: { walls: false } }).fitsAt(20, { walls: true })).toBe(
      false,
    );
  });

  it("MUMG-JUMP-1: fitsAt reads the analysis's lowObstacleMaxHeight: a low obstacle is never stood on", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "crate", kind: "vertical", polygon: rect(8, 0, 12, 20), height: 1 }],
    });
    const m = board.model("m");
    const path = pts([5, 10], [15, 10]);
    const climbed = analysePath(board, m, path);
    expect(climbed.elevationAt(5)).toBe(1);
    expect(climbed.fitsAt(5)).toBe(true);
    const low = analysePath(board, m, path, { lowObstacleMaxHeight: 1 });
    expect(low.elevationAt(5)).toBe(0);
    expect([low.fitsAt(5), low.fitsAt(5, { elevation: 1 }), low.fitsAt(10)]).toEqual([false, false, true]);
  });

  it("SIGNUM-MOVE-3: pieceAt holds from < d <= to: a boundary belongs to the piece before it; past the end, the last piece", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "mud", kind: "difficult", polygon: rect(8, 0, 12, 20) }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [15, 10]));
    expect(a.pieces.map((p) => [p.from, p.to])).toEqual([
      [0, 3],
      [3, 7],
      [7, 10],
    ]);
    expect(a.kindsAt(3)).toEqual([]);
    expect(a.kindsAt(3.000001)).toEqual(["difficult"]);
    expect(a.kindsAt(7)).toEqual(["difficult"]);
    expect(a.pieceAt(0)).toBe(a.pieces[0]);
    expect(a.pieceAt(12)).toBe(a.pieces[2]);
  });
});

describe("one spatial query per segment, and for a path of one point", () => {
  it("MUMG-MOVE-6: a model standing still does not fit where a base overlaps it from any side", () => {
    const sides: [string, number, number][] = [
      ["west", 9.2, 10],
      ["north", 10, 9.2],
      ["east", 10.8, 10],
      ["south", 10, 10.8],
    ];
    for (const [, x, y] of sides) {
      const board = table({ models: [model("m", "a", 10, 10), model("o", "b", x, y)] });
      const a = analysePath(board, board.model("m"), pts([10, 10]));
      expect(a.fitsAt(0)).toBe(false);
      expect(a.fitsAt(0, { ignore: new Set(["o"]) })).toBe(true);
    }
  });

  it("SIGNUM-CONTACT-2: a target within the contact tolerance off to the side of the path is met", () => {
    // The enemy's base is 0.4" from the mover's at the closest point: within a 0.5" tolerance.
    const board = table({ models: [model("m", "a", 10, 10), model("e", "b", 20, 11.4)] });
    const a = analysePath(board, board.model("m"), pts([10, 10], [30, 10]), {
      contact: { tolerance: 0.5 },
      collision: false,
    });
    // It only grazes within the tolerance: met at the closest approach (SIGNUM-CONTACT-2).
    expect(a.contact).toEqual({ distance: 10, point: { x: 20, y: 10 }, kind: "model", id: "e" });
  });

  it("SIGNUM-MOVE-3: a repeated last waypoint leaves the path's pieces as they were", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "mud", kind: "difficult", polygon: rect(8, 0, 12, 20) }],
    });
    const m = board.model("m");
    const once = analysePath(board, m, pts([5, 10], [15, 10]));
    const twice = analysePath(board, m, pts([5, 10], [15, 10], [15, 10]));
    expect(twice.length).toBe(10);
    expect(twice.pieces).toEqual(once.pieces);
  });
});

describe("the first hit on any stretch", () => {
  // A path from (10, 10) to (30, 20) (length sqrt(500)) crossing a mud patch from x = 14 to 16,
  // so that the hits lie on the third stretch.
  const mud: TerrainSpec = { id: "mud", kind: "difficult", polygon: rect(14, 0, 16, 40) };
  const L = Math.sqrt(500);
  const along = (x: number) => ((x - 10) / 20) * L;

  it("MUMG-MOVE-5: a base met past a terrain boundary: the stop's distance and point", () => {
    // The enemy at (25, 17.5) lies on the path's line, met where the centres are 1" apart.
    const models: ModelSpec[] = [model("m", "a", 10, 10), model("e", "b", 25, 17.5)];
    const board = table({ models, terrain: [mud] });
    const a = analysePath(board, board.model("m"), pts([10, 10], [30, 20]));
    const d = along(25) - 1;
    expect(a.collision).toMatchObject({ kind: "model", id: "e" });
    expect(a.collision!.distance).toBeCloseTo(d, 9);
    expect(a.collision!.point.x).toBeCloseTo(10 + (20 * d) / L, 9);
    expect(a.collision!.point.y).toBeCloseTo(10 + (10 * d) / L, 9);
  });

  it("SIGNUM-CONTACT-1 / SCTMG-GAP-1: a contact and a narrow gap found on a later stretch", () => {
    const contact = table({ models: [model("m", "a", 10, 10), model("e", "b", 25, 17.5)], terrain: [mud] });
    const c = analysePath(contact, contact.model("m"), pts([10, 10], [30, 20]), {
      contact: { tolerance: 0 },
      collision: false,
    });
    expect(c.contact).toMatchObject({ kind: "model", id: "e" });
    expect(c.contact!.distance).toBeCloseTo(along(25) - 1, 9);
    // Two bases 0.7" apart either side of y = 10, past the mud.
    const gap = table({
      models: [model("m", "a", 10, 10, { baseMm: 5 }), model("x", "b", 20, 9.15), model("y", "b", 20, 10.85)],
      terrain: [{ id: "mud", kind: "difficult", polygon: rect(14, 0, 16, 40) }],
    });
    const g = analysePath(gap, gap.model("m"), pts([10, 10], [30, 10]), {
      clearance: { width: 1 },
      collision: false,
    });
    expect(g.clearance).not.toBeNull();
    expect(g.clearance!.distance).toBeCloseTo(10, 9);
    expect(g.clearance!.width).toBeCloseTo(0.7, 9);
    expect(g.clearance!.between).toEqual([
      { kind: "model", id: "x" },
      { kind: "model", id: "y" },
    ]);
  });
});

describe("pieces joined where nothing the rules read changes", () => {
  it("MUMG-JUMP-1: in the air over a shed between two roofs, the surface under the jump changes: three pieces", () => {
    const board = table({
      models: [model("m", "a", 15, 10, { elevation: 6 })],
      terrain: [
        { id: "roofA", kind: "platform", polygon: rect(10, 0, 20, 20), height: 6 },
        { id: "shed", kind: "platform", polygon: rect(21, 0, 23, 20), height: 3 },
        { id: "roofB", kind: "platform", polygon: rect(24, 0, 30, 20), height: 6 },
      ],
    });
    const a = analysePath(board, board.model("m"), pts([15, 10], [27, 10]));
    expect(
      a.pieces.map((p) => [p.from, p.to, p.elevation, p.surface, p.airborne, p.kinds.join("+")]),
    ).toEqual([
      [0, 5, 6, 6, false, "platform"],
      [5, 6, 6, 0, true, "gap"],
      [6, 8, 6, 3, true, "gap"],
      [8, 9, 6, 0, true, "gap"],
      [9, 12, 6, 6, false, "platform"],
    ]);
    expect(a.levelChanges.map((c) => [c.type, c.at, c.end, c.height])).toEqual([["gap", 5, 9, 6]]);
  });

  it("MUMG-ROUGH-1: where one mud patch ends and another begins under the same pond, the pieces change", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [
        { id: "pond", kind: "water", polygon: rect(8, 0, 16, 20) },
        { id: "mud", kind: "difficult", polygon: rect(10, 0, 12, 20) },
        { id: "mud2", kind: "difficult", polygon: rect(12, 0, 14, 20) },
      ],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [18, 10]));
    expect(
      a.pieces.map((p) => [p.from, p.to, p.kinds.join("+"), [...p.terrainIds].sort().join(",")]),
    ).toEqual([
      [0, 3, "", ""],
      [3, 5, "water", "pond"],
      [5, 7, "difficult+water", "mud,pond"],
      [7, 9, "difficult+water", "mud2,pond"],
      [9, 11, "water", "pond"],
      [11, 13, "", ""],
    ]);
  });
});

describe("the collision rules analysePath hands the sweep", () => {
  it("CARN-MOVE-1: terrain 1\" high or less is crossed, by the analysis's ignoreTerrainBelow unless the collision rules set their own", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(8, 0, 10, 20), height: 1 }],
    });
    const m = board.model("m");
    const path = pts([5, 10], [15, 10]);
    expect(analysePath(board, m, path, { ignoreTerrainBelow: 1 }).collision).toBeNull();
    expect(analysePath(board, m, path, { ignoreTerrainBelow: 1, collision: {} }).collision).toBeNull();
    expect(analysePath(board, m, path, { collision: { ignoreTerrainBelow: 1 } }).collision).toBeNull();
    const hit = analysePath(board, m, path, {
      ignoreTerrainBelow: 1,
      collision: { ignoreTerrainBelow: 0.5 },
    }).collision;
    expect(hit).toEqual({ distance: 2.5, point: { x: 7.5, y: 10 }, kind: "terrain", id: "rock" });
    expect(analysePath(board, m, path).collision).toEqual(hit);
  });
});
