import type { BoardSpec } from "../../engine/board/types";

/*
 * Which tokens form a unit, read from the board the scene gives (the Movement tab's unit id,
 * ModelSpec.unitId), and which of them leads a move. Pure.
 */

export interface UnitMembers {
  readonly unitId: string;
  /** The other models of the unit (the mover left out), in board order. */
  readonly others: readonly string[];
}

/** The unit of a model, or null when it has no unit id or stands alone in it. */
export function unitOf(spec: BoardSpec, modelId: string): UnitMembers | null {
  const unitId = spec.models.find((m) => m.id === modelId)?.unitId;
  if (unitId === undefined || unitId === "") return null;
  const others = spec.models.filter((m) => m.unitId === unitId && m.id !== modelId).map((m) => m.id);
  return others.length > 0 ? { unitId, others } : null;
}

/**
 * The Leading Model of a unit moved by one operation: the token the drag was started on when it
 * is one of the unit's movers, else the first of them in the operation. Core's group drag moves
 * every controlled token; only the leader's path counts, the rest are placed after it.
 */
export function leaderOf(
  moverId: string,
  unit: UnitMembers,
  operationIds: readonly string[],
  draggedId: string | null,
): string {
  const movers = operationIds.filter((id) => id === moverId || unit.others.includes(id));
  if (movers.length === 0) return moverId;
  if (draggedId !== null && movers.includes(draggedId)) return draggedId;
  return movers[0]!;
}

/** The tokens of an operation that are not of the unit: they move on their own paths. */
export const outsideUnit = (operationIds: readonly string[], leaderId: string, unit: UnitMembers): string[] =>
  operationIds.filter((id) => id !== leaderId && !unit.others.includes(id));
