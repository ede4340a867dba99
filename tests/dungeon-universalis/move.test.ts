import { describe, expect, it } from "vitest";
import { DARK, HEROES, board, character, judge, legalMove, moved, row, squares, summary } from "./helpers";

// The mover is a monster of the Dark Player unless a test says otherwise: Safe Zones (DU-SAFE-1)
// are for heroes and their allies, and stay out of these answers.
const orc = (x: number, y: number, profile: Record<string, unknown> = {}) =>
  character("m", x, y, profile, DARK);
const ROOM = ["........", "........", "........", "........"];

describe("Dungeon Universalis: moving square by square", () => {
  it("DU-MOVE-1: Movement 5 walks 5 squares, diagonals costing 1 like any other", () => {
    const b = board(ROOM, [orc(0, 0)]);
    const path = squares([0, 0], [1, 1], [2, 2], [3, 2], [4, 3], [5, 3]);
    expect(summary(judge(b, { path }))).toEqual({
      legal: true,
      reasons: [],
      squares: [
        [0, 0],
        [1, 1],
        [2, 2],
        [3, 2],
        [4, 3],
        [5, 3],
      ],
      cost: 5,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
  });

  it("DU-MOVE-1: what is left is counted in movement points, not squares: 3 squares of which one difficult leave 1 of 5", () => {
    const b = board(["..d.....", "........"], [orc(0, 0)]);
    const v = judge(b, { path: squares([0, 0], [3, 0]) });
    expect(v.cost.amount).toBe(4);
    expect(v.length).toBe(3);
    expect(v.remaining).toEqual({ amount: 1, key: "TTM.Du.Left", data: { points: 1 } });
  });

  it("DU-MOVE-1: the sixth square is beyond Movement 5; the move ends on the fifth", () => {
    const b = board(ROOM, [orc(0, 0)]);
    const v = judge(b, { path: squares([0, 0], [6, 0]) });
    expect(summary(v)).toEqual({
      legal: false,
      reasons: [
        { ruleId: "DU-MOVE-1", key: "TTM.Du.Reason.TooFar", data: { allowance: 5 }, severity: "illegal" },
      ],
      squares: [0, 1, 2, 3, 4, 5].map((x) => [x, 0]),
      cost: 5,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
    expect(v.bands.map((band) => [band.style, band.from, band.to])).toEqual([
      ["ok", 0, 5],
      ["over", 5, 6],
    ]);
  });

  it("DU-MOVE-1: the highlight lists every square within Movement, at its cheapest cost", () => {
    const b = board(["...", "d.."], [orc(0, 0, { movement: 1 })]);
    const v = judge(b, { path: squares([0, 0]) });
    const byCost = [...(v.reachable ?? [])].sort((a, b) => a.cost - b.cost || a.y - b.y || a.x - b.x);
    expect(byCost).toEqual([
      { x: 0.5, y: 0.5, cost: 0 },
      { x: 1.5, y: 0.5, cost: 1 },
      { x: 1.5, y: 1.5, cost: 1 },
    ]);
  });

  it("DU-MOVE-2: a diagonal past a wall's corner is refused; the same diagonal past a character is allowed", () => {
    // A wall along the east edge of square (1, 0), ending at the corner the diagonal (1,1)->(2,0) passes.
    const wall = { id: "w1", a: { x: 2, y: 0 }, b: { x: 2, y: 1 } };
    const refused = judge(board(ROOM, [orc(1, 1)], [wall]), { path: squares([1, 1], [2, 0]) });
    expect(summary(refused)).toEqual({
      legal: false,
      reasons: [{ ruleId: "DU-MOVE-2", key: "TTM.Du.Reason.Corner", severity: "illegal" }],
      squares: [[1, 1]],
      cost: 0,
      allowance: 5,
      prompts: [],
      effects: [],
      facing: undefined,
    });
    // A character on (1, 0), beside the same diagonal, does not block it.
    const past = judge(board(ROOM, [orc(1, 1), character("goblin", 1, 0, {}, DARK)]), {
      path: squares([1, 1], [2, 0]),
    });
    expect(summary(past)).toEqual({
      legal: true,
      reasons: [],
      squares: [
        [1, 1],
        [2, 0],
      ],
      cost: 1,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 315,
    });
  });

  it("DU-MOVE-2: a diagonal past a wall square's corner is refused", () => {
    const v = judge(board(["....", ".#..", "...."], [orc(0, 0)]), { path: squares([0, 0], [1, 0], [2, 1]) });
    expect(v.reasons).toEqual([{ ruleId: "DU-MOVE-2", key: "TTM.Du.Reason.Corner", severity: "illegal" }]);
    expect(summary(v).squares).toEqual([
      [0, 0],
      [1, 0],
    ]);
  });

  it("DU-FACING-1: the move records the way the last step went, or the facing declared; turning is no move", () => {
    const b = board(ROOM, [orc(2, 2)]);
    expect(judge(b, { path: squares([2, 2], [3, 1]) }).facing).toBe(315);
    expect(judge(b, { path: squares([2, 2], [2, 3]), declarations: { facing: 180 } }).facing).toBe(180);
    const turn = judge(b, { path: squares([2, 2]), declarations: { facing: 90 } });
    expect(summary(turn)).toEqual({
      legal: true,
      reasons: [],
      squares: [[2, 2]],
      cost: 0,
      allowance: 5,
      prompts: [],
      effects: [],
      facing: 90,
    });
  });

  it("DU-ACTION-1: one move per activation", () => {
    const v = judge(board(ROOM, [orc(0, 0)]), { path: squares([0, 0], [1, 0]), ledger: { moved: true } });
    expect(summary(v)).toEqual({
      legal: false,
      reasons: [{ ruleId: "DU-ACTION-1", key: "TTM.Du.Reason.AlreadyMoved", severity: "illegal" }],
      squares: [[0, 0]],
      cost: 0,
      allowance: 5,
      prompts: [],
      effects: [],
      facing: undefined,
    });
  });

  it("DU-ACTION-1: a run is the activation's Action, refused once the Action is used", () => {
    const v = judge(board(ROOM, [orc(0, 0)]), {
      action: "run",
      path: squares([0, 0], [1, 0]),
      ledger: { acted: true },
      answers: { run: { dice: [3, 4] } },
    });
    expect(v.legal).toBe(false);
    expect(v.reasons).toEqual([
      { ruleId: "DU-ACTION-1", key: "TTM.Du.Reason.ActionUsed", severity: "illegal" },
    ]);
    expect(v.effects).toEqual([]);
    // Refused before the roll, the run asks for none.
    const unrolled = judge(board(ROOM, [orc(0, 0)]), {
      action: "run",
      path: squares([0, 0], [1, 0]),
      ledger: { acted: true },
    });
    expect(summary(unrolled)).toEqual({
      legal: false,
      reasons: [{ ruleId: "DU-ACTION-1", key: "TTM.Du.Reason.ActionUsed", severity: "illegal" }],
      squares: [[0, 0]],
      cost: 0,
      allowance: 5,
      prompts: [],
      effects: [],
      facing: undefined,
    });
  });

  it("DU-OCCUPIED-1: no move through an enemy's square", () => {
    // The elf is engaged with the goblin, so its melee range does not stop the walking orc (DU-MELEE-1).
    const b = board(
      [".....", "....."],
      [orc(0, 0), character("elf", 2, 0, {}, HEROES), character("goblin", 2, 1, {}, DARK)],
    );
    expect(summary(judge(b, { path: squares([0, 0], [4, 0]) }))).toEqual({
      legal: false,
      reasons: [
        { ruleId: "DU-OCCUPIED-1", key: "TTM.Du.Reason.Enemy", data: { name: "elf" }, severity: "illegal" },
      ],
      squares: [
        [0, 0],
        [1, 0],
      ],
      cost: 1,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
  });

  it("DU-OCCUPIED-1: an ally's square costs +1 to pass, and the move cannot end on it", () => {
    const b = board(["....."], [orc(0, 0), character("goblin", 1, 0, {}, DARK)]);
    expect(summary(judge(b, { path: squares([0, 0], [2, 0]) }))).toEqual(
      legalMove({ squares: row(0, 2, 0), cost: 3, facing: 0 }),
    );
    const end = judge(b, { path: squares([0, 0], [1, 0]) });
    expect(summary(end)).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "DU-OCCUPIED-1",
          key: "TTM.Du.Reason.EndOccupied",
          data: { name: "goblin" },
          severity: "illegal",
        },
      ],
      squares: [[0, 0]],
      cost: 0,
      allowance: 5,
      prompts: [],
      effects: [],
      facing: undefined,
    });
  });

  it("DU-OCCUPIED-1: an engaged ally's square cannot be passed", () => {
    const b = board(
      ["....", "....", "...."],
      [orc(0, 1), character("goblin", 1, 1, {}, DARK), character("elf", 1, 2, {}, HEROES)],
    );
    // The elf's melee range covers (0..2, 1..3); stepping east from (0, 1) enters the engaged goblin.
    const v = judge(b, { path: squares([0, 1], [1, 1], [2, 1]) });
    expect(v.reasons).toEqual([
      {
        ruleId: "DU-OCCUPIED-1",
        key: "TTM.Du.Reason.EngagedAlly",
        data: { name: "goblin" },
        severity: "illegal",
      },
    ]);
    expect(summary(v).squares).toEqual([[0, 1]]);
  });

  it("DU-DIFFICULT-1: each step into difficult terrain costs +1; an ally standing in it costs +2 to pass", () => {
    const b = board([".dd.."], [orc(0, 0, { movement: 6 }), character("goblin", 2, 0, {}, DARK)]);
    expect(summary(judge(b, { path: squares([0, 0], [3, 0]) }))).toEqual({
      legal: true,
      reasons: [],
      squares: [0, 1, 2, 3].map((x) => [x, 0]),
      cost: 2 + 3 + 1,
      allowance: 6,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
    // With Movement 5 the square past the ally is one MP too far.
    const short = board([".dd.."], [orc(0, 0), character("goblin", 2, 0, {}, DARK)]);
    expect(summary(judge(short, { path: squares([0, 0], [3, 0]) }))).toEqual({
      legal: false,
      reasons: [
        { ruleId: "DU-MOVE-1", key: "TTM.Du.Reason.TooFar", data: { allowance: 5 }, severity: "illegal" },
      ],
      squares: row(0, 1, 0),
      cost: 2,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
  });

  it("DU-HIGHER-1: stepping onto a table or a staircase costs +1", () => {
    const b = board([".ts.."], [orc(0, 0)]);
    const v = judge(b, { path: squares([0, 0], [3, 0]) });
    expect(summary(v)).toEqual(legalMove({ squares: row(0, 3, 0), cost: 5, facing: 0 }));
  });

  it("DU-IMPASSABLE-1: an element as tall as the character cannot be passed; a taller character climbs over at +1", () => {
    const b = board([".w.."], [orc(0, 0)]);
    const v = judge(b, { path: squares([0, 0], [2, 0]) });
    expect(summary(v)).toEqual({
      legal: false,
      reasons: [
        { ruleId: "DU-IMPASSABLE-1", key: "TTM.Du.Reason.TooTall", data: { height: 2 }, severity: "illegal" },
      ],
      squares: [[0, 0]],
      cost: 0,
      allowance: 5,
      prompts: [],
      effects: [],
      facing: undefined,
    });
    const ogre = judge(board([".w.."], [orc(0, 0, { height: 3 })]), { path: squares([0, 0], [2, 0]) });
    expect(summary(ogre)).toEqual(legalMove({ squares: row(0, 2, 0), cost: 3, facing: 0 }));
  });

  it("DU-IMPASSABLE-1: walls along square edges cannot be crossed", () => {
    const wall = { id: "w1", a: { x: 1, y: 0 }, b: { x: 1, y: 1 } };
    const v = judge(board(["...", "..."], [orc(0, 0)], [wall]), { path: squares([0, 0], [1, 0]) });
    expect(v.reasons).toEqual([
      { ruleId: "DU-IMPASSABLE-1", key: "TTM.Du.Reason.Wall", severity: "illegal" },
    ]);
  });

  it("DU-LADDER-1: a ladder is normal movement, difficult with a hand full, never climbed running", () => {
    const rows = [".ll.."];
    expect(judge(board(rows, [orc(0, 0)]), { path: squares([0, 0], [3, 0]) }).cost.amount).toBe(3);
    expect(
      judge(board(rows, [orc(0, 0, { handsFull: true })]), { path: squares([0, 0], [3, 0]) }).cost.amount,
    ).toBe(5);
    const run = judge(board(rows, [orc(0, 0)]), {
      action: "run",
      path: squares([0, 0], [3, 0]),
      answers: { run: { dice: [2, 2] } },
    });
    expect(run.reasons).toEqual([
      { ruleId: "DU-LADDER-1", key: "TTM.Du.Reason.LadderRun", severity: "illegal" },
    ]);
    expect(summary(run).squares).toEqual([[0, 0]]);
  });
});
