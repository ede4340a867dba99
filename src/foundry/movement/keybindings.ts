import { MODULE_ID } from "../ids";
import type { DeclarationCommand } from "./declarations";

/*
 * Keys that declare something for the drag in hand (game.keybindings.register, v13: call during
 * init; `onDown` returning true consumes the key). Alt-modified by default: plain letters and
 * digits are core's (the hotbar uses 1–0), and Alt does not change a drag's snapping.
 */

export interface KeybindingSpec {
  readonly action: string;
  readonly name: string;
  readonly hint: string;
  readonly key: string;
  readonly command: DeclarationCommand;
}

export const DECLARATION_KEYBINDINGS: readonly KeybindingSpec[] = [
  {
    action: "declareRun",
    name: "TTM.Keybinding.Run.Name",
    hint: "TTM.Keybinding.Run.Hint",
    key: "KeyR",
    command: { kind: "toggle", name: "run" },
  },
  {
    action: "declareJump",
    name: "TTM.Keybinding.Jump.Name",
    hint: "TTM.Keybinding.Jump.Hint",
    key: "KeyJ",
    command: { kind: "toggle", name: "jump" },
  },
  {
    action: "declareTier1",
    name: "TTM.Keybinding.Tier1.Name",
    hint: "TTM.Keybinding.Tier.Hint",
    key: "Digit1",
    command: { kind: "tier", tier: 1 },
  },
  {
    action: "declareTier2",
    name: "TTM.Keybinding.Tier2.Name",
    hint: "TTM.Keybinding.Tier.Hint",
    key: "Digit2",
    command: { kind: "tier", tier: 2 },
  },
  {
    action: "declareTier3",
    name: "TTM.Keybinding.Tier3.Name",
    hint: "TTM.Keybinding.Tier.Hint",
    key: "Digit3",
    command: { kind: "tier", tier: 3 },
  },
  {
    action: "clearDeclarations",
    name: "TTM.Keybinding.Clear.Name",
    hint: "TTM.Keybinding.Clear.Hint",
    key: "Backspace",
    command: { kind: "clear" },
  },
];

/** The slice of `game.keybindings` used here (v13 ClientKeybindings#register). */
export interface KeybindingRegistry {
  register(namespace: string, action: string, data: ClientKeybindings.KeybindingActionConfig): void;
}

/** Registers every declaration key; `run` answers whether the key was used (a token in hand). */
export function registerDeclarationKeys(
  keybindings: KeybindingRegistry,
  run: (command: DeclarationCommand) => boolean,
): void {
  for (const k of DECLARATION_KEYBINDINGS) {
    keybindings.register(MODULE_ID, k.action, {
      name: k.name,
      hint: k.hint,
      // A key of KeyboardManager.MODIFIER_KEYS, as the v13 docs write reserved modifiers
      // (["CONTROL"]); the literal keeps this file free of globals.
      editable: [{ key: k.key, modifiers: ["ALT"] }],
      onDown: () => run(k.command),
    });
  }
}
