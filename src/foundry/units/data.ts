import type { Point } from "../../engine/geometry/vec";
import { moveOperationData } from "../movement/share";

/*
 * What the module writes on the one update operation that moves a whole unit (see commit.ts),
 * per token under the module id beside the declarations: the leader carries the unit and the
 * places the player gave (engine units), each other model the leader's id. Every client's
 * moveToken hook receives it, so the GM judges the leader's move with the same placements.
 */

export interface UnitOperationData {
  readonly leaderId: string;
  readonly unitId: string;
  /** The places the player set by hand; the rest were left to the automatic placement. */
  readonly placements: Readonly<Record<string, Point>>;
}

const isPoint = (v: unknown): v is Point =>
  typeof v === "object" && v !== null && Number.isFinite((v as Point).x) && Number.isFinite((v as Point).y);

/** The unit data of one token of an update operation, or null (flags and options are anyone's). */
export function readUnitData(operation: unknown, tokenId: string | null): UnitOperationData | null {
  const raw = moveOperationData(operation, tokenId).unit;
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.leaderId !== "string" || typeof r.unitId !== "string") return null;
  const placements: Record<string, Point> = {};
  if (typeof r.placements === "object" && r.placements !== null)
    for (const [id, p] of Object.entries(r.placements as Record<string, unknown>))
      if (isPoint(p)) placements[id] = { x: p.x, y: p.y };
  return { leaderId: r.leaderId, unitId: r.unitId, placements };
}

/** The engine's unit request for a committed unit move: hand-set places fixed, the rest "auto". */
export const unitRequest = (data: UnitOperationData) => ({
  unitId: data.unitId,
  placements: { ...data.placements },
});
