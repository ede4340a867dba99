import type { RulesetRegistry } from "../../engine/registry";
import type { Ruleset } from "../../engine/ruleset";
import type { TabletopMovementApi } from "../api";
import { MODULE_ID, SETTING } from "../ids";
import type { FoundryHost } from "../install";
import { boardCache } from "../scene/board";
import { defaultRulesetFor, type FoundrySettings } from "../settings";
import { installExportTool } from "./export-tool";
import { formatData } from "./message";
import { MovementActions } from "./movement-actions";
import { createTerrainBehaviorType, registerTerrainBehavior } from "./region-behavior";
import { installTokenTab } from "./token-tab";

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

/**
 * The scene side of the module, registered during `init` after the settings: the board memo's
 * hooks, the terrain RegionBehavior type, the movement actions of the world's ruleset (applied
 * again at `ready` and whenever the ruleset setting changes), the Movement tab of the token
 * sheets and the GM's export button. Parts that need Foundry's globals (CONFIG, foundry) are
 * skipped when they are missing, so the installer also runs under the tests' fakes.
 */
export function installSceneSide(
  host: FoundryHost,
  registry: RulesetRegistry,
  api: TabletopMovementApi,
): void {
  const g = host.game();
  const settings = (): FoundrySettings => host.game().settings;
  const systemId = (g as { system?: { id?: string } }).system?.id;
  boardCache.install(host.hooks);

  const hasConfig = typeof CONFIG !== "undefined";
  if (hasConfig && typeof foundry !== "undefined") {
    registerTerrainBehavior(CONFIG.RegionBehavior, createTerrainBehaviorType());
  }

  const actions = new MovementActions();
  const applyActions = (): void => {
    if (!hasConfig) return;
    actions.apply(CONFIG.Token.movement, worldRuleset(settings(), registry, systemId));
  };
  applyActions();
  host.hooks.once("ready", applyActions);
  // A world setting is a Setting document: these hooks fire on every client when it changes.
  const onSetting = (setting: unknown): void => {
    if ((setting as { key?: unknown } | null)?.key === RULESET_SETTING) applyActions();
  };
  host.hooks.on("createSetting", onSetting);
  host.hooks.on("updateSetting", onSetting);

  installTokenTab({
    hooks: host.hooks,
    registry,
    settings,
    i18n: () => {
      const i18n = host.game().i18n;
      return {
        localize: (key) => i18n?.localize(key) ?? key,
        format: (key, data) => i18n?.format(key, formatData(data)) ?? key,
      };
    },
    render: (path, data) =>
      foundry.applications.handlebars.renderTemplate(path, data as Record<string, unknown>),
  });
  installExportTool(host.hooks, api);
}
