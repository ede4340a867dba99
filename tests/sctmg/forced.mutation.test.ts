import { describe, expect, it } from "vitest";
import type { Board } from "../../src/engine/board/board";
import { evaluateMove } from "../../src/engine/evaluate";
import { formatLength } from "../../src/engine/format";
import type { Point } from "../../src/engine/geometry/vec";
import type { Effect, MoveRequest, Reason, Verdict } from "../../src/engine/ruleset";
import { sctmg } from "../../src/rulesets/sctmg";
import { R32, R40, judge, near, rect, table, unitModel } from "./helpers";

const IN = "TTM.Unit.in";
const small = { width: 30, height: 30 };

/** The whole verdict of a forced move whose leader ended `moved` along y = 12 from x0 (or did not move). */
function forcedAnswer(
  leader: string,
  x0: number,
  moved: number,
  allowance: number,
  reasons: Reason[],
  rest: { effects?: Effect[]; others?: { modelId: string; point: Point; status: string }[] } = {},
): Verdict {
  const end = { x: x0 + moved, y: 12 };
  return {
    legal: true,
    reasons,
    length: moved,
    allowance,
    cost: {
      amount: moved,
      key: "TTM.Sctmg.Cost",
      data: { distance: formatLength(moved), allowance: formatLength(allowance) },
    },
    reach: { distance: moved, point: end },
    legalPath: moved > 0 ? [{ x: x0, y: 12 }, end] : [end],
    bands: moved > 0 ? [{ from: 0, to: moved, style: "ok", key: "TTM.Band.Move" }] : [],
    prompts: [],
    effects: rest.effects ?? [],
    contacts: [],
    models: [{ modelId: leader, point: end, status: "leader" }, ...((rest.others ?? []) as never[])],
    unitStatus: "in-coherency",
  };
}

const noFit = (at: number): Reason => ({
  ruleId: "SCTMG-GAP-2",
  key: "TTM.Reason.NoFit",
  data: { distance: formatLength(at), unit: IN },
  severity: "info",
});

const pair = (): Board =>
  table(
    [
      unitModel("marine", "m1", "squad", 10, 12, { name: "Marine 1" }),
      unitModel("marine", "m2", "squad", 8.5, 12, { name: "Marine 2" }),
    ],
    [],
    [],
    small,
  );

const push = (distance?: number): Partial<MoveRequest> & { modelId: string; path: MoveRequest["path"] } => ({
  modelId: "m1",
  path: [
    { x: 10, y: 12 },
    { x: 18, y: 12 },
  ],
  forced: distance === undefined ? { kind: "push" } : { kind: "push", distance },
});

describe("SCTMG pushed units", () => {
  it('SCTMG-LEAD-1: a push goes its distance along the path and no further, silently; a push of 0" moves no model', () => {
    const m2At = (x: number) => ({
      effects: [{ type: "place", modelId: "m2", x, y: 12, ruleId: "SCTMG-COH-1" }] as Effect[],
      others: [{ modelId: "m2", point: { x, y: 12 }, status: "coherent" }],
    });
    expect(judge(pair(), push(3))).toEqual(forcedAnswer("m1", 10, 3, 3, [], m2At(11.5)));
    expect(judge(pair(), push(0))).toEqual(forcedAnswer("m1", 10, 0, 0, [], m2At(8.5)));
    // Without a distance the whole path is the push.
    expect(judge(pair(), push())).toEqual(forcedAnswer("m1", 10, 8, 8, [], m2At(16.5)));
  });

  it("SCTMG-GAP-2: a push stopped by a base, or over a hole, ends where the base fits and says so", () => {
    const board = table(
      [
        unitModel("marine", "m1", "squad", 10, 12, { name: "Marine 1" }),
        unitModel("zergling", "z", "brood", 15, 12),
      ],
      [],
      [],
      small,
    );
    const touch = 5 - 2 * R32;
    expect(judge(board, push())).toEqual(near(forcedAnswer("m1", 10, touch, 8, [noFit(touch)])));
    // A hole 3" deep from x = 12: no ground under the base past its rim.
    const hole = table(
      [unitModel("marine", "m1", "squad", 10, 12)],
      [rect("hole", "gap", 12, 0, 15, 30, { elevation: -3 })],
      [],
      small,
    );
    const rim = 2 - R32;
    expect(judge(hole, push(3))).toEqual(near(forcedAnswer("m1", 10, rim, 3, [noFit(rim)])));
  });

  it("SCTMG-LEAD-1: a unit pushed onto a platform is raised to it", () => {
    const board = table(
      [unitModel("marine", "m1", "squad", 10, 12)],
      [rect("plat", "platform", 12, 0, 20, 30, { height: 2 })],
      [],
      small,
    );
    expect(judge(board, push(4))).toEqual(
      forcedAnswer("m1", 10, 4, 4, [], {
        effects: [{ type: "elevation", modelId: "m1", elevation: 2, ruleId: "SCTMG-LEAD-1" }],
      }),
    );
  });

  it("SCTMG-LEAD-1: a pushed Leading Model goes through the places of its own unit's models, which are then placed after it", () => {
    const board = table(
      [unitModel("marine", "m1", "squad", 10, 12), unitModel("marine", "m2", "squad", 11.5, 12)],
      [],
      [],
      small,
    );
    expect(judge(board, push(3))).toEqual(
      forcedAnswer("m1", 10, 3, 3, [], {
        effects: [{ type: "place", modelId: "m2", x: 14.5, y: 12, ruleId: "SCTMG-COH-1" }],
        others: [{ modelId: "m2", point: { x: 14.5, y: 12 }, status: "coherent" }],
      }),
    );
  });

  it("SCTMG-TOWARD-2: a forced distance that is not a finite number is refused with its value", () => {
    for (const [distance, value] of [
      [Infinity, "Infinity"],
      [NaN, "NaN"],
      [-0.5, "-0.5"],
    ] as const) {
      const out = evaluateMove(sctmg, pair(), { action: "move", ...push(distance) });
      expect(out.ok ? null : [out.error.key, out.error.data]).toEqual([
        "TTM.Sctmg.Error.ForcedDistance",
        { value },
      ]);
    }
    // A move towards with no targets named at all.
    const none = evaluateMove(sctmg, pair(), {
      modelId: "m1",
      action: "move",
      path: [{ x: 10, y: 12 }],
      forced: { kind: "towards", distance: 3 },
    });
    expect(none.ok ? null : [none.error.key, none.error.data]).toEqual([
      "TTM.Sctmg.Error.NoForcedTarget",
      {},
    ]);
  });
});

describe("SCTMG units moved towards or away", () => {
  // A pocket of impassable walls round (23, 12), open nowhere.
  const pocket = [
    rect("a", "impassable", 20, 8, 26, 9),
    rect("b", "impassable", 20, 15, 26, 16),
    rect("c", "impassable", 20, 9, 21, 15),
    rect("d", "impassable", 25, 9, 26, 15),
  ];
  const toward = (
    kind: "towards" | "away",
    distance: number,
    modelId = "m1",
    at: Point = { x: 23, y: 12 },
  ) => ({
    modelId,
    path: [at],
    forced: { kind, targetIds: ["brood"], distance },
  });
  const info = (ruleId: string, key: string, data: Reason["data"]): Reason => ({
    ruleId,
    key,
    ...(data ? { data } : {}),
    severity: "info",
  });

  it("SCTMG-TOWARD-1: a unit with no way towards, or away from, its target stays put and says it can go no closer or no farther", () => {
    const board = table(
      [
        unitModel("marine", "m1", "solo", 23, 12, { name: "M" }),
        unitModel("zergling", "z", "brood", 10, 12, { name: "Z" }),
      ],
      pocket,
      [],
      small,
    );
    const zero = { distance: "0.0", unit: IN };
    expect(judge(board, toward("towards", 5))).toEqual(
      forcedAnswer("m1", 23, 0, 5, [
        info("SCTMG-TOWARD-2", "TTM.Sctmg.Reason.Towards", { name: "M", target: "Z" }),
        info("SCTMG-TOWARD-1", "TTM.Sctmg.Reason.NoCloser", zero),
      ]),
    );
    expect(judge(board, toward("away", 5))).toEqual(
      forcedAnswer("m1", 23, 0, 5, [
        info("SCTMG-TOWARD-2", "TTM.Sctmg.Reason.AwayFrom", { name: "M", target: "Z" }),
        info("SCTMG-TOWARD-1", "TTM.Sctmg.Reason.NoFarther", zero),
      ]),
    );
  });

  it('SCTMG-GAP-1, SCTMG-GAP-2: forced towards, a 40 mm Size 2 model passes a 1.1" gap but ends where its base fits', () => {
    const rocks = [
      rect("north", "impassable", 20, 0, 22, 11.45, { name: "North rock" }),
      rect("south", "impassable", 20, 12.55, 22, 30, { name: "South rock" }),
    ];
    const board = table(
      [
        unitModel("jim-raynor", "j", "raynor", 17, 12, { name: "Jim" }),
        unitModel("zergling", "z", "brood", 28, 12, { name: "Z" }),
      ],
      rocks,
      [],
      small,
    );
    const back = 3 - Math.sqrt(R40 ** 2 - 0.55 ** 2);
    expect(judge(board, toward("towards", 4, "j", { x: 17, y: 12 }))).toEqual(
      near(
        forcedAnswer("j", 17, back, 4, [
          info("SCTMG-TOWARD-2", "TTM.Sctmg.Reason.Towards", { name: "Jim", target: "Z" }),
          noFit(back),
        ]),
      ),
    );
    // Far enough to come out of the gap: the whole distance, nothing more to say.
    expect(judge(board, toward("towards", 6, "j", { x: 17, y: 12 }))).toEqual(
      near(
        forcedAnswer("j", 17, 6, 6, [
          info("SCTMG-TOWARD-2", "TTM.Sctmg.Reason.Towards", { name: "Jim", target: "Z" }),
        ]),
      ),
    );
  });

  it("SCTMG-GAP-2: a flying unit forced towards goes over terrain and ends where its base fits, on a platform if there", () => {
    const flyer = { name: "F", profile: { flying: true } };
    const rock = table(
      [
        unitModel("marine", "f", "wraiths", 17, 12, flyer),
        unitModel("zergling", "z", "brood", 28, 12, { name: "Z" }),
      ],
      [rect("rock", "impassable", 20, 0, 22, 30)],
      [],
      small,
    );
    const towards = info("SCTMG-TOWARD-2", "TTM.Sctmg.Reason.Towards", { name: "F", target: "Z" });
    // 4" would end over the rock: back to where the base clears it.
    expect(judge(rock, toward("towards", 4, "f", { x: 17, y: 12 }))).toEqual(
      near(forcedAnswer("f", 17, 3 - R32, 4, [towards, noFit(3 - R32)])),
    );
    // 6" is past it.
    expect(judge(rock, toward("towards", 6, "f", { x: 17, y: 12 }))).toEqual(
      near(forcedAnswer("f", 17, 6, 6, [towards])),
    );
    const plat = table(
      [
        unitModel("marine", "f", "wraiths", 17, 12, flyer),
        unitModel("zergling", "z", "brood", 28, 12, { name: "Z" }),
      ],
      [rect("plat", "platform", 19, 9, 23, 15, { height: 2 })],
      [],
      small,
    );
    expect(judge(plat, toward("towards", 4, "f", { x: 17, y: 12 }))).toEqual(
      near(
        forcedAnswer("f", 17, 4, 4, [towards], {
          effects: [{ type: "elevation", modelId: "f", elevation: 2, ruleId: "SCTMG-LEAD-1" }],
        }),
      ),
    );
  });

  it("SCTMG-TOWARD-2: the others are placed as far from the target (away), or as close to it (towards), as coherency allows, not where they stood beside the leader", () => {
    // m2 stands beside the leader, a little farther from the Zergling; placed where it stood it
    // would end about as far from it as the leader.
    const board = table(
      [
        unitModel("marine", "m1", "squad", 15, 12, { name: "M1" }),
        unitModel("marine", "m2", "squad", 15.2, 13.5, { name: "M2" }),
        unitModel("zergling", "z", "brood", 5, 12, { name: "Z" }),
      ],
      [],
      [],
      { width: 40, height: 30 },
    );
    const fromZ = (p: Point): number => Math.hypot(p.x - 5, p.y - 12);
    for (const kind of ["away", "towards"] as const) {
      const v = judge(board, toward(kind, 4, "m1", { x: 15, y: 12 }));
      const sign = kind === "away" ? 1 : -1;
      expect(v.reasons).toEqual([
        info("SCTMG-TOWARD-2", kind === "away" ? "TTM.Sctmg.Reason.AwayFrom" : "TTM.Sctmg.Reason.Towards", {
          name: "M1",
          target: "Z",
        }),
      ]);
      const [lead, m2] = v.models!;
      expect(lead).toEqual({ modelId: "m1", point: { x: 15 + sign * 4, y: 12 }, status: "leader" });
      expect([m2!.modelId, m2!.status, v.unitStatus]).toEqual(["m2", "coherent", "in-coherency"]);
      // Wholly Within 3" of the leader (equal bases: centres 3" apart at most), and nearly all of
      // those 3" farther from (away) or nearer to (towards) the Zergling than the leader.
      expect(Math.hypot(m2!.point.x - lead!.point.x, m2!.point.y - lead!.point.y)).toBeLessThanOrEqual(
        3 + 1e-6,
      );
      expect(sign * (fromZ(m2!.point) - fromZ(lead!.point))).toBeGreaterThan(2.8);
    }
  });

  it("SCTMG-TOWARD-1: going round a wall, a unit forced towards stops where going on would take it farther than it started", () => {
    const board = table(
      [
        unitModel("marine", "m1", "solo", 15, 12, { name: "M" }),
        unitModel("zergling", "z", "brood", 5, 12, { name: "Z" }),
      ],
      [rect("wall", "impassable", 10, 2, 11, 22)],
      [],
      small,
    );
    const v = judge(board, toward("towards", 8, "m1", { x: 15, y: 12 }));
    // The way round leaves the line; it ends as far from the Zergling as it started (10").
    expect(Math.hypot(v.reach.point.x - 5, v.reach.point.y - 12)).toBeCloseTo(10, 6);
    expect(v.reach.distance).toBeGreaterThan(1);
    expect(v.reach.distance).toBeLessThan(8);
    expect(v.reasons).toEqual([
      info("SCTMG-TOWARD-2", "TTM.Sctmg.Reason.Towards", { name: "M", target: "Z" }),
      info("SCTMG-TOWARD-1", "TTM.Sctmg.Reason.NoCloser", {
        distance: formatLength(v.reach.distance),
        unit: IN,
      }),
    ]);
    expect([v.legal, v.length, v.effects, v.prompts, v.contacts]).toEqual([
      true,
      v.reach.distance,
      [],
      [],
      [],
    ]);
  });

  it('SCTMG-GAP-1: a Size 3 model on a small base forced towards may not take a 2" gap: it goes round, no farther than it started', () => {
    const rocks = [
      rect("north", "impassable", 20, 0, 22, 11, { name: "North rock" }),
      rect("south", "impassable", 20, 13, 22, 26, { name: "South rock" }),
    ];
    const board = table(
      [
        unitModel("marine", "s", "s3", 17, 12, { name: "S", baseMm: 25, profile: { size: 3 } }),
        unitModel("zergling", "z", "brood", 27, 12, { name: "Z" }),
      ],
      rocks,
      [],
      small,
    );
    const v = judge(board, toward("towards", 8, "s", { x: 17, y: 12 }));
    // Through the gap would be 8" straight on; round the south rock's end it leaves the line.
    expect(v.reach.point.x).toBeLessThan(20);
    expect(v.reach.point.y).toBeGreaterThan(12.5);
    expect(Math.hypot(v.reach.point.x - 27, v.reach.point.y - 12)).toBeCloseTo(10, 6);
    expect(v.reasons).toEqual([
      info("SCTMG-TOWARD-2", "TTM.Sctmg.Reason.Towards", { name: "S", target: "Z" }),
      info("SCTMG-TOWARD-1", "TTM.Sctmg.Reason.NoCloser", {
        distance: formatLength(v.reach.distance),
        unit: IN,
      }),
    ]);
  });

  it("SCTMG-TOWARD-1: a Ground unit forced towards walks onto a platform in its way, as a Move would, and covers the whole distance", () => {
    // Found by this test: the end was looked for at the leader's old level, so the base "did not
    // fit" on the platform and the move stopped at its foot, 2.6" short.
    const board = table(
      [
        unitModel("marine", "m1", "solo", 10, 12, { name: "M" }),
        unitModel("zergling", "z", "brood", 25, 12, { name: "Z" }),
      ],
      [rect("plat", "platform", 12, 0, 20, 30, { height: 2 })],
      [],
      small,
    );
    expect(judge(board, toward("towards", 4, "m1", { x: 10, y: 12 }))).toEqual(
      near(
        forcedAnswer(
          "m1",
          10,
          4,
          4,
          [info("SCTMG-TOWARD-2", "TTM.Sctmg.Reason.Towards", { name: "M", target: "Z" })],
          {
            effects: [{ type: "elevation", modelId: "m1", elevation: 2, ruleId: "SCTMG-LEAD-1" }],
          },
        ),
      ),
    );
    // The same 4" as a Move ends there too.
    const move = judge(board, {
      modelId: "m1",
      path: [
        { x: 10, y: 12 },
        { x: 14, y: 12 },
      ],
    });
    expect([move.legal, move.reach, move.effects]).toEqual([
      true,
      { distance: 4, point: { x: 14, y: 12 } },
      [{ type: "elevation", modelId: "m1", elevation: 2, ruleId: "SCTMG-LEAD-1" }],
    ]);
  });

  it("SCTMG-GAP-2: a flying unit forced towards passes over enemy bases and walls", () => {
    const board = table(
      [
        unitModel("marine", "f", "wraiths", 10, 12, { name: "F", profile: { flying: true } }),
        unitModel("zergling", "y", "pack", 12, 12),
        unitModel("zergling", "z", "brood", 25, 12, { name: "Z" }),
      ],
      [],
      [{ id: "w1", a: { x: 14, y: 0 }, b: { x: 14, y: 30 } }],
      small,
    );
    expect(judge(board, toward("towards", 6, "f", { x: 10, y: 12 }))).toEqual(
      forcedAnswer("f", 10, 6, 6, [
        info("SCTMG-TOWARD-2", "TTM.Sctmg.Reason.Towards", { name: "F", target: "Z" }),
      ]),
    );
  });
});
