import type { MessageData } from "../../engine/errors";
import type { RulesetRegistry } from "../../engine/registry";
import type { Ruleset } from "../../engine/ruleset";
import { MODULE_ID, SETTING } from "../ids";
import { actorFedFields, readPath, readProfileFlag } from "../scene/profile";
import { scaleFor } from "../scene/scale";
import type { SceneSource } from "../scene/sources";
import type { FoundrySettings } from "../settings";
import { movementTabContext, validateProfileValues } from "./token-tab-context";

export const TOKEN_TAB_TEMPLATE = `modules/${MODULE_ID}/templates/token-movement-tab.hbs`;
export const TAB = "ttm-movement";
const TAB_LABEL = "TTM.TokenTab.Tab";
const TAB_ICON = "fa-solid fa-shoe-prints";

/**
 * A token sheet as its part hooks see it (`this`). In v13 and v14 both are ApplicationV2
 * sheets: foundry.applications.sheets.TokenConfig (a TokenDocument: `document`) and
 * PrototypeTokenConfig (an actor's PrototypeToken: `token`, `isPrototype` true).
 */
interface TokenSheet {
  readonly id: string;
  readonly isPrototype?: boolean;
  readonly document?: unknown;
  readonly token?: unknown;
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
  readonly registry: RulesetRegistry;
  readonly settings: () => FoundrySettings;
  readonly i18n: { localize(key: string): string; format(key: string, data: MessageData): string };
}

/** One tab of an ApplicationV2 tab group (ApplicationTabsConfiguration#tabs, v13/v14 docs). */
interface TabConfig {
  readonly id: string;
  readonly icon?: string;
  readonly label?: string;
  readonly cssClass?: string;
}

/**
 * A token sheet class as far as the tab goes: HandlebarsApplicationMixin(ApplicationV2)'s static
 * TABS (ApplicationTabsConfiguration per group) and PARTS (HandlebarsTemplatePart per part id),
 * and the part hooks of its prototype (v13 and v14 docs: `_preparePartContext`,
 * `_attachPartListeners`).
 */
export interface TokenSheetClass {
  TABS?: Record<string, { tabs: TabConfig[]; initial?: string } | undefined>;
  PARTS?: Record<string, { template: string; scrollable?: string[] } | undefined>;
  prototype: {
    _preparePartContext?: (
      this: TokenSheet,
      partId: string,
      context: Record<string, unknown>,
      options: unknown,
    ) => Promise<object>;
    _attachPartListeners?: (this: TokenSheet, partId: string, element: HTMLElement, options: unknown) => void;
  };
}

const EXTENDED = Symbol.for(`${MODULE_ID}.movementTab`);

/** Tab panels that already check their fields on change. */
const listening = new WeakSet<object>();

/** Puts `key` before `before` in a plain object, in place (PARTS render in key order). */
function insertBefore<V>(obj: Record<string, V>, key: string, value: V, before: string): void {
  const entries = Object.entries(obj).filter(([k]) => k !== key);
  const at = entries.findIndex(([k]) => k === before);
  entries.splice(at < 0 ? entries.length : at, 0, [key, value]);
  for (const k of Object.keys(obj)) delete obj[k];
  for (const [k, v] of entries) obj[k] = v;
}

/**
 * Adds the "Movement" tab to a token sheet class the documented way: a tab in its `sheet` tab
 * group (static TABS) and a part (static PARTS, before the footer) whose template is the tab's
 * panel, its context added by `_preparePartContext`. The sheet then draws, switches and
 * re-renders the tab itself; the inputs carry `flags.tabletop-movement.profile.…` names, so the
 * sheet's submit stores them. A system's own TokenConfig subclass keeps its behaviour: only
 * the part's context and listeners are added over whatever the class does. Returns false for a
 * class that is not such a sheet (an ApplicationV1 sheet); running twice changes nothing.
 */
export function addMovementTab(cls: TokenSheetClass, deps: TokenTabDeps): boolean {
  const tabs = cls.TABS?.sheet;
  const parts = cls.PARTS;
  const proto = cls.prototype;
  const prepare = proto._preparePartContext;
  if (!tabs || !parts || typeof prepare !== "function") return false;
  if (!tabs.tabs.some((t) => t.id === TAB)) tabs.tabs.push({ id: TAB, icon: TAB_ICON, label: TAB_LABEL });
  if (!(TAB in parts)) insertBefore(parts, TAB, { template: TOKEN_TAB_TEMPLATE, scrollable: [""] }, "footer");
  if (Object.hasOwn(proto, EXTENDED)) return true;
  Object.defineProperty(proto, EXTENDED, { value: true });
  const attach = proto._attachPartListeners;
  proto._preparePartContext = async function (
    this: TokenSheet,
    partId: string,
    context: Record<string, unknown>,
    options: unknown,
  ): Promise<object> {
    const base = (await prepare.call(this, partId, context, options)) as Record<string, unknown>;
    if (partId !== TAB) return base;
    const ours = movementContext(this, deps);
    const tab = (base.tab ?? (base.tabs as Record<string, unknown> | undefined)?.[TAB]) as
      Record<string, unknown> | undefined;
    return { ...base, ...(ours ?? {}), tab: { id: TAB, group: "sheet", cssClass: "", ...tab } };
  };
  proto._attachPartListeners = function (
    this: TokenSheet,
    partId: string,
    element: HTMLElement,
    options: unknown,
  ): void {
    attach?.call(this, partId, element, options);
    // A system's subclass and core's TokenConfig may both carry this wrapper: listen once.
    if (partId !== TAB || listening.has(element)) return;
    listening.add(element);
    const token = configuredToken(this);
    if (!token) return;
    const ruleset = deps.registry.get(deps.settings().get(MODULE_ID, SETTING.ruleset));
    element.addEventListener("change", () =>
      showErrors(element, ruleset, token.name ?? "", deps.i18n.format.bind(deps.i18n)),
    );
  };
  return true;
}

/** The tab's context for one sheet, or null when the sheet edits no token. */
function movementContext(app: TokenSheet, deps: TokenTabDeps): object | null {
  const token = configuredToken(app);
  if (!token) return null;
  const settings = deps.settings();
  const ruleset = deps.registry.get(settings.get(MODULE_ID, SETTING.ruleset));
  const actorPaths = actorFedFields(ruleset, settings);
  const actorValues: Record<string, unknown> = {};
  for (const [key, path] of actorPaths) {
    const v = token.actor ? readPath(token.actor, path) : undefined;
    if (v !== undefined && v !== null) actorValues[key] = v;
  }
  return movementTabContext({
    ruleset,
    flag: readProfileFlag(token),
    actorPaths,
    actorValues,
    tokenBaseMm: tokenBaseMm(token, ruleset),
    owner: token.name ?? "",
    idPrefix: `${app.id}-ttm`,
    format: (key, data) => deps.i18n.format(key, data),
  });
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
