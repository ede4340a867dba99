import { describe, expect, it } from "vitest";
import type { TerrainSpec } from "../../src/engine/board/types";
import { analysePath } from "../../src/engine/path/analyse";
import { model, pts, rect, table } from "./helpers";

const roofs: TerrainSpec[] = [
  { id: "roofA", kind: "platform", polygon: rect(10, 0, 20, 20), height: 6 },
  { id: "roofB", kind: "platform", polygon: rect(22, 0, 30, 20), height: 6 },
];

const brief = (a: ReturnType<typeof analysePath>): string[] =>
  a.levelChanges.map(
    (c) =>
      `${c.type}@${+c.at.toFixed(6)}:${+(c.type === "gap" || c.type === "low-obstacle" ? c.width : c.height).toFixed(6)}`,
  );

describe("terrain along the path", () => {
  it("MUMG-ROUGH-1: pieces are labelled with the kinds under the centre, with distances along the path", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [
        { id: "mud", kind: "difficult", polygon: rect(8, 0, 12, 20) },
        { id: "pond", kind: "water", polygon: rect(11, 0, 14, 20) },
      ],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [20, 10]));
    expect(a.length).toBe(15);
    expect(a.pieces.map((p) => [p.from, p.to, p.kinds.join("+")])).toEqual([
      [0, 3, ""],
      [3, 6, "difficult"],
      [6, 7, "difficult+water"],
      [7, 9, "water"],
      [9, 15, ""],
    ]);
    expect(a.kindsAt(6.5)).toEqual(["difficult", "water"]);
    expect([...a.pieceAt(6.5).terrainIds].sort()).toEqual(["mud", "pond"]);
    // The base touching the mud does not label the path: the centre decides.
    expect(a.kindsAt(2.9)).toEqual([]);
  });

  it("MUMG-CLIMB-1: walking into a block climbs its face; walking off a vertical piece climbs down", () => {
    const board = table({
      models: [model("m", "a", 5, 10, { height: 2 })],
      terrain: [{ id: "crate", kind: "vertical", polygon: rect(10, 0, 14, 20), height: 3 }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [20, 10]));
    expect(brief(a)).toEqual(["climb-up@5:3", "climb-down@9:3"]);
    expect(a.levelChanges[0]).toMatchObject({ fromLevel: 0, toLevel: 3, terrainId: "crate" });
    expect(a.levelChanges[1]).toMatchObject({ fromLevel: 3, toLevel: 0, terrainId: "crate" });
    expect(a.pieces.map((p) => [p.from, p.to, p.elevation, p.kinds.join("+")])).toEqual([
      [0, 5, 0, ""],
      [5, 9, 3, "vertical"],
      [9, 15, 0, ""],
    ]);
    // At the foot of the climb the model has not climbed yet.
    expect(a.elevationAt(5)).toBe(0);
    expect(a.elevationAt(5.01)).toBe(3);
    expect(a.endElevation).toBe(0);
  });

  it("MUMG-JUMP-1: leaving a roof for another at the same level across open ground is a gap jumped, not a drop", () => {
    const board = table({ models: [model("m", "a", 15, 10, { elevation: 6, height: 2 })], terrain: roofs });
    const a = analysePath(board, board.model("m"), pts([15, 10], [25, 10]));
    expect(brief(a)).toEqual(["gap@5:2"]);
    expect(a.levelChanges[0]).toMatchObject({ end: 7, height: 6, fromLevel: 6, toLevel: 6 });
    const over = a.pieceAt(6);
    expect(over).toMatchObject({ airborne: true, elevation: 6, surface: 0 });
    expect(over.kinds).toEqual(["gap"]);
    expect(a.endElevation).toBe(6);
  });

  it("MUMG-JUMP-1: a drawn gap (a ditch with its floor below the table) crossed on the ground is a gap", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "ditch", kind: "gap", polygon: rect(10, 0, 12, 20), elevation: -2, height: 2 }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [15, 10]));
    expect(brief(a)).toEqual(["gap@5:2"]);
    expect(a.levelChanges[0]).toMatchObject({ terrainId: "ditch", height: 2 });
    expect(a.kindsAt(6)).toEqual(["gap"]);
  });

  it("MUMG-CLIMB-1: a model on a ditch's floor stands on a surface; walking out climbs the ditch's wall", () => {
    const board = table({
      models: [model("m", "a", 11, 5, { elevation: -2, baseMm: 25.4 })],
      terrain: [{ id: "ditch", kind: "gap", polygon: rect(10, 0, 12, 20), elevation: -2, height: 2 }],
    });
    const a = analysePath(board, board.model("m"), pts([11, 5], [14, 5]));
    expect(a.startElevation).toBe(-2);
    expect(brief(a)).toEqual(["climb-up@1:2"]);
    expect(a.levelChanges[0]).toMatchObject({ fromLevel: -2, toLevel: 0, terrainId: "ditch", via: null });
    // On the floor: no gap, so nothing prices it as a jump.
    expect(
      a.pieces.map((p) => [p.from, p.to, p.elevation, p.surface, p.airborne, p.kinds.join("+")]),
    ).toEqual([
      [0, 1, -2, -2, false, ""],
      [1, 3, 0, 0, false, ""],
    ]);
    expect(a.elevationAt(1)).toBe(-2);
    expect(a.elevationAt(1.01)).toBe(0);
    expect(a.endElevation).toBe(0);
    expect(a.fitsAt(3)).toBe(true);
    // Still in the ditch, the base must lie wholly on its floor.
    expect(a.fitsAt(0)).toBe(true);
    expect(a.fitsAt(0.5)).toBe(true);
    expect(a.fitsAt(0.6)).toBe(false);
    expect(a.cost({ kinds: { gap: 2 }, climbUp: 2 })).toBe(3 + 2 * 2);
  });

  it("MUMG-CLIMB-1: a ladder in the ditch makes the climb out a climb via the ladder", () => {
    const board = table({
      models: [model("m", "a", 11, 5, { elevation: -2 })],
      terrain: [
        { id: "ditch", kind: "gap", polygon: rect(10, 0, 12, 20), elevation: -2, height: 2 },
        { id: "ladder", kind: "ladder", polygon: rect(11.5, 4, 12.5, 6), elevation: -2, height: 2 },
      ],
    });
    const a = analysePath(board, board.model("m"), pts([11, 5], [14, 5]));
    expect(a.levelChanges.map((c) => [c.type, c.at, c.height, c.terrainId, c.via])).toEqual([
      ["climb-up", 1, 2, "ditch", "ladder"],
    ]);
  });

  it("MUMG-FALL-1: a ditch too wide to jump is gone down into (as `descend` says), walked and climbed out of", () => {
    const board = table({
      models: [model("m", "a", 5, 5)],
      terrain: [{ id: "ditch", kind: "gap", polygon: rect(10, 0, 14, 20), elevation: -2, height: 2 }],
    });
    const m = board.model("m");
    const path = pts([5, 5], [17, 5]);
    const auto = analysePath(board, m, path, { maxGapWidth: 2 });
    expect(brief(auto)).toEqual(["drop@5:2", "climb-up@9:2"]);
    expect(auto.levelChanges.map((c) => [c.fromLevel, c.toLevel, c.terrainId])).toEqual([
      [0, -2, "ditch"],
      [-2, 0, "ditch"],
    ]);
    expect(auto.pieceAt(7)).toMatchObject({ elevation: -2, surface: -2, airborne: false, kinds: [] });
    expect(auto.endElevation).toBe(0);
    expect(auto.fitsAt(7)).toBe(true);
    expect(auto.fitsAt(12)).toBe(true);
    const climb = analysePath(board, m, path, { maxGapWidth: 2, descend: "climb" });
    expect(brief(climb)).toEqual(["climb-down@5:2", "climb-up@9:2"]);
    // Narrow enough to jump: still a gap of the ditch's width, in the air over it.
    const jump = analysePath(board, m, path, { maxGapWidth: 4 });
    expect(brief(jump)).toEqual(["gap@5:4"]);
    expect(jump.pieceAt(7)).toMatchObject({ elevation: 0, surface: -2, airborne: true, kinds: ["gap"] });
    expect(jump.endElevation).toBe(0);
  });

  it("MUMG-JUMP-1: from a ditch's floor, a deeper pit in it is jumped, and the far wall climbed", () => {
    const board = table({
      models: [model("m", "a", 11, 5, { elevation: -2 })],
      terrain: [
        { id: "ditch", kind: "gap", polygon: rect(10, 0, 20, 20), elevation: -2, height: 2 },
        { id: "pit", kind: "gap", polygon: rect(13, 0, 14, 20), elevation: -5, height: 3 },
      ],
    });
    const a = analysePath(board, board.model("m"), pts([11, 5], [23, 5]));
    expect(brief(a)).toEqual(["gap@2:1", "climb-up@9:2"]);
    expect(a.levelChanges[0]).toMatchObject({ terrainId: "pit", height: 3, fromLevel: -2 });
    expect(a.kindsAt(2.5)).toEqual(["gap"]);
    expect(a.kindsAt(5)).toEqual([]);
    expect(a.endElevation).toBe(0);
  });

  it("MUMG-JUMP-1: a gap drawn with no depth (a region with no bottom or top) still labels the path", () => {
    const board = table({
      models: [model("m", "a", 5, 5)],
      terrain: [{ id: "void", kind: "gap", polygon: rect(10, 0, 12, 20) }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 5], [15, 5]));
    expect(a.levelChanges).toEqual([]);
    expect(a.kindsAt(6)).toEqual(["gap"]);
  });

  it("MUMG-FALL-1: a path that ends in the ditch drops into it; one that walks off a roof and away drops off it", () => {
    const board = table({
      models: [model("m", "a", 5, 10), model("r", "a", 15, 10, { elevation: 6 })],
      terrain: [
        ...roofs,
        { id: "ditch", kind: "gap", polygon: rect(40, 0, 42, 20), elevation: -2, height: 2 },
      ],
    });
    const into = analysePath(board, board.model("m"), pts([35, 10], [41, 10]));
    expect(brief(into)).toEqual(["drop@5:2"]);
    expect(into.levelChanges[0]).toMatchObject({ terrainId: "ditch", toLevel: -2 });
    expect(into.endElevation).toBe(-2);
    const off = analysePath(board, board.model("r"), pts([15, 10], [15, 30]));
    expect(brief(off)).toEqual(["drop@10:6"]);
    expect(off.levelChanges[0]).toMatchObject({ terrainId: "roofA", fromLevel: 6, toLevel: 0 });
    // MUMG-VOID-1 asks for a drop; a ruleset may ask for a climb down instead.
    expect(
      brief(analysePath(board, board.model("r"), pts([15, 10], [15, 30]), { descend: "climb" })),
    ).toEqual(["climb-down@10:6"]);
  });

  it("MUMG-FALL-1: a fall of exactly 0 is no fall: stepping off a platform whose top is the table", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "mat", kind: "platform", polygon: rect(8, 0, 12, 20), height: 0 }],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [15, 10]));
    expect(a.levelChanges).toEqual([]);
    expect(a.kindsAt(5)).toEqual(["platform"]);
    // Just above the level tolerance it is a drop.
    const step = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "mat", kind: "platform", polygon: rect(0, 0, 12, 20), height: 0.01 }],
    });
    expect(brief(analysePath(step, step.model("m"), pts([5, 10], [15, 10])))).toEqual(["drop@7:0.01"]);
  });

  it("MUMG-JUMP-1: a low obstacle is stepped over at the model's level, and a short vertical piece can count as one", () => {
    const board = table({
      models: [model("m", "a", 5, 10, { height: 2 })],
      terrain: [
        { id: "hedge", kind: "low-obstacle", polygon: rect(8, 0, 9, 20), height: 0.5 },
        { id: "wall", kind: "vertical", polygon: rect(12, 0, 12.5, 20), height: 1 },
      ],
    });
    const m = board.model("m");
    const a = analysePath(board, m, pts([5, 10], [15, 10]));
    expect(brief(a)).toEqual(["low-obstacle@3:1", "climb-up@7:1", "climb-down@7.5:1"]);
    expect(a.levelChanges[0]).toMatchObject({ height: 0.5, terrainId: "hedge" });
    expect(a.kindsAt(3.5)).toEqual(["low-obstacle"]);
    // MUMG: no taller than half the model's height (1") is jumped, not climbed.
    const half = analysePath(board, m, pts([5, 10], [15, 10]), { lowObstacleMaxHeight: m.height / 2 });
    expect(brief(half)).toEqual(["low-obstacle@3:1", "low-obstacle@7:0.5"]);
  });

  it('CARN-MOVE-1: terrain 1" high or less is crossed as if it were ground', () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [
        { id: "crate", kind: "vertical", polygon: rect(8, 0, 9, 20), height: 1 },
        { id: "hedge", kind: "low-obstacle", polygon: rect(10, 0, 11, 20), height: 0.5 },
        { id: "tower", kind: "vertical", polygon: rect(12, 0, 13, 20), height: 3 },
      ],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [15, 10]), { ignoreTerrainBelow: 1 });
    expect(brief(a)).toEqual(["climb-up@7:3", "climb-down@8:3"]);
    expect(a.kindsAt(3.5)).toEqual([]);
  });

  it('CARN-CLIMB-1: difficult terrain taller than 1" is climbed when the ruleset makes it climbable', () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [
        { id: "rubble", kind: "difficult", polygon: rect(8, 0, 12, 20), height: 2 },
        { id: "scree", kind: "difficult", polygon: rect(14, 0, 16, 20), height: 1 },
      ],
    });
    const m = board.model("m");
    const path = pts([5, 10], [20, 10]);
    // By default difficult terrain is flat ground whatever its height.
    expect(analysePath(board, m, path).levelChanges).toEqual([]);
    const carn = analysePath(board, m, path, {
      climbable: ["vertical", "platform", "difficult"],
      ignoreTerrainBelow: 1,
    });
    expect(brief(carn)).toEqual(["climb-up@3:2", "climb-down@7:2"]);
    expect(carn.kindsAt(5)).toEqual(["difficult"]);
    expect(carn.kindsAt(10)).toEqual(["difficult"]);
  });

  it("DU-LADDER-1: a climb made on a ladder or stairs says so", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [
        { id: "ladder", kind: "ladder", polygon: rect(8, 9, 10, 11), height: 6 },
        { id: "roof", kind: "platform", polygon: rect(10, 0, 20, 20), height: 6 },
        { id: "stairs", kind: "stairs", polygon: rect(20, 9, 22, 11), height: 6 },
      ],
    });
    const a = analysePath(board, board.model("m"), pts([5, 10], [25, 10]));
    expect(a.levelChanges.map((c) => [c.type, c.at, c.via, c.viaId])).toEqual([
      ["climb-up", 5, "ladder", "ladder"],
      ["climb-down", 17, "stairs", "stairs"],
    ]);
    expect(a.kindsAt(4)).toEqual(["ladder"]);
    expect(a.kindsAt(16)).toEqual(["stairs"]);
  });

  it("MUMG-JUMP-1: a stretch over lower ground wider than maxGapWidth is walked: down, across, up", () => {
    const board = table({ models: [model("m", "a", 15, 10, { elevation: 6 })], terrain: roofs });
    const a = analysePath(board, board.model("m"), pts([15, 10], [25, 10]), { maxGapWidth: 1.5 });
    expect(brief(a)).toEqual(["drop@5:6", "climb-up@7:6"]);
    expect(a.pieceAt(6)).toMatchObject({ airborne: false, elevation: 0 });
  });

  it("MUMG-JUMP-1: landing lower than the take-off is a drop unless gapLandingDrop allows it", () => {
    const board = table({
      models: [model("m", "a", 15, 10, { elevation: 6 })],
      terrain: [roofs[0]!, { id: "shed", kind: "platform", polygon: rect(22, 0, 30, 20), height: 5 }],
    });
    const m = board.model("m");
    expect(brief(analysePath(board, m, pts([15, 10], [25, 10])))).toEqual(["drop@5:6", "climb-up@7:5"]);
    expect(brief(analysePath(board, m, pts([15, 10], [25, 10]), { gapLandingDrop: 1 }))).toEqual([
      "gap@5:2",
      "drop@7:1",
    ]);
  });

  it("MUMG-CLIMB-1: a model whose elevation was never set stands on the roof its centre is on; a flyer keeps its level", () => {
    const board = table({ models: [model("m", "a", 15, 10)], terrain: roofs });
    const a = analysePath(board, board.model("m"), pts([15, 10], [15, 15]));
    expect(a.startElevation).toBe(6);
    const fly = analysePath(board, board.model("m"), pts([5, 10], [25, 10]), { flying: true });
    expect(fly.levelChanges).toEqual([]);
    expect(fly.pieces.every((p) => p.elevation === 0)).toBe(true);
    expect(fly.kindsAt(5.5)).toEqual(["platform"]);
  });

  it("SIGNUM-MOVE-3: repeated waypoints and a one-point path give pieces where the model stands", () => {
    const board = table({
      models: [model("m", "a", 5, 10)],
      terrain: [{ id: "mud", kind: "difficult", polygon: rect(0, 0, 10, 20) }],
    });
    const one = analysePath(board, board.model("m"), pts([5, 10]));
    expect(one.length).toBe(0);
    expect(one.pieces).toEqual([
      {
        from: 0,
        to: 0,
        kinds: ["difficult"],
        terrainIds: ["mud"],
        elevation: 0,
        surface: 0,
        airborne: false,
      },
    ]);
    expect(one.pointAt(3)).toEqual({ x: 5, y: 10 });
    const rep = analysePath(board, board.model("m"), pts([5, 10], [5, 10], [8, 10], [8, 10], [12, 10]));
    expect(rep.length).toBe(7);
    expect(rep.pieces.map((p) => [p.from, p.to, p.kinds.join("+")])).toEqual([
      [0, 5, "difficult"],
      [5, 7, ""],
    ]);
  });
});
