import type { RulerClass, RulerWaypoint } from "../host/types";
import { MODULE_ID } from "../ids";
import { describeDeclarations } from "../movement/declarations";
import type { MovementEnv, TokenLike } from "../movement/env";
import { judge } from "../movement/judge";
import { judgedPath, type PixelWaypoint } from "../movement/path";
import { reachSquares, type PixelSquare, type ReachHighlight } from "../squares/highlight";
import { labelContext } from "./label";
import { distanceAlong, judgedPrevious, rulerPlan, type RulerPlan, type RulerPoint } from "./plan";
import { bandColorFor, highlightStyle, segmentStyle, waypointStyle } from "./styles";

/*
 * The TokenRuler subclass (CONFIG.Token.rulerClass, v13). Core draws; this only recolours its
 * segments, waypoints and grid highlights by the verdict's bands and renders the waypoint label
 * from templates/ruler-label.hbs. Each user's planned path is judged from what every client
 * has (the scene, the token's flags, the world settings, the declarations shared by socket), so
 * other players see a moving token's ruler in the same colours as its mover.
 */

type CoreRuler = RulerClass;

/** One user's planned movement as the ruler receives it (v13 TokenPlannedMovement). */
interface PlannedMovementLike {
  readonly foundPath?: readonly PixelWaypoint[];
  readonly unreachableWaypoints?: readonly PixelWaypoint[];
}

interface RulerDataLike {
  readonly plannedMovement?: Readonly<Record<string, unknown>>;
}

export const RULER_LABEL_TEMPLATE = `modules/${MODULE_ID}/templates/ruler-label.hbs`;

/** The plans of a ruler, by user id, with the scale to measure waypoints in. */
interface Plans {
  readonly byUser: Map<string, RulerPlan>;
  unitsPerPixel: number;
  /** Square grids: the squares this user's drag can still reach (Verdict.reachable). */
  mine?: readonly PixelSquare[];
}

export function createRulesRuler(Base: CoreRuler, env: () => MovementEnv, reach?: ReachHighlight): CoreRuler {
  class RulesRuler extends Base {
    static override WAYPOINT_LABEL_TEMPLATE = RULER_LABEL_TEMPLATE;

    #plans: Plans = { byUser: new Map(), unitsPerPixel: 1 };

    override refresh(rulerData: Parameters<InstanceType<CoreRuler>["refresh"]>[0]): void {
      try {
        this.#plans = computePlans(env(), this.token.document, rulerData);
      } catch (e) {
        console.error(`${MODULE_ID} | ruler`, e);
        this.#plans = { byUser: new Map(), unitsPerPixel: 1 };
      }
      super.refresh(rulerData);
      const id = this.token.document.id;
      if (reach && id) {
        if (this.#plans.mine) reach.show(id, this.#plans.mine);
        else reach.clear(id);
      }
    }

    override clear(): void {
      super.clear();
      const id = this.token.document.id;
      if (reach && id) reach.clear(id);
    }

    override _getSegmentStyle(
      waypoint: RulerWaypoint,
    ): ReturnType<InstanceType<CoreRuler>["_getSegmentStyle"]> {
      return segmentStyle(super._getSegmentStyle(waypoint), this.#color(waypoint));
    }

    override _getWaypointStyle(
      waypoint: RulerWaypoint,
    ): ReturnType<InstanceType<CoreRuler>["_getWaypointStyle"]> {
      return waypointStyle(super._getWaypointStyle(waypoint), this.#color(waypoint));
    }

    override _getGridHighlightStyle(
      waypoint: RulerWaypoint,
      offset: Parameters<InstanceType<CoreRuler>["_getGridHighlightStyle"]>[1],
    ): ReturnType<InstanceType<CoreRuler>["_getGridHighlightStyle"]> {
      return highlightStyle(super._getGridHighlightStyle(waypoint, offset), this.#color(waypoint));
    }

    override _getWaypointLabelContext(
      waypoint: RulerWaypoint,
      state: Parameters<InstanceType<CoreRuler>["_getWaypointLabelContext"]>[1],
    ): ReturnType<InstanceType<CoreRuler>["_getWaypointLabelContext"]> {
      const core = super._getWaypointLabelContext(waypoint, state);
      const found = core ? this.#planFor(waypoint) : undefined;
      if (!core || !found) return core;
      const { plan, from, to } = found;
      const ttm = labelContext(plan, { from, to, last: waypoint.next === null }, env().t);
      // Core's context stays whole beside the module's part: the template renders core's label
      // where there is no `ttm` (label.ts).
      return { ...core, ttm } as typeof core;
    }

    #planFor(w: RulerWaypoint): { plan: RulerPlan; from: number; to: number } | undefined {
      if (w.stage !== "planned") return undefined;
      const plan = this.#plans.byUser.get(w.userId ?? env().user().id);
      if (!plan) return undefined;
      const point = w as unknown as RulerPoint;
      const upp = this.#plans.unitsPerPixel;
      const to = distanceAlong(point, upp);
      const before = judgedPrevious(point);
      const from = before ? distanceAlong(before, upp) : to;
      return { plan, from, to };
    }

    #color(w: RulerWaypoint): number | null {
      const found = this.#planFor(w);
      return found ? bandColorFor(found.plan, found.from, found.to) : null;
    }
  }
  return RulesRuler;
}

/** Judges each user's planned path once per refresh; the style hooks only look the plan up. */
function computePlans(env: MovementEnv, token: TokenLike & PixelWaypoint, data: RulerDataLike): Plans {
  const out: Plans = { byUser: new Map(), unitsPerPixel: 1 };
  if (!token.id) return out;
  const me = env.user();
  const settings = env.settings();
  for (const [userId, raw] of Object.entries(data.plannedMovement ?? {})) {
    const planned = raw as PlannedMovementLike;
    const path = judgedPath(
      withOrigin(token, [...(planned.foundPath ?? []), ...(planned.unreachableWaypoints ?? [])]),
    );
    if (path.length < 2) continue;
    const declared = env.declarations(token.id, userId);
    const j = judge(env, {
      token,
      waypoints: path,
      groupIds: userId === me.id ? env.dragGroup(token.id) : [],
      preview: true,
      declared,
    });
    if (j.kind !== "verdict") continue;
    out.unitsPerPixel = j.scale.unitsPerPixel;
    if (userId === me.id && j.verdict.reachable) {
      out.mine = reachSquares(j.verdict, j.scale, j.gridSize, token.width, token.height);
    }
    out.byUser.set(
      userId,
      rulerPlan(j.path, j.verdict, env.t, {
        unit: j.ruleset.unit,
        declared: describeDeclarations(declared, j.ruleset, env.t),
        explain: settings.showReasons || me.isGM,
        ...(j.request.answers ? { answers: j.request.answers } : {}),
      }),
    );
  }
  return out;
}

/** The planned path from where the token stands, should core's found path start further on. */
function withOrigin(token: PixelWaypoint, path: readonly PixelWaypoint[]): PixelWaypoint[] {
  const first = path[0];
  if (first && first.x === token.x && first.y === token.y) return [...path];
  const origin: PixelWaypoint = {
    x: token.x,
    y: token.y,
    width: token.width,
    height: token.height,
    elevation: token.elevation,
  };
  return [origin, ...path];
}
