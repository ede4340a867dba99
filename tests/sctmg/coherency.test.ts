import { describe, expect, it } from "vitest";
import type { Board } from "../../src/engine/board/board";
import type { ModelSpec } from "../../src/engine/board/types";
import { evaluateMove } from "../../src/engine/evaluate";
import type { MoveRequest } from "../../src/engine/ruleset";
import { sctmg } from "../../src/rulesets/sctmg";
import { R32, judge, line, rect, table, unitModel, why } from "./helpers";

const squad = (): ModelSpec[] => [
  unitModel("marine", "m1", "squad", 10, 24, { name: "Marine 1" }),
  unitModel("marine", "m2", "squad", 11.5, 24, { name: "Marine 2" }),
  unitModel("marine", "m3", "squad", 10, 25.5, { name: "Marine 3" }),
];

const unitMove = (placements: NonNullable<MoveRequest["unit"]>["placements"] = {}) => ({
  unit: { unitId: "squad", placements },
});

describe("SCTMG unit moves and coherency", () => {
  it("SCTMG-LEAD-1, SCTMG-COH-1: the Leading Model moves and the others are placed where they stood relative to it", () => {
    const v = judge(table(squad()), { modelId: "m1", path: line(10, 16, 24), ...unitMove() });
    expect(v.legal).toBe(true);
    expect(v.reasons).toEqual([]);
    expect(v.models).toEqual([
      { modelId: "m1", point: { x: 16, y: 24 }, status: "leader" },
      { modelId: "m2", point: { x: 17.5, y: 24 }, status: "coherent" },
      { modelId: "m3", point: { x: 16, y: 25.5 }, status: "coherent" },
    ]);
    expect(v.effects).toEqual([
      { type: "place", modelId: "m2", x: 17.5, y: 24, ruleId: "SCTMG-COH-1" },
      { type: "place", modelId: "m3", x: 16, y: 25.5, ruleId: "SCTMG-COH-1" },
    ]);
    expect(v.unitStatus).toBe("in-coherency");
  });

  it("SCTMG-LEAD-1: a model of a unit moved alone is judged as the unit's move, with itself leading", () => {
    const v = judge(table(squad()), { modelId: "m2", path: line(11.5, 15.5, 24) });
    expect(v.models).toEqual([
      { modelId: "m2", point: { x: 15.5, y: 24 }, status: "leader" },
      { modelId: "m1", point: { x: 14, y: 24 }, status: "coherent" },
      { modelId: "m3", point: { x: 14, y: 25.5 }, status: "coherent" },
    ]);
    expect(v.unitStatus).toBe("in-coherency");
  });

  it('SCTMG-COH-1: two 32 mm models with centres 3.00" apart are in coherency; 3.01" are not, and a player\'s place must be', () => {
    const board = table(squad().slice(0, 2));
    const at = judge(board, { modelId: "m1", path: line(10, 16, 24), ...unitMove({ m2: { x: 19, y: 24 } }) });
    expect([at.legal, at.reasons, at.models, at.unitStatus]).toEqual([
      true,
      [],
      [
        { modelId: "m1", point: { x: 16, y: 24 }, status: "leader" },
        { modelId: "m2", point: { x: 19, y: 24 }, status: "coherent" },
      ],
      "in-coherency",
    ]);
    const past = judge(board, {
      modelId: "m1",
      path: line(10, 16, 24),
      ...unitMove({ m2: { x: 19.01, y: 24 } }),
    });
    expect(past.reasons).toEqual([
      {
        ruleId: "SCTMG-COH-1",
        key: "TTM.Sctmg.Reason.PlacedOutOfCoherency",
        data: { name: "Marine 2" },
        severity: "illegal",
      },
      { ruleId: "SCTMG-COH-5", key: "TTM.Sctmg.Reason.OutOfCoherency", data: { count: 1 }, severity: "info" },
    ]);
    expect([past.legal, past.models![1], past.unitStatus]).toEqual([
      false,
      { modelId: "m2", point: { x: 19.01, y: 24 }, status: "out-of-coherency" },
      "out-of-coherency",
    ]);
    expect(past.effects).toEqual([{ type: "place", modelId: "m2", x: 19.01, y: 24, ruleId: "SCTMG-COH-3" }]);
  });

  it("SCTMG-COH-2: a link blocked by a third unit's model breaks coherency even within 3\"; placed automatically, the model goes round it", () => {
    const models = [
      ...squad().slice(0, 2),
      unitModel("jim-raynor", "jim", "raynor", 17.5, 24, { name: "Jim Raynor" }),
    ];
    const board = table(models);
    const placed = judge(board, {
      modelId: "m1",
      path: line(10, 16, 24),
      ...unitMove({ m2: { x: 19, y: 24 } }),
    });
    expect(why(placed)).toEqual([
      ["SCTMG-COH-1", "TTM.Sctmg.Reason.PlacedOutOfCoherency", "illegal"],
      ["SCTMG-COH-5", "TTM.Sctmg.Reason.OutOfCoherency", "info"],
    ]);
    expect(placed.models![1]!.status).toBe("out-of-coherency");
    const auto = judge(board, { modelId: "m1", path: line(10, 16, 24), ...unitMove({ m2: "auto" }) });
    expect([auto.legal, auto.reasons, auto.unitStatus, auto.models![1]!.status]).toEqual([
      true,
      [],
      "in-coherency",
      "coherent",
    ]);
    // Its wanted place (17.5, 24) is Jim's: it ends beside him, not on him.
    const p = auto.models![1]!.point;
    expect(Math.hypot(p.x - 17.5, p.y - 24)).toBeGreaterThanOrEqual(R32 + 20 / 25.4 - 1e-6);
  });

  it("SCTMG-COH-2: a link may cross an enemy the unit is engaged with, not one it is not engaged with", () => {
    const zergling = unitModel("zergling", "z", "brood", 11.5, 22.3, { name: "Zergling" });
    const move = {
      modelId: "m1",
      action: "disengage",
      path: line(10, 10, 24).concat([{ x: 10, y: 22 }]),
      ...unitMove({ m2: { x: 13, y: 22 } }),
    };
    // m2 starts within 1" of the Zergling: the unit is engaged with its brood.
    const engaged = table([squad()[0]!, squad()[1]!, zergling]);
    const v = judge(engaged, move);
    expect([v.legal, v.reasons, v.unitStatus]).toEqual([true, [], "in-coherency"]);
    const apart = table([
      squad()[0]!,
      unitModel("marine", "m2", "squad", 8.5, 24, { name: "Marine 2" }),
      zergling,
    ]);
    expect(why(judge(apart, move))).toEqual([
      ["SCTMG-COH-1", "TTM.Sctmg.Reason.PlacedOutOfCoherency", "illegal"],
      ["SCTMG-COH-5", "TTM.Sctmg.Reason.OutOfCoherency", "info"],
    ]);
  });

  it("SCTMG-COH-3, SCTMG-COH-5: models that can only go as close as possible make the unit Out of Coherency, reported for Mission Markers", () => {
    // A corridor 1.4" wide ending in a wall: the leader at its end, the squad strung out behind.
    const fast = { profile: { speed: "12" } };
    const models = [
      unitModel("marine", "m1", "squad", 14, 24, fast),
      unitModel("marine", "m2", "squad", 12.5, 24, fast),
      unitModel("marine", "m3", "squad", 11, 24, fast),
      unitModel("marine", "m4", "squad", 14, 25.5, fast),
      unitModel("marine", "m5", "squad", 12.5, 25.5, fast),
    ];
    const terrain = [
      rect("n", "impassable", 20, 0, 27, 23.3),
      rect("s", "impassable", 20, 24.7, 27, 48),
      rect("end", "impassable", 26, 23.3, 27, 24.7),
    ];
    const v = judge(table(models, terrain), { modelId: "m1", path: line(14, 26 - R32, 24) });
    expect(v.models!.map((m) => [m.modelId, m.status])).toEqual([
      ["m1", "leader"],
      ["m2", "coherent"],
      ["m3", "out-of-coherency"],
      ["m4", "coherent"],
      ["m5", "out-of-coherency"],
    ]);
    expect(v.reasons).toEqual([
      { ruleId: "SCTMG-COH-5", key: "TTM.Sctmg.Reason.OutOfCoherency", data: { count: 2 }, severity: "info" },
    ]);
    expect(v.legal).toBe(true);
    expect(v.unitStatus).toBe("out-of-coherency");
    expect(v.effects.map((e) => (e.type === "place" ? [e.modelId, e.ruleId] : e.type))).toEqual([
      ["m2", "SCTMG-COH-1"],
      ["m3", "SCTMG-COH-3"],
      ["m4", "SCTMG-COH-1"],
      ["m5", "SCTMG-COH-3"],
    ]);
    // All in the corridor, in a line.
    for (const m of v.models!) {
      expect(Math.abs(m.point.y - 24)).toBeLessThanOrEqual(0.7 - R32 + 1e-6);
      expect(m.point.x).toBeGreaterThan(20 - R32);
    }
  });

  const pocket = (): Board => {
    // Room for the leader and one more model, walled all round, far from the squad.
    const [x0, y0, w, h] = [30, 10, 4 * R32 + 0.3, 2 * R32 + 0.3];
    return table(squad(), [
      rect("w", "impassable", 26, 6, x0, 16),
      rect("e", "impassable", x0 + w, 6, 40, 16),
      rect("n", "impassable", x0, 6, x0 + w, y0),
      rect("s", "impassable", x0, y0 + h, x0 + w, 16),
    ]);
  };

  it("SCTMG-COH-3, SCTMG-COH-4: a model with no legal linked place is a casualty, and casualties never break coherency", () => {
    const v = judge(pocket(), {
      modelId: "m1",
      action: "deploy",
      path: [
        { x: 10, y: 24 },
        { x: 30 + R32, y: 10 + R32 + 0.15 },
      ],
    });
    expect(v.models!.map((m) => [m.modelId, m.status])).toEqual([
      ["m1", "leader"],
      ["m2", "coherent"],
      ["m3", "casualty"],
    ]);
    expect(v.reasons).toEqual([
      {
        ruleId: "SCTMG-COH-3",
        key: "TTM.Sctmg.Reason.Casualty",
        data: { name: "Marine 3" },
        severity: "info",
      },
    ]);
    expect(v.effects.map((e) => [e.type, "modelId" in e ? e.modelId : "", e.ruleId])).toEqual([
      ["place", "m2", "SCTMG-COH-1"],
      ["casualty", "m3", "SCTMG-COH-3"],
    ]);
    expect([v.legal, v.unitStatus]).toEqual([true, "in-coherency"]);
  });

  it("SCTMG-COH-5: a Deploy that would end Out of Coherency is refused; one in coherency is not", () => {
    const corridor = table(squad(), [
      rect("n", "impassable", 20, 0, 40, 23.3),
      rect("s", "impassable", 20, 24.7, 40, 48),
    ]);
    // Deployed in the middle of a long corridor: three fit in a line within 3".
    const ok = judge(corridor, {
      modelId: "m1",
      action: "deploy",
      path: [
        { x: 10, y: 24 },
        { x: 30, y: 24 },
      ],
    });
    expect([ok.legal, ok.reasons, ok.unitStatus]).toEqual([true, [], "in-coherency"]);
    const narrow = table(squad(), [
      rect("n", "impassable", 20, 0, 40, 23.3),
      rect("s", "impassable", 20, 24.7, 40, 48),
      rect("w", "impassable", 29, 23.3, 29.2, 24.7),
      rect("e", "impassable", 30.8 + 2 * R32, 23.3, 31 + 2 * R32, 24.7),
    ]);
    // A closed cell with room for two: the third has nowhere linked to go and is a casualty,
    // which does not make the Deploy Out of Coherency (SCTMG-COH-4).
    const v = judge(narrow, {
      modelId: "m1",
      action: "deploy",
      path: [
        { x: 10, y: 24 },
        { x: 29.2 + R32, y: 24 },
      ],
    });
    expect(v.models!.map((m) => m.status)).toEqual(["leader", "coherent", "casualty"]);
    expect(v.legal).toBe(true);
    // At the closed end of the corridor four do not: the last can only be as close as possible.
    const out = judge(
      table(
        [...squad(), unitModel("marine", "m4", "squad", 11.5, 25.5, { name: "Marine 4" })],
        [
          rect("n", "impassable", 20, 0, 40, 23.3),
          rect("s", "impassable", 20, 24.7, 40, 48),
          rect("end", "impassable", 30, 23.3, 31, 24.7),
        ],
      ),
      {
        modelId: "m1",
        action: "deploy",
        path: [
          { x: 10, y: 24 },
          { x: 30 - R32, y: 24 },
        ],
      },
    );
    expect(out.reasons).toEqual([
      {
        ruleId: "SCTMG-COH-5",
        key: "TTM.Sctmg.Reason.DeployOutOfCoherency",
        data: { count: 1 },
        severity: "illegal",
      },
    ]);
    expect([out.legal, out.unitStatus]).toEqual([false, "out-of-coherency"]);
  });

  it("SCTMG-GAP-2, SCTMG-MOVE-1: a player's place that overlaps, or lies within 1\" of an enemy in a Move, is refused", () => {
    const board = table([...squad(), unitModel("zergling", "z", "brood", 20, 24)]);
    const overlap = judge(board, {
      modelId: "m1",
      path: line(10, 16, 24),
      ...unitMove({ m2: { x: 16.5, y: 24 } }),
    });
    expect(why(overlap)).toEqual([["SCTMG-GAP-2", "TTM.Sctmg.Reason.PlacedNoFit", "illegal"]]);
    const close = judge(board, {
      modelId: "m1",
      path: line(10, 16, 24),
      ...unitMove({ m2: { x: 18, y: 24 } }),
    });
    expect(close.reasons).toEqual([
      {
        ruleId: "SCTMG-MOVE-1",
        key: "TTM.Sctmg.Reason.PlacedEngaged",
        data: { name: "Marine 2" },
        severity: "illegal",
      },
    ]);
  });

  it("SCTMG-LEAD-1: a unit move naming another unit, or placing a model outside it, is refused as bad input", () => {
    const board = table(squad());
    const run = (request: Partial<MoveRequest>) =>
      evaluateMove(sctmg, board, { modelId: "m1", action: "move", path: line(10, 12, 24), ...request });
    const keyOf = (o: ReturnType<typeof run>) => (o.ok ? null : [o.error.key, o.error.data]);
    expect(keyOf(run({ unit: { unitId: "other" } }))).toEqual([
      "TTM.Sctmg.Error.UnitMismatch",
      { id: "m1", unit: "other" },
    ]);
    expect(keyOf(run({ unit: { unitId: "squad", placements: { m1: { x: 1, y: 1 } } } }))).toEqual([
      "TTM.Sctmg.Error.Placement",
      { id: "m1", unit: "squad" },
    ]);
    expect(keyOf(run({ unit: { unitId: "squad", placements: { ghost: { x: 1, y: 1 } } } }))).toEqual([
      "TTM.Sctmg.Error.Placement",
      { id: "ghost", unit: "squad" },
    ]);
    expect(keyOf(run({ unit: { unitId: "squad", placements: { m2: { x: NaN, y: 1 } } } }))).toEqual([
      "TTM.Sctmg.Error.PlacementPoint",
      { id: "m2" },
    ]);
  });
});
