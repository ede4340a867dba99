import { describe, expect, it } from "vitest";
import { R, hero, judge, ledgerOf, pts, rect, ruleIds, table, villain } from "./helpers";

/** A 9 inch roof (south edge y = 20) with heroes on it; the street below. */
const roof = { id: "roof", name: "Roof", kind: "vertical" as const, polygon: rect(20, 0, 30, 20), height: 9 };
const board = (y: number, profile: Record<string, unknown> = {}, others: Parameters<typeof table>[0] = {}) =>
  table({
    models: [hero("hero", 25, y, profile, { elevation: 9 }), ...(others.models ?? [])],
    terrain: [roof, ...(others.terrain ?? [])],
  });
const down = (y: number) => pts([25, y], [25, 20 + R]);

describe("MUMG jump into the void", () => {
  it("MUMG-VOID-1: at the edge, for 1 POW and no movement, the model lands at the foot of the drop", () => {
    const b = board(20 - R);
    const v = judge(b, "hero", down(20 - R), { action: "void-jump", declarations: { round: 2 } });
    expect(v.legal).toBe(true);
    expect(v.cost).toMatchObject({ amount: 1, key: "TTM.Mumg.CostVoid", data: { height: "9.0" } });
    // Placed with its base against the building: the centre one radius past the edge.
    expect(v.reach.point.y).toBeCloseTo(20 + R, 6);
    expect(v.effects).toEqual([
      {
        type: "ledger",
        modelId: "hero",
        changes: { round: 2, moves: 1, powSpent: 1 },
        ruleId: "MUMG-VOID-1",
      },
      { type: "elevation", modelId: "hero", elevation: 0, ruleId: "MUMG-VOID-1" },
      { type: "message", key: "TTM.Mumg.Effect.VoidEnds", data: { name: "hero" }, ruleId: "MUMG-VOID-1" },
    ]);
    expect(v.prompts[0]).toMatchObject({
      id: "void-jump",
      key: "TTM.Mumg.Prompt.VoidJump",
      choices: ["TTM.Mumg.Choice.Jump"],
      data: { height: "9.0", effect: "TTM.Mumg.Fall.Row1" },
    });
  });

  it("MUMG-VOID-1: dragged over the edge further than its foot, the model is still placed at the foot", () => {
    const v = judge(board(20 - R), "hero", pts([25, 20 - R], [25, 26]), { action: "void-jump" });
    expect(v.legal).toBe(false);
    expect(v.reasons[0]).toMatchObject({ ruleId: "MUMG-VOID-1", key: "TTM.Mumg.Reason.VoidNoMovement" });
    expect(v.reach.point.y).toBeCloseTo(20 + R, 6);
    expect(v.effects.length).toBe(3);
  });

  it("MUMG-VOID-1: only with the base at the edge: an inch back from it, it must walk there first", () => {
    const v = judge(board(19 - R), "hero", down(19 - R), { action: "void-jump" });
    expect(v.legal).toBe(false);
    expect(v.reasons[0]).toMatchObject({ ruleId: "MUMG-VOID-1", key: "TTM.Mumg.Reason.VoidNotAtEdge" });
    expect(v.reach.distance).toBe(0);
    expect(v.effects).toEqual([]);
    expect(v.prompts).toEqual([]);
    // A quarter of an inch from the edge still counts as at it (placed by hand).
    expect(judge(board(19.8 - R), "hero", down(19.8 - R), { action: "void-jump" }).legal).toBe(true);
    // Along the roof and then over the edge is not jumping from where it stands.
    const along = judge(board(20 - R), "hero", pts([25, 20 - R], [21, 20 - R], [21, 21]), {
      action: "void-jump",
    });
    expect(ruleIds(along)).toEqual(["MUMG-VOID-1"]);
  });

  it("MUMG-VOID-1: there must be a drop: not from the street, not across the roof", () => {
    const street = table({ models: [hero("hero", 5, 5)] });
    const v = judge(street, "hero", pts([5, 5], [5, 7]), { action: "void-jump" });
    expect(v.reasons[0]).toMatchObject({ ruleId: "MUMG-VOID-1", key: "TTM.Mumg.Reason.VoidNoDrop" });
  });

  it("MUMG-VOID-1: only as the first thing of a movement action: not after this round's movement action", () => {
    const v = judge(board(20 - R), "hero", down(20 - R), {
      action: "void-jump",
      ledger: { moves: 1, powSpent: 2 },
    });
    expect(ruleIds(v)).toEqual(["MUMG-MOVE-3"]);
    expect(v.effects).toEqual([]);
  });

  it("MUMG-VOID-1: it ends the movement action; an Agile model may still take its second", () => {
    const b = board(20 - R, { agile: true });
    const jump = judge(b, "hero", down(20 - R), { action: "void-jump" });
    expect(jump.effects).toContainEqual(expect.objectContaining({ key: "TTM.Mumg.Effect.VoidEndsAgile" }));
    const street = table({ models: [hero("hero", 25, 20 + R, { agile: true })], terrain: [roof] });
    const after = judge(street, "hero", pts([25, 20 + R], [25, 24]), { ledger: ledgerOf(jump) });
    expect(after).toMatchObject({ legal: true, cost: { amount: 1 } });
    expect(ledgerOf(after)).toEqual({ moves: 2, powSpent: 2 });
    const plain = table({ models: [hero("hero", 25, 20 + R)], terrain: [roof] });
    expect(judge(plain, "hero", pts([25, 20 + R], [25, 24]), { ledger: ledgerOf(jump) }).legal).toBe(false);
  });

  it("MUMG-VOID-1: the base must fit at the foot: a model standing there is not landed on", () => {
    const b = board(20 - R, {}, { models: [villain("thug", 25, 20 + R)] });
    const v = judge(b, "hero", down(20 - R), { action: "void-jump" });
    expect(v.legal).toBe(false);
    expect(v.reach.distance).toBe(0);
  });
});
