import type { BoardSpec, ModelSpec, TerrainSpec, WallSpec } from "../board/types";
import type { Point } from "../geometry/vec";
import type { MoveRequest, Waypoint } from "../ruleset";
import type { ScenarioFile } from "./schema";

type Pair = readonly [number, number];

const toPoint = ([x, y]: Pair): Point => ({ x, y });

function toWaypoint(w: readonly number[]): Waypoint {
  const [x = NaN, y = NaN, elevation] = w;
  return elevation === undefined ? { x, y } : { x, y, elevation };
}

/** The board of a scenario in the engine's shape: [x, y] pairs become points. */
export function toBoardSpec(file: ScenarioFile): BoardSpec {
  const b = file.board;
  const models: ModelSpec[] = b.models.map((m) => ({ ...m }));
  const terrain: TerrainSpec[] = (b.terrain ?? []).map((t) => ({ ...t, polygon: t.polygon.map(toPoint) }));
  const walls: WallSpec[] = (b.walls ?? []).map((w) => ({ ...w, a: toPoint(w.a), b: toPoint(w.b) }));
  return {
    unit: b.unit,
    width: b.width,
    height: b.height,
    ...(b.grid !== undefined ? { grid: b.grid } : {}),
    models,
    terrain,
    walls,
  };
}

/** The move of a scenario as the engine's request; the file's top-level options go with it. */
export function toMoveRequest(file: ScenarioFile): MoveRequest {
  const m = file.move;
  return {
    modelId: m.model,
    action: m.action,
    path: m.path.map(toWaypoint),
    ...(m.declarations ? { declarations: m.declarations } : {}),
    ...(m.ledger ? { ledger: m.ledger } : {}),
    ...(file.options ? { options: file.options } : {}),
  };
}
