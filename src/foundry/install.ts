import type { RulesetRegistry } from "../engine/registry";
import { createApi, type TabletopMovementApi } from "./api";
import { installSceneSide, type SceneSideDeps } from "./wiring/scene";
import {
  exportToolParts,
  insideFoundry,
  modifierKeys,
  realMovementParts,
  realUiDeps,
  realWorld,
  saveJson,
  sceneConfig,
  terrainBehaviorType,
  tokenSheetClasses,
} from "./host/globals";
import { canvasGridHighlighter } from "./host/highlight";
import type { FoundryHost as HostBase } from "./host/types";
import { realUnitParts } from "./host/units";
import { INIT_HOOK, MODULE_ID } from "./ids";
import { installMovement, type MovementDeps } from "./wiring/movement";
import { operationDataFor } from "./movement/share";
import { foundryTranslator, type FoundryWorld } from "./movement/world";
import { boardFromScene } from "./scene/board";
import { registerSettings } from "./settings";

/*
 * The top of src/foundry: the one file that wires the host layer (host/, the only code that
 * touches Foundry's globals and generation) to the features (scene, ruler, gate and dialogs,
 * effects, ledger, settings and config UI), which import only the host and the pure layers.
 * Imports point down from here; tests/imports.test.ts fails on any cycle.
 */

/** What installModule needs from Foundry; the feature parts default to the real globals. */
export interface FoundryHost extends HostBase {
  /**
   * The Foundry pieces the movement side uses (drag, commit gate, ruler, ledger). Tests pass
   * fakes; absent, the real globals are used inside Foundry and the movement side is left out
   * elsewhere (the module's own tests of settings and the api need none of it).
   */
  readonly movement?: MovementDeps;
  /** What the scene side takes from Foundry; absent, the real globals (host/globals.ts). */
  readonly scene?: SceneSideDeps;
}

/** The movement side's Foundry pieces from the host layer. */
export function realMovementDeps(): MovementDeps {
  const host = realWorld();
  const world: FoundryWorld = {
    get settings() {
      return host.settings;
    },
    i18n: host.i18n,
    user: host.user,
    combats: host.combats,
    gmIds: host.gmIds,
    controlledTokenIds: host.controlledTokenIds,
    movementActions: host.movementActions,
    statusEffects: host.statusEffects,
    notify: host.notify,
    board: (scene, ruleset, options) =>
      boardFromScene(scene, ruleset, { ...options, settings: host.settings }),
  };
  const parts = realMovementParts();
  return {
    ...parts,
    world: () => world,
    modifierKeys,
    gridHighlighter: canvasGridHighlighter,
    uiDeps: (w) => ({ ...realUiDeps(), t: foundryTranslator(w.i18n), gmIds: () => w.gmIds() }),
    place: (token, at) => parts.putBack(token, at, {}),
    putBack: (token, origin, revertOf) =>
      parts.putBack(token, origin, operationDataFor(token.id, { revertOf })),
    units: realUnitParts(),
  };
}

/** The scene side's Foundry pieces: CONFIG and the sheets where they exist (tests set CONFIG). */
function realSceneDeps(host: HostBase): SceneSideDeps {
  return {
    config: sceneConfig,
    terrainModel: terrainBehaviorType,
    i18n: {
      localize: (key) => host.game().i18n?.localize(key) ?? key,
      format: (key, data) => host.game().i18n?.format(key, data) ?? key,
    },
    tokenSheets: tokenSheetClasses,
    exportTool: exportToolParts,
  };
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
      save: saveJson,
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
    installSceneSide(host, registry, api, host.scene ?? realSceneDeps(host));
  });
  return api;
}
