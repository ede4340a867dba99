import { Board } from "../../src/engine/board/board";
import type { ModelSpec, TerrainSpec, WallSpec } from "../../src/engine/board/types";
import { evaluateMove } from "../../src/engine/evaluate";
import type { MoveRequest, Verdict } from "../../src/engine/ruleset";
import { signum } from "../../src/rulesets/signum";

export const BLUE = "blue";
export const RED = "red";

/** A 60x60 cm Signum table; bases default to 30 mm (1.5 cm radius). */
export function table(models: ModelSpec[], terrain: TerrainSpec[] = [], walls: WallSpec[] = []): Board {
  return new Board({ unit: "cm", width: 60, height: 60, models, terrain, walls }, signum.defaultBaseMm);
}

export const hero = (over: Partial<ModelSpec> & { profile?: Record<string, unknown> } = {}): ModelSpec => ({
  id: "hero",
  name: "Brissa",
  side: BLUE,
  x: 10,
  y: 30,
  ...over,
});

export const rect = (
  id: string,
  kind: TerrainSpec["kind"],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): TerrainSpec => ({
  id,
  kind,
  polygon: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
});

export function judge(board: Board, request: Partial<MoveRequest> & { path: MoveRequest["path"] }): Verdict {
  const outcome = evaluateMove(signum, board, { modelId: "hero", action: "move", ...request });
  if (!outcome.ok) throw outcome.error;
  return outcome.verdict;
}

export const line = (x0: number, x1: number, y = 30): MoveRequest["path"] => [
  { x: x0, y },
  { x: x1, y },
];

export const ruleIds = (v: Verdict): string[] => v.reasons.map((r) => r.ruleId);
