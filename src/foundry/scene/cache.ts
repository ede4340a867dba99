import type { FoundryHost } from "../host/types";

/**
 * Scene documents whose changes make a built board stale. Drags ask for the board on every
 * mouse move, so it is memoised and dropped when any of these fire (v13 document hooks:
 * create/update/delete<Document>), when a setting changes (attribute paths feed profiles) and
 * when the canvas shows another scene.
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

/** The key prefix of boards built for one player's eyes (see board.ts). */
export const FILTERED = "viewer|";

/** Vision changed (tokens moved, lights changed): only boards filtered for a player go stale. */
export const SIGHT_HOOK = "sightRefresh";

/**
 * A memo of built boards. Until `install` wires it to Foundry's hooks it remembers nothing,
 * so code that runs without the hooks (a macro before ready, a test) never sees a stale board.
 */
export class BoardCache<T> {
  private readonly entries = new Map<string, T>();
  private installed = false;

  get(key: string, build: () => T): T {
    if (!this.installed) return build();
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
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

  install(hooks: FoundryHost["hooks"]): void {
    if (this.installed) return;
    this.installed = true;
    for (const hook of INVALIDATING_HOOKS) hooks.on(hook, () => this.clear());
    hooks.on(SIGHT_HOOK, () => this.clearFiltered());
  }
}
