import { MODULE_ID } from "../ids";
import { casualtyUpdate } from "../scene/casualty";
import type { DragDeclarations } from "../movement/declarations";
import type { MoveOperationData } from "../movement/share";
import type { PixelWaypoint } from "../movement/path";
import type { UnitOperationData } from "./data";
import type { UnitPlan } from "./plan";
import type { Point } from "../../engine/geometry/vec";

/*
 * The whole unit's move as ONE update of the scene's tokens (Scene#updateEmbeddedDocuments with
 * a `movement` instruction per token, v13 and v14 docs: TokenMovementInstruction keyed by token
 * id in the update operation). Core keeps one canvas history event per operation
 * (TokenLayer#history, CanvasHistoryEvent), so one Ctrl+Z puts every model back, and each
 * token's movement is recorded (TokenDocument#revertRecordedMovement). The leader follows its
 * judged path; the others are placed (`displace`, core's placement action) where the ghosts stood,
 * and casualties the player confirmed are hidden and flagged, not deleted (scene/casualty.ts).
 */

export interface UnitUpdate {
  readonly updates: readonly Record<string, unknown>[];
  readonly operation: Record<string, unknown>;
}

const waypoint = (w: PixelWaypoint): Record<string, unknown> => ({
  x: w.x,
  y: w.y,
  elevation: w.elevation,
  ...(w.action !== undefined ? { action: w.action } : {}),
  ...(w.level !== undefined ? { level: w.level } : {}),
});

export function unitUpdate(
  plan: UnitPlan,
  placements: Readonly<Record<string, Point>>,
  declared: DragDeclarations,
): UnitUpdate {
  const unit: UnitOperationData = { leaderId: plan.leaderId, unitId: plan.unitId, placements };
  const end = plan.leaderPath.at(-1)!;
  const moving = plan.ghosts.filter(
    (g) => g.status !== "casualty" && (g.to.x !== g.from.x || g.to.y !== g.from.y),
  );
  const updates = [
    { _id: plan.leaderId, x: end.x, y: end.y, elevation: end.elevation },
    ...moving.map((g) => ({ _id: g.tokenId, x: g.to.x, y: g.to.y })),
    // In the same operation, so the one undo of the unit's move brings them back (casualty.ts).
    ...plan.ghosts.filter((g) => g.status === "casualty").map((g) => casualtyUpdate(g.tokenId)),
  ];
  const movement: Record<string, unknown> = {
    [plan.leaderId]: { waypoints: plan.leaderPath.slice(1).map(waypoint), method: "api", autoRotate: false },
  };
  for (const g of moving)
    movement[g.tokenId] = {
      waypoints: [
        {
          x: g.to.x,
          y: g.to.y,
          elevation: g.elevation,
          action: "displace",
          ...(g.level !== undefined ? { level: g.level } : {}),
        },
      ],
      method: "api",
      autoRotate: false,
    };
  const tokens: Record<string, MoveOperationData> = {
    [plan.leaderId]: { declared, unit },
  };
  for (const g of moving) tokens[g.tokenId] = { unit: { ...unit, placements: {} } };
  return { updates, operation: { movement, [MODULE_ID]: { tokens } } };
}
