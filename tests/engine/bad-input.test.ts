import { describe, expect, it } from "vitest";
import { Board } from "../../src/engine/board/board";
import type { BoardSpec, Model } from "../../src/engine/board/types";
import { RulesError } from "../../src/engine/errors";
import { readFields } from "../../src/engine/profile";
import type { FieldSpec } from "../../src/engine/ruleset";
import { analysePath } from "../../src/engine/path/analyse";
import { furthestFit } from "../../src/engine/path/fit";
import { truncate } from "../../src/engine/path/truncate";
import { MAX_PATH_POINTS } from "../../src/engine/path/validate";
import { INCH_MM, model, pts, rect, table } from "./helpers";
import { refusal } from "../refusal";

const spec = (parts: Partial<BoardSpec>): BoardSpec => ({
  unit: "in",
  width: 72,
  height: 48,
  models: [],
  ...parts,
});

describe("bad input", () => {
  it("MUMG-MOVE-6: degenerate terrain outlines are refused, naming the piece and the problem", () => {
    const cases: [string, { x: number; y: number }[]][] = [
      ["too-few-points", pts([0, 0], [1, 1])],
      ["self-intersecting", pts([0, 0], [3, 2], [3, 0], [0, 1])],
      ["zero-area", pts([0, 0], [1, 1], [2, 2])],
      ["not-finite", pts([0, 0], [NaN, 1], [2, 0])],
      ["not-finite", pts([0, 0], [Infinity, 1], [2, 0])],
    ];
    for (const [problem, polygon] of cases) {
      const e = refusal(
        () => new Board(spec({ terrain: [{ id: "bad", kind: "difficult", polygon }] }), INCH_MM),
      );
      expect(e.key).toBe("TTM.Error.Polygon");
      expect(e.data).toEqual({ id: "bad", problem });
    }
  });

  it("MUMG-MOVE-6: impossible bases, positions and heights are refused by name", () => {
    expect(refusal(() => table({ models: [model("m", "a", 5, 5, { baseMm: 0 })] })).key).toBe(
      "TTM.Error.BaseSize",
    );
    expect(refusal(() => table({ models: [model("m", "a", 5, 5, { baseMm: -25 })] })).data.id).toBe("m");
    expect(refusal(() => table({ models: [model("m", "a", NaN, 5)] })).key).toBe("TTM.Error.ModelPosition");
    expect(refusal(() => table({ models: [model("m", "a", 5, 5, { height: -1 })] })).key).toBe(
      "TTM.Error.NegativeHeight",
    );
    const t = refusal(() =>
      table({ terrain: [{ id: "t", kind: "vertical", polygon: rect(0, 0, 1, 1), height: -2 }] }),
    );
    expect(t).toMatchObject({ key: "TTM.Error.NegativeHeight", data: { id: "t", value: "-2" } });
    const w = refusal(() =>
      table({ walls: [{ id: "w", a: { x: 0, y: 0 }, b: { x: 1, y: 1 }, height: NaN }] }),
    );
    expect(w).toMatchObject({ key: "TTM.Error.NotFinite", data: { id: "w", field: "height" } });
    // A wall may say it reaches the sky.
    expect(
      table({ walls: [{ id: "w", a: { x: 0, y: 0 }, b: { x: 1, y: 1 }, height: Infinity }] }).walls[0]!
        .height,
    ).toBe(Infinity);
  });

  it("SIGNUM-MOVE-3: a mover made by hand with no base, or a bad position, is refused", () => {
    const board = table({ models: [model("m", "a", 5, 5)] });
    const good = board.model("m");
    const flat: Model = { ...good, r: 0 };
    expect(refusal(() => analysePath(board, flat, pts([5, 5], [6, 5])))).toMatchObject({
      key: "TTM.Error.BaseRadius",
      data: { id: "m", value: "0" },
    });
    expect(refusal(() => analysePath(board, { ...good, r: -1 }, pts([5, 5]))).key).toBe(
      "TTM.Error.BaseRadius",
    );
    expect(refusal(() => analysePath(board, { ...good, r: NaN }, pts([5, 5]))).key).toBe(
      "TTM.Error.BaseRadius",
    );
    expect(refusal(() => analysePath(board, { ...good, elevation: NaN }, pts([5, 5]))).key).toBe(
      "TTM.Error.NotFinite",
    );
  });

  it("SIGNUM-MOVE-3: NaN, infinite or overflowing waypoints are refused with their index; an empty path too", () => {
    const board = table({ models: [model("m", "a", 5, 5)] });
    const m = board.model("m");
    expect(refusal(() => analysePath(board, m, pts([5, 5], [NaN, 5])))).toMatchObject({
      key: "TTM.Error.Waypoint",
      data: { index: 1 },
    });
    expect(refusal(() => analysePath(board, m, pts([5, 5], [6, 5], [6, -Infinity]))).data).toEqual({
      index: 2,
    });
    expect(refusal(() => analysePath(board, m, pts([5, 5], [1e308, 1e308], [-1e308, -1e308]))).data).toEqual({
      index: 2,
    });
    expect(refusal(() => analysePath(board, m, [])).key).toBe("TTM.Error.EmptyPath");
  });

  it("SIGNUM-MOVE-1: options that are not numbers, or negative, are refused by name", () => {
    const board = table({ models: [model("m", "a", 5, 5)] });
    const m = board.model("m");
    const path = pts([5, 5], [8, 5]);
    expect(refusal(() => analysePath(board, m, path, { contact: { tolerance: NaN } })).data).toEqual({
      name: "tolerance",
      value: "NaN",
    });
    expect(refusal(() => analysePath(board, m, path, { clearance: { width: -1 } })).data.name).toBe("width");
    expect(refusal(() => analysePath(board, m, path, { ignoreTerrainBelow: Infinity })).data.name).toBe(
      "ignoreTerrainBelow",
    );
    expect(refusal(() => analysePath(board, m, path, { startElevation: NaN })).key).toBe(
      "TTM.Error.PathOption",
    );
    const a = analysePath(board, m, path, { maxGapWidth: Infinity, startElevation: -3 });
    expect(refusal(() => truncate(a, { budget: { amount: NaN, ruleId: "X" } })).data.name).toBe("budget");
    expect(truncate(a, { budget: { amount: Infinity, ruleId: "X" } }).distance).toBe(3);
    // furthestFit with an endless or NaN limit stays on the path and ends.
    expect(furthestFit(board, m, path, Infinity)).toBe(3);
    expect(furthestFit(board, m, path, NaN)).toBe(0);
  });

  it("SIGNUM-MOVE-2: thousands of waypoints are measured; more than the limit are refused", () => {
    const board = table({
      models: [model("m", "a", 2, 2), model("e", "b", 40, 40)],
      terrain: [
        { id: "mud", kind: "difficult", polygon: rect(10, 0, 20, 48) },
        { id: "roof", kind: "platform", polygon: rect(30, 0, 35, 48), height: 3 },
      ],
    });
    const m = board.model("m");
    // A zigzag across the table and back, 5,000 points.
    const zig = Array.from({ length: 5000 }, (_, i) => ({ x: 2 + (i / 5000) * 66, y: i % 2 === 0 ? 2 : 3 }));
    const a = analysePath(board, m, zig, { contact: { tolerance: 0 }, clearance: { width: 1 } });
    expect(a.length).toBeGreaterThan(4999);
    expect(a.levelChanges.map((c) => c.type)).toEqual(["climb-up", "drop"]);
    expect(truncate(a, { budget: { amount: 100, ruleId: "X" }, fit: "F" }).distance).toBeGreaterThan(0);
    const tooMany = Array.from({ length: MAX_PATH_POINTS + 1 }, () => ({ x: 2, y: 2 }));
    expect(refusal(() => analysePath(board, m, tooMany))).toMatchObject({
      key: "TTM.Error.PathTooLong",
      data: { count: MAX_PATH_POINTS + 1, max: MAX_PATH_POINTS },
    });
  });
});

describe("profile values nested deep (found by npm run fuzz)", () => {
  const fields: readonly FieldSpec[] = [
    {
      key: "n",
      type: "select",
      labelKey: "x",
      default: "1",
      choices: [
        { value: "1", labelKey: "a" },
        { value: "true", labelKey: "b" },
      ],
    },
  ];
  const refusal = (raw: Record<string, unknown>): unknown => {
    try {
      readFields(fields, raw, "w");
    } catch (err) {
      return err;
    }
    return null;
  };

  it("a list 10,000 levels deep as a select field is refused as that field, not a stack overflow", () => {
    const deep = JSON.parse(`${"[".repeat(10_000)}"1"${"]".repeat(10_000)}`) as unknown;
    const e = refusal({ n: deep });
    expect(e).toBeInstanceOf(RulesError);
    expect((e as RulesError).key).toBe("TTM.Error.ProfileField");
    expect((e as RulesError).data).toEqual({ id: "w", field: "n", value: "object" });
  });

  it("a select field reads a number or a boolean written for a choice, but no longer a list holding one", () => {
    expect(readFields(fields, { n: 1 }, "w")).toEqual({ n: "1" });
    expect(readFields(fields, { n: true }, "w")).toEqual({ n: "true" });
    expect((refusal({ n: ["1"] }) as RulesError).data).toEqual({ id: "w", field: "n", value: "object" });
  });
});
