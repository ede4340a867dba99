import { describe, expect, it } from "vitest";
import { evaluateMove } from "../../src/engine/evaluate";
import { isRulesError } from "../../src/engine/errors";
import type { MoveRequest } from "../../src/engine/ruleset";
import { cheapestRoute, dungeonUniversalis } from "../../src/rulesets/dungeon-universalis";
import { DARK, board, character, judge, squares, summary } from "./helpers";

/*
 * What Dungeon Universalis gives a host besides the verdict (route.ts, step-costs.ts,
 * activation.ts, resolve.ts) and the facing a verdict records, issue 14's mutation testing:
 * where each starts (the drag's first point, else where the model stands), the mode it
 * measures in, and what it says off the board.
 */

const orc = (x: number, y: number, profile: Record<string, unknown> = {}) =>
  character("m", x, y, profile, DARK);
const request = (over: Partial<MoveRequest> = {}): MoveRequest => ({
  modelId: "m",
  action: "move",
  path: [],
  ...over,
});
const swimPrompt = {
  id: "swim",
  ruleId: "DU-SWIM-1",
  kind: "roll" as const,
  formula: "2d6",
  key: "TTM.Du.Prompt.Swim",
  data: { name: "m" },
  phase: "declare" as const,
};
const thrown = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (isRulesError(e)) return { key: e.key, data: e.data };
    throw e;
  }
  return null;
};

describe("Dungeon Universalis: the suggested route", () => {
  it("DU-IMPASSABLE-1, DU-FLY-1: wardrobes across the room leave a walker no route; a flyer's route goes over them", () => {
    const b = board([".w.", ".w.", ".w."], [orc(0, 1, { flying: 6 })]);
    const goal = { x: 2.5, y: 1.5 };
    expect(cheapestRoute(b, request(), goal)).toBeNull();
    const route = cheapestRoute(b, request({ action: "fly" }), goal)!;
    expect(route[0]).toEqual({ x: 0.5, y: 1.5 });
    expect(route.at(-1)).toEqual(goal);
    expect(route).toHaveLength(3);
    const v = judge(b, { action: "fly", path: route });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.cost.amount).toBe(2);
  });

  it("DU-SWIM-1: the route starts at the drag's first square and swims only from deep water; off the board there is none", () => {
    const lake = board(["~~....", "~~...."], [orc(0, 0, { agility: 4 })]);
    // From where the swimmer floats it swims out to the shore.
    const out = cheapestRoute(lake, request(), { x: 3.5, y: 0.5 })!;
    expect(out[0]).toEqual({ x: 0.5, y: 0.5 });
    expect(out.at(-1)).toEqual({ x: 3.5, y: 0.5 });
    expect(out).toHaveLength(4);
    // A drag starting on the shore walks, and a walker never enters deep water.
    expect(cheapestRoute(lake, request({ path: squares([3, 0]) }), { x: 0.5, y: 0.5 })).toBeNull();
    const ashore = cheapestRoute(lake, request({ path: squares([5, 1]) }), { x: 3.5, y: 0.5 })!;
    expect([ashore[0], ashore.at(-1), ashore.length]).toEqual([{ x: 5.5, y: 1.5 }, { x: 3.5, y: 0.5 }, 3]);
    expect(cheapestRoute(lake, request({ path: [{ x: -1, y: 0.5 }] }), { x: 3.5, y: 0.5 })).toBeNull();
    expect(cheapestRoute(lake, request(), { x: 9.5, y: 0.5 })).toBeNull();
  });

  it("DU-LARGE-1: a Large creature's route is of its middles, and none ends where its four squares do not fit", () => {
    const b = board(["......", "......", "......"], [character("m", 0, 0, { size: 3, height: 3 }, DARK)]);
    const route = cheapestRoute(b, request(), { x: 4, y: 2 })!;
    expect([route[0], route.at(-1), route.length]).toEqual([{ x: 1, y: 1 }, { x: 4, y: 2 }, 4]);
    expect(judge(b, { path: route }).legal).toBe(true);
    // Top-left square (5, 2): three of its four squares are off the board.
    expect(cheapestRoute(b, request(), { x: 5.5, y: 2.5 })).toBeNull();
  });
});

describe("Dungeon Universalis: step costs for a host's ruler", () => {
  it("DU-SWIM-1, DU-MOVE-1: the mode comes from the drag's first square; a start off the board makes every step Infinity", () => {
    const lake = board(["~~....", "~~...."], [orc(0, 0, { agility: 4 })]);
    const swim = dungeonUniversalis.stepCosts!(lake, request());
    expect([
      swim({ x: 0.5, y: 0.5 }, { x: 1.5, y: 0.5 }),
      swim({ x: 1.5, y: 0.5 }, { x: 2.5, y: 0.5 }),
    ]).toEqual([1, 1]);
    const walk = dungeonUniversalis.stepCosts!(lake, request({ path: squares([3, 0]) }));
    expect([
      walk({ x: 2.5, y: 0.5 }, { x: 1.5, y: 0.5 }),
      walk({ x: 3.5, y: 0.5 }, { x: 2.5, y: 0.5 }),
    ]).toEqual([Infinity, 1]);
    const off = dungeonUniversalis.stepCosts!(lake, request({ path: [{ x: 9, y: 9 }] }));
    expect(off({ x: 3.5, y: 0.5 }, { x: 4.5, y: 0.5 })).toBe(Infinity);
    // A step that goes nowhere costs nothing; one from off the board is Infinity.
    expect(walk({ x: 3.5, y: 0.5 }, { x: 3.5, y: 0.5 })).toBe(0);
    expect(walk({ x: -3, y: 0.5 }, { x: 3.5, y: 0.5 })).toBe(Infinity);
  });

  it("DU-FLY-1: the corridor width option reaches a flyer's step costs", () => {
    const corridor = board(["#..#", "#..#", "#..#"], [orc(1, 0, { flying: 6 })]);
    const step = (options?: MoveRequest["options"]) =>
      dungeonUniversalis.stepCosts!(corridor, request({ action: "fly", ...(options ? { options } : {}) }))(
        { x: 1.5, y: 0.5 },
        { x: 1.5, y: 1.5 },
      );
    expect([step(), step({ corridorWidth: 1 })]).toEqual([2, 1]);
  });
});

describe("Dungeon Universalis: the start of an activation", () => {
  it("DU-SWIM-1, DU-LARGE-1: a Large creature with one of its four squares in deep water rolls to swim; off the board nobody does", () => {
    const large = (rows: string[]) => board(rows, [character("m", 0, 0, { size: 3, height: 3 }, DARK)]);
    expect(dungeonUniversalis.startActivation(large(["....", ".~..", "...."]), { modelId: "m" })).toEqual({
      prompts: [swimPrompt],
      effects: [],
      reasons: [],
    });
    expect(dungeonUniversalis.startActivation(large(["....", "...~", "...."]), { modelId: "m" })).toEqual({
      prompts: [],
      effects: [],
      reasons: [],
    });
    const off = board(["~..."], [{ id: "m", side: DARK, x: -3, y: 0.5 }]);
    expect(dungeonUniversalis.startActivation(off, { modelId: "m" })).toEqual({
      prompts: [],
      effects: [],
      reasons: [],
    });
    // A Large creature off the board is not in the water on the board's squares 1, w or w + 1.
    const largeOff = board(
      [".~..", "~~..", "...."],
      [{ id: "m", side: DARK, x: -3, y: 0.5, profile: { size: 3 } }],
    );
    expect(dungeonUniversalis.startActivation(largeOff, { modelId: "m" })).toEqual({
      prompts: [],
      effects: [],
      reasons: [],
    });
  });
});

describe("Dungeon Universalis: the chat cards of the rolls", () => {
  it("DU-SWIM-1: a swim roll's card gives Agility less shield, never below 0; a bad answer or prompt is a localised error with its data", () => {
    const path = squares([0, 0]);
    const shielded = board(["~~~."], [orc(0, 0, { agility: 3, shield: true })]);
    expect(dungeonUniversalis.resolve(shielded, request({ path }), swimPrompt, { dice: [1, 2] })).toEqual({
      effects: [],
      key: "TTM.Du.Outcome.Swim",
      data: { name: "m", dice: "1 + 2", allowance: 2 },
    });
    const sinking = board(["~~~."], [orc(0, 0, { agility: -1 })]);
    expect(dungeonUniversalis.resolve(sinking, request({ path }), swimPrompt, { dice: [4, 4] })).toEqual({
      effects: [],
      key: "TTM.Du.Outcome.Swim",
      data: { name: "m", dice: "4 + 4", allowance: 0 },
    });
    expect(
      thrown(() => dungeonUniversalis.resolve(shielded, request({ path }), swimPrompt, { dice: [1] })),
    ).toEqual({
      key: "TTM.Error.DiceAnswer",
      data: { id: "swim", expected: "2d6" },
    });
    expect(
      thrown(() =>
        dungeonUniversalis.resolve(
          shielded,
          request({ path }),
          { ...swimPrompt, id: "jump" },
          { dice: [1, 2] },
        ),
      ),
    ).toEqual({ key: "TTM.Error.UnknownPrompt", data: { id: "jump" } });
  });
});

describe("Dungeon Universalis: the facing recorded", () => {
  it("DU-FACING-1, DU-EXPLORE-1: a refused move records no facing, even from an arrow towards another", () => {
    const v = judge(board([">v.."], [character("m", 0, 0, { hero: true })]), {
      path: squares([0, 0], [1, 0]),
      ledger: { moved: true },
    });
    expect({ ...summary(v), bands: v.bands }).toEqual({
      legal: false,
      reasons: [{ ruleId: "DU-ACTION-1", key: "TTM.Du.Reason.AlreadyMoved", severity: "illegal" }],
      squares: [[0, 0]],
      cost: 0,
      allowance: 5,
      prompts: [],
      effects: [],
      facing: undefined,
      bands: [{ from: 0, to: 1, style: "over", key: "TTM.Band.Over", data: { allowance: 5 } }],
    });
  });

  it("DU-FACING-1: a declared facing of 0 is kept, on the spot (no band at all) or after a step south", () => {
    const b = board(["....", "...."], [orc(0, 0)]);
    const turn = judge(b, { path: squares([0, 0], [0, 0]), declarations: { facing: 0 } });
    expect({ ...summary(turn), bands: turn.bands }).toEqual({
      legal: true,
      reasons: [],
      squares: [[0, 0]],
      cost: 0,
      allowance: 5,
      prompts: [],
      effects: [],
      facing: 0,
      bands: [],
    });
    const south = judge(b, { path: squares([0, 0], [0, 1]), declarations: { facing: 0 } });
    expect(south.facing).toBe(0);
    expect(south.bands).toEqual([{ from: 0, to: 1, style: "ok", key: "TTM.Band.Move" }]);
    // Undeclared, the step south faces south.
    expect(judge(b, { path: squares([0, 0], [0, 1]) }).facing).toBe(90);
  });
});

describe("Dungeon Universalis: what the first measurement left alive", () => {
  it("DU-FACING-1, DU-EXPLORE-1: a monster ending on an arrow faces the way it went; a hero's declared facing counts within 45° of an arrow pointing south", () => {
    const monster = judge(board(["..v.."], [orc(0, 0)]), { path: squares([0, 0], [2, 0]) });
    expect(summary(monster)).toEqual({
      legal: true,
      reasons: [],
      squares: [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
      cost: 2,
      allowance: 5,
      prompts: [],
      effects: [{ type: "ledger", modelId: "m", changes: { moved: true }, ruleId: "DU-ACTION-1" }],
      facing: 0,
    });
    const facing = (declared: number) =>
      judge(board(["..v..", "....."], [character("m", 0, 0, { hero: true })]), {
        path: squares([0, 0], [2, 0]),
        declarations: { facing: declared },
      }).facing;
    expect([120, 60, 135, 45, 180, 30, 0].map(facing)).toEqual([120, 60, 135, 45, 90, 90, 90]);
  });

  it("DU-MOVE-1: a start off the board and a bad option value are localised errors naming what is wrong", () => {
    const b = board(["..."], [orc(0, 0)]);
    const error = (over: Partial<MoveRequest>) => {
      const o = evaluateMove(dungeonUniversalis, b, {
        ...request({ path: squares([0, 0], [1, 0]) }),
        ...over,
      });
      return o.ok ? null : { key: o.error.key, data: o.error.data };
    };
    expect(error({ path: [{ x: 7, y: 0.5 }] })).toEqual({ key: "TTM.Du.Error.OffBoard", data: { id: "m" } });
    expect(error({ options: { corridorWidth: "wide" } })).toEqual({
      key: "TTM.Error.ProfileField",
      data: { id: "dungeon-universalis", field: "corridorWidth", value: '"wide"' },
    });
  });

  it("DU-SAFE-1: the zone round an ally keeps a hero safe all the way past its own zone", () => {
    const b = board(
      ["........."],
      [character("m", 0, 0, { hero: true, movement: 8 }), character("Borgron", 4, 0, { hero: true })],
    );
    // (3, 0) is 3 from where the hero started, but 1 from Borgron; (6, 0) is 2 from him.
    expect(summary(judge(b, { path: squares([0, 0], [6, 0]) }))).toEqual({
      legal: true,
      reasons: [],
      squares: [0, 1, 2, 3, 4, 5, 6].map((x) => [x, 0]),
      cost: 7,
      allowance: 8,
      prompts: [],
      effects: [{ type: "ledger", modelId: "m", changes: { moved: true }, ruleId: "DU-ACTION-1" }],
      facing: 0,
    });
  });

  it("DU-SWIM-1: a second die of 1 is no critical failure on the swim card", () => {
    const lake = board(["~~~."], [orc(0, 0, { agility: 3 })]);
    expect(
      dungeonUniversalis.resolve(lake, request({ path: squares([0, 0]) }), swimPrompt, { dice: [4, 1] }),
    ).toEqual({
      effects: [],
      key: "TTM.Du.Outcome.Swim",
      data: { name: "m", dice: "4 + 1", allowance: 3 },
    });
  });

  it("DU-MOVE-1: a host's step from or to a point off the board costs Infinity, on dry floor too", () => {
    const f = dungeonUniversalis.stepCosts!(board(["....", "...."], [orc(0, 0)]), request());
    expect([f({ x: -3, y: 0.5 }, { x: 2.5, y: 0.5 }), f({ x: 2.5, y: 0.5 }, { x: -3, y: 0.5 })]).toEqual([
      Infinity,
      Infinity,
    ]);
    expect(f({ x: 0.5, y: 0.5 }, { x: 2.5, y: 0.5 })).toBe(2);
  });
});
