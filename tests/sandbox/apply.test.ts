import { describe, expect, it } from "vitest";
import type { BoardSpec } from "../../src/engine/board/types";
import type { Effect, Verdict } from "../../src/engine/ruleset";
import { type TableState, addCounter, applyMove } from "../../src/sandbox/apply";

const spec: BoardSpec = {
  unit: "in",
  width: 36,
  height: 24,
  models: [
    { id: "marco", side: "Guild", x: 25, y: 6, elevation: 4 },
    { id: "rat", side: "Rats", x: 16, y: 11, counters: { submerged: 2 } },
  ],
  terrain: [],
  walls: [],
};
const table: TableState = {
  spec,
  ledgers: new Map([["marco", { actions: 0 }]]),
  damage: new Map(),
  conditions: new Map(),
  facing: new Map(),
};
const verdict = (reach: number, x: number, y: number, facing?: number): Verdict => ({
  legal: true,
  reasons: [],
  length: reach,
  allowance: 8,
  cost: { amount: reach, key: "k" },
  reach: { distance: reach, point: { x, y } },
  legalPath: [],
  bands: [],
  prompts: [],
  effects: [],
  contacts: [],
  ...(facing !== undefined ? { facing } : {}),
});

describe("applying a settled move to the sandbox's table", () => {
  it("the mover goes to the reach point, then every effect in order: elevation, ledger, damage, counters", () => {
    const effects: Effect[] = [
      { type: "ledger", modelId: "marco", changes: { actions: 1, apSpent: 1 }, ruleId: "CARN-MOVE-1" },
      { type: "elevation", modelId: "marco", elevation: 0, ruleId: "CARN-CLIMB-1" },
      { type: "damage", modelId: "marco", amount: 4, ruleId: "CARN-FALL-1" },
      { type: "counter", modelId: "marco", counter: "dazed", delta: 1, ruleId: "CARN-FALL-1" },
      { type: "counter", modelId: "rat", counter: "submerged", delta: -2, ruleId: "CARN-DIVE-2" },
      { type: "condition", modelId: "rat", condition: "knocked-down", ruleId: "X" },
      { type: "message", key: "k", ruleId: "X" },
    ];
    const out = applyMove(table, "marco", verdict(1, 24, 6), effects);
    expect(out.spec.models).toEqual([
      { id: "marco", side: "Guild", x: 24, y: 6, elevation: 0, counters: { dazed: 1 } },
      { id: "rat", side: "Rats", x: 16, y: 11, counters: {} },
    ]);
    expect(Object.fromEntries(out.ledgers)).toEqual({ marco: { actions: 1, apSpent: 1 } });
    expect(Object.fromEntries(out.damage)).toEqual({ marco: 4 });
    expect(Object.fromEntries(out.conditions)).toEqual({ rat: ["knocked-down"] });
    expect(out.facing.size).toBe(0);
    // The table it was given is untouched (a cancelled dialog goes back to it).
    expect(table.spec.models[0]).toEqual({ id: "marco", side: "Guild", x: 25, y: 6, elevation: 4 });
    expect(table.ledgers.get("marco")).toEqual({ actions: 0 });
  });

  it("a move that goes nowhere leaves the model where it stands but still applies its effects and facing", () => {
    const out = applyMove(table, "marco", verdict(0, 99, 99, 90), [
      { type: "ledger", modelId: "marco", changes: { actions: 1 }, ruleId: "R" },
    ]);
    expect(out.spec.models[0]).toMatchObject({ x: 25, y: 6, elevation: 4 });
    expect(out.ledgers.get("marco")).toEqual({ actions: 1 });
    expect(out.facing.get("marco")).toBe(90);
  });

  it("a place effect puts a model elsewhere, with its elevation when given; a casualty waits for the player", () => {
    const out = applyMove(table, "marco", verdict(2, 27, 6), [
      { type: "place", modelId: "rat", x: 3, y: 4, elevation: 1, ruleId: "P" },
      { type: "place", modelId: "marco", x: 26, y: 7, ruleId: "P" },
      { type: "casualty", modelId: "rat", ruleId: "C" },
    ]);
    expect(out.spec.models.map((m) => [m.id, m.x, m.y, m.elevation])).toEqual([
      ["marco", 26, 7, 4],
      ["rat", 3, 4, 1],
    ]);
  });

  it("counters never go below 0, and a counter at 0 is gone", () => {
    expect(addCounter({ dazed: 1 }, "dazed", 1)).toEqual({ dazed: 2 });
    expect(addCounter({ dazed: 1 }, "dazed", -3)).toEqual({});
    expect(addCounter({}, "submerged", 2)).toEqual({ submerged: 2 });
  });
});
