import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sortNumbers } from "../../../src/engine/geometry/sort";

/*
 * The cut lists of a segment or an edge are sorted with sortNumbers on every drag: short lists
 * by insertion, long ones by the built-in sort. Both must give exactly what the built-in
 * comparator sort gives, in place.
 */

const builtIn = (values: readonly number[]): number[] => [...values].sort((u, v) => u - v);

describe("sortNumbers", () => {
  it("sorts in place and returns the same array", () => {
    const values = [0.75, 0, 1, 0.25, 0.5];
    const out = sortNumbers(values);
    expect(out).toBe(values);
    expect(values).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it("leaves an empty list, one value and sorted lists as they are", () => {
    expect(sortNumbers([])).toEqual([]);
    expect(sortNumbers([3])).toEqual([3]);
    expect(sortNumbers([0, 1])).toEqual([0, 1]);
    expect(sortNumbers([1, 0])).toEqual([0, 1]);
  });

  it("keeps ties, and -0 where it stood among zeros, as the built-in sort does", () => {
    const values = [0.5, 0, -0, 0.5, 0];
    sortNumbers(values);
    expect(values).toEqual(builtIn([0.5, 0, -0, 0.5, 0]));
    expect(Object.is(values[1], -0)).toBe(true);
  });

  it("sorts a reversed list of 32 (insertion) and of 33 and 200 (the built-in sort)", () => {
    for (const n of [32, 33, 200]) {
      const values = Array.from({ length: n }, (_, i) => n - i);
      expect(sortNumbers(values)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    }
  });

  it("agrees with the built-in comparator sort on any list of finite numbers", () => {
    // Lengths either side of the switch to the built-in sort (size "max": fast-check draws up to
    // 70 values, not its usual handful), with repeats and both zeros.
    const value = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(0, -0, 1, 0.5),
    );
    fc.assert(
      fc.property(fc.array(value, { maxLength: 70, size: "max" }), (values) => {
        const expected = builtIn(values);
        const got = sortNumbers([...values]);
        expect(got.map((v) => Object.is(v, -0))).toEqual(expected.map((v) => Object.is(v, -0)));
        expect(got).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
