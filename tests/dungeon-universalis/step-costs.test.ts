// Ruleset.stepCosts for Dungeon Universalis: the per-step costs a host measures with (Foundry's
// ruler and committed cost) are the verdict's, step by step.
import { describe, expect, it } from "vitest";
import { dungeonUniversalis } from "../../src/rulesets/dungeon-universalis";
import { board, character, DARK, judge, squares } from "./helpers";

const ROOM = ["....", "....", "...."];
const orc = (x: number, y: number, p: Record<string, unknown> = {}) =>
  character("m", x, y, { movement: 5, agility: 3, ...p });

const costsOf = (b: ReturnType<typeof board>, path: ReturnType<typeof squares>, action = "move") => {
  const f = dungeonUniversalis.stepCosts!(b, { modelId: "m", action, path: path.slice(0, 1) });
  return path.slice(1).map((p, i) => f(path[i]!, p));
};

describe("Dungeon Universalis step costs", () => {
  it("DU-DIFFICULT-1: each step's cost adds up to the verdict's; the ally in difficult terrain is +2", () => {
    const b = board([".dd.."], [orc(0, 0, { movement: 6 }), character("ally", 2, 0)]);
    const path = squares([0, 0], [1, 0], [2, 0], [3, 0]);
    const steps = costsOf(b, path);
    expect(steps).toEqual([2, 3, 1]);
    expect(steps.reduce((a, c) => a + c, 0)).toBe(judge(b, { path }).cost.amount);
  });

  it("DU-MOVE-2: the diagonal past a wall's corner costs Infinity; past a character it costs 1", () => {
    const wall = { id: "w1", a: { x: 2, y: 0 }, b: { x: 2, y: 1 } };
    expect(costsOf(board(ROOM, [orc(1, 1)], [wall]), squares([1, 1], [2, 0]))).toEqual([Infinity]);
    const past = board(ROOM, [orc(1, 1), character("goblin", 1, 0, {}, DARK)]);
    expect(costsOf(past, squares([1, 1], [2, 0]))).toEqual([1]);
  });

  it("DU-MOVE-1: squares that are not neighbours cost the grid line between them; off the board is Infinity", () => {
    const b = board([".d..", "....", "...."], [orc(0, 0)]);
    const f = dungeonUniversalis.stepCosts!(b, { modelId: "m", action: "move", path: squares([0, 0]) });
    expect(f({ x: 0.5, y: 0.5 }, { x: 3.5, y: 0.5 })).toBe(4);
    expect(f({ x: 0.5, y: 0.5 }, { x: 9.5, y: 0.5 })).toBe(Infinity);
  });

  it("DU-FLY-1: a flyer's steps are its own: no extra for difficult terrain in a room, 2 a corridor square", () => {
    const room = board(["....", ".dd.", "...."], [orc(0, 1, { flying: 6 })]);
    const path = squares([0, 1], [1, 1], [2, 1]);
    expect(costsOf(room, path, "fly")).toEqual([1, 1]);
    expect(judge(room, { path, action: "fly" }).cost.amount).toBe(2);
    const corridor = board([".dd.."], [orc(0, 0, { flying: 6 })]);
    expect(costsOf(corridor, squares([0, 0], [1, 0], [2, 0]), "fly")).toEqual([2, 2]);
  });
});
