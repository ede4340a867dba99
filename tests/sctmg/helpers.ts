import { expect } from "vitest";
import { Board } from "../../src/engine/board/board";
import type { ModelSpec, TerrainSpec, WallSpec } from "../../src/engine/board/types";
import { evaluateMove } from "../../src/engine/evaluate";
import type { Point } from "../../src/engine/geometry/vec";
import type { MoveRequest, Verdict } from "../../src/engine/ruleset";
import { EXAMPLE_PROFILES, sctmg } from "../../src/rulesets/sctmg";

export const TERRAN = "terran";
export const ZERG = "zerg";
/** Radii in inches of the example bases. */
export const R32 = 16 / 25.4;
export const R40 = 20 / 25.4;
export const R80 = 40 / 25.4;

type Kind = keyof typeof EXAMPLE_PROFILES;

/** A model of one of the shipped example profiles; `over` changes anything. */
export function unitModel(
  kind: Kind,
  id: string,
  unitId: string,
  x: number,
  y: number,
  over: Partial<ModelSpec> & { profile?: Record<string, unknown> } = {},
): ModelSpec {
  const ex = EXAMPLE_PROFILES[kind]!;
  const side = kind === "zergling" ? ZERG : TERRAN;
  const { profile, ...rest } = over;
  return { id, side, x, y, baseMm: ex.baseMm, unitId, profile: { ...ex.profile, ...profile }, ...rest };
}

/** A 48" x 48" table unless told. */
export function table(
  models: ModelSpec[],
  terrain: TerrainSpec[] = [],
  walls: WallSpec[] = [],
  size: { width?: number; height?: number } = {},
): Board {
  return new Board(
    { unit: "in", width: size.width ?? 48, height: size.height ?? 48, models, terrain, walls },
    sctmg.defaultBaseMm,
  );
}

export const rect = (
  id: string,
  kind: TerrainSpec["kind"],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  extra: Partial<TerrainSpec> = {},
): TerrainSpec => ({
  id,
  kind,
  polygon: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
  ...extra,
});

export function judge(
  board: Board,
  request: Partial<MoveRequest> & { modelId: string; path: MoveRequest["path"] },
): Verdict {
  const outcome = evaluateMove(sctmg, board, { action: "move", ...request });
  if (!outcome.ok) throw outcome.error;
  return outcome.verdict;
}

export const line = (x0: number, x1: number, y: number): Point[] => [
  { x: x0, y },
  { x: x1, y },
];

/** The reasons as [ruleId, key, severity]. */
export const why = (v: Verdict): [string, string, string][] =>
  v.reasons.map((r) => [r.ruleId, r.key, r.severity]);

/**
 * The expected value with every number matched within 5e-6: for comparing a whole answer whose
 * lengths come from a search (a bisection, a base stopping a tolerance short of touching).
 */
export function near<T>(value: T): T {
  if (typeof value === "number") return expect.closeTo(value, 5) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => near(v)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, near(v)])) as T;
  }
  return value;
}
