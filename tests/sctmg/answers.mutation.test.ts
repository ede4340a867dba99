import { describe, expect, it } from "vitest";
import { evaluateMove } from "../../src/engine/evaluate";
import type { MoveRequest, Verdict } from "../../src/engine/ruleset";
import { sctmg } from "../../src/rulesets/sctmg";
import { R32, judge, line, rect, table, unitModel } from "./helpers";

const IN = "TTM.Unit.in";
const refusal = (out: ReturnType<typeof evaluateMove>) => (out.ok ? null : [out.error.key, out.error.data]);

describe("SCTMG answers at their edges", () => {
  it("SCTMG-CHARGE-1, SCTMG-SPEED-1: a roll answer with no dice, an unknown prompt, a bad option and a negative second Speed are refused with their data", () => {
    const board = table([
      unitModel("marine", "m1", "squad", 10, 24),
      unitModel("zergling", "z", "brood", 20, 24),
    ]);
    const request: MoveRequest = {
      modelId: "m1",
      action: "charge",
      path: line(10, 12, 24),
      declarations: { targets: "brood" },
    };
    expect(refusal(evaluateMove(sctmg, board, { ...request, answers: { charge: {} } }))).toEqual([
      "TTM.Error.DiceAnswer",
      { id: "charge", expected: "1d6" },
    ]);
    expect(refusal(evaluateMove(sctmg, board, { ...request, answers: { charge: { dice: [9] } } }))).toEqual([
      "TTM.Error.DiceAnswer",
      { id: "charge", expected: "1d6" },
    ]);
    const prompt = judge(board, request).prompts[0]!;
    let thrown: unknown = null;
    try {
      sctmg.resolve(board, request, { ...prompt, id: "other" }, { dice: [4] });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toMatchObject({ key: "TTM.Error.UnknownPrompt", data: { id: "other" } });
    expect(
      refusal(evaluateMove(sctmg, board, { ...request, action: "move", options: { twoValueSpeed: "fast" } })),
    ).toEqual(["TTM.Error.ProfileField", { id: "sctmg", field: "twoValueSpeed", value: '"fast"' }]);
    for (const speed of ["4/-1", "4/x"]) {
      const b = table([unitModel("marine", "m1", "squad", 10, 24, { profile: { speed } })]);
      expect(refusal(evaluateMove(sctmg, b, { ...request, action: "move" }))).toEqual([
        "TTM.Error.ProfileField",
        { id: "m1", field: "speed", value: JSON.stringify(speed) },
      ]);
    }
  });

  it("SCTMG-GAP-2: only impassable terrain keeps a base from ending on it; a wall is named by its id even beside named terrain", () => {
    const board = table(
      [unitModel("marine", "m", "squad", 10, 24)],
      [rect("mud", "difficult", 13, 20, 16, 28, { name: "Mud" })],
      [{ id: "w1", a: { x: 15.5, y: 20 }, b: { x: 15.5, y: 28 } }],
    );
    const onMud = judge(board, { modelId: "m", path: line(10, 14.5, 24) });
    expect([onMud.legal, onMud.reasons, onMud.reach.distance, onMud.effects]).toEqual([true, [], 4.5, []]);
    const toWall = judge(board, { modelId: "m", path: line(10, 16, 24) });
    expect(toWall.reasons).toEqual([
      {
        ruleId: "SCTMG-GAP-1",
        key: "TTM.Reason.Blocked.wall",
        data: { name: "w1", distance: "5.0", unit: IN },
        severity: "illegal",
      },
    ]);
  });

  it("SCTMG-CLOSE-1: an engaged lone enemy model is named by its own name", () => {
    const board = table([
      { id: "jim", name: "Jim", side: "terran", x: 30, y: 30, baseMm: 40 },
      unitModel("marine", "m", "squad", 10, 24),
      { id: "z", name: "Lone Zergling", side: "zerg", x: 10 + 2 * R32 + 0.5, y: 24, baseMm: 32 },
    ]);
    const v = judge(board, { modelId: "m", action: "close-ranks", path: line(10, 9, 24) });
    expect(v.reasons).toEqual([
      {
        ruleId: "SCTMG-CLOSE-1",
        key: "TTM.Sctmg.Reason.NotCloser",
        data: { name: "Lone Zergling" },
        severity: "illegal",
      },
    ]);
  });

  it("SCTMG-LEAD-1: a unit already standing on a platform that moves, is pushed or deploys along it is not raised again", () => {
    const board = table(
      [
        unitModel("marine", "m1", "squad", 14, 12, { elevation: 2 }),
        unitModel("marine", "m2", "squad", 12.5, 12, { elevation: 2 }),
      ],
      [rect("plat", "platform", 10, 0, 30, 30, { height: 2 })],
      [],
      { width: 40, height: 30 },
    );
    const place = [{ type: "place", modelId: "m2", x: 16.5, y: 12, ruleId: "SCTMG-COH-1" }];
    for (const request of [
      { modelId: "m1", path: line(14, 18, 12) },
      { modelId: "m1", path: line(14, 18, 12), forced: { kind: "push" as const } },
      { modelId: "m1", action: "deploy", path: line(14, 18, 12) },
    ]) {
      const v = judge(board, request);
      expect([v.legal, v.reasons, v.effects]).toEqual([true, [], place]);
    }
  });
});

describe("SCTMG forced moves: what else they report", () => {
  it("SCTMG-LEAD-1: a push shorter than its distance ends at the path's end with nothing to report", () => {
    const board = table([unitModel("marine", "m1", "squad", 10, 12)], [], [], { width: 30, height: 30 });
    const v = judge(board, { modelId: "m1", path: line(10, 18, 12), forced: { kind: "push", distance: 10 } });
    expect([v.legal, v.reasons, v.length, v.allowance, v.reach]).toEqual([
      true,
      [],
      8,
      10,
      { distance: 8, point: { x: 18, y: 12 } },
    ]);
  });

  it("SCTMG-GAP-2: in a push, a player's place that does not fit is refused, and the push with it", () => {
    const board = table(
      [
        unitModel("marine", "m1", "squad", 10, 12),
        unitModel("marine", "m2", "squad", 8.5, 12, { name: "Marine 2" }),
      ],
      [rect("rock", "impassable", 12, 13, 14, 15)],
      [],
      { width: 30, height: 30 },
    );
    const v = judge(board, {
      modelId: "m1",
      path: line(10, 13, 12),
      forced: { kind: "push" },
      unit: { unitId: "squad", placements: { m2: { x: 13, y: 14 } } },
    });
    expect(v.reasons).toEqual([
      {
        ruleId: "SCTMG-GAP-2",
        key: "TTM.Sctmg.Reason.PlacedNoFit",
        data: { name: "Marine 2" },
        severity: "illegal",
      },
      { ruleId: "SCTMG-COH-5", key: "TTM.Sctmg.Reason.OutOfCoherency", data: { count: 1 }, severity: "info" },
    ]);
    expect(v.legal).toBe(false);
  });

  // A corridor 1.4" wide closed at x = 26, holding a Zergling at its end.
  const corridor = () => {
    const fast = { profile: { speed: "12" } };
    return table(
      [
        unitModel("marine", "m1", "squad", 14, 24, fast),
        unitModel("marine", "m2", "squad", 12.5, 24, fast),
        unitModel("marine", "m3", "squad", 11, 24, fast),
        unitModel("marine", "m4", "squad", 14, 25.5, fast),
        unitModel("marine", "m5", "squad", 12.5, 25.5, fast),
        unitModel("zergling", "z", "brood", 26 - R32, 24, { name: "Z" }),
      ],
      [
        rect("n", "impassable", 20, 0, 27, 23.3),
        rect("s", "impassable", 20, 24.7, 27, 48),
        rect("end", "impassable", 26, 23.3, 27, 24.7),
      ],
    );
  };
  const outOfCoherency = (v: Verdict) => ({
    ruleId: "SCTMG-COH-5",
    key: "TTM.Sctmg.Reason.OutOfCoherency",
    data: { count: v.models!.filter((m) => m.status === "out-of-coherency").length },
    severity: "info",
  });

  it("SCTMG-COH-3, SCTMG-COH-5: a unit pushed or forced towards into a corridor ends Out of Coherency, and says so", () => {
    const pushed = judge(corridor(), {
      modelId: "m1",
      path: line(14, 26 - 3 * R32, 24),
      forced: { kind: "push" },
    });
    const towards = judge(corridor(), {
      modelId: "m1",
      path: [{ x: 14, y: 24 }],
      forced: { kind: "towards", targetIds: ["brood"], distance: 12 },
    });
    for (const v of [pushed, towards]) {
      expect(v.models!.map((m) => m.status)).toEqual([
        "leader",
        "coherent",
        "out-of-coherency",
        "coherent",
        "out-of-coherency",
      ]);
      expect([v.legal, v.unitStatus, v.reasons.at(-1)]).toEqual([
        true,
        "out-of-coherency",
        outOfCoherency(v),
      ]);
    }
    expect(pushed.reasons).toHaveLength(1);
    // Into base contact with the Zergling: the moving body reaches it first, the base then
    // ends where it fits, touching it.
    expect(towards.reasons.slice(0, 2)).toEqual([
      {
        ruleId: "SCTMG-TOWARD-2",
        key: "TTM.Sctmg.Reason.Towards",
        data: { name: "m1", target: "Z" },
        severity: "info",
      },
      {
        ruleId: "SCTMG-GAP-2",
        key: "TTM.Reason.NoFit",
        data: { distance: (26 - 3 * R32 - 14).toFixed(2), unit: IN },
        severity: "info",
      },
    ]);
    expect(towards.reach.point.x).toBeCloseTo(26 - 3 * R32, 5);
  });

  it("SCTMG-GAP-2: a flying unit forced towards over a building ends on its roof", () => {
    const board = table(
      [
        unitModel("marine", "f", "wraiths", 10, 12, { name: "F", profile: { flying: true } }),
        unitModel("zergling", "z", "brood", 28, 12, { name: "Z" }),
      ],
      [
        rect("floor", "platform", 12, 0, 20, 30, { height: 2 }),
        rect("roof", "platform", 12, 0, 20, 30, { elevation: 6, height: 1 }),
      ],
      [],
      { width: 30, height: 30 },
    );
    const v = judge(board, {
      modelId: "f",
      path: [{ x: 10, y: 12 }],
      forced: { kind: "towards", targetIds: ["brood"], distance: 4 },
    });
    expect([v.reasons.length, v.reach, v.effects]).toEqual([
      1,
      { distance: 4, point: { x: 14, y: 12 } },
      [{ type: "elevation", modelId: "f", elevation: 7, ruleId: "SCTMG-LEAD-1" }],
    ]);
  });
});
