import type { FoundryHost } from "../host/types";
import { MODULE_ID } from "../ids";

/**
 * Scene documents whose changes may make a built board stale. Drags ask for the board on every
 * mouse move, so it is memoised and dropped when one of these fires with a change to something
 * the board holds (see `holdsChange`), when a setting changes (attribute paths feed profiles)
 * and when the canvas shows another scene. v13/v14 document hooks: create/update/delete<Document>,
 * the update hooks called as (document, changed, options, userId) with `changed` the difference.
 */
export const INVALIDATING_HOOKS = [
  "createToken",
  "updateToken",
  "deleteToken",
  "createWall",
  "updateWall",
  "deleteWall",
  "createRegion",
  "updateRegion",
  "deleteRegion",
  "createRegionBehavior",
  "updateRegionBehavior",
  "deleteRegionBehavior",
  "updateScene",
  "updateActor",
  "createSetting",
  "updateSetting",
  "canvasReady",
] as const;

export type InvalidatingHook = (typeof INVALIDATING_HOOKS)[number];

/** The key prefix of boards built for one player's eyes (see board.ts). */
export const FILTERED = "viewer|";

/** Vision changed (tokens moved, lights changed): only boards filtered for a player go stale. */
export const SIGHT_HOOK = "sightRefresh";

/*
 * What the board reads of each document (scene/pieces.ts, profile.ts, counters.ts, scale.ts):
 * a change to anything else (a token's bars or light, a wall's sight, the scene's darkness, an
 * actor's hit points) leaves the board as it was. Names count: reasons print them.
 */
const TOKEN_FIELDS = new Set([
  "x",
  "y",
  "width",
  "height",
  "elevation",
  "level",
  "disposition",
  "hidden",
  "name",
  "actorId",
  "actorLink",
]);
/** The module's flags the board reads: the Movement tab's profile and the effect counters. */
const TOKEN_FLAGS = new Set(["profile", "counters"]);
const WALL_FIELDS = new Set(["c", "move", "door", "ds"]);
const SCENE_FIELDS = new Set([
  "grid",
  "width",
  "height",
  "padding",
  "shiftX",
  "shiftY",
  "levels",
  "dimensions",
]);

/** Dotted paths of the leaves of a change (`{flags: {a: 1}}` gives `flags.a`), `-=` deletions unmarked. */
export function changedPaths(changed: unknown, prefix = "", out: string[] = [], depth = 0): string[] {
  if (typeof changed !== "object" || changed === null || Array.isArray(changed) || depth > 8) {
    if (prefix) out.push(prefix);
    return out;
  }
  const keys = Object.keys(changed);
  if (keys.length === 0 && prefix) out.push(prefix);
  for (const key of keys) {
    const name = key.startsWith("-=") ? key.slice(2) : key;
    // Keys may come dotted already (an update written as {"flags.x.y": 1}).
    const path = prefix ? `${prefix}.${name}` : name;
    changedPaths((changed as Record<string, unknown>)[key], path, out, depth + 1);
  }
  return out;
}

/** One path lies on the other (equal, or one a prefix of the other at a dot). */
const overlaps = (a: string, b: string): boolean => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

function tokenHolds(path: string, attributePaths: readonly string[]): boolean {
  const [head = "", second = "", third] = path.split(".");
  if (head.startsWith("_")) return false; // _id, _stats, v13's _movementHistory
  if (TOKEN_FIELDS.has(head)) return true;
  if (head === "flags") return second === MODULE_ID && (third === undefined || TOKEN_FLAGS.has(third));
  // An unlinked token's actor changes sit in its delta: the synthetic actor's data.
  if (head === "delta") return actorHolds(path.slice("delta.".length), attributePaths);
  return false;
}

function actorHolds(path: string, attributePaths: readonly string[]): boolean {
  return attributePaths.some((p) => overlaps(path, p));
}

/**
 * Whether a hook's change can alter a built board. Creations, deletions, settings and a new
 * canvas always can; updates only when a path the board reads changed. `attributePaths` are
 * the actor paths the attribute paths setting feeds profiles from.
 */
export function holdsChange(hook: string, changed: unknown, attributePaths: readonly string[]): boolean {
  if (!hook.startsWith("update") || hook === "updateSetting") return true;
  if (typeof changed !== "object" || changed === null) return true;
  const paths = changedPaths(changed);
  switch (hook) {
    case "updateToken":
      return paths.some((p) => tokenHolds(p, attributePaths));
    case "updateWall":
      return paths.some((p) => WALL_FIELDS.has(p.split(".")[0]!));
    case "updateScene":
      return paths.some((p) => SCENE_FIELDS.has(p.split(".")[0]!));
    case "updateActor":
      return paths.some((p) => actorHolds(p, attributePaths));
    default:
      // Regions and their behaviours: shapes, elevation, levels, visibility, terrain data.
      return true;
  }
}

export interface CacheInstallOptions {
  /** The actor paths profiles are fed from (the attribute paths setting); none by default. */
  readonly attributePaths?: () => readonly string[];
}

/**
 * A memo of built boards. Until `install` wires it to Foundry's hooks it remembers nothing,
 * so code that runs without the hooks (a macro before ready, a test) never sees a stale board.
 */
export class BoardCache<T> {
  private readonly entries = new Map<string, T>();
  private installed = false;
  /** Boards built through `get` (hits excluded): what the tests count rebuilds by. */
  builds = 0;

  get(key: string, build: () => T): T {
    if (!this.installed) {
      this.builds++;
      return build();
    }
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    this.builds++;
    const value = build();
    this.entries.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops the entries built for one player's eyes (keys starting with FILTERED). */
  clearFiltered(): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(FILTERED)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  install(hooks: FoundryHost["hooks"], options: CacheInstallOptions = {}): void {
    if (this.installed) return;
    this.installed = true;
    const paths = (): readonly string[] => {
      try {
        return options.attributePaths?.() ?? [];
      } catch {
        return []; // settings not readable yet: nothing is fed from actors
      }
    };
    for (const hook of INVALIDATING_HOOKS) {
      hooks.on(hook, (_doc: unknown, changed: unknown) => {
        if (holdsChange(hook, changed, paths())) this.clear();
      });
    }
    hooks.on(SIGHT_HOOK, () => this.clearFiltered());
  }

  /** Forgets the hooks and everything built (tests start each case from scratch). */
  reset(): void {
    this.entries.clear();
    this.installed = false;
    this.builds = 0;
  }
}
