import "./unit-review.css";
import type { Board } from "../engine/board/board";
import { evaluateMove } from "../engine/evaluate";
import { type Point, distance } from "../engine/geometry/vec";
import type { Effect, MoveRequest, Ruleset, Verdict } from "../engine/ruleset";
import type { ResolvedPrompt } from "../engine/settle";
import type { Translator } from "../overlay/i18n";
import { type Locate, type UnitOverlayPlan, planUnit } from "../overlay/unit-plan";
import { unitSummary } from "../overlay/unit-summary";
import { escapeHtml as e } from "../overlay/html";

/*
 * A unit move after its drop, as Foundry's ghost session runs it (foundry/units/session.ts): the
 * rest of the unit shows as ghosts where the verdict puts them, with the summary panel Foundry
 * shows (templates/unit-ghosts.hbs) at the top of the sidebar. The player accepts (Enter or the button), drags a ghost to
 * another place (judged again by the ruleset with `unit.placements`; a place it refuses snaps
 * back and says why) or cancels (Escape: nothing moved). Casualties are removed only after a
 * second yes (templates/unit-casualties.hbs). Rules stay in the ruleset: this only asks it.
 */

export interface UnitReviewDeps {
  /** Where the panel goes: first in the sidebar, so it never hides the ghosts on the board. */
  readonly host: HTMLElement;
  readonly t: () => Translator;
  readonly render: {
    readonly unitGhosts: (context: object) => string;
    readonly unitCasualties: (context: object) => string;
  };
  /** A model's name in the page's language. */
  name(id: string): string;
  /** The verdict changed (a ghost placed, or dragged): redraw the overlay and the panel. */
  changed(verdict: Verdict): void;
  /** Accepted: the move to apply (the verdict's effects, then the prompts'), and the casualties. */
  accepted(verdict: Verdict, effects: readonly Effect[], casualties: readonly string[]): void;
  cancelled(verdict: Verdict): void;
}

export interface ReviewStart {
  readonly ruleset: Ruleset;
  readonly board: Board;
  /** The request as the settle loop last judged it, every answer in it. */
  readonly request: MoveRequest;
  readonly verdict: Verdict;
  /** The resolved prompts: their effects are applied after the verdict's. */
  readonly outcomes: readonly ResolvedPrompt[];
}

interface Session extends ReviewStart {
  request: MoveRequest;
  verdict: Verdict;
  readonly placed: Map<string, Point>;
  drag: { readonly id: string; readonly offset: Point; at: Point } | null;
  error: string | null;
}

/** Whether a verdict moves a unit: the Leading Model and at least one other model. */
export const movesUnit = (v: Verdict): boolean => (v.models?.length ?? 0) > 1;

export class UnitReview {
  private s: Session | null = null;
  private readonly panel: HTMLElement;
  private readonly confirm: HTMLDialogElement;
  private answerConfirm: ((yes: boolean) => void) | null = null;

  constructor(private readonly deps: UnitReviewDeps) {
    this.panel = document.createElement("section");
    this.panel.className = "card unit-panel";
    this.panel.dataset.testid = "unit-panel";
    this.panel.hidden = true;
    deps.host.prepend(this.panel);
    this.panel.addEventListener("click", (ev) => {
      const b = ev.target instanceof Element ? ev.target.closest<HTMLButtonElement>("button") : null;
      if (b?.dataset.unit === "accept") void this.accept();
      else if (b?.dataset.unit === "cancel") this.cancel();
    });
    this.confirm = document.createElement("dialog");
    this.confirm.className = "prompt-dialog unit-confirm";
    this.confirm.dataset.testid = "unit-confirm";
    document.body.appendChild(this.confirm);
    this.confirm.addEventListener("cancel", (ev) => {
      ev.preventDefault();
      this.closeConfirm(false);
    });
    this.confirm.addEventListener("click", (ev) => {
      const b = ev.target instanceof Element ? ev.target.closest<HTMLButtonElement>("button") : null;
      if (b?.dataset.answer) this.closeConfirm(b.dataset.answer === "yes");
    });
    window.addEventListener("keydown", (ev) => {
      if (!this.s || this.s.drag || this.answerConfirm || document.querySelector("dialog[open]")) return;
      const el = ev.target;
      if (
        el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement
      )
        return;
      // Enter on a focused button presses that button (the panel's Accept has the focus).
      if (ev.key === "Enter" && !(el instanceof HTMLButtonElement)) void this.accept();
      else if (ev.key === "Escape") this.cancel();
      else return;
      ev.preventDefault();
    });
  }

  get active(): boolean {
    return this.s !== null;
  }

  get dragging(): boolean {
    return this.s?.drag != null;
  }

  /**
   * Shows the ghosts of a settled unit move. A move that went too far is judged again along the
   * part the leader may take (its legalPath), as Foundry's ruler cuts the drag before the ghosts.
   */
  begin(start: ReviewStart): { readonly verdict: Verdict; readonly request: MoveRequest } {
    let verdict = start.verdict;
    let request = start.request;
    if (!verdict.legal && verdict.legalPath.length > 1) {
      const cut = { ...request, path: verdict.legalPath };
      const again = evaluateMove(start.ruleset, start.board, cut);
      if (again.ok && movesUnit(again.verdict)) {
        verdict = again.verdict;
        request = cut;
      }
    }
    this.s = { ...start, request, verdict, placed: new Map(), drag: null, error: null };
    this.draw();
    this.panel.scrollIntoView({ block: "nearest" });
    this.panel.querySelector<HTMLButtonElement>("button:not([disabled])")?.focus({ preventScroll: true });
    return { verdict, request };
  }

  /** Ends the review without a word (a reset, a new board). */
  close(): void {
    this.s = null;
    this.closeConfirm(false);
    this.panel.hidden = true;
    this.panel.innerHTML = "";
  }

  /** The ghosts and links to draw, the dragged ghost where the pointer has it. */
  plan(locate: Locate): UnitOverlayPlan | null {
    const s = this.s;
    if (!s) return null;
    const drag = s.drag;
    const models = drag
      ? s.verdict.models?.map((m) => (m.modelId === drag.id ? { ...m, point: drag.at } : m))
      : s.verdict.models;
    return planUnit({ ...s.verdict, ...(models ? { models } : {}) }, locate, new Set(s.placed.keys()));
  }

  /** A press on the board (board units): picks up the ghost under it. True when one was. */
  press(p: Point): boolean {
    const s = this.s;
    if (!s || this.answerConfirm) return false;
    const models = s.verdict.models ?? [];
    for (const m of [...models].reverse()) {
      if (m.status === "leader" || m.status === "casualty") continue;
      const r = s.board.model(m.modelId).r;
      if (distance(p, m.point) <= r + 0.2) {
        s.drag = { id: m.modelId, offset: { x: p.x - m.point.x, y: p.y - m.point.y }, at: m.point };
        this.deps.changed(s.verdict);
        return true;
      }
    }
    return false;
  }

  move(p: Point): void {
    const drag = this.s?.drag;
    if (!drag || !this.s) return;
    drag.at = { x: p.x - drag.offset.x, y: p.y - drag.offset.y };
    this.deps.changed(this.s.verdict);
  }

  /** The ghost is dropped: the ruleset judges the unit again with that place; refused, it snaps back. */
  drop(p: Point): void {
    const s = this.s;
    if (!s?.drag) return;
    this.move(p);
    const { id, at } = s.drag;
    s.drag = null;
    const leader = s.board.model(s.request.modelId);
    const placements = { ...Object.fromEntries(s.placed), [id]: at };
    const request: MoveRequest = {
      ...s.request,
      unit: { unitId: leader.unitId ?? leader.id, placements },
    };
    const t = this.deps.t();
    const name = this.deps.name(id);
    const outcome = evaluateMove(s.ruleset, s.board, request);
    if (!outcome.ok)
      s.error = t("TTM.Sandbox.Unit.Refused", { name, reason: t(outcome.error.key, outcome.error.data) });
    else if (!outcome.verdict.legal || !movesUnit(outcome.verdict)) {
      const why = outcome.verdict.reasons.find((r) => r.severity === "illegal") ?? outcome.verdict.reasons[0];
      s.error = t("TTM.Sandbox.Unit.Refused", { name, reason: why ? t(why.key, why.data) : "" });
    } else {
      s.placed.set(id, at);
      s.verdict = outcome.verdict;
      s.request = request;
      s.error = null;
    }
    this.draw();
    this.deps.changed(s.verdict);
  }

  /** Escape during a ghost's drag: it goes back where it was. */
  cancelDrag(): void {
    const s = this.s;
    if (!s?.drag) return;
    s.drag = null;
    this.deps.changed(s.verdict);
  }

  /** The panel again, in the language now chosen. */
  redraw(): void {
    if (this.s) this.draw();
  }

  async accept(): Promise<void> {
    const s = this.s;
    if (!s || s.drag || !s.verdict.legal || this.answerConfirm) return;
    const dead = (s.verdict.models ?? []).filter((m) => m.status === "casualty").map((m) => m.modelId);
    if (dead.length > 0 && !(await this.ask(dead.map((id) => this.deps.name(id))))) return;
    if (this.s !== s) return;
    this.close();
    const effects = [...s.verdict.effects, ...s.outcomes.flatMap((o) => o.outcome.effects)];
    this.deps.accepted(s.verdict, effects, dead);
  }

  cancel(): void {
    const s = this.s;
    if (!s) return;
    this.close();
    this.deps.cancelled(s.verdict);
  }

  private ask(names: readonly string[]): Promise<boolean> {
    const t = this.deps.t();
    this.confirm.innerHTML = `<form method="dialog" class="prompt-form">
      <h2>${e(t("TTM.UnitMove.CasualtyTitle"))}</h2>
      ${this.deps.render.unitCasualties({ text: t("TTM.UnitMove.CasualtyText", { count: names.length }), names })}
      <div class="dialog-buttons">
        <button type="button" class="primary" data-answer="yes" data-testid="unit-confirm-yes">${e(t("TTM.Sandbox.Yes"))}</button>
        <button type="button" data-answer="no" data-testid="unit-confirm-no">${e(t("TTM.Sandbox.No"))}</button>
      </div>
    </form>`;
    this.confirm.showModal();
    return new Promise((resolve) => {
      this.answerConfirm = resolve;
    });
  }

  private closeConfirm(yes: boolean): void {
    const answer = this.answerConfirm;
    this.answerConfirm = null;
    if (this.confirm.open) this.confirm.close();
    answer?.(yes);
  }

  private draw(): void {
    const s = this.s;
    if (!s) return;
    const t = this.deps.t();
    const members = (s.verdict.models ?? [])
      .filter((m) => m.status !== "leader")
      .map((m) => ({
        name: this.deps.name(m.modelId),
        status: m.status as Exclude<typeof m.status, "leader">,
      }));
    const summary = {
      ...unitSummary(t, this.deps.name(s.request.modelId), members, s.verdict.unitStatus ?? "in-coherency"),
      hint: t("TTM.Sandbox.Unit.Hint"),
    };
    const refused = s.verdict.legal
      ? ""
      : `<p class="unit-error" data-testid="unit-illegal">${e(
          s.verdict.reasons
            .filter((r) => r.severity === "illegal")
            .map((r) => t(r.key, r.data))
            .join(" "),
        )}</p>`;
    this.panel.dataset.unitStatus = s.verdict.unitStatus ?? "in-coherency";
    this.panel.innerHTML = `<h2>${e(summary.title)}</h2>
      ${this.deps.render.unitGhosts(summary)}
      ${refused}
      ${s.error ? `<p class="unit-error" data-testid="unit-error" role="alert">${e(s.error)}</p>` : ""}
      <div class="dialog-buttons">
        <button type="button" class="primary" data-unit="accept" data-testid="unit-accept"${
          s.verdict.legal ? "" : " disabled"
        }>${e(t("TTM.UnitMove.Accept"))} <kbd>Enter</kbd></button>
        <button type="button" data-unit="cancel" data-testid="unit-cancel">${e(t("TTM.UnitMove.Cancel"))} <kbd>Esc</kbd></button>
      </div>`;
    this.panel.hidden = false;
  }
}
