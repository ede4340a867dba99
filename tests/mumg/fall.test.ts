import { describe, expect, it } from "vitest";
import { isRulesError } from "../../src/engine/errors";
import type { Prompt } from "../../src/engine/ruleset";
import { mumg } from "../../src/rulesets/mumg";
import { R, hero, judge, ledgerOf, pts, rect, request, table } from "./helpers";

/** A hero standing at y on a platform (roof) of height h whose south edge is at y = 20. */
const onRoof = (h: number, y = 17) =>
  table({
    models: [hero("hero", 25, y, {}, { elevation: h })],
    terrain: [{ id: "roof", name: "Roof", kind: "platform", polygon: rect(20, 0, 30, 20), height: h }],
  });

/**
 * The move, its prompt and the outcome of confirming it. Walking: from 3 inches inside the edge
 * on to the street; jumping: from the edge (base front on it) straight down.
 */
function confirm(h: number, action: "move" | "void-jump") {
  const walk = action === "move";
  const b = walk ? onRoof(h) : onRoof(h, 20 - R);
  const path = walk ? pts([25, 17], [25, 22]) : pts([25, 20 - R], [25, 20 + R]);
  const v = judge(b, "hero", path, { action });
  const prompt = v.prompts[0];
  if (!prompt) throw new Error(`no prompt for a fall of ${h}`);
  const outcome = mumg.resolve(b, request("hero", path, { action }), prompt, {
    choice: prompt.choices?.[0] ?? "",
  });
  return { v, prompt, outcome };
}

const fallCases: [number, number, boolean][] = [
  [2.9, 0, false],
  [3, 1, false],
  [6, 1, false],
  [6.1, 2, true],
  [16, 5, true],
  [16.1, 7, true],
];
const voidCases: [number, number, boolean][] = [
  [2.9, 0, false],
  [3, 0, false],
  [6, 0, false],
  [6.1, 1, false],
  [16, 3, true],
  [16.1, 5, true],
];

describe("MUMG falls, end to end", () => {
  it.each(fallCases)(
    "MUMG-FALL-1: walking off a %d inch roof asks to confirm the fall; confirmed it does %d damage (knocked down: %s)",
    (h, damage, kd) => {
      const { v, prompt, outcome } = confirm(h, "move");
      expect(v.legal).toBe(true);
      expect(prompt).toMatchObject({ id: "fall:1", ruleId: "MUMG-FALL-1", kind: "choice", at: 3 });
      expect(prompt.data).toMatchObject({ height: String(h.toFixed(1)), unit: "TTM.Unit.in" });
      // The fall spends no movement: 5 inches walked, 2 POW.
      expect(v.cost.amount).toBe(2);
      expect(v.effects).toContainEqual({
        type: "elevation",
        modelId: "hero",
        elevation: 0,
        ruleId: "MUMG-FALL-1",
      });
      const hurt = outcome.effects.filter((e) => e.type === "damage");
      expect(hurt).toEqual(
        damage > 0
          ? [
              {
                type: "damage",
                modelId: "hero",
                amount: damage,
                damageKind: "physical-blunt",
                ruleId: "MUMG-FALL-1",
              },
            ]
          : [],
      );
      expect(outcome.effects.some((e) => e.type === "condition" && e.condition === "knocked-down")).toBe(kd);
      expect(outcome.key).toBe("TTM.Mumg.Outcome.Fall");
    },
  );

  it.each(voidCases)(
    "MUMG-FALL-2: jumping into the void from a %d inch roof does %d damage (knocked down: %s), the row before its own",
    (h, damage, kd) => {
      const { v, prompt, outcome } = confirm(h, "void-jump");
      expect(v.legal).toBe(true);
      expect(prompt).toMatchObject({ id: "void-jump", ruleId: "MUMG-VOID-1", kind: "choice" });
      const hurt = outcome.effects.find((e) => e.type === "damage");
      expect(hurt?.type === "damage" ? hurt.amount : 0).toBe(damage);
      if (hurt?.type === "damage")
        expect(hurt).toMatchObject({ damageKind: "physical-blunt", ruleId: "MUMG-FALL-2" });
      expect(outcome.effects.some((e) => e.type === "condition" && e.condition === "knocked-down")).toBe(kd);
    },
  );

  it("MUMG-FALL-1: the prompt shows the effect before it is confirmed; the host's answer must be the offered choice", () => {
    const b = onRoof(7);
    const path = pts([25, 17], [25, 22]);
    const v = judge(b, "hero", path);
    const prompt = v.prompts[0]!;
    expect(prompt).toMatchObject({
      key: "TTM.Mumg.Prompt.Fall",
      choices: ["TTM.Mumg.Choice.Fall"],
      data: { name: "hero", height: "7.0", effect: "TTM.Mumg.Fall.Row2" },
    });
    const req = request("hero", path);
    const refused = (answer: { choice?: string; dice?: number[] }, p: Prompt = prompt): string => {
      try {
        mumg.resolve(b, req, p, answer);
      } catch (e) {
        return isRulesError(e) ? e.key : "other";
      }
      return "none";
    };
    expect(refused({ dice: [3] })).toBe("TTM.Mumg.Error.Choice");
    expect(refused({ choice: "cancel" })).toBe("TTM.Mumg.Error.Choice");
    expect(refused({ choice: "TTM.Mumg.Choice.Fall" }, { ...prompt, id: "fall:9" })).toBe(
      "TTM.Error.UnknownPrompt",
    );
    // The height comes from the board, not from the prompt the host hands back.
    const tampered = { ...prompt, data: { ...prompt.data, height: "1.0" } };
    const out = mumg.resolve(b, req, tampered, { choice: "TTM.Mumg.Choice.Fall" });
    expect(out.effects).toContainEqual(expect.objectContaining({ type: "damage", amount: 2 }));
  });

  it("MUMG-FALL-1: a walk that stays on the roof asks nothing; the ledger still records the action", () => {
    const v = judge(onRoof(6), "hero", pts([25, 17], [25, 15]));
    expect(v.prompts).toEqual([]);
    expect(v.effects.some((e) => e.type === "elevation")).toBe(false);
    expect(ledgerOf(v)).toEqual({ moves: 1, powSpent: 1 });
  });
});
