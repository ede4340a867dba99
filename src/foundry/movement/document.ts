import { isPlannedMovement } from "../host/generation";
import type { TokenDocumentClass } from "../host/types";
import { MODULE_ID } from "../ids";
import type { PendingMoves } from "./after-move";
import type { MovementEnv } from "./env";
import { runGate, type CommittedMove, type GateUi } from "./gate";
import { moveOperationData, operationDataFor, operationGroup, writeMoveOperationData } from "./share";
import { unitGate, type UnitGateDeps } from "../units/gate";

/*
 * The TokenDocument subclass: one override, TokenDocument#_preUpdateMovement (v13; protected,
 * awaited by core before a move is written, `false` cancels it). The gate may open dialogs and
 * roll dice here, before the token moves.
 */

export type { TokenDocumentClass };

export interface GateDeps {
  readonly env: MovementEnv;
  readonly ui: GateUi;
  readonly pending: PendingMoves;
  /** Unit moves (units/gate.ts); absent, every token is judged on its own. */
  readonly units?: Omit<UnitGateDeps, "env">;
}

export function createRulesTokenDocument(Base: TokenDocumentClass, deps: () => GateDeps): TokenDocumentClass {
  class RulesTokenDocument extends Base {
    protected override async _preUpdateMovement(
      movement: TokenDocument.PreMovementOptions,
      operation: TokenDocument.Database.UpdateOperation,
    ): Promise<boolean | void> {
      const allowed = await super._preUpdateMovement(movement, operation);
      if (allowed === false) return false;
      const { env, ui, pending, units } = deps();
      try {
        // The second half of a move the gate settled and refused to make shorter (below).
        const held =
          this.id && moveOperationData(operation, this.id).settled ? pending.takeSettled(this.id) : undefined;
        if (held) {
          commit({ ...held, movementId: movement.id }, pending, operation);
          return allowed;
        }
        const planned = this.id !== null && isPlannedMovement(operation, this.id);
        const unit = units ? unitGate({ ...units, env }, this, movement, operation, planned) : null;
        if (unit?.kind === "refuse") return false;
        if (unit?.kind === "member") return allowed;
        const lead = unit?.kind === "lead" ? unit : null;
        const result = await runGate(env, ui, this, movement, lead?.groupIds ?? operationGroup(operation), {
          planned,
          ...(lead ? { unit: lead.unit } : {}),
        });
        if (!result.allowed) {
          if (result.reissue && this.id) {
            // Core's waypoints are final here: the move is made again, as its outcomes left it.
            pending.holdSettled(this.id, result.reissue.committed);
            const waypoints = result.reissue.waypoints.slice(1);
            const data = operationDataFor(this.id, { settled: true });
            setTimeout(() => {
              this.move(waypoints as never, { method: "api", [MODULE_ID]: data } as never).catch(
                (e: unknown) => console.error(`${MODULE_ID} | settled move`, e),
              );
            }, 0);
          }
          return false;
        }
        if (result.committed) commit(result.committed, pending, operation);
      } catch (e) {
        // A bug must never lose a move: it goes ahead unchecked, and the console says why.
        console.error(`${MODULE_ID} | _preUpdateMovement`, e);
        env.notify("error", env.t("TTM.Notify.Bug"));
      }
      return allowed;
    }
  }
  return RulesTokenDocument;
}

/** A move that passed the gate: kept until core reports it, its data sent with the update. */
function commit(move: CommittedMove, pending: PendingMoves, operation: object): void {
  pending.add(move);
  // Sent with the update, so the GM's client judges the move with the same declarations and answers.
  writeMoveOperationData(operation, move.tokenId, {
    declared: move.declared,
    ...(Object.keys(move.answers).length > 0 ? { answers: move.answers } : {}),
  });
}
