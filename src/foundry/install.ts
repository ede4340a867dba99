import type { RulesetRegistry } from "../engine/registry";
import { createApi, type TabletopMovementApi } from "./api";
import { installSceneSide } from "./config/install-scene";
import { INIT_HOOK, MODULE_ID } from "./ids";
import { insideFoundry, realMovementDeps } from "./movement/globals";
import { installMovement, type MovementDeps } from "./movement/install";
import { registerSettings } from "./settings";

/** What the module needs from Foundry at load time; injected so tests need no globals. */
export interface FoundryHost {
  readonly hooks: typeof Hooks;
  /** Read lazily: Foundry's `game` is only the real Game once `init` fires. */
  readonly game: () => typeof game;
  /**
   * The Foundry pieces the movement side uses (drag, commit gate, ruler, ledger). Tests pass
   * fakes; absent, the real globals are used inside Foundry and the movement side is left out
   * elsewhere (the module's own tests of settings and the api need none of it).
   */
  readonly movement?: MovementDeps;
}

/**
 * Wires the module into Foundry: on `init` it publishes the api, lets other packages register
 * rulesets through INIT_HOOK, then registers the settings (whose choices list the rulesets).
 * Returns the api so the entry point and tests can hold it without going through `game`.
 */
export function installModule(host: FoundryHost, registry: RulesetRegistry): TabletopMovementApi {
  const movementDeps = host.movement ?? (insideFoundry() ? realMovementDeps() : undefined);
  // Registered now, not from init: its init listener must be in place when init fires.
  const movement = movementDeps ? installMovement(host.hooks, registry, movementDeps) : undefined;
  const api = createApi(
    registry,
    {
      settings: () => host.game().settings,
      // Foundry's download helper; looked up on use, so loading the module needs no globals.
      save: (json, filename) => foundry.utils.saveDataToFile(json, "application/json", filename),
    },
    movement?.api,
  );
  host.hooks.once("init", () => {
    const g = host.game();
    const module = g.modules.get(MODULE_ID);
    // Foundry always has the package that is running; a missing one means a renamed manifest.
    if (module) module.api = api;
    else console.error(`${MODULE_ID} | module "${MODULE_ID}" is not in game.modules; api not published`);
    host.hooks.callAll(INIT_HOOK, api);
    registerSettings(g.settings, registry, (g as { system?: { id?: string } }).system?.id);
    installSceneSide(host, registry, api);
  });
  return api;
}
