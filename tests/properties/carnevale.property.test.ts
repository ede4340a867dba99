import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pathLength } from "../../src/engine/geometry/polyline";
import type { PromptAnswer } from "../../src/engine/ruleset";
import { carnevale } from "../../src/rulesets/carnevale";
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
 * Carnevale on generated 36" tables: paths around MOVE (6") and MOVE - 2 in water, faces at the
 * heights that matter (1" crossed as ground, 3" the most a jump rises, a 4" building), climbs
 * answered with any five dice or left unanswered (judged as a plain success), jumps with their
 * rolled distance, water, ditches and impassable pieces.
 */
const R = 15 / 25.4;
const START = { x: 18, y: 18 };
const FACES = [1, 3, 4];

const dice = fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 5, maxLength: 5 });
const answer = fc.option(
  dice.map((d): PromptAnswer => ({ dice: d })),
  { nil: undefined },
);

const carnevaleCase = fc
  .record({
    jump: fc.constantFrom(false, false, false, true),
    aim: fc.boolean(),
    path: pathDraw([6, 4, 2]),
    others: othersDraw([0, 1]),
    pieces: piecesDraw(
      ["vertical", "platform", "low-obstacle", "water", "gap", "impassable"],
      [0, 1, 2],
      FACES,
    ),
    answers: fc.record({ jump: dice, climb1: answer, climb2: answer }),
  })
  .map((d): Case => {
    const { models, terrain } = layout(
      { unit: "in", width: 36, height: 36, start: START, r: R },
      { name: "Guest", side: "guild", profile: { move: 6, dexterity: 5 } },
      d.others,
      d.pieces,
    );
    const answers: Record<string, PromptAnswer> = {};
    if (d.jump) answers["jump:1"] = { dice: d.answers.jump };
    if (d.answers.climb1) answers["climb:1"] = d.answers.climb1;
    if (d.answers.climb2) answers["climb:2"] = d.answers.climb2;
    return {
      ruleset: carnevale.id,
      board: { unit: "in", width: 36, height: 36, models, terrain, walls: [] },
      request: {
        modelId: MOVER,
        action: d.jump ? "jump" : "move",
        path: pathFrom(START, aimed(d.path, d.others, d.aim)),
        ...(Object.keys(answers).length > 0 ? { answers } : {}),
      },
    };
  });

describe("Carnevale properties", () => {
  it('the generator draws faces at 1", 3" and 4", paths around MOVE and pieces at the base\'s rim', () => {
    const stats: Seen = {};
    const cases = draws(carnevaleCase);
    const faces = cases.flatMap((c) =>
      (c.board.terrain ?? [])
        .filter((t) => t.kind === "vertical" || t.kind === "platform")
        .map((t) => t.height ?? 0),
    );
    for (const h of FACES) atLeast(stats, `faces near ${h}"`, near(faces, h), 15);
    // Both sides of the 1" line: crossed as ground at 1.00, climbed just above.
    atLeast(stats, 'faces just over 1"', faces.filter((h) => h > 1 && h <= 1.05).length, 5);
    atLeast(stats, 'faces at or just under 1"', faces.filter((h) => h <= 1 && h >= 0.95).length, 5);
    // CARN-MOVE-1: ditches 1" deep or less (crossed as ground) and ditches narrower than the base.
    const ditches = cases.flatMap((c) => (c.board.terrain ?? []).filter((t) => t.kind === "gap"));
    atLeast(stats, 'ditches 1" deep or less', ditches.filter((t) => (t.elevation ?? 0) >= -1).length, 5);
    const narrow = (t: (typeof ditches)[number]): boolean => {
      const xs = t.polygon.map((p) => p.x);
      const ys = t.polygon.map((p) => p.y);
      return Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) < 2 * R;
    };
    atLeast(stats, "ditches narrower than the base", ditches.filter(narrow).length, 5);
    const lengths = cases.map((c) => pathLength(c.request.path));
    atLeast(stats, "paths near MOVE", near(lengths, 6), 30);
    atLeast(stats, "jumps", cases.filter((c) => c.request.action === "jump").length, 50);
    report("carnevale draws", stats, DRAWS);
  });

  it(
    "CARN-MOVE-1, CARN-MOVE-2, CARN-CLIMB-1, CARN-JUMP-1, CARN-JUMP-2, CARN-FALL-1: every verdict is deterministic, survives a JSON round trip, keeps its legal part clear; its truncation point is legal; no prefix costs more",
    () => {
      const seen: Seen = {};
      fc.assert(
        fc.property(carnevaleCase, fraction, (c, f) => {
          // CARN-MOVE-1: terrain 1" high or less is crossed as if it were ground.
          checkAll(c, f, seen, {
            blocking: (t) => t.kind === "impassable" && !(t.height > 0 && t.height <= 1),
            // CARN-CLIMB-1: any piece over 1" may be climbed, and on it other characters are ignored.
            raised: (t) => ["vertical", "platform", "low-obstacle"].includes(t.kind) && t.height > 1,
          });
        }),
        PARAMS,
      );
      for (const k of [
        "legal",
        "illegal",
        "truncated",
        "CARN-MOVE-1",
        "CARN-MOVE-2",
        "CARN-JUMP-1",
        "CARN-JUMP-2",
      ])
        expect(seen[k] ?? 0, k).toBeGreaterThan(0);
      report("carnevale", seen);
    },
    TIMEOUT,
  );
});
