import { describe, expect, it } from "vitest";
import { signum } from "../../src/rulesets/signum";
import { hero, judge, line, RED, table } from "./helpers";

describe("Signum backstab", () => {
  // Two enemies touching the hero's base from the right, above and below the line of motion.
  const dy = Math.sqrt(9 - 2.5 * 2.5);
  const a = { id: "a", name: "Ghoul", side: RED, x: 12.5, y: 30 - dy };
  const b = { id: "b", name: "Shade", side: RED, x: 12.5, y: 30 + dy };
  const touching = (x: number, y: number) => Math.hypot(x - 10, y - 30) - 3;

  it("SIGNUM-BACKSTAB-1: moving out of contact with two enemies yields two backstab prompts", () => {
    expect(Math.abs(touching(a.x, a.y))).toBeLessThan(0.05);
    expect(Math.abs(touching(b.x, b.y))).toBeLessThan(0.05);
    const v = judge(table([hero(), a, b]), { path: line(10, 4) });
    expect(v.legal).toBe(true);
    expect(v.prompts.map((p) => p.id)).toEqual(["backstab:a", "backstab:b"]);
    expect(v.prompts.every((p) => p.ruleId === "SIGNUM-BACKSTAB-1" && p.formula === "1d6")).toBe(true);
    expect(v.contacts).toEqual([]);
  });

  it("SIGNUM-BACKSTAB-1: sliding along an enemy and staying in contact still draws the backstab", () => {
    const enemy = { id: "orc", side: RED, x: 13, y: 30 };
    // Round the enemy's base in 10 degree steps, the chords just touching it, so the gap at
    // each waypoint (0.11 mm) stays inside the 0.5 mm contact tolerance.
    const R = 3 / Math.cos((5 * Math.PI) / 180);
    const path = Array.from({ length: 10 }, (_, i) => {
      const rad = (Math.PI * (180 - 10 * i)) / 180;
      return { x: 13 + R * Math.cos(rad), y: 30 + R * Math.sin(rad) };
    });
    const v = judge(table([hero({ x: path[0]!.x }), enemy]), { path });
    expect(v.prompts.map((p) => p.id)).toEqual(["backstab:orc"]);
    expect(v.contacts).toEqual(["orc"]);
  });

  it("SIGNUM-BACKSTAB-1: standing still draws no backstab", () => {
    const enemy = { id: "orc", side: RED, x: 13, y: 30 };
    const v = judge(table([hero(), enemy]), { path: [{ x: 10, y: 30 }] });
    expect(v.prompts).toEqual([]);
  });

  it("SIGNUM-BACKSTAB-1: one die, a hit on the configured result wounds the mover, whatever the enemy's strength", () => {
    const enemy = { id: "orc", name: "Orc", side: RED, x: 13, y: 30, profile: { strength: 0 } };
    const board = table([hero(), enemy]);
    const request = { modelId: "hero", action: "move", path: line(10, 5) };
    const prompt = signum.evaluate(board, request).prompts[0]!;
    const hit = signum.resolve(board, request, prompt, { dice: [4] });
    const miss = signum.resolve(board, request, prompt, { dice: [3] });
    expect(hit.effects).toEqual([
      { type: "damage", modelId: "hero", amount: 1, ruleId: "SIGNUM-BACKSTAB-1" },
    ]);
    expect(hit.key).toBe("TTM.Signum.Outcome.BackstabHit");
    expect(miss.effects).toEqual([]);
    const strict = signum.resolve(board, { ...request, options: { backstabHitsOn: 5 } }, prompt, {
      dice: [4],
    });
    expect(strict.effects).toEqual([]);
  });

  it("SIGNUM-BACKSTAB-1: a die outside 1-6 is refused with a clear error", () => {
    const enemy = { id: "orc", side: RED, x: 13, y: 30 };
    const board = table([hero(), enemy]);
    const request = { modelId: "hero", action: "move", path: line(10, 5) };
    const prompt = signum.evaluate(board, request).prompts[0]!;
    expect(() => signum.resolve(board, request, prompt, { dice: [7] })).toThrowError(/TTM.Error.DiceAnswer/);
    expect(() => signum.resolve(board, request, prompt, {})).toThrowError(/TTM.Error.DiceAnswer/);
  });
});
