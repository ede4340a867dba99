import type { MessageData } from "../../engine/errors";
import type { RulesetRegistry } from "../../engine/registry";
import { localiseData, type Translator } from "../../overlay/i18n";
import type { StatusEntry } from "../effects/conditions";
import type { I18nLike } from "../host/types";
import { MODULE_ID, SETTING } from "../ids";
import { combatNowFor, type CombatLike } from "../ledger/combat";
import { readRulesetOptions, type FoundrySettings } from "../settings";
import type { DeclarationStore } from "./declarations";
import type { MovementEnv, NoticeLevel, UserLike } from "./env";

/*
 * The Foundry globals the movement code reads, as one narrow interface. `realWorld()` (in
 * globals.ts) fills it from `game`, `canvas`, `ui` and CONFIG; tests fill it with fakes. The
 * MovementEnv is built over it here, so the adapter's wiring is tested without Foundry.
 */

export type { I18nLike };

export interface FoundryWorld {
  readonly settings: FoundrySettings;
  readonly i18n: I18nLike;
  user(): UserLike & { readonly isActiveGM: boolean };
  combats(): Iterable<CombatLike>;
  /** The ids of the GM users, for whispers. */
  gmIds(): string[];
  /** Ids of the tokens this user controls on the canvas. */
  controlledTokenIds(): string[];
  /** CONFIG.Token.movement.actions: whether an action teleports. */
  movementActions(): Readonly<Record<string, { readonly teleport?: boolean } | undefined>>;
  statusEffects(): StatusEntry[];
  notify(level: NoticeLevel, text: string): void;
  /** The scene's board (scene/board.ts boardFromScene, memoised in Foundry). */
  board: MovementEnv["board"];
}

/**
 * Foundry's i18n as the engine's Translator: data values that are keys themselves ("TTM.Unit.in")
 * are localised first, as the overlay's translator does, and numbers become strings for
 * `format`, which takes strings.
 */
export function foundryTranslator(i18n: I18nLike): Translator {
  const find = (key: string): string | undefined => (i18n.has(key) ? i18n.localize(key) : undefined);
  return (key: string, data?: MessageData) => {
    const localised = localiseData(data, find);
    if (!localised) return i18n.localize(key);
    const strings: Record<string, string> = {};
    for (const [k, v] of Object.entries(localised)) strings[k] = String(v);
    return i18n.format(key, strings);
  };
}

export function movementEnv(
  world: FoundryWorld,
  registry: RulesetRegistry,
  store: DeclarationStore,
): MovementEnv {
  const t = foundryTranslator(world.i18n);
  return {
    t,
    ruleset: () => registry.get(world.settings.get(MODULE_ID, SETTING.ruleset)),
    settings: () => ({
      mode: world.settings.get(MODULE_ID, SETTING.enforcement),
      gmExempt: world.settings.get(MODULE_ID, SETTING.gmExempt),
      showReasons: world.settings.get(MODULE_ID, SETTING.showReasons),
    }),
    options: (ruleset) => readRulesetOptions(world.settings, ruleset),
    user: () => world.user(),
    board: (scene, ruleset, options) => world.board(scene, ruleset, options),
    combatNow: (tokenId, sceneId) => combatNowFor(tokenId, sceneId, world.combats()),
    declarations: (tokenId, userId) => store.get(tokenId, userId),
    isTeleport: (action) => world.movementActions()[action]?.teleport === true,
    dragGroup: (tokenId) => {
      const controlled = world.controlledTokenIds();
      return controlled.includes(tokenId) ? controlled : [tokenId];
    },
    notify: (level, text) => world.notify(level, text),
  };
}
