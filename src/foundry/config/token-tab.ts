import type { MessageData } from "../../engine/errors";
import type { RulesetRegistry } from "../../engine/registry";
import type { Ruleset } from "../../engine/ruleset";
import { MODULE_ID, SETTING } from "../ids";
import type { FoundryHost } from "../install";
import { actorFedFields, readPath, readProfileFlag } from "../scene/profile";
import { scaleFor } from "../scene/scale";
import type { SceneSource } from "../scene/sources";
import type { FoundrySettings } from "../settings";
import { movementTabContext, validateProfileValues } from "./token-tab-context";

export const TOKEN_TAB_TEMPLATE = `modules/${MODULE_ID}/templates/token-movement-tab.hbs`;
const TAB = "ttm-movement";
const TAB_ICON = "fa-solid fa-shoe-prints";

/**
 * The token sheets as this module sees them. In v13 both are ApplicationV2 sheets:
 * foundry.applications.sheets.TokenConfig (a TokenDocument: `document`) and
 * PrototypeTokenConfig (an actor's PrototypeToken: `token`, `isPrototype` true). fvtt-types
 * types the render hooks' application loosely, so this names what is read.
 */
interface TokenSheet {
  readonly id: string;
  readonly isPrototype?: boolean;
  readonly document?: unknown;
  readonly token?: unknown;
  readonly tabGroups: Record<string, string | null>;
}

/** A token document or prototype token, as far as the tab reads it. */
interface ConfiguredToken {
  readonly name?: string;
  readonly flags: unknown;
  readonly width?: number;
  readonly height?: number;
  readonly actor?: unknown;
  readonly parent?: unknown;
}

const isConfiguredToken = (v: unknown): v is ConfiguredToken =>
  typeof v === "object" && v !== null && "flags" in v;

function configuredToken(app: TokenSheet): ConfiguredToken | null {
  const first = app.isPrototype ? app.token : app.document;
  if (isConfiguredToken(first)) return first;
  return isConfiguredToken(app.document) ? app.document : null;
}

/** The token's size as a base in mm when it stands on a scene the ruleset can measure. */
function tokenBaseMm(token: ConfiguredToken, ruleset: Ruleset): number | null {
  const scene = token.parent as Partial<SceneSource> | null | undefined;
  if (!scene?.grid || !scene.dimensions || token.width === undefined || token.height === undefined)
    return null;
  try {
    const scale = scaleFor(scene.grid, scene.dimensions, ruleset.unit);
    return scale.pixelsToMm(Math.min(token.width, token.height) * scene.grid.size);
  } catch {
    return null; // a scene in feet: the board refuses it anyway, with its own message
  }
}

export interface TokenTabDeps {
  readonly hooks: FoundryHost["hooks"];
  readonly registry: RulesetRegistry;
  readonly settings: () => FoundrySettings;
  readonly i18n: () => { localize(key: string): string; format(key: string, data: MessageData): string };
  readonly render: (path: string, data: object) => Promise<string>;
}

/**
 * Adds the "Movement" tab to both token sheets through their render hooks, the way v13 sheets
 * are extended without replacing them (a system's own TokenConfig subclass keeps working): a
 * nav link `data-action="tab"` in the sheet's tab group and a `.tab` panel the sheet's own tab
 * switching shows. The inputs carry `flags.tabletop-movement.profile.…` names, so the sheet's
 * submit stores them. Runs on every render, replacing what it added before.
 */
export function installTokenTab(deps: TokenTabDeps): void {
  const onRender = (app: unknown, element: unknown): void => {
    if (!(element instanceof HTMLElement)) return;
    void addMovementTab(app as TokenSheet, element, deps).catch((e: unknown) =>
      console.error(`${MODULE_ID} | Movement tab`, e),
    );
  };
  deps.hooks.on("renderTokenConfig", onRender);
  deps.hooks.on("renderPrototypeTokenConfig", onRender);
}

async function addMovementTab(app: TokenSheet, element: HTMLElement, deps: TokenTabDeps): Promise<void> {
  const token = configuredToken(app);
  if (!token) return;
  const settings = deps.settings();
  const ruleset = deps.registry.get(settings.get(MODULE_ID, SETTING.ruleset));
  const i18n = deps.i18n();
  const actorPaths = actorFedFields(ruleset, settings);
  const actorValues: Record<string, unknown> = {};
  for (const [key, path] of actorPaths) {
    const v = token.actor ? readPath(token.actor, path) : undefined;
    if (v !== undefined && v !== null) actorValues[key] = v;
  }
  const owner = token.name ?? "";
  const context = movementTabContext({
    ruleset,
    flag: readProfileFlag(token),
    actorPaths,
    actorValues,
    tokenBaseMm: tokenBaseMm(token, ruleset),
    owner,
    idPrefix: `${app.id}-ttm`,
    format: (key, data) => i18n.format(key, data),
  });
  const html = await deps.render(TOKEN_TAB_TEMPLATE, context);

  const nav =
    element.querySelector<HTMLElement>("nav.sheet-tabs[data-group]") ??
    element.querySelector("nav.sheet-tabs");
  if (!nav) return;
  const group = nav.dataset.group ?? "sheet";
  element.querySelectorAll(`[data-tab="${TAB}"]`).forEach((el) => el.remove());

  const link = document.createElement("a");
  link.dataset.action = "tab";
  link.dataset.group = group;
  link.dataset.tab = TAB;
  const icon = document.createElement("i");
  icon.className = TAB_ICON;
  const label = document.createElement("span");
  label.textContent = i18n.localize("TTM.TokenTab.Tab");
  link.append(icon, " ", label);
  nav.append(link);

  const panel = document.createElement("div");
  panel.className = "tab";
  panel.dataset.group = group;
  panel.dataset.tab = TAB;
  panel.innerHTML = html;
  const tabs = element.querySelectorAll(`.tab[data-group="${group}"]:not([data-tab="${TAB}"])`);
  const last = tabs[tabs.length - 1];
  if (last) last.after(panel);
  else (element.querySelector("footer") ?? element.querySelector("form") ?? element).before(panel);
  if (app.tabGroups[group] === TAB) {
    link.classList.add("active");
    panel.classList.add("active");
  }
  panel.addEventListener("change", () => showErrors(panel, ruleset, owner, i18n.format.bind(i18n)));
}

/** Re-checks the fields in the panel after an edit and writes each message under its field. */
function showErrors(
  panel: HTMLElement,
  ruleset: Ruleset,
  owner: string,
  format: (key: string, data: MessageData) => string,
): void {
  const values: Record<string, unknown> = {};
  for (const f of ruleset.profileFields) {
    const input = panel.querySelector<HTMLInputElement | HTMLSelectElement>(
      `[data-ttm-field="${f.key}"] [name]`,
    );
    if (!input) continue;
    values[f.key] =
      input instanceof HTMLInputElement && input.type === "checkbox" ? input.checked : input.value;
  }
  const errors = validateProfileValues(ruleset, values, owner);
  for (const f of ruleset.profileFields) {
    const group = panel.querySelector<HTMLElement>(`[data-ttm-field="${f.key}"]`);
    const error = errors[f.key];
    group?.classList.toggle("ttm-invalid", error !== undefined);
    const out = group?.querySelector(".ttm-field-error");
    if (out) out.textContent = error ? format(error.key, error.data) : "";
  }
}
