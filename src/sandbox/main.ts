import "./style.css";
import { SmoothGraphics } from "@pixi/graphics-smooth";
import { Application, Container, Text } from "pixi.js";
import { Board } from "../engine/board/board";
import type { BoardSpec, Model } from "../engine/board/types";
import { isRulesError } from "../engine/errors";
import { evaluateMove } from "../engine/evaluate";
import { type Point, distance } from "../engine/geometry/vec";
import type { DeclarationValue, FieldSpec, Ledger, MoveRequest, Verdict } from "../engine/ruleset";
import { drawOverlay, type OverlayPixi } from "../overlay/draw";
import { formatDistance, planOverlay } from "../overlay/plan";
import { BoardView, clear } from "./board-view";
import { DEFAULT_LEGEND, DEMOS, type Demo } from "./catalog";
import { rollFormula } from "./dice";
import { LANGS, LANG_NAME_KEYS, initialLang, isLang, translatorFor } from "./i18n";
import {
  controlsHtml,
  declarationFields,
  legendHtml,
  modelCardHtml,
  type PromptResult,
  verdictHtml,
} from "./panel";
import { BOARD, sideColor } from "./palette";
import { attachPointer } from "./pointer";
import { installProbe } from "./probe";
import { loadDemo } from "./scenario";
import { stitchLegs, suggestLegs } from "../engine/routing/legs";

/** Foundry's PIXI.Graphics is SmoothGraphics; the sandbox hands the overlay the same classes. */
const PIXI_NS: OverlayPixi = { Graphics: SmoothGraphics, Text, Container };
const EPS = 1e-6;

interface Drag {
  readonly modelId: string;
  readonly start: Point;
  /** Where on the base it was grabbed, so the centre keeps that distance from the cursor. */
  readonly offset: Point;
  readonly waypoints: Point[];
  cursor: Point;
}

/** The move on show in the panel: live while dragging, then the last one made. */
interface Shown {
  phase: "live" | "done";
  readonly model: Model;
  readonly board: Board;
  readonly request: MoveRequest;
  readonly verdict: Verdict;
  readonly rolls: Map<string, PromptResult>;
}

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`sandbox page lacks #${id}`);
  return el as T;
};

const canvas = $<HTMLCanvasElement>("board");
const host = $<HTMLDivElement>("board-host");
const errorBox = $<HTMLParagraphElement>("board-error");
const routeAround = $<HTMLInputElement>("route-around");

const state = {
  lang: initialLang(localStorage.getItem("ttm-sandbox-lang"), navigator.languages),
  demo: DEMOS[0]!,
  /** The table as it stands now: the demo's spec with the models where they were moved to. */
  spec: null as BoardSpec | null,
  board: null as Board | null,
  sides: [] as string[],
  action: "move",
  options: {} as Record<string, DeclarationValue>,
  /** What the player declared before dragging (a POW paid, a power), by the ruleset's declaration fields. */
  declarations: {} as Record<string, DeclarationValue>,
  /** The game round, passed to the ruleset as `declarations.round`; "New turn" starts the next. */
  round: 1,
  ledgers: new Map<string, Ledger>(),
  drag: null as Drag | null,
  shown: null as Shown | null,
  hover: null as string | null,
  error: null as string | null,
};
let t = translatorFor(state.lang);

const app = new Application({
  view: canvas,
  width: host.clientWidth,
  height: host.clientHeight,
  antialias: true,
  // The browser test reads the drawn ruler back from the canvas.
  preserveDrawingBuffer: true,
  backgroundColor: BOARD.background,
  resolution: window.devicePixelRatio || 1,
  autoDensity: true,
});
const view = new BoardView(app);
// Render on demand, not 60 times a second: the board only changes on input, and a software
// renderer (no GPU, as in CI) would otherwise keep a core busy and make every drag step slow.
app.ticker.stop();
let frameQueued = false;
function requestRender(): void {
  if (frameQueued) return;
  frameQueued = true;
  requestAnimationFrame(() => {
    frameQueued = false;
    app.render();
  });
}

function loadCurrentDemo(): void {
  try {
    const loaded = loadDemo(state.demo);
    state.spec = loaded.spec;
    state.board = new Board(loaded.spec, state.demo.ruleset.defaultBaseMm);
    state.sides = [...new Set(loaded.spec.models.map((m) => m.side))];
    state.action = state.demo.ruleset.actions.some((a) => a.id === loaded.action)
      ? loaded.action
      : (state.demo.ruleset.actions[0]?.id ?? "move");
    state.options = Object.fromEntries(
      state.demo.ruleset.options.map((f) => [f.key, loaded.options[f.key] ?? f.default]),
    );
    state.declarations = Object.fromEntries(
      declarationFields(state.demo.ruleset).map((f) => [f.key, f.default]),
    );
    state.round = 1;
    state.error = null;
  } catch (err) {
    if (!isRulesError(err)) throw err;
    state.spec = null;
    state.board = null;
    state.error = t("TTM.Sandbox.Error.Load", { message: t(err.key, err.data) });
  }
  state.ledgers.clear();
  state.drag = null;
  state.shown = null;
}

/**
 * Moves a model (and sets its elevation, when a climb or fall changed it) by rebuilding the
 * board from its spec: the engine's Board is immutable by design.
 */
function placeModel(id: string, at: Point, elevation?: number): void {
  const spec = state.spec;
  if (!spec) return;
  state.spec = {
    ...spec,
    models: spec.models.map((m) =>
      m.id === id ? { ...m, x: at.x, y: at.y, ...(elevation !== undefined ? { elevation } : {}) } : m,
    ),
  };
  state.board = new Board(state.spec, state.demo.ruleset.defaultBaseMm);
}

/** The text inside a base: the profile's category (Signum), else its level when off the table (MUMG roofs). */
const badgeOf = (m: Model): string => {
  const f = state.demo.ruleset.profileFields.find((x) => x.type === "select");
  if (!f) return m.elevation !== 0 ? `↑${Number(formatDistance(m.elevation))}` : "";
  const v = m.profile[f.key];
  return typeof v === "string" && v !== "" ? v : String(f.default);
};

/** Whether a model has spent anything this turn, whatever its ruleset calls it in the ledger. */
const hasMoved = (id: string): boolean =>
  Object.entries(state.ledgers.get(id) ?? {}).some(([k, v]) => k !== "round" && v !== false && v !== 0);

/** The declarations the player made, with the round; fields left blank are not declared. */
const declarationsNow = (): Record<string, DeclarationValue> => ({
  ...Object.fromEntries(Object.entries(state.declarations).filter(([, v]) => v !== "")),
  round: state.round,
});

const modelAt = (p: Point): Model | null => {
  const models = state.board?.models ?? [];
  for (let i = models.length - 1; i >= 0; i--) {
    const m = models[i]!;
    if (distance(p, m) <= m.r + 0.2) return m;
  }
  return null;
};

const nameOf = (id: string): string =>
  state.board?.hasModel(id) ? state.board.model(id).name : (state.shown?.board.model(id).name ?? id);

// ---- drawing ----

function drawBoard(): void {
  const board = state.board;
  if (!board) return;
  view.layout(board);
  view.drawTable(board);
  drawModels();
  drawOverlayLayer();
}

function drawModels(): void {
  if (!state.board) return;
  const moved = new Set([...state.ledgers.keys()].filter(hasMoved));
  view.drawModels(state.board, state.sides, {
    hover: state.hover,
    dragging: state.drag?.modelId ?? null,
    moved,
    badge: badgeOf,
  });
  requestRender();
}

/** The text of the ruler's label as last drawn (the browser test cannot read canvas text). */
let lastLabel: readonly string[] = [];

function drawOverlayLayer(): void {
  clear(view.overlay);
  lastLabel = [];
  requestRender();
  const drag = state.drag;
  const shown = state.shown;
  if (!drag || !shown || shown.phase !== "live") {
    view.drawGhost(null, null, 0, "");
    return;
  }
  const m = shown.model;
  const board = shown.board;
  const plan = planOverlay(shown.request.path, shown.verdict, t, {
    unit: state.demo.ruleset.unit,
    moverRadius: m.r,
    locate: (id) => (board.hasModel(id) ? board.model(id) : undefined),
  });
  drawOverlay(PIXI_NS, view.overlay, plan, view.scale);
  // After the ruler, so the ghost's name can keep clear of the ruler's label.
  view.drawGhost(m, drag.cursor, sideColor(state.sides.indexOf(m.side)), badgeOf(m), shown.request.path);
  lastLabel = plan.label.lines.map((l) => l.text);
}

// ---- panels ----

function renderStatic(): void {
  document.documentElement.lang = state.lang;
  document.title = `${t("TTM.Sandbox.Title")} · ${t("TTM.Title")}`;
  for (const el of document.querySelectorAll<HTMLElement>("[data-i18n]"))
    el.textContent = t(el.dataset.i18n ?? "");
  $("lang").replaceChildren(
    ...LANGS.map((l) => new Option(t(LANG_NAME_KEYS[l]), l, false, l === state.lang)),
  );
  $("demo").replaceChildren(...DEMOS.map((d) => new Option(t(d.labelKey), d.id, false, d === state.demo)));
  $("controls").innerHTML = controlsHtml(t, state.demo.ruleset, state.action, state.options, {
    values: state.declarations,
    round: state.round,
  });
  const board = state.board;
  $("legend").innerHTML = legendHtml(
    t,
    [...new Set(board?.terrain.map((x) => x.kind) ?? [])],
    state.sides,
    (board?.walls.length ?? 0) > 0,
    state.demo.legend ?? DEFAULT_LEGEND,
  );
  errorBox.hidden = state.error === null;
  errorBox.textContent = state.error ?? "";
}

function renderVerdict(): void {
  const s = state.shown;
  $("verdict").innerHTML = verdictHtml(
    t,
    s ? { phase: s.phase, model: s.model, verdict: s.verdict, rolls: s.rolls } : null,
    state.demo.ruleset.unit,
    nameOf,
  );
}

function renderModelCard(): void {
  const id = state.drag?.modelId ?? state.hover ?? state.shown?.model.id ?? null;
  const model = id && state.board?.hasModel(id) ? state.board.model(id) : null;
  $("model-card").innerHTML = modelCardHtml(
    t,
    state.demo.ruleset,
    model,
    state.sides,
    id !== null && hasMoved(id),
  );
}

function renderAll(): void {
  renderStatic();
  renderVerdict();
  renderModelCard();
  drawBoard();
}

// ---- the drag ----

function evaluateDrag(): void {
  const drag = state.drag;
  const board = state.board;
  if (!drag || !board) return;
  const path = [drag.start, ...drag.waypoints, drag.cursor];
  const ledger = state.ledgers.get(drag.modelId);
  let request: MoveRequest = {
    modelId: drag.modelId,
    action: state.action,
    path,
    options: state.options,
    declarations: declarationsNow(),
    ...(ledger ? { ledger } : {}),
  };
  let outcome = evaluateMove(state.demo.ruleset, board, request);
  // "Route around obstacles": the same suggestion Foundry's Token#findMovementPath makes
  // (suggest.ts), within the allowance the dragged path was given; then judged like any drag.
  if (outcome.ok && routeAround.checked) {
    const allowance = outcome.verdict.allowance;
    const budget = Number.isFinite(allowance) ? allowance : 2 * (board.width + board.height);
    const s = suggestLegs(board, board.model(drag.modelId), path, { budget });
    if (s.changed) {
      request = { ...request, path: stitchLegs(path, s.legs) };
      outcome = evaluateMove(state.demo.ruleset, board, request);
    }
  }
  if (!outcome.ok) {
    state.error = t(outcome.error.key, outcome.error.data);
    errorBox.hidden = false;
    errorBox.textContent = state.error;
    return;
  }
  errorBox.hidden = true;
  state.shown = {
    phase: "live",
    model: board.model(drag.modelId),
    board,
    request,
    verdict: outcome.verdict,
    rolls: new Map(),
  };
}

function refreshDrag(): void {
  evaluateDrag();
  drawOverlayLayer();
  renderVerdict();
}

attachPointer(canvas, {
  dragging: () => state.drag !== null,
  start(at) {
    const p = view.toBoard(at);
    const m = modelAt(p);
    if (!m) return false;
    state.drag = {
      modelId: m.id,
      start: { x: m.x, y: m.y },
      offset: { x: p.x - m.x, y: p.y - m.y },
      waypoints: [],
      cursor: { x: m.x, y: m.y },
    };
    canvas.className = "grabbing";
    drawModels();
    renderModelCard();
    refreshDrag();
    return true;
  },
  move(at) {
    const drag = state.drag;
    if (!drag) return;
    const p = view.toBoard(at);
    drag.cursor = { x: p.x - drag.offset.x, y: p.y - drag.offset.y };
    refreshDrag();
  },
  hover(at) {
    const m = modelAt(view.toBoard(at));
    const id = m?.id ?? null;
    canvas.className = id ? "grab" : "";
    if (id === state.hover) return;
    state.hover = id;
    drawModels();
    renderModelCard();
  },
  waypoint() {
    const drag = state.drag;
    if (!drag) return;
    const last = drag.waypoints[drag.waypoints.length - 1] ?? drag.start;
    if (distance(last, drag.cursor) > EPS) drag.waypoints.push(drag.cursor);
    refreshDrag();
  },
  undoWaypoint() {
    state.drag?.waypoints.pop();
    refreshDrag();
  },
  cancel() {
    state.drag = null;
    state.shown = null;
    canvas.className = "";
    drawModels();
    drawOverlayLayer();
    renderVerdict();
  },
  end(at) {
    this.move(at);
    const shown = state.shown;
    const drag = state.drag;
    state.drag = null;
    canvas.className = "";
    if (drag && shown && shown.phase === "live") {
      shown.phase = "done";
      // Like Foundry will: the model goes to the reach point, never beyond it.
      if (shown.verdict.reach.distance > EPS) {
        const lifted = shown.verdict.effects.find(
          (fx) => fx.type === "elevation" && fx.modelId === drag.modelId,
        );
        placeModel(
          drag.modelId,
          shown.verdict.reach.point,
          lifted?.type === "elevation" ? lifted.elevation : undefined,
        );
        for (const fx of shown.verdict.effects) {
          if (fx.type === "ledger")
            state.ledgers.set(fx.modelId, { ...state.ledgers.get(fx.modelId), ...fx.changes });
        }
      }
    }
    drawModels();
    drawOverlayLayer();
    renderVerdict();
    renderModelCard();
  },
});

// ---- controls ----

$("controls").addEventListener("change", (ev) => {
  const el = ev.target;
  if (el instanceof HTMLInputElement && el.name === "action") {
    state.action = el.value;
    if (state.drag) refreshDrag();
    return;
  }
  if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) return;
  const declared = declarationFields(state.demo.ruleset).find((f) => f.key === el.dataset.declaration);
  if (declared) {
    setField(state.declarations, declared, el);
    if (state.drag) refreshDrag();
    return;
  }
  const field = state.demo.ruleset.options.find((f) => f.key === el.dataset.option);
  if (field) setField(state.options, field, el);
});

/** A form field's value into the record, typed as its FieldSpec says; a half-typed number waits. */
function setField(
  into: Record<string, DeclarationValue>,
  field: FieldSpec,
  el: HTMLInputElement | HTMLSelectElement,
): void {
  if (field.type === "boolean" && el instanceof HTMLInputElement) into[field.key] = el.checked;
  else if (field.type === "number") {
    const n = Number(el.value);
    if (el.value.trim() !== "" && Number.isFinite(n)) into[field.key] = n;
  } else into[field.key] = el.value;
}

/** A prompt answered in the panel: dice rolled here, or the choice clicked; the ruleset gives the outcome. */
$("verdict").addEventListener("click", (ev) => {
  const button =
    ev.target instanceof Element ? ev.target.closest<HTMLButtonElement>("[data-roll], [data-choice]") : null;
  const shown = state.shown;
  const id = button?.dataset.roll ?? button?.dataset.choice;
  const prompt = shown?.verdict.prompts.find((p) => p.id === id);
  if (!shown || !button || !prompt) return;
  let answer: PromptResult;
  if (button.dataset.roll !== undefined) {
    const dice = prompt.formula ? rollFormula(prompt.formula) : null;
    if (!dice) return;
    answer = { dice, text: "" };
  } else {
    answer = { choice: button.dataset.value ?? "", text: "" };
  }
  try {
    const outcome = state.demo.ruleset.resolve(shown.board, shown.request, prompt, {
      ...(answer.dice ? { dice: answer.dice } : {}),
      ...(answer.choice !== undefined ? { choice: answer.choice } : {}),
    });
    shown.rolls.set(prompt.id, { ...answer, text: t(outcome.key, outcome.data) });
  } catch (err) {
    if (!isRulesError(err)) throw err;
    shown.rolls.set(prompt.id, { ...answer, text: t(err.key, err.data) });
  }
  renderVerdict();
});

$("lang").addEventListener("change", (ev) => {
  const v = (ev.target as HTMLSelectElement).value;
  if (!isLang(v)) return;
  state.lang = v;
  localStorage.setItem("ttm-sandbox-lang", v);
  t = translatorFor(state.lang);
  if (state.shown?.phase === "live") evaluateDrag();
  renderAll();
});

$("demo").addEventListener("change", (ev) => {
  const next = DEMOS.find((d: Demo) => d.id === (ev.target as HTMLSelectElement).value);
  if (!next) return;
  state.demo = next;
  loadCurrentDemo();
  renderAll();
});

routeAround.addEventListener("change", () => {
  if (state.drag) refreshDrag();
});

$("reset").addEventListener("click", () => {
  loadCurrentDemo();
  renderAll();
});

$("new-turn").addEventListener("click", () => {
  state.ledgers.clear();
  state.round += 1;
  renderStatic();
  renderModelCard();
  drawModels();
});

new ResizeObserver(() => {
  app.renderer.resize(host.clientWidth, host.clientHeight);
  drawBoard();
}).observe(host);

loadCurrentDemo();
renderAll();
installProbe({
  canvas,
  toCanvas: (p) => view.toCanvas(p),
  scale: () => view.scale,
  model: (id) => (state.board?.hasModel(id) ? state.board.model(id) : null),
  verdict: () => state.shown?.verdict ?? null,
  label: () => lastLabel,
  names: () => view.labelBoxes(),
});
