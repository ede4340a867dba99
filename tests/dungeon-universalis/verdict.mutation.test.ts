import { describe, expect, it } from "vitest";
import type { Verdict } from "../../src/engine/ruleset";
import { DARK, HEROES, board, character, judge, legalMove, moved, row, squares, summary } from "./helpers";

/*
 * The verdict of a Dungeon Universalis move as a whole (evaluate.ts, walk.ts, budget.ts), issue
 * 14's mutation testing: which of two refusals is reported when both apply, what a refused move
 * still says (its allowance, no highlight, no roll asked), and the rolls' edge values.
 */

const orc = (x: number, y: number, profile: Record<string, unknown> = {}) =>
  character("m", x, y, profile, DARK);
const illegal = (ruleId: string, key: string, data?: Record<string, unknown>) => ({
  ruleId,
  key,
  severity: "illegal",
  ...(data ? { data } : {}),
});
/** The whole answer of a move refused where it stands, highlight included. */
const refusedHere = (v: Verdict) => ({ ...summary(v), reachable: v.reachable, bands: v.bands });
const refused = (reasons: object[], allowance: number, prompts: object[] = [], effects: object[] = []) => ({
  legal: false,
  reasons,
  squares: [[0, 0]],
  cost: 0,
  allowance,
  prompts,
  effects,
  facing: undefined,
  reachable: [],
  bands: [{ from: 0, to: 1, style: "over", key: "TTM.Band.Over", data: { allowance } }],
});
const prompt = (id: "run" | "swim") => ({
  id,
  ruleId: id === "run" ? "DU-RUN-1" : "DU-SWIM-1",
  kind: "roll",
  formula: "2d6",
  key: id === "run" ? "TTM.Du.Prompt.Run" : "TTM.Du.Prompt.Swim",
  data: { name: "m" },
  phase: "declare",
});
const swimDamage = {
  type: "message",
  key: "TTM.Du.Message.SwimDamage",
  data: { name: "m" },
  ruleId: "DU-SWIM-1",
};

describe("Dungeon Universalis: the first refusal wins", () => {
  it("DU-FLY-1: no Flying comes before the run, the run before heavy armour, armour before a wound, a wound before an engagement", () => {
    const step = squares([0, 0], [1, 0]);
    const elf = character("elf", 1, 1, {}, HEROES);
    const cases: [Record<string, unknown>, boolean, string, number][] = [
      [{ flying: 0, heavyArmour: true, wounded: true }, true, "TTM.Du.Reason.CannotFly", 0],
      [{ flying: 3, heavyArmour: true, wounded: true }, true, "TTM.Du.Reason.FlyNoRun", 3],
      [{ flying: 3, heavyArmour: true, wounded: true }, false, "TTM.Du.Reason.FlyArmour", 3],
      [{ flying: 3, wounded: true }, false, "TTM.Du.Reason.FlyWounded", 3],
      [{ flying: 3 }, false, "TTM.Du.Reason.FlyEngaged", 3],
    ];
    for (const [profile, run, key, allowance] of cases) {
      const v = judge(board(["....", "...."], [orc(0, 0, profile), elf]), {
        action: "fly",
        declarations: { run },
        path: step,
        answers: { run: { dice: [3, 3] } },
      });
      expect(refusedHere(v)).toEqual(refused([illegal("DU-FLY-1", key)], allowance));
      expect(v.contacts).toEqual(["elf"]);
    }
    // Not engaged, nothing wrong: the flight goes, its ledger says it flew, and the elf two squares
    // away is no contact.
    const free = judge(
      board(["....", "....", "...."], [orc(0, 0, { flying: 3 }), character("elf", 3, 2, {}, HEROES)]),
      {
        action: "fly",
        path: step,
      },
    );
    expect(summary(free)).toEqual(
      legalMove({ squares: row(0, 1, 0), cost: 1, allowance: 3, facing: 0, ledger: { flew: true } }),
    );
    expect(free.contacts).toEqual([]);
  });

  it("DU-ACTION-1, DU-RUN-1: a second move, a used Action and a run into deep water are each reported, in that order, with no roll asked", () => {
    const v = judge(board(["~~..."], [orc(0, 0, { agility: 3 })]), {
      action: "run",
      path: squares([0, 0], [1, 0]),
      ledger: { moved: true, acted: true },
    });
    expect(refusedHere(v)).toEqual(
      refused(
        [
          illegal("DU-ACTION-1", "TTM.Du.Reason.AlreadyMoved"),
          illegal("DU-ACTION-1", "TTM.Du.Reason.ActionUsed"),
          illegal("DU-RUN-1", "TTM.Du.Reason.RunSwim"),
        ],
        3,
      ),
    );
    // Alone, the run into the water is refused the same way, and the swim roll is not asked.
    const swimRun = judge(board(["~~..."], [orc(0, 0, { agility: 3 })]), {
      declarations: { run: true },
      path: squares([0, 0], [1, 0]),
      answers: { swim: { dice: [4, 4] } },
    });
    expect(refusedHere(swimRun)).toEqual(refused([illegal("DU-RUN-1", "TTM.Du.Reason.RunSwim")], 3));
    // A used Action does not stop a walk: the move is not the Action.
    const walk = judge(board(["...."], [orc(0, 0)]), {
      path: squares([0, 0], [1, 0]),
      ledger: { acted: true },
    });
    expect(summary(walk)).toEqual(legalMove({ squares: row(0, 1, 0), cost: 1, facing: 0 }));
  });

  it("DU-RUN-1: a roll that is not two dice of 1 to 6 is no roll: the run waits, at Movement, for one", () => {
    for (const dice of [[0, 3], [3, 0], [7, 3], [3, 7], [2.5, 3], [3, 2.5], [3, 3, 3], [6], []]) {
      const v = judge(board(["......"], [orc(0, 0)]), {
        action: "run",
        path: squares([0, 0], [1, 0]),
        answers: { run: { dice } },
      });
      expect(refusedHere(v)).toEqual(
        refused([illegal("DU-RUN-1", "TTM.Reason.NeedsRoll")], 5, [prompt("run")]),
      );
    }
    // 1 and 6 are dice: Movement 5 + 7, capped at 10.
    const edge = judge(board(["............"], [orc(0, 0)]), {
      action: "run",
      path: squares([0, 0], [10, 0]),
      answers: { run: { dice: [1, 6] } },
    });
    expect(summary(edge)).toEqual(
      legalMove({
        squares: row(0, 10, 0),
        cost: 10,
        allowance: 10,
        facing: 0,
        ledger: { ran: true, acted: true },
        prompts: [prompt("run")],
      }),
    );
  });
});

describe("Dungeon Universalis: swimming's allowance", () => {
  it("DU-SWIM-1: unrolled, a swimmer below 0 Agility waits with an allowance of 0 and already takes its damage", () => {
    const v = judge(board(["~~..."], [orc(0, 0, { agility: -1 })]), { path: squares([0, 0], [1, 0]) });
    expect(refusedHere(v)).toEqual(
      refused([illegal("DU-SWIM-1", "TTM.Reason.NeedsRoll")], 0, [prompt("swim")], [swimDamage]),
    );
  });

  it("DU-SWIM-1: at Agility 0 a good roll still does not advance; with Agility 1, a shield and heavy armour it takes damage", () => {
    const zero = judge(board(["~~..."], [orc(0, 0, { agility: 0 })]), {
      path: squares([0, 0], [1, 0]),
      answers: { swim: { dice: [5, 5] } },
    });
    expect({ ...summary(zero), reachable: zero.reachable }).toEqual({
      legal: false,
      reasons: [illegal("DU-SWIM-1", "TTM.Du.Reason.SwimNoAgility")],
      squares: [[0, 0]],
      cost: 0,
      allowance: 0,
      prompts: [prompt("swim")],
      effects: [],
      facing: undefined,
      reachable: [{ x: 0.5, y: 0.5, cost: 0 }],
    });
    const sunk = judge(board(["~~..."], [orc(0, 0, { agility: 1, shield: true, heavyArmour: true })]), {
      path: squares([0, 0]),
      answers: { swim: { dice: [6, 6] } },
    });
    expect(summary(sunk)).toEqual({
      legal: true,
      reasons: [],
      squares: [[0, 0]],
      cost: 0,
      allowance: 0,
      prompts: [prompt("swim")],
      effects: [swimDamage],
      facing: undefined,
    });
    // Agility 1 with a shield is 0: no damage (only below 0 hurts).
    const dry = judge(board(["~~..."], [orc(0, 0, { agility: 1, shield: true })]), {
      path: squares([0, 0]),
      answers: { swim: { dice: [6, 6] } },
    });
    expect(dry.effects).toEqual([]);
    expect(dry.reasons).toEqual([]);
  });

  it("DU-SWIM-1, DU-RUN-1: one die of 1 is no critical failure, whichever die it is", () => {
    for (const dice of [
      [1, 4],
      [4, 1],
    ]) {
      const swim = judge(board(["~~~~~."], [orc(0, 0, { agility: 4 })]), {
        path: squares([0, 0], [4, 0]),
        answers: { swim: { dice } },
      });
      expect(summary(swim)).toEqual(
        legalMove({ squares: row(0, 4, 0), cost: 4, allowance: 4, facing: 0, prompts: [prompt("swim")] }),
      );
      const run = judge(board(["............"], [orc(0, 0)]), {
        action: "run",
        path: squares([0, 0], [10, 0]),
        answers: { run: { dice } },
      });
      expect(summary(run)).toEqual(
        legalMove({
          squares: row(0, 10, 0),
          cost: 10,
          allowance: 10,
          facing: 0,
          ledger: { ran: true, acted: true },
          prompts: [prompt("run")],
        }),
      );
    }
  });

  it("DU-SWIM-1: a swimmer's move is a move, not a run or a flight, in its ledger", () => {
    const v = judge(board(["~~..."], [orc(0, 0, { agility: 2 })]), {
      path: squares([0, 0], [2, 0]),
      answers: { swim: { dice: [2, 3] } },
    });
    expect(summary(v)).toEqual(
      legalMove({ squares: row(0, 2, 0), cost: 2, allowance: 2, facing: 0, prompts: [prompt("swim")] }),
    );
    expect(v.effects).toEqual([moved()]);
  });
});

const safeEvent = (key: "LeavesSafeZone" | "ArrowObstacle", name = "m") => ({
  reason: { ruleId: "DU-SAFE-1", key: `TTM.Du.Reason.${key}`, data: { name }, severity: "info" },
  effect: {
    type: "message",
    key: key === "LeavesSafeZone" ? "TTM.Du.Message.ObstacleCard" : "TTM.Du.Message.ObstacleCardArrow",
    data: { name },
    ruleId: "DU-SAFE-1",
    audience: "gm",
  },
});

describe("Dungeon Universalis: where the walk ends", () => {
  it("DU-EXPLORE-1, DU-OCCUPIED-1: a hero cannot step onto an arrow an ally holds, since it would have to end there", () => {
    const v = judge(
      board(["..>..", "....."], [character("m", 0, 0, { hero: true }), character("ally", 2, 0, {}, HEROES)]),
      { path: squares([0, 0], [4, 0]) },
    );
    expect(summary(v)).toEqual({
      legal: false,
      reasons: [illegal("DU-OCCUPIED-1", "TTM.Du.Reason.EndOccupied", { name: "ally" })],
      squares: row(0, 1, 0),
      cost: 1,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
  });

  it("DU-OCCUPIED-1: a drag ending on the second of two allies falls back past both, to where it may end", () => {
    const b = board(
      ["......"],
      [orc(0, 0), character("g1", 1, 0, {}, DARK), character("g2", 2, 0, {}, DARK)],
    );
    const v = judge(b, { path: squares([0, 0], [2, 0]) });
    expect(refusedHere(v)).toEqual({
      ...refused([illegal("DU-OCCUPIED-1", "TTM.Du.Reason.EndOccupied", { name: "g2" })], 5),
      reachable: v.reachable,
      bands: [{ from: 0, to: 2, style: "over", key: "TTM.Band.Over", data: { allowance: 5 } }],
    });
    // One more square and it ends free, having paid +1 for each ally.
    expect(summary(judge(b, { path: squares([0, 0], [3, 0]) }))).toEqual(
      legalMove({ squares: row(0, 3, 0), cost: 5, facing: 0 }),
    );
  });

  it("DU-IMPASSABLE-1, DU-MOVE-1: a drag that meets a wall before leaving the board is stopped by the wall", () => {
    const v = judge(board(["...#"], [orc(0, 0)]), { path: [...squares([0, 0], [3, 0]), { x: 9, y: 0.5 }] });
    expect(summary(v)).toEqual({
      legal: false,
      reasons: [illegal("DU-IMPASSABLE-1", "TTM.Du.Reason.WallSquare")],
      squares: row(0, 2, 0),
      cost: 2,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
  });

  it("DU-MELEE-1, DU-EXPLORE-1: an arrow in an enemy's melee range stops the hero for the melee, and it faces the arrow", () => {
    const v = judge(
      board(["..v..", "....."], [character("m", 0, 0, { hero: true }), character("gob", 3, 1, {}, DARK)]),
      { path: squares([0, 0], [4, 0]) },
    );
    const arrow = safeEvent("ArrowObstacle");
    expect(summary(v)).toEqual({
      legal: true,
      reasons: [
        { ruleId: "DU-MELEE-1", key: "TTM.Du.Reason.Engaged", data: { name: "gob" }, severity: "stop" },
        arrow.reason,
      ],
      squares: row(0, 2, 0),
      cost: 2,
      allowance: 5,
      prompts: [],
      effects: [arrow.effect, moved()],
      facing: 90,
    });
    expect(v.contacts).toEqual(["gob"]);
  });

  it("DU-MELEE-1: an enemy on the board's east edge has no range on the next row's first square", () => {
    const b = board(["....", "....", "...."], [orc(0, 2), character("elf", 3, 0, {}, HEROES)]);
    expect(summary(judge(b, { path: squares([0, 2], [0, 0]) }))).toEqual(
      legalMove({
        squares: [
          [0, 2],
          [0, 1],
          [0, 0],
        ],
        cost: 2,
        facing: 270,
      }),
    );
  });
});

describe("Dungeon Universalis: Safe Zone moments", () => {
  it("DU-SAFE-1, DU-MELEE-1: a monster leaving with a hero on the board (its enemy) reports nothing; an ally beside the end is no contact", () => {
    const v = judge(
      board(
        ["..........", ".........."],
        [orc(0, 0), character("g", 5, 1, {}, DARK), character("Shara", 9, 1, { hero: true }, HEROES)],
      ),
      { path: squares([0, 0], [4, 0]) },
    );
    expect(summary(v)).toEqual(legalMove({ squares: row(0, 4, 0), cost: 4, facing: 0 }));
    expect(v.contacts).toEqual([]);
  });

  it("DU-SAFE-1: an ally of a hero (a mercenary) reports each arrow it steps on and the one step out, in path order, and does not stop", () => {
    const merc = character("m", 0, 0, { movement: 10 });
    const hero = character("Shara", 0, 2, { hero: true });
    const v = judge(board([".>....>...", "..........", ".........."], [merc, hero]), {
      path: squares([0, 0], [8, 0]),
    });
    const arrow = safeEvent("ArrowObstacle");
    const out = safeEvent("LeavesSafeZone");
    expect(summary(v)).toEqual({
      legal: true,
      reasons: [arrow.reason, out.reason, arrow.reason],
      squares: row(0, 8, 0),
      cost: 8,
      allowance: 10,
      prompts: [],
      effects: [arrow.effect, out.effect, arrow.effect, moved()],
      facing: 0,
    });
  });

  it("DU-SAFE-1: leaving is reported once, even after coming back near an ally and leaving again", () => {
    const b = board(
      ["..........."],
      [character("m", 0, 0, { movement: 12, hero: true }), character("Borgron", 6, 0, { hero: true })],
    );
    const v = judge(b, { path: squares([0, 0], [10, 0]) });
    const out = safeEvent("LeavesSafeZone");
    expect(summary(v)).toEqual({
      legal: true,
      reasons: [out.reason],
      squares: row(0, 10, 0),
      cost: 11,
      allowance: 12,
      prompts: [],
      effects: [out.effect, moved()],
      facing: 0,
    });
  });

  it("DU-SAFE-1: the activation's start counts only as two numbers; an enemy makes no zone", () => {
    const out = safeEvent("LeavesSafeZone");
    const back = (ledger: Record<string, unknown>) =>
      judge(board(["........"], [character("m", 3, 0, { hero: true })]), {
        path: squares([3, 0], [0, 0]),
        ledger: ledger as never,
      });
    expect(back({ startX: 0.5, startY: 0.5 }).reasons).toEqual([]);
    for (const ledger of [
      { startX: "0.5", startY: 0.5 },
      { startX: 0.5, startY: "0.5" },
      { startX: 0.5 },
      { startY: 0.5 },
    ]) {
      expect(summary(back(ledger))).toEqual({
        legal: true,
        reasons: [out.reason],
        squares: [
          [3, 0],
          [2, 0],
          [1, 0],
          [0, 0],
        ],
        cost: 3,
        allowance: 5,
        prompts: [],
        effects: [out.effect, moved()],
        facing: 180,
      });
    }
    const enemyNear = judge(
      board(
        ["........", "........", "........"],
        [character("m", 0, 0, { hero: true }), character("gob", 5, 2, {}, DARK)],
      ),
      { path: squares([0, 0], [3, 0]) },
    );
    expect(enemyNear.reasons).toEqual([out.reason]);
    expect(enemyNear.effects).toEqual([out.effect, moved()]);
  });

  it("DU-SAFE-1, DU-LARGE-1: a Large hero's zone and the squares it steps to are all four of its squares", () => {
    const b = board(["........", "........"], [character("m", 5, 0, { hero: true, size: 3, height: 3 })]);
    const big = (...cells: [number, number][]) => cells.map(([x, y]) => ({ x: x + 1, y: y + 1 }));
    // Its squares at x 2-3 are 2 from its own at x 5-6: still safe; at x 1-2 they are 3 away.
    const safe = judge(b, { path: big([5, 0], [2, 0]) });
    expect(summary(safe, true)).toEqual(
      legalMove({
        squares: [
          [5, 0],
          [4, 0],
          [3, 0],
          [2, 0],
        ],
        cost: 3,
        facing: 180,
      }),
    );
    const out = judge(b, { path: big([5, 0], [1, 0]) });
    const left = safeEvent("LeavesSafeZone");
    expect(summary(out, true)).toEqual({
      legal: true,
      reasons: [left.reason],
      squares: [
        [5, 0],
        [4, 0],
        [3, 0],
        [2, 0],
        [1, 0],
      ],
      cost: 4,
      allowance: 5,
      prompts: [],
      effects: [left.effect, moved()],
      facing: 180,
    });
  });
});

describe("Dungeon Universalis: a Large hero and the arrows", () => {
  const large = (x: number, y: number, profile: Record<string, unknown> = {}) =>
    character("m", x, y, { size: 3, height: 3, ...profile }, HEROES);
  const middles = (...cells: [number, number][]) => cells.map(([x, y]) => ({ x: x + 1, y: y + 1 }));

  it("DU-EXPLORE-1, DU-LARGE-1: a Large hero stepping onto an arrow with any of its four squares stops there facing it, one moment for the Dark Player", () => {
    // The arrow on (3, 1) is under its lower right square once its top-left square is on (2, 0);
    // an arrow on (3, 0), under its upper right square, the same.
    for (const rows of [
      ["......", "...v..", "......"],
      ["...v..", "......", "......"],
    ]) {
      const v = judge(board(rows, [large(0, 0, { hero: true })]), { path: middles([0, 0], [4, 0]) });
      const arrow = safeEvent("ArrowObstacle");
      expect(summary(v, true)).toEqual({
        legal: true,
        reasons: [{ ruleId: "DU-EXPLORE-1", key: "TTM.Du.Reason.Arrow", severity: "stop" }, arrow.reason],
        squares: row(0, 2, 0),
        cost: 2,
        allowance: 5,
        prompts: [],
        effects: [arrow.effect, moved()],
        facing: 90,
      });
    }
  });

  it("DU-EXPLORE-1, DU-SAFE-1: an arrow a Large hero already stands on is no new step, and a Large ally steps onto an arrow once", () => {
    const on = judge(board(["......", ".>....", "......"], [large(0, 0, { hero: true })]), {
      path: middles([0, 0], [1, 0]),
    });
    expect(summary(on, true)).toEqual(legalMove({ squares: row(0, 1, 0), cost: 1, facing: 0 }));
    // A Large mercenary with a hero on its side: its squares cover the arrow on (3, 1) for two steps.
    const merc = judge(
      board(["......", "...>..", "......"], [large(0, 0), character("Shara", 0, 2, { hero: true })]),
      {
        path: middles([0, 0], [4, 0]),
      },
    );
    const arrow = safeEvent("ArrowObstacle");
    const out = safeEvent("LeavesSafeZone");
    expect(summary(merc, true)).toEqual({
      legal: true,
      reasons: [arrow.reason, out.reason],
      squares: row(0, 4, 0),
      cost: 4,
      allowance: 5,
      prompts: [],
      effects: [arrow.effect, out.effect, moved()],
      facing: 0,
    });
  });

  it("DU-EXPLORE-1, DU-LARGE-1: an arrow at the start of the next row is not under a Large hero's top-left square in the last column", () => {
    // Passing with its top-left square on (3, 0), whose other squares are off the board, it goes on to (2, 1).
    const v = judge(board(["....", "v...", "....", "...."], [large(2, 0, { hero: true })]), {
      path: middles([2, 0], [3, 0], [2, 1]),
    });
    expect(summary(v, true)).toEqual(
      legalMove({
        squares: [
          [2, 0],
          [3, 0],
          [2, 1],
        ],
        cost: 2,
        facing: 135,
      }),
    );
  });
});
