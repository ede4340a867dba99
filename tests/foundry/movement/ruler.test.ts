// The ruler: band colours for core's segment, waypoint and grid-highlight styles, and the label
// context (ruler/plan.ts, styles.ts, label.ts), then the TokenRuler subclass over a fake core
// ruler that returns core-like default styles. No canvas, no PIXI: what is checked is what the
// subclass hands back to core.
import { describe, expect, it } from "vitest";
import type { Verdict } from "../../../src/engine/ruleset";
import { PALETTE, bandColor } from "../../../src/overlay/colors";
import { labelContext } from "../../../src/foundry/ruler/label";
import {
  distanceAlong,
  pieceFor,
  plannedChain,
  rulerPlan,
  type RulerPoint,
} from "../../../src/foundry/ruler/plan";
import { bandColorFor, highlightStyle, segmentStyle, waypointStyle } from "../../../src/foundry/ruler/styles";
import { createRulesRuler, RULER_LABEL_TEMPLATE } from "../../../src/foundry/ruler/token-ruler";
import { coreLabelContext } from "../core-fakes";
import { renderTemplate, signumTable, testEnv, translator, wp, type FakeTokenDoc } from "./fakes";
import type { MovementEnv } from "../../../src/foundry/movement/env";

/** A run of an M model: 10 cm walk, 5 cm more of run, then 3 cm beyond the L allowance. */
const verdict: Verdict = {
  legal: false,
  reasons: [{ ruleId: "SIGNUM-RUN-1", key: "TTM.Signum.Reason.RunXL", severity: "illegal" }],
  length: 18,
  allowance: 15,
  cost: { amount: 15, key: "TTM.Signum.CostRun", data: { distance: "15.0", from: "M", to: "L" } },
  reach: { distance: 15, point: { x: 15, y: 0 } },
  legalPath: [],
  bands: [
    { from: 0, to: 10, style: "ok", key: "TTM.Band.Move" },
    { from: 10, to: 15, style: "tier", tier: 2, key: "TTM.Signum.Band.Run" },
    { from: 15, to: 18, style: "over", key: "TTM.Band.Over", data: { allowance: "15.0" } },
  ],
  prompts: [
    {
      id: "p",
      ruleId: "SIGNUM-BACKSTAB-1",
      kind: "roll",
      formula: "1d6",
      key: "TTM.Signum.Prompt.Backstab",
      data: { name: "Orc" },
      at: 0,
    },
  ],
  effects: [],
  contacts: [],
};
const path = [
  { x: 0, y: 0 },
  { x: 18, y: 0 },
];
const plan = rulerPlan(path, verdict, translator(), { unit: "cm", declared: ["Run"], explain: true });

describe("bands along the ruler", () => {
  it("a segment takes the band it ends in; one ending on a boundary keeps the cheaper band", () => {
    expect(pieceFor(plan, 0, 5)?.style).toBe("ok");
    expect(pieceFor(plan, 5, 10)?.style).toBe("ok");
    expect(pieceFor(plan, 5, 12)?.style).toBe("tier");
    expect(pieceFor(plan, 12, 18)?.style).toBe("over");
    expect(pieceFor(plan, 18, 25)?.style).toBe("over");
    expect(pieceFor(plan, 0, 0)?.style).toBe("ok");
    expect(bandColorFor(plan, 5, 12)).toBe(bandColor("tier", 2));
    expect(bandColorFor(undefined, 0, 1)).toBeNull();
  });

  it("recolours core's styles but keeps what core hides hidden", () => {
    expect(segmentStyle({ width: 4, color: 1, alpha: 1 }, PALETTE.ok)).toEqual({
      width: 4,
      color: PALETTE.ok,
      alpha: 1,
    });
    expect(segmentStyle({ width: 0, color: 1 }, PALETTE.ok)).toEqual({ width: 0, color: 1 });
    expect(waypointStyle({ radius: 0 }, PALETTE.ok)).toEqual({ radius: 0 });
    expect(waypointStyle({ radius: 5, color: 2 }, PALETTE.over)).toEqual({ radius: 5, color: PALETTE.over });
    expect(highlightStyle({ alpha: 0 }, PALETTE.ok)).toEqual({ alpha: 0 });
    expect(highlightStyle({ alpha: 0.5 }, PALETTE.ok)).toEqual({ alpha: 0.5, color: PALETTE.ok });
    expect(segmentStyle({ width: 4, color: 1 }, null)).toEqual({ width: 4, color: 1 });
  });

  it("measures a ruler waypoint back along the planned stage only", () => {
    const history: RulerPoint = { center: { x: -500, y: 0 }, stage: "passed", previous: null };
    const a: RulerPoint = { center: { x: 0, y: 0 }, stage: "planned", previous: history };
    const b: RulerPoint = { center: { x: 300, y: 400 }, stage: "planned", previous: a };
    const c: RulerPoint = { center: { x: 300, y: 500 }, stage: "planned", previous: b };
    expect(distanceAlong(a, 0.025)).toBe(0);
    expect(distanceAlong(c, 0.025)).toBeCloseTo(600 * 0.025);
    expect(plannedChain(c)).toEqual([a, b, c]);
  });
});

describe("labelContext", () => {
  const core = coreLabelContext({ cssClass: "last" });

  it("the last label: the game's cost, what is over, the prompts, declarations and reasons", () => {
    const ctx = labelContext(plan, { from: 10, to: 18, last: true }, translator());
    expect(ctx).toMatchObject({
      style: "over",
      cost: "15.0 cm · M → run L",
      over: "3.0 cm",
      declared: ["Run"],
      prompts: [
        {
          icon: "fa-solid fa-dice-d6",
          ruleId: "SIGNUM-BACKSTAB-1",
          text: "Backstab from Orc: one attack die, it cannot be defended.",
        },
      ],
      last: true,
    });
    expect(ctx.budgetLeft).toBeUndefined();
    expect(ctx.reasons).toHaveLength(1);
  });

  it("an intermediate label: the distance so far, its band, the budget left; no reasons", () => {
    const ru = rulerPlan(path, verdict, translator("ru"), { unit: "cm", declared: [], explain: true });
    const ctx = labelContext(ru, { from: 0, to: 12, last: false }, translator("ru"));
    expect(ctx).toMatchObject({
      style: "tier",
      cost: "12.0 см",
      band: "Бег",
      budgetLeft: "3.0 см",
      last: false,
    });
    expect(ctx.reasons).toEqual([]);
    expect(ctx.prompts).toEqual([]);
  });

  it("a verdict's own remaining (movement points on squares) is the last label's budget; intermediate labels leave it out", () => {
    const counted: Verdict = {
      ...verdict,
      remaining: { amount: 2, key: "TTM.Du.Left", data: { points: 2 } },
    };
    const own = rulerPlan(path, counted, translator(), { unit: "cm", declared: [], explain: true });
    const last = labelContext(own, { from: 10, to: 18, last: true }, translator());
    expect(last.budgetLeft).toBe("2 MP left");
    expect(last.over).toBeUndefined();
    const mid = labelContext(own, { from: 0, to: 12, last: false }, translator());
    expect(mid.budgetLeft).toBeUndefined();
    expect(mid.over).toBeUndefined();
  });

  it("MUMG-CLIMB-1: a climb that counts double is named in the last label, since core's segments cannot show it", () => {
    const climb: Verdict = {
      ...verdict,
      bands: [
        { from: 0, to: 10, style: "ok", key: "TTM.Band.Move" },
        {
          from: 10,
          to: 10,
          style: "double",
          key: "TTM.Mumg.Band.ClimbUp",
          data: { height: "2.0", counted: "4.0", unit: "TTM.Unit.in", pow: 2 },
        },
        { from: 10, to: 18, style: "tier", tier: 2, key: "TTM.Band.Move" },
      ],
    };
    const withClimb = rulerPlan(path, climb, translator(), { unit: "in", declared: [], explain: true });
    const last = labelContext(withClimb, { from: 10, to: 18, last: true }, translator());
    expect(last.marks).toEqual(["Climbs up 2.0 in: counts double, 4.0 in (2 POW)"]);
    expect(labelContext(withClimb, { from: 0, to: 10, last: false }, translator()).marks).toEqual([]);
    expect(labelContext(plan, { from: 10, to: 18, last: true }, translator()).marks).toEqual([]);
  });

  it("reasons stay hidden when the world does not explain them", () => {
    const quiet = rulerPlan(path, verdict, translator(), { unit: "cm", declared: [], explain: false });
    expect(labelContext(quiet, { from: 10, to: 18, last: true }, translator()).reasons).toEqual([]);
  });

  it("renders through templates/ruler-label.hbs in every language, names escaped", () => {
    for (const lang of ["en", "es", "ru"] as const) {
      const ctx = labelContext(
        { ...plan, declared: ["<b>Run</b>"] },
        { from: 10, to: 18, last: true },
        translator(lang),
      );
      const html = renderTemplate("ruler-label.hbs", { ...core, ttm: ctx }, lang);
      expect(html).toMatch(/^<div class="waypoint-label ttm-ruler-label ttm-ruler-label--over last">/);
      expect(html).toContain("fa-dice-d6");
      expect(html).toContain("&lt;b&gt;Run&lt;/b&gt;");
      expect(html).not.toMatch(/TTM\.|\{[a-z]+\}/);
    }
  });
});

/** Core's TokenRuler as the subclass sees it: fixed default styles, a label context, refresh. */
class FakeCoreRuler {
  static WAYPOINT_LABEL_TEMPLATE = "templates/hud/waypoint-label.hbs";
  refreshed = 0;
  constructor(readonly token: { document: FakeTokenDoc }) {}
  refresh(_data: unknown): void {
    this.refreshed++;
  }
  _getSegmentStyle(_w: unknown) {
    return { width: 4, color: 0xffffff, alpha: 1 };
  }
  _getWaypointStyle(_w: unknown) {
    return { radius: 6, color: 0xffffff, alpha: 1 };
  }
  _getGridHighlightStyle(_w: unknown, _o: unknown) {
    return { color: 0xffffff, alpha: 0.25 };
  }
  _getWaypointLabelContext(w: { explicit?: boolean; next: unknown }, _s: unknown) {
    if (!w.explicit && w.next) return undefined;
    return coreLabelContext({ position: { x: 1, y: 2 } });
  }
}

interface TestWaypoint {
  userId: string;
  stage: "planned" | "passed" | "pending";
  center: { x: number; y: number };
  previous: TestWaypoint | null;
  next: TestWaypoint | null;
  explicit: boolean;
}

/** Core's ruler waypoints along a planned path of pixel centres. */
function rulerWaypoints(userId: string, centres: [number, number][]): TestWaypoint[] {
  const out: TestWaypoint[] = [];
  for (const [x, y] of centres) {
    const w: TestWaypoint = {
      userId,
      stage: "planned",
      center: { x, y },
      previous: out.at(-1) ?? null,
      next: null,
      explicit: true,
    };
    if (w.previous) w.previous.next = w;
    out.push(w);
  }
  return out;
}

describe("the TokenRuler subclass", () => {
  function makeRuler(env: MovementEnv) {
    const { add } = signumTable();
    const a = add("a", 200, 200);
    const Ruler = createRulesRuler(FakeCoreRuler as never, () => env) as unknown as new (
      t: unknown,
    ) => FakeCoreRuler & {
      _getWaypointLabelContext(w: unknown, s: unknown): Record<string, unknown> | undefined;
    };
    return { ruler: new Ruler({ document: a }), Ruler };
  }

  it("uses the module's label template", () => {
    const { Ruler } = makeRuler(testEnv());
    expect((Ruler as unknown as { WAYPOINT_LABEL_TEMPLATE: string }).WAYPOINT_LABEL_TEMPLATE).toBe(
      RULER_LABEL_TEMPLATE,
    );
    expect(RULER_LABEL_TEMPLATE).toBe("modules/tabletop-movement/templates/ruler-label.hbs");
  });

  it("colours a player's planned 15 cm drag of an M model: teal to 10 cm, red beyond", () => {
    const env = testEnv();
    const { ruler } = makeRuler(env);
    // The planned path core broadcasts: found path to 10 cm, the rest unreachable.
    ruler.refresh({
      plannedMovement: {
        player: { foundPath: [wp(200, 200), wp(600, 200)], unreachableWaypoints: [wp(800, 200)] },
      },
    });
    expect(ruler.refreshed).toBe(1);
    const [w0, w1, w2] = rulerWaypoints("player", [
      [250, 250],
      [650, 250],
      [850, 250],
    ]);
    expect(ruler._getSegmentStyle(w1)).toEqual({ width: 4, color: PALETTE.ok, alpha: 1 });
    expect(ruler._getSegmentStyle(w2)).toEqual({ width: 4, color: PALETTE.over, alpha: 1 });
    expect(ruler._getWaypointStyle(w2).color).toBe(PALETTE.over);
    expect(ruler._getGridHighlightStyle(w1, { i: 0, j: 0 }).color).toBe(PALETTE.ok);
    const label = ruler._getWaypointLabelContext(w2, {})!;
    // The cost is what the model may travel (10 cm); the label says how far the cursor is over.
    // Core's context stays whole beside it.
    expect(label).toMatchObject({
      ...coreLabelContext({ position: { x: 1, y: 2 } }),
      ttm: { style: "over", cost: "10.0 cm · M", over: "5.0 cm", last: true },
    });
    expect(ruler._getWaypointLabelContext(w0, {})).toMatchObject({ ttm: { cost: "0.0 cm", last: false } });
  });

  it("another user's ruler is judged with that user's shared declarations", () => {
    const env = testEnv();
    env.store.setRemote("p2", ["a"], { action: "run", values: {} });
    const { ruler } = makeRuler(env);
    ruler.refresh({ plannedMovement: { p2: { foundPath: [wp(200, 200), wp(800, 200)] } } });
    const [, w1] = rulerWaypoints("p2", [
      [250, 250],
      [850, 250],
    ]);
    expect(ruler._getSegmentStyle(w1).color).toBe(bandColor("tier", 2));
    expect(ruler._getWaypointLabelContext(w1, {})).toMatchObject({
      ttm: { cost: "15.0 cm · M → run L", declared: ["Run"] },
    });
  });

  it("passed and pending stages, and paths it cannot judge, keep core's styles", () => {
    const env = testEnv();
    const { ruler } = makeRuler(env);
    ruler.refresh({ plannedMovement: {} });
    const [w0, w1] = rulerWaypoints("player", [
      [250, 250],
      [650, 250],
    ]);
    expect(ruler._getSegmentStyle(w1)).toEqual({ width: 4, color: 0xffffff, alpha: 1 });
    w1!.stage = "passed";
    expect(ruler._getWaypointLabelContext(w1, {})).toEqual(coreLabelContext({ position: { x: 1, y: 2 } }));
    expect(ruler._getWaypointLabelContext({ ...w0, explicit: false }, {})).toBeUndefined();
  });

  it("a path starting elsewhere than the token gets the token's position first", () => {
    const env = testEnv();
    const { ruler } = makeRuler(env);
    ruler.refresh({ plannedMovement: { player: { foundPath: [wp(600, 200)] } } });
    const [, w1] = rulerWaypoints("player", [
      [250, 250],
      [650, 250],
    ]);
    expect(ruler._getSegmentStyle(w1).color).toBe(PALETTE.ok);
  });
});

describe("every label renders, with core's context where the module has no plan", () => {
  /** The rendered label: one root element, no unrendered object. */
  function rendered(ctx: Record<string, unknown> | undefined, lang: "en" | "es" | "ru" = "en"): string {
    const html = renderTemplate("ruler-label.hbs", ctx ?? {}, lang).trim();
    expect(html).not.toContain("[object Object]");
    expect(html.match(/^<div class="waypoint-label[^"]*">[\s\S]*<\/div>$/)).not.toBeNull();
    expect(html.slice(1).match(/<div/g)).toBeNull(); // a single root element, as core parses it
    return html;
  }

  function rulerOn(env: MovementEnv, sceneUnits?: string) {
    const { add, scene } = signumTable();
    if (sceneUnits) (scene.grid as { units: string }).units = sceneUnits;
    const a = add("a", 200, 200);
    const Ruler = createRulesRuler(FakeCoreRuler as never, () => env) as unknown as new (
      t: unknown,
    ) => FakeCoreRuler & {
      _getWaypointLabelContext(w: unknown, s: unknown): Record<string, unknown> | undefined;
    };
    return new Ruler({ document: a });
  }

  it("passed and pending waypoints (a move animating) show core's distance, cost and action", () => {
    const ruler = rulerOn(testEnv());
    ruler.refresh({ passedWaypoints: [], pendingWaypoints: [], plannedMovement: {} });
    for (const stage of ["passed", "pending"] as const) {
      const [, w1] = rulerWaypoints("player", [
        [250, 250],
        [650, 250],
      ]);
      w1!.stage = stage;
      const html = rendered(ruler._getWaypointLabelContext(w1, {}));
      expect(html).toContain("12.5 cm");
      expect(html).toContain("+2.5");
      expect(html).toContain("fa-person-walking");
      expect(html).not.toContain("ttm-ruler-label");
    }
  });

  it("another user's planned move the module could not judge, and a scene the ruleset refuses, show core's label", () => {
    const ruler = rulerOn(testEnv());
    ruler.refresh({ plannedMovement: { p2: { foundPath: [] } } });
    const [, w1] = rulerWaypoints("p2", [
      [250, 250],
      [650, 250],
    ]);
    expect(rendered(ruler._getWaypointLabelContext(w1, {}))).toContain("12.5 cm");

    const feet = rulerOn(testEnv(), "ft");
    feet.refresh({ plannedMovement: { player: { foundPath: [wp(200, 200), wp(600, 200)] } } });
    const [, f1] = rulerWaypoints("player", [
      [250, 250],
      [650, 250],
    ]);
    expect(feet._getWaypointLabelContext(f1, {})).toEqual(coreLabelContext({ position: { x: 1, y: 2 } }));
    expect(rendered(feet._getWaypointLabelContext(f1, {}))).toContain("12.5 cm");
  });

  it("this user's and another user's judged moves show the game's label, in every language", () => {
    const env = testEnv();
    env.store.setRemote("p2", ["a"], { action: "run", values: {} });
    const ruler = rulerOn(env);
    ruler.refresh({
      plannedMovement: {
        player: { foundPath: [wp(200, 200), wp(600, 200)], unreachableWaypoints: [wp(800, 200)] },
        p2: { foundPath: [wp(200, 200), wp(800, 200)] },
      },
    });
    const mine = rulerWaypoints("player", [
      [250, 250],
      [650, 250],
      [850, 250],
    ]);
    const theirs = rulerWaypoints("p2", [
      [250, 250],
      [850, 250],
    ]);
    for (const lang of ["en", "es", "ru"] as const) {
      const last = rendered(ruler._getWaypointLabelContext(mine[2], {}), lang);
      expect(last).toContain("ttm-ruler-label--over");
      expect(last).not.toMatch(/TTM\.[A-Z]/);
      expect(rendered(ruler._getWaypointLabelContext(theirs[1], {}), lang)).toContain(
        "ttm-ruler-label--tier",
      );
    }
  });
});
