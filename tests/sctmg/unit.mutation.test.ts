import { describe, expect, it } from "vitest";
import { readFields } from "../../src/engine/profile";
import { evaluateMove } from "../../src/engine/evaluate";
import type { MoveRequest, Verdict } from "../../src/engine/ruleset";
import { sctmg } from "../../src/rulesets/sctmg";
import { readOptions } from "../../src/rulesets/sctmg/options";
import { PROFILE_FIELDS, gapWidthFor, toSctmgProfile } from "../../src/rulesets/sctmg/profile";
import { R32, judge, line, near, rect, table, unitModel } from "./helpers";

const IN = "TTM.Unit.in";

/** The verdict of a legal two-model move: m1 from (10, 24) along y = 24 to x1, m2 placed at `m2`. */
function pairMoved(x1: number, m2: { x: number; y: number }, allowance = 6): Verdict {
  const length = Math.abs(x1 - 10);
  return {
    legal: true,
    reasons: [],
    length,
    allowance,
    cost: {
      amount: length,
      key: "TTM.Sctmg.Cost",
      data: { distance: length.toFixed(1), allowance: allowance.toFixed(1) },
    },
    reach: { distance: length, point: { x: x1, y: 24 } },
    legalPath: line(10, x1, 24),
    bands: [{ from: 0, to: length, style: "ok", key: "TTM.Band.Move" }],
    prompts: [],
    effects: [{ type: "place", modelId: "m2", ...m2, ruleId: "SCTMG-COH-1" }],
    contacts: [],
    models: [
      { modelId: "m1", point: { x: x1, y: 24 }, status: "leader" },
      { modelId: "m2", point: m2, status: "coherent" },
    ],
    unitStatus: "in-coherency",
  };
}

describe("SCTMG units: engagement, placements and profiles", () => {
  it('SCTMG-MOVE-1, SCTMG-WITHIN-1: a unit whose other model stands exactly 1" from an enemy is engaged and cannot Move; 1.01" is not', () => {
    const at = (gap: number) =>
      table([
        unitModel("marine", "m1", "squad", 10, 24),
        unitModel("marine", "m2", "squad", 11.5, 24),
        unitModel("zergling", "z", "brood", 11.5 + 2 * R32 + gap, 24, { name: "Zergling" }),
      ]);
    const engaged = judge(at(1), { modelId: "m1", path: line(10, 8, 24) });
    expect(engaged).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "SCTMG-MOVE-1",
          key: "TTM.Sctmg.Reason.Engaged",
          data: { name: "Zergling" },
          severity: "illegal",
        },
      ],
      length: 2,
      allowance: 6,
      cost: { amount: 0, key: "TTM.Sctmg.Cost", data: { distance: "0.0", allowance: "6.0" } },
      reach: { distance: 0, point: { x: 10, y: 24 } },
      legalPath: [{ x: 10, y: 24 }],
      bands: [{ from: 0, to: 2, style: "over", key: "TTM.Band.Over", data: { allowance: "6.0" } }],
      prompts: [],
      effects: [],
      contacts: [],
    });
    expect(judge(at(1.01), { modelId: "m1", path: line(10, 8, 24) })).toEqual(
      pairMoved(8, { x: 9.5, y: 24 }),
    );
  });

  it('SCTMG-MOVE-1, SCTMG-WITHIN-1: a player\'s place exactly 1" from an enemy is within 1", as the Leading Model\'s end is (move.test.ts); 1.01" is not', () => {
    // Found by this test: the placement kept only bases closer than 1" away, so a model placed
    // exactly 1" from the enemy was accepted where its Leading Model would be refused.
    const board = table([
      unitModel("marine", "m1", "squad", 10, 24),
      unitModel("marine", "m2", "squad", 8.5, 24, { name: "Marine 2" }),
      unitModel("zergling", "z", "brood", 16, 27),
    ]);
    const place = (gap: number): Verdict =>
      judge(board, {
        modelId: "m1",
        path: line(10, 14, 24),
        unit: { unitId: "squad", placements: { m2: { x: 16, y: 27 - 2 * R32 - gap } } },
      });
    const exactly = place(1);
    expect(exactly.reasons).toEqual([
      {
        ruleId: "SCTMG-MOVE-1",
        key: "TTM.Sctmg.Reason.PlacedEngaged",
        data: { name: "Marine 2" },
        severity: "illegal",
      },
    ]);
    expect([exactly.legal, exactly.unitStatus]).toEqual([false, "in-coherency"]);
    expect(place(1.01)).toEqual(near(pairMoved(14, { x: 16, y: 27 - 2 * R32 - 1.01 })));
  });

  it('SCTMG-MOVE-1: an enemy whose profile says Flying (as text) is no Ground unit: a Move may end within 1" of it', () => {
    const board = table([
      unitModel("marine", "m1", "squad", 10, 24),
      unitModel("marine", "m2", "squad", 8.5, 24),
      unitModel("zergling", "z", "mutas", 16 + 2 * R32 + 0.5, 24, { profile: { flying: "true" } }),
    ]);
    expect(judge(board, { modelId: "m1", path: line(10, 16, 24) })).toEqual(
      pairMoved(16, { x: 14.5, y: 24 }),
    );
  });

  it("SCTMG-MOVE-1, SCTMG-GAP-2: a player's place near the second of two enemies is Engaged; in a Run, or for a flying unit, only the fit counts", () => {
    const models = (profile: Record<string, unknown> = {}) => [
      unitModel("marine", "m1", "squad", 10, 24, { profile }),
      unitModel("marine", "m2", "squad", 8.5, 24, { name: "Marine 2", profile }),
      unitModel("zergling", "z1", "brood", 30, 40),
      unitModel("zergling", "z2", "brood", 18.2, 27),
    ];
    const rock = rect("rock", "impassable", 16, 21, 18, 22.5);
    const place = (action: string, p: { x: number; y: number }, profile?: Record<string, unknown>) =>
      judge(table(models(profile), [rock]), {
        modelId: "m1",
        action,
        path: line(10, 15, 24),
        unit: { unitId: "squad", placements: { m2: p } },
      });
    const engaged = place("move", { x: 16.5, y: 26.2 });
    expect(engaged.reasons).toEqual([
      {
        ruleId: "SCTMG-MOVE-1",
        key: "TTM.Sctmg.Reason.PlacedEngaged",
        data: { name: "Marine 2" },
        severity: "illegal",
      },
    ]);
    expect([engaged.legal, engaged.models![1], engaged.unitStatus]).toEqual([
      false,
      { modelId: "m2", point: { x: 16.5, y: 26.2 }, status: "coherent" },
      "in-coherency",
    ]);
    // A Run may end within 1"; so may a flying unit's Move.
    for (const [action, profile] of [
      ["run", {}],
      ["move", { flying: true }],
    ] as const) {
      const v = place(action, { x: 16.5, y: 26.2 }, profile);
      expect([v.legal, v.reasons, v.models![1]!.status]).toEqual([true, [], "coherent"]);
    }
    // On the rock, in a Run: the base does not fit there, and no link reaches it across the rock.
    const onRock = place("run", { x: 16.5, y: 22 });
    expect(onRock.reasons).toEqual([
      {
        ruleId: "SCTMG-GAP-2",
        key: "TTM.Sctmg.Reason.PlacedNoFit",
        data: { name: "Marine 2" },
        severity: "illegal",
      },
      { ruleId: "SCTMG-COH-5", key: "TTM.Sctmg.Reason.OutOfCoherency", data: { count: 1 }, severity: "info" },
    ]);
    expect(onRock.legal).toBe(false);
  });

  it("SCTMG-COH-2: a link may cross a lone enemy model the unit is engaged with, not another lone enemy model", () => {
    // m2 starts engaged with the lone model y; the lone model z, not engaged, stands across the
    // link the player asks for.
    const board = (engagedWithZ: boolean) =>
      table([
        unitModel("marine", "m1", "squad", 10, 24),
        unitModel("marine", "m2", "squad", engagedWithZ ? 11.5 : 8.5, 24, { name: "Marine 2" }),
        { id: "z", name: "Zergling", side: "zerg", x: 11.5, y: 22.3, baseMm: 32 },
        { id: "y", name: "Zergling 2", side: "zerg", x: 8.5, y: 26, baseMm: 32 },
      ]);
    const move = {
      modelId: "m1",
      action: "disengage",
      path: [
        { x: 10, y: 24 },
        { x: 10, y: 22 },
      ],
      unit: { unitId: "squad", placements: { m2: { x: 13, y: 22 } } },
    };
    const across = judge(board(false), move);
    expect(across.reasons).toEqual([
      {
        ruleId: "SCTMG-COH-1",
        key: "TTM.Sctmg.Reason.PlacedOutOfCoherency",
        data: { name: "Marine 2" },
        severity: "illegal",
      },
      { ruleId: "SCTMG-COH-5", key: "TTM.Sctmg.Reason.OutOfCoherency", data: { count: 1 }, severity: "info" },
    ]);
    expect([across.legal, across.unitStatus]).toEqual([false, "out-of-coherency"]);
    const engaged = judge(board(true), move);
    expect([engaged.legal, engaged.reasons, engaged.unitStatus]).toEqual([true, [], "in-coherency"]);
  });

  it("SCTMG-LEAD-1: a lone model's unit is itself; places left out or 'auto' are automatic; a place that is no point is refused", () => {
    // Another lone model on the table is no part of Jim's unit.
    const lone = table([
      { id: "jim", name: "Jim", side: "terran", x: 10, y: 24, baseMm: 40 },
      { id: "kerrigan", name: "Kerrigan", side: "terran", x: 10, y: 26, baseMm: 40 },
    ]);
    const v = judge(lone, { modelId: "jim", path: line(10, 12, 24), unit: { unitId: "jim" } });
    expect([v.legal, v.reasons, v.models]).toEqual([
      true,
      [],
      [{ modelId: "jim", point: { x: 12, y: 24 }, status: "leader" }],
    ]);
    const squad = table([
      unitModel("marine", "m1", "squad", 10, 24),
      unitModel("marine", "m2", "squad", 8.5, 24),
    ]);
    for (const unit of [{ unitId: "squad" }, { unitId: "squad", placements: { m2: "auto" as const } }]) {
      expect(judge(squad, { modelId: "m1", path: line(10, 14, 24), unit })).toEqual(
        pairMoved(14, { x: 12.5, y: 24 }),
      );
    }
    for (const bad of ["here", null, { x: 1 }, { x: 1, y: Infinity }]) {
      const out = evaluateMove(sctmg, squad, {
        modelId: "m1",
        action: "move",
        path: line(10, 14, 24),
        unit: { unitId: "squad", placements: { m2: bad } } as unknown as MoveRequest["unit"],
      });
      expect(out.ok ? null : [out.error.key, out.error.data]).toEqual([
        "TTM.Sctmg.Error.PlacementPoint",
        { id: "m2" },
      ]);
    }
  });

  it("SCTMG-LEAD-1, SCTMG-GAP-2: a Deploy whose end does not fit moves no model; one onto a platform raises the unit", () => {
    const pair = () => [
      unitModel("marine", "m1", "squad", 10, 12),
      unitModel("marine", "m2", "squad", 8.5, 12),
    ];
    const rock = table(pair(), [rect("rock", "impassable", 20, 8, 28, 16)]);
    const deploy = {
      modelId: "m1",
      action: "deploy",
      path: [
        { x: 10, y: 12 },
        { x: 24, y: 12 },
      ],
    };
    expect(judge(rock, deploy)).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "SCTMG-GAP-2",
          key: "TTM.Reason.NoFit",
          data: { distance: "0.0", unit: IN },
          severity: "illegal",
        },
      ],
      length: 14,
      allowance: 14,
      cost: { amount: 0, key: "TTM.Sctmg.Cost", data: { distance: "0.0", allowance: "14.0" } },
      reach: { distance: 0, point: { x: 10, y: 12 } },
      legalPath: [{ x: 10, y: 12 }],
      bands: [{ from: 0, to: 14, style: "over", key: "TTM.Band.Over", data: { allowance: "14.0" } }],
      prompts: [],
      effects: [],
      contacts: [],
    });
    // On a platform from x = 12: m2's place 1.5" behind the leader would straddle the platform's
    // edge, so it stands touching the leader, on the platform too.
    const plat = table(pair(), [rect("plat", "platform", 12, 0, 20, 30, { height: 2 })]);
    const m2 = { x: 14 - 2 * R32, y: 12 };
    const v = judge(plat, {
      ...deploy,
      path: [
        { x: 10, y: 12 },
        { x: 14, y: 12 },
      ],
    });
    expect(v).toEqual(
      near({
        legal: true,
        reasons: [],
        length: 4,
        allowance: 4,
        cost: { amount: 4, key: "TTM.Sctmg.Cost", data: { distance: "4.0", allowance: "4.0" } },
        reach: { distance: 4, point: { x: 14, y: 12 } },
        legalPath: [
          { x: 10, y: 12 },
          { x: 14, y: 12 },
        ],
        bands: [{ from: 0, to: 4, style: "ok", key: "TTM.Band.Move" }],
        prompts: [],
        effects: [
          { type: "elevation", modelId: "m1", elevation: 2, ruleId: "SCTMG-LEAD-1" },
          { type: "place", modelId: "m2", ...m2, elevation: 2, ruleId: "SCTMG-COH-1" },
        ],
        contacts: [],
        models: [
          { modelId: "m1", point: { x: 14, y: 12 }, status: "leader" },
          { modelId: "m2", point: m2, status: "coherent" },
        ],
        unitStatus: "in-coherency",
      }),
    );
  });

  it("SCTMG-LEAD-1: a Deploy sets the model down at the level asked for (a floor under a roof), else on the highest surface there", () => {
    const building = table(
      [unitModel("marine", "m1", "squad", 10, 12)],
      [
        rect("floor", "platform", 12, 0, 20, 30, { height: 2 }),
        rect("roof", "platform", 12, 0, 20, 30, { elevation: 6, height: 1 }),
      ],
      [],
      { width: 30, height: 30 },
    );
    const deploy = (end: { x: number; y: number; elevation?: number }): Verdict =>
      judge(building, { modelId: "m1", action: "deploy", path: [{ x: 10, y: 12 }, end] });
    const at = (elevation: number): Verdict => ({
      legal: true,
      reasons: [],
      length: 4,
      allowance: 4,
      cost: { amount: 4, key: "TTM.Sctmg.Cost", data: { distance: "4.0", allowance: "4.0" } },
      reach: { distance: 4, point: { x: 14, y: 12 } },
      legalPath: [
        { x: 10, y: 12 },
        { x: 14, y: 12 },
      ],
      bands: [{ from: 0, to: 4, style: "ok", key: "TTM.Band.Move" }],
      prompts: [],
      effects: [{ type: "elevation", modelId: "m1", elevation, ruleId: "SCTMG-LEAD-1" }],
      contacts: [],
      models: [{ modelId: "m1", point: { x: 14, y: 12 }, status: "leader" }],
      unitStatus: "in-coherency",
    });
    expect(deploy({ x: 14, y: 12, elevation: 2 })).toEqual(at(2));
    expect(deploy({ x: 14, y: 12 })).toEqual(at(7));
  });

  it('SCTMG-SPEED-1, SCTMG-GAP-1: Speed reads with the typographic inch mark, 0 is a Speed, an empty part is not; Size 3 needs 3"', () => {
    const read = (speed: unknown) => toSctmgProfile(readFields(PROFILE_FIELDS, { speed }, "x"), "x").speed;
    expect([read("6″"), read("0"), read("0/4")]).toEqual([[6], [0], [0, 4]]);
    for (const speed of ["/7", "4//7", " / "]) {
      expect(() => read(speed)).toThrow("TTM.Error.ProfileField");
    }
    expect([0, 1, 2, 2.5, 3, 4].map(gapWidthFor)).toEqual([1, 1, 1, 1, 3, 3]);
    expect([readOptions(undefined), readOptions({ twoValueSpeed: "second" })]).toEqual([
      { twoValueSpeed: "by-models" },
      { twoValueSpeed: "second" },
    ]);
  });
});
