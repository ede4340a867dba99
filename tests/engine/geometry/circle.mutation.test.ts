import { describe, expect, it } from "vitest";
import { isWhollyWithin, isWithin } from "../../../src/engine/geometry/circle";

describe("Within and Wholly Within at exactly the distance (SCTMG-WITHIN-1, SCTMG-WITHIN-2)", () => {
  const a = { x: 0, y: 0, r: 1 };

  it("SCTMG-WITHIN-1: a base exactly x away is Within x, even with no tolerance; a hair further is not", () => {
    const b = { x: 3, y: 0, r: 1 };
    expect(isWithin(a, b, 1, 0)).toBe(true);
    expect(isWithin(a, b, 1 - 2 ** -40, 0)).toBe(false);
  });

  it("SCTMG-WITHIN-2: a base whose far rim is exactly x from the other's edge is Wholly Within x; a hair less is not", () => {
    // a's far side is 1 past its centre: 2 + 1 - 1 = 2 from b's near edge.
    const b = { x: 2, y: 0, r: 1 };
    expect(isWhollyWithin(a, b, 2, 0)).toBe(true);
    expect(isWhollyWithin(a, b, 2 - 2 ** -40, 0)).toBe(false);
  });
});
