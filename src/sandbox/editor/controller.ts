import "./editor.css";
import { SmoothGraphics } from "@pixi/graphics-smooth";
import type { Container } from "pixi.js";
import type { Board } from "../../engine/board/board";
import type { BoardSpec } from "../../engine/board/types";
import { isRulesError } from "../../engine/errors";
import type { Point } from "../../engine/geometry/vec";
import type { Ruleset } from "../../engine/ruleset";
import type { ScenarioFile } from "../../engine/scenario";
import type { Translator } from "../../overlay/i18n";
import { type Edit, type Opening, type Target, applyEdit, boardOf, tableScenario } from "./document";
import { type Tool, TOOL_KEYS, editorHtml } from "./form";
import { type History, canRedo, canUndo, record, redo, startHistory, undo } from "./history";
import { pick } from "./hit";
import { escapeHtml } from "../../overlay/html";

/** What the editor needs from the page; the page keeps the table, the editor only proposes new ones. */
export interface EditorHost {
  readonly canvas: HTMLCanvasElement;
  /** The card the editor draws into, and the button that turns edit mode on and off. */
  readonly card: HTMLElement;
  readonly toggle: HTMLButtonElement;
  t(): Translator;
  ruleset(): Ruleset;
  spec(): BoardSpec | null;
  board(): Board | null;
  /** The move the page is ready to drag (kept as the file's move step). */
  opening(): Opening;
  /** Bumped whenever the page loads another board: the edit history starts afresh. */
  epoch(): number;
  /** A drag or a dialog is under way: edits wait. */
  busy(): boolean;
  /** Canvas CSS pixel -> board point. */
  toBoard(p: Point): Point;
  /** Puts a table on the page (an edit, an undo), forgetting the move on show. */
  setTable(spec: BoardSpec): void;
  /** A layer over the board, in board units times `scale()`, for the selected piece's outline. */
  readonly layer: Container;
  scale(): number;
  requestRender(): void;
  /** Marks a model as the one the page shows and drags next. */
  select(id: string | null): void;
  /** Shows a message over the board, or hides it (null). */
  message(text: string | null): void;
}

/** A piece pressed in edit mode, dragged to a new place; applied on release. */
interface Move {
  readonly target: Target;
  readonly from: Point;
  readonly base: ScenarioFile;
  moved: boolean;
}

/** The outline of the selected terrain piece: the page's warning amber (--warn). */
const SELECTED_COLOR = 0xffc53d;

/** The piece pressed moves once the pointer has gone this far (CSS px): a click only selects. */
const MOVE_PX = 3;

const sameBoard = (a: ScenarioFile, b: ScenarioFile): boolean =>
  JSON.stringify(a.board) === JSON.stringify(b.board);

const isTyping = (el: EventTarget | null): boolean =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

export interface Editor {
  readonly active: () => boolean;
  /** Draws the card and the toggle again (a new language, a new board). */
  render(): void;
}

/**
 * Edit mode: press a piece to select it, drag it to move it, or add a model or a terrain piece
 * where the board is pressed; the card changes the selected piece's profile, kind and height.
 * Each edit goes through applyEdit on the table as a scenario file, and is kept for undo (Ctrl+Z)
 * and redo (Ctrl+Shift+Z, Ctrl+Y) in edit mode: an undo puts back the table as it was before the
 * last edit (so moves played since then are undone with it), and moves played after an undo forget what
 * could be redone. A refused edit shows the rules' message and changes nothing.
 */
export function attachEditor(host: EditorHost): Editor {
  let active = false;
  let tool: Tool = "select";
  let selected: Target | null = null;
  let history: History<ScenarioFile> | null = null;
  let historyEpoch = -1;
  let move: Move | null = null;
  /** The board the selection belongs to: another board (a demo, a file, a reset) drops it. */
  let shownEpoch = host.epoch();

  const t = (key: string, data?: Record<string, string | number>): string => host.t()(key, data);

  /** The table now as a file; a table changed by moves since the last edit forgets what was undone. */
  function baseline(): ScenarioFile | null {
    const spec = host.spec();
    if (!spec) return null;
    const now = tableScenario(host.ruleset(), spec, host.opening());
    if (historyEpoch !== host.epoch() || !history) {
      history = startHistory(now);
      historyEpoch = host.epoch();
    } else if (!sameBoard(history.now, now)) history = { ...history, now, undone: [] };
    return now;
  }

  function refused(err: unknown): void {
    if (!isRulesError(err)) throw err;
    host.message(t(err.key, err.data));
  }

  /** Applies one edit to the table as it stands; true when the page took it. */
  function commit(edit: Edit, base: ScenarioFile | null = baseline()): ScenarioFile | null {
    if (!base || !history) return null;
    let next: ScenarioFile;
    try {
      next = applyEdit(host.ruleset(), base, edit);
    } catch (err) {
      refused(err);
      return null;
    }
    history = record({ ...history, now: base }, next);
    show(next);
    return next;
  }

  function show(file: ScenarioFile): void {
    host.message(null);
    host.setTable(boardOf(file));
    const board = host.board();
    if (selected && board && !exists(board, selected)) selected = null;
    render();
  }

  const exists = (board: Board, target: Target): boolean =>
    target.type === "model" ? board.hasModel(target.id) : board.terrain.some((x) => x.id === target.id);

  function step(direction: "undo" | "redo"): void {
    if (host.busy()) return;
    baseline();
    if (!history) return;
    const next = direction === "undo" ? undo(history) : redo(history);
    if (next === history) return;
    history = next;
    show(next.now);
  }

  function choose(target: Target | null): void {
    selected = target;
    if (target?.type === "model") host.select(target.id);
    render();
  }

  function setTool(next: Tool): void {
    tool = next;
    render();
  }

  function setActive(on: boolean): void {
    if (on && host.busy()) return;
    active = on;
    move = null;
    document.body.classList.toggle("editing", on);
    if (!on) tool = "select";
    render();
  }

  function render(): void {
    if (shownEpoch !== host.epoch()) {
      shownEpoch = host.epoch();
      selected = null;
      move = null;
    }
    const tr = host.t();
    host.toggle.setAttribute("aria-pressed", String(active));
    host.toggle.innerHTML = `${escapeHtml(tr(active ? "TTM.Sandbox.Editor.Stop" : "TTM.Sandbox.Editor.Start"))} <kbd>E</kbd>`;
    host.card.hidden = !active;
    outline();
    if (!active) return;
    const h = historyEpoch === host.epoch() ? history : null;
    host.card.innerHTML = editorHtml(tr, host.ruleset(), host.board(), {
      tool,
      selected,
      canUndo: h !== null && canUndo(h),
      canRedo: h !== null && canRedo(h),
    });
  }

  /** The selected terrain piece drawn around in the warning colour (a selected model has its ring). */
  function outline(): void {
    for (const child of host.layer.removeChildren()) child.destroy();
    host.requestRender();
    const board = host.board();
    const piece =
      active && selected?.type === "terrain" ? board?.terrain.find((x) => x.id === selected?.id) : undefined;
    if (!piece) return;
    const s = host.scale();
    const g = new SmoothGraphics();
    g.lineStyle(3, SELECTED_COLOR, 1);
    g.drawPolygon(piece.polygon.flatMap((p) => [p.x * s, p.y * s]));
    host.layer.addChild(g);
  }

  const local = (ev: PointerEvent): Point => {
    const r = host.canvas.getBoundingClientRect();
    return host.toBoard({ x: ev.clientX - r.left, y: ev.clientY - r.top });
  };

  // Capture on the board's parent, so the play-mode drag handlers on the canvas never see the
  // pointer while editing.
  const parent = host.canvas.parentElement ?? host.canvas;
  parent.addEventListener(
    "pointerdown",
    (ev) => {
      if (!active || ev.target !== host.canvas) return;
      ev.stopPropagation();
      ev.preventDefault();
      if (ev.button !== 0 || host.busy()) return;
      const board = host.board();
      if (!board) return;
      const p = local(ev);
      if (tool !== "select") {
        const before = new Set([...board.models.map((m) => m.id), ...board.terrain.map((x) => x.id)]);
        const next = commit(
          tool === "add-model"
            ? { kind: "add-model", at: p, name: t("TTM.Sandbox.Editor.NewModel"), ...sideOf(board) }
            : { kind: "add-terrain", at: p, name: t("TTM.Sandbox.Editor.NewTerrain") },
        );
        if (!next) return;
        const added =
          tool === "add-model"
            ? next.board.models.find((m) => !before.has(m.id))
            : next.board.terrain?.find((x) => !before.has(x.id));
        const type = tool === "add-model" ? "model" : "terrain";
        tool = "select";
        choose(added ? { type, id: added.id } : null);
        return;
      }
      const target = pick(board, p);
      choose(target);
      const base = target ? baseline() : null;
      if (target && base) {
        move = { target, from: p, base, moved: false };
        host.canvas.setPointerCapture(ev.pointerId);
      }
    },
    true,
  );
  parent.addEventListener(
    "pointermove",
    (ev) => {
      if (!active || (ev.target !== host.canvas && !move)) return;
      ev.stopPropagation();
      if (!move) return;
      const p = local(ev);
      const by = { x: p.x - move.from.x, y: p.y - move.from.y };
      const scale = host.toBoard({ x: 1, y: 0 }).x - host.toBoard({ x: 0, y: 0 }).x;
      if (!move.moved && Math.hypot(by.x, by.y) < MOVE_PX * scale) return;
      move.moved = true;
      // A preview, not an edit: where the piece cannot go, it stays at its last good place.
      try {
        host.setTable(
          boardOf(applyEdit(host.ruleset(), move.base, { kind: "move", target: move.target, by })),
        );
      } catch (err) {
        if (!isRulesError(err)) throw err;
      }
    },
    true,
  );
  parent.addEventListener(
    "pointerup",
    (ev) => {
      if (!active || (ev.target !== host.canvas && !move)) return;
      ev.stopPropagation();
      const m = move;
      move = null;
      if (host.canvas.hasPointerCapture(ev.pointerId)) host.canvas.releasePointerCapture(ev.pointerId);
      if (!m?.moved) return;
      const p = local(ev);
      const done = commit(
        { kind: "move", target: m.target, by: { x: p.x - m.from.x, y: p.y - m.from.y } },
        m.base,
      );
      if (!done) host.setTable(boardOf(m.base));
    },
    true,
  );

  /** A new model joins the side of the model selected, else the first side on the table. */
  function sideOf(board: Board): { side?: string } {
    const id = selected?.type === "model" ? selected.id : null;
    if (id && board.hasModel(id)) return { side: board.model(id).side };
    return {};
  }

  host.card.addEventListener("click", (ev) => {
    const button = (ev.target as HTMLElement).closest<HTMLButtonElement>("button[data-edit]");
    if (!button) return;
    if (button.dataset.edit === "undo") step("undo");
    else if (button.dataset.edit === "redo") step("redo");
    else if (button.dataset.edit === "delete") remove();
  });

  host.card.addEventListener("change", (ev) => {
    const el = ev.target;
    if (el instanceof HTMLInputElement && el.name === "editor-tool") {
      setTool(el.value as Tool);
      return;
    }
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement) || !selected) return;
    const id = selected.id;
    const field = el.dataset.model;
    if (field === "name" || field === "side" || field === "baseMm") {
      if (!commit({ kind: "model", id, field, value: el.value })) render();
    } else if (el.dataset.profile !== undefined) {
      const value = el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value;
      if (!commit({ kind: "profile", id, key: el.dataset.profile, value })) render();
    } else if (el.dataset.terrain === "kind") {
      if (!commit({ kind: "terrain-kind", id, terrain: el.value })) render();
    } else if (el.dataset.terrain === "height") {
      if (!commit({ kind: "terrain-height", id, height: el.value })) render();
    }
  });

  function remove(): void {
    if (!selected || host.busy()) return;
    if (commit({ kind: "delete", target: selected })) {
      selected = null;
      render();
    }
  }

  host.toggle.addEventListener("click", () => setActive(!active));

  window.addEventListener("keydown", (ev) => {
    if (isTyping(ev.target) || ev.altKey) return;
    const mod = ev.ctrlKey || ev.metaKey;
    const key = ev.key.toLowerCase();
    if (!mod && key === "e" && !host.busy()) setActive(!active);
    else if (!active) return;
    else if (mod && key === "z") step(ev.shiftKey ? "redo" : "undo");
    else if (mod && key === "y") step("redo");
    else if (mod) return;
    else if (ev.key === "Delete" || ev.key === "Backspace") remove();
    else if (ev.key === "Escape") {
      if (tool !== "select") setTool("select");
      else choose(null);
    } else {
      const next = (Object.keys(TOOL_KEYS) as Tool[]).find((k) => TOOL_KEYS[k].toLowerCase() === key);
      if (!next) return;
      setTool(next);
    }
    ev.preventDefault();
  });

  installEditorProbe(
    () => host.board(),
    () => active,
    () => selected,
  );
  render();
  return { active: () => active, render };
}

/** What the browser test reads of the table: every piece's id, name and the fields an edit changes. */
export interface EditorProbe {
  active(): boolean;
  selected(): Target | null;
  models(): {
    id: string;
    name: string;
    side: string;
    x: number;
    y: number;
    profile: Record<string, unknown>;
  }[];
  terrain(): { id: string; name: string; kind: string; height: number; centre: Point }[];
}

declare global {
  interface Window {
    ttmEditor?: EditorProbe;
  }
}

function installEditorProbe(
  board: () => Board | null,
  active: () => boolean,
  selected: () => Target | null,
): void {
  window.ttmEditor = {
    active,
    selected,
    models: () =>
      (board()?.models ?? []).map((m) => ({
        id: m.id,
        name: m.name,
        side: m.side,
        x: m.x,
        y: m.y,
        profile: { ...m.profile },
      })),
    terrain: () =>
      (board()?.terrain ?? []).map((x) => ({
        id: x.id,
        name: x.name,
        kind: x.kind,
        height: x.height,
        centre: {
          x: x.polygon.reduce((a, p) => a + p.x, 0) / x.polygon.length,
          y: x.polygon.reduce((a, p) => a + p.y, 0) / x.polygon.length,
        },
      })),
  };
}
