import type { MovementEnv } from "./env";
import { constrainByRules } from "./constrain";

/*
 * The Token placeable subclass: one override, Token#constrainMovementPath (v13), which core
 * calls while dragging and again when any move but paste or undo is committed. The class is
 * built on whatever CONFIG.Token.objectClass holds at setup, so a game system's own Token
 * subclass keeps its behaviour underneath.
 */

export type TokenClass = typeof foundry.canvas.placeables.Token;

export function createRulesToken(Base: TokenClass, env: () => MovementEnv): TokenClass {
  class RulesToken extends Base {
    override constrainMovementPath(
      waypoints: Token.ConstrainMovementPathWaypoint[],
      options?: Token.ConstrainMovementPathOptions,
    ): Token.ConstrainMovementPathReturn {
      const core = super.constrainMovementPath(waypoints, options);
      try {
        const doc = this.document;
        const ids = doc.id ? env().dragGroup(doc.id) : [];
        return constrainByRules(env(), doc, core, options ?? {}, ids);
      } catch (e) {
        // A bug in the rules must never break a drag or lose a token's position.
        console.error("tabletop-movement | constrainMovementPath", e);
        return core;
      }
    }
  }
  return RulesToken;
}
