// fvtt-types configuration for this module (toolchain.md §1.3). A .ts file, not a .d.ts: the
// project uses skipLibCheck, which would silently skip mistakes in a .d.ts. Delete an entry here
// when fvtt-types starts to declare it itself.
import type { TabletopMovementApi } from "./foundry/api";
import type { EnforcementMode } from "./foundry/ids";
import type { Effect } from "./engine/ruleset";
import type { VerdictHookData } from "./foundry/movement/after-move";

export {};

declare module "fvtt-types/configuration" {
  // Our code runs from `init` on, when game.settings, game.modules and game.i18n exist.
  interface AssumeHookRan {
    init: true;
  }

  interface SettingConfig {
    "tabletop-movement.ruleset": string;
    "tabletop-movement.enforcement": EnforcementMode;
    "tabletop-movement.gmExempt": boolean;
    "tabletop-movement.showReasons": boolean;
    "tabletop-movement.attributePaths": string;
    "tabletop-movement.damagePath": string;
    /** Ruleset options, registered per ruleset as `<rulesetId>.<key>` (settings.ts). */
    [option: `tabletop-movement.${string}.${string}`]: string | number | boolean;
  }

  interface ModuleConfig {
    "tabletop-movement": { api: TabletopMovementApi };
  }

  namespace Hooks {
    interface HookConfig {
      /** Our own hook (INIT_HOOK): register third-party rulesets here. */
      "tabletopMovement.init": (api: TabletopMovementApi) => void;
      /** After a committed move was judged, on the moving client (movement/after-move.ts). */
      "tabletopMovement.verdict": (token: TokenDocument.Implementation, data: VerdictHookData) => void;
      /** After that move's effects were applied. */
      "tabletopMovement.effectsApplied": (
        token: TokenDocument.Implementation,
        data: { readonly effects: readonly Effect[]; readonly movementId: string },
      ) => void;
      /**
       * Core hook, v13 and v14 (foundryvtt.com/api hookEvents.moveToken: every client, after the update),
       * missing from the fvtt-types beta. Used through a narrow listener in wiring/movement.ts.
       */
      moveToken: (
        document: TokenDocument.Implementation,
        movement: TokenDocument.MovementOperation,
        operation: TokenDocument.Database.UpdateOperation,
        user: User.Implementation,
      ) => void;
    }
  }
}
