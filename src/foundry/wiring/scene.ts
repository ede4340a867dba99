import type { RulesetRegistry } from "../../engine/registry";
import type { Ruleset } from "../../engine/ruleset";
import type { TabletopMovementApi } from "../api";
import { MODULE_ID, SETTING } from "../ids";
import { boardCache } from "../scene/board";
import { parseAttributePaths } from "../scene/profile";
import { PROFILE_SETTING, defaultRulesetFor, type FoundrySettings } from "../settings";
import { installExportTool, type ExportToolParts } from "../config/export-tool";
import { formatData } from "../config/message";
import type { MessageData } from "../../engine/errors";
import type { FoundryHost, I18nLike } from "../host/types";
import { MovementActions, type MovementConfig } from "../config/movement-actions";
import { registerTerrainBehavior, type RegionBehaviorConfig } from "../config/region-behavior";
import { addMovementTab, type TokenSheetClass } from "../config/token-tab";

const RULESET_SETTING = `${MODULE_ID}.${SETTING.ruleset}`;

/** The world's ruleset, or the default one if the setting cannot be read yet or names a lost ruleset. */
export function worldRuleset(
  settings: FoundrySettings,
  registry: RulesetRegistry,
  systemId?: string,
): Ruleset {
  let id: string | undefined;
  try {
    id = settings.get(MODULE_ID, SETTING.ruleset);
  } catch {
    id = undefined; // before the setting is registered or the world's settings are loaded
  }
  return registry.get(id && registry.has(id) ? id : defaultRulesetFor(systemId, registry));
}

/** What the scene side takes from Foundry (host/globals.ts in Foundry, fakes in tests). */
export interface SceneSideDeps {
  /** CONFIG.RegionBehavior and CONFIG.Token.movement, or null outside Foundry. */
  config(): {
    readonly regionBehavior: RegionBehaviorConfig;
    readonly movement: MovementConfig;
  } | null;
  /** The terrain behaviour's TypeDataModel class, or null where Foundry's classes are missing. */
  terrainModel(): unknown;
  readonly i18n: Pick<I18nLike, "localize" | "format">;
  /** The token sheet classes to give the Movement tab (TokenConfig, PrototypeTokenConfig, …). */
  tokenSheets(): unknown[];
  readonly exportTool: ExportToolParts;
}

/**
 * The scene side of the module, registered during `init` after the settings: the board memo's
 * hooks, the terrain RegionBehavior type, the movement actions of the world's ruleset (applied
 * again at `ready` and whenever the ruleset setting changes), the Movement tab of the token
 * sheets and the GM's export button.
 */
export function installSceneSide(
  host: FoundryHost,
  registry: RulesetRegistry,
  api: TabletopMovementApi,
  deps: SceneSideDeps,
): void {
  const g = host.game();
  const settings = (): FoundrySettings => host.game().settings;
  const systemId = (g as { system?: { id?: string } }).system?.id;
  // Actor updates matter only where the attribute paths setting feeds a profile from them.
  boardCache.install(host.hooks, {
    attributePaths: () => [
      ...parseAttributePaths(settings().get(MODULE_ID, PROFILE_SETTING.attributePaths)).values(),
    ],
  });

  const config = deps.config();
  const model = config ? deps.terrainModel() : null;
  if (config && model) registerTerrainBehavior(config.regionBehavior, model);

  const actions = new MovementActions();
  const applyActions = (): void => {
    const c = deps.config();
    if (c) actions.apply(c.movement, worldRuleset(settings(), registry, systemId));
  };
  applyActions();
  host.hooks.once("ready", applyActions);
  // A world setting is a Setting document: these hooks fire on every client when it changes.
  const onSetting = (setting: unknown): void => {
    if ((setting as { key?: unknown } | null)?.key === RULESET_SETTING) applyActions();
  };
  host.hooks.on("createSetting", onSetting);
  host.hooks.on("updateSetting", onSetting);

  const tab = {
    registry,
    settings,
    i18n: {
      localize: (key: string) => deps.i18n.localize(key),
      format: (key: string, data: MessageData) => deps.i18n.format(key, formatData(data)),
    },
  };
  for (const sheet of deps.tokenSheets()) addMovementTab(sheet as TokenSheetClass, tab);
  // A sheet class a system or module registers after init gets the tab once the world is ready.
  host.hooks.once("ready", () => {
    for (const sheet of deps.tokenSheets()) addMovementTab(sheet as TokenSheetClass, tab);
  });
  installExportTool(host.hooks, api, deps.exportTool);
}
