import { describe, expect, it } from "vitest";
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec, TerrainSpec } from "../../../src/engine/board/types";
import { GEOMETRY_TOLERANCE as T } from "../../../src/engine/geometry/tolerance";
import { type LinkRules, linkBlock, nearGroup, standingAt } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

// Bases 32 mm (r = 16 / 25.4") unless told; the unit is "squad".
const R32 = 16 / 25.4;
const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { baseMm: 32, unitId: "squad", ...extra });
const NO_GAP: LinkRules = { gapWidth: 0 };

/** linkBlock between two models of the board, the whole unit being the models of "squad". */
function block(board: Board, a: string, b: string, rules: LinkRules = NO_GAP) {
  const ids = new Set(board.models.filter((m) => m.unitId === "squad").map((m) => m.id));
  return linkBlock(board, board.model(a), board.model(b), ids, rules);
}

describe("Coherency Links (issue 14, mutation testing)", () => {
  it("standingAt: the same model when nothing changes, else a copy at the new centre and level", () => {
    const board = table({ models: [squad("m", 10, 10, { elevation: 1 })] });
    const m = board.model("m");
    expect(standingAt(m, { x: 10, y: 10 })).toBe(m);
    expect(standingAt(m, { x: 10, y: 10 }, 1)).toBe(m);
    expect(standingAt(m, { x: 10, y: 12 })).toEqual({ ...m, y: 12 });
    expect(standingAt(m, { x: 12, y: 10 })).toEqual({ ...m, x: 12 });
    expect(standingAt(m, { x: 10, y: 10 }, 2)).toEqual({ ...m, elevation: 2 });
    expect(standingAt(m, { x: 10, y: 10 }, 2)).not.toBe(m);
    // The board's model is not changed.
    expect(board.model("m")).toEqual({ ...m, x: 10, y: 10, elevation: 1 });
  });

  it("nearGroup: everything whose box meets the points' box grown by the margin, and nothing else", () => {
    // Points' box: x 10..20, y 9..16; the extremes come from different points, none from the first.
    // Grown by 1: x 9..21, y 8..17. Bases 1" across (r 0.5).
    const board = table({
      models: [
        model("west-out", "b", 8.4, 12),
        model("west-in", "b", 8.6, 12),
        model("east-in", "b", 21.4, 12),
        model("east-out", "b", 21.6, 12),
        model("north-out", "b", 15, 7.4),
        model("north-in", "b", 15, 7.6),
        model("south-in", "b", 15, 17.4),
        model("south-out", "b", 15, 17.6),
      ],
      terrain: [
        { id: "t-in", kind: "impassable", polygon: rect(2, 10, 9.05, 11) },
        { id: "t-out", kind: "impassable", polygon: rect(2, 12, 8.95, 13) },
      ],
      walls: [
        { id: "w-in", a: { x: 20.95, y: 30 }, b: { x: 20.95, y: 16.9 } },
        { id: "w-out", a: { x: 21.1, y: 30 }, b: { x: 30, y: 8 } },
      ],
    });
    const found = nearGroup(
      board,
      [
        { x: 15, y: 12 },
        { x: 10, y: 16 },
        { x: 20, y: 9 },
      ],
      1,
    );
    expect(found.models.map((m) => m.id).sort()).toEqual(["east-in", "north-in", "south-in", "west-in"]);
    expect(found.terrain.map((t) => t.id)).toEqual(["t-in"]);
    expect(found.walls.map((w) => w.id)).toEqual(["w-in"]);
  });

  it("SCTMG-COH-2: a base the line enters by less than the geometry tolerance is touched, not crossed", () => {
    // The line y = 10 from (10, 10) to (14, 10); the other base's centre above it.
    const at = (dy: number) =>
      table({
        models: [squad("a", 10, 10), squad("b", 14, 10), model("o", "zerg", 12, 10 + dy, { baseMm: 32 })],
      });
    expect(block(at(R32 - T / 2), "a", "b")).toBeNull();
    expect(block(at(R32 - 2 * T), "a", "b")).toEqual({ kind: "model", id: "o" });
    // Near either end of the line as well as in its middle.
    const nearEnd = table({
      models: [squad("a", 10, 10), squad("b", 14, 10), model("o", "zerg", 14.2, 10.3, { baseMm: 25 })],
    });
    expect(block(nearEnd, "a", "b")).toEqual({ kind: "model", id: "o" });
    expect(block(nearEnd, "b", "a")).toEqual({ kind: "model", id: "o" });
  });

  it("SCTMG-COH-2: a negative gap width is no gap; other units' bases still stop the link near its ends", () => {
    const board = table({
      models: [squad("a", 10, 10), squad("b", 14, 10), model("o", "zerg", 10.4, 10.9, { baseMm: 25 })],
    });
    // The 25 mm base (r 0.49") 0.9" from the line: clear of it.
    expect(block(board, "a", "b", { gapWidth: -1 })).toBeNull();
    const crossing = table({
      models: [squad("a", 10, 10), squad("b", 14, 10), model("o", "zerg", 10.3, 10.4, { baseMm: 25 })],
    });
    expect(block(crossing, "a", "b", { gapWidth: -1 })).toEqual({ kind: "model", id: "o" });
    expect(block(crossing, "b", "a", { gapWidth: -1 })).toEqual({ kind: "model", id: "o" });
  });

  it("SCTMG-COH-2: terrain stops a link where it stands at the lower model's level, and only there", () => {
    // The line from (10, 10) to (14, 10) crosses the piece's faces at x 11.5 and 12.5.
    const across = (piece: Omit<TerrainSpec, "id" | "polygon">, la: number, lb: number, rules = NO_GAP) =>
      block(
        table({
          models: [squad("a", 10, 10, { elevation: la }), squad("b", 14, 10, { elevation: lb })],
          terrain: [{ id: "p", polygon: rect(11.5, 8, 12.5, 12), ...piece }],
        }),
        "a",
        "b",
        rules,
      );
    const stops = { kind: "terrain", id: "p" };
    // Impassable with no height stands to the sky; with a height, only up to its top.
    expect(across({ kind: "impassable" }, 0, 0)).toEqual(stops);
    expect(across({ kind: "impassable" }, 5, 5)).toEqual(stops);
    expect(across({ kind: "impassable", height: 1 }, 0, 0)).toEqual(stops);
    expect(across({ kind: "impassable", height: 1 }, 1, 1)).toBeNull();
    expect(across({ kind: "impassable", height: 1 }, 1, 0)).toEqual(stops);
    expect(across({ kind: "impassable", height: 1, elevation: 2 }, 0, 0)).toBeNull();
    // A low obstacle and a platform's face (climbable: a block) stand from their foot to their top.
    expect(across({ kind: "low-obstacle", height: 0.5 }, 0, 0)).toEqual(stops);
    expect(across({ kind: "low-obstacle", height: 0.5 }, 0.5, 0.5)).toBeNull();
    expect(across({ kind: "low-obstacle", height: 0.5, elevation: 1 }, 0, 0)).toBeNull();
    expect(across({ kind: "platform", height: 2 }, 0, 0)).toEqual(stops);
    expect(across({ kind: "platform", height: 2 }, 2, 2)).toBeNull();
    expect(across({ kind: "platform", height: 2 }, 0, 2)).toEqual(stops);
    // Terrain a ruleset crosses as ground (below ignoreTerrainBelow) and area terrain do not stop it.
    expect(
      across({ kind: "low-obstacle", height: 0.5 }, 0, 0, { gapWidth: 0, ignoreTerrainBelow: 1 }),
    ).toBeNull();
    expect(across({ kind: "difficult" }, 0, 0)).toBeNull();
    expect(across({ kind: "water" }, 0, 0)).toBeNull();
  });

  it("SCTMG-COH-2: a link that ends on a piece's outline does not cross it there", () => {
    // b stands on the platform with its centre on the face x = 12; a is below it.
    const deck: TerrainSpec = { id: "deck", kind: "platform", polygon: rect(12, 0, 20, 20), height: 2 };
    const board = table({
      models: [squad("a", 10, 10), squad("b", 12, 10, { elevation: 2 })],
      terrain: [deck],
    });
    expect(block(board, "a", "b")).toBeNull();
    expect(block(board, "b", "a")).toBeNull();
    // A ten-trillionth onto the deck is still on the face (rounding, not a crossing).
    const hair = table({
      models: [squad("a", 10, 10), squad("b", 12 + 1e-13, 10, { elevation: 2 })],
      terrain: [deck],
    });
    expect(block(hair, "a", "b")).toBeNull();
    expect(block(hair, "b", "a")).toBeNull();
    // A thousandth further onto the deck, the line crosses the face.
    const past = table({
      models: [squad("a", 10, 10), squad("b", 12.001, 10, { elevation: 2 })],
      terrain: [deck],
    });
    expect(block(past, "a", "b")).toEqual({ kind: "terrain", id: "deck" });
    expect(block(past, "b", "a")).toEqual({ kind: "terrain", id: "deck" });
  });

  it("SCTMG-COH-2: an Access Point lets a link cross only the face it covers", () => {
    // The line crosses the piece's faces at x 11.5 and 12.5; ladders on one face or both.
    const piece: TerrainSpec = { id: "p", kind: "low-obstacle", polygon: rect(11.5, 8, 12.5, 12), height: 1 };
    const west: TerrainSpec = { id: "west", kind: "access-point", polygon: rect(11.3, 9.5, 11.7, 10.5) };
    const east: TerrainSpec = { id: "east", kind: "access-point", polygon: rect(12.3, 9.5, 12.7, 10.5) };
    const aside: TerrainSpec = { id: "aside", kind: "access-point", polygon: rect(12.3, 11, 12.7, 11.5) };
    const with_ = (...terrain: TerrainSpec[]) =>
      block(
        table({ models: [squad("a", 10, 10), squad("b", 14, 10)], terrain: [piece, ...terrain] }),
        "a",
        "b",
      );
    expect(with_()).toEqual({ kind: "terrain", id: "p" });
    expect(with_(west)).toEqual({ kind: "terrain", id: "p" });
    expect(with_(east)).toEqual({ kind: "terrain", id: "p" });
    expect(with_(west, aside)).toEqual({ kind: "terrain", id: "p" });
    expect(with_(west, east)).toBeNull();
    expect(with_(east, west)).toBeNull();
  });

  it("SCTMG-COH-2: a wall stops a link below its top; a wall's height is measured at the lower model", () => {
    const walled = (height: number | undefined, la: number, lb: number) =>
      block(
        table({
          models: [squad("a", 10, 10, { elevation: la }), squad("b", 14, 10, { elevation: lb })],
          walls: [
            { id: "w", a: { x: 12, y: 5 }, b: { x: 12, y: 15 }, ...(height === undefined ? {} : { height }) },
          ],
        }),
        "a",
        "b",
      );
    const stops = { kind: "wall", id: "w" };
    expect(walled(undefined, 0, 0)).toEqual(stops);
    expect(walled(undefined, 9, 9)).toEqual(stops);
    expect(walled(1, 0, 0)).toEqual(stops);
    expect(walled(1, 1, 1)).toBeNull();
    // Levels within the geometry tolerance of the top are the top.
    expect(walled(1, 1 - T / 2, 1)).toBeNull();
    expect(walled(1, 1 - 2 * T, 1)).toEqual(stops);
    expect(walled(1, 2, 0)).toEqual(stops);
    // A wall the line misses (it ends short of it) does not stop it.
    const short = table({
      models: [squad("a", 10, 10), squad("b", 14, 10)],
      walls: [{ id: "w", a: { x: 12, y: 10.01 }, b: { x: 12, y: 15 } }],
    });
    expect(block(short, "a", "b")).toBeNull();
  });

  it("SCTMG-COH-2, SCTMG-GAP-1: an engaged enemy the link may cross is no side of a gap either", () => {
    // A rock 0.4" above the line and an engaged enemy's base 0.4" below it: 0.8" apart, under 1".
    const board = table({
      models: [
        squad("a", 10, 10),
        squad("b", 14, 10),
        model("z", "zerg", 12, 10.4 + 12.5 / 25.4, { baseMm: 25 }),
      ],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(11.8, 8, 12.2, 9.6) }],
    });
    const rules: LinkRules = { gapWidth: 1 };
    // The gap is named by its first side, gapOnStretch's (bases before terrain).
    expect(block(board, "a", "b", rules)).toEqual({ kind: "gap", id: "z" });
    expect(block(board, "a", "b", { ...rules, crossable: new Set(["z"]) })).toBeNull();
    expect(block(board, "a", "b", { ...rules, crossable: new Set(["other"]) })).toEqual({
      kind: "gap",
      id: "z",
    });
    // An engaged enemy standing on the line is crossed; others are not.
    const onLine = table({
      models: [squad("a", 10, 10), squad("b", 14, 10), model("z", "zerg", 12, 10, { baseMm: 25 })],
    });
    expect(block(onLine, "a", "b", { gapWidth: 1, crossable: new Set(["z"]) })).toBeNull();
    expect(block(onLine, "a", "b", { gapWidth: 1, crossable: new Set(["y"]) })).toEqual({
      kind: "model",
      id: "z",
    });
    // Flying: nothing stops the link.
    expect(block(onLine, "a", "b", { gapWidth: 1, flying: true })).toBeNull();
    expect(block(board, "a", "b", { ...rules, flying: true })).toBeNull();
    expect(block(board, "a", "b", { ...rules, flying: false })).toEqual({ kind: "gap", id: "z" });
  });

  it("SCTMG-COH-2: an Access Point on a slanting link covers the face where the line crosses it, not elsewhere", () => {
    // The line from (10, 10) to (14, 14) crosses the piece's west face x = 11.5 at y = 11.5 and
    // its south face y = 12.5 at x = 12.5.
    const piece: TerrainSpec = {
      id: "p",
      kind: "low-obstacle",
      polygon: rect(11.5, 11.5, 12.5, 12.5),
      height: 1,
    };
    const on = (x: number, y: number, id: string): TerrainSpec => ({
      id,
      kind: "access-point",
      polygon: rect(x - 0.2, y - 0.2, x + 0.2, y + 0.2),
    });
    const with_ = (...terrain: TerrainSpec[]) =>
      block(
        table({ models: [squad("a", 10, 10), squad("b", 14, 14)], terrain: [piece, ...terrain] }),
        "a",
        "b",
      );
    expect(with_(on(11.5, 11.5, "w"), on(12.5, 12.5, "s"))).toBeNull();
    // Ladders on the same faces but away from where the line crosses them.
    expect(with_(on(11.5, 12.3, "w"), on(12.5, 12.5, "s"))).toEqual({ kind: "terrain", id: "p" });
    expect(with_(on(11.5, 11.5, "w"), on(11.7, 12.5, "s"))).toEqual({ kind: "terrain", id: "p" });
  });

  it("SCTMG-COH-2: a slanting wall stops a link wherever its ends lie", () => {
    const walled = (x0: number, y0: number, x1: number, y1: number) =>
      block(
        table({
          models: [squad("a", 10, 10), squad("b", 14, 10)],
          walls: [{ id: "w", a: { x: x0, y: y0 }, b: { x: x1, y: y1 } }],
        }),
        "a",
        "b",
      );
    const stops = { kind: "wall", id: "w" };
    // One end west of the link, one east of it, one end far above and below.
    expect(walled(9, 12, 12, 8)).toEqual(stops);
    expect(walled(12, 8, 9, 12)).toEqual(stops);
    expect(walled(12, 8, 15, 12)).toEqual(stops);
    expect(walled(15, 12, 12, 8)).toEqual(stops);
    expect(walled(12, 2, 12.5, 30)).toEqual(stops);
    expect(walled(12.5, 30, 12, 2)).toEqual(stops);
  });

  it("SCTMG-COH-2, SCTMG-GAP-1: walls and other bases are sides of gaps too; one side alone is no gap", () => {
    const rules: LinkRules = { gapWidth: 1 };
    // A wall 0.01" beside the line, ending at it, crossing nothing.
    const wallOnly = table({
      models: [squad("a", 10, 10), squad("b", 14, 10)],
      walls: [{ id: "w", a: { x: 11, y: 10.4 }, b: { x: 13, y: 10.4 } }],
    });
    expect(block(wallOnly, "a", "b", rules)).toBeNull();
    const short = table({
      models: [squad("a", 10, 10), squad("b", 14, 10)],
      walls: [{ id: "w", a: { x: 12, y: 10.01 }, b: { x: 12, y: 15 } }],
    });
    expect(block(short, "a", "b", rules)).toBeNull();
    // The wall 0.4" on one side, a rock 0.4" on the other: 0.8", under 1".
    const withRock = table({
      models: [squad("a", 10, 10), squad("b", 14, 10)],
      walls: [{ id: "w", a: { x: 11, y: 10.4 }, b: { x: 13, y: 10.4 } }],
      terrain: [{ id: "rock", kind: "impassable", polygon: rect(11.5, 8, 12.5, 9.6) }],
    });
    expect(block(withRock, "a", "b", rules)).toEqual({ kind: "gap", id: "rock" });
    expect(block(withRock, "a", "b", { gapWidth: 0.8 })).toBeNull();
    // Two other units' bases 0.8" apart across the line.
    const r25 = 12.5 / 25.4;
    const bases = table({
      models: [
        squad("a", 10, 10),
        squad("b", 14, 10),
        model("o1", "zerg", 12, 10.4 + r25, { baseMm: 25 }),
        model("o2", "zerg", 12, 9.6 - r25, { baseMm: 25 }),
      ],
    });
    expect(block(bases, "a", "b", rules)).toEqual({ kind: "gap", id: "o1" });
    expect(block(bases, "a", "b", { ...rules, crossable: new Set(["o2"]) })).toBeNull();
  });
});
