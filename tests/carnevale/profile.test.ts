import { describe, expect, it } from "vitest";
import { evaluateMove } from "../../src/engine/evaluate";
import { isRulesError } from "../../src/engine/errors";
import { carnevale } from "../../src/rulesets/carnevale";
import { readProfile } from "../../src/rulesets/carnevale/profile";
import { guest, judge, pts, request, table } from "./helpers";

describe("Carnevale profile, options and ledger", () => {
  it("reads MOVE, Dexterity, AP, life points and the traits with their defaults; the base is the token's (30 mm unless given)", () => {
    const b = table({
      models: [guest("g", 5, 5), guest("big", 10, 10, { move: "7", waterCreature: "true" }, { baseMm: 50 })],
    });
    expect(readProfile(b.model("g"))).toEqual({
      move: 6,
      dexterity: 5,
      actionPoints: 3,
      life: 5,
      waterCreature: false,
      flight: false,
    });
    expect(readProfile(b.model("big"))).toMatchObject({ move: 7, waterCreature: true });
    expect([b.model("g").baseMm, b.model("big").baseMm]).toEqual([30, 50]);
  });

  it("a profile value that does not fit is refused, naming the model and the field", () => {
    for (const [field, value] of [
      ["dexterity", 11],
      ["move", "fast"],
      ["actionPoints", -1],
      ["waterCreature", "maybe"],
    ] as const) {
      const b = table({ models: [guest("g", 5, 5, { [field]: value })] });
      const out = evaluateMove(carnevale, b, request("g", pts([5, 5], [5, 6])));
      expect(out.ok).toBe(false);
      if (!out.ok) {
        expect(out.error.key).toBe("TTM.Error.ProfileField");
        expect(out.error.data).toMatchObject({ id: "g", field });
      }
    }
  });

  it("CARN-EDITION-1: the edition option exists, first edition by default; an unknown edition is refused", () => {
    expect(carnevale.options.map((o) => [o.key, o.default, o.choices?.map((c) => c.value)])).toEqual([
      ["edition", "1", ["1", "2"]],
    ]);
    const b = table({ models: [guest("g", 5, 5)] });
    try {
      judge(b, "g", pts([5, 5], [5, 6]), { options: { edition: "3" } });
      throw new Error("accepted");
    } catch (e) {
      expect(isRulesError(e) && e.key).toBe("TTM.Error.ProfileField");
    }
  });

  it("CARN-EDITION-1: in 2.x a character has at most 3 AP per activation", () => {
    const b = table({ models: [guest("g", 5, 5, { actionPoints: 4 })] });
    const ask = { ledger: { apSpent: 3 } };
    expect(judge(b, "g", pts([5, 5], [5, 6]), ask).legal).toBe(true);
    const second = judge(b, "g", pts([5, 5], [5, 6]), { ...ask, options: { edition: "2" } });
    expect(second.reasons).toEqual([
      {
        ruleId: "CARN-MOVE-1",
        key: "TTM.Carnevale.Reason.NoAp",
        severity: "illegal",
        data: { name: "g", need: 1, left: 0 },
      },
    ]);
  });

  it("the declarations are listed for hosts and a value that does not fit is refused", () => {
    expect(carnevale.declarations?.map((d) => d.key)).toEqual(["controlledLanding", "chained", "objective"]);
    const b = table({ models: [guest("g", 5, 5)] });
    const out = evaluateMove(
      carnevale,
      b,
      request("g", pts([5, 5], [5, 6]), { action: "jump", declarations: { chained: "perhaps" } }),
    );
    expect(!out.ok && out.error.key).toBe("TTM.Error.Declaration");
  });

  it("a malformed ledger reads as nothing spent", () => {
    const b = table({ models: [guest("g", 5, 5)] });
    const v = judge(b, "g", pts([5, 5], [5, 6]), { ledger: { apSpent: "lots", chainUsed: "yes" } });
    expect(v.effects[0]).toEqual({
      type: "ledger",
      modelId: "g",
      changes: { actions: 1, apSpent: 1, chainReady: false, chainUsed: false, submergedMove: 0 },
      ruleId: "CARN-MOVE-1",
    });
  });
});
