import { pathSearchConstraints } from "../host/generation";
import type { TokenClass } from "../host/types";
import type { MovementEnv } from "./env";
import { rulesCostFunction, type CoreCostFunction, type CostOptionsLike } from "../squares/cost";
import { snapToSquares } from "../squares/snap";
import { constrainByRules } from "./constrain";
import { detourWaypoints, fillWaypoints } from "./suggest";

/*
 * The Token placeable subclass: two overrides. Token#constrainMovementPath (v13, v14), which core
 * calls while dragging and again when any move but paste or undo is committed, cuts the path
 * where the rules stop it. Token#findMovementPath (v13, v14), the search core runs for the dragged
 * waypoints (TokenDragContext#search is its TokenFindMovementPathJob), bends blocked legs round
 * what the viewing user knows of the table (suggest.ts). The class is
 * built on whatever CONFIG.Token.objectClass holds at setup, so a game system's own Token
 * subclass keeps its behaviour underneath.
 */

export type { TokenClass };

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
        // Square grids: judged and cut on squares, and ending on one (squares/snap.ts).
        const onSquares = snapToSquares(env(), doc, core, options ?? {});
        return snapToSquares(
          env(),
          doc,
          constrainByRules(env(), doc, onSquares, options ?? {}, ids),
          options ?? {},
        );
      } catch (e) {
        // A bug in the rules must never break a drag or lose a token's position.
        console.error("tabletop-movement | constrainMovementPath", e);
        return core;
      }
    }

    /**
     * Square-grid rulesets price each step themselves (squares/cost.ts), so core's ruler, grid
     * highlight and committed cost are the rules' cost; other rulesets keep core's.
     */
    override _getMovementCostFunction(
      options?: Parameters<InstanceType<TokenClass>["_getMovementCostFunction"]>[0],
    ): ReturnType<InstanceType<TokenClass>["_getMovementCostFunction"]> {
      const core = super._getMovementCostFunction(options);
      try {
        // The type package's MovementCostFunction and options predate the documented v13/v14
        // shapes (TokenMovementCostFunction, TokenMeasureMovementPathOptions.preview).
        const own = rulesCostFunction(
          env(),
          this.document,
          (options ?? {}) as CostOptionsLike,
          (core ?? null) as unknown as CoreCostFunction | null,
        );
        if (own) return own as unknown as typeof core;
      } catch (e) {
        console.error("tabletop-movement | _getMovementCostFunction", e);
      }
      return core;
    }

    override findMovementPath(
      waypoints: Token.FindMovementPathWaypoint[],
      options?: Token.FindMovementPathOptions,
    ): Token.FindMovementPathJob {
      try {
        const doc = this.document;
        const filled = fillWaypoints(waypoints, doc);
        const ids = doc.id ? env().dragGroup(doc.id) : [];
        // v13 and v14 pass the search's constraints differently (host/generation.ts).
        const detour = detourWaypoints(env(), doc, filled, ids, pathSearchConstraints(options));
        // Core still finds and constrains the path through the detour's corners, so walls, the
        // scene's edge and the committed-move check stay its own and the rules' as before.
        if (detour) return super.findMovementPath(detour, options);
      } catch (e) {
        console.error("tabletop-movement | findMovementPath", e);
      }
      return super.findMovementPath(waypoints, options);
    }
  }
  return RulesToken;
}
