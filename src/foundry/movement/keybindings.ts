import type { FieldSpec, Ruleset } from "../../engine/ruleset";
import type { ModifierKeys } from "../host/types";
import { MODULE_ID } from "../ids";
import type { DeclarationCommand } from "./declarations";

/*
 * Keys that declare something for the drag in hand, made from each ruleset's `declarations`
 * (game.keybindings.register, v13: call during init; `onDown` returning true consumes the key,
 * false lets other bindings of the same key run). Every registered ruleset gets its keys, since
 * the world's ruleset may change without the keys being registered again; a key of another
 * game does nothing and is not consumed (see applyCommand).
 *
 * - boolean: one key toggles it (Alt + the key's first letter: Alt+R runs).
 * - select of a few choices (POW 1/2/3): one key per choice other than the default
 *   (Alt+1, Alt+2, Alt+3), pressed again to go back to the default.
 * - a longer select: one key steps through its choices.
 * - number and text: no key; their values are typed, which a key cannot do.
 * Alt-modified by default: plain letters and digits are core's (the hotbar uses 1–0), and Alt
 * does not change a drag's snapping. A default that another declaration of the same ruleset
 * already took is left unbound, for the user to choose in Configure Controls.
 */

export interface KeybindingSpec {
  readonly action: string;
  /** i18n keys; Foundry localises them in Configure Controls. */
  readonly name: string;
  readonly hint: string;
  /** The default KeyboardEvent.code, with Alt; null: unbound until the user picks one. */
  readonly key: string | null;
  readonly command: DeclarationCommand;
}

/** Selects with at most this many choices besides the default get a key per choice. */
export const KEY_PER_CHOICE_MAX = 4;

const GENERIC_HINT = "TTM.Keybinding.Declare.Hint";

export const CLEAR_KEYBINDING: KeybindingSpec = {
  action: "clearDeclarations",
  name: "TTM.Keybinding.Clear.Name",
  hint: "TTM.Keybinding.Clear.Hint",
  key: "Backspace",
  command: { kind: "clear" },
};

/** The code of a letter or digit key for the first such character of `text`, else null. */
function keyCodeFor(text: string): string | null {
  const c = [...text.toUpperCase()].find((ch) => /[A-Z0-9]/.test(ch));
  if (!c) return null;
  return /[0-9]/.test(c) ? `Digit${c}` : `Key${c}`;
}

function keysFor(ruleset: Ruleset, spec: FieldSpec, taken: Set<string>): KeybindingSpec[] {
  const claim = (code: string | null): string | null => {
    if (code === null || taken.has(code)) return null;
    taken.add(code);
    return code;
  };
  const base = `declare-${ruleset.id}-${spec.key}`;
  const hint = spec.hintKey ?? GENERIC_HINT;
  const ids = { rulesetId: ruleset.id, key: spec.key };
  if (spec.type === "boolean") {
    return [
      {
        action: base,
        name: spec.labelKey,
        hint,
        key: claim(keyCodeFor(spec.key)),
        command: { kind: "toggle", ...ids },
      },
    ];
  }
  if (spec.type !== "select") return [];
  const choices = (spec.choices ?? []).filter((c) => c.value !== String(spec.default));
  if (choices.length === 0) return [];
  if (choices.length > KEY_PER_CHOICE_MAX) {
    return [
      {
        action: base,
        name: spec.labelKey,
        hint,
        key: claim(keyCodeFor(spec.key)),
        command: { kind: "cycle", ...ids },
      },
    ];
  }
  return choices.map((c, i) => ({
    action: `${base}-${c.value}`,
    name: c.labelKey,
    hint,
    key: claim(`Digit${i + 1}`),
    command: { kind: "choose", ...ids, value: c.value },
  }));
}

/** Every ruleset's declaration keys, then the one that clears whatever was declared. */
export function declarationKeybindings(rulesets: readonly Ruleset[]): KeybindingSpec[] {
  const out: KeybindingSpec[] = [];
  for (const r of rulesets) {
    const taken = new Set([CLEAR_KEYBINDING.key ?? ""]);
    for (const spec of r.declarations ?? []) out.push(...keysFor(r, spec, taken));
  }
  return [...out, CLEAR_KEYBINDING];
}

/** The slice of `game.keybindings` used here (v13 ClientKeybindings#register). */
export interface KeybindingRegistry {
  register(namespace: string, action: string, data: KeybindingData): void;
}

/** What is registered per key (ClientKeybindings#register's KeybindingActionConfig). */
export interface KeybindingData {
  readonly name: string;
  readonly hint: string;
  /** `modifiers` hold values of KeyboardManager.MODIFIER_KEYS ("Alt", "Control", "Shift"). */
  readonly editable: readonly { readonly key: string; readonly modifiers: readonly string[] }[];
  readonly onDown: () => boolean;
}

/**
 * Registers the declaration keys of these rulesets; `run` answers whether the key was used (a
 * token in hand, and a key of the world's game).
 */
export function registerDeclarationKeys(
  keybindings: KeybindingRegistry,
  rulesets: readonly Ruleset[],
  run: (command: DeclarationCommand) => boolean,
  modifiers: ModifierKeys,
): void {
  for (const k of declarationKeybindings(rulesets)) {
    keybindings.register(MODULE_ID, k.action, {
      name: k.name,
      hint: k.hint,
      // The value of KeyboardManager.MODIFIER_KEYS.ALT ("Alt"), what ClientKeybindings compares
      // a binding's modifiers with; the host reads the constant.
      editable: k.key === null ? [] : [{ key: k.key, modifiers: [modifiers.ALT] }],
      onDown: () => run(k.command),
    });
  }
}
