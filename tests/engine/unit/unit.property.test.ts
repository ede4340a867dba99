import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ModelSpec, TerrainSpec } from "../../../src/engine/board/types";
import { isWhollyWithin } from "../../../src/engine/geometry/circle";
import { pointSegmentDistance } from "../../../src/engine/geometry/segment";
import { baseFitsAt } from "../../../src/engine/path/fit";
import { linkBlock, placeUnit, standingAt, unitCoherency } from "../../../src/engine/unit";
import { model, rect, table } from "../helpers";

const MM = [25, 32, 40, 50];
const rOf = (mm: number): number => mm / 25.4 / 2;
/** Distances that often land within a hundredth of the threshold, and sometimes anywhere. */
const near = (t: number) =>
  fc.oneof(
    fc.double({ min: t - 0.02, max: t + 0.02, noNaN: true }),
    fc.double({ min: 0, max: t + 3, noNaN: true }),
  );

describe("unit module properties", () => {
  it("SCTMG-COH-1, SCTMG-WITHIN-2: a linked model is in coherency exactly when its far edge is within 3\" of the leader's near edge", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MM),
        fc.constantFrom(...MM),
        near(3),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (lm, mm, edge, a) => {
          const [rl, rm] = [rOf(lm), rOf(mm)];
          // The centre distance that puts the far edge `edge` from the leader's near edge.
          const d = Math.max(rl + rm + 1e-6, edge + rl - rm);
          const board = table({
            models: [
              model("lead", "a", 30, 20, { baseMm: lm, unitId: "u" }),
              model("m", "a", 30 + d * Math.cos(a), 20 + d * Math.sin(a), { baseMm: mm, unitId: "u" }),
            ],
          });
          const c = unitCoherency(board, board.model("lead"), [board.model("m")], new Set(["lead", "m"]), {
            range: 3,
            gapWidth: 1,
          });
          expect(c.inCoherency).toBe(d + rm - rl <= 3 + 1e-9);
          expect(c.linked.has("m")).toBe(true);
        },
      ),
    );
  });

  it("SCTMG-COH-2: a third unit's base stops a link exactly when the line enters it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MM),
        near(rOf(32)),
        fc.double({ min: 0.2, max: 0.8, noNaN: true }),
        (mm, off, along) => {
          const r = rOf(mm);
          const offset = off - rOf(32) + r; // around r, the threshold for this base
          const board = table({
            models: [
              model("a", "x", 10, 10, { baseMm: 32, unitId: "u" }),
              model("b", "x", 16, 10, { baseMm: 32, unitId: "u" }),
              model("o", "x", 10 + 6 * along, 10 + offset, { baseMm: mm, unitId: "v" }),
            ],
          });
          const block = linkBlock(board, board.model("a"), board.model("b"), new Set(["a", "b"]), {
            gapWidth: 0,
          });
          const enters =
            pointSegmentDistance(board.model("o"), { x: 10, y: 10 }, { x: 16, y: 10 }) < r - 1e-9;
          expect(block).toEqual(enters ? { kind: "model", id: "o" } : null);
        },
      ),
    );
  });

  const scene = fc.record({
    members: fc.array(
      fc.record({
        dx: fc.double({ min: -2.5, max: 2.5, noNaN: true }),
        dy: fc.double({ min: -2.5, max: 2.5, noNaN: true }),
      }),
      { minLength: 1, maxLength: 7 },
    ),
    rocks: fc.array(
      fc.record({
        x: fc.double({ min: 14, max: 26, noNaN: true }),
        y: fc.double({ min: 14, max: 26, noNaN: true }),
        w: fc.double({ min: 0.3, max: 3, noNaN: true }),
        h: fc.double({ min: 0.3, max: 3, noNaN: true }),
      }),
      { maxLength: 4 },
    ),
    others: fc.array(
      fc.record({
        x: fc.double({ min: 15, max: 25, noNaN: true }),
        y: fc.double({ min: 15, max: 25, noNaN: true }),
      }),
      { maxLength: 4 },
    ),
  });

  it("SCTMG-COH-1, SCTMG-COH-3: placed models never overlap, always fit, and their statuses are the arrangement's coherency", () => {
    fc.assert(
      fc.property(scene, ({ members, rocks, others }) => {
        const terrain: TerrainSpec[] = rocks.map((k, i) => ({
          id: `rock${i}`,
          kind: "impassable",
          polygon: rect(k.x, k.y, k.x + k.w, k.y + k.h),
        }));
        const specs: ModelSpec[] = [
          model("lead", "a", 5, 5, { baseMm: 32, unitId: "u" }),
          ...members.map((m, i) =>
            model(`m${i}`, "a", 5 + 1.3 * (i + 1), 5 + m.dy, { baseMm: 32, unitId: "u" }),
          ),
          ...others.map((o, i) => model(`o${i}`, "b", o.x, o.y, { baseMm: 25, unitId: "v" })),
        ];
        const board = table({ models: specs, terrain });
        const to = { x: 20, y: 20 };
        if (!baseFitsAt(board, board.model("lead"), to, { ignore: new Set(["lead"]) })) return;
        const [leader, ...rest] = board.models.filter((m) => m.unitId === "u");
        const ids = new Set([leader!.id, ...rest.map((m) => m.id)]);
        const rules = { range: 3, gapWidth: 1 };
        const p = placeUnit(board, { leader: leader!, to, level: 0, members: rest }, rules);
        expect(p.misfits).toEqual([]);
        expect(p.placements[0]).toEqual({ modelId: "lead", point: to, status: "leader" });
        const standing = p.placements
          .filter((x) => x.status !== "casualty")
          .map((x) => standingAt(board.model(x.modelId), x.point, 0));
        for (let i = 0; i < standing.length; i++) {
          const a = standing[i]!;
          expect(baseFitsAt(board, a, a, { ignore: ids })).toBe(true);
          for (let j = i + 1; j < standing.length; j++) {
            const b = standing[j]!;
            expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r - 1e-6);
          }
        }
        const c = unitCoherency(board, standing[0]!, standing.slice(1), ids, rules);
        for (const x of p.placements.slice(1)) {
          if (x.status === "casualty") continue;
          expect(x.status).toBe(
            c.within.has(x.modelId) && c.linked.has(x.modelId) ? "coherent" : "out-of-coherency",
          );
          if (x.status === "coherent")
            expect(isWhollyWithin({ ...x.point, r: rOf(32) }, { ...to, r: rOf(32) }, 3)).toBe(true);
        }
        expect(p.unitStatus).toBe(c.inCoherency ? "in-coherency" : "out-of-coherency");
      }),
      { numRuns: 40 },
    );
  });
});
