import { describe, expect, it } from "vitest";
import { evaluateMove } from "../../src/engine/evaluate";
import type { MoveRequest, Verdict } from "../../src/engine/ruleset";
import { mumg } from "../../src/rulesets/mumg";
import { hero, pts, rect, table, villain } from "./helpers";

const U = "TTM.Unit.in";
const walkway = { id: "walkway", kind: "platform" as const, polygon: rect(14, 0, 26, 8), height: 10 };
const forced = (
  path: MoveRequest["path"],
  kind: "push" | "fall" | "away",
  extra: Partial<MoveRequest> = {},
) =>
  ({
    modelId: "h",
    action: "move",
    path,
    forced: { kind, ...(kind === "push" ? { distance: 5 } : {}) },
    ...extra,
  }) as MoveRequest;
const judgeForced = (b: ReturnType<typeof table>, r: MoveRequest): Verdict => {
  const out = evaluateMove(mumg, b, r);
  if (!out.ok) throw out.error;
  return out.verdict;
};
const fallPrompt = (height: string, effect: string, at: number) => ({
  id: "fall:1",
  ruleId: "MUMG-FALL-1",
  kind: "choice",
  choices: ["TTM.Mumg.Choice.Fall"],
  key: "TTM.Mumg.Prompt.Fall",
  data: { name: "h", height, unit: U, effect },
  at: expect.closeTo(at, 6) as number,
});

describe("MUMG forced moves (MoveRequest.forced)", () => {
  it("MUMG-FALL-1: pushed off a walkway, the edge is a fall with its prompt; no POW, not the movement action", () => {
    const b = table({
      models: [hero("h", 20, 6, { movement: "4/7" }, { elevation: 10 })],
      terrain: [walkway],
    });
    const v = judgeForced(b, forced(pts([20, 6], [20, 11]), "push"));
    expect(v).toEqual({
      legal: true,
      reasons: [],
      length: 5,
      allowance: 5,
      cost: { amount: 0, key: "TTM.Mumg.CostForced", data: { distance: "5.0", unit: U } },
      reach: { distance: 5, point: { x: 20, y: 11 } },
      legalPath: pts([20, 6], [20, 11]),
      bands: [{ from: 0, to: 5, style: "ok", key: "TTM.Mumg.Band.Forced" }],
      prompts: [fallPrompt("10.0", "TTM.Mumg.Fall.Row3", 2)],
      effects: [{ type: "elevation", modelId: "h", elevation: 0, ruleId: "MUMG-FALL-1" }],
      contacts: [],
    });
    const out = mumg.resolve(b, forced(pts([20, 6], [20, 11]), "push"), v.prompts[0]!, {
      choice: "TTM.Mumg.Choice.Fall",
    });
    expect(out.effects).toEqual([
      { type: "damage", modelId: "h", amount: 3, damageKind: "physical-blunt", ruleId: "MUMG-FALL-1" },
      { type: "condition", modelId: "h", condition: "knocked-down", ruleId: "MUMG-FALL-1" },
    ]);
  });

  it("MUMG-MOVE-3: a push does not use the movement action; a model that already moved is still pushed", () => {
    const b = table({ models: [hero("h", 5, 5)] });
    const v = judgeForced(b, forced(pts([5, 5], [10, 5]), "push", { ledger: { moves: 1, powSpent: 1 } }));
    expect([v.legal, v.reasons, v.reach.distance, v.effects, v.prompts]).toEqual([true, [], 5, [], []]);
  });

  it("MUMG-MOVE-5: a push stops at a base in the way, as far as its distance at most", () => {
    const b = table({ models: [hero("h", 5, 5), villain("v", 9, 5)] });
    const v = judgeForced(b, forced(pts([5, 5], [12, 5]), "push"));
    const touch = 4 - 30 / 25.4;
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-MOVE-5",
        key: "TTM.Reason.Blocked.model",
        severity: "stop",
        data: { name: "v", distance: "2.82", unit: U },
      },
    ]);
    expect(v.reach.distance).toBeCloseTo(touch, 6);
    expect(v.contacts).toEqual(["v"]);
    const far = judgeForced(table({ models: [hero("h", 5, 5)] }), forced(pts([5, 5], [12, 5]), "push"));
    expect([far.reasons, far.reach.distance, far.allowance]).toEqual([[], 5, 5]);
  });

  it("MUMG-FALL-1: its surface destroyed (kind fall), the model drops straight down where it stands", () => {
    const b = table({ models: [hero("h", 20, 6, {}, { elevation: 10 })], terrain: [walkway] });
    const v = judgeForced(b, forced(pts([20, 6]), "fall"));
    expect([v.legal, v.reasons, v.reach, v.prompts, v.effects, v.cost.amount]).toEqual([
      true,
      [],
      { distance: 0, point: { x: 20, y: 6 } },
      [fallPrompt("10.0", "TTM.Mumg.Fall.Row3", 0)],
      [{ type: "elevation", modelId: "h", elevation: 0, ruleId: "MUMG-FALL-1" }],
      0,
    ]);
  });

  it("MUMG-FALL-1: towards and away are judged as a push along the path given", () => {
    const b = table({ models: [hero("h", 5, 5)] });
    const v = judgeForced(b, forced(pts([5, 5], [8, 5]), "away"));
    expect([v.legal, v.reasons, v.reach.distance, v.cost.key, v.effects]).toEqual([
      true,
      [],
      3,
      "TTM.Mumg.CostForced",
      [],
    ]);
  });
});
