import { describe, expect, it } from "vitest";
import { R, hero, judge, ledgerOf, pts, rect, ruleIds, table, villain } from "./helpers";

const roof = { id: "roof", name: "Roof", kind: "vertical" as const, polygon: rect(20, 0, 30, 20), height: 6 };
const ditch = { id: "ditch", kind: "gap" as const, polygon: rect(10, 0, 12, 36), elevation: -2, height: 2 };
const rubble = { id: "rubble", kind: "difficult" as const, polygon: rect(4, 0, 6, 36) };

describe("MUMG Fly", () => {
  it("MUMG-FLY-1: a flyer counts gaps, rough terrain and climbs once", () => {
    const b = table({
      models: [hero("storm", 2, 30, { fly: true }), hero("walker", 2, 32)],
      terrain: [ditch, rubble],
    });
    const flown = judge(b, "storm", pts([2, 30], [14, 30]));
    expect(flown).toMatchObject({
      legal: true,
      cost: { amount: 3, key: "TTM.Mumg.Cost", data: { distance: "12.0" } },
    });
    expect(flown.bands.some((x) => x.style === "double")).toBe(false);
    expect(flown.reasons).toContainEqual(
      expect.objectContaining({
        ruleId: "MUMG-FLY-1",
        severity: "info",
        data: { saved: "4.0", unit: "TTM.Unit.in" },
      }),
    );
    // The same path walked counts 16: beyond 14.
    expect(judge(b, "walker", pts([2, 32], [14, 32])).legal).toBe(false);
  });

  it("MUMG-FLY-1: it flies onto a roof without climbing and lands on it", () => {
    const b = table({ models: [hero("storm", 15, 25, { fly: true })], terrain: [roof] });
    const v = judge(b, "storm", pts([15, 25], [22, 15]));
    expect(v.legal).toBe(true);
    expect(v.cost.key).toBe("TTM.Mumg.Cost");
    expect(v.effects).toContainEqual({
      type: "elevation",
      modelId: "storm",
      elevation: 6,
      ruleId: "MUMG-FLY-1",
    });
  });

  it("MUMG-FLY-1: it passes over bases in any direction but may not end overlapping one", () => {
    const b = table({ models: [hero("storm", 2, 18, { fly: true }), villain("foe", 5, 18)] });
    expect(judge(b, "storm", pts([2, 18], [8, 18])).legal).toBe(true);
    const onto = judge(b, "storm", pts([2, 18], [5.5, 18]));
    expect(onto.legal).toBe(false);
    expect(onto.reach.distance).toBeCloseTo(3 - 2 * R, 6);
    expect(onto.contacts).toEqual(["foe"]);
  });
});

describe("MUMG Wall-Crawler", () => {
  it("MUMG-WALLCRAWL-1: climbing counts once", () => {
    const b = table({
      models: [hero("spidey", 15, 10, { wallCrawler: true }), hero("iron", 15, 12)],
      terrain: [roof],
    });
    const crawl = judge(b, "spidey", pts([15, 10], [23, 10]));
    // 8 along the ground and roof, 6 up counted once: 14.
    expect(crawl).toMatchObject({ legal: true, cost: { amount: 3, data: { counted: "14.0" } } });
    expect(crawl.reasons).toContainEqual(
      expect.objectContaining({ ruleId: "MUMG-WALLCRAWL-1", key: "TTM.Mumg.Reason.CrawlOnce" }),
    );
    // Climbing counts double for others: 8 + 12 is beyond 14.
    expect(judge(b, "iron", pts([15, 12], [23, 12])).legal).toBe(false);
  });

  it("MUMG-WALLCRAWL-1: a Wall-Crawler may end half over a roof's edge; another model may not", () => {
    const b = table({
      models: [
        hero("spidey", 25, 17, { wallCrawler: true }, { elevation: 6 }),
        hero("iron", 27, 17, {}, { elevation: 6 }),
      ],
      terrain: [roof],
    });
    const half = judge(b, "spidey", pts([25, 17], [25, 20]));
    expect(half.legal).toBe(true);
    expect(half.reach.distance).toBeCloseTo(3, 9);
    expect(half.reasons).toContainEqual(
      expect.objectContaining({ ruleId: "MUMG-WALLCRAWL-1", key: "TTM.Mumg.Reason.Clings" }),
    );
    const other = judge(b, "iron", pts([27, 17], [27, 20]));
    expect(ruleIds(other)).toEqual(["MUMG-MOVE-6"]);
    expect(other.reach.distance).toBeCloseTo(3 - R, 6);
  });

  it("MUMG-WALLCRAWL-1: it may not end overlapping another model's base", () => {
    const b = table({
      models: [
        hero("spidey", 25, 17, { wallCrawler: true }, { elevation: 6 }),
        villain("foe", 25, 20 + R, { elevation: 6 }),
      ],
      terrain: [roof],
    });
    const v = judge(b, "spidey", pts([25, 17], [25, 20]), {
      options: { wallCrawlerMustTouchSurface: false },
    });
    expect(v.legal).toBe(false);
    expect(v.reach.distance).toBeCloseTo(3 + R - 2 * R, 6);
  });

  it("MUMG-WALLCRAWL-1: with the world option on it must cling to something climbable; off, anywhere", () => {
    // Half over the ditch's edge: a hole, not a wall or roof.
    const b = table({ models: [hero("spidey", 7, 18, { wallCrawler: true })], terrain: [ditch] });
    const path = pts([7, 18], [10, 18]);
    const on = judge(b, "spidey", path);
    expect(on.legal).toBe(false);
    expect(on.reasons[0]).toMatchObject({ ruleId: "MUMG-WALLCRAWL-1", key: "TTM.Mumg.Reason.MustTouch" });
    expect(on.reach.distance).toBeCloseTo(3 - R, 6);
    const off = judge(b, "spidey", path, { options: { wallCrawlerMustTouchSurface: false } });
    expect(off.legal).toBe(true);
    expect(off.reach.distance).toBeCloseTo(3, 9);
  });
});

describe("MUMG special movement powers", () => {
  const spidey = () =>
    table({
      models: [hero("spidey", 2, 18, { powers: "Web-swing: 10: 2; Super-jump: 8: 1" }), hero("iron", 2, 30)],
      terrain: [rubble],
    });

  it("MUMG-OTHER-1: a power moves its own distance for its own POW and does not use the movement action", () => {
    const b = spidey();
    const v = judge(b, "spidey", pts([2, 18], [10, 18]), {
      action: "power",
      declarations: { power: "web-swing" },
      ledger: { moves: 1, powSpent: 2 },
    });
    // 8 inches, 2 of them rough: 10 counted, all Web-swing allows.
    expect(v).toMatchObject({
      legal: true,
      cost: { amount: 2, key: "TTM.Mumg.CostPower", data: { name: "Web-swing" } },
    });
    expect(ledgerOf(v)).toEqual({ moves: 1, powSpent: 4, powerUses: 1 });
    expect(v.bands.every((x) => x.style === "ok" || x.style === "double")).toBe(true);
    const jump = judge(b, "spidey", pts([2, 18], [10, 18]), {
      action: "power",
      declarations: { power: "Super-jump" },
    });
    expect(jump.reasons[0]).toMatchObject({ ruleId: "MUMG-OTHER-1", key: "TTM.Mumg.Reason.PowerTooFar" });
    expect(jump.reach.distance).toBeCloseTo(6, 9);
  });

  it("MUMG-OTHER-1: without a declaration the first power on the card is used; unknown or missing powers are refused", () => {
    const b = spidey();
    const first = judge(b, "spidey", pts([2, 18], [3, 18]), { action: "power" });
    expect(first.cost.data).toMatchObject({ name: "Web-swing" });
    expect(first.reasons).toContainEqual(expect.objectContaining({ key: "TTM.Mumg.Reason.PowerAssumed" }));
    const unknown = judge(b, "spidey", pts([2, 18], [3, 18]), {
      action: "power",
      declarations: { power: "Teleport" },
    });
    expect(unknown.reasons[0]).toMatchObject({ ruleId: "MUMG-OTHER-1", key: "TTM.Mumg.Reason.UnknownPower" });
    const none = judge(b, "iron", pts([2, 30], [3, 30]), { action: "power" });
    expect(none.reasons[0]).toMatchObject({ ruleId: "MUMG-OTHER-1", key: "TTM.Mumg.Reason.NoPower" });
    expect(none.reach.distance).toBe(0);
  });
});
