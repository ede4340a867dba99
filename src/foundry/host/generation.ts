import type {
  LevelSource,
  LevelledWaypoint,
  MovementInstruction14,
  MovementPromises14,
  RegionElevationFields,
  RegionElevationRange,
} from "./v14";

/*
 * The one place that knows which Foundry generation runs (`game.release.generation`) and what
 * differs between v13 and v14 for this module. Features ask these functions and never check a
 * version themselves. The fakes of tests/foundry pick the generation with useGeneration, so the
 * Foundry-side suite runs once per generation (vitest.config.ts).
 */

export type Generation = 13 | 14;
export const GENERATIONS: readonly Generation[] = [13, 14];

let forced: Generation | null = null;

/** Sets the generation instead of reading `game.release` (the tests' fakes); null reads it again. */
export function useGeneration(g: Generation | null): void {
  forced = g;
}

/** The running generation: v14 and later count as 14, anything older as 13. */
export function generation(): Generation {
  if (forced !== null) return forced;
  const release =
    typeof game === "undefined" ? undefined : (game as { release?: { generation?: unknown } }).release;
  const g = release?.generation;
  return typeof g === "number" && g >= 14 ? 14 : 13;
}

/** A region's vertical extent in scene units, whatever the generation stores. */
export interface RegionRange {
  /** null: open below (v13) or the table (v14 without a level). */
  readonly bottom: number | null;
  /** null: open above, the ruleset's default height for the kind applies. */
  readonly top: number | null;
  /** The scene levels the region stands on; null: all of them. */
  readonly levels: readonly string[] | null;
}

const isRange = (v: unknown): v is RegionElevationRange =>
  typeof v === "object" && v !== null && "bottom" in v && "top" in v;

const idList = (v: RegionElevationFields["levels"]): readonly string[] | null => {
  if (v === null || v === undefined) return null;
  const ids = [...v].filter((id): id is string => typeof id === "string" && id !== "");
  return ids.length > 0 ? ids : null;
};

/**
 * v13: the region's own `elevation.bottom/top`. v14: `elevation` is the height of the region's
 * surface (a rooftop, a balcony) above the floor of the level it stands on, so the bottom is that
 * level's bottom (the table without levels) and the top the region's elevation; a region whose
 * elevation does not rise above its floor leaves the height to the ruleset. A v14 build that
 * still serves a bottom/top range is read as v13's.
 */
export function regionRange(
  region: RegionElevationFields,
  levelOf: (id: string) => LevelSource | undefined,
): RegionRange {
  const e = region.elevation;
  if (generation() === 13 || isRange(e)) {
    const r = isRange(e) ? e : { bottom: null, top: null };
    return { bottom: r.bottom, top: r.top, levels: generation() === 14 ? idList(region.levels) : null };
  }
  const levels = idList(region.levels);
  const floor = levels ? (levelOf(levels[0]!)?.elevation.bottom ?? null) : null;
  const surface = typeof e === "number" && Number.isFinite(e) ? e : null;
  const top = surface !== null && surface > (floor ?? 0) ? surface : null;
  return { bottom: floor, top, levels };
}

/** The scene level a token or waypoint is on (v14), or null (v13, or a scene without levels). */
export function levelOf(doc: LevelledWaypoint | null | undefined): string | null {
  if (generation() === 13) return null;
  const l = doc?.level;
  return typeof l === "string" && l !== "" ? l : null;
}

/** Whether something on `levels` (null: every level) stands on the mover's level. */
export function onLevel(levels: readonly string[] | null, moverLevel: string | null): boolean {
  return levels === null || moverLevel === null || levels.includes(moverLevel);
}

/**
 * The waypoint that puts a token back where a move started, as a placement (core's `displace`).
 * v14 refuses a waypoint without a valid level, so the origin's level goes with it.
 */
export function putBackWaypoint(origin: { x: number; y: number; elevation: number } & LevelledWaypoint): {
  x: number;
  y: number;
  elevation: number;
  action: string;
  level?: string;
} {
  const level = levelOf(origin);
  return {
    x: origin.x,
    y: origin.y,
    elevation: origin.elevation,
    action: "displace",
    ...(level !== null ? { level } : {}),
  };
}

/**
 * Whether the update operation only plans a token's movement (v14 `planned` instruction,
 * `Token#planMovement`): it waits for the user to confirm, so it is judged like a drag (cut and
 * refused by the rules) but nothing is asked or spent until it starts. Never in v13.
 */
export function isPlannedMovement(operation: unknown, tokenId: string): boolean {
  if (generation() === 13 || typeof operation !== "object" || operation === null) return false;
  const movement = (operation as { movement?: Record<string, MovementInstruction14 | undefined> }).movement;
  return movement?.[tokenId]?.planned === true;
}

/**
 * What core asks of a path search (Token#findMovementPath's options): v13 passes `ignoreCost`
 * and `ignoreWalls` at the top (TokenFindMovementPathOptions), v14 inside `constrainOptions`.
 */
export function pathSearchConstraints(options: unknown): { ignoreCost: boolean; ignoreWalls: boolean } {
  const o = (typeof options === "object" && options !== null ? options : {}) as {
    ignoreCost?: unknown;
    ignoreWalls?: unknown;
    constrainOptions?: { ignoreCost?: unknown; ignoreWalls?: unknown } | null;
  };
  const from = generation() === 14 ? (o.constrainOptions ?? {}) : o;
  return { ignoreCost: from.ignoreCost === true, ignoreWalls: from.ignoreWalls === true };
}

/**
 * Resolves once the moved token has arrived: v14's `movement.finished` (after its animation),
 * at once in v13, whose `moveToken` hook fires when the update is done. A movement that was
 * stopped on the way resolves false; effects still follow the part that was made.
 */
export async function arrival(movement: MovementPromises14): Promise<boolean> {
  if (generation() === 13) return true;
  try {
    if (movement.finished) return await movement.finished;
    if (movement.animation?.ended) await movement.animation.ended;
  } catch {
    return false;
  }
  return true;
}

/**
 * The movement action entry the module writes for a ruleset action (see
 * config/movement-actions.ts). Both generations take a cost function and a `canSelect` function;
 * v14's descriptor also multiplies the cost (`costMultiplier`, core's climb, crawl and jump
 * double it), so v14 entries set it to 1: the ruleset's verdict is the cost.
 */
export function actionOverrides(): { costMultiplier?: number } {
  return generation() === 14 ? { costMultiplier: 1 } : {};
}
