// The boards of the placement's last-look tests (pocket, bound, lastlook-order, column, kept,
// beyond): a corridor 1" high from the leader's end (30, 24) to a 1" base at (cx, 24), and under
// that base a pocket shaped for each case, walled so that only what stands at the corridor's end
// links to a place in it.
import type { Board } from "../../../src/engine/board/board";
import type { ModelSpec, TerrainSpec } from "../../../src/engine/board/types";
import type { Point } from "../../../src/engine/geometry/vec";
import { type Placement, type PlacementRules, placeUnit } from "../../../src/engine/unit";
import { model, pts, rect } from "../helpers";

export const squad = (id: string, x: number, y: number, extra: Partial<ModelSpec> = {}): ModelSpec =>
  model(id, "terran", x, y, { unitId: "squad", ...extra });

export const block = (id: string, polygon: Point[]): TerrainSpec => ({
  id,
  name: id,
  kind: "impassable",
  polygon,
  height: 3,
});

/**
 * The four-model squad of the column and chamber boards: the leader, m1 (a 2" base), m2 (a base
 * of `m2Mm`) and m3, the 1" base that ends at the corridor's end, in that order (placed in it).
 */
export const squadOfFour = (m2Mm: number): ModelSpec[] => [
  squad("lead", 10, 10),
  squad("m1", 10, 8.4, { baseMm: 50.8 }),
  squad("m2", 8.2, 10, { baseMm: m2Mm }),
  squad("m3", 12, 10),
];

/**
 * The place where a base of radius `r` touches one of radius `other` at `at`, straight below it:
 * one of the 16 round each placed model, worked out as placement.ts's rims does (so the same float).
 */
export function touchBelow(r: number, at: Point, other = 0.5): Point {
  const d = r + other + 1e-7;
  const below = (12 * Math.PI) / 8;
  return { x: at.x + d * Math.cos(below), y: at.y + d * Math.sin(below) };
}

/** The corridor to the 1" base at (cx, 24), and the pocket from x0 to x1 under it down to floorY. */
export function pocket(x0: number, x1: number, cx: number, floorY: number): TerrainSpec[] {
  return [
    block("top", rect(20, 24.5, 40, 30)),
    block("left", rect(20, 18, 29.5, 24.5)),
    block("right", pts([x1, 18], [40, 18], [40, 24.5], [cx + 0.5, 24.5], [cx + 0.5, 23.5], [x1, 23.5])),
    block("middle", rect(29.5, 18, x0, 23.5)),
    block("floor", rect(x0, 18, x1, floorY)),
  ];
}

/** The squad placed with its leader moved to the corridor's start, (30, 24); the others in board order. */
export function placeFromCorridor(board: Board, rules: PlacementRules): Placement {
  const [leader, ...members] = board.models.filter((m) => m.unitId === "squad");
  return placeUnit(board, { leader: leader!, to: { x: 30, y: 24 }, level: 0, members }, rules);
}

/** The whole answer when m1 stands at `m1` in the pocket under m2 at (32, 24): all of it coherent. */
export const pocketFilled = (m1: Point): Placement => ({
  placements: [
    { modelId: "lead", point: { x: 30, y: 24 }, status: "leader" },
    { modelId: "m1", point: m1, status: "coherent" },
    { modelId: "m2", point: { x: 32, y: 24 }, status: "coherent" },
  ],
  unitStatus: "in-coherency",
  misfits: [],
});
