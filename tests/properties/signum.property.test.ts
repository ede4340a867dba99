import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pathLength } from "../../src/engine/geometry/polyline";
import { signum } from "../../src/rulesets/signum";
import { MOVER, layout, othersDraw, pathDraw, pathFrom, piecesDraw } from "./boards";
import {
  type Case,
  RUNS,
  TIMEOUT,
  checkClear,
  checkDeterministic,
  checkPrefixCost,
  checkTruncation,
  draws,
  fraction,
  judge,
  near,
} from "./check";

/*
 * Signum on generated 60 x 60 cm tables: the four categories' edges (S 8, M 10, L 15, XL 25 cm,
 * a run one step up), enemies at the 0.05 cm contact tolerance, difficult terrain that caps the
 * move to S at its edge, impassable terrain in the way.
 */
const R = 1.5; // the default 30 mm base, in cm
const START = { x: 30, y: 30 };
const CATEGORIES = { S: 8, M: 10, L: 15, XL: 25 } as const;

const signumCase = fc
  .record({
    move: fc.constantFrom("S", "M", "L", "XL"),
    run: fc.boolean(),
    path: pathDraw(Object.values(CATEGORIES)),
    others: othersDraw([0, 0.05, 1]),
    pieces: piecesDraw(["difficult", "impassable"], [0, 0.05, 2], [0]),
  })
  .map((d): Case => {
    const { models, terrain } = layout(
      { unit: "cm", width: 60, height: 60, start: START, r: R },
      { name: "Brissa", profile: { move: d.move } },
      d.others,
      d.pieces,
    );
    return {
      ruleset: signum.id,
      board: { unit: "cm", width: 60, height: 60, models, terrain, walls: [] },
      request: { modelId: MOVER, action: d.run ? "run" : "move", path: pathFrom(START, d.path) },
    };
  });

describe("Signum properties", () => {
  it("the generator draws the categories' edges, the contact tolerance and difficult terrain at the base's rim", () => {
    const cases = draws(signumCase);
    const lengths = cases.map((c) => pathLength(c.request.path));
    for (const t of Object.values(CATEGORIES))
      expect(near(lengths, t), `length near ${t}`).toBeGreaterThanOrEqual(20);
    const gaps = cases.flatMap((c) =>
      c.board.models
        .filter((m) => m.id !== MOVER)
        .map((m) => Math.hypot(m.x - START.x, m.y - START.y) - 2 * R),
    );
    expect(near(gaps, 0.05, 0.01), "enemies within 0.01 of the tolerance").toBeGreaterThanOrEqual(20);
    expect(near(gaps, 0, 0.001), "bases touching at the start").toBeGreaterThanOrEqual(20);
    const kinds = cases.flatMap((c) => (c.board.terrain ?? []).map((t) => t.kind));
    expect(kinds.filter((k) => k === "difficult").length).toBeGreaterThanOrEqual(50);
    expect(kinds.filter((k) => k === "impassable").length).toBeGreaterThanOrEqual(50);
  });

  it(
    "SIGNUM-MOVE-1, SIGNUM-MOVE-2, SIGNUM-CONTACT-1, SIGNUM-TERRAIN-1: every verdict is deterministic, survives a JSON round trip, keeps its legal part clear; its truncation point is legal; no prefix costs more",
    () => {
      const seen = { legal: 0, illegal: 0, truncated: 0, contact: 0, capped: 0, refused: 0 };
      fc.assert(
        fc.property(signumCase, fraction, (c, f) => {
          const v = judge(c);
          if (v === null) {
            seen.refused++;
            return;
          }
          seen[v.legal ? "legal" : "illegal"]++;
          if (v.reasons.some((r) => r.ruleId === "SIGNUM-CONTACT-1")) seen.contact++;
          if (v.reasons.some((r) => r.ruleId === "SIGNUM-TERRAIN-1")) seen.capped++;
          checkDeterministic(c, v);
          checkClear(c, v, { passes: () => false });
          if (v.reach.distance < v.length - 1e-6 && checkTruncation(c, v)) seen.truncated++;
          checkPrefixCost(c, v, v.length * f);
        }),
        { numRuns: RUNS },
      );
      // The runs reached both outcomes and the stops that matter.
      expect(seen.legal).toBeGreaterThan(0);
      expect(seen.illegal).toBeGreaterThan(0);
      expect(seen.truncated).toBeGreaterThan(0);
      expect(seen.contact).toBeGreaterThan(0);
      expect(seen.capped).toBeGreaterThan(0);
    },
    TIMEOUT,
  );
});
