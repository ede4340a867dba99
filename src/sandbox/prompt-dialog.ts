import type { Prompt, PromptAnswer } from "../engine/ruleset";
import { phaseOf } from "../engine/settle";
import { promptDialogContext } from "../overlay/prompt-context";
import type { Translator } from "../overlay/i18n";
import { formatDistance } from "../overlay/plan";
import { readTypedDice, rollFormula } from "./dice";
import { escapeHtml as e } from "../overlay/html";

/*
 * The one dialog every prompt of every ruleset opens in the page: the module's prompt template
 * (rule, mover, dice), then a way to answer: roll the dice here (the seeded generator) or type
 * the dice rolled at the table, or click a choice. Escape or Cancel answers null, which the
 * settle loop turns into "nothing happens".
 */

export interface AskWhere {
  readonly mover: string;
  readonly source: string | null;
  /** Which prompt of the move this is, and of how many known so far (1-based). */
  readonly index: number;
  readonly total: number;
  readonly unit: string;
}

export interface PromptDialogDeps {
  readonly dialog: HTMLDialogElement;
  readonly t: () => Translator;
  readonly random: () => number;
  readonly render: (context: object) => string;
}

export class PromptDialog {
  private settle: ((answer: PromptAnswer | null) => void) | null = null;
  private prompt: Prompt | null = null;

  constructor(private readonly deps: PromptDialogDeps) {
    const d = deps.dialog;
    d.addEventListener("cancel", (ev) => {
      ev.preventDefault();
      this.finish(null);
    });
    d.addEventListener("click", (ev) => {
      const el = ev.target instanceof Element ? ev.target.closest<HTMLElement>("button") : null;
      if (!el || !this.prompt) return;
      ev.preventDefault();
      if (el.dataset.action === "cancel") this.finish(null);
      else if (el.dataset.roll !== undefined) this.roll();
      else if (el.dataset.action === "use") this.useTyped();
      else if (el.dataset.choice !== undefined) this.finish({ choice: el.dataset.value ?? "" });
    });
    d.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" && ev.target instanceof HTMLInputElement) {
        ev.preventDefault();
        this.useTyped();
      }
    });
  }

  get open(): boolean {
    return this.settle !== null;
  }

  /** Opens the dialog for one prompt; resolves with the answer, or null when cancelled. */
  ask(prompt: Prompt, where: AskWhere): Promise<PromptAnswer | null> {
    this.finish(null);
    this.prompt = prompt;
    this.draw(prompt, where);
    const d = this.deps.dialog;
    if (!d.open) d.showModal();
    d.querySelector<HTMLInputElement>("[data-testid=prompt-dice]")?.focus();
    return new Promise((resolve) => {
      this.settle = resolve;
    });
  }

  /** Closes the dialog as cancelled (a reset, a new board). */
  cancel(): void {
    this.finish(null);
  }

  private finish(answer: PromptAnswer | null): void {
    const settle = this.settle;
    this.settle = null;
    this.prompt = null;
    if (this.deps.dialog.open) this.deps.dialog.close();
    settle?.(answer);
  }

  private roll(): void {
    const formula = this.prompt?.formula;
    const dice = formula ? rollFormula(formula, this.deps.random) : null;
    if (dice) this.finish({ dice });
    else this.showError(this.deps.t()("TTM.Sandbox.Dialog.BadFormula", { formula: formula ?? "" }));
  }

  private useTyped(): void {
    const formula = this.prompt?.formula;
    const input = this.deps.dialog.querySelector<HTMLInputElement>("[data-testid=prompt-dice]");
    if (!formula || !input) return;
    const typed = readTypedDice(input.value, formula);
    if (typed.ok) this.finish({ dice: typed.dice });
    else this.showError(this.deps.t()(typed.key, typed.data));
  }

  private showError(text: string): void {
    const box = this.deps.dialog.querySelector<HTMLElement>("[data-testid=prompt-error]");
    if (!box) return;
    box.textContent = text;
    box.hidden = false;
  }

  private draw(prompt: Prompt, where: AskWhere): void {
    const t = this.deps.t();
    const context = promptDialogContext(prompt, t, where);
    const phase = phaseOf(prompt);
    const when =
      phase === "declare"
        ? t("TTM.Sandbox.Dialog.WhenDeclare")
        : phase === "path"
          ? t("TTM.Sandbox.Dialog.WhenPath", { distance: formatDistance(prompt.at ?? 0), unit: where.unit })
          : t("TTM.Sandbox.Dialog.WhenAfter");
    const title = t("TTM.Dialog.Title", { rule: prompt.ruleId, name: where.mover });
    const answer =
      context.kind === "roll" && context.formula
        ? `<label class="field" for="prompt-dice"><span class="label">${e(
            t("TTM.Sandbox.Dialog.TypeDice", { formula: context.formula }),
          )}</span><input type="text" id="prompt-dice" data-testid="prompt-dice" inputmode="numeric" autocomplete="off" placeholder="${e(
            t("TTM.Sandbox.Dialog.TypeHint"),
          )}"></label>
          <div class="dialog-buttons">
            <button type="button" class="primary" data-roll="${e(prompt.id)}" data-testid="prompt-roll">${e(
              t("TTM.Dialog.Roll", { formula: context.formula }),
            )}</button>
            <button type="button" data-action="use" data-testid="prompt-use">${e(t("TTM.Sandbox.Dialog.Use"))}</button>
            <button type="button" data-action="cancel" data-testid="prompt-cancel">${e(t("TTM.Dialog.Cancel"))}</button>
          </div>`
        : `<div class="dialog-buttons">${context.choices
            .map(
              (c) =>
                `<button type="button" class="primary" data-choice="${e(prompt.id)}" data-value="${e(c.value)}">${e(c.label)}</button>`,
            )
            .join(
              "",
            )}<button type="button" data-action="cancel" data-testid="prompt-cancel">${e(t("TTM.Dialog.Cancel"))}</button></div>`;
    this.deps.dialog.innerHTML = `<form method="dialog" class="prompt-form" data-testid="prompt-form" data-prompt="${e(
      prompt.id,
    )}" data-phase="${phase}">
      <h2>${e(title)}</h2>
      <p class="muted when" data-testid="prompt-when">${e(when)}</p>
      ${this.deps.render(context)}
      ${answer}
      <p class="prompt-error" data-testid="prompt-error" role="alert" hidden></p>
    </form>`;
  }
}
