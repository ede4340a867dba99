import { describe, expect, it } from "vitest";
import { formatLength } from "../../src/engine/format";
import { R, hero, judge, pts, rect, table, villain } from "./helpers";

/*
 * MUMG-VOID-1 whole verdicts (issue 14, mutation testing): each reason's rule ID, key and data,
 * the cost, bands, prompt and effects, and that nothing else is reported.
 * A 9" roof (south edge y = 20), the street below; 30 mm bases (R = 0.59").
 */
const roof = { id: "roof", name: "Roof", kind: "vertical" as const, polygon: rect(20, 0, 30, 20), height: 9 };
const board = (y: number, profile: Record<string, unknown> = {}, others: Parameters<typeof table>[0] = {}) =>
  table({
    models: [hero("hero", 25, y, profile, { elevation: 9 }), ...(others.models ?? [])],
    terrain: [roof, ...(others.terrain ?? [])],
    ...(others.walls ? { walls: others.walls } : {}),
  });
const down = (y: number, to = 20 + R) => pts([25, y], [25, to]);
const near = (n: number): number => expect.closeTo(n, 6) as number;
const UNIT = "TTM.Unit.in";
const voidJump = { action: "void-jump" } as const;
const effects = (
  key = "TTM.Mumg.Effect.VoidEnds",
  changes: Record<string, number> = { moves: 1, powSpent: 1 },
) => [
  { type: "ledger", modelId: "hero", changes, ruleId: "MUMG-VOID-1" },
  { type: "elevation", modelId: "hero", elevation: 0, ruleId: "MUMG-VOID-1" },
  { type: "message", key, data: { name: "hero" }, ruleId: "MUMG-VOID-1" },
];
const prompt = {
  id: "void-jump",
  ruleId: "MUMG-VOID-1",
  kind: "choice",
  choices: ["TTM.Mumg.Choice.Jump"],
  key: "TTM.Mumg.Prompt.VoidJump",
  data: { name: "hero", height: "9.0", unit: UNIT, effect: "TTM.Mumg.Fall.Row1" },
  at: near(R),
};
const refused = { amount: 0, key: "TTM.Mumg.CostVoid", data: { height: "9.0", pow: 0, unit: UNIT } };

describe("MUMG jump into the void, whole verdicts", () => {
  it("MUMG-VOID-1: from the edge: 1 POW, one ok band to the foot, one prompt, three effects, nothing else", () => {
    const v = judge(board(20 - R), "hero", down(20 - R), voidJump);
    expect(v).toEqual({
      legal: true,
      reasons: [],
      length: near(2 * R),
      allowance: near(2 * R),
      cost: { amount: 1, key: "TTM.Mumg.CostVoid", data: { height: "9.0", pow: 1, unit: UNIT } },
      reach: { distance: near(2 * R), point: { x: 25, y: near(20 + R) } },
      legalPath: [
        { x: 25, y: near(20 - R) },
        { x: 25, y: near(20 + R) },
      ],
      bands: [{ from: 0, to: near(2 * R), style: "ok", tier: 1, key: "TTM.Mumg.Band.VoidJump" }],
      prompts: [prompt],
      effects: effects(),
      contacts: [],
    });
  });

  it("MUMG-VOID-1: dragged on past the foot: placed at the foot, VoidNoMovement names it, and the rest is over", () => {
    const v = judge(board(20 - R), "hero", down(20 - R, 26), voidJump);
    expect(v.legal).toBe(false);
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-VOID-1",
        key: "TTM.Mumg.Reason.VoidNoMovement",
        severity: "illegal",
        data: { distance: formatLength(2 * R), unit: UNIT },
      },
    ]);
    expect(v.bands).toEqual([
      { from: 0, to: near(2 * R), style: "ok", tier: 1, key: "TTM.Mumg.Band.VoidJump" },
      {
        from: near(2 * R),
        to: near(6 + R),
        style: "over",
        key: "TTM.Mumg.Band.Over",
        data: { allowance: formatLength(2 * R), unit: UNIT },
      },
    ]);
    expect(v.cost.amount).toBe(1);
    expect(v.prompts).toEqual([prompt]);
    expect(v.effects).toEqual(effects());
  });

  it("MUMG-VOID-1: a path ending within a quarter inch past the foot is the foot, as placed by hand", () => {
    const v = judge(board(20 - R), "hero", down(20 - R, 20 + R + 0.2), voidJump);
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.reach.distance).toBeCloseTo(2 * R, 6);
    expect(judge(board(20 - R), "hero", down(20 - R, 20 + R + 0.3), voidJump).legal).toBe(false);
  });

  it("MUMG-VOID-1: an inch back from the edge: VoidNotAtEdge with the distance to the edge; no cost, prompt or effect", () => {
    const v = judge(board(19 - R), "hero", down(19 - R), voidJump);
    expect(v).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "MUMG-VOID-1",
          key: "TTM.Mumg.Reason.VoidNotAtEdge",
          severity: "illegal",
          data: { distance: formatLength(1 + R), unit: UNIT },
        },
      ],
      length: near(1 + 2 * R),
      allowance: 0,
      cost: refused,
      reach: { distance: 0, point: { x: 25, y: near(19 - R) } },
      legalPath: [{ x: 25, y: near(19 - R) }],
      bands: [
        {
          from: 0,
          to: near(1 + 2 * R),
          style: "over",
          key: "TTM.Mumg.Band.Over",
          data: { allowance: "0.0", unit: UNIT },
        },
      ],
      prompts: [],
      effects: [],
      contacts: [],
    });
  });

  it("MUMG-VOID-1: no drop on the path: VoidNoDrop alone, and a height of 0", () => {
    const street = table({ models: [hero("hero", 5, 5)] });
    const v = judge(street, "hero", pts([5, 5], [5, 7]), voidJump);
    expect(v.reasons).toEqual([
      { ruleId: "MUMG-VOID-1", key: "TTM.Mumg.Reason.VoidNoDrop", severity: "illegal" },
    ]);
    expect(v.cost).toEqual({
      amount: 0,
      key: "TTM.Mumg.CostVoid",
      data: { height: "0.0", pow: 0, unit: UNIT },
    });
    expect(v.prompts).toEqual([]);
    expect(v.effects).toEqual([]);
  });

  it("MUMG-MOVE-3: after the round's movement action the jump is refused by name, and only for that", () => {
    const v = judge(board(20 - R), "hero", down(20 - R), { ...voidJump, ledger: { moves: 1 } });
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-MOVE-3",
        key: "TTM.Mumg.Reason.AlreadyMoved",
        severity: "illegal",
        data: { name: "hero" },
      },
    ]);
    expect(v.cost).toEqual(refused);
    expect(v.effects).toEqual([]);
    expect(v.prompts).toEqual([]);
  });

  it("MUMG-MOVE-3: an Agile model jumps as its second action, then is refused a third", () => {
    const second = judge(board(20 - R, { agile: true }), "hero", down(20 - R), {
      ...voidJump,
      ledger: { moves: 1 },
    });
    expect(second.legal).toBe(true);
    // Its movement actions are spent: the plain message, not the Agile one.
    expect(second.effects).toEqual(effects("TTM.Mumg.Effect.VoidEnds", { moves: 2, powSpent: 1 }));
    const third = judge(board(20 - R, { agile: true }), "hero", down(20 - R), {
      ...voidJump,
      ledger: { moves: 2 },
    });
    expect(third.reasons).toEqual([
      {
        ruleId: "MUMG-MOVE-3",
        key: "TTM.Mumg.Reason.AgileMovedTwice",
        severity: "illegal",
        data: { name: "hero" },
      },
    ]);
  });

  it("MUMG-VOID-1: an Agile model's first jump tells it a second action is left; the round is stamped on the ledger", () => {
    const v = judge(board(20 - R, { agile: true }), "hero", down(20 - R), {
      ...voidJump,
      declarations: { round: 3 },
    });
    expect(v.effects).toEqual(effects("TTM.Mumg.Effect.VoidEndsAgile", { round: 3, moves: 1, powSpent: 1 }));
  });

  it("MUMG-ENSNARE-1: an Ensnare that takes every tier to 0 refuses the jump; one that leaves a tier does not", () => {
    const held = judge(board(20 - R, { ensnare: 14 }), "hero", down(20 - R), voidJump);
    expect(held.reasons).toEqual([
      {
        ruleId: "MUMG-ENSNARE-1",
        key: "TTM.Mumg.Reason.CannotMove",
        severity: "illegal",
        data: { name: "hero", x: 14 },
      },
    ]);
    expect(held.effects).toEqual([]);
    expect(judge(board(20 - R, { ensnare: 13 }), "hero", down(20 - R), voidJump).legal).toBe(true);
    // An Ensnare whose round has passed is gone.
    const later = { ...voidJump, declarations: { round: 3 } };
    expect(judge(board(20 - R, { ensnare: 14, ensnareRound: 2 }), "hero", down(20 - R), later).legal).toBe(
      true,
    );
    expect(judge(board(20 - R, { ensnare: 14, ensnareRound: 3 }), "hero", down(20 - R), later).legal).toBe(
      false,
    );
  });

  it("MUMG-MOVE-3 and MUMG-ENSNARE-1 together: both are listed, in that order", () => {
    const v = judge(board(20 - R, { ensnare: 14 }), "hero", down(20 - R), {
      ...voidJump,
      ledger: { moves: 1 },
    });
    expect(v.reasons.map((r) => r.ruleId)).toEqual(["MUMG-MOVE-3", "MUMG-ENSNARE-1"]);
  });

  it("MUMG-MOVE-5: a wall along the edge blocks the jump at once, named by its id", () => {
    const wall = { id: "parapet", a: { x: 20, y: 20 }, b: { x: 30, y: 20 } };
    const v = judge(board(20 - R, {}, { walls: [wall] }), "hero", down(20 - R), voidJump);
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-MOVE-5",
        key: "TTM.Reason.Blocked.wall",
        severity: "illegal",
        data: { name: "parapet", distance: "0.0", unit: UNIT },
      },
    ]);
    expect(v.cost).toEqual(refused);
    expect(v.effects).toEqual([]);
  });

  it("MUMG-VOID-1: a path that ends before the base clears the building has nowhere to land", () => {
    const v = judge(board(20 - R), "hero", down(20 - R, 20 + R / 2), voidJump);
    expect(v.reasons).toEqual([
      { ruleId: "MUMG-VOID-1", key: "TTM.Mumg.Reason.VoidNoLanding", severity: "illegal" },
    ]);
    expect(v.reach.distance).toBe(0);
    expect(v.effects).toEqual([]);
  });

  it("MUMG-MOVE-5: a model below, met before the landing, blocks the jump by name", () => {
    const v = judge(
      board(20 - R, {}, { models: [villain("thug", 25, 20 + 2.5 * R)] }),
      "hero",
      down(20 - R, 24),
      voidJump,
    );
    expect(v.legal).toBe(false);
    expect(v.reasons).toHaveLength(1);
    expect(v.reasons[0]).toMatchObject({
      ruleId: "MUMG-MOVE-5",
      key: "TTM.Reason.Blocked.model",
      data: { name: "thug" },
    });
    expect(v.effects).toEqual([]);
  });

  it("MUMG-VOID-1: a path whose first level change is a climb, not a drop, is VoidNoDrop", () => {
    const street = table({ models: [hero("hero", 25, 25)], terrain: [roof] });
    const v = judge(street, "hero", pts([25, 25], [25, 15]), voidJump);
    expect(v.reasons).toEqual([
      { ruleId: "MUMG-VOID-1", key: "TTM.Mumg.Reason.VoidNoDrop", severity: "illegal" },
    ]);
  });

  it("MUMG-VOID-1: three tenths of an inch back from the edge is not at it, however straight the path", () => {
    const v = judge(board(19.7 - R), "hero", down(19.7 - R), voidJump);
    expect(v.reasons.map((r) => [r.ruleId, r.key])).toEqual([
      ["MUMG-VOID-1", "TTM.Mumg.Reason.VoidNotAtEdge"],
    ]);
  });

  it("MUMG-VOID-1: two inches along the roof before the edge is not jumping from where it stands", () => {
    const v = judge(board(20 - R), "hero", pts([25, 20 - R], [23, 20 - R], [23, 20 + R]), voidJump);
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-VOID-1",
        key: "TTM.Mumg.Reason.VoidNotAtEdge",
        severity: "illegal",
        data: { distance: formatLength(2 + R), unit: UNIT },
      },
    ]);
  });

  it("MUMG-VOID-1: a slanting jump from within a quarter inch of the edge is still from the edge", () => {
    // 0.2" back, then down and sideways at 45 degrees: the centre meets the edge 1.1" away.
    const y = 19.8 - R;
    const v = judge(board(y), "hero", pts([25, y], [25 + 2 * R + 0.2, 20 + R]), voidJump);
    expect(v.reasons.map((r) => r.key)).not.toContain("TTM.Mumg.Reason.VoidNotAtEdge");
  });

  it("MUMG-VOID-1: a model beyond the foot on the dragged path does not block the jump; only the movement after it is refused", () => {
    const v = judge(
      board(20 - R, {}, { models: [villain("thug", 25, 25)] }),
      "hero",
      down(20 - R, 27),
      voidJump,
    );
    expect(v.reasons.map((r) => [r.ruleId, r.key])).toEqual([
      ["MUMG-VOID-1", "TTM.Mumg.Reason.VoidNoMovement"],
    ]);
    expect(v.effects).toEqual(effects());
  });

  it("MUMG-MOVE-5: the model met below is named by its name, not its id", () => {
    const thug = villain("thug", 25, 20 + 2.5 * R, { name: "Thug boss" });
    const v = judge(board(20 - R, {}, { models: [thug] }), "hero", down(20 - R, 24), voidJump);
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-MOVE-5",
        key: "TTM.Reason.Blocked.model",
        severity: "illegal",
        data: { name: "Thug boss", distance: expect.any(String) as string, unit: UNIT },
      },
    ]);
  });

  it("MUMG-MOVE-5: a wall at the edge blocks even a path that has nowhere to land", () => {
    const wall = { id: "parapet", a: { x: 20, y: 20 }, b: { x: 30, y: 20 } };
    const v = judge(board(20 - R, {}, { walls: [wall] }), "hero", down(20 - R, 20 + R / 2), voidJump);
    expect(v.reasons.map((r) => [r.ruleId, r.key])).toEqual([["MUMG-MOVE-5", "TTM.Reason.Blocked.wall"]]);
  });

  it("MUMG-VOID-1: onto a lower roof the fall is the difference in height, and the model ends at that level", () => {
    const lower = {
      id: "shed",
      name: "Shed",
      kind: "vertical" as const,
      polygon: rect(20, 20, 30, 30),
      height: 3,
    };
    const v = judge(board(20 - R, {}, { terrain: [lower] }), "hero", down(20 - R), voidJump);
    expect(v.legal).toBe(true);
    expect(v.cost.data).toEqual({ height: "6.0", pow: 1, unit: UNIT });
    expect(v.prompts.map((p) => p.data?.height)).toEqual(["6.0"]);
    expect(v.effects).toContainEqual({
      type: "elevation",
      modelId: "hero",
      elevation: 3,
      ruleId: "MUMG-VOID-1",
    });
  });

  it("MUMG-MOVE-7: a model touching the base at the foot is reported in contact", () => {
    const v = judge(
      board(20 - R, {}, { models: [villain("thug", 25 + 2 * R, 20 + R)] }),
      "hero",
      down(20 - R),
      voidJump,
    );
    expect(v.legal).toBe(true);
    expect(v.contacts).toEqual(["thug"]);
  });

  it("MUMG-MOVE-5: terrain or a wall met below the edge before the landing blocks the jump, named as a move names it", () => {
    // A car (or a wall) 0.9" past the foot of the roof: the base meets it before it can land.
    const car = { id: "car", name: "Car", kind: "impassable" as const, polygon: rect(20, 20.9, 30, 21.4) };
    const wall = { id: "w", a: { x: 20, y: 20.9 }, b: { x: 30, y: 20.9 } };
    const path = down(20 - R, 23);
    const refusal = (kind: string, name: string) => ({
      legal: false,
      reasons: [
        {
          ruleId: "MUMG-MOVE-5",
          key: `TTM.Reason.Blocked.${kind}`,
          severity: "illegal",
          data: { name, distance: "0.9", unit: UNIT },
        },
      ],
      length: near(3 + R),
      allowance: 0,
      cost: refused,
      reach: { distance: 0, point: { x: 25, y: near(20 - R) } },
      legalPath: [{ x: 25, y: near(20 - R) }],
      bands: [
        {
          from: 0,
          to: near(3 + R),
          style: "over",
          key: "TTM.Mumg.Band.Over",
          data: { allowance: "0.0", unit: UNIT },
        },
      ],
      prompts: [],
      effects: [],
      contacts: [],
    });
    expect(judge(board(20 - R, {}, { terrain: [car] }), "hero", path, voidJump)).toEqual(
      refusal("terrain", "Car"),
    );
    expect(judge(board(20 - R, {}, { walls: [wall] }), "hero", path, voidJump)).toEqual(refusal("wall", "w"));
  });
});
