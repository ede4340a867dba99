// The path engine's own input checks (src/engine/path/validate.ts). The board refuses most bad
// models when it is built, so these are reached by hosts and tests that hand a Model to the path
// engine directly (a macro's api call, a ruleset's synthetic mover): each refusal is checked with
// its whole key and data, one fault at a time, on a model that is otherwise sound.
import { describe, expect, it } from "vitest";
import type { Model } from "../../../src/engine/board/types";
import { isRulesError } from "../../../src/engine/errors";
import { MAX_PATH_POINTS, checkMover, checkPath } from "../../../src/engine/path/validate";

const sound: Model = {
  id: "m1",
  name: "Kira",
  side: "a",
  x: 3,
  y: 4,
  r: 0.5,
  elevation: 0,
  height: 1,
  baseMm: 25,
  baseDefaulted: false,
  unitId: null,
  profile: {},
  counters: {},
};

/** Key and data of the RulesError a call raised ("none" when it did not throw). */
function refusal(f: () => void): unknown {
  try {
    f();
  } catch (e) {
    return isRulesError(e) ? { key: e.key, data: e.data } : e;
  }
  return "none";
}

const mover = (over: Partial<Model>): Model => ({ ...sound, ...over });

describe("the path engine's mover check", () => {
  it("a sound mover passes; each broken field is refused with the mover's id", () => {
    expect(refusal(() => checkMover(sound))).toBe("none");
    for (const x of [Number.NaN, Infinity]) {
      expect(refusal(() => checkMover(mover({ x })))).toEqual({
        key: "TTM.Error.ModelPosition",
        data: { id: "m1" },
      });
      expect(refusal(() => checkMover(mover({ y: x })))).toEqual({
        key: "TTM.Error.ModelPosition",
        data: { id: "m1" },
      });
    }
    expect(refusal(() => checkMover(mover({ elevation: Number.NaN })))).toEqual({
      key: "TTM.Error.NotFinite",
      data: { id: "m1", field: "elevation" },
    });
    for (const height of [-0.5, Number.NaN, Infinity]) {
      expect(refusal(() => checkMover(mover({ height })))).toEqual({
        key: "TTM.Error.NegativeHeight",
        data: { id: "m1", value: String(height) },
      });
    }
    // A height of 0 (a flat marker) and a negative elevation (in a pit) are sound.
    expect(refusal(() => checkMover(mover({ height: 0, elevation: -2 })))).toBe("none");
  });

  it("the first broken field wins: radius, then position, then elevation, then height", () => {
    const all = mover({ r: 0, x: Number.NaN, elevation: Number.NaN, height: -1 });
    expect(refusal(() => checkMover(all))).toEqual({
      key: "TTM.Error.BaseRadius",
      data: { id: "m1", value: "0" },
    });
    expect(refusal(() => checkMover({ ...all, r: 0.5 }))).toEqual({
      key: "TTM.Error.ModelPosition",
      data: { id: "m1" },
    });
    expect(refusal(() => checkMover({ ...all, r: 0.5, x: 1 }))).toEqual({
      key: "TTM.Error.NotFinite",
      data: { id: "m1", field: "elevation" },
    });
  });
});

describe("the path engine's path check", () => {
  it("an empty path, one over the limit and a broken waypoint are refused with their data", () => {
    expect(refusal(() => checkPath(sound, []))).toEqual({ key: "TTM.Error.EmptyPath", data: { id: "m1" } });
    const at = (n: number) => Array.from({ length: n }, (_, i) => ({ x: i % 7, y: 0 }));
    expect(refusal(() => checkPath(sound, at(MAX_PATH_POINTS)))).toBe("none");
    expect(refusal(() => checkPath(sound, at(MAX_PATH_POINTS + 1)))).toEqual({
      key: "TTM.Error.PathTooLong",
      data: { count: MAX_PATH_POINTS + 1, max: MAX_PATH_POINTS },
    });
    for (const bad of [
      { x: Number.NaN, y: 0 },
      { x: 0, y: Infinity },
    ]) {
      expect(refusal(() => checkPath(sound, [{ x: 0, y: 0 }, bad]))).toEqual({
        key: "TTM.Error.Waypoint",
        data: { index: 1 },
      });
    }
    // The first waypoint has no leg before it: its own coordinates are checked.
    expect(refusal(() => checkPath(sound, [{ x: Number.NaN, y: 0 }]))).toEqual({
      key: "TTM.Error.Waypoint",
      data: { index: 0 },
    });
    // Finite points whose distance overflows are refused at the second of them.
    expect(
      refusal(() =>
        checkPath(sound, [
          { x: -1e308, y: 0 },
          { x: 1e308, y: 0 },
        ]),
      ),
    ).toEqual({
      key: "TTM.Error.Waypoint",
      data: { index: 1 },
    });
    expect(refusal(() => checkPath(sound, [{ x: 1e308, y: 0 }]))).toBe("none");
  });
});
