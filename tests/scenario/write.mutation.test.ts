import { describe, expect, it } from "vitest";
import type { BoardSpec } from "../../src/engine/board/types";
import { evaluateMove } from "../../src/engine/evaluate";
import {
  buildScenario,
  type MoveStep,
  checkExpectation,
  parseScenario,
  runScenario,
  toBoardSpec,
  toMoveRequest,
} from "../../src/engine/scenario";
import { builtinRulesets } from "../../src/rulesets";
import { signum } from "../../src/rulesets/signum";

/*
 * buildScenario writes a board and one move as the format 2 file `check` judges the way the host
 * did (docs/scenario-format.md, "Running the checker"; the Foundry export and the sandbox use it):
 * every number rounded to six decimals, the mover at the path's start, optional fields only when
 * given, and with `withExpect` the verdict as the step's expect, which then holds.
 */

const third = 1 / 3;

const board: BoardSpec = {
  unit: "cm",
  width: 60 + third,
  height: 40 + third,
  models: [
    { id: "w", name: "Warrior", side: "blue", x: 1 + third, y: 2, elevation: third, baseMm: 25 + third },
    {
      id: "o",
      side: "red",
      x: 40 + third,
      y: 30 + third,
      elevation: 1 + third,
      height: 2,
      profile: { move: "M" },
      counters: { dazed: 1 },
    },
  ],
  terrain: [
    {
      id: "t",
      kind: "difficult",
      polygon: [
        { x: 50 + third, y: 1 },
        { x: 55, y: 1 },
        { x: 55, y: 5 },
      ],
      elevation: third,
      height: 1 + third,
    },
    {
      id: "u",
      kind: "difficult",
      polygon: [
        { x: 0, y: 38 },
        { x: 1, y: 38 },
        { x: 1, y: 39 },
      ],
    },
  ],
  walls: [{ id: "wall", a: { x: third, y: 39 }, b: { x: 5, y: 39 + third } }],
};

const r6 = (n: number): number => Math.round(n * 1e6) / 1e6;

describe("buildScenario: a board and one move as a format 2 file", () => {
  it("rounds every number to six decimals and puts the mover at its path's start (with its level)", () => {
    const file = buildScenario({
      ruleset: signum,
      board,
      request: {
        modelId: "w",
        action: "move",
        path: [
          { x: 10 + third, y: 10, elevation: 2 * third },
          { x: 15, y: 10 + third },
        ],
        declarations: { run: false },
        ledger: { moved: false },
        options: { backstabHitsOn: 5 },
      },
      title: "Walk",
    });
    expect(file).toStrictEqual({
      format: 2,
      ruleset: "signum",
      title: "Walk",
      board: {
        unit: "cm",
        width: r6(60 + third),
        height: r6(40 + third),
        models: [
          {
            id: "w",
            name: "Warrior",
            side: "blue",
            x: r6(10 + third),
            y: 10,
            elevation: r6(2 * third),
            baseMm: r6(25 + third),
          },
          {
            id: "o",
            side: "red",
            x: r6(40 + third),
            y: r6(30 + third),
            elevation: r6(1 + third),
            height: 2,
            profile: { move: "M" },
            counters: { dazed: 1 },
          },
        ],
        terrain: [
          {
            id: "t",
            kind: "difficult",
            polygon: [
              [r6(50 + third), 1],
              [55, 1],
              [55, 5],
            ],
            elevation: r6(third),
            height: r6(1 + third),
          },
          {
            id: "u",
            kind: "difficult",
            polygon: [
              [0, 38],
              [1, 38],
              [1, 39],
            ],
          },
        ],
        walls: [{ id: "wall", a: [r6(third), 39], b: [5, r6(39 + third)] }],
      },
      options: { backstabHitsOn: 5 },
      steps: [
        {
          kind: "move",
          model: "w",
          action: "move",
          path: [
            [r6(10 + third), 10, r6(2 * third)],
            [15, r6(10 + third)],
          ],
          declarations: { run: false },
          ledger: { moved: false },
        },
      ],
    });
  });

  it("a path starting without a level keeps the mover's own; nothing optional is written unless given", () => {
    const plain: BoardSpec = {
      unit: "cm",
      width: 60,
      height: 60,
      models: [{ id: "w", side: "blue", x: 1, y: 1, elevation: 2 }],
    };
    const file = buildScenario({
      ruleset: signum,
      board: { ...plain, grid: { size: 2 } },
      request: {
        modelId: "w",
        action: "move",
        path: [
          { x: 3, y: 4 },
          { x: 5, y: 4 },
        ],
      },
    });
    expect(file).toStrictEqual({
      format: 2,
      ruleset: "signum",
      board: {
        unit: "cm",
        width: 60,
        height: 60,
        grid: { size: 2 },
        models: [{ id: "w", side: "blue", x: 3, y: 4, elevation: 2 }],
        terrain: [],
        walls: [],
      },
      steps: [
        {
          kind: "move",
          model: "w",
          action: "move",
          path: [
            [3, 4],
            [5, 4],
          ],
        },
      ],
    });
    expect(
      buildScenario({
        ruleset: signum,
        board: plain,
        request: { modelId: "w", action: "move", path: [{ x: 1, y: 1 }] },
      }).board,
    ).not.toHaveProperty("grid");
  });

  it("SIGNUM-MOVE-1: with withExpect the step's expect is the verdict judged from the file, and `check` finds it holds", () => {
    const table: BoardSpec = {
      unit: "cm",
      width: 60,
      height: 60,
      models: [
        { id: "w", side: "blue", x: 10, y: 30 },
        { id: "o", side: "red", x: 13, y: 30 },
      ],
    };
    const file = buildScenario({
      ruleset: signum,
      board: table,
      request: {
        modelId: "w",
        action: "move",
        path: [
          { x: 10, y: 30 },
          { x: 10, y: 35 + third },
        ],
      },
      withExpect: true,
    });
    expect(file.steps[0]!.expect).toStrictEqual({
      legal: true,
      reach: r6(5 + third),
      allowance: 10,
      length: r6(5 + third),
      cost: { amount: r6(5 + third), key: "TTM.Signum.Cost" },
      reasons: [],
      prompts: ["backstab:o"],
      contacts: [],
    });
    const parsed = parseScenario(JSON.parse(JSON.stringify(file)));
    expect(checkExpectation(parsed, runScenario(parsed, builtinRulesets()))).toEqual([]);
    // SIGNUM-MOVE-1: a walk past the allowance gives its reasons and the contacts it ends in, each rule once.
    const far = buildScenario({
      ruleset: signum,
      board: { ...table, models: [table.models[0]!, { id: "o", side: "red", x: 23, y: 30 }] },
      request: {
        modelId: "w",
        action: "move",
        path: [
          { x: 10, y: 30 },
          { x: 25, y: 30 },
        ],
      },
      withExpect: true,
    });
    const judged = evaluateMove(signum, toBoardSpec(far), toMoveRequest(far));
    if (!judged.ok) throw judged.error;
    const claimed = (far.steps[0] as MoveStep).expect!;
    expect(claimed.reasons).toStrictEqual([...new Set(judged.verdict.reasons.map((r) => r.ruleId))]);
    expect(claimed.reasons).not.toHaveLength(0);
    expect(claimed.contacts).toStrictEqual(judged.verdict.contacts);
    expect(claimed.contacts).toStrictEqual(["o"]);
    // A move the engine refuses (no such action) is written without an expect: the file reproduces the refusal.
    const refused = buildScenario({
      ruleset: signum,
      board: table,
      request: { modelId: "w", action: "fly", path: [{ x: 10, y: 30 }] },
      withExpect: true,
    });
    expect(refused.steps[0]).toStrictEqual({ kind: "move", model: "w", action: "fly", path: [[10, 30]] });
  });
});
