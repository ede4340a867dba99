import type { MovementEnv, TokenLike } from "../movement/env";
import { onlyPlacing } from "../movement/action";
import type { PixelWaypoint } from "../movement/path";
import { handlingFor } from "../movement/policy";

/*
 * Ends of moves on squares: for a square-grid ruleset (unit "sq") every waypoint the player
 * set (core's intermediate grid steps are on squares already) is moved to the square lattice
 * of the scene rectangle, the engine's squares, before the rules judge the path and again after
 * they cut it: a token dragged with Shift, moved by a macro or cut at its reach still ends on a
 * square (a 2 x 2 creature on four). Undo, paste, teleports and a GM's Unconstrained Movement
 * are left as core made them.
 */

const SQUARE = 1;

export interface SnapOptions {
  readonly ignoreCost?: boolean;
}

/** The top-left pixel of the square (or 2 x 2 block) a token's corner is nearest to. */
const onLattice = (v: number, origin: number, size: number): number =>
  origin + Math.round((v - origin) / size) * size;

export function snapToSquares<W extends PixelWaypoint>(
  env: MovementEnv,
  token: TokenLike,
  core: readonly [W[], boolean],
  options: SnapOptions,
): [W[], boolean] {
  const [path, constrained] = core;
  const scene = token.parent;
  if (!scene || path.length < 2) return [path, constrained];
  // CONST.GRID_TYPES.SQUARE (v13/v14 docs): other scenes are refused by the rules (scene/scale.ts).
  if (env.ruleset().unit !== "sq" || scene.grid.type !== SQUARE) return [path, constrained];
  const settings = env.settings();
  const user = env.user();
  const handling = handlingFor({
    mode: settings.mode,
    isGM: user.isGM,
    gmExempt: settings.gmExempt,
    unconstrained: options.ignoreCost === true,
    placing: onlyPlacing(path, (a) => env.isTeleport(a)),
  });
  if (handling === "skip") return [path, constrained];
  const size = scene.grid.size;
  const { sceneX, sceneY } = scene.dimensions;
  let moved = false;
  const out = path.map((w, i) => {
    if (i === 0 || w.intermediate === true) return w;
    const x = onLattice(w.x, sceneX, size);
    const y = onLattice(w.y, sceneY, size);
    if (x === w.x && y === w.y) return w;
    moved = true;
    return { ...w, x, y };
  });
  return moved ? [out, true] : [path, constrained];
}
