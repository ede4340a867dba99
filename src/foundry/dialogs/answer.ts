import type { DialogAnswer } from "../movement/gate";
import type { Translator } from "../../overlay/i18n";
import type { PromptDialogContext } from "../../overlay/prompt-context";

/*
 * The buttons of a prompt's dialog and the answer a pressed button stands for. Pure: the
 * DialogV2 call (prompt-dialog.ts) only passes these through (v13 DialogV2.wait resolves with
 * the pressed button's `action`, or null when the window is closed).
 */

export interface DialogButton {
  readonly action: string;
  readonly label: string;
  readonly icon: string;
  readonly default?: boolean;
}

const CANCEL = "cancel";
const ROLL = "roll";
const CHOICE = "choice-";

export function dialogButtons(context: PromptDialogContext, t: Translator): DialogButton[] {
  const cancel: DialogButton = { action: CANCEL, label: t("TTM.Dialog.Cancel"), icon: "fa-solid fa-xmark" };
  if (context.kind === "roll") {
    return [
      {
        action: ROLL,
        label: t("TTM.Dialog.Roll", { formula: context.formula ?? "" }),
        icon: "fa-solid fa-dice-d6",
        default: true,
      },
      cancel,
    ];
  }
  // Choices are numbered, not named, in the action: a choice's text need not be a safe id.
  return [
    ...context.choices.map((c, i) => ({
      action: `${CHOICE}${i}`,
      label: c.label,
      icon: "fa-solid fa-check",
      ...(i === 0 ? { default: true } : {}),
    })),
    cancel,
  ];
}

/** The answer for the button pressed; anything else (closed, cancelled, unknown) cancels. */
export function answerFor(action: unknown, context: PromptDialogContext): DialogAnswer {
  if (action === ROLL && context.kind === "roll" && context.formula) return { roll: true };
  if (typeof action === "string" && action.startsWith(CHOICE)) {
    const choice = context.choices[Number(action.slice(CHOICE.length))];
    if (choice) return { choice: choice.value };
  }
  return null;
}
