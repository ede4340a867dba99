import { describe, expect, it } from "vitest";
import { isRulesError } from "../../src/engine/errors";
import { carnevale } from "../../src/rulesets/carnevale";
import { readTest } from "../../src/rulesets/carnevale/dice";
import { fallInches } from "../../src/rulesets/carnevale/fall";
import { ledgerAfter, readLedger } from "../../src/rulesets/carnevale/ledger";
import { apFor, controlledLandingAp, fallAceOn, readOptions } from "../../src/rulesets/carnevale/options";
import { readProfile } from "../../src/rulesets/carnevale/profile";
import { guest, judge, pts, table } from "./helpers";

/* The small pieces the verdicts are made of, at their edges (issue 14's mutation item). */

describe("CARN-FALL-1: whole inches fallen, within the geometry's tolerance", () => {
  it("CARN-FALL-1: a millionth of an inch either side of a whole inch is that inch", () => {
    // Heights come from sums of elevations: 3 may arrive as 2.9999995, 1 as 1.0000005.
    expect([fallInches(1 + 5e-7), fallInches(3 - 5e-7), fallInches(3 + 5e-7), fallInches(1.1)]).toEqual([
      0, 3, 3, 1,
    ]);
    expect([fallInches(0), fallInches(1), fallInches(2)]).toEqual([0, 0, 2]);
  });
});

describe("The activation's ledger", () => {
  it("reads only finite positive counts and true flags; anything else is nothing spent", () => {
    expect(readLedger(undefined)).toEqual({
      actions: 0,
      apSpent: 0,
      chainReady: false,
      chainUsed: false,
      submergedMove: 0,
    });
    expect(
      readLedger({ actions: 2, apSpent: 1.5, chainReady: true, chainUsed: true, submergedMove: 4 }),
    ).toEqual({ actions: 2, apSpent: 1.5, chainReady: true, chainUsed: true, submergedMove: 4 });
    expect(
      readLedger({ actions: -1, apSpent: Infinity, chainReady: "true", chainUsed: 1, submergedMove: NaN }),
    ).toEqual({ actions: 0, apSpent: 0, chainReady: false, chainUsed: false, submergedMove: 0 });
  });

  it("after an action: one more action, its AP added, the chain as the action leaves it (used stays used)", () => {
    const s = { actions: 2, apSpent: 1, chainReady: true, chainUsed: true, submergedMove: 4 };
    expect(ledgerAfter(s, { ap: 2 })).toEqual({
      actions: 3,
      apSpent: 3,
      chainReady: false,
      chainUsed: true,
      submergedMove: 0,
    });
    expect(
      ledgerAfter(s, { action: false, ap: 0, chainReady: true, chainUsed: false, submergedMove: 8 }),
    ).toEqual({
      actions: 2,
      apSpent: 1,
      chainReady: true,
      chainUsed: false,
      submergedMove: 8,
    });
  });
});

describe("CARN-EDITION-1: what the edition changes", () => {
  it("CARN-EDITION-1: first edition by default; 2.x caps AP at 3, prices a Controlled landing at 0 AP, Aces on 5+ for its fall", () => {
    const first = readOptions(undefined);
    const second = readOptions({ edition: "2" });
    expect([first, second]).toEqual([{ edition: "1" }, { edition: "2" }]);
    expect([apFor(4, first), apFor(4, second), apFor(2, second)]).toEqual([4, 3, 2]);
    expect([controlledLandingAp(first), controlledLandingAp(second)]).toEqual([1, 0]);
    expect([fallAceOn(true, first), fallAceOn(true, second), fallAceOn(false, second)]).toEqual([7, 5, 7]);
  });
});

describe("CARN-DICE-1: reading an answer", () => {
  it("CARN-DICE-1: a prompt without a formula is one d10; a formula of no dice accepts no answer", () => {
    expect(readTest({ id: "x" }, { dice: [7] })).toEqual({ result: "success", aces: 1 });
    expect(readTest({ id: "x" }, { dice: [6] }, 5)).toEqual({ result: "success", aces: 1 });
    for (const [prompt, dice] of [
      [{ id: "x" }, [7, 7]],
      [{ id: "z", formula: "0d10" }, []],
    ] as const) {
      try {
        readTest(prompt, { dice });
        throw new Error("accepted");
      } catch (e) {
        expect(isRulesError(e) && [e.key, e.data]).toEqual([
          "TTM.Error.DiceAnswer",
          { id: prompt.id, expected: "formula" in prompt ? prompt.formula : "1d10" },
        ]);
      }
    }
  });
});

describe("The context a verdict is read from", () => {
  it("CARN-MOVE-1: more AP spent than the character has leaves 0, never fewer", () => {
    const b = table({ models: [guest("g", 5, 5)] });
    expect(judge(b, "g", pts([5, 5], [5, 7]), { ledger: { apSpent: 5 } }).reasons).toEqual([
      {
        ruleId: "CARN-MOVE-1",
        key: "TTM.Carnevale.Reason.NoAp",
        severity: "illegal",
        data: { name: "g", need: 1, left: 0 },
      },
    ]);
  });

  it("CARN-DIVE-1, CARN-DIVE-2: no Submerged counters (a count of 0): nothing to remove, nothing to surface from", () => {
    const b = table({ models: [guest("g", 5, 5, {}, { counters: { submerged: 0 } })] });
    expect(judge(b, "g", pts([5, 5], [5, 7])).effects).toEqual([
      {
        type: "ledger",
        modelId: "g",
        changes: { actions: 1, apSpent: 1, chainReady: false, chainUsed: false, submergedMove: 0 },
        ruleId: "CARN-MOVE-1",
      },
    ]);
    expect(carnevale.startActivation(b, { modelId: "g" })).toEqual({ prompts: [], effects: [], reasons: [] });
  });

  it("reads Flight and Water Creature as given", () => {
    const b = table({ models: [guest("g", 5, 5, { flight: true, waterCreature: true, life: 7 })] });
    expect(readProfile(b.model("g"))).toEqual({
      move: 6,
      dexterity: 5,
      actionPoints: 3,
      life: 7,
      waterCreature: true,
      flight: true,
    });
  });
});
