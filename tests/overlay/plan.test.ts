import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import type { BoardSpec, ModelSpec } from "../../src/engine/board/types";
import { evaluateMove } from "../../src/engine/evaluate";
import type { Point } from "../../src/engine/geometry/vec";
import type { Verdict } from "../../src/engine/ruleset";
import { PALETTE } from "../../src/overlay/colors";
import { makeTranslator } from "../../src/overlay/i18n";
import { formatDistance, planOverlay } from "../../src/overlay/plan";
import { mumg } from "../../src/rulesets/mumg";
import { signum } from "../../src/rulesets/signum";

const t = makeTranslator(en);
const hero: ModelSpec = {
  id: "hero",
  name: "Hero",
  side: "a",
  x: 10,
  y: 30,
  baseMm: 30,
  profile: { move: "M" },
};

function board(...more: ModelSpec[]): BoardSpec {
  return { unit: "cm", width: 60, height: 60, models: [hero, ...more] };
}

function verdict(spec: BoardSpec, path: Point[], action = "move"): Verdict {
  const out = evaluateMove(signum, spec, { modelId: "hero", action, path });
  if (!out.ok) throw out.error;
  return out.verdict;
}

const east = (cm: number): Point[] => [
  { x: 10, y: 30 },
  { x: 10 + cm, y: 30 },
];
const pts = (...xy: [number, number][]): Point[] => xy.map(([x, y]) => ({ x, y }));
const close = (p: Point, x: number, y: number): void => {
  expect(p.x).toBeCloseTo(x, 6);
  expect(p.y).toBeCloseTo(y, 6);
};

describe("planOverlay", () => {
  it("a legal 8 cm move: one ok piece, the reach at the end, cost and budget on the label", () => {
    const path = east(8);
    const plan = planOverlay(path, verdict(board(), path), t, { unit: "cm", moverRadius: 1.5 });
    expect(plan.legal).toBe(true);
    expect(plan.pieces).toHaveLength(1);
    const [ok] = plan.pieces;
    expect(ok).toMatchObject({ style: "ok", color: PALETTE.ok, dashed: false, from: 0, to: 8, text: "Move" });
    expect(ok!.points).toHaveLength(2);
    expect(plan.reach).toMatchObject({ distance: 8, radius: 1.5, short: false });
    expect(plan.label.lines.map((l) => [l.text, l.tone])).toEqual([
      ["8.0 cm · M", "main"],
      ["2.0 cm left", "muted"],
    ]);
    expect(plan.label.at).toEqual(path[1]);
  });

  it("SIGNUM-MOVE-1: 14 cm with M splits at 10 cm into ok and a dashed over piece, and says why", () => {
    const path = east(14);
    const plan = planOverlay(path, verdict(board(), path), t, { unit: "cm" });
    expect(plan.legal).toBe(false);
    expect(plan.pieces.map((p) => [p.style, p.from, p.to, p.dashed])).toEqual([
      ["ok", 0, 10, false],
      ["over", 10, 14, true],
    ]);
    close(plan.pieces[0]!.points.at(-1)!, 20, 30);
    close(plan.pieces[1]!.points[0]!, 20, 30);
    expect(plan.pieces[1]!.color).toBe(PALETTE.over);
    expect(plan.pieces[1]!.text).toBe("Beyond the allowance of 10.0");
    expect(plan.reach).toMatchObject({ distance: 10, short: true, radius: null });
    close(plan.reach!.point, 20, 30);
    const [, budget, reason] = plan.label.lines;
    expect(budget).toEqual({ text: "4.0 cm too far", tone: "illegal" });
    expect(reason).toEqual({
      text: "14.0 cm is more than the 10.0 cm of movement M.",
      tone: "illegal",
      ruleId: "SIGNUM-MOVE-1",
    });
  });

  it("SIGNUM-RUN-1: the run part of a 14 cm run is a tier-2 piece", () => {
    const path = east(14);
    const plan = planOverlay(path, verdict(board(), path, "run"), t, { unit: "cm" });
    expect(plan.legal).toBe(true);
    expect(plan.pieces.map((p) => [p.style, p.tier, p.from, p.to, p.color, p.text])).toEqual([
      ["ok", undefined, 0, 10, PALETTE.ok, "Move"],
      ["tier", 2, 10, 14, PALETTE.tier2, "Run"],
    ]);
    expect(plan.label.lines[0]!.text).toBe("14.0 cm · M → run L");
    expect(plan.label.lines[1]!.text).toBe("1.0 cm left");
  });

  it("SIGNUM-MOVE-2: a bent path is split at the band boundary and keeps its bend", () => {
    const path = [
      { x: 10, y: 30 },
      { x: 16, y: 30 },
      { x: 16, y: 38 },
    ];
    const plan = planOverlay(path, verdict(board(), path), t);
    expect(plan.pieces).toHaveLength(2);
    const [ok, over] = plan.pieces;
    expect(ok!.points).toHaveLength(3);
    close(ok!.points[1]!, 16, 30);
    close(ok!.points[2]!, 16, 34);
    expect(over!.points).toHaveLength(2);
    close(over!.points[0]!, 16, 34);
    close(over!.points[1]!, 16, 38);
    expect(plan.waypoints).toEqual(path);
  });

  it("a contact at the end rings the enemy, marks the touch and puts the prompt's die there", () => {
    // Built by hand from a plain 9 cm move, so this tests the overlay and not where the engine
    // decides the touch is (tests/signum covers that).
    const path = east(9);
    const base = verdict(board(), path);
    const v: Verdict = {
      ...base,
      contacts: ["orc"],
      prompts: [
        {
          id: "backstab:orc",
          ruleId: "SIGNUM-RUN-3",
          kind: "roll",
          formula: "1d6",
          key: "TTM.Signum.Prompt.Backstab",
          data: { name: "Orc" },
          sourceId: "orc",
          at: 9,
        },
        { id: "pick", ruleId: "X-1", kind: "choice", choices: ["a", "b"], key: "TTM.Nope" },
      ],
    };
    const plan = planOverlay(path, v, t, {
      unit: "cm",
      moverRadius: 1.5,
      locate: (id) => (id === "orc" ? { x: 22, y: 30, r: 1.5 } : undefined),
    });
    expect(plan.contacts).toHaveLength(1);
    const [c] = plan.contacts;
    expect(c!.ring).toEqual({ x: 22, y: 30, r: 1.5 });
    expect(c!.color).toBe(PALETTE.contact);
    // The touch point is one mover radius from the reach point, towards the orc.
    close(c!.point, 20.5, 30);
    const [roll, choice] = plan.prompts;
    expect(roll).toMatchObject({
      id: "backstab:orc",
      ruleId: "SIGNUM-RUN-3",
      kind: "roll",
      formula: "1d6",
      at: 9,
    });
    expect(roll!.text).toBe("Backstab from Orc: one attack die, it cannot be defended.");
    close(roll!.point, 19, 30);
    // A prompt with no distance happens where the move ends, beside the one already there.
    expect(choice).toMatchObject({ kind: "choice", formula: null, at: 9, stack: 1, text: "TTM.Nope" });
  });

  it("SIGNUM-BACKSTAB-1: two backstabs at the start fan out instead of stacking", () => {
    const a: ModelSpec = { id: "ga", name: "Goblin A", side: "b", x: 13.02, y: 30, baseMm: 30 };
    const b: ModelSpec = { id: "gb", name: "Goblin B", side: "b", x: 6.98, y: 30, baseMm: 30 };
    const path = [
      { x: 10, y: 30 },
      { x: 10, y: 36 },
    ];
    const plan = planOverlay(path, verdict(board(a, b), path), t);
    expect(plan.prompts.map((p) => [p.id, p.at, p.stack])).toEqual([
      ["backstab:ga", 0, 0],
      ["backstab:gb", 0, 1],
    ]);
    close(plan.prompts[0]!.point, 10, 30);
    // Not located: no ring, and nothing in contact at the end anyway.
    expect(plan.contacts).toEqual([]);
  });

  it("an enemy the host cannot locate is still marked, at the reach point", () => {
    const v: Verdict = { ...verdict(board(), east(5)), contacts: ["ghost"] };
    const plan = planOverlay(east(5), v, t);
    expect(plan.contacts).toEqual([
      { id: "ghost", point: v.reach.point, ring: null, color: PALETTE.contact },
    ]);
  });

  it("shows the first stop reason when nothing is illegal, and the first illegal one before it otherwise", () => {
    const base = verdict(board(), east(5));
    const stop = {
      ruleId: "R-STOP",
      key: "TTM.Reason.NoFit",
      data: { distance: "4.0", unit: "TTM.Unit.cm" },
      severity: "stop" as const,
    };
    const info = { ruleId: "R-INFO", key: "TTM.Signum.Reason.DifficultCap", severity: "info" as const };
    const bad = { ruleId: "R-BAD", key: "TTM.Signum.Reason.RunSlow", severity: "illegal" as const };
    const onlyStop = planOverlay(east(5), { ...base, reasons: [info, stop] }, t);
    expect(onlyStop.label.lines[2]).toEqual({
      text: "The base does not fit further along the path; it can end at 4.0 cm",
      tone: "stop",
      ruleId: "R-STOP",
    });
    const both = planOverlay(east(5), { ...base, legal: false, reasons: [info, stop, bad] }, t);
    expect(both.label.lines[2]).toMatchObject({ ruleId: "R-BAD", tone: "illegal" });
    const infoOnly = planOverlay(east(5), { ...base, reasons: [info] }, t);
    expect(infoOnly.label.lines).toHaveLength(2);
  });

  it("a verdict without bands still gets a path, coloured by legality", () => {
    const base = verdict(board(), east(5));
    const legal = planOverlay(east(5), { ...base, bands: [] }, t);
    expect(legal.pieces.map((p) => [p.style, p.from, p.to])).toEqual([["ok", 0, 5]]);
    const illegal = planOverlay(east(5), { ...base, legal: false, bands: [] }, t);
    expect(illegal.pieces.map((p) => [p.style, p.dashed])).toEqual([["over", true]]);
  });

  it("draws nothing along a path that has not moved yet", () => {
    const path = [{ x: 10, y: 30 }];
    const plan = planOverlay(path, verdict(board(), path), t, { unit: "cm" });
    expect(plan.pieces).toEqual([]);
    expect(plan.reach).toBeNull();
    expect(plan.label.lines[1]!.text).toBe("10.0 cm left");
  });

  it("a verdict that counts its own currency prints what it says is left, not allowance minus length", () => {
    const base = verdict(board(), east(4));
    const left = planOverlay(
      east(4),
      { ...base, remaining: { amount: 3, key: "TTM.Du.Left", data: { points: 3 } } },
      t,
      {
        unit: "sq",
      },
    );
    expect(left.label.lines.map((l) => [l.text, l.tone])).toEqual([
      [t(base.cost.key, base.cost.data), "main"],
      ["3 MP left", "muted"],
    ]);
    const over = planOverlay(
      east(4),
      { ...base, remaining: { amount: -1, key: "TTM.Du.Left", data: { points: -1 } } },
      t,
    );
    expect(over.label.lines[1]).toEqual({ text: "-1 MP left", tone: "illegal" });
  });

  it("leaves no double space when the unit is unknown", () => {
    const plan = planOverlay(east(8), verdict(board(), east(8)), t);
    expect(plan.label.lines[1]!.text).toBe("2.0 left");
  });

  it("formats distances to one decimal without a negative zero", () => {
    expect(formatDistance(-0.01)).toBe("0.0");
    expect(formatDistance(2.25)).toBe("2.3");
    expect(formatDistance(10)).toBe("10.0");
  });
  it("MUMG-CLIMB-1: a climb's zero-length double band is a mark across the path at the face, not a piece", () => {
    // A 2" crate from x = 6; the hero walks 4" to its face, climbs (counted 4) and walks 2" on top.
    const spec: BoardSpec = {
      unit: "in",
      width: 36,
      height: 36,
      models: [
        { id: "hero", name: "Hero", side: "a", x: 2, y: 18, profile: { movement: "6/10/18", height: 1.5 } },
      ],
      terrain: [
        { id: "crate", kind: "vertical", polygon: pts([6, 0], [10, 0], [10, 36], [6, 36]), height: 2 },
      ],
    };
    const path = pts([2, 18], [8, 18]);
    const out = evaluateMove(mumg, spec, { modelId: "hero", action: "move", path });
    if (!out.ok) throw out.error;
    const plan = planOverlay(path, out.verdict, t, { unit: "in" });
    expect(plan.pieces.map((p) => [p.style, p.from, p.to])).toEqual([
      ["ok", 0, 4],
      ["tier", 4, 6],
    ]);
    expect(plan.marks).toHaveLength(1);
    const [mark] = plan.marks;
    expect(mark).toMatchObject({ at: 4, style: "double", tier: 2, color: PALETTE.double });
    close(mark!.point, 6, 18);
    close(mark!.direction, 1, 0);
    expect(mark!.text).toBe("Climbs up 2.0 in: counts double, 4.0 in (2 POW)");
    // A move that climbs nothing has no marks.
    const flat = east(8);
    expect(planOverlay(flat, verdict(board(), flat), t).marks).toEqual([]);
  });
});
