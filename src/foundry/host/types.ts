/*
 * The host layer's types: what features receive from Foundry, named once. Only src/foundry/host
 * reaches Foundry's globals; the aliases over fvtt-types classes live here so that a feature
 * names a Foundry class without touching the global it hangs from.
 */

/** Foundry's `Hooks` (v13 and v14 alike). */
export type HookBus = typeof Hooks;

/** What the module needs from Foundry at load time; injected so tests need no globals. */
export interface FoundryHost {
  readonly hooks: HookBus;
  /** Read lazily: Foundry's `game` is only the real Game once `init` fires. */
  readonly game: () => typeof game;
}

/** Foundry's `game.settings`; tests pass a fake cast to this type. */
export type FoundrySettings = typeof game.settings;

export type TokenClass = typeof foundry.canvas.placeables.Token;
export type TokenDocumentClass = typeof foundry.documents.TokenDocument;
export type RulerClass = typeof foundry.canvas.placeables.tokens.TokenRuler;
export type RulerWaypoint = foundry.canvas.placeables.tokens.TokenRuler.Waypoint;

/** One entry of CONFIG.Token.movement.actions (TokenMovementActionConfig in the v13/v14 docs). */
export type ActionConfig = (typeof CONFIG.Token.movement.actions)[string];

export type NoticeLevel = "info" | "warn" | "error";

export interface I18nLike {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
  has(key: string): boolean;
}

/**
 * `KeyboardManager.MODIFIER_KEYS` (v13/v14 docs: `{CONTROL: "Control", SHIFT: "Shift", ALT: "Alt"}`),
 * the values ClientKeybindings accepts in `editable[].modifiers`.
 */
export interface ModifierKeys {
  readonly ALT: string;
  readonly CONTROL: string;
  readonly SHIFT: string;
}
