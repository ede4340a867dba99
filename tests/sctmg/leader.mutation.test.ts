import { describe, expect, it } from "vitest";
import type { Board } from "../../src/engine/board/board";
import { formatLength } from "../../src/engine/format";
import type { Prompt, Reason, Verdict } from "../../src/engine/ruleset";
import { R32, R40, judge, line, near, rect, table, unitModel } from "./helpers";

const IN = "TTM.Unit.in";
const cost = (distance: number, allowance: number): Verdict["cost"] => ({
  amount: distance,
  key: "TTM.Sctmg.Cost",
  data: { distance: formatLength(distance), allowance: formatLength(allowance) },
});

/** The whole verdict of a lone Leading Model that moved `reached` of a straight path along y = 24. */
function alone(
  id: string,
  x0: number,
  x1: number,
  reached: number,
  allowance: number,
  over: Partial<Verdict> = {},
): Verdict {
  const length = Math.abs(x1 - x0);
  const end = { x: x0 + Math.sign(x1 - x0) * reached, y: 24 };
  return {
    legal: true,
    reasons: [],
    length,
    allowance,
    cost: cost(reached, allowance),
    reach: { distance: reached, point: end },
    legalPath: reached > 0 ? [{ x: x0, y: 24 }, end] : [end],
    bands: [
      ...(reached > 0 ? [{ from: 0, to: reached, style: "ok" as const, key: "TTM.Band.Move" }] : []),
      ...(length > reached + 1e-9
        ? [
            {
              from: reached,
              to: length,
              style: "over" as const,
              key: "TTM.Band.Over",
              data: { allowance: formatLength(allowance) },
            },
          ]
        : []),
    ],
    prompts: [],
    effects: [],
    contacts: [],
    models: [{ modelId: id, point: end, status: "leader" }],
    unitStatus: "in-coherency",
    ...over,
  };
}

/** A collision stop as the ruleset words it: where the moving body met `name`. */
const blocked = (kind: string, name: string, at: number): Reason => ({
  ruleId: "SCTMG-GAP-1",
  key: `TTM.Reason.Blocked.${kind}`,
  data: { name, distance: formatLength(at), unit: IN },
  severity: "illegal",
});

describe("SCTMG Leading Model: what stops it, and what it reports", () => {
  it("SCTMG-GAP-1: a Move names what its 1\" moving body meets (another unit's model, a wall, an unnamed piece by its id, the table edge); the base ends where it fits; a friend touched is no contact", () => {
    const friend = table([
      unitModel("marine", "m", "squad", 10, 24),
      unitModel("marine", "f", "other", 14, 24, { name: "Friend" }),
    ]);
    // The moving body (0.5" radius) meets the friend's base 14 - R32 - 0.5 - 10 along; the
    // 32 mm base then ends touching it.
    const touch = 4 - 2 * R32;
    expect(judge(friend, { modelId: "m", path: line(10, 16, 24) })).toEqual(
      near(
        alone("m", 10, 16, touch, 6, { legal: false, reasons: [blocked("model", "Friend", 4 - R32 - 0.5)] }),
      ),
    );

    const wall = table(
      [unitModel("marine", "m", "squad", 10, 24)],
      [],
      [{ id: "w1", a: { x: 13, y: 20 }, b: { x: 13, y: 28 } }],
    );
    expect(judge(wall, { modelId: "m", path: line(10, 15, 24) })).toEqual(
      near(alone("m", 10, 15, 3 - R32, 6, { legal: false, reasons: [blocked("wall", "w1", 2.5)] })),
    );

    const rock = table(
      [unitModel("marine", "m", "squad", 10, 24)],
      [rect("rock", "impassable", 13, 20, 14, 28)],
    );
    expect(judge(rock, { modelId: "m", path: line(10, 15, 24) })).toEqual(
      near(alone("m", 10, 15, 3 - R32, 6, { legal: false, reasons: [blocked("terrain", "rock", 2.5)] })),
    );

    const edge = table([unitModel("marine", "m", "squad", 2, 24)]);
    expect(judge(edge, { modelId: "m", path: line(2, -2, 24) })).toEqual(
      near(alone("m", 2, -2, 2 - R32, 6, { legal: false, reasons: [blocked("edge", "left", 1.5)] })),
    );
  });

  it('SCTMG-GAP-1, SCTMG-MEASURE-1: a Run into an enemy stops in base contact (0" away), reported as a contact', () => {
    const board = table([
      unitModel("marine", "m", "squad", 10, 24),
      unitModel("zergling", "z", "brood", 14, 24, { name: "Zergling" }),
    ]);
    expect(judge(board, { modelId: "m", action: "run", path: line(10, 16, 24) })).toEqual(
      near(
        alone("m", 10, 16, 4 - 2 * R32, 6, {
          legal: false,
          reasons: [blocked("model", "Zergling", 4 - R32 - 0.5)],
          contacts: ["z"],
        }),
      ),
    );
  });

  it('SCTMG-MOVE-1: only a Move of 0" is a Hold; a Run, Disengage or Charge of 0" reports no Hold', () => {
    const board = table([unitModel("marine", "m", "squad", 10, 24)]);
    for (const action of ["run", "disengage"]) {
      expect(judge(board, { modelId: "m", action, path: [{ x: 10, y: 24 }] })).toEqual(
        alone("m", 10, 10, 0, 6),
      );
    }
  });

  it('SCTMG-GAP-1: a gap exactly 1" wide is wide enough for a Size 2 model', () => {
    const rocks = [
      rect("north", "impassable", 20, 10, 22, 23.5, { name: "North rock" }),
      rect("south", "impassable", 20, 24.5, 22, 38, { name: "South rock" }),
    ];
    const board = table([unitModel("marine", "m", "squad", 17, 24)], rocks);
    expect(judge(board, { modelId: "m", path: line(17, 23, 24) })).toEqual(alone("m", 17, 23, 6, 6));
  });

  it("SCTMG-GAP-2: a flyer's base may end across a platform's edge, raised to it; a walker's may not", () => {
    const plat = rect("plat", "platform", 12, 0, 20, 48, { height: 2 });
    const flyer = table([unitModel("marine", "f", "wraiths", 10, 24, { profile: { flying: true } })], [plat]);
    expect(judge(flyer, { modelId: "f", path: line(10, 12, 24) })).toEqual(
      alone("f", 10, 12, 2, 6, {
        effects: [{ type: "elevation", modelId: "f", elevation: 2, ruleId: "SCTMG-LEAD-1" }],
      }),
    );
    const walker = table([unitModel("marine", "m", "squad", 10, 24)], [plat]);
    expect(judge(walker, { modelId: "m", path: line(10, 12, 24) })).toEqual(
      near(
        alone("m", 10, 12, 2 - R32, 6, {
          legal: false,
          reasons: [
            {
              ruleId: "SCTMG-GAP-2",
              key: "TTM.Reason.NoFit",
              data: { distance: formatLength(2 - R32), unit: IN },
              severity: "illegal",
            },
          ],
        }),
      ),
    );
  });

  it("SCTMG-GAP-1, SCTMG-LEAD-1: the unit's own models are neither bases nor gap sides for its Leading Model", () => {
    // Two squad-mates 0.9" apart, narrower than a Size 2 model may pass: the leader goes between
    // them, and they are then placed around its end.
    const gapY = 0.45 + R32;
    const board = table([
      unitModel("marine", "m1", "squad", 10, 24),
      unitModel("marine", "m2", "squad", 12, 24 - gapY),
      unitModel("marine", "m3", "squad", 12, 24 + gapY),
    ]);
    const v = judge(board, { modelId: "m1", path: line(10, 16, 24) });
    expect(v).toEqual(
      near(
        alone("m1", 10, 16, 6, 6, {
          effects: [
            { type: "place", modelId: "m2", x: 18, y: 24 - gapY, ruleId: "SCTMG-COH-1" },
            { type: "place", modelId: "m3", x: 18, y: 24 + gapY, ruleId: "SCTMG-COH-1" },
          ],
          models: [
            { modelId: "m1", point: { x: 16, y: 24 }, status: "leader" },
            { modelId: "m2", point: { x: 18, y: 24 - gapY }, status: "coherent" },
            { modelId: "m3", point: { x: 18, y: 24 + gapY }, status: "coherent" },
          ],
        }),
      ),
    );
  });

  it('SCTMG-GAP-2: a flyer goes over walls and enemy bases, and may end within 1" of an enemy', () => {
    const flyer = { profile: { flying: true, speed: "8" } };
    const board = table(
      [unitModel("marine", "m", "wraiths", 10, 24, flyer), unitModel("zergling", "z", "brood", 13, 24)],
      [],
      [{ id: "w1", a: { x: 16, y: 20 }, b: { x: 16, y: 28 } }],
    );
    // Over the Zergling and the wall, ending with its base wholly past the wall.
    expect(judge(board, { modelId: "m", path: line(10, 16.8, 24) })).toEqual(
      near(alone("m", 10, 16.8, 6.8, 8)),
    );
    // Ending just past the Zergling, within 1" of it.
    const close = 3 + 2 * R32 + 0.5;
    expect(judge(board, { modelId: "m", path: line(10, 10 + close, 24) })).toEqual(
      near(alone("m", 10, 10 + close, close, 8)),
    );
  });

  it("SCTMG-LEAD-1, SCTMG-GAP-2: past the allowance the path is Too Far, even where the base must also step back out of a gap", () => {
    // Jim Raynor (Speed 4 here) passes a 1.1" gap but his allowance ends inside it: the base goes
    // back to where it clears the rocks' corners, and the reason is still the allowance.
    const rocks = [
      rect("north", "impassable", 20, 10, 22, 23.45, { name: "North rock" }),
      rect("south", "impassable", 20, 24.55, 22, 38, { name: "South rock" }),
    ];
    const board = table(
      [unitModel("jim-raynor", "jim", "raynor", 17, 24, { profile: { speed: "4" } })],
      rocks,
    );
    const back = 3 - Math.sqrt(R40 ** 2 - 0.55 ** 2);
    expect(judge(board, { modelId: "jim", path: line(17, 25, 24) })).toEqual(
      near(
        alone("jim", 17, 25, back, 4, {
          legal: false,
          reasons: [
            {
              ruleId: "SCTMG-LEAD-1",
              key: "TTM.Sctmg.Reason.TooFar",
              data: { length: "8.0", allowance: "4.0", unit: IN },
              severity: "illegal",
            },
          ],
        }),
      ),
    );
  });

  it("SCTMG-LEAD-1: a Leading Model that ends on a platform is raised to it, and the models placed with it too", () => {
    const plat = rect("plat", "platform", 13, 20, 20, 28, { height: 2 });
    const ground = table([unitModel("marine", "m", "squad", 10, 24)], [plat]);
    expect(judge(ground, { modelId: "m", path: line(10, 15, 24) })).toEqual(
      alone("m", 10, 15, 5, 6, {
        effects: [{ type: "elevation", modelId: "m", elevation: 2, ruleId: "SCTMG-LEAD-1" }],
      }),
    );
    const flyer = { profile: { flying: true } };
    const wraiths = table(
      [
        unitModel("marine", "m1", "wraiths", 10, 24, flyer),
        unitModel("marine", "m2", "wraiths", 11.5, 24, flyer),
      ],
      [plat],
    );
    expect(judge(wraiths, { modelId: "m1", path: line(10, 16, 24) })).toEqual(
      alone("m1", 10, 16, 6, 6, {
        effects: [
          { type: "elevation", modelId: "m1", elevation: 2, ruleId: "SCTMG-LEAD-1" },
          { type: "place", modelId: "m2", x: 17.5, y: 24, elevation: 2, ruleId: "SCTMG-COH-1" },
        ],
        models: [
          { modelId: "m1", point: { x: 16, y: 24 }, status: "leader" },
          { modelId: "m2", point: { x: 17.5, y: 24 }, status: "coherent" },
        ],
      }),
    );
  });
});

describe("SCTMG Charge and Close Ranks: the edges of their conditions", () => {
  const brood = (): Board =>
    table([
      unitModel("marine", "m", "squad", 10, 24, { name: "Marine" }),
      unitModel("zergling", "z1", "brood", 20, 24, { name: "Zergling 1" }),
      unitModel("zergling", "z2", "brood", 21.5, 24, { name: "Zergling 2" }),
      unitModel("zergling", "y", "pack", 20, 30, { name: "Zergling 3" }),
      { id: "lone", name: "Lone Zergling", side: "zerg", x: 30, y: 24, baseMm: 32 },
    ]);
  const PROMPT: Prompt = {
    id: "charge",
    ruleId: "SCTMG-CHARGE-1",
    kind: "roll",
    formula: "1d6",
    key: "TTM.Sctmg.Prompt.Charge",
    data: { speed: "6.0" },
    phase: "declare",
  };
  const charge = (x1: number, die: number, targets: string) => ({
    modelId: "m",
    action: "charge",
    path: line(10, x1, 24),
    declarations: { targets },
    answers: { charge: { dice: [die] } },
  });

  it('SCTMG-CHARGE-1, SCTMG-WITHIN-1: a Charge ending exactly 1" from its target is within 1"; a hundredth more is short', () => {
    const at = 20 - 2 * R32 - 1;
    expect(judge(brood(), charge(at, 3, "brood"))).toEqual(
      near(alone("m", 10, at, at - 10, 9, { prompts: [PROMPT] })),
    );
    const short = judge(brood(), charge(at - 0.01, 3, "brood"));
    expect(short).toEqual(
      near({
        legal: false,
        reasons: [
          {
            ruleId: "SCTMG-CHARGE-1",
            key: "TTM.Sctmg.Reason.ChargeShort",
            data: { name: "brood" },
            severity: "illegal",
          },
        ],
        length: at - 10.01,
        allowance: 9,
        cost: cost(0, 9),
        reach: { distance: 0, point: { x: 10, y: 24 } },
        legalPath: [{ x: 10, y: 24 }],
        bands: [{ from: 0, to: at - 10.01, style: "over", key: "TTM.Band.Over", data: { allowance: "9.0" } }],
        prompts: [PROMPT],
        effects: [],
        contacts: [],
      }),
    );
  });

  it("SCTMG-CHARGE-1: targets may be listed with commas, semicolons or spaces, repeats count once, and a lone model is named by its own name", () => {
    // "brood; z2" names one unit twice: one target. The lone Zergling, 10" on, is missed.
    const at = 20 - 2 * R32 - 0.5;
    const v = judge(brood(), charge(at, 3, " brood;z2 ,\tlone "));
    expect(v.reasons).toEqual([
      {
        ruleId: "SCTMG-CHARGE-1",
        key: "TTM.Sctmg.Reason.ChargeShort",
        data: { name: "Lone Zergling" },
        severity: "illegal",
      },
    ]);
    expect([v.legal, v.prompts, v.reach.distance, v.effects, v.models]).toEqual([
      false,
      [PROMPT],
      0,
      [],
      undefined,
    ]);
    // Within 1" of the brood (of Zergling 1), named by both its models: one target, reached.
    const both = judge(brood(), charge(at, 3, "z1 z2"));
    expect([both.legal, both.reasons, both.prompts]).toEqual([true, [], [PROMPT]]);
  });

  it('SCTMG-CLOSE-1: a unit already in base contact may hold its place (0") but not step out of contact', () => {
    const board = table([
      unitModel("marine", "m", "squad", 10, 24),
      unitModel("zergling", "z", "brood", 10 + 2 * R32, 24, { name: "Zergling" }),
    ]);
    const hold = judge(board, { modelId: "m", action: "close-ranks", path: [{ x: 10, y: 24 }] });
    // A reason with no data carries no data key at all.
    const free = table([unitModel("marine", "m", "squad", 10, 24)]);
    expect(
      judge(free, { modelId: "m", action: "close-ranks", path: line(10, 11, 24) }).reasons,
    ).toStrictEqual([{ ruleId: "SCTMG-CLOSE-1", key: "TTM.Sctmg.Reason.NotEngaged", severity: "illegal" }]);
    expect(hold).toEqual(alone("m", 10, 10, 0, 3, { contacts: ["z"] }));
    const back = judge(board, { modelId: "m", action: "close-ranks", path: line(10, 9.5, 24) });
    expect(back).toEqual(
      alone("m", 10, 9.5, 0.5, 3, {
        legal: false,
        reasons: [
          {
            ruleId: "SCTMG-CLOSE-1",
            key: "TTM.Sctmg.Reason.NotCloser",
            data: { name: "brood" },
            severity: "illegal",
          },
        ],
      }),
    );
  });

  it("SCTMG-CLOSE-1: ending as far from the engaged enemy as it started is not closer", () => {
    const d = 2 * R32 + 0.8;
    const board = table([
      unitModel("marine", "m", "squad", 10, 24),
      unitModel("zergling", "z", "brood", 10 + d, 24, { name: "Zergling" }),
    ]);
    // Round the Zergling on a polyline outside its Engagement Range, back to the same distance.
    const end = { x: 10 + d - d * Math.cos(0.4), y: 24 - d * Math.sin(0.4) };
    const v = judge(board, {
      modelId: "m",
      action: "close-ranks",
      path: [{ x: 10, y: 24 }, { x: 9.9, y: 23.4 }, end],
    });
    expect(v.reasons).toEqual([
      {
        ruleId: "SCTMG-CLOSE-1",
        key: "TTM.Sctmg.Reason.NotCloser",
        data: { name: "brood" },
        severity: "illegal",
      },
    ]);
    expect(v.legal).toBe(false);
    // A little nearer than it started is closer.
    const nearer = { x: end.x + 0.02 * Math.cos(0.4), y: end.y + 0.02 * Math.sin(0.4) };
    const ok = judge(board, {
      modelId: "m",
      action: "close-ranks",
      path: [{ x: 10, y: 24 }, { x: 9.9, y: 23.4 }, nearer],
    });
    expect([ok.legal, ok.reasons, ok.effects, ok.prompts]).toEqual([true, [], [], []]);
  });
});
