import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Board } from "../../src/engine/board/board";
import type { ModelSpec, TerrainSpec } from "../../src/engine/board/types";
import { isWhollyWithin } from "../../src/engine/geometry/circle";
import { pathLength } from "../../src/engine/geometry/polyline";
import { baseFitsAt } from "../../src/engine/path";
import type { Verdict } from "../../src/engine/ruleset";
import { standingAt, unitCoherency } from "../../src/engine/unit";
import { EXAMPLE_PROFILES, sctmg } from "../../src/rulesets/sctmg";
import { gapWidthFor } from "../../src/rulesets/sctmg/profile";
import { type PathDraw, pathDraw, pathFrom } from "./boards";
import {
  type Case,
  PARAMS,
  type Seen,
  TIMEOUT,
  around,
  checkAll,
  draws,
  fraction,
  near,
  r6,
  report,
  DRAWS,
  atLeast,
} from "./check";

/*
 * StarCraft TMG on generated 48" tables: a squad of one to four Marines (32 mm, Size 2) or a
 * Stalker (80 mm, Size 3) whose Leading Model moves around its Speed (6") through a pair of rocks
 * whose gap is drawn around the Size's clearance (1" or 3"), past enemy Zerglings at about the
 * 1" Engagement Range, with the rest of the unit at about 3" (coherency: 3.00 in, 3.01 out) and
 * placed automatically or where the player says.
 */
const START = { x: 20, y: 24 };
const SQUAD = "squad";

const member = fc.record({
  heading: fc.integer({ min: 0, max: 7 }).map((k) => k * 45),
  centre: fc.constantFrom(1.4, 3).chain((t) => around(t, 1.3, 3.4)),
});
const enemy = fc.record({
  x: fc.constantFrom(1, 2).chain((g) => around(g, 0, 6)),
  y: fc.double({ min: -4, max: 4, noNaN: true }).map(r6),
});

const sctmgCase = fc
  .record({
    stalker: fc.constantFrom(false, false, true),
    members: fc.array(member, { maxLength: 3 }),
    gap: fc.constantFrom(1, 3).chain((g) => around(g, 0.5, 4)),
    rocksAt: fc.constantFrom(1, 2, 3),
    enemies: fc.array(enemy, { maxLength: 2 }),
    run: fc.constantFrom(false, false, true),
    auto: fc.boolean(),
    placed: fc.array(fc.record({ dx: around(3, -3.2, 3.2), dy: fc.constantFrom(0, 0.5) }), { maxLength: 3 }),
    path: pathDraw([6]),
  })
  .map((d): Case => {
    const kind = d.stalker ? "stalker" : "marine";
    const ex = EXAMPLE_PROFILES[kind]!;
    const r = ex.baseMm / 25.4 / 2;
    const models: ModelSpec[] = [
      {
        id: "lead",
        name: "Leader",
        side: "terran",
        ...START,
        baseMm: ex.baseMm,
        unitId: SQUAD,
        profile: { ...ex.profile },
      },
    ];
    const clear = (x: number, y: number, rr: number) =>
      models.every((m) => Math.hypot(m.x - x, m.y - y) >= rr + (m.baseMm ?? 32) / 50.8);
    if (!d.stalker)
      d.members.forEach((m, i) => {
        const a = (m.heading * Math.PI) / 180;
        const x = r6(START.x - Math.abs(Math.cos(a)) * m.centre);
        const y = r6(START.y + Math.sin(a) * m.centre);
        if (clear(x, y, r))
          models.push({
            id: `m${i}`,
            name: `Marine ${i}`,
            side: "terran",
            x,
            y,
            baseMm: 32,
            unitId: SQUAD,
            profile: { ...ex.profile },
          });
      });
    // The rocks stand across the way east, `rocksAt` inches past the leader's rim; the gap is centred on y = 24.
    const x0 = r6(START.x + r + d.rocksAt);
    const terrain: TerrainSpec[] = [
      {
        id: "north",
        name: "North rock",
        kind: "impassable",
        polygon: box(x0, 10, x0 + 2, r6(24 - d.gap / 2)),
      },
      {
        id: "south",
        name: "South rock",
        kind: "impassable",
        polygon: box(x0, r6(24 + d.gap / 2), x0 + 2, 38),
      },
    ];
    d.enemies.forEach((e, i) => {
      const x = r6(x0 + 2 + e.x + 2 * (16 / 25.4));
      const y = r6(24 + e.y);
      if (clear(x, y, 16 / 25.4))
        models.push({
          id: `z${i}`,
          name: `Zergling ${i}`,
          side: "zerg",
          x,
          y,
          baseMm: 32,
          unitId: `brood${i}`,
          profile: { ...EXAMPLE_PROFILES.zergling!.profile },
        });
    });
    const path: PathDraw = { ...d.path, legs: [{ heading: 0, share: 1 }, ...d.path.legs.slice(1)] };
    const others = models.filter((m) => m.unitId === SQUAD && m.id !== "lead");
    const placements = Object.fromEntries(
      others.map((m, i) => {
        const p = d.placed[i];
        return [m.id, d.auto || !p ? "auto" : { x: r6(START.x + 6 + p.dx), y: r6(START.y + p.dy) }] as const;
      }),
    );
    return {
      ruleset: sctmg.id,
      board: { unit: "in", width: 48, height: 48, models, terrain, walls: [] },
      request: {
        modelId: "lead",
        action: d.run ? "run" : "move",
        path: pathFrom(START, path),
        ...(others.length > 0 ? { unit: { unitId: SQUAD, placements } } : {}),
      },
    };
  });

function box(x0: number, y0: number, x1: number, y1: number) {
  return [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];
}

/**
 * SCTMG-COH-1, SCTMG-COH-3: the unit's placement keeps the coherency it reports. Each placed
 * model re-checked with the engine's unit module where the verdict puts it: it fits, overlaps no
 * other placed model, and its status and the unit's are the arrangement's coherency.
 */
function checkPlacement(c: Case, v: Verdict, seen: Seen): void {
  if (!v.models || v.models.length < 2) return;
  const board = new Board(c.board, sctmg.defaultBaseMm);
  const unitIds = new Set(board.models.filter((m) => m.unitId === SQUAD).map((m) => m.id));
  const lead = board.model("lead");
  const standing = v.models
    .filter((p) => p.status !== "casualty")
    .map((p) => standingAt(board.model(p.modelId), p.point, 0));
  // A player's place that does not fit makes the verdict illegal (its reason says so); every
  // other place, and every place of a legal verdict, must fit and keep off the rest.
  const placedByPlayer = (id: string): boolean => typeof c.request.unit?.placements?.[id] === "object";
  const checked = standing.filter((m) => v.legal || !placedByPlayer(m.id));
  for (let i = 0; i < checked.length; i++) {
    const a = checked[i]!;
    expect(baseFitsAt(board, a, a, { ignore: unitIds, support: true, elevation: 0 }), `${a.id} fits`).toBe(
      true,
    );
    for (const b of checked.slice(i + 1))
      expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.id} and ${b.id}`).toBeGreaterThanOrEqual(
        a.r + b.r - 1e-6,
      );
  }
  const size = Number(lead.profile.size);
  const coherency = unitCoherency(board, standing[0]!, standing.slice(1), unitIds, {
    range: 3,
    gapWidth: gapWidthFor(size),
  });
  for (const p of v.models.slice(1)) {
    if (p.status === "casualty") continue;
    const linked = coherency.within.has(p.modelId) && coherency.linked.has(p.modelId);
    expect(p.status, p.modelId).toBe(linked ? "coherent" : "out-of-coherency");
    if (p.status === "coherent")
      expect(isWhollyWithin({ ...p.point, r: board.model(p.modelId).r }, standing[0]!, 3)).toBe(true);
  }
  const status = coherency.inCoherency ? "in-coherency" : "out-of-coherency";
  expect(v.unitStatus).toBe(status);
  seen[`unit ${status}`] = (seen[`unit ${status}`] ?? 0) + 1;
}

describe("StarCraft TMG properties", () => {
  it('the generator draws gaps at each Size\'s clearance, members at 3", enemies at 1" and paths around Speed', () => {
    const stats: Seen = {};
    const cases = draws(sctmgCase);
    const gaps = cases.map((c) => {
      const [n, s] = c.board.terrain!;
      return s!.polygon[0]!.y - n!.polygon[2]!.y;
    });
    atLeast(stats, 'gaps near 1"', near(gaps, 1), 40);
    atLeast(stats, 'gaps near 3"', near(gaps, 3), 40);
    atLeast(stats, 'just narrower than 1"', gaps.filter((g) => g < 1 && g >= 0.95).length, 10);
    const centres = cases.flatMap((c) =>
      c.board.models
        .filter((m) => m.unitId === SQUAD && m.id !== "lead")
        .map((m) => Math.hypot(m.x - START.x, m.y - START.y)),
    );
    atLeast(
      stats,
      'members 3.00 to 3.01" from the leader',
      centres.filter((d) => d >= 3 && d <= 3.01).length,
      20,
    );
    atLeast(stats, "members just out of coherency", centres.filter((d) => d > 3 && d <= 3.05).length, 10);
    const lengths = cases.map((c) => pathLength(c.request.path));
    atLeast(stats, "paths near Speed", near(lengths, 6), 50);
    report("sctmg draws", stats, DRAWS);
  });

  it(
    "SCTMG-LEAD-1, SCTMG-GAP-1, SCTMG-GAP-2, SCTMG-MOVE-1, SCTMG-COH-1: every verdict is deterministic, survives a JSON round trip, keeps its legal part clear; its truncation point is legal; no prefix costs more; the placement keeps the coherency it reports",
    () => {
      const seen: Seen = {};
      fc.assert(
        fc.property(sctmgCase, fraction, (c, f) => {
          const lead = c.board.models[0]!;
          const size = Number((lead.profile as { size: number }).size);
          const v = checkAll(c, f, seen, {
            passes: (m) => m.unitId === SQUAD,
            bodyR: gapWidthFor(size) / 2,
            adaptCut: (r) => (r.unit ? { ...r, unit: { unitId: r.unit.unitId } } : r),
          });
          if (v) checkPlacement(c, v, seen);
        }),
        PARAMS,
      );
      for (const k of [
        "legal",
        "illegal",
        "truncated",
        "SCTMG-GAP-1",
        "SCTMG-MOVE-1",
        "unit in-coherency",
        "unit out-of-coherency",
      ])
        expect(seen[k] ?? 0, k).toBeGreaterThan(0);
      report("sctmg", seen);
    },
    TIMEOUT,
  );
});
