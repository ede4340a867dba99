import type { MoveRequest } from "../../engine/ruleset";
import { arrowSquares, squareAt, type DuMap } from "./board";
import { gap, type Other } from "./costs";

export interface SafeEvent {
  readonly key: string;
  readonly message: string;
}

/**
 * DU-SAFE-1: the Safe Zone is every square within 2 (any direction, walls ignored) of where the
 * character started its activation (the ledger's `startX`/`startY`, else where this move starts)
 * or of where it or an ally ended one (decision: where each ally stands now). The moments are
 * the first step out of the zone and each step onto an exploration arrow, in path order.
 */
export function safeZoneEvents(
  map: DuMap,
  request: MoveRequest,
  ownSquares: readonly number[],
  others: readonly Other[],
  squares: readonly number[],
  k: 1 | 2,
): SafeEvent[] {
  const w = map.grid.width;
  const sx = request.ledger?.startX;
  const sy = request.ledger?.startY;
  const activationStart = typeof sx === "number" && typeof sy === "number" ? squareAt(map, sx, sy, k) : null;
  const centres: (readonly number[])[] = [
    ownSquares,
    ...others.filter((o) => !o.enemy).map((o) => o.squares),
  ];
  if (activationStart !== null) centres.push([activationStart]);
  const foot = (i: number): number[] => (k === 1 ? [i] : [i, i + 1, i + w, i + w + 1]);
  const safe = (i: number): boolean => centres.some((c) => gap(map, c, foot(i)) <= 2);
  const out: SafeEvent[] = [];
  let left = false;
  for (let i = 1; i < squares.length; i++) {
    const b = squares[i]!;
    if (!left && safe(squares[i - 1]!) && !safe(b)) {
      left = true;
      out.push({ key: "TTM.Du.Reason.LeavesSafeZone", message: "TTM.Du.Message.ObstacleCard" });
    }
    // A step onto an arrow: one of its squares is on an arrow it was not on before (a Large
    // creature stepping along an arrow steps onto it once).
    const before = arrowSquares(map, squares[i - 1]!, k);
    if (arrowSquares(map, b, k).some((s) => !before.includes(s))) {
      out.push({ key: "TTM.Du.Reason.ArrowObstacle", message: "TTM.Du.Message.ObstacleCardArrow" });
    }
  }
  return out;
}
