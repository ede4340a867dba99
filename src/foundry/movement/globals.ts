import type { ChatData, FoundryUiDeps } from "../dialogs/foundry-ui";
import type { Translator } from "../../overlay/i18n";
import type { TokenLike } from "./env";
import { MODULE_ID } from "../ids";
import { boardFromScene } from "../scene/board";
import type { MovementDeps } from "./install";
import { foundryTranslator, type FoundryWorld } from "./world";

/*
 * The one place that reads Foundry's globals for the movement code (v13: `game`, `canvas`,
 * `ui.notifications`, CONFIG.Token.movement.actions, CONFIG.statusEffects, DialogV2, Roll,
 * ChatMessage, foundry.applications.handlebars.renderTemplate). Read on each call, never at
 * load, so the module loads before Foundry is ready. Not run by the tests (they have no
 * Foundry): everything it feeds is tested through FoundryWorld and FoundryUiDeps fakes.
 */

export function realWorld(): FoundryWorld {
  return {
    get settings() {
      return game.settings;
    },
    // game.i18n exists from init and game.user from ready; before then keys show as they are.
    i18n: {
      localize: (key) => game.i18n?.localize(key) ?? key,
      format: (key, data) => game.i18n?.format(key, data) ?? key,
      has: (key) => game.i18n?.has(key) ?? false,
    },
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
    notify: (level, text) => {
      const n = ui.notifications;
      if (!n) return;
      if (level === "error") n.error(text);
      else if (level === "warn") n.warn(text);
      else n.info(text);
    },
    board: (scene, ruleset, options) => boardFromScene(scene, ruleset, options),
  };
}

export function realUiDeps(t: Translator, gmIds: () => string[]): FoundryUiDeps {
  return {
    t,
    render: (template, data) =>
      foundry.applications.handlebars.renderTemplate(template, data as Record<string, unknown>),
    wait: ({ title, content, buttons }) =>
      foundry.applications.api.DialogV2.wait({
        window: { title },
        content,
        buttons: buttons.map((b) => ({ ...b })),
        rejectClose: false,
        modal: true,
      }),
    makeRoll: (formula) => new Roll(formula),
    createMessage: (data: ChatData) =>
      ChatMessage.create({
        content: data.content,
        speaker: data.speaker as ChatMessage.SpeakerData,
        ...(data.rolls ? { rolls: data.rolls as Roll[] } : {}),
        ...(data.whisper ? { whisper: [...data.whisper] } : {}),
      }),
    speaker: (token: TokenLike) => ChatMessage.getSpeaker({ token: token as TokenDocument.Implementation }),
    gmIds,
  };
}

/** Whether this code runs inside Foundry (its CONFIG global exists), not in a test or the CLI. */
export const insideFoundry = (): boolean => typeof CONFIG !== "undefined" && typeof game !== "undefined";

export function realMovementDeps(): MovementDeps {
  const world = realWorld();
  return {
    world: () => world,
    uiDeps: (w) => realUiDeps(foundryTranslator(w.i18n), () => w.gmIds()),
    tokenConfig: () => CONFIG.Token,
    coreRuler: () => foundry.canvas.placeables.tokens.TokenRuler,
    queries: () => CONFIG.queries as unknown as Record<string, unknown>,
    addStatusEffect: (entry) => {
      CONFIG.statusEffects.push({ id: entry.id, name: entry.name ?? entry.id, img: entry.img ?? null });
    },
    keybindings: () => game.keybindings ?? null,
    socket: () => game.socket ?? null,
    queryActiveGm: (name, data) => {
      const gm = game.users?.activeGM;
      // User#query is typed by the names in CONFIG.queries' declaration; the module's query is
      // registered at init (install.ts), so its name is not in the types.
      return gm ? gm.query(name as never, data as never) : null;
    },
    token: (sceneId, tokenId) => {
      const scene = sceneId ? game.scenes?.get(sceneId) : canvas?.scene;
      return scene?.tokens.get(tokenId) ?? undefined;
    },
    redrawRulers: (tokenIds) => {
      const layer = canvas?.tokens;
      if (!layer) return;
      // v13 TokenLayer#recalculatePlannedMovementPaths re-runs the local drag's path search,
      // which asks constrainMovementPath again with the new declarations (not in the types yet).
      (
        layer as unknown as { recalculatePlannedMovementPaths?: () => void }
      ).recalculatePlannedMovementPaths?.();
      for (const id of tokenIds) layer.get(id)?.renderFlags.set({ refreshRuler: true });
    },
    putBack: async (token, origin, revertOf) => {
      const doc = token as unknown as TokenDocument.Implementation;
      await doc.move([{ x: origin.x, y: origin.y, elevation: origin.elevation, action: "displace" }], {
        method: "api",
        autoRotate: false,
        showRuler: false,
        [MODULE_ID]: { revertOf },
      } as never);
    },
    renderTemplate: (path, data) =>
      foundry.applications.handlebars.renderTemplate(path, data as Record<string, unknown>),
  };
}
