import { describe, expect, it } from "vitest";
import { DARK, HEROES, board, character, judge, moved, squares, summary } from "./helpers";

const bat = (profile: Record<string, unknown> = {}, x = 0, y = 1) =>
  character("m", x, y, { flying: 6, ...profile }, DARK);
const CORRIDOR = ["#######", ".......", "#######"];
const flew = moved("m", { flew: true });

describe("Dungeon Universalis: flying", () => {
  it("DU-FLY-1: a flyer pays 2 per corridor square", () => {
    const v = judge(board(CORRIDOR, [bat()]), { action: "fly", path: squares([0, 1], [3, 1]) });
    expect(summary(v)).toEqual({
      legal: true,
      reasons: [],
      squares: [0, 1, 2, 3].map((x) => [x, 1]),
      cost: 6,
      allowance: 6,
      prompts: [],
      effects: [flew],
      facing: 0,
    });
    const far = judge(board(CORRIDOR, [bat()]), { action: "fly", path: squares([0, 1], [4, 1]) });
    expect(far.reasons).toEqual([
      { ruleId: "DU-FLY-1", key: "TTM.Du.Reason.TooFar", data: { allowance: 6 }, severity: "illegal" },
    ]);
  });

  it("DU-FLY-1: in a room it pays 1 a square and ignores difficult terrain, obstacles and melee ranges", () => {
    const rows = [".......", ".dtw...", ".......", ".......", "......."];
    const elf = character("elf", 4, 0, {}, HEROES);
    const v = judge(board(rows, [bat({}, 0, 1), elf]), {
      declarations: { fly: true },
      path: squares([0, 1], [6, 1]),
    });
    expect(summary(v)).toEqual({
      legal: true,
      reasons: [],
      squares: [0, 1, 2, 3, 4, 5, 6].map((x) => [x, 1]),
      cost: 6,
      allowance: 6,
      prompts: [],
      effects: [flew],
      facing: 0,
    });
  });

  it("DU-FLY-1: it may pass through occupied squares but not end on one", () => {
    const rows = [".......", ".......", ".......", "......."];
    const models = [bat(), character("elf", 2, 1, {}, HEROES), character("goblin", 3, 1, {}, DARK)];
    expect(judge(board(rows, models), { action: "fly", path: squares([0, 1], [4, 1]) }).legal).toBe(true);
    const v = judge(board(rows, models), { action: "fly", path: squares([0, 1], [3, 1]) });
    expect(summary(v)).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "DU-OCCUPIED-1",
          key: "TTM.Du.Reason.EndOccupied",
          data: { name: "goblin" },
          severity: "illegal",
        },
      ],
      squares: [
        [0, 1],
        [1, 1],
      ],
      cost: 1,
      allowance: 6,
      prompts: [],
      effects: [flew],
      facing: 0,
    });
  });

  it.each([
    [{ flying: 0 }, "TTM.Du.Reason.CannotFly"],
    [{ heavyArmour: true }, "TTM.Du.Reason.FlyArmour"],
    [{ wounded: true }, "TTM.Du.Reason.FlyWounded"],
  ])("DU-FLY-1: no flying with %j", (profile, key) => {
    const v = judge(board(CORRIDOR, [bat(profile)]), { action: "fly", path: squares([0, 1], [1, 1]) });
    expect(summary(v)).toEqual({
      legal: false,
      reasons: [{ ruleId: "DU-FLY-1", key, severity: "illegal" }],
      squares: [[0, 1]],
      cost: 0,
      allowance: "flying" in profile ? profile.flying : 6,
      prompts: [],
      effects: [],
      facing: undefined,
    });
  });

  it("DU-FLY-1: an engaged character cannot take off, and a flyer never runs", () => {
    const engaged = judge(board(CORRIDOR, [bat(), character("elf", 1, 1, {}, HEROES)]), {
      action: "fly",
      path: squares([0, 1]),
    });
    expect(engaged.reasons).toEqual([
      { ruleId: "DU-FLY-1", key: "TTM.Du.Reason.FlyEngaged", severity: "illegal" },
    ]);
    const running = judge(board(CORRIDOR, [bat()]), {
      action: "fly",
      declarations: { run: true },
      path: squares([0, 1], [1, 1]),
      answers: { run: { dice: [3, 3] } },
    });
    expect(running.reasons).toEqual([
      { ruleId: "DU-FLY-1", key: "TTM.Du.Reason.FlyNoRun", severity: "illegal" },
    ]);
  });
});
