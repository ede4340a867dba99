import { describe, expect, it } from "vitest";
import { dungeonUniversalis } from "../../src/rulesets/dungeon-universalis";
import { DARK, HEROES, board, character, judge, legalMove, moved, row, squares, summary } from "./helpers";

const orc = (x: number, y: number, profile: Record<string, unknown> = {}) =>
  character("m", x, y, profile, DARK);
const HALL = ["............", "............", "............"];
const runPrompt = {
  id: "run",
  ruleId: "DU-RUN-1",
  kind: "roll",
  formula: "2d6",
  key: "TTM.Du.Prompt.Run",
  data: { name: "m" },
  phase: "declare",
};
const ran = moved("m", { ran: true, acted: true });

describe("Dungeon Universalis: running", () => {
  it("DU-RUN-1: the run asks for 2D6 before the drag and is not legal until rolled", () => {
    const v = judge(board(HALL, [orc(0, 0)]), { action: "run", path: squares([0, 0], [3, 0]) });
    expect(summary(v)).toEqual({
      legal: false,
      reasons: [{ ruleId: "DU-RUN-1", key: "TTM.Reason.NeedsRoll", severity: "illegal" }],
      squares: [[0, 0]],
      cost: 0,
      allowance: 5,
      prompts: [runPrompt],
      effects: [],
      facing: undefined,
    });
  });

  it.each([
    [[3, 4], 10],
    [[6, 6], 10],
    [[1, 2], 8],
    [[1, 1], 2],
  ] as const)("DU-RUN-1: Movement 5 with a roll of %j gives %d", (dice, allowance) => {
    const b = board(HALL, [orc(0, 0)]);
    const answers = { run: { dice: [...dice] } };
    const full = judge(b, { action: "run", path: squares([0, 0], [allowance, 0]), answers });
    expect(summary(full)).toEqual({
      legal: true,
      reasons: [],
      squares: Array.from({ length: allowance + 1 }, (_, x) => [x, 0]),
      cost: allowance,
      allowance,
      prompts: [runPrompt],
      effects: [ran],
      facing: 0,
    });
    const over = judge(b, { action: "run", path: squares([0, 0], [allowance + 1, 0]), answers });
    expect(over.reasons).toEqual([
      { ruleId: "DU-RUN-1", key: "TTM.Du.Reason.TooFar", data: { allowance }, severity: "illegal" },
    ]);
    expect(over.legalPath).toHaveLength(allowance + 1);
  });

  it("DU-RUN-1: declaring the run on a move says the same as the run action", () => {
    const v = judge(board(HALL, [orc(0, 0)]), {
      declarations: { run: true },
      path: squares([0, 0], [9, 0]),
      answers: { run: { dice: [2, 2] } },
    });
    expect(v.allowance).toBe(9);
    expect(v.legal).toBe(true);
  });

  it("DU-RUN-1: terrain costs still apply to a runner", () => {
    const v = judge(board([".dd........."], [orc(0, 0)]), {
      action: "run",
      path: squares([0, 0], [8, 0]),
      answers: { run: { dice: [3, 4] } },
    });
    expect(summary(v)).toEqual(
      legalMove({
        squares: row(0, 8, 0),
        cost: 10,
        allowance: 10,
        facing: 0,
        ledger: { ran: true, acted: true },
        prompts: [runPrompt],
      }),
    );
  });

  it("DU-RUN-1: a runner may not enter an enemy's melee range", () => {
    const b = board(HALL, [orc(0, 0), character("elf", 5, 0, {}, HEROES)]);
    const v = judge(b, { action: "run", path: squares([0, 0], [6, 0]), answers: { run: { dice: [3, 3] } } });
    expect(summary(v)).toEqual({
      legal: false,
      reasons: [
        { ruleId: "DU-RUN-1", key: "TTM.Du.Reason.RunIntoMelee", data: { name: "elf" }, severity: "illegal" },
      ],
      squares: [0, 1, 2, 3].map((x) => [x, 0]),
      cost: 3,
      allowance: 10,
      prompts: [runPrompt],
      effects: [ran],
      facing: 0,
    });
  });

  it("DU-RUN-1: the chat card of the roll says the MP it gives", () => {
    const b = board(HALL, [orc(0, 0)]);
    const request = { modelId: "m", action: "run", path: squares([0, 0]) };
    const prompt = judge(b, { ...request, answers: { run: { dice: [1, 1] } } }).prompts[0]!;
    expect(dungeonUniversalis.resolve(b, request, prompt, { dice: [1, 1] })).toEqual({
      effects: [],
      key: "TTM.Du.Outcome.RunFumble",
      data: { name: "m", dice: "1 + 1", allowance: 2 },
    });
    expect(dungeonUniversalis.resolve(b, request, prompt, { dice: [6, 5] })).toEqual({
      effects: [],
      key: "TTM.Du.Outcome.Run",
      data: { name: "m", dice: "6 + 5", allowance: 10 },
    });
  });
});

describe("Dungeon Universalis: melee ranges", () => {
  it("DU-MELEE-1: entering one of the 8 squares round an enemy ends the move there", () => {
    const b = board(HALL, [orc(0, 0), character("elf", 5, 1, {}, HEROES)]);
    const v = judge(b, { path: squares([0, 0], [5, 0]) });
    expect(summary(v)).toEqual({
      legal: true,
      reasons: [
        { ruleId: "DU-MELEE-1", key: "TTM.Du.Reason.Engaged", data: { name: "elf" }, severity: "stop" },
      ],
      squares: [0, 1, 2, 3, 4].map((x) => [x, 0]),
      cost: 4,
      allowance: 5,
      prompts: [],
      effects: [moved()],
      facing: 0,
    });
    expect(v.contacts).toEqual(["elf"]);
  });

  it("DU-MELEE-1: an enemy already engaged with an ally does not stop a walker, but still closes its range to a runner", () => {
    const b = board(HALL, [
      orc(0, 0),
      character("elf", 4, 1, {}, HEROES),
      character("goblin", 4, 2, {}, DARK),
    ]);
    const walk = judge(b, { path: squares([0, 0], [5, 0]) });
    expect(summary(walk)).toEqual(legalMove({ squares: row(0, 5, 0), cost: 5, facing: 0 }));
    const run = judge(b, {
      action: "run",
      path: squares([0, 0], [5, 0]),
      answers: { run: { dice: [2, 3] } },
    });
    expect(run.reasons.map((r) => r.key)).toEqual(["TTM.Du.Reason.RunIntoMelee"]);
  });

  it("DU-MELEE-1: a much larger mover (2 sizes or more) ignores a small enemy's range", () => {
    const rows = ["......", "......", "......", "......"];
    const ogre = character("m", 0, 0, { size: 3, height: 3 }, DARK);
    const v = judge(board(rows, [ogre, character("rat", 4, 3, { size: 1 }, HEROES)]), {
      path: [
        { x: 1, y: 1 },
        { x: 4, y: 1 },
      ],
    });
    expect(summary(v, true)).toEqual(legalMove({ squares: row(0, 3, 0), cost: 3, facing: 0 }));
  });
});
