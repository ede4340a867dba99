import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pathLength } from "../../src/engine/geometry/polyline";
import { signum } from "../../src/rulesets/signum";
import { MOVER, aimed, layout, othersDraw, pathDraw, pathFrom, piecesDraw } from "./boards";
import {
  type Case,
  PARAMS,
  type Seen,
  TIMEOUT,
  checkAll,
  draws,
  fraction,
  near,
  report,
  DRAWS,
  atLeast,
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
    run: fc.constantFrom(false, false, true),
    aim: fc.boolean(),
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
      request: {
        modelId: MOVER,
        action: d.run ? "run" : "move",
        path: pathFrom(START, aimed(d.path, d.others, d.aim)),
      },
    };
  });

describe("Signum properties", () => {
  it("the generator draws the categories' edges, the contact tolerance and difficult terrain at the base's rim", () => {
    const stats: Seen = {};
    const cases = draws(signumCase);
    const lengths = cases.map((c) => pathLength(c.request.path));
    for (const t of Object.values(CATEGORIES)) atLeast(stats, `length near ${t}`, near(lengths, t), 20);
    const gaps = cases.flatMap((c) =>
      c.board.models
        .filter((m) => m.id !== MOVER)
        .map((m) => Math.hypot(m.x - START.x, m.y - START.y) - 2 * R),
    );
    atLeast(stats, "enemies within 0.01 of the tolerance", near(gaps, 0.05, 0.01), 20);
    atLeast(stats, "bases touching at the start", near(gaps, 0, 0.001), 20);
    const kinds = cases.flatMap((c) => (c.board.terrain ?? []).map((t) => t.kind));
    atLeast(stats, "difficult pieces", kinds.filter((k) => k === "difficult").length, 50);
    atLeast(stats, "impassable pieces", kinds.filter((k) => k === "impassable").length, 50);
    report("signum draws", stats, DRAWS);
  });

  it(
    "SIGNUM-MOVE-1, SIGNUM-MOVE-2, SIGNUM-CONTACT-1, SIGNUM-TERRAIN-1: every verdict is deterministic, survives a JSON round trip, keeps its legal part clear; its truncation point is legal; no prefix costs more",
    () => {
      const seen: Seen = {};
      fc.assert(
        fc.property(signumCase, fraction, (c, f) => {
          checkAll(c, f, seen);
        }),
        PARAMS,
      );
      // The runs reached both outcomes and the stops that matter.
      for (const k of [
        "legal",
        "illegal",
        "truncated",
        "SIGNUM-MOVE-1",
        "SIGNUM-MOVE-2",
        "SIGNUM-CONTACT-1",
        "SIGNUM-TERRAIN-1",
      ])
        expect(seen[k] ?? 0, k).toBeGreaterThan(0);
      report("signum", seen);
    },
    TIMEOUT,
  );
});
