import { describe, expect, it } from "vitest";
import { Board } from "../../src/engine/board/board";
import { evaluateMove } from "../../src/engine/evaluate";
import type { Verdict } from "../../src/engine/ruleset";
import { DEMOS } from "../../src/sandbox/catalog";
import { type TableState, applyMove } from "../../src/sandbox/apply";
import { loadDemo } from "../../src/sandbox/scenario";
import { OUT_OF_COHERENCY, afterUnitMove } from "../../src/sandbox/unit-table";

const demo = DEMOS.find((d) => d.id === "sctmg")!;
const spec = loadDemo(demo).spec;
const board = new Board(spec, demo.ruleset.defaultBaseMm);
const table: TableState = {
  spec,
  ledgers: new Map([["m2", { round: 1 }]]),
  damage: new Map(),
  conditions: new Map([["m1", ["knocked-down"]]]),
  facing: new Map(),
};

const judge = (modelId: string, to: [number, number]): Verdict => {
  const m = board.model(modelId);
  const out = evaluateMove(demo.ruleset, board, {
    modelId,
    action: "move",
    path: [
      { x: m.x, y: m.y },
      { x: to[0], y: to[1] },
    ],
  });
  if (!out.ok) throw new Error(out.error.key);
  return out.verdict;
};

const at = (t: TableState, id: string) => {
  const m = t.spec.models.find((x) => x.id === id)!;
  return [Number(m.x.toFixed(2)), Number(m.y.toFixed(2))];
};

describe("the SCTMG demo board's unit moves, as the sandbox applies them", () => {
  it("SCTMG-COH-3, SCTMG-COH-5: Marine 3 led 4.8 inches into the bunker: two fit inside with it, two end Out of Coherency outside", () => {
    const v = judge("m3", [8, 18.3]);
    expect(v.legal).toBe(true);
    expect(v.unitStatus).toBe("out-of-coherency");
    expect(v.models?.map((m) => [m.modelId, m.status])).toEqual([
      ["m3", "leader"],
      ["m1", "coherent"],
      ["m2", "out-of-coherency"],
      ["m4", "coherent"],
      ["m5", "out-of-coherency"],
    ]);
    expect(v.reasons.map((r) => [r.ruleId, r.key, r.severity, r.data])).toEqual([
      ["SCTMG-COH-5", "TTM.Sctmg.Reason.OutOfCoherency", "info", { count: 2 }],
    ]);
    const after = afterUnitMove(applyMove(table, "m3", v, v.effects), v, []);
    for (const m of v.models!)
      expect(at(after, m.modelId)).toEqual([m.point.x, m.point.y].map((n) => Number(n.toFixed(2))));
    // Every standing model of the unit carries Out of Coherency, the rest of its conditions kept.
    expect(Object.fromEntries(after.conditions)).toEqual({
      m1: ["knocked-down", OUT_OF_COHERENCY],
      m2: [OUT_OF_COHERENCY],
      m3: [OUT_OF_COHERENCY],
      m4: [OUT_OF_COHERENCY],
      m5: [OUT_OF_COHERENCY],
    });
    // A later move in coherency takes it off again.
    const back = judge("m1", [14, 12]);
    expect(back.unitStatus).toBe("in-coherency");
    const again = afterUnitMove(after, back, []);
    expect(Object.fromEntries(again.conditions)).toEqual({ m1: ["knocked-down"] });
  });

  it("SCTMG-COH-3: casualties leave the table with their ledgers and conditions once confirmed", () => {
    const v = judge("m1", [14, 12]);
    const gone = afterUnitMove({ ...table, conditions: new Map([["m2", ["knocked-down"]]]) }, v, ["m2"]);
    expect(gone.spec.models.map((m) => m.id)).not.toContain("m2");
    expect(gone.spec.models).toHaveLength(spec.models.length - 1);
    expect(gone.ledgers.has("m2")).toBe(false);
    expect(gone.conditions.has("m2")).toBe(false);
  });
});
