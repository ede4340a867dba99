import { describe, expect, it } from "vitest";
import { subPath } from "../../src/overlay/path";

const L = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
];

describe("subPath", () => {
  it("keeps the bend inside the range", () => {
    expect(subPath(L, 5, 15)).toEqual([
      { x: 5, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 5 },
    ]);
  });

  it("cuts within one segment", () => {
    expect(subPath(L, 2, 4)).toEqual([
      { x: 2, y: 0 },
      { x: 4, y: 0 },
    ]);
  });

  it("starts exactly at a waypoint without a duplicate point", () => {
    expect(subPath(L, 10, 20)).toEqual([
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ]);
  });

  it("clamps to the path and always returns a point", () => {
    expect(subPath(L, -5, 100)).toEqual(L);
    expect(subPath(L, 50, 60)).toEqual([{ x: 10, y: 10 }]);
    expect(subPath([{ x: 3, y: 4 }], 0, 1)).toEqual([{ x: 3, y: 4 }]);
    expect(subPath([], 0, 1)).toEqual([]);
  });

  it("skips zero-length segments (a doubled waypoint)", () => {
    const doubled = [L[0]!, L[1]!, L[1]!, L[2]!];
    expect(subPath(doubled, 0, 20)).toEqual(L);
  });
});
