import { describe, expect, it } from "vitest";
import { isWhollyWithin, isWithin } from "../../src/engine/geometry/circle";
import { GEOMETRY_TOLERANCE } from "../../src/engine/geometry/tolerance";
import { baseFitsAt } from "../../src/engine/path";
import { hero, judge as judgeMumg, pts, R, rect, table as mumgTable } from "../mumg/helpers";
import { CRITICAL, guest, judge as judgeCarn, table as carnTable } from "../carnevale/helpers";
import { hero as signumHero, judge as judgeSignum, table as signumTable } from "../signum/helpers";
import {
  judge as judgeSctmg,
  line,
  rect as sctRect,
  table as sctTable,
  unitModel,
  why,
} from "../sctmg/helpers";

/*
 * One tolerance for "touching", "wholly across" and "fits" (src/engine/geometry/tolerance.ts):
 * a ten-millionth of an inch, the rounding a host or a file leaves, is within it; a hundred
 * thousandth is not. Each case is judged on both sides, so it fails if the tolerance is dropped
 * (the path refused as a whole) or grown (a real overlap passed).
 */
const HAIR = 1e-7;
const CLEAR = 1e-5;

describe("one geometry tolerance", () => {
  it("the tolerance is a hair: above a ten-millionth, far below anything measured", () => {
    expect(GEOMETRY_TOLERANCE).toBeGreaterThan(HAIR);
    expect(GEOMETRY_TOLERANCE).toBeLessThan(CLEAR);
  });

  describe('MUMG-JUMP-1: ending wholly across a 2" ditch', () => {
    const ditch = {
      id: "ditch",
      name: "Ditch",
      kind: "gap" as const,
      polygon: rect(10, 0, 12, 36),
      elevation: -2,
      height: 2,
    };
    const start = 10 - R;
    const board = mumgTable({ models: [hero("h", start, 10, { movement: "6/10" })], terrain: [ditch] });
    const across = (short: number) =>
      judgeMumg(board, "h", pts([start, 10], [12 + R - short, 10]), { declarations: { pow: 1 } });

    it("MUMG-JUMP-1: a path a ten-millionth of an inch short of wholly across lands across, not refused as a whole", () => {
      const exact = across(0);
      expect(exact.legal).toBe(true);
      const hair = across(HAIR);
      expect(hair.legal).toBe(true);
      expect(hair.reasons).toEqual(exact.reasons);
      expect(hair.reasons.map((r) => [r.ruleId, r.key, r.severity])).toEqual([
        ["MUMG-JUMP-1", "TTM.Mumg.Reason.JumpGap", "info"],
      ]);
      expect(hair.cost).toEqual(exact.cost);
      expect(hair.reach.distance).toBeCloseTo(2 + 2 * R - HAIR, 9);
      expect(hair.prompts).toEqual([]);
      expect(hair.bands.map((b) => b.style)).toEqual(exact.bands.map((b) => b.style));
    });

    it("MUMG-JUMP-1: a hundred-thousandth short, the base is over the ditch: refused, back at the edge", () => {
      const v = across(CLEAR);
      expect(v.legal).toBe(false);
      expect(v.reasons.map((r) => [r.ruleId, r.key, r.severity])).toEqual([
        ["MUMG-JUMP-1", "TTM.Mumg.Reason.JumpFit", "illegal"],
      ]);
      expect(v.reach.distance).toBe(0);
    });
  });

  describe("SCTMG-GAP-1: a gap as wide as a Size 2 model's 1\" clearance", () => {
    const rocks = (gap: number) => [
      sctRect("north", "impassable", 20, 10, 22, 24 - gap / 2, { name: "North rock" }),
      sctRect("south", "impassable", 20, 24 + gap / 2, 22, 38, { name: "South rock" }),
    ];
    const pass = (gap: number) =>
      judgeSctmg(sctTable([unitModel("marine", "m", "squad", 17, 24)], rocks(gap)), {
        modelId: "m",
        path: line(17, 23, 24),
      });

    it('SCTMG-GAP-1: a gap a ten-millionth narrower than 1" is passed', () => {
      const v = pass(1 - HAIR);
      expect([v.legal, why(v), v.reach.distance]).toEqual([true, [], 6]);
    });

    it('SCTMG-GAP-1: a gap a hundred-thousandth narrower than 1" is refused', () => {
      const v = pass(1 - CLEAR);
      expect(v.legal).toBe(false);
      expect(why(v)).toEqual([["SCTMG-GAP-1", "TTM.Reason.Blocked.terrain", "illegal"]]);
      expect(v.reach.distance).toBeLessThan(3);
    });
  });

  describe("MUMG-MOVE-6: fits, touching another base", () => {
    const board = mumgTable({ models: [hero("a", 10, 10), hero("b", 10 + 2 * R, 10)] });
    const a = board.model("a");

    it("MUMG-MOVE-6: bases overlapping by a ten-millionth touch, and the base fits", () => {
      expect(baseFitsAt(board, a, { x: 10 + 4 * R - HAIR, y: 10 })).toBe(true);
    });

    it("MUMG-MOVE-6: bases overlapping by a hundred-thousandth do not fit", () => {
      expect(baseFitsAt(board, a, { x: 10 + 4 * R - CLEAR, y: 10 })).toBe(false);
    });
  });

  it('SCTMG-WITHIN-1, SCTMG-WITHIN-2: 3" and a ten-millionth is within 3"; and a hundred-thousandth is not', () => {
    const leader = { x: 0, y: 0, r: 0.5 };
    const at = (d: number) => ({ x: d, y: 0, r: 0.5 });
    expect(isWhollyWithin(at(3 + HAIR), leader, 3)).toBe(true);
    expect(isWhollyWithin(at(3 + CLEAR), leader, 3)).toBe(false);
    expect(isWithin(at(4 + HAIR), leader, 3)).toBe(true);
    expect(isWithin(at(4 + CLEAR), leader, 3)).toBe(false);
  });

  it("SIGNUM-MOVE-2: a base sliding along a piece it touches, past the piece's corner, only grazes it: not stopped", () => {
    // Found by the property suite: the corner's circle met at a tangent was taken for a hit.
    const rock = {
      id: "rock",
      name: "Rock",
      kind: "impassable" as const,
      polygon: [
        { x: 29.525, y: 31.5 },
        { x: 30.475, y: 31.5 },
        { x: 30.475, y: 32.45 },
        { x: 29.525, y: 32.45 },
      ],
    };
    const board = signumTable([signumHero({ x: 30, y: 30, profile: { move: "S" } })], [rock]);
    const v = judgeSignum(board, {
      path: [
        { x: 30, y: 30 },
        { x: 37.95087, y: 30 },
      ],
    });
    expect([v.legal, v.reasons, v.legalPath.at(-1)]).toEqual([true, [], { x: 37.95087, y: 30 }]);
    expect(v.reach.distance).toBeCloseTo(7.95087, 9);
    // Passing a hair inside the corner is still an overlap.
    const into = judgeSignum(board, {
      path: [
        { x: 30, y: 30.00001 },
        { x: 37.95087, y: 30.00001 },
      ],
    });
    expect(into.reasons.map((r) => r.ruleId)).toEqual(["SIGNUM-MOVE-2"]);
  });

  it("CARN-JUMP-2, CARN-JUMP-3: a jump that lands a ten-millionth short of wholly on the far roof stands on it, as if exact", () => {
    const roofs = [
      { id: "a", kind: "platform" as const, polygon: rect(0, 0, 10, 36), height: 3 },
      { id: "b", kind: "platform" as const, polygon: rect(12, 0, 20, 36), height: 3 },
    ];
    const board = carnTable({ models: [guest("g", 9, 5, {}, { elevation: 3 })], terrain: roofs });
    const jump = (short: number) =>
      judgeCarn(board, "g", pts([9, 5], [12 + R - short, 5]), {
        action: "jump",
        answers: { "jump:1": CRITICAL },
      });
    const exact = jump(0);
    const hair = jump(HAIR);
    expect([hair.legal, hair.reasons, hair.prompts, hair.effects]).toEqual([
      exact.legal,
      exact.reasons,
      exact.prompts,
      exact.effects,
    ]);
    // No fall: no elevation change, no fall prompt (CARN-JUMP-3).
    expect(hair.effects.filter((e) => e.type === "elevation")).toEqual([]);
    expect(hair.prompts.map((p) => p.id)).toEqual(["jump:1"]);
    expect(hair.reach.distance).toBeCloseTo(3 + R - HAIR, 9);
  });
});
