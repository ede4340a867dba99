// A StarCraft TMG Charge in Foundry end to end, over the unit-move fakes (unit-fakes.ts): the
// Charge declared on the Leading Model with its target, the Speed + 1D6 roll asked before the
// drag (declare-rolls.ts) and kept in the ledger, the ruler's budget, the drag cut at it
// (constrain.ts), the unit's move ending within 1" of the target with the rest placed, or
// refused with SCTMG-CHARGE-1. Real sctmg ruleset; no Foundry runs.
import { describe, expect, it } from "vitest";
import { MODULE_ID } from "../../../src/foundry/ids";
import { readEntry } from "../../../src/foundry/ledger/ledger";
import { ledgerFlag } from "../../../src/foundry/ledger/update";
import { constrainByRules } from "../../../src/foundry/movement/constrain";
import { judge } from "../../../src/foundry/movement/judge";
import { labelContext } from "../../../src/foundry/ruler/label";
import { rulerPlan } from "../../../src/foundry/ruler/plan";
import { EXAMPLE_PROFILES } from "../../../src/rulesets/sctmg";
import { profileFlags } from "../scene/fake-scene";
import { translator, wp } from "../movement/fakes";
import { topLeft, unitTable } from "./unit-fakes";

const t = translator();
const R32 = 16 / 25.4;
const CHARGE = { action: "charge", values: { targets: "z1" } };

/**
 * Three Marines (Speed 6), the leader m1 at (5, 10); a Zergling z1 of the enemy brood at
 * (16.6, 10.9), off the leader's line along y = 10, so a drag along it passes within 1" of z1
 * from x = 15 on and touches its base only at x = 15.72.
 */
function charge(dice: number[]) {
  const s = unitTable({ dice });
  s.add("m1", 5, 10);
  s.add("m2", 6.5, 10);
  s.add("m3", 5, 11.5);
  const z = EXAMPLE_PROFILES.zergling!;
  s.add("z1", 16.6, 10.9, "brood", {
    name: "Zergling",
    disposition: -1,
    flags: profileFlags({ fields: { ...z.profile }, baseMm: z.baseMm, unitId: "brood" }),
  });
  s.runtime.store.setMine(CHARGE);
  return s;
}

/** The leader's drag from where it stands to (x, 10) inches, as core's waypoints. */
const dragTo = (x: number) => [
  wp(topLeft(5, 10).x, topLeft(5, 10).y),
  wp(topLeft(x, 10).x, topLeft(x, 10).y),
];

describe("SCTMG-CHARGE-1 in Foundry", () => {
  it("SCTMG-CHARGE-1: the Charge's 1D6 is asked when declared and kept; the ruler's budget is Speed + roll and the drag is cut there", async () => {
    const s = charge([4]);
    const leader = s.core.doc("m1");
    expect(await s.runtime.api.rollDeclared(leader)).toBe("rolled");
    expect(readEntry(ledgerFlag(leader), "sctmg")).toEqual({
      values: {},
      combatId: null,
      round: null,
      turn: null,
      undo: [],
      answers: { charge: { dice: [4] } },
    });
    // Asked again, nothing waits: the roll is the activation's.
    expect(await s.runtime.api.rollDeclared(leader)).toBe("none");
    const env = s.runtime.env();
    const j = judge(env, {
      token: leader,
      waypoints: dragTo(15),
      groupIds: [],
      preview: true,
      declared: CHARGE,
    });
    if (j.kind !== "verdict") throw new Error("expected a verdict");
    expect([j.verdict.legal, j.verdict.allowance, j.verdict.reach.distance]).toEqual([true, 10, 10]);
    expect(j.verdict.reasons).toEqual([]);
    const plan = rulerPlan(j.path, j.verdict, t, {
      unit: "in",
      declared: [],
      explain: true,
      ...(j.request.answers ? { answers: j.request.answers } : {}),
    });
    const label = labelContext(plan, { from: 0, to: 10, last: true }, t);
    expect(label.budgetLeft).toBe("0.0 in");
    expect(label.prompts).toEqual([
      {
        icon: "fa-solid fa-dice-d6",
        ruleId: "SCTMG-CHARGE-1",
        text: `${t("TTM.Sctmg.Prompt.Charge", { speed: "6.0" })}: rolled 4`,
      },
    ]);
    // Dragged on to x = 17 (12"): cut at 10", where the base is within 1" of the Zergling.
    const [cut, constrained] = constrainByRules(env, leader, [dragTo(17), false], { preview: true }, []);
    expect(constrained).toBe(true);
    expect(cut.at(-1)).toMatchObject(topLeft(15, 10));
  });

  it('SCTMG-CHARGE-1: a Charge ending within 1" of its target moves the whole unit: the leader there, the rest placed in coherency', async () => {
    const s = charge([4]);
    await s.runtime.api.rollDeclared(s.core.doc("m1"));
    expect(await s.core.drag(["m1"], topLeft(15, 10).x - topLeft(5, 10).x, 0)).toEqual([]);
    expect(s.view.ghosts.map((g) => [g.tokenId, g.status])).toEqual([
      ["m2", "coherent"],
      ["m3", "coherent"],
    ]);
    s.view.answer("accept");
    expect(await s.runtime.units!.done).toBe("moved");
    expect(s.at("m1")).toEqual(topLeft(15, 10));
    const centre = (id: string) => ({ x: (s.at(id).x + 50 - 200) / 100, y: (s.at(id).y + 50 - 200) / 100 });
    const leader = centre("m1");
    for (const id of ["m2", "m3"]) {
      const c = centre(id);
      expect(s.at(id)).not.toEqual(topLeft(id === "m2" ? 6.5 : 5, id === "m2" ? 10 : 11.5));
      // SCTMG-COH-1: Wholly Within 3" of the Leading Model.
      expect(Math.hypot(c.x - leader.x, c.y - leader.y) + R32).toBeLessThanOrEqual(3 + 1e-6);
    }
    // The leader's base ends within 1" of the Zergling's (SCTMG-CHARGE-1).
    const gap = Math.hypot(16.6 - leader.x, 10.9 - leader.y) - 2 * R32;
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(1);
    const tokens = (s.core.operations[1]!.operation[MODULE_ID] as { tokens: Record<string, unknown> }).tokens;
    expect(tokens.m1).toEqual({
      declared: CHARGE,
      unit: { leaderId: "m1", unitId: "squad", placements: {} },
    });
    expect(s.world.notices).toEqual([]);
  });

  it('SCTMG-CHARGE-1: a Charge that ends more than 1" from its target is refused for the whole unit', async () => {
    const s = charge([4]);
    await s.runtime.api.rollDeclared(s.core.doc("m1"));
    expect(await s.core.drag(["m1"], topLeft(12, 10).x - topLeft(5, 10).x, 0)).toEqual([]);
    expect(["m1", "m2", "m3"].map((id) => s.at(id))).toEqual([
      topLeft(5, 10),
      topLeft(6.5, 10),
      topLeft(5, 11.5),
    ]);
    expect(s.core.history).toEqual([]);
    expect(s.view.shown).toEqual([]);
    expect(s.world.notices).toEqual([
      {
        level: "warn",
        text: t("TTM.Notify.RefusedWhy", {
          name: "m1",
          reasons: `${t("TTM.Sctmg.Reason.ChargeShort", { name: "brood" })} (SCTMG-CHARGE-1)`,
        }),
      },
    ]);
  });
});
