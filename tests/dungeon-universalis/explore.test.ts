import { describe, expect, it } from "vitest";
import { DARK, HEROES, board, character, judge, legalMove, moved, squares, summary } from "./helpers";

// A corridor going up, an arrow pointing right at its top (the seed's Taeral picture).
const CORRIDOR = ["#>..", "#.##", "#.##", "#.##"];
const obstacleAt = (name: string) => ({
  reason: {
    ruleId: "DU-SAFE-1",
    key: "TTM.Du.Reason.ArrowObstacle",
    data: { name },
    severity: "info",
  },
  effect: {
    type: "message",
    key: "TTM.Du.Message.ObstacleCardArrow",
    data: { name },
    ruleId: "DU-SAFE-1",
    audience: "gm",
  },
});

describe("Dungeon Universalis: exploration", () => {
  it("DU-EXPLORE-1: Taeral steps onto the arrow after 3 squares and stops there facing it, movement left", () => {
    const taeral = character("Taeral", 1, 3, { hero: true, movement: 5 });
    const v = judge(board(CORRIDOR, [taeral]), { path: squares([1, 3], [1, 0], [3, 0]) }, "Taeral");
    const o = obstacleAt("Taeral");
    // Three squares from the start, the arrow is also where Taeral leaves the Safe Zone (DU-SAFE-1).
    const left = {
      reason: {
        ruleId: "DU-SAFE-1",
        key: "TTM.Du.Reason.LeavesSafeZone",
        data: { name: "Taeral" },
        severity: "info",
      },
      effect: {
        type: "message",
        key: "TTM.Du.Message.ObstacleCard",
        data: { name: "Taeral" },
        ruleId: "DU-SAFE-1",
        audience: "gm",
      },
    };
    expect(summary(v)).toEqual({
      legal: true,
      reasons: [
        { ruleId: "DU-EXPLORE-1", key: "TTM.Du.Reason.Arrow", severity: "stop" },
        left.reason,
        o.reason,
      ],
      squares: [
        [1, 3],
        [1, 2],
        [1, 1],
        [1, 0],
      ],
      cost: 3,
      allowance: 5,
      prompts: [],
      effects: [left.effect, o.effect, moved("Taeral")],
      facing: 0,
    });
  });

  it("DU-EXPLORE-1: a facing declared within 45° of the arrow counts as facing it; any other turns to it", () => {
    const taeral = character("Taeral", 1, 1, { hero: true });
    const facing = (deg: number): number | undefined =>
      judge(
        board(CORRIDOR, [taeral]),
        { path: squares([1, 1], [1, 0]), declarations: { facing: deg } },
        "Taeral",
      ).facing;
    expect(facing(45)).toBe(45);
    expect(facing(315)).toBe(315);
    expect(facing(90)).toBe(0);
    expect(facing(180)).toBe(0);
  });

  it("DU-EXPLORE-1: only heroes explore; a monster walks over the arrow", () => {
    const goblin = character("m", 1, 3, {}, DARK);
    const v = judge(board(CORRIDOR, [goblin]), { path: squares([1, 3], [1, 0], [3, 0]) });
    expect(summary(v)).toEqual(
      legalMove({
        squares: [
          [1, 3],
          [1, 2],
          [1, 1],
          [1, 0],
          [2, 0],
          [3, 0],
        ],
        cost: 5,
        facing: 0,
      }),
    );
  });
});

describe("Dungeon Universalis: Safe Zones", () => {
  it("DU-SAFE-1: a hero leaving the Safe Zone gives the Dark Player the moment for an Obstacle card", () => {
    const b = board(["........"], [character("Shara", 0, 0, { hero: true })]);
    const v = judge(b, { path: squares([0, 0], [4, 0]) }, "Shara");
    expect(summary(v)).toEqual({
      legal: true,
      reasons: [
        {
          ruleId: "DU-SAFE-1",
          key: "TTM.Du.Reason.LeavesSafeZone",
          data: { name: "Shara" },
          severity: "info",
        },
      ],
      squares: [0, 1, 2, 3, 4].map((x) => [x, 0]),
      cost: 4,
      allowance: 5,
      prompts: [],
      effects: [
        {
          type: "message",
          key: "TTM.Du.Message.ObstacleCard",
          data: { name: "Shara" },
          ruleId: "DU-SAFE-1",
          audience: "gm",
        },
        moved("Shara"),
      ],
      facing: 0,
    });
  });

  it("DU-SAFE-1: the zone reaches 2 squares round an ally and where the activation started", () => {
    const b = board(
      ["........"],
      [character("Shara", 0, 0, { hero: true }), character("Borgron", 4, 0, { hero: true })],
    );
    // Two squares past Borgron is still safe: (6, 0) is within 2 of him.
    expect(judge(b, { path: squares([0, 0], [1, 0]) }, "Shara").reasons).toEqual([]);
    const withStart = board(["........"], [character("Shara", 3, 0, { hero: true })]);
    const v = judge(
      withStart,
      { path: squares([3, 0], [0, 0]), ledger: { startX: 0.5, startY: 0.5 } },
      "Shara",
    );
    expect(v.reasons).toEqual([]);
  });

  it("DU-SAFE-1: a hero's ally (not a hero itself) counts, a monster does not", () => {
    const rows = ["........"];
    const merc = judge(
      board(rows, [character("m", 0, 0), character("Shara", 7, 0, { hero: true }, HEROES)]),
      {
        path: squares([0, 0], [3, 0]),
      },
    );
    expect(merc.reasons.map((r) => r.key)).toEqual(["TTM.Du.Reason.LeavesSafeZone"]);
    const monster = judge(board(rows, [character("m", 0, 0, {}, DARK)]), { path: squares([0, 0], [4, 0]) });
    expect(monster.reasons).toEqual([]);
    expect(monster.effects).toEqual([moved()]);
  });
});

describe("Dungeon Universalis: an arrow inside the Safe Zone", () => {
  it("DU-SAFE-1: stepping on an Exploration Arrow gives the moment even inside the Safe Zone", () => {
    const taeral = character("Taeral", 1, 1, { hero: true });
    const v = judge(board(CORRIDOR, [taeral]), { path: squares([1, 1], [1, 0]) }, "Taeral");
    const o = obstacleAt("Taeral");
    expect(summary(v)).toEqual({
      legal: true,
      reasons: [{ ruleId: "DU-EXPLORE-1", key: "TTM.Du.Reason.Arrow", severity: "stop" }, o.reason],
      squares: [
        [1, 1],
        [1, 0],
      ],
      cost: 1,
      allowance: 5,
      prompts: [],
      effects: [o.effect, moved("Taeral")],
      facing: 0,
    });
  });
});
