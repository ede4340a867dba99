import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import type { Verdict } from "../../src/engine/ruleset";
import { UNIT_STATUS } from "../../src/overlay/colors";
import { makeTranslator } from "../../src/overlay/i18n";
import { planUnit } from "../../src/overlay/unit-plan";
import { unitSummary } from "../../src/overlay/unit-summary";

const t = makeTranslator(en, en);

const verdict = (models: Verdict["models"], unitStatus: Verdict["unitStatus"] = "in-coherency"): Verdict => ({
  legal: true,
  reasons: [],
  length: 4,
  allowance: 6,
  cost: { amount: 4, key: "k" },
  reach: { distance: 4, point: { x: 10, y: 10 } },
  legalPath: [],
  bands: [],
  prompts: [],
  effects: [],
  contacts: [],
  ...(models ? { models } : {}),
  unitStatus,
});

/** Where the models stand before the move (a casualty stays there). */
const standing: Record<string, { x: number; y: number; r: number }> = {
  lead: { x: 6, y: 10, r: 0.63 },
  a: { x: 4.5, y: 10, r: 0.63 },
  b: { x: 4.5, y: 11.5, r: 0.63 },
  c: { x: 3, y: 10, r: 0.63 },
};
const locate = (id: string) => standing[id];

describe("a unit verdict as what to draw (SCTMG-LEAD-1)", () => {
  it("SCTMG-COH-1, SCTMG-COH-3: a ghost per other model at its place, coloured by status; a casualty stays where it stood", () => {
    const plan = planUnit(
      verdict(
        [
          { modelId: "lead", point: { x: 10, y: 10 }, status: "leader" },
          { modelId: "a", point: { x: 8.5, y: 10 }, status: "coherent" },
          { modelId: "b", point: { x: 13.5, y: 10 }, status: "out-of-coherency" },
          { modelId: "c", point: { x: 3, y: 10 }, status: "casualty" },
        ],
        "out-of-coherency",
      ),
      locate,
      new Set(["a"]),
    );
    expect(plan).toEqual({
      leaderId: "lead",
      unitStatus: "out-of-coherency",
      ghosts: [
        {
          id: "a",
          point: { x: 8.5, y: 10 },
          r: 0.63,
          status: "coherent",
          color: UNIT_STATUS.coherent,
          placed: true,
        },
        {
          id: "b",
          point: { x: 13.5, y: 10 },
          r: 0.63,
          status: "out-of-coherency",
          color: UNIT_STATUS["out-of-coherency"],
          placed: false,
        },
        {
          id: "c",
          point: { x: 3, y: 10 },
          r: 0.63,
          status: "casualty",
          color: UNIT_STATUS.casualty,
          placed: false,
        },
      ],
      // Nearest the leader first, each to the nearest standing model already in the chain;
      // none to the casualty.
      links: [
        { from: { x: 10, y: 10 }, to: { x: 8.5, y: 10 }, color: UNIT_STATUS.coherent, dashed: false },
        {
          from: { x: 10, y: 10 },
          to: { x: 13.5, y: 10 },
          color: UNIT_STATUS["out-of-coherency"],
          dashed: true,
        },
      ],
    });
  });

  it("a chain runs through the models nearer the leader, not always to it", () => {
    const plan = planUnit(
      verdict([
        { modelId: "lead", point: { x: 10, y: 10 }, status: "leader" },
        { modelId: "a", point: { x: 11.5, y: 10 }, status: "coherent" },
        { modelId: "b", point: { x: 13, y: 10.2 }, status: "coherent" },
      ]),
      locate,
    );
    expect(plan?.links.map((l) => [l.from, l.to])).toEqual([
      [
        { x: 10, y: 10 },
        { x: 11.5, y: 10 },
      ],
      [
        { x: 11.5, y: 10 },
        { x: 13, y: 10.2 },
      ],
    ]);
  });

  it("draws nothing for a move without a unit, or a unit of one", () => {
    expect(planUnit(verdict(undefined), locate)).toBeNull();
    expect(
      planUnit(verdict([{ modelId: "lead", point: { x: 1, y: 1 }, status: "leader" }]), locate),
    ).toBeNull();
  });

  it("the summary the unit-ghosts template gets: Foundry's texts, each model's status and css", () => {
    expect(
      unitSummary(
        t,
        "Marine 3",
        [
          { name: "Marine 1", status: "coherent" },
          { name: "Marine 2", status: "out-of-coherency" },
          { name: "Marine 5", status: "casualty" },
        ],
        "out-of-coherency",
      ),
    ).toEqual({
      title: t("TTM.UnitMove.Title", { name: "Marine 3" }),
      leader: t("TTM.UnitMove.Leader", { name: "Marine 3" }),
      models: [
        { name: "Marine 1", status: t("TTM.UnitMove.Status.Coherent"), css: "ok" },
        { name: "Marine 2", status: t("TTM.UnitMove.Status.OutOfCoherency"), css: "warn" },
        { name: "Marine 5", status: t("TTM.UnitMove.Status.Casualty"), css: "bad" },
      ],
      unitStatus: t("TTM.UnitMove.UnitOut"),
      outOfCoherency: true,
      hint: t("TTM.UnitMove.Hint"),
    });
  });
});
