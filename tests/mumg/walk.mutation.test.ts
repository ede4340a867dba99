import { describe, expect, it } from "vitest";
import { evaluateMove } from "../../src/engine/evaluate";
import { mumg } from "../../src/rulesets/mumg";
import { hero, judge, pts, rect, table } from "./helpers";

/*
 * MUMG movement actions and special powers, whole verdicts (issue 14, mutation testing): each
 * reason's rule ID, key and data, the cost, the bands, the ledger, and that nothing else is
 * reported. Refusals before the path is measured come first (walk.ts), then what stops a path
 * (explain.ts) and the ruler's bands (bands.ts).
 */

const U = "TTM.Unit.in";
const open = (profile: Record<string, unknown> = {}) => table({ models: [hero("iron", 2, 18, profile)] });
const line = pts([2, 18], [5, 18]);

/** A move refused before it starts: it stays put, costs nothing, and all of its path is over. */
const refusedWith = (reasons: readonly unknown[]): Record<string, unknown> => ({
  legal: false,
  reasons,
  length: 3,
  allowance: 0,
  cost: { amount: 0, key: "TTM.Mumg.Cost", data: { distance: "0.0", pow: 0, unit: U } },
  reach: { distance: 0, point: { x: 2, y: 18 } },
  legalPath: [{ x: 2, y: 18 }],
  bands: [{ from: 0, to: 3, style: "over", key: "TTM.Mumg.Band.Over", data: { allowance: "0.0", unit: U } }],
  prompts: [],
  effects: [],
  contacts: [],
});

describe("MUMG movement action refused before it starts", () => {
  it("MUMG-MOVE-3, MUMG-MOVE-2: moved already and a tier the card lacks: both said, in that order; the move stays put", () => {
    const v = judge(open({ movement: "4/7" }), "iron", line, {
      ledger: { moves: 1 },
      declarations: { pow: 3 },
    });
    expect(v).toEqual(
      refusedWith([
        {
          ruleId: "MUMG-MOVE-3",
          key: "TTM.Mumg.Reason.AlreadyMoved",
          severity: "illegal",
          data: { name: "iron" },
        },
        {
          ruleId: "MUMG-MOVE-2",
          key: "TTM.Mumg.Reason.NoSuchTier",
          severity: "illegal",
          data: { pow: 3, count: 2 },
        },
      ]),
    );
  });

  it("MUMG-MOVE-3: a model that already moved is told it may go nowhere, not its 14 inches", () => {
    expect(judge(open(), "iron", line, { ledger: { moves: 1 } })).toEqual(
      refusedWith([
        {
          ruleId: "MUMG-MOVE-3",
          key: "TTM.Mumg.Reason.AlreadyMoved",
          severity: "illegal",
          data: { name: "iron" },
        },
      ]),
    );
  });

  it("MUMG-MOVE-3, MUMG-ENSNARE-1: Agile after two actions, and a declared tier Ensnare took to 0: the note, then both refusals", () => {
    const v = judge(open({ movement: "4/7", agile: true, ensnare: 4 }), "iron", line, {
      ledger: { moves: 2 },
      declarations: { pow: 1 },
    });
    expect(v).toEqual(
      refusedWith([
        {
          ruleId: "MUMG-ENSNARE-1",
          key: "TTM.Mumg.Reason.Ensnared",
          severity: "info",
          data: { x: 4, values: "0/3" },
        },
        {
          ruleId: "MUMG-MOVE-3",
          key: "TTM.Mumg.Reason.AgileMovedTwice",
          severity: "illegal",
          data: { name: "iron" },
        },
        {
          ruleId: "MUMG-ENSNARE-1",
          key: "TTM.Mumg.Reason.TierEnsnared",
          severity: "illegal",
          data: { pow: 1, x: 4 },
        },
      ]),
    );
  });

  it("MUMG-ENSNARE-1: every value at 0: CannotMove names the model and X; with the 2nd tier declared it is TierEnsnared instead", () => {
    const held = open({ movement: "4/7", ensnare: 9 });
    const note = {
      ruleId: "MUMG-ENSNARE-1",
      key: "TTM.Mumg.Reason.Ensnared",
      severity: "info",
      data: { x: 9, values: "0/0" },
    };
    expect(judge(held, "iron", line)).toEqual(
      refusedWith([
        note,
        {
          ruleId: "MUMG-ENSNARE-1",
          key: "TTM.Mumg.Reason.CannotMove",
          severity: "illegal",
          data: { name: "iron", x: 9 },
        },
      ]),
    );
    expect(judge(held, "iron", line, { declarations: { pow: 2 } })).toEqual(
      refusedWith([
        note,
        {
          ruleId: "MUMG-ENSNARE-1",
          key: "TTM.Mumg.Reason.TierEnsnared",
          severity: "illegal",
          data: { pow: 2, x: 9 },
        },
      ]),
    );
  });

  it("MUMG-ENSNARE-1: Ensnare 2 on 4/7/14: the note, 4 inches for 2 POW, the tiers named 2.0 and 5.0 on the ruler", () => {
    const v = judge(open({ ensnare: 2 }), "iron", pts([2, 18], [6, 18]));
    expect(v).toEqual({
      legal: true,
      reasons: [
        {
          ruleId: "MUMG-ENSNARE-1",
          key: "TTM.Mumg.Reason.Ensnared",
          severity: "info",
          data: { x: 2, values: "2/5/12" },
        },
      ],
      length: 4,
      allowance: 12,
      cost: { amount: 2, key: "TTM.Mumg.Cost", data: { distance: "4.0", pow: 2, unit: U } },
      reach: { distance: 4, point: { x: 6, y: 18 } },
      legalPath: pts([2, 18], [6, 18]),
      bands: [
        {
          from: 0,
          to: 2,
          style: "ok",
          tier: 1,
          key: "TTM.Mumg.Band.Tier",
          data: { pow: 1, value: "2.0", unit: U },
        },
        {
          from: 2,
          to: 4,
          style: "tier",
          tier: 2,
          key: "TTM.Mumg.Band.Tier",
          data: { pow: 2, value: "5.0", unit: U },
        },
      ],
      prompts: [],
      effects: [
        { type: "ledger", modelId: "iron", changes: { moves: 1, powSpent: 2 }, ruleId: "MUMG-MOVE-3" },
      ],
      contacts: [],
    });
  });
});

describe("MUMG special movement powers, whole verdicts", () => {
  it("MUMG-OTHER-1: an unknown power is refused by name; a card with none says so; the move stays put", () => {
    expect(
      judge(open({ powers: "Web: 5: 1" }), "iron", line, {
        action: "power",
        declarations: { power: "Teleport" },
      }),
    ).toEqual(
      refusedWith([
        {
          ruleId: "MUMG-OTHER-1",
          key: "TTM.Mumg.Reason.UnknownPower",
          severity: "illegal",
          data: { name: "iron", power: "Teleport" },
        },
      ]),
    );
    expect(judge(open(), "iron", line, { action: "power" })).toEqual(
      refusedWith([
        {
          ruleId: "MUMG-OTHER-1",
          key: "TTM.Mumg.Reason.NoPower",
          severity: "illegal",
          data: { name: "iron" },
        },
      ]),
    );
  });

  it("MUMG-OTHER-1: the only power on the card is used without a note, after the movement action, Ensnare or not; uses are counted", () => {
    // Ensnare reduces Movement values; a power has its own distance and is no movement action.
    const v = judge(open({ powers: "Web: 5: 1", ensnare: 3 }), "iron", line, {
      action: "power",
      ledger: { moves: 1, powerUses: 1, powSpent: 2 },
      declarations: { round: 2 },
    });
    expect(v).toEqual({
      legal: true,
      reasons: [],
      length: 3,
      allowance: 5,
      cost: { amount: 1, key: "TTM.Mumg.CostPower", data: { name: "Web", distance: "3.0", pow: 1, unit: U } },
      reach: { distance: 3, point: { x: 5, y: 18 } },
      legalPath: line,
      bands: [
        { from: 0, to: 3, style: "ok", tier: 1, key: "TTM.Mumg.Band.Power", data: { name: "Web", pow: 1 } },
      ],
      prompts: [],
      effects: [
        {
          type: "ledger",
          modelId: "iron",
          changes: { round: 2, moves: 1, powSpent: 3, powerUses: 2 },
          ruleId: "MUMG-OTHER-1",
        },
      ],
      contacts: [],
    });
  });

  it("MUMG-OTHER-1: of two powers the first is assumed and said; a 2 POW power's whole stretch shows as within the move", () => {
    const v = judge(open({ powers: "Swing: 6: 2; Web: 5: 1" }), "iron", line, { action: "power" });
    expect(v.reasons).toEqual([
      {
        ruleId: "MUMG-OTHER-1",
        key: "TTM.Mumg.Reason.PowerAssumed",
        severity: "info",
        data: { name: "Swing" },
      },
    ]);
    expect(v.bands).toEqual([
      { from: 0, to: 3, style: "ok", tier: 2, key: "TTM.Mumg.Band.Power", data: { name: "Swing", pow: 2 } },
    ]);
    expect(v.cost).toEqual({
      amount: 2,
      key: "TTM.Mumg.CostPower",
      data: { name: "Swing", distance: "3.0", pow: 2, unit: U },
    });
    expect(v.effects).toEqual([
      {
        type: "ledger",
        modelId: "iron",
        changes: { moves: 0, powSpent: 2, powerUses: 1 },
        ruleId: "MUMG-OTHER-1",
      },
    ]);
  });
});

describe("MUMG movement action, what it spends and where it ends", () => {
  it("MUMG-MOVE-3: a path of no length is a question, not a move: legal, free, no band, no ledger entry", () => {
    expect(judge(open(), "iron", pts([2, 18]))).toEqual({
      legal: true,
      reasons: [],
      length: 0,
      allowance: 14,
      cost: { amount: 0, key: "TTM.Mumg.Cost", data: { distance: "0.0", pow: 0, unit: U } },
      reach: { distance: 0, point: { x: 2, y: 18 } },
      legalPath: [{ x: 2, y: 18 }],
      bands: [],
      prompts: [],
      effects: [],
      contacts: [],
    });
  });

  it("MUMG-ROUGH-1, MUMG-MOVE-2: 10 inches of rubble count 20; 3/5 goes 2.5 for 2 POW, and nothing is left of the path's allowance", () => {
    const b = table({
      models: [hero("cap", 2, 18, { movement: "3/5" })],
      terrain: [{ id: "rubble", kind: "difficult", polygon: rect(2, 0, 14, 36) }],
    });
    expect(judge(b, "cap", pts([2, 18], [12, 18]))).toEqual({
      legal: false,
      reasons: [
        {
          ruleId: "MUMG-MOVE-2",
          key: "TTM.Mumg.Reason.TwoValues",
          severity: "illegal",
          data: { counted: "20.0", allowance: "5.0", unit: U },
        },
      ],
      length: 10,
      allowance: 0,
      cost: {
        amount: 2,
        key: "TTM.Mumg.CostCounted",
        data: { distance: "2.5", pow: 2, unit: U, counted: "5.0" },
      },
      reach: { distance: 2.5, point: { x: 4.5, y: 18 } },
      legalPath: pts([2, 18], [4.5, 18]),
      bands: [
        { from: 0, to: 1.5, style: "double", tier: 1, key: "TTM.Mumg.Band.Double", data: { pow: 1 } },
        { from: 1.5, to: 2.5, style: "double", tier: 2, key: "TTM.Mumg.Band.Double", data: { pow: 2 } },
        { from: 2.5, to: 10, style: "over", key: "TTM.Mumg.Band.Over", data: { allowance: "5.0", unit: U } },
      ],
      prompts: [],
      effects: [
        { type: "ledger", modelId: "cap", changes: { moves: 1, powSpent: 2 }, ruleId: "MUMG-MOVE-3" },
      ],
      contacts: [],
    });
  });

  it("MUMG-FLY-1: a flyer leaving a 6 inch roof flies down: no fall, no climb, its new level under MUMG-FLY-1", () => {
    const b = table({
      models: [hero("s", 25, 10, { fly: true }, { elevation: 6 })],
      terrain: [{ id: "roof", kind: "vertical", polygon: rect(20, 0, 30, 20), height: 6 }],
    });
    const v = judge(b, "s", pts([25, 10], [25, 24]));
    expect([v.legal, v.reasons, v.prompts, v.cost]).toEqual([
      true,
      [],
      [],
      { amount: 3, key: "TTM.Mumg.Cost", data: { distance: "14.0", pow: 3, unit: U } },
    ]);
    expect(v.effects).toEqual([
      { type: "ledger", modelId: "s", changes: { moves: 1, powSpent: 3 }, ruleId: "MUMG-MOVE-3" },
      { type: "elevation", modelId: "s", elevation: 0, ruleId: "MUMG-FLY-1" },
    ]);
  });

  it("MUMG-WALLCRAWL-1: a Wall-Crawler already clinging at a roof's edge, asked with a path of no length, is told nothing", () => {
    const b = table({
      models: [hero("spidey", 25, 20, { wallCrawler: true }, { elevation: 6 })],
      terrain: [{ id: "roof", kind: "vertical", polygon: rect(20, 0, 30, 20), height: 6 }],
    });
    const v = judge(b, "spidey", pts([25, 20]));
    expect([v.legal, v.reasons, v.bands, v.effects]).toEqual([true, [], [], []]);
  });

  it("MUMG-WALLCRAWL-1: a world option that is not a boolean is refused, naming the ruleset and the option", () => {
    const out = evaluateMove(mumg, open(), {
      modelId: "iron",
      action: "move",
      path: line,
      options: { wallCrawlerMustTouchSurface: "maybe" },
    });
    expect(out.ok ? "accepted" : { key: out.error.key, data: out.error.data }).toEqual({
      key: "TTM.Error.ProfileField",
      data: { id: "mumg", field: "wallCrawlerMustTouchSurface", value: '"maybe"' },
    });
  });
});
