import type { UnitMoveRequest } from "../../engine/ruleset";
import type { DragDeclarations } from "../movement/declarations";
import type { MovementEnv, TokenLike } from "../movement/env";
import { moveHandling, movementPath, type MovementLike } from "../movement/gate";
import { judge, type Judgement } from "../movement/judge";
import { gates } from "../movement/policy";
import { operationGroup } from "../movement/share";
import { levelOf } from "../host/generation";
import { readUnitData, unitRequest } from "./data";
import { leaderOf, outsideUnit, unitOf } from "./members";
import { ghostsOf, type UnitPlan } from "./plan";
import type { SceneSource } from "../scene/sources";
import type { BoardSpec } from "../../engine/board/types";
import { leaderPath, tokenSource } from "./leader-path";

/*
 * A unit's move at the commit gate (TokenDocument#_preUpdateMovement, before core writes the
 * move). A drag of a unit member (alone, or core's group drag of several) is judged as the
 * unit's move led by the dragged token: core's operation is cancelled for every member, so no
 * model moves by the drag's offset, and the ghosts of the others' proposed places are shown
 * (session.ts). What the player accepts comes back as one operation (commit.ts), which passes
 * here: the leader judged with the accepted places, the others placed by it.
 */

export type UnitGateResult =
  /** Not a unit move: the ordinary gate judges it. */
  | { readonly kind: "none" }
  /** Core's move of this token is cancelled (a led member, or the leader whose ghosts now show). */
  | { readonly kind: "refuse" }
  /** Placed by its unit's committed move: the leader's verdict covered it. */
  | { readonly kind: "member" }
  /** The leader of a committed unit move: judged with these placements, on this group's board. */
  | { readonly kind: "lead"; readonly unit: UnitMoveRequest; readonly groupIds: readonly string[] };

export interface UnitGateDeps {
  readonly env: MovementEnv;
  /** canvas.tokens._draggedToken's id (v13, v14 docs: the token a drag was started on). */
  draggedTokenId(): string | null;
  /** Shows the ghosts for the player to accept, move or cancel; not awaited by the gate. */
  startSession(plan: UnitPlan, scene: SceneSource, rejudge: Rejudge, declared: DragDeclarations): void;
}

/** The leader's move judged again with the places the player gave (engine units). */
export type Rejudge = (unit: UnitMoveRequest) => Judgement;

const NONE: UnitGateResult = { kind: "none" };

/**
 * A member of a unit whose leader moves in the same operation: held back when the ruleset
 * makes the leader's move a unit move (its verdict places the others), else moved as before
 * (a game without units ignores the unit id).
 */
function ledByOther(
  env: MovementEnv,
  scene: SceneSource,
  leaderId: string,
  operation: unknown,
  group: readonly string[],
  spec: BoardSpec,
): UnitGateResult {
  const leader = tokenSource(scene, leaderId);
  const path = leaderPath(scene, leaderId, operation);
  const unit = unitOf(spec, leaderId);
  if (!leader?.id || !path || !unit) return NONE;
  const j = judge(env, {
    token: {
      id: leader.id,
      name: leader.name,
      parent: scene,
      flags: leader.flags,
      ...(leader.level !== undefined ? { level: leader.level } : {}),
    },
    waypoints: path,
    groupIds: outsideUnit(group, leaderId, unit),
    preview: false,
    declared: env.declarations(leaderId, env.user().id),
    unit: { unitId: unit.unitId },
  });
  return j.kind === "verdict" && j.verdict.models ? { kind: "refuse" } : NONE;
}

export function unitGate(
  deps: UnitGateDeps,
  token: TokenLike,
  movement: MovementLike,
  operation: unknown,
  planned: boolean,
): UnitGateResult {
  const { env } = deps;
  const scene = token.parent;
  if (!token.id || !scene || movement.chain.length > 0) return NONE;
  const group = operationGroup(operation);
  const committed = readUnitData(operation, token.id);
  if (committed) {
    if (committed.leaderId !== token.id) return { kind: "member" };
    const members = group.filter((id) => id !== token.id && readUnitData(operation, id) !== null);
    return {
      kind: "lead",
      unit: unitRequest(committed),
      groupIds: group.filter((id) => !members.includes(id)),
    };
  }
  if (planned || (movement.method !== "dragging" && movement.method !== "keyboard")) return NONE;
  const path = movementPath(movement);
  const user = env.user();
  const handling = moveHandling(env, movement, path);
  if (!gates(handling)) return NONE;
  let spec: BoardSpec;
  try {
    const level = levelOf(path[0]) ?? levelOf(token);
    spec = env.board(scene, env.ruleset(), { moverIds: group.length > 0 ? group : [token.id], level }).spec;
  } catch {
    return NONE; // the ordinary gate reports what is wrong with the scene
  }
  const unit = unitOf(spec, token.id);
  if (!unit) return NONE;
  const leaderId = leaderOf(token.id, unit, group, deps.draggedTokenId());
  if (leaderId !== token.id) {
    // Held back too when the leader's move is refused but the game moves units (this model's
    // own move would place the others): no model goes by the drag's offset.
    const led = ledByOther(env, scene, leaderId, operation, group, spec);
    if (led.kind !== "none") return led;
    const own = judge(env, {
      token,
      waypoints: path,
      groupIds: outsideUnit(group, token.id, unit),
      preview: false,
      declared: env.declarations(token.id, user.id),
      unit: { unitId: unit.unitId },
    });
    return own.kind === "verdict" && own.verdict.models ? { kind: "refuse" } : NONE;
  }
  const groupIds = outsideUnit(group, token.id, unit);
  const declared = env.declarations(token.id, user.id);
  const rejudge: Rejudge = (request) =>
    judge(env, { token, waypoints: path, groupIds, preview: false, declared, unit: request });
  const j = rejudge({ unitId: unit.unitId });
  // Not judged, or the unit does not move (refused, a Hold): the ordinary gate says why.
  if (j.kind === "problem" || !j.verdict.models || !j.verdict.legal) return NONE;
  const ghosts = ghostsOf(j.verdict, scene, j.scale);
  if (!ghosts) return NONE;
  deps.startSession(
    {
      leaderId: token.id,
      leaderName: token.name,
      unitId: unit.unitId,
      leaderPath: path,
      ghosts,
      unitStatus: j.verdict.unitStatus ?? "in-coherency",
      groupIds,
    },
    scene,
    rejudge,
    declared,
  );
  return { kind: "refuse" };
}
