import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pathLength } from "../../src/engine/geometry/polyline";
import { mumg } from "../../src/rulesets/mumg";
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
 * MUMG on generated 36" tables: paths around the tiers' edges (4/7/14), ditches whose far edge a
 * base must end wholly across, barriers at half the model's height (jumped) and blocks above it
 * (climbed at double), impassable pieces and bases met head on.
 */
const R = 15 / 25.4; // the default 30 mm base
const START = { x: 18, y: 18 };
const TIERS = [4, 7, 14];
const HEIGHT = 1.5; // the model's height: barriers up to 0.75" are jumped

const mumgCase = fc
  .record({
    movement: fc.constantFrom("4/7/14", "4/7", "3/6/9"),
    pow: fc.constantFrom(undefined, 1, 2, 3),
    aim: fc.boolean(),
    path: pathDraw(TIERS),
    others: othersDraw([0, 1]),
    pieces: piecesDraw(
      ["gap", "low-obstacle", "vertical", "impassable"],
      [0, 1, 2],
      [HEIGHT / 2, 2, 3],
      [1, 2, 4],
    ),
  })
  .map((d): Case => {
    const { models, terrain } = layout(
      { unit: "in", width: 36, height: 36, start: START, r: R },
      { name: "Hero", side: "heroes", profile: { movement: d.movement, height: HEIGHT } },
      d.others,
      d.pieces,
    );
    return {
      ruleset: mumg.id,
      board: { unit: "in", width: 36, height: 36, models, terrain, walls: [] },
      request: {
        modelId: MOVER,
        action: "move",
        path: pathFrom(START, aimed(d.path, d.others, d.aim)),
        ...(d.pow !== undefined ? { declarations: { pow: d.pow } } : {}),
      },
    };
  });

describe("MUMG properties", () => {
  it("the generator draws the tiers' edges, barriers at half the model's height and pieces at the base's rim", () => {
    const stats: Seen = {};
    const cases = draws(mumgCase);
    const lengths = cases.map((c) => pathLength(c.request.path));
    for (const t of TIERS) atLeast(stats, `length near ${t}`, near(lengths, t), 20);
    const pieces = cases.flatMap((c) => c.board.terrain ?? []);
    const heights = (kind: string) => pieces.filter((t) => t.kind === kind).map((t) => t.height ?? 0);
    atLeast(stats, "barriers at half the height", near(heights("low-obstacle"), HEIGHT / 2), 10);
    atLeast(stats, "blocks at half the height", near(heights("vertical"), HEIGHT / 2), 10);
    atLeast(stats, "2-inch blocks", near(heights("vertical"), 2), 10);
    // Near edges at the mover's rim: a piece's nearest corner 0 to 0.05" from the base.
    const rims = pieces.map((t) =>
      Math.min(...t.polygon.map((p) => Math.max(Math.abs(p.x - START.x), Math.abs(p.y - START.y)))),
    );
    atLeast(stats, "pieces at the rim", rims.filter((d) => d - R <= 0.05 + 1e-9).length, 20);
    report("mumg draws", stats, DRAWS);
  });

  it(
    "MUMG-MOVE-1, MUMG-MOVE-5, MUMG-MOVE-6, MUMG-JUMP-1, MUMG-CLIMB-1: every verdict is deterministic, survives a JSON round trip, keeps its legal part clear; its truncation point is legal; no prefix costs more",
    () => {
      const seen: Seen = {};
      fc.assert(
        fc.property(mumgCase, fraction, (c, f) => {
          checkAll(c, f, seen, { raised: (t) => t.kind === "vertical" || t.kind === "platform" });
        }),
        PARAMS,
      );
      for (const k of ["legal", "illegal", "truncated", "MUMG-MOVE-1", "MUMG-MOVE-5", "MUMG-JUMP-1"])
        expect(seen[k] ?? 0, k).toBeGreaterThan(0);
      report("mumg", seen);
    },
    TIMEOUT,
  );
});
