import type { MovementEnv, Problem, TokenLike } from "./env";
import { onlyPlacing } from "./action";
import { waitsForDeclare } from "./declare-pending";
import { judge, type Judgement } from "./judge";
import { unjudgedText } from "./messages";
import { judgedPath, truncateAtReach, type PixelWaypoint } from "./path";
import { handlingFor, truncates } from "./policy";

/*
 * The rules' part of Token#constrainMovementPath: core has already cut the path at walls and
 * the scene's edge; this cuts it where the ruleset says the model must stop. Core calls it for
 * the drag preview and again for the committed move of every method but paste and undo
 * (foundryvtt.com/api v13 Token#constrainMovementPath), so one function covers drags,
 * keyboard moves and TokenDocument#move.
 */

export interface ConstrainOptions {
  readonly preview?: boolean;
  /** Set by core for a GM with Unconstrained Movement on: the rules step aside. */
  readonly ignoreCost?: boolean;
}

const EPS = 1e-6;

/**
 * Problems already shown in this session: a drag asks on every mouse move, and one notice per
 * problem is enough. Cleared when the canvas changes scene (install.ts).
 */
const shown = new Set<string>();

export function notifyProblemOnce(env: MovementEnv, p: Problem): void {
  const id = `${p.key}|${JSON.stringify(p.data ?? {})}`;
  if (shown.has(id)) return;
  shown.add(id);
  env.notify("warn", unjudgedText(p, env.t));
}

export const forgetShownProblems = (): void => shown.clear();

export function constrainByRules<W extends PixelWaypoint>(
  env: MovementEnv,
  token: TokenLike,
  core: readonly [W[], boolean],
  options: ConstrainOptions,
  groupIds: readonly string[],
): [W[], boolean] {
  const [corePath, coreConstrained] = core;
  // Judged and cut as the ruler shows it: without core's intermediate grid steps.
  const path = judgedPath(corePath);
  if (path.length < 2 || !token.id) return [corePath, coreConstrained];
  const settings = env.settings();
  const user = env.user();
  const handling = handlingFor({
    mode: settings.mode,
    isGM: user.isGM,
    gmExempt: settings.gmExempt,
    unconstrained: options.ignoreCost === true,
    placing: onlyPlacing(path, (a) => env.isTeleport(a)),
  });
  if (!truncates(handling)) return [corePath, coreConstrained];
  const j: Judgement = judge(env, {
    token,
    waypoints: path,
    groupIds,
    preview: options.preview === true,
    declared: env.declarations(token.id, user.id),
  });
  if (j.kind === "problem") {
    notifyProblemOnce(env, j.problem);
    return [corePath, coreConstrained];
  }
  if (j.verdict.reach.distance >= j.verdict.length - EPS) return [corePath, coreConstrained];
  // Waiting for a roll before the drag: the gate asks it at the drop, then judges the move.
  if (waitsForDeclare(j.verdict, j.request.answers)) return [corePath, coreConstrained];
  const cut = truncateAtReach(path, j.path, j.verdict.reach.distance, j.gridSize, j.scale.unitsPerPixel);
  return [cut.waypoints, coreConstrained || cut.constrained];
}
