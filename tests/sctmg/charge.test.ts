import { describe, expect, it } from "vitest";
import { Board } from "../../src/engine/board/board";
import { evaluateMove } from "../../src/engine/evaluate";
import type { MoveRequest } from "../../src/engine/ruleset";
import { sctmg } from "../../src/rulesets/sctmg";
import { R32, judge, line, table, unitModel, why } from "./helpers";

const board = (): Board =>
  table([
    unitModel("marine", "m", "squad", 10, 24, { name: "Marine" }),
    unitModel("zergling", "z1", "brood", 20, 24, { name: "Zergling 1" }),
    unitModel("zergling", "z2", "brood", 21.5, 24, { name: "Zergling 2" }),
    unitModel("zergling", "y1", "pack", 20, 30, { name: "Zergling 3" }),
  ]);

const charge = (
  path: MoveRequest["path"],
  die: number | null,
  targets = "brood",
): Partial<MoveRequest> & {
  modelId: string;
  path: MoveRequest["path"];
} => ({
  modelId: "m",
  action: "charge",
  path,
  declarations: { targets },
  ...(die === null ? {} : { answers: { charge: { dice: [die] } } }),
});

const PROMPT = {
  id: "charge",
  ruleId: "SCTMG-CHARGE-1",
  kind: "roll",
  formula: "1d6",
  key: "TTM.Sctmg.Prompt.Charge",
  data: { speed: "6.0" },
  phase: "declare",
};

describe("SCTMG Charge", () => {
  it("SCTMG-CHARGE-1: the 1D6 is rolled when the Charge is declared; until then the unit cannot move", () => {
    const v = judge(board(), charge(line(10, 18, 24), null));
    expect(v).toEqual({
      legal: false,
      reasons: [{ ruleId: "SCTMG-CHARGE-1", key: "TTM.Reason.NeedsRoll", severity: "illegal" }],
      length: 8,
      allowance: 6,
      cost: { amount: 0, key: "TTM.Sctmg.Cost", data: { distance: "0.0", allowance: "6.0" } },
      reach: { distance: 0, point: { x: 10, y: 24 } },
      legalPath: [{ x: 10, y: 24 }],
      bands: [{ from: 0, to: 8, style: "over", key: "TTM.Band.Over", data: { allowance: "6.0" } }],
      prompts: [PROMPT],
      effects: [],
      contacts: [],
    });
  });

  it('SCTMG-CHARGE-1: with the roll the Leading Model moves up to Speed + 1D6 and ends within 1" of the target', () => {
    const v = judge(board(), charge(line(10, 18.2, 24), 3));
    expect(v.legal).toBe(true);
    expect(v.allowance).toBe(9);
    expect(v.reasons).toEqual([]);
    expect(v.prompts).toEqual([PROMPT]);
    expect(v.reach.distance).toBeCloseTo(8.2, 9);
    expect(v.models).toEqual([{ modelId: "m", point: { x: 18.2, y: 24 }, status: "leader" }]);
    expect([v.effects, v.contacts, v.unitStatus]).toEqual([[], [], "in-coherency"]);
    // Into base contact: the enemy is touched, and touching is 0" away.
    const contact = judge(board(), charge(line(10, 20 - 2 * R32, 24), 3));
    expect([contact.legal, contact.contacts]).toEqual([true, ["z1"]]);
    // Beyond Speed + 1D6 the path is over the allowance.
    const far = judge(board(), charge(line(10, 18.2, 24), 2));
    expect(why(far)).toEqual([["SCTMG-LEAD-1", "TTM.Sctmg.Reason.TooFar", "illegal"]]);
  });

  it('SCTMG-CHARGE-1: a Charge that does not end within 1" of every declared target does not move the unit', () => {
    const short = judge(board(), charge(line(10, 17, 24), 1));
    expect(short.reasons).toEqual([
      {
        ruleId: "SCTMG-CHARGE-1",
        key: "TTM.Sctmg.Reason.ChargeShort",
        data: { name: "brood" },
        severity: "illegal",
      },
    ]);
    expect([short.legal, short.reach, short.legalPath, short.effects, short.models]).toEqual([
      false,
      { distance: 0, point: { x: 10, y: 24 } },
      [{ x: 10, y: 24 }],
      [],
      undefined,
    ]);
    // Two targets: within 1" of the first only is not enough.
    const both = judge(board(), charge(line(10, 18.5, 24), 6, "brood, pack"));
    expect(why(both)).toEqual([["SCTMG-CHARGE-1", "TTM.Sctmg.Reason.ChargeShort", "illegal"]]);
    expect(both.reasons[0]!.data).toEqual({ name: "pack" });
    // A target named by one of its models is its unit.
    expect(judge(board(), charge(line(10, 18.2, 24), 3, "z2")).legal).toBe(true);
  });

  it("SCTMG-CHARGE-1: no declared target, an unknown target or a bad die are told apart", () => {
    const none = judge(board(), charge(line(10, 18, 24), null, ""));
    expect([why(none), none.prompts]).toEqual([
      [["SCTMG-CHARGE-1", "TTM.Sctmg.Reason.NoTargets", "illegal"]],
      [],
    ]);
    const unknown = evaluateMove(sctmg, board(), {
      action: "move",
      ...charge(line(10, 18, 24), 3, "hydras"),
    });
    expect(unknown.ok ? null : [unknown.error.key, unknown.error.data]).toEqual([
      "TTM.Sctmg.Error.UnknownTarget",
      { id: "hydras" },
    ]);
    for (const dice of [[7], [0], [2.5], [], [1, 2]]) {
      const bad = evaluateMove(sctmg, board(), {
        action: "move",
        ...charge(line(10, 18, 24), null),
        answers: { charge: { dice } },
      });
      expect(bad.ok ? null : bad.error.key).toBe("TTM.Error.DiceAnswer");
    }
  });

  it("SCTMG-CHARGE-1: resolving the roll reports the allowance and moves nothing by itself", () => {
    const b = board();
    const request = { action: "charge", ...charge(line(10, 18, 24), null) };
    const prompt = judge(b, request).prompts[0]!;
    expect(sctmg.resolve(b, request, prompt, { dice: [4] })).toEqual({
      effects: [],
      key: "TTM.Sctmg.Outcome.Charge",
      data: { name: "Marine", die: 4, allowance: 10 },
    });
    expect(() => sctmg.resolve(b, request, { ...prompt, id: "other" }, { dice: [4] })).toThrow(
      "TTM.Error.UnknownPrompt",
    );
  });
});

describe("SCTMG Close Ranks", () => {
  const engaged = (): Board =>
    table([
      unitModel("marine", "m", "squad", 10, 24),
      unitModel("zergling", "z", "brood", 10 + 2 * R32 + 0.8, 24, { name: "Zergling" }),
    ]);

  it('SCTMG-CLOSE-1: an engaged unit moves up to 3" and must end closer to the enemies it is engaged with', () => {
    const v = judge(engaged(), {
      modelId: "m",
      action: "close-ranks",
      path: [
        { x: 10, y: 24 },
        { x: 10.3, y: 23 },
        { x: 10.6, y: 24 },
      ],
    });
    expect([v.legal, v.allowance, v.reasons]).toEqual([true, 3, []]);
    const away = judge(engaged(), { modelId: "m", action: "close-ranks", path: line(10, 8, 24) });
    expect(away.reasons).toEqual([
      {
        ruleId: "SCTMG-CLOSE-1",
        key: "TTM.Sctmg.Reason.NotCloser",
        data: { name: "brood" },
        severity: "illegal",
      },
    ]);
    expect(away.legal).toBe(false);
    const long = judge(engaged(), {
      modelId: "m",
      action: "close-ranks",
      path: [
        { x: 10, y: 24 },
        { x: 10, y: 22 },
        { x: 11.2, y: 24 },
      ],
    });
    expect(why(long)).toEqual([["SCTMG-LEAD-1", "TTM.Sctmg.Reason.TooFar", "illegal"]]);
  });

  it("SCTMG-CLOSE-1: a unit that is not engaged cannot Close Ranks", () => {
    const free = table([unitModel("marine", "m", "squad", 10, 24)]);
    const v = judge(free, { modelId: "m", action: "close-ranks", path: line(10, 11, 24) });
    expect(v.reasons).toEqual([
      { ruleId: "SCTMG-CLOSE-1", key: "TTM.Sctmg.Reason.NotEngaged", severity: "illegal" },
    ]);
    expect([v.legal, v.reach.distance, v.models]).toEqual([false, 0, undefined]);
  });
});
