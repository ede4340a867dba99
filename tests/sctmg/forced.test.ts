import { describe, expect, it } from "vitest";
import { evaluateMove } from "../../src/engine/evaluate";
import type { MoveRequest } from "../../src/engine/ruleset";
import { sctmg } from "../../src/rulesets/sctmg";
import { R32, judge, rect, table, unitModel } from "./helpers";

const WIDTH = 30;
const squad = () => [
  unitModel("marine", "m1", "squad", 24, 12, { name: "Marine 1" }),
  unitModel("marine", "m2", "squad", 25.5, 12, { name: "Marine 2" }),
  unitModel("marine", "m3", "squad", 24, 13.5, { name: "Marine 3" }),
];
const brood = () => [
  unitModel("zergling", "z1", "brood", 10, 6, { name: "Zergling 1" }),
  unitModel("zergling", "z2", "brood", 11, 12, { name: "Zergling 2" }),
  unitModel("zergling", "z3", "brood", 6, 20, { name: "Zergling 3" }),
];

const forced = (
  kind: "towards" | "away",
  distance: number,
  start: { x: number; y: number },
): Partial<MoveRequest> & {
  modelId: string;
  path: MoveRequest["path"];
} => ({ modelId: "m1", path: [start], forced: { kind, targetIds: ["brood"], distance } });

describe("SCTMG forced moves of a unit", () => {
  it("SCTMG-TOWARD-2: a unit forced away from a unit of three aims at its farthest model and stops at the table edge", () => {
    const board = table([...squad(), ...brood()], [], [], { width: WIDTH, height: 30 });
    const v = judge(board, forced("away", 10, { x: 24, y: 12 }));
    // m1 has the shortest path to the brood; the farthest Zergling from it is z3.
    const [ux, uy] = [18 / Math.hypot(18, 8), -8 / Math.hypot(18, 8)];
    const t = (WIDTH - R32 - 24) / ux;
    expect(v.reasons).toEqual([
      {
        ruleId: "SCTMG-TOWARD-2",
        key: "TTM.Sctmg.Reason.AwayFrom",
        data: { name: "Marine 1", target: "Zergling 3" },
        severity: "info",
      },
      {
        ruleId: "SCTMG-TOWARD-2",
        key: "TTM.Sctmg.Reason.TableEdge",
        data: { distance: t.toFixed(2), unit: "TTM.Unit.in" },
        severity: "info",
      },
    ]);
    expect(v.legal).toBe(true);
    expect(v.reach.distance).toBeCloseTo(t, 5);
    expect(v.reach.point.x).toBeCloseTo(24 + ux * t, 5);
    expect(v.reach.point.y).toBeCloseTo(12 + uy * t, 5);
    expect(v.legalPath).toHaveLength(2);
    expect(v.models!.map((m) => [m.modelId, m.status])).toEqual([
      ["m1", "leader"],
      ["m2", "coherent"],
      ["m3", "coherent"],
    ]);
    expect(v.unitStatus).toBe("in-coherency");
    // Nobody leaves the table, and the others end no closer to z3 than they could: each is as
    // far from it as a place Wholly Within 3" of the leader allows, near the edge.
    const z3 = board.model("z3");
    for (const m of v.models!) {
      expect(m.point.x).toBeLessThanOrEqual(WIDTH - R32 + 1e-6);
      expect(m.point.y).toBeGreaterThanOrEqual(R32 - 1e-6);
    }
    const startFar = Math.hypot(25.5 - z3.x, 12 - z3.y);
    const m2 = v.models![1]!.point;
    expect(Math.hypot(m2.x - z3.x, m2.y - z3.y)).toBeGreaterThan(startFar);
    expect(v.effects.map((e) => [e.type, "modelId" in e ? e.modelId : ""])).toEqual([
      ["place", "m2"],
      ["place", "m3"],
    ]);
    expect([v.prompts, v.contacts]).toEqual([[], []]);
  });

  it("SCTMG-TOWARD-1, SCTMG-TOWARD-2: forced towards, the unit's nearest model leads, aims at the target's nearest model and moves the whole distance", () => {
    const board = table([...squad(), ...brood()], [], [], { width: WIDTH, height: 30 });
    // The request names m3, but m1 has the shortest path: the ruleset picks it.
    const v = judge(board, { ...forced("towards", 4, { x: 24, y: 13.5 }), modelId: "m3" });
    expect(v.reasons).toEqual([
      {
        ruleId: "SCTMG-TOWARD-2",
        key: "TTM.Sctmg.Reason.Towards",
        data: { name: "Marine 1", target: "Zergling 2" },
        severity: "info",
      },
    ]);
    expect(v.reach.distance).toBeCloseTo(4, 6);
    expect(v.reach.point).toEqual({ x: 20, y: 12 });
    expect(v.models![0]).toEqual({ modelId: "m1", point: { x: 20, y: 12 }, status: "leader" });
    // The others end closer to the target than the leader's old neighbours would.
    const z2 = board.model("z2");
    for (const m of v.models!.slice(1)) {
      expect(m.status).toBe("coherent");
      expect(Math.hypot(m.point.x - z2.x, m.point.y - z2.y)).toBeLessThan(Math.hypot(24 - z2.x, 12 - z2.y));
    }
  });

  it("SCTMG-TOWARD-1: terrain in the way is passed by the shortest way round, with the unit's gap clearance", () => {
    const rock = rect("rock", "impassable", 15, 9, 17, 15);
    const board = table([unitModel("marine", "m1", "solo", 24, 12), ...brood()], [rock], [], {
      width: WIDTH,
      height: 30,
    });
    const v = judge(board, forced("towards", 12, { x: 24, y: 12 }));
    expect(v.legalPath.length).toBeGreaterThan(2);
    expect(v.models).toEqual([{ modelId: "m1", point: v.reach.point, status: "leader" }]);
    // Never farther from the target than it started.
    const z2 = board.model("z2");
    expect(Math.hypot(v.reach.point.x - z2.x, v.reach.point.y - z2.y)).toBeLessThan(Math.hypot(24 - 11, 0));
  });

  it("SCTMG-LEAD-1: a pushed unit's leader follows the given path until a base stops it; the rest are placed", () => {
    const board = table([...squad(), unitModel("zergling", "z", "brood", 18, 12)], [], [], {
      width: WIDTH,
      height: 30,
    });
    const v = judge(board, {
      modelId: "m1",
      path: [
        { x: 24, y: 12 },
        { x: 16, y: 12 },
      ],
      forced: { kind: "push" },
    });
    expect(v.reach.distance).toBeCloseTo(24 - 18 - 2 * R32, 6);
    expect(v.legal).toBe(true);
    expect(v.models!.map((m) => m.status)).toEqual(["leader", "coherent", "coherent"]);
  });

  it("SCTMG-TOWARD-2: a forced move needs a distance and a target other than the unit", () => {
    const board = table([...squad(), ...brood()]);
    const run = (f: MoveRequest["forced"]) =>
      evaluateMove(sctmg, board, { modelId: "m1", action: "move", path: [{ x: 24, y: 12 }], forced: f });
    const err = (o: ReturnType<typeof run>) => (o.ok ? null : [o.error.key, o.error.data]);
    expect(err(run({ kind: "away", targetIds: ["brood"] }))).toEqual([
      "TTM.Sctmg.Error.ForcedDistance",
      { value: "NaN" },
    ]);
    expect(err(run({ kind: "away", targetIds: ["brood"], distance: -1 }))).toEqual([
      "TTM.Sctmg.Error.ForcedDistance",
      { value: "-1" },
    ]);
    expect(err(run({ kind: "towards", targetIds: ["squad"], distance: 3 }))).toEqual([
      "TTM.Sctmg.Error.NoForcedTarget",
      {},
    ]);
    expect(err(run({ kind: "towards", targetIds: [], distance: 3 }))).toEqual([
      "TTM.Sctmg.Error.NoForcedTarget",
      {},
    ]);
    expect(err(run({ kind: "towards", targetIds: ["nobody"], distance: 3 }))).toEqual([
      "TTM.Sctmg.Error.UnknownTarget",
      { id: "nobody" },
    ]);
  });
});
