import { TERRAIN_KINDS } from "../../engine/board/types";
import { MODULE_ID, UNTOLD_FLAG } from "../ids";
import { escapeHtml } from "../../overlay/html";
import { canvasCanSee } from "./fog";
import { putBackWaypoint } from "./generation";
import type {
  ActionConfig,
  FoundryHost,
  FoundrySettings,
  I18nLike,
  ModifierKeys,
  NoticeLevel,
  RulerClass,
  TokenClass,
  TokenDocumentClass,
} from "./types";
import { activationUserId } from "./users";
import type { LevelledWaypoint } from "./v14";

/*
 * The one place that reads Foundry's globals (`game`, `canvas`, `ui`, CONFIG, `foundry.*`,
 * Hooks, Roll, ChatMessage), for v13 and v14 alike; what differs between them is asked of
 * generation.ts. Read on each call, never at load, so the module loads before Foundry is ready.
 * Not run by the tests (they have no Foundry): install.ts hands these to the features through
 * the same narrow interfaces the tests fill with fakes.
 */

export { canvasCanSee };

/** Whether this code runs inside Foundry (its CONFIG global exists), not in a test or the CLI. */
export const insideFoundry = (): boolean => typeof CONFIG !== "undefined" && typeof game !== "undefined";

/** The real Hooks and game, for src/module.ts. */
export const realHost = (): FoundryHost => ({ hooks: Hooks, game: () => game });

/** game.i18n, which exists from init; before then keys show as they are. */
export const realI18n: I18nLike = {
  localize: (key) => game.i18n?.localize(key) ?? key,
  format: (key, data) => game.i18n?.format(key, data) ?? key,
  has: (key) => game.i18n?.has(key) ?? false,
};

/**
 * Core shows a notification's message as HTML, only cleaned of scripts (v13, v14
 * NotificationOptions.clean), and the module's messages carry token, actor and scene names: the
 * text is escaped so a name such as `<b>Orc</b>` reads as typed.
 */
export function notify(level: NoticeLevel, text: string): void {
  const n = typeof ui === "undefined" ? undefined : ui.notifications;
  if (!n) return;
  const html = escapeHtml(text);
  if (level === "error") n.error(html);
  else if (level === "warn") n.warn(html);
  else n.info(html);
}

/** The globals the movement side reads, as one object (movement/world.ts FoundryWorld). */
export function realWorld() {
  return {
    get settings(): FoundrySettings {
      return game.settings;
    },
    i18n: realI18n,
    user: () => {
      const u = game.user;
      return u
        ? { id: u.id, name: u.name, isGM: u.isGM, isActiveGM: u.isActiveGM }
        : { id: "", name: "", isGM: false, isActiveGM: false };
    },
    combats: () => game.combats?.contents ?? [],
    gmIds: () =>
      (game.users?.filter((u) => u.isGM).map((u) => u.id) ?? []).filter((id): id is string => !!id),
    controlledTokenIds: () =>
      (canvas?.tokens?.controlled ?? []).map((t) => t.document.id).filter((id): id is string => !!id),
    movementActions: () => CONFIG.Token.movement.actions,
    statusEffects: () => CONFIG.statusEffects,
    notify,
  };
}

/** What the gate's dialogs and chat cards use (dialogs/foundry-ui.ts FoundryUiDeps). */
export function realUiDeps() {
  return {
    render: (template: string, data: object) =>
      foundry.applications.handlebars.renderTemplate(template, data as Record<string, unknown>),
    wait: (config: {
      readonly title: string;
      readonly content: string;
      readonly buttons: readonly { readonly action: string; readonly label: string }[];
    }) =>
      foundry.applications.api.DialogV2.wait({
        window: { title: config.title },
        content: config.content,
        buttons: config.buttons.map((b) => ({ ...b })),
        rejectClose: false,
        modal: true,
      }),
    makeRoll: (formula: string) => new Roll(formula),
    createMessage: (data: {
      readonly content: string;
      readonly speaker: unknown;
      readonly rolls?: readonly unknown[];
      readonly whisper?: readonly string[];
    }) =>
      ChatMessage.create({
        content: data.content,
        speaker: data.speaker as ChatMessage.SpeakerData,
        ...(data.rolls ? { rolls: data.rolls as Roll[] } : {}),
        ...(data.whisper ? { whisper: [...data.whisper] } : {}),
      }),
    speaker: (token: unknown) => ChatMessage.getSpeaker({ token: token as TokenDocument.Implementation }),
  };
}

/** The Foundry pieces the movement side replaces or calls (movement/install.ts MovementDeps). */
export function realMovementParts() {
  return {
    tokenConfig: (): { objectClass: TokenClass; documentClass: TokenDocumentClass; rulerClass: unknown } =>
      CONFIG.Token,
    coreRuler: (): RulerClass => foundry.canvas.placeables.tokens.TokenRuler,
    queries: () => CONFIG.queries as unknown as Record<string, unknown>,
    addStatusEffect: (entry: { readonly id: string; readonly name?: string; readonly img?: string }) => {
      CONFIG.statusEffects.push({ id: entry.id, name: entry.name ?? entry.id, img: entry.img ?? null });
    },
    keybindings: () => {
      const k = game.keybindings;
      // The module's bindings carry KeyboardManager.MODIFIER_KEYS values; the types take them.
      return k
        ? {
            register: (ns: string, action: string, data: object) =>
              k.register(ns, action, data as ClientKeybindings.KeybindingActionConfig),
          }
        : null;
    },
    socket: () => game.socket ?? null,
    gmConnected: (): boolean => !!game.users?.activeGM,
    /** Refusals kept for a GM on each user's flag (movement/untold.ts); a player writes their own. */
    untold: {
      // The host layer reads the flag itself (it imports nothing of the features); the
      // movement side treats what it returns as untrusted (movement/untold.ts).
      read: (userId: string): unknown => {
        const flags = game.users?.get(userId)?.flags as
          Record<string, Record<string, unknown> | undefined> | undefined;
        return flags?.[MODULE_ID]?.[UNTOLD_FLAG];
      },
      write: async (userId: string, entries: readonly object[]): Promise<void> => {
        // The module's flag paths are not in the User types.
        await game.users?.get(userId)?.update({ [`flags.${MODULE_ID}.${UNTOLD_FLAG}`]: entries } as never);
      },
      userIds: (): string[] => (game.users?.map((u) => u.id) ?? []).filter((id): id is string => !!id),
      newId: (): string => foundry.utils.randomID(),
    },
    queryActiveGm: (name: string, data: unknown): Promise<unknown> | null => {
      const gm = game.users?.activeGM;
      // User#query is typed by the names in CONFIG.queries' declaration; the module's query is
      // registered at init, so its name is not in the types.
      return gm ? gm.query(name as never, data as never) : null;
    },
    /**
     * The one client that starts a token's activation (host/users.ts): its first active non-GM
     * owner, else the active GM; null when neither is connected.
     */
    activationUser: (token: unknown): string | null => {
      const users = game.users;
      if (!users) return null;
      const doc = token as TokenDocument.Implementation;
      return activationUserId(
        users.contents,
        (u) => doc.testUserPermission(u, "OWNER"),
        users.activeGM?.id ?? null,
      );
    },
    token: (sceneId: string | null, tokenId: string) => {
      const scene = sceneId ? game.scenes?.get(sceneId) : canvas?.scene;
      return scene?.tokens.get(tokenId) ?? undefined;
    },
    redrawRulers: (tokenIds: readonly string[]) => {
      const layer = canvas?.tokens;
      if (!layer) return;
      // TokenLayer#recalculatePlannedMovementPaths (v13, v14) re-runs the local drag's path
      // search, which asks constrainMovementPath again with the new declarations.
      (
        layer as unknown as { recalculatePlannedMovementPaths?: () => void }
      ).recalculatePlannedMovementPaths?.();
      for (const id of tokenIds) layer.get(id)?.renderFlags.set({ refreshRuler: true });
    },
    putBack: async (
      token: unknown,
      origin: { x: number; y: number; elevation: number } & LevelledWaypoint,
      operationData: Record<string, unknown>,
    ) => {
      const doc = token as TokenDocument.Implementation;
      await doc.move([putBackWaypoint(origin)], {
        method: "api",
        autoRotate: false,
        showRuler: false,
        [MODULE_ID]: operationData,
      } as never);
    },
    renderTemplate: (path: string, data: object) =>
      foundry.applications.handlebars.renderTemplate(path, data as Record<string, unknown>),
  };
}

/** CONFIG's registries the scene side fills at init, or null outside Foundry. */
export function sceneConfig(): {
  readonly regionBehavior: { dataModels: Record<string, unknown>; typeIcons: Record<string, string> };
  readonly movement: { actions: Record<string, ActionConfig>; defaultAction: string };
} | null {
  if (typeof CONFIG === "undefined") return null;
  return {
    get regionBehavior() {
      return CONFIG.RegionBehavior as unknown as {
        dataModels: Record<string, unknown>;
        typeIcons: Record<string, string>;
      };
    },
    get movement() {
      return CONFIG.Token.movement;
    },
  };
}

export const renderTemplate = (path: string, data: object): Promise<string> =>
  foundry.applications.handlebars.renderTemplate(path, data as Record<string, unknown>);

/** Offers a JSON file as a download (foundry.utils.saveDataToFile). */
export const saveJson = (json: string, filename: string): void =>
  foundry.utils.saveDataToFile(json, "application/json", filename);

/** What the GM's export button reads of the canvas. */
export const exportToolParts = {
  isGM: (): boolean => (typeof game === "undefined" ? false : (game.user?.isGM ?? false)),
  scene: () => (typeof canvas === "undefined" ? undefined : (canvas?.scene ?? undefined)),
  controlledToken: () =>
    typeof canvas === "undefined" ? undefined : (canvas?.tokens?.controlled[0]?.document ?? undefined),
  notify,
  i18n: realI18n,
};

/** KeyboardManager.MODIFIER_KEYS (v13 and v14: foundry.helpers.interaction.KeyboardManager). */
export function modifierKeys(): ModifierKeys {
  const km =
    typeof foundry === "undefined"
      ? undefined
      : (foundry.helpers?.interaction?.KeyboardManager as { MODIFIER_KEYS?: ModifierKeys } | undefined);
  // The documented values, should a build not expose the class where the docs say.
  return km?.MODIFIER_KEYS ?? { ALT: "Alt", CONTROL: "Control", SHIFT: "Shift" };
}

/**
 * The sheets that edit a token: v13 and v14 `foundry.applications.sheets.TokenConfig` and
 * `PrototypeTokenConfig`, and every token sheet class registered by a game system or module
 * (CONFIG.Token.sheetClasses), which may have copied TABS and PARTS when it was defined.
 */
export function tokenSheetClasses(): unknown[] {
  if (typeof foundry === "undefined") return [];
  const sheets = foundry.applications.sheets as unknown as Record<string, unknown>;
  const out = new Set<unknown>([sheets.TokenConfig, sheets.PrototypeTokenConfig]);
  const registered = (CONFIG.Token as { sheetClasses?: Record<string, Record<string, { cls?: unknown }>> })
    .sheetClasses;
  for (const group of Object.values(registered ?? {}))
    for (const entry of Object.values(group)) if (entry.cls) out.add(entry.cls);
  return [...out].filter((c) => typeof c === "function");
}

/** The i18n key prefix of the terrain kinds' labels. */
const KIND_PREFIX = "TTM.Terrain.Kind.";

/**
 * The TypeDataModel of `tabletop-movement.terrain`: the kind (the engine's TERRAIN_KINDS) and,
 * for exploration arrows, the direction. It handles no region events: the engine reads terrain
 * from the scene when a move is judged, so the behaviour is data. Heights come from the region
 * itself (generation.ts regionRange). Built on call because `foundry` exists only in Foundry;
 * null outside it.
 */
export function terrainBehaviorType(): unknown {
  if (typeof foundry === "undefined") return null;
  const f = foundry.data.fields;
  const schema = () => ({
    kind: new f.StringField({
      required: true,
      blank: false,
      initial: "difficult",
      // A function, so the labels are localised when the form is drawn, not at init.
      choices: () =>
        Object.fromEntries(TERRAIN_KINDS.map((k) => [k, game.i18n?.localize(`${KIND_PREFIX}${k}`) ?? k])),
    }),
    direction: new f.NumberField({ required: true, nullable: false, initial: 0, min: 0, max: 360, step: 1 }),
  });
  type Schema = ReturnType<typeof schema>;
  return class TerrainBehaviorType extends foundry.data.regionBehaviors.RegionBehaviorType<Schema> {
    /** Field labels and hints: TTM.Terrain.FIELDS.kind.label, …direction.hint. */
    static override LOCALIZATION_PREFIXES = ["TTM.Terrain"];

    static override defineSchema(): Schema {
      return schema();
    }
  };
}

/** game.settings, for code that builds boards without injected settings. */
export const realSettings = (): FoundrySettings => game.settings;
