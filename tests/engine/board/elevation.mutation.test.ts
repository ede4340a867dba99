import { describe, expect, it } from "vitest";
import {
  LEVEL_EPS,
  appliesAt,
  blockSpans,
  blockingBlock,
  climbTop,
  levelsMeet,
  roleOf,
  solidAt,
  surfaceOf,
  topOf,
  type ElevationOptions,
  type TerrainRole,
} from "../../../src/engine/board/elevation";
import type { Terrain, TerrainKind } from "../../../src/engine/board/types";
import { GEOMETRY_TOLERANCE } from "../../../src/engine/geometry/tolerance";
import { rect, table } from "../helpers";

/** One piece as the board builds it (a 2" square at the origin unless told). */
function piece(id: string, kind: TerrainKind, height: number, elevation = 0): Terrain {
  return table({ terrain: [{ id, kind, polygon: rect(0, 0, 2, 2), height, elevation }] }).terrain[0]!;
}

const role = (kind: TerrainKind, height: number, options?: ElevationOptions, elevation = 0): TerrainRole =>
  roleOf(piece("t", kind, height, elevation), options);

describe("engine/board/elevation: what each terrain kind means for levels", () => {
  it("the level tolerance is the geometry tolerance", () => {
    expect(LEVEL_EPS).toBe(GEOMETRY_TOLERANCE);
  });

  it("with no options every kind has its own role (vertical and platform climbed, the rest by kind)", () => {
    const roles = (height: number) =>
      Object.fromEntries(
        (
          [
            "difficult",
            "water",
            "deep-water",
            "gap",
            "low-obstacle",
            "vertical",
            "platform",
            "ladder",
            "stairs",
            "impassable",
            "access-point",
            "exploration-arrow",
          ] as const
        ).map((k) => [k, role(k, height)]),
      );
    const expected = {
      difficult: "flat",
      water: "flat",
      "deep-water": "flat",
      gap: "hole",
      "low-obstacle": "low",
      vertical: "block",
      platform: "block",
      ladder: "access",
      stairs: "access",
      impassable: "solid",
      "access-point": "flat",
      "exploration-arrow": "flat",
    };
    expect(roles(2)).toEqual(expected);
    // A height of 0 (not given) changes nothing without ignoreTerrainBelow.
    expect(roles(0)).toEqual(expected);
    expect(roles(0.5)).toEqual(expected);
  });

  it("MUMG-JUMP-1: a climbable kind no taller than lowObstacleMaxHeight (within the tolerance) is stepped over", () => {
    const low = { lowObstacleMaxHeight: 1 };
    expect(role("vertical", 1, low)).toBe("low");
    expect(role("platform", 0.5, low)).toBe("low");
    expect(role("vertical", 1 + LEVEL_EPS / 2, low)).toBe("low");
    expect(role("vertical", 1 + LEVEL_EPS, low)).toBe("low");
    expect(role("vertical", 1 + 2 * LEVEL_EPS, low)).toBe("block");
    expect(role("vertical", 2, low)).toBe("block");
    // A height of 0 is not given: the piece is climbed, not stepped over.
    expect(role("vertical", 0, low)).toBe("block");
    expect(role("platform", 0, { lowObstacleMaxHeight: 0 })).toBe("block");
    // Not climbable kinds keep their own role.
    expect(role("low-obstacle", 3, low)).toBe("low");
    expect(role("impassable", 0.5, low)).toBe("solid");
    expect(role("gap", 0.5, low)).toBe("hole");
    expect(role("difficult", 0.5, low)).toBe("flat");
  });

  it("CARN-CLIMB-1: `climbable` names the kinds climbed; vertical and platform left out are stepped over", () => {
    const opts = { climbable: ["difficult", "low-obstacle"] as const };
    expect(role("difficult", 2, opts)).toBe("block");
    expect(role("low-obstacle", 2, opts)).toBe("block");
    expect(role("vertical", 2, opts)).toBe("low");
    expect(role("platform", 2, opts)).toBe("low");
    expect(role("water", 2, opts)).toBe("flat");
    expect(role("stairs", 2, opts)).toBe("access");
    expect(role("difficult", 0.5, { climbable: ["difficult"], lowObstacleMaxHeight: 1 })).toBe("low");
    expect(role("vertical", 2, { climbable: [] })).toBe("low");
  });

  it("CARN-MOVE-1: pieces no taller than ignoreTerrainBelow are ground; a climbable non-solid kind still labels the path", () => {
    const carn = { ignoreTerrainBelow: 1, climbable: ["vertical", "platform", "difficult"] as const };
    expect(role("vertical", 1, carn)).toBe("ignored");
    expect(role("platform", 0.5, carn)).toBe("ignored");
    expect(role("low-obstacle", 1, carn)).toBe("ignored");
    expect(role("impassable", 1, carn)).toBe("ignored");
    expect(role("difficult", 1, carn)).toBe("flat");
    expect(role("vertical", 1 + LEVEL_EPS / 2, carn)).toBe("ignored");
    expect(role("vertical", 1 + LEVEL_EPS, carn)).toBe("ignored");
    expect(role("vertical", 1 + 2 * LEVEL_EPS, carn)).toBe("block");
    expect(role("difficult", 1.5, carn)).toBe("block");
    expect(role("impassable", 1.5, carn)).toBe("solid");
    expect(role("low-obstacle", 1.5, carn)).toBe("low");
    // Height 0 is "not given", never ignored.
    expect(role("impassable", 0, carn)).toBe("solid");
    expect(role("vertical", 0, carn)).toBe("block");
    // Flat kinds, ladders and stairs are not obstacles: the option does not touch them.
    expect(role("water", 0.5, carn)).toBe("flat");
    expect(role("ladder", 0.5, carn)).toBe("access");
    expect(role("stairs", 0.5, carn)).toBe("access");
    // With default climbable kinds too.
    expect(role("vertical", 1, { ignoreTerrainBelow: 1 })).toBe("ignored");
    expect(role("difficult", 1, { ignoreTerrainBelow: 1 })).toBe("flat");
    // The lowObstacleMaxHeight test comes after: an ignored piece is not a low one.
    expect(role("vertical", 0.5, { ignoreTerrainBelow: 1, lowObstacleMaxHeight: 2 })).toBe("ignored");
  });

  it("CARN-MOVE-1: a hole no deeper than ignoreTerrainBelow is ground; deeper, or on the table, a hole", () => {
    const carn = { ignoreTerrainBelow: 1 };
    expect(role("gap", 0, carn, -1)).toBe("ignored");
    expect(role("gap", 0, carn, -0.5)).toBe("ignored");
    expect(role("gap", 0, carn, -1 - LEVEL_EPS / 2)).toBe("ignored");
    expect(role("gap", 0, carn, -1 - 2 * LEVEL_EPS)).toBe("hole");
    expect(role("gap", 0, carn, -(1 + LEVEL_EPS))).toBe("ignored");
    expect(role("gap", 0, carn, -2)).toBe("hole");
    // A gap whose floor is the table (elevation 0, or above it by less than the tolerance) is a hole.
    expect(role("gap", 0, carn, 0)).toBe("hole");
    expect(role("gap", 0, carn, -LEVEL_EPS)).toBe("hole");
    expect(role("gap", 0, carn, -2 * LEVEL_EPS)).toBe("ignored");
    expect(role("gap", 0, carn, 1)).toBe("hole");
    // Only gaps: other pieces standing below the table are not holes.
    expect(role("vertical", 2, carn, -0.5)).toBe("block");
    expect(role("difficult", 2, carn, -0.5)).toBe("flat");
    // Without the option every gap is a hole.
    expect(role("gap", 0, {}, -0.5)).toBe("hole");
  });
});

describe("engine/board/elevation: levels and spans", () => {
  // Elevation 1, height 2: the top is 3.
  const block = piece("b", "platform", 2, 1);
  const sky = piece("s", "impassable", 0, 1);

  it("topOf is elevation plus height", () => {
    expect(topOf(block)).toBe(3);
    expect(topOf(piece("g", "gap", 0, -2))).toBe(-2);
  });

  it("blockSpans: feet from the elevation (the tolerance below it) to under the top (the tolerance under it)", () => {
    const at = (l: number) => blockSpans(block, l);
    expect([at(0), at(1 - 2 * LEVEL_EPS), at(1 - LEVEL_EPS), at(1), at(2), at(3 - 2 * LEVEL_EPS)]).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect([at(3 - LEVEL_EPS), at(3), at(4)]).toEqual([false, false, false]);
  });

  it("solidAt: impassable from its elevation to its top; height 0 reaches the sky", () => {
    const hill = piece("h", "impassable", 2, 1);
    const at = (l: number) => solidAt(hill, l);
    expect([at(0), at(1 - 2 * LEVEL_EPS), at(1 - LEVEL_EPS), at(1), at(3 - 2 * LEVEL_EPS)]).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect([at(3 - LEVEL_EPS), at(3), at(100)]).toEqual([false, false, false]);
    expect([solidAt(sky, 0), solidAt(sky, 1 - LEVEL_EPS), solidAt(sky, 1), solidAt(sky, 1e6)]).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it("appliesAt: a flat area, ladder or stairs applies from its elevation to its top, both within the tolerance", () => {
    const area = piece("a", "difficult", 2, 1);
    const at = (l: number) => appliesAt(area, l);
    expect([at(1 - 2 * LEVEL_EPS), at(1 - LEVEL_EPS), at(1), at(2), at(3), at(3 + LEVEL_EPS)]).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(at(3 + 2 * LEVEL_EPS)).toBe(false);
    // Height 0: only at its own level.
    const flat = piece("f", "water", 0, 0);
    expect([appliesAt(flat, 0), appliesAt(flat, 0.5), appliesAt(flat, -0.5)]).toEqual([true, false, false]);
  });

  it("levelsMeet: the same level (within the tolerance), or one's feet within the other's height", () => {
    expect(levelsMeet(0, 0, 0, 0)).toBe(true);
    expect(levelsMeet(1, 0, 1, 0)).toBe(true);
    expect(levelsMeet(0, 0, LEVEL_EPS, 0)).toBe(true);
    expect(levelsMeet(LEVEL_EPS, 0, 0, 0)).toBe(true);
    expect(levelsMeet(0, 0, 2 * LEVEL_EPS, 0)).toBe(false);
    expect(levelsMeet(2 * LEVEL_EPS, 0, 0, 0)).toBe(false);
    // The lower one's height reaches the higher one's feet.
    expect(levelsMeet(0, 2, 1, 0)).toBe(true);
    expect(levelsMeet(1, 0, 0, 2)).toBe(true);
    expect(levelsMeet(0, 2, 2 - 2 * LEVEL_EPS, 0)).toBe(true);
    expect(levelsMeet(0, 2, 2 - LEVEL_EPS, 0)).toBe(false);
    expect(levelsMeet(2 - LEVEL_EPS, 0, 0, 2)).toBe(false);
    expect(levelsMeet(0, 2, 2, 0)).toBe(false);
    expect(levelsMeet(2, 0, 0, 2)).toBe(false);
    // The higher one's height does not reach down.
    expect(levelsMeet(0, 0, 1, 2)).toBe(false);
    expect(levelsMeet(1, 2, 0, 0)).toBe(false);
    expect(levelsMeet(-3, 1, -2.5, 5)).toBe(true);
    expect(levelsMeet(-2.5, 5, -3, 1)).toBe(true);
  });
});

describe("engine/board/elevation: the surface under a point", () => {
  const low = piece("low", "platform", 2); // top 2
  const high = piece("high", "vertical", 4); // top 4
  const stacked = piece("stacked", "platform", 1, 4); // from 4 to 5: on top of `high`
  const floating = piece("floating", "platform", 1, 5.5); // from 5.5 to 6.5: not touching `stacked`
  const shallow = piece("shallow", "gap", 0, -1);
  const deep = piece("deep", "gap", 0, -2);
  const stairs = piece("stairs", "stairs", 4);
  const ladder = piece("ladder", "ladder", 4);

  it("MUMG-MOVE-6: the table, with nothing under the point", () => {
    expect(surfaceOf([], 0)).toEqual({ level: 0, terrain: null });
    expect(surfaceOf([], 3)).toEqual({ level: 0, terrain: null });
    expect(surfaceOf([piece("d", "difficult", 2), ladder], 2)).toEqual({ level: 0, terrain: null });
  });

  it("MUMG-MOVE-6: a gap's floor; of two gaps the deeper, in either order", () => {
    expect(surfaceOf([shallow], -1)).toEqual({ level: -1, terrain: shallow });
    expect(surfaceOf([shallow], 0)).toEqual({ level: -1, terrain: shallow });
    expect(surfaceOf([shallow, deep], -2)).toEqual({ level: -2, terrain: deep });
    expect(surfaceOf([deep, shallow], -2)).toEqual({ level: -2, terrain: deep });
    // Two floors at the same depth: the first given.
    const twin = piece("twin", "gap", 0, -2);
    expect(surfaceOf([deep, twin], -2)).toEqual({ level: -2, terrain: deep });
    expect(surfaceOf([twin, deep], -2)).toEqual({ level: -2, terrain: twin });
    // CARN-MOVE-1: a gap that is ground is no floor.
    expect(surfaceOf([shallow], 0, { ignoreTerrainBelow: 1 })).toEqual({ level: 0, terrain: null });
    expect(surfaceOf([shallow, deep], 0, { ignoreTerrainBelow: 1 })).toEqual({ level: -2, terrain: deep });
  });

  it("MUMG-MOVE-6: the highest block top at or below the level, in either order", () => {
    expect(surfaceOf([low, high], 5)).toEqual({ level: 4, terrain: high });
    expect(surfaceOf([high, low], 5)).toEqual({ level: 4, terrain: high });
    expect(surfaceOf([high, low], 3)).toEqual({ level: 2, terrain: low });
    expect(surfaceOf([low, high], 4)).toEqual({ level: 4, terrain: high });
    expect(surfaceOf([low, high], 4 - LEVEL_EPS)).toEqual({ level: 4, terrain: high });
    expect(surfaceOf([low, high], 4 - 2 * LEVEL_EPS)).toEqual({ level: 2, terrain: low });
    expect(surfaceOf([low, high], 1)).toEqual({ level: 0, terrain: null });
    expect(surfaceOf([low, high, stacked, floating], 10)).toEqual({ level: 6.5, terrain: floating });
    expect(surfaceOf([floating, stacked, high, low], 6)).toEqual({ level: 5, terrain: stacked });
    // A block in a gap stands on its floor: its top counts above the floor.
    const post = piece("post", "platform", 1.5, -2);
    expect(surfaceOf([deep, post], 0)).toEqual({ level: -0.5, terrain: post });
    expect(surfaceOf([post, deep], -1)).toEqual({ level: -2, terrain: deep });
  });

  it("MUMG-MOVE-6: a block whose top is the level already found (within the tolerance) does not replace it", () => {
    const flush = piece("flush", "platform", 1, -1); // top 0: the table's level
    expect(surfaceOf([flush], 0)).toEqual({ level: 0, terrain: null });
    const nearly = piece("nearly", "platform", 1 + LEVEL_EPS / 2, -1);
    expect(surfaceOf([nearly], 1)).toEqual({ level: 0, terrain: null });
    const exact = piece("exact", "platform", 2 * LEVEL_EPS, -LEVEL_EPS); // top: exactly LEVEL_EPS
    expect(surfaceOf([exact], 1)).toEqual({ level: 0, terrain: null });
    const above = piece("above", "platform", 1 + 2 * LEVEL_EPS, -1);
    expect(surfaceOf([above], 1)).toEqual({ level: topOf(above), terrain: above });
    // Two blocks with the same top: the first given.
    const twin = piece("twin", "vertical", 2);
    expect(surfaceOf([low, twin], 3)).toEqual({ level: 2, terrain: low });
    expect(surfaceOf([twin, low], 3)).toEqual({ level: 2, terrain: twin });
  });

  it("MUMG-JUMP-1, CARN-MOVE-1: low and ignored pieces are no surface", () => {
    expect(surfaceOf([low], 2, { lowObstacleMaxHeight: 2 })).toEqual({ level: 0, terrain: null });
    expect(surfaceOf([low], 2, { ignoreTerrainBelow: 2 })).toEqual({ level: 0, terrain: null });
    expect(surfaceOf([piece("lo", "low-obstacle", 1)], 1)).toEqual({ level: 0, terrain: null });
    expect(surfaceOf([piece("i", "impassable", 1)], 1)).toEqual({ level: 0, terrain: null });
  });

  it("MUMG-CLIMB-1: stairs hold a model at any level they reach, above the blocks below it", () => {
    expect(surfaceOf([stairs], 2.5)).toEqual({ level: 2.5, terrain: stairs });
    expect(surfaceOf([stairs], 4)).toEqual({ level: 4, terrain: stairs });
    expect(surfaceOf([stairs], 5)).toEqual({ level: 0, terrain: null });
    expect(surfaceOf([stairs], 0)).toEqual({ level: 0, terrain: null });
    expect(surfaceOf([low, stairs], 3)).toEqual({ level: 3, terrain: stairs });
    expect(surfaceOf([stairs, low], 3)).toEqual({ level: 3, terrain: stairs });
    expect(surfaceOf([stairs, low], 2)).toEqual({ level: 2, terrain: stairs });
    expect(surfaceOf([low, stairs], 2)).toEqual({ level: 2, terrain: low });
    expect(surfaceOf([ladder], 2)).toEqual({ level: 0, terrain: null });
  });
});

describe("engine/board/elevation: blocks at a model's feet, and climbing them", () => {
  const a = piece("a", "platform", 2); // 0 to 2
  const b = piece("b", "vertical", 1, 2); // 2 to 3: on a
  const c = piece("c", "platform", 1, 3.5); // 3.5 to 4.5: above b, not on it
  const tall = piece("tall", "vertical", 5); // 0 to 5
  const same = piece("same", "platform", 2); // 0 to 2, like a

  it("MUMG-CLIMB-1: blockingBlock is the highest block whose span holds the level, or null", () => {
    expect(blockingBlock([a, tall], 1)).toBe(tall);
    expect(blockingBlock([tall, a], 1)).toBe(tall);
    expect(blockingBlock([a, tall], 3)).toBe(tall);
    expect(blockingBlock([a, b], 2)).toBe(b);
    expect(blockingBlock([a, b, c], 3.2)).toBeNull();
    expect(blockingBlock([a, tall], 5)).toBeNull();
    expect(blockingBlock([], 0)).toBeNull();
    // Equal tops: the first given.
    expect(blockingBlock([a, same], 1)).toBe(a);
    expect(blockingBlock([same, a], 1)).toBe(same);
    // Only blocks: a low obstacle, a stepped-over platform, impassable terrain never block a climb.
    expect(blockingBlock([piece("lo", "low-obstacle", 3)], 1)).toBeNull();
    expect(blockingBlock([a], 1, { lowObstacleMaxHeight: 2 })).toBeNull();
    expect(blockingBlock([piece("i", "impassable", 3)], 1)).toBeNull();
    expect(blockingBlock([a, piece("d", "difficult", 3)], 1, { climbable: ["difficult"] })?.id).toBe("d");
  });

  it("MUMG-CLIMB-1: climbTop climbs every block stacked at the feet, and stops under a gap in the stack", () => {
    expect(climbTop([a, b, c], 0)).toBe(3);
    expect(climbTop([c, b, a], 0)).toBe(3);
    expect(climbTop([a, b, c], 3.5)).toBe(4.5);
    expect(climbTop([a, b, c], 3.2)).toBe(3.2);
    expect(climbTop([], 1.5)).toBe(1.5);
    expect(climbTop([a], -1)).toBe(-1);
    expect(climbTop([a, b, c, tall], 0)).toBe(5);
    // A stack of one piece per pass, in the worst order: each pass climbs the next.
    const stack = [4, 3, 2, 1, 0].map((e) => piece(`s${e}`, "platform", 1, e));
    expect(climbTop(stack, 0)).toBe(5);
    expect(climbTop([piece("lo", "low-obstacle", 3), a], 0)).toBe(2);
  });
});
