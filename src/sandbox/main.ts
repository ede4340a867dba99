import "./style.css";
import { SmoothGraphics } from "@pixi/graphics-smooth";
import { Application, Container, Text } from "pixi.js";
import { Board } from "../engine/board/board";
import type { BoardSpec, Model } from "../engine/board/types";
import { isRulesError } from "../engine/errors";
import { evaluateMove } from "../engine/evaluate";
import { type Point, distance } from "../engine/geometry/vec";
import type {
  DeclarationValue,
  Effect,
  FieldSpec,
  Ledger,
  MoveRequest,
  Prompt,
  PromptAnswer,
  Verdict,
} from "../engine/ruleset";
import { type Answers, type AskContext, pendingPrompts, phaseOf, settle } from "../engine/settle";
import { drawOverlay, type OverlayPixi } from "../overlay/draw";
import { drawUnitOverlay } from "../overlay/draw-unit";
import { planUnit } from "../overlay/unit-plan";
import { formatDistance, planOverlay } from "../overlay/plan";
import { type TableState, applyEffects, applyMove } from "./apply";
import { BoardView, clear } from "./board-view";
import { DEFAULT_LEGEND, DEMOS, type Demo } from "./catalog";
import { LANGS, LANG_NAME_KEYS, initialLang, isLang, translatorFor } from "./i18n";
import type { Translator } from "../overlay/i18n";
import {
  type DeclaredView,
  type ShownPhase,
  controlsHtml,
  counterLabel,
  declarationFields,
  legendHtml,
  modelCardHtml,
  type PromptResult,
  verdictHtml,
} from "./panel";
import { marksLegendHtml, marksOn } from "./legend-marks";
import { BOARD, sideColor } from "./palette";
import { attachPointer } from "./pointer";
import { installProbe } from "./probe";
import { PromptDialog } from "./prompt-dialog";
import { freshSeed, mulberry32, seedFromUrl } from "./rng";
import { relabel } from "./relabel";
import { loadDemo } from "./scenario";
import { makeTemplates } from "./templates";
import { UnitReview, movesUnit } from "./unit-review";
import { afterUnitMove } from "./unit-table";
import { stitchLegs, suggestLegs } from "../engine/routing/legs";
import { attachEditor } from "./editor/controller";
import { attachFiles } from "./file/controller";
import type { Imported } from "./file/transfer";

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

/** The move on show in the panel: live while dragging, settling while its rolls are asked, then done. */
interface Shown {
  phase: ShownPhase;
  readonly model: Model;
  readonly board: Board;
  readonly request: MoveRequest;
  readonly verdict: Verdict;
  readonly rolls: ReadonlyMap<string, PromptResult>;
  /** Where the dragged base was dropped (the ghost stays there while the rolls are asked). */
  readonly cursor: Point;
  /** Everything the move did, once settled: the verdict's effects and each prompt's outcome's. */
  readonly effects?: readonly Effect[];
  /** While settling: the model already stands where the move ends (only after-rolls are left). */
  readonly previewed?: boolean;
  /** While settling: the prompt being asked. */
  readonly asking?: string;
}

/** A declare-phase answer kept for the model's activation, with what it means. */
interface Declared {
  readonly prompt: Prompt;
  readonly answer: PromptAnswer;
  readonly text: string;
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
  damage: new Map<string, number>(),
  conditions: new Map<string, readonly string[]>(),
  facing: new Map<string, number>(),
  /** Declare-phase answers, kept for each model's activation (until "New turn"). */
  declared: new Map<string, ReadonlyMap<string, Declared>>(),
  /** Models whose activation has begun this turn (Ruleset.startActivation was asked). */
  activated: new Set<string>(),
  /** The model whose activation it is: the one last pressed, else the demo's. */
  selected: null as string | null,
  drag: null as Drag | null,
  shown: null as Shown | null,
  hover: null as string | null,
  error: null as string | null,
  /** The name of the file the board was imported from; null for a demo board. */
  imported: null as string | null,
};
let t = translatorFor(state.lang);
/** Bumped by a reset or a new board, so a dialog still open for the old table changes nothing. */
let epoch = 0;

const seed = seedFromUrl(location.search) ?? freshSeed();
const random = mulberry32(seed);
const templates = makeTemplates(() => t);
const dialog = new PromptDialog({
  dialog: $<HTMLDialogElement>("prompt-dialog"),
  t: () => t,
  random,
  render: templates.promptDialog,
});

const review = new UnitReview({
  host: $<HTMLElement>("verdict").parentElement ?? document.body,
  t: () => t,
  render: templates,
  name: (id) => nameOf(id),
  changed(verdict) {
    if (state.shown?.phase === "placing") state.shown = { ...state.shown, verdict };
    drawOverlayLayer();
    renderVerdict();
  },
  accepted(verdict, effects, casualties) {
    const shown = state.shown;
    const before = tableNow();
    if (!shown || !before) return;
    setTable(afterUnitMove(applyMove(before, shown.model.id, verdict, effects), verdict, casualties));
    state.shown = { ...shown, phase: "done", verdict, effects };
    renderAll();
  },
  cancelled(verdict) {
    const shown = state.shown;
    if (shown) state.shown = { ...shown, phase: "cancelled", verdict };
    renderAll();
  },
});

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
  epoch += 1;
  dialog.cancel();
  review.close();
  try {
    const loaded = loadDemo(state.demo, t);
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
    state.selected = state.board.hasModel(loaded.modelId) ? loaded.modelId : null;
    state.round = 1;
    state.error = null;
  } catch (err) {
    if (!isRulesError(err)) throw err;
    state.spec = null;
    state.board = null;
    state.selected = null;
    state.error = t("TTM.Sandbox.Error.Load", { message: t(err.key, err.data) });
  }
  state.ledgers.clear();
  state.damage.clear();
  state.conditions.clear();
  state.facing.clear();
  state.declared.clear();
  state.activated.clear();
  state.drag = null;
  state.shown = null;
}

/** The demo's names in the language now chosen (`before`: the last one), keeping every model where it stands. */
function relabelBoard(before: Translator): void {
  if (!state.spec) return;
  const { spec, sides } = relabel(state.spec, state.demo, before, t);
  state.sides = state.sides.map((s) => sides.get(s) ?? s);
  state.spec = spec;
  state.board = new Board(spec, state.demo.ruleset.defaultBaseMm);
}

const tableNow = (): TableState | null =>
  state.spec
    ? {
        spec: state.spec,
        ledgers: state.ledgers,
        damage: state.damage,
        conditions: state.conditions,
        facing: state.facing,
      }
    : null;

function setTable(table: TableState): void {
  state.spec = table.spec;
  state.board = new Board(table.spec, state.demo.ruleset.defaultBaseMm);
  state.ledgers = new Map(table.ledgers);
  state.damage = new Map(table.damage);
  state.conditions = new Map(table.conditions);
  state.facing = new Map(table.facing);
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

/** The answers a model's activation keeps (its declare rolls), as the engine takes them. */
const keptAnswers = (id: string): Answers =>
  Object.fromEntries(
    [...(state.declared.get(id) ?? new Map<string, Declared>())].map(([k, d]) => [k, d.answer]),
  );

/** A request for the model as things stand: the action, options, declarations, ledger and kept answers. */
function requestFor(modelId: string, path: readonly Point[]): MoveRequest {
  const ledger = state.ledgers.get(modelId);
  const answers = keptAnswers(modelId);
  return {
    modelId,
    action: state.action,
    path,
    options: state.options,
    declarations: declarationsNow(),
    ...(ledger ? { ledger } : {}),
    ...(Object.keys(answers).length > 0 ? { answers } : {}),
  };
}

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

const unitText = (): string => t(`TTM.Overlay.Unit.${state.demo.ruleset.unit}`);

// ---- drawing ----

function drawBoard(): void {
  const board = state.board;
  if (!board) return;
  view.layout(board);
  view.drawTable(board, (x) => (x.kind === "exploration-arrow" ? (x.direction ?? undefined) : undefined));
  drawModels();
  drawOverlayLayer();
}

function drawModels(): void {
  if (!state.board) return;
  const moved = new Set([...state.ledgers.keys()].filter(hasMoved));
  view.drawModels(state.board, state.sides, {
    hover: state.hover,
    dragging: state.drag?.modelId ?? null,
    selected: state.selected,
    moved,
    badge: badgeOf,
    facing: (m) => state.facing.get(m.id),
    counters: (m) =>
      Object.entries(m.counters)
        .filter(([, n]) => n > 0)
        .map(([name, n]) => ({ label: counterLabel(t, name), count: n })),
  });
  requestRender();
}

/** The text of the ruler's label as last drawn (the browser test cannot read canvas text). */
let lastLabel: readonly string[] = [];

/**
 * The ruler is up while dragging, while the drop's rolls are asked, and after the move (showing
 * where the dice left the model) until the next drag; a cancelled move leaves nothing drawn.
 */
const rulerUp = (s: Shown | null): s is Shown => s !== null && s.phase !== "cancelled";
/** The dragged base's ghost (and the reachable squares) only until the model stands where it ends. */
const ghostUp = (s: Shown): boolean =>
  s.phase === "live" || s.phase === "placing" || (s.phase === "settling" && !s.previewed);

/**
 * The ruler's label sits below and right of the cursor; near the canvas's right or bottom edge it
 * goes to the other side, so it is never cut off (Foundry's canvas pans; this one does not).
 */
function keepLabelOnCanvas(): void {
  const label = view.overlay.getChildByName<Container>("ttm-overlay-label", true);
  if (!label) return;
  const b = label.getBounds();
  const { width, height } = app.screen;
  if (b.right > width - 4) label.x -= b.width + 36;
  if (b.bottom > height - 4) label.y -= b.height + 36;
}

function drawOverlayLayer(): void {
  clear(view.overlay);
  lastLabel = [];
  requestRender();
  const shown = state.shown;
  if (!rulerUp(shown)) {
    view.drawGhost(null, null, 0, "");
    view.drawReachable(null);
    return;
  }
  const m = shown.model;
  const board = shown.board;
  const ghost = ghostUp(shown);
  view.drawReachable(ghost ? (shown.verdict.reachable ?? null) : null, board.gridSize ?? 1);
  const plan = planOverlay(shown.request.path, shown.verdict, t, {
    unit: state.demo.ruleset.unit,
    moverRadius: m.r,
    locate: (id) => (board.hasModel(id) ? board.model(id) : undefined),
  });
  // The activation's declared rolls on the label, under the cost: they set the allowance shown.
  const declared = shown.verdict.prompts
    .filter((p) => phaseOf(p) === "declare")
    .map((p) => shown.rolls.get(p.id) ?? state.declared.get(m.id)?.get(p.id))
    .filter((d): d is PromptResult | Declared => d !== undefined)
    .map((d) => ({ text: t("TTM.Sandbox.Label.Declared", { text: d.text }), tone: "muted" as const }));
  const [first, ...rest] = plan.label.lines;
  const shownPlan =
    declared.length > 0 && first
      ? { ...plan, label: { ...plan.label, lines: [first, ...declared, ...rest] } }
      : plan;
  drawOverlay(PIXI_NS, view.overlay, shownPlan, view.scale);
  keepLabelOnCanvas();
  // A unit's other models, where the verdict puts them, until the move is done or cancelled.
  const locate = (id: string) => (board.hasModel(id) ? board.model(id) : undefined);
  const unit = review.active ? review.plan(locate) : ghost ? planUnit(shown.verdict, locate) : null;
  if (unit) drawUnitOverlay(PIXI_NS, view.overlay, unit, view.scale);
  // After the ruler, so the ghost's name can keep clear of the ruler's label.
  if (!ghost) view.drawGhost(null, null, 0, "");
  else
    view.drawGhost(
      m,
      shown.cursor,
      sideColor(state.sides.indexOf(m.side)),
      badgeOf(m),
      shown.request.path,
      shown.verdict.facing,
    );
  lastLabel = shownPlan.label.lines.map((l) => l.text);
}

// ---- panels ----

function declaredView(): DeclaredView | null {
  const id = state.selected;
  if (!id || !state.board?.hasModel(id)) return null;
  return {
    name: state.board.model(id).name,
    items: [...(state.declared.get(id)?.values() ?? [])].map((d) => ({
      ruleId: d.prompt.ruleId,
      dice: d.answer.dice ?? null,
      choice: d.answer.choice ?? null,
      text: d.text,
    })),
  };
}

function renderStatic(): void {
  document.documentElement.lang = state.lang;
  document.title = `${t("TTM.Sandbox.Title")} · ${t("TTM.Title")}`;
  for (const el of document.querySelectorAll<HTMLElement>("[data-i18n]"))
    el.textContent = t(el.dataset.i18n ?? "");
  $("lang").replaceChildren(
    ...LANGS.map((l) => new Option(t(LANG_NAME_KEYS[l]), l, false, l === state.lang)),
  );
  const imported = state.imported;
  $("demo").replaceChildren(
    ...DEMOS.map((d) => new Option(t(d.labelKey), d.id, false, imported === null && d === state.demo)),
    ...(imported !== null
      ? [new Option(t("TTM.Sandbox.File.Imported", { file: imported }), "", false, true)]
      : []),
  );
  renderControls();
  const board = state.board;
  $("legend").innerHTML =
    legendHtml(
      t,
      [...new Set(board?.terrain.map((x) => x.kind) ?? [])],
      state.sides,
      (board?.walls.length ?? 0) > 0,
      state.demo.legend ?? DEFAULT_LEGEND,
      board?.gridSize !== null && board?.gridSize !== undefined,
    ) + marksLegendHtml(t, marksOn(board));
  $("seed").textContent = t("TTM.Sandbox.Seed", { seed });
  errorBox.hidden = state.error === null;
  errorBox.textContent = state.error ?? "";
}

function renderControls(): void {
  $("controls").innerHTML = controlsHtml(
    t,
    state.demo.ruleset,
    state.action,
    state.options,
    { values: state.declarations, round: state.round },
    declaredView(),
  );
}

function renderVerdict(): void {
  const s = state.shown;
  $("verdict").innerHTML = verdictHtml(
    t,
    s
      ? {
          phase: s.phase,
          model: s.model,
          verdict: s.verdict,
          rolls: s.rolls,
          ...(s.effects ? { effects: s.effects } : {}),
          ...(s.asking ? { asking: s.asking } : {}),
        }
      : null,
    state.demo.ruleset.unit,
    nameOf,
  );
}

function renderModelCard(): void {
  const id = state.drag?.modelId ?? state.hover ?? state.shown?.model.id ?? state.selected ?? null;
  const model = id && state.board?.hasModel(id) ? state.board.model(id) : null;
  $("model-card").innerHTML = modelCardHtml(t, state.demo.ruleset, model, state.sides, {
    moved: id !== null && hasMoved(id),
    damage: id ? (state.damage.get(id) ?? 0) : 0,
    conditions: id ? (state.conditions.get(id) ?? []) : [],
    facing: id ? state.facing.get(id) : undefined,
  });
}

function renderAll(): void {
  renderStatic();
  renderVerdict();
  renderModelCard();
  drawBoard();
  editor.render();
}

function showError(err: unknown): void {
  if (!isRulesError(err)) throw err;
  state.error = t(err.key, err.data);
  errorBox.hidden = false;
  errorBox.textContent = state.error;
}

// ---- rolls before the drag ----

/** What the ruleset makes of an answer, for the panel and the label; a refused answer says why. */
function outcomeText(board: Board, request: MoveRequest, prompt: Prompt, answer: PromptAnswer): string {
  try {
    const outcome = state.demo.ruleset.resolve(board, request, prompt, answer);
    return t(outcome.key, outcome.data);
  } catch (err) {
    if (!isRulesError(err)) throw err;
    return t(err.key, err.data);
  }
}

/**
 * What an activation's answer means: the ruleset's outcome where its `resolve` knows the prompt,
 * else what the activation's start said (its reasons), else the prompt's own text.
 */
function activationText(
  board: Board,
  request: MoveRequest,
  prompt: Prompt,
  answer: PromptAnswer,
  said: string,
): string {
  try {
    const outcome = state.demo.ruleset.resolve(board, request, prompt, answer);
    return t(outcome.key, outcome.data);
  } catch (err) {
    if (!isRulesError(err)) throw err;
    return said || t(prompt.key, prompt.data);
  }
}

/** The model's declare-phase prompts still unanswered, were it to start moving now. */
function pendingDeclares(modelId: string): Prompt[] {
  const board = state.board;
  if (!board?.hasModel(modelId)) return [];
  const m = board.model(modelId);
  const request = requestFor(modelId, [{ x: m.x, y: m.y }]);
  const outcome = evaluateMove(state.demo.ruleset, board, request);
  if (!outcome.ok) return [];
  return pendingPrompts(outcome.verdict, request.answers).filter((p) => phaseOf(p) === "declare");
}

/**
 * Asks the rolls the action's declaration needs (a run's 2D6, a jump's test) through the settle
 * loop, before any drag: each answer is kept for the model's activation. The loop stops at the
 * first prompt that is not a declaration (those are met on the path). Cancelling keeps nothing new.
 */
async function declareFor(modelId: string): Promise<void> {
  const board = state.board;
  if (!board?.hasModel(modelId) || dialog.open || state.drag) return;
  const m = board.model(modelId);
  const request = requestFor(modelId, [{ x: m.x, y: m.y }]);
  const mine = epoch;
  let index = 0;
  try {
    const result = await settle(state.demo.ruleset, board, request, ({ prompt, verdict, answers }) => {
      if (phaseOf(prompt) !== "declare") return null;
      index += 1;
      const total =
        index - 1 + pendingPrompts(verdict, answers).filter((p) => phaseOf(p) === "declare").length;
      return dialog.ask(prompt, {
        mover: m.name,
        source: sourceName(prompt),
        index,
        total,
        unit: unitText(),
      });
    });
    if (mine !== epoch) return;
    const kept = new Map(state.declared.get(modelId) ?? []);
    for (const step of result.steps) {
      kept.set(step.prompt.id, {
        prompt: step.prompt,
        answer: step.answer,
        text: outcomeText(board, result.request, step.prompt, step.answer),
      });
    }
    state.declared.set(modelId, kept);
  } catch (err) {
    showError(err);
  }
  renderControls();
  if (state.drag) refreshDrag();
}

const sourceName = (p: Prompt): string | null => (p.sourceId ? nameOf(p.sourceId) : null);

/**
 * The first press on a model in a turn begins its activation: what the ruleset says happens then
 * (Carnevale: surface and drop the Submerged counters; Dungeon Universalis: the swim roll) is
 * asked in the same dialog, its effects applied, and declare answers kept for the activation.
 * Cancelled, nothing is applied and the activation has not begun.
 */
async function beginActivation(modelId: string): Promise<void> {
  const ruleset = state.demo.ruleset;
  const board = state.board;
  if (!ruleset.startActivation || !board?.hasModel(modelId) || dialog.open) return;
  const m = board.model(modelId);
  const mine = epoch;
  const ledger = state.ledgers.get(modelId);
  let answers: Record<string, PromptAnswer> = { ...keptAnswers(modelId) };
  const asked: Prompt[] = [];
  let said = "";
  try {
    for (let i = 0; i < 16; i++) {
      const start = ruleset.startActivation(board, {
        modelId,
        options: state.options,
        declarations: declarationsNow(),
        ...(ledger ? { ledger } : {}),
        answers,
      });
      const prompt = start.prompts.find((p) => answers[p.id] === undefined);
      if (!prompt) {
        const table = tableNow();
        if (table) setTable(applyEffects(table, start.effects));
        said = start.reasons.map((r) => t(r.key, r.data)).join(" ");
        break;
      }
      const answer = await dialog.ask(prompt, {
        mover: m.name,
        source: sourceName(prompt),
        index: asked.length + 1,
        total: asked.length + start.prompts.filter((p) => answers[p.id] === undefined).length,
        unit: unitText(),
      });
      if (mine !== epoch) return;
      if (!answer) {
        state.activated.delete(modelId);
        return;
      }
      asked.push(prompt);
      answers = { ...answers, [prompt.id]: answer };
    }
  } catch (err) {
    state.activated.delete(modelId);
    showError(err);
    return;
  }
  const request = requestFor(modelId, [{ x: m.x, y: m.y }]);
  const kept = new Map(state.declared.get(modelId) ?? []);
  for (const p of asked) {
    if (phaseOf(p) !== "declare") continue;
    const answer = answers[p.id]!;
    kept.set(p.id, { prompt: p, answer, text: activationText(board, request, p, answer, said) });
  }
  state.declared.set(modelId, kept);
  renderControls();
  renderModelCard();
  drawModels();
}

function select(id: string | null): void {
  if (state.selected === id) return;
  state.selected = id;
  renderControls();
}

// ---- the drag ----

function evaluateDrag(): void {
  const drag = state.drag;
  const board = state.board;
  if (!drag || !board) return;
  const path = [drag.start, ...drag.waypoints, drag.cursor];
  let request = requestFor(drag.modelId, path);
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
    rolls: declaredRolls(drag.modelId),
    cursor: drag.cursor,
  };
}

/** The kept declare answers, as the panel lists answered prompts. */
const declaredRolls = (id: string): Map<string, PromptResult> =>
  new Map(
    [...(state.declared.get(id) ?? new Map<string, Declared>())].map(([k, d]) => [
      k,
      {
        ...(d.answer.dice ? { dice: d.answer.dice } : {}),
        ...(d.answer.choice !== undefined ? { choice: d.answer.choice } : {}),
        text: d.text,
      },
    ]),
  );

function refreshDrag(): void {
  evaluateDrag();
  drawOverlayLayer();
  renderVerdict();
}

/**
 * The drop: the settle loop asks every roll still open, in its order (declarations, then the
 * path's tests where they come, then the after-rolls), judging the move again after each answer,
 * so the ruler shows where the dice leave the model. The table changes only once it is settled;
 * a cancelled dialog puts everything back as it was.
 */
async function settleDrop(shown: Shown): Promise<void> {
  const before = tableNow();
  if (!before) return;
  const mine = epoch;
  const board = shown.board;
  const modelId = shown.model.id;
  const rolls = new Map(shown.rolls);
  let previewed = false;
  let index = 0;
  const ask = (ctx: AskContext): Promise<PromptAnswer | null> => {
    index += 1;
    const total = index - 1 + pendingPrompts(ctx.verdict, ctx.answers).length;
    // Only after-rolls are left: the move is drawn as it ends; they only add effects.
    if (phaseOf(ctx.prompt) === "after" && !previewed) {
      previewed = true;
      setTable(applyMove(before, modelId, ctx.verdict, ctx.verdict.effects));
      drawModels();
    }
    state.shown = {
      ...shown,
      phase: "settling",
      verdict: ctx.verdict,
      rolls: new Map(rolls),
      previewed,
      asking: ctx.prompt.id,
    };
    drawOverlayLayer();
    renderVerdict();
    return dialog.ask(ctx.prompt, {
      mover: shown.model.name,
      source: sourceName(ctx.prompt),
      index,
      total,
      unit: unitText(),
    });
  };
  let result;
  try {
    result = await settle(state.demo.ruleset, board, shown.request, async (ctx) => {
      const answer = await ask(ctx);
      if (answer) {
        const text = outcomeText(
          board,
          { ...shown.request, answers: { ...ctx.answers, [ctx.prompt.id]: answer } },
          ctx.prompt,
          answer,
        );
        rolls.set(ctx.prompt.id, {
          ...(answer.dice ? { dice: answer.dice } : {}),
          ...(answer.choice !== undefined ? { choice: answer.choice } : {}),
          text,
        });
      }
      return answer;
    });
  } catch (err) {
    if (mine !== epoch) return;
    setTable(before);
    state.shown = null;
    showError(err);
    renderAll();
    return;
  }
  if (mine !== epoch) return;
  if (result.status === "cancelled") {
    setTable(before);
    state.shown = { ...shown, phase: "cancelled", verdict: result.verdict, rolls: new Map(rolls) };
  } else {
    const kept = new Map(state.declared.get(modelId) ?? []);
    for (const step of result.steps)
      if (phaseOf(step.prompt) === "declare")
        kept.set(step.prompt.id, {
          prompt: step.prompt,
          answer: step.answer,
          text: rolls.get(step.prompt.id)?.text ?? "",
        });
    state.declared.set(modelId, kept);
    if (!movesUnit(result.verdict)) setTable(applyMove(before, modelId, result.verdict, result.effects));
    const settled = new Map(rolls);
    for (const o of result.outcomes)
      settled.set(o.prompt.id, {
        ...(o.answer.dice ? { dice: o.answer.dice } : {}),
        ...(o.answer.choice !== undefined ? { choice: o.answer.choice } : {}),
        text: t(o.outcome.key, o.outcome.data),
      });
    state.shown = {
      ...shown,
      phase: "done",
      verdict: result.verdict,
      rolls: settled,
      effects: result.effects,
    };
    // A unit's move waits for the player's word on its ghosts (unit-review.ts); the table is
    // applied once it is accepted.
    if (movesUnit(result.verdict)) {
      const { verdict, request } = review.begin({
        ruleset: state.demo.ruleset,
        board,
        request: result.request,
        verdict: result.verdict,
        outcomes: result.outcomes,
      });
      state.shown = { ...state.shown, phase: "placing", verdict, request, cursor: verdict.reach.point };
    }
  }
  drawModels();
  drawOverlayLayer();
  renderControls();
  renderVerdict();
  renderModelCard();
}

attachPointer(canvas, {
  dragging: () => state.drag !== null || review.dragging,
  start(at) {
    if (dialog.open || state.shown?.phase === "settling") return false;
    const p = view.toBoard(at);
    if (review.active) return review.press(p);
    const m = modelAt(p);
    if (!m) return false;
    select(m.id);
    if (!state.activated.has(m.id) && state.demo.ruleset.startActivation) {
      state.activated.add(m.id);
      const begun = beginActivation(m.id);
      // With something to ask, the press only begins the activation; the next one drags.
      if (dialog.open) {
        void begun;
        return false;
      }
    }
    // The action's declared rolls come first: the drag starts once they are answered.
    if (pendingDeclares(m.id).length > 0) {
      void declareFor(m.id);
      return false;
    }
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
    if (review.dragging) return review.move(view.toBoard(at));
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
    if (review.dragging) return review.cancelDrag();
    state.drag = null;
    state.shown = null;
    canvas.className = "";
    drawModels();
    drawOverlayLayer();
    renderVerdict();
  },
  end(at) {
    if (review.dragging) return review.drop(view.toBoard(at));
    this.move(at);
    const shown = state.shown;
    const drag = state.drag;
    state.drag = null;
    canvas.className = "";
    // A press without a move only picks the model.
    const still = drag !== null && drag.waypoints.length === 0 && distance(drag.start, drag.cursor) <= EPS;
    if (drag && shown && shown.phase === "live" && !still) {
      void settleDrop(shown);
      return;
    }
    if (still) state.shown = null;
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
    else if (state.selected) void declareFor(state.selected);
    return;
  }
  if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) return;
  const declared = declarationFields(state.demo.ruleset).find((f) => f.key === el.dataset.declaration);
  if (declared) {
    setField(state.declarations, declared, el);
    if (state.drag) refreshDrag();
    else if (state.selected) void declareFor(state.selected);
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

$("lang").addEventListener("change", (ev) => {
  const v = (ev.target as HTMLSelectElement).value;
  if (!isLang(v)) return;
  state.lang = v;
  localStorage.setItem("ttm-sandbox-lang", v);
  const before = t;
  t = translatorFor(state.lang);
  relabelBoard(before);
  review.redraw();
  if (state.shown?.phase === "live") evaluateDrag();
  renderAll();
});

$("demo").addEventListener("change", (ev) => {
  const next = DEMOS.find((d: Demo) => d.id === (ev.target as HTMLSelectElement).value);
  if (!next) return;
  state.demo = next;
  state.imported = null;
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
  state.declared.clear();
  state.activated.clear();
  state.round += 1;
  renderStatic();
  renderModelCard();
  drawModels();
});

new ResizeObserver(() => {
  app.renderer.resize(host.clientWidth, host.clientHeight);
  drawBoard();
  editor.render();
}).observe(host);

// ---- the board editor and scenario files ----

/** A drag, a dialog or a drop's rolls are under way: the table must not change under them. */
const busy = (): boolean => dialog.open || state.drag !== null || state.shown?.phase === "settling";

/** The model the page drags next: the one selected, else the first on the table. */
const openingModel = (): Model | null =>
  state.selected && state.board?.hasModel(state.selected)
    ? state.board.model(state.selected)
    : (state.board?.models[0] ?? null);

/** Puts an edited table on the page; what the models did this turn is kept. */
function replaceTable(spec: BoardSpec): void {
  state.spec = spec;
  state.board = new Board(spec, state.demo.ruleset.defaultBaseMm);
  const present = new Set(spec.models.map((m) => m.side));
  state.sides = [...new Set([...state.sides.filter((s) => present.has(s)), ...present])];
  if (state.selected && !state.board.hasModel(state.selected)) state.selected = null;
  state.shown = null;
  state.error = null;
  renderAll();
}

/** An imported file becomes the board: the page switches to its ruleset and opens its move. */
function openImported({ file, ruleset }: Imported, name: string): void {
  const demo = DEMOS.find((d) => d.ruleset.id === ruleset.id);
  // The ruleset's legend, but not its demo's names: the file's own names are shown as written.
  state.demo = {
    id: ruleset.id,
    ruleset,
    labelKey: demo?.labelKey ?? ruleset.nameKey,
    file,
    ...(demo?.legend ? { legend: demo.legend } : {}),
  };
  state.imported = name;
  loadCurrentDemo();
  renderAll();
}

function showMessage(text: string | null): void {
  state.error = text;
  errorBox.hidden = text === null;
  errorBox.textContent = text ?? "";
}

const editLayer = new Container();
view.root.addChild(editLayer);
const editor = attachEditor({
  canvas,
  layer: editLayer,
  scale: () => view.scale,
  requestRender,
  card: $("editor"),
  toggle: $<HTMLButtonElement>("edit-toggle"),
  t: () => t,
  ruleset: () => state.demo.ruleset,
  spec: () => state.spec,
  board: () => state.board,
  opening: () => ({
    modelId: openingModel()?.id ?? "",
    action: state.action,
    options: state.options,
  }),
  epoch: () => epoch,
  busy,
  toBoard: (p) => view.toBoard(p),
  setTable: replaceTable,
  select(id) {
    state.selected = id;
    renderControls();
    renderModelCard();
    drawModels();
  },
  message: showMessage,
});

attachFiles({
  exportButton: $<HTMLButtonElement>("export"),
  importButton: $<HTMLButtonElement>("import"),
  input: $<HTMLInputElement>("import-file"),
  dropZone: document.body,
  t: () => t,
  ruleset: () => state.demo.ruleset,
  spec: () => state.spec,
  request() {
    const shown = state.shown;
    if (shown && shown.phase !== "settling") return shown.request;
    const m = openingModel();
    return m ? requestFor(m.id, [{ x: m.x, y: m.y }]) : null;
  },
  title: () => state.imported ?? t(state.demo.labelKey),
  busy,
  open: openImported,
  message: showMessage,
});

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
  marks: () => view.markBoxes(),
  selected: () => state.selected,
  declared: (id) => keptAnswers(id),
  seed: () => seed,
});
