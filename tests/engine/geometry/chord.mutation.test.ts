import { describe, expect, it } from "vitest";
import { chordsBetween, type Capsule, type Chord } from "../../../src/engine/geometry/chord";

/*
 * chordsBetween's whole answer on boards built so each chord can be worked out by hand: every
 * chord's ends (in order: from the end of one core towards the other) and length. The gaps it
 * finds are where SCTMG-GAP-1 measures whether a base passes.
 */

const r9 = (n: number): number => Math.round(n * 1e9) / 1e9 + 0;
const plain = (cs: readonly Chord[]) =>
  cs.map((c) => ({ a: [r9(c.a.x), r9(c.a.y)], b: [r9(c.b.x), r9(c.b.y)], length: r9(c.length) }));
const chords = (p: Capsule, q: Capsule, below: number) => {
  const out: Chord[] = [];
  chordsBetween(p, q, below, out);
  return plain(out);
};
const seg = (ax: number, ay: number, bx: number, by: number, r = 0): Capsule => ({
  a: { x: ax, y: ay },
  b: { x: bx, y: by },
  r,
});
const base = (x: number, y: number, r: number): Capsule => seg(x, y, x, y, r);

describe("chords between two capsules (SCTMG-GAP-1's gaps)", () => {
  it("SCTMG-GAP-1: a short wall beside a long one: the chords start at the short wall's two ends, whichever is given first", () => {
    const long = seg(0, 0, 10, 0);
    const short = seg(3, 1, 5, 1);
    const fromShort = [
      { a: [3, 1], b: [3, 0], length: 1 },
      { a: [5, 1], b: [5, 0], length: 1 },
    ];
    expect(chords(long, short, 1.2)).toEqual(fromShort);
    expect(chords(short, long, 1.2)).toEqual(fromShort);
  });

  it("SCTMG-GAP-1: an end beyond the other core's end is measured to that end, not to the core's line", () => {
    // (3,0) projects past the end (2,1) of the short wall: its chord goes to (2,1), √2 long.
    const upright = seg(3, 0, 3, -5);
    const short = seg(1, 1, 2, 1);
    const s2 = Math.SQRT2;
    expect(chords(upright, short, 1.5)).toEqual([{ a: [3, 0], b: [2, 1], length: r9(s2) }]);
    // A chord exactly `below` long is not shorter than it: none.
    expect(chords(upright, short, s2 - 1e-12)).toEqual([]);
  });

  it("SCTMG-GAP-1: chords that share one end are all kept; a chord met again from its other end is kept once", () => {
    // The wall's two ends both reach the corner (1,1) of the other, which reaches back to (0,1).
    const s2 = r9(Math.SQRT2);
    expect(chords(seg(0, 0, 0, 2), seg(1, 1, 5, 1), 2)).toEqual([
      { a: [0, 0], b: [1, 1], length: s2 },
      { a: [0, 2], b: [1, 1], length: s2 },
      { a: [1, 1], b: [0, 1], length: 1 },
    ]);
    // Face to face: each chord is found from both ends and listed once.
    expect(chords(seg(0, 0, 2, 0), seg(0, 1, 2, 1), 2)).toEqual([
      { a: [0, 0], b: [0, 1], length: 1 },
      { a: [2, 0], b: [2, 1], length: 1 },
    ]);
  });

  it("SCTMG-GAP-1: radii cut the chord back at both ends, along its own direction", () => {
    // Base of radius 1 at (0,0), base of radius 0.5 at (3,4): 5 apart, 3.5 of space.
    expect(chords(base(0, 0, 1), base(3, 4, 0.5), 4)).toEqual([
      { a: [0.6, 0.8], b: [2.7, 3.6], length: 3.5 },
    ]);
    // Two bases exactly `below` apart leave no chord shorter than it.
    expect(chords(base(0, 0, 1), base(3, 0, 1), 1)).toEqual([]);
    expect(chords(base(0, 0, 1), base(3, 0, 1), 1 + 1e-9)).toEqual([{ a: [1, 0], b: [2, 0], length: 1 }]);
  });

  it("SCTMG-GAP-1: capsules whose boxes are close on one axis only still give their chords (left, right, above, below)", () => {
    // A wall and a base of radius 0.5 one inch apart, on each side of the wall's box.
    const wall = seg(0, 0, 5, 0);
    expect(chords(wall, base(6.5, 0, 0.5), 2)).toEqual([{ a: [5, 0], b: [6, 0], length: 1 }]);
    expect(chords(seg(5, 0, 10, 0), base(3.5, 0, 0.5), 2)).toEqual([{ a: [5, 0], b: [4, 0], length: 1 }]);
    const upright = seg(0, 0, 0, 5);
    expect(chords(upright, base(0, 6.5, 0.5), 2)).toEqual([{ a: [0, 5], b: [0, 6], length: 1 }]);
    expect(chords(seg(0, 5, 0, 10), base(0, 3.5, 0.5), 2)).toEqual([{ a: [0, 5], b: [0, 4], length: 1 }]);
    // Boxes 0.3 apart across x only, with a limit under 1.
    expect(chords(seg(0, 0, 1, 0), seg(1.3, -1, 1.3, 1), 0.5)).toEqual([
      { a: [1, 0], b: [1.3, 0], length: 0.3 },
    ]);
  });

  it("SCTMG-GAP-1: touching or overlapping capsules leave no chord; capsules far apart none either", () => {
    expect(chords(base(0, 0, 1), base(2, 0, 1), 5)).toEqual([]);
    expect(chords(base(0, 0, 1), base(1, 0, 1), 5)).toEqual([]);
    expect(chords(base(0, 0, 0.5), base(20, 20, 0.5), 2)).toEqual([]);
  });
});
