import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { basicTest } from "../../src/rulesets/carnevale/dice";
import { fallLoss } from "../../src/rulesets/carnevale/fall";

// Faces drawn so the thresholds come up often: 1 (never an Ace), 6 and 7 (the Ace line), 10.
const face = fc.oneof(fc.constantFrom(1, 6, 7, 10), fc.integer({ min: 1, max: 10 }));
const others = fc.array(face, { minLength: 0, maxLength: 9 });

describe("CARN-DICE-1 properties", () => {
  it("CARN-DICE-1: Critical needs a 10 on the Destiny die and another Ace; Fumble a 1 and no other Ace", () => {
    fc.assert(
      fc.property(others, face, (dice, destiny) => {
        const t = basicTest(dice, destiny);
        const otherAces = dice.filter((d) => d >= 7).length;
        expect(t.aces).toBe(otherAces + (destiny >= 7 ? 1 : 0));
        if (t.result === "critical") expect([destiny, otherAces > 0]).toEqual([10, true]);
        if (t.result === "fumble") expect([destiny, otherAces]).toEqual([1, 0]);
        if (t.result === "success") expect(t.aces).toBeGreaterThan(0);
        if (t.result === "fail") expect([t.aces, destiny === 1]).toEqual([0, false]);
      }),
    );
  });

  it("CARN-DICE-1: one more Ace among the other dice never makes the result worse", () => {
    const rank = { fumble: 0, fail: 1, success: 2, critical: 3 } as const;
    fc.assert(
      fc.property(others, face, fc.constantFrom(7, 8, 9, 10), (dice, destiny, ace) => {
        expect(rank[basicTest([...dice, ace], destiny).result]).toBeGreaterThanOrEqual(
          rank[basicTest(dice, destiny).result],
        );
      }),
    );
  });

  it("CARN-FALL-1: the loss is never below 0, never more than the whole inches fallen, nothing at 1 inch or less", () => {
    const height = fc.oneof(fc.constantFrom(0, 1, 1.0001, 2, 4), fc.double({ min: 0, max: 12, noNaN: true }));
    fc.assert(
      fc.property(height, others, face, fc.boolean(), fc.boolean(), (h, dice, destiny, water, controlled) => {
        const { loss, dazed } = fallLoss(h, basicTest(dice, destiny), water, controlled);
        expect(loss).toBeGreaterThanOrEqual(0);
        expect(loss).toBeLessThanOrEqual(Math.floor(h + 1e-6));
        if (h <= 1) expect([loss, dazed]).toEqual([0, false]);
        if (water || controlled) expect(loss).toBeLessThanOrEqual(Math.max(0, Math.floor(h + 1e-6) - 2));
      }),
    );
  });
});
