import { Board } from "../../engine/board/board";
import { TERRAIN_KINDS, type BoardSpec, type TerrainKind } from "../../engine/board/types";
import { RulesError } from "../../engine/errors";
import { evaluateMove } from "../../engine/evaluate";
import type { Point } from "../../engine/geometry/vec";
import { readFields } from "../../engine/profile";
import type { OptionValues, Ruleset } from "../../engine/ruleset";
import {
  buildScenario,
  checkBoardUnit,
  parseScenario,
  toBoardSpec,
  type ScenarioFile,
} from "../../engine/scenario";

/*
 * The board editor's model: the table is a scenario file (format 2, one `move` step that has not
 * started: the model the page opens ready to drag). Every edit takes a file and gives a new one,
 * checked as an imported file would be (the schema, the board, each profile against the
 * ruleset's fields), so an edit the rules would refuse never reaches the page: it throws the
 * RulesError that says why, and the page shows it localised.
 */

export type FileBoard = ScenarioFile["board"];
type FileModel = FileBoard["models"][number];
type FileTerrain = NonNullable<FileBoard["terrain"]>[number];

/** What the page is ready to drag: kept in the file as its move step. */
export interface Opening {
  readonly modelId: string;
  readonly action: string;
  readonly options?: OptionValues;
}

/** A piece of the table an edit names. */
export interface Target {
  readonly type: "model" | "terrain";
  readonly id: string;
}

/** What the editor changes of a model besides its profile and position. */
export type ModelField = "name" | "side" | "baseMm";

/** A profile value as a form gives it: text from a number or select field, a flag from a box. */
export type FormValue = string | boolean;

export type Edit =
  | { readonly kind: "add-model"; readonly at: Point; readonly name: string; readonly side?: string }
  | {
      readonly kind: "add-terrain";
      readonly at: Point;
      readonly name: string;
      readonly terrain?: TerrainKind;
    }
  | { readonly kind: "move"; readonly target: Target; readonly by: Point }
  | { readonly kind: "delete"; readonly target: Target }
  | { readonly kind: "profile"; readonly id: string; readonly key: string; readonly value: FormValue }
  | { readonly kind: "model"; readonly id: string; readonly field: ModelField; readonly value: string }
  | { readonly kind: "terrain-kind"; readonly id: string; readonly terrain: string }
  | { readonly kind: "terrain-height"; readonly id: string; readonly height: string };

/** The table and the opening move as a scenario file, written by the engine's writer. */
export function tableScenario(ruleset: Ruleset, spec: BoardSpec, opening: Opening): ScenarioFile {
  const mover = spec.models.find((m) => m.id === opening.modelId) ?? spec.models[0];
  if (!mover) throw new RulesError("TTM.Sandbox.Editor.Error.NoModels", {});
  return buildScenario({
    ruleset,
    board: spec,
    request: {
      modelId: mover.id,
      action: opening.action,
      path: [{ x: mover.x, y: mover.y }],
      ...(opening.options ? { options: opening.options } : {}),
    },
  });
}

/**
 * Checks a scenario's board the way the page will use it: the unit is the ruleset's, the board
 * builds (positions, bases, polygons, heights), every profile fits the ruleset's fields and the
 * ruleset accepts each model as a mover (only the models in `movers` when given: an edit asks
 * for the one it touched, so dragging a piece on a busy imported table stays quick); then the
 * file passes the schema. Returns the file as parsed. Throws the first RulesError found.
 */
export function checkScenario(
  ruleset: Ruleset,
  file: ScenarioFile,
  movers?: ReadonlySet<string>,
): ScenarioFile {
  if (file.ruleset !== ruleset.id) {
    throw new RulesError("TTM.Error.UnknownRuleset", { id: file.ruleset, known: ruleset.id });
  }
  checkBoardUnit(file, ruleset);
  const spec = toBoardSpec(file);
  const board = new Board(spec, ruleset.defaultBaseMm);
  for (const m of spec.models) {
    readFields(ruleset.profileFields, m.profile ?? {}, m.name ?? m.id);
    if (movers && !movers.has(m.id)) continue;
    // The ruleset's own reading of the profile (a MUMG movement line) happens when it judges a move.
    const outcome = evaluateMove(ruleset, board, {
      modelId: m.id,
      action: ruleset.actions[0]?.id ?? "",
      path: [{ x: m.x, y: m.y }],
    });
    if (!outcome.ok) throw outcome.error;
  }
  // Through JSON, as a saved file would be: NaN and Infinity do not survive it silently.
  return parseScenario(JSON.parse(JSON.stringify(file)) as unknown);
}

const EPS = 1e-9;

/** A fresh id for a new piece: `prefix-N`, the first N no model, terrain piece or wall uses. */
export function freshId(board: FileBoard, prefix: string): string {
  const used = new Set([
    ...board.models.map((m) => m.id),
    ...(board.terrain ?? []).map((t) => t.id),
    ...(board.walls ?? []).map((w) => w.id),
  ]);
  for (let n = 1; ; n++) if (!used.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

/** A new terrain piece's square footprint: two grid squares wide, else a tenth of the table. */
function footprint(board: FileBoard, at: Point): [number, number][] {
  const grid = board.grid?.size;
  if (grid) {
    const x0 = Math.floor(at.x / grid) * grid;
    const y0 = Math.floor(at.y / grid) * grid;
    const s = 2 * grid;
    return [
      [x0, y0],
      [x0 + s, y0],
      [x0 + s, y0 + s],
      [x0, y0 + s],
    ];
  }
  const half = Math.max(EPS, Math.min(board.width, board.height) / 20);
  return [
    [at.x - half, at.y - half],
    [at.x + half, at.y - half],
    [at.x + half, at.y + half],
    [at.x - half, at.y + half],
  ];
}

const snap = (board: FileBoard, p: Point): Point => {
  const grid = board.grid?.size;
  if (!grid) return p;
  // A square-grid model stands in the middle of a square.
  return { x: (Math.floor(p.x / grid) + 0.5) * grid, y: (Math.floor(p.y / grid) + 0.5) * grid };
};

const missing = (target: Target): RulesError =>
  target.type === "model"
    ? new RulesError("TTM.Error.UnknownModel", { id: target.id })
    : new RulesError("TTM.Sandbox.Editor.Error.UnknownTerrain", { id: target.id });

function mapModel(board: FileBoard, id: string, f: (m: FileModel) => FileModel): FileBoard {
  if (!board.models.some((m) => m.id === id)) throw missing({ type: "model", id });
  return { ...board, models: board.models.map((m) => (m.id === id ? f(m) : m)) };
}

function mapTerrain(board: FileBoard, id: string, f: (t: FileTerrain) => FileTerrain): FileBoard {
  const terrain = board.terrain ?? [];
  if (!terrain.some((t) => t.id === id)) throw missing({ type: "terrain", id });
  return { ...board, terrain: terrain.map((t) => (t.id === id ? f(t) : t)) };
}

/** A profile field's form value as the file keeps it; an empty field leaves the default. */
function profileValue(ruleset: Ruleset, key: string, value: FormValue): unknown {
  const field = ruleset.profileFields.find((f) => f.key === key);
  if (!field) throw new RulesError("TTM.Sandbox.Editor.Error.UnknownField", { field: key });
  if (typeof value === "boolean" || field.type !== "number") return value;
  const text = value.trim();
  // Left as text when it is not a number, so readFields names the field and the value typed.
  return text === "" || !Number.isFinite(Number(text)) ? text : Number(text);
}

function withoutKey<T extends object>(o: T, key: string): T {
  const out = { ...o } as Record<string, unknown>;
  delete out[key];
  return out as T;
}

function editBoard(ruleset: Ruleset, board: FileBoard, edit: Edit): FileBoard {
  switch (edit.kind) {
    case "add-model": {
      const at = snap(board, edit.at);
      const side = edit.side ?? board.models[0]?.side ?? "A";
      const model: FileModel = { id: freshId(board, "model"), name: edit.name, side, x: at.x, y: at.y };
      return { ...board, models: [...board.models, model] };
    }
    case "add-terrain": {
      const piece: FileTerrain = {
        id: freshId(board, "terrain"),
        name: edit.name,
        kind: edit.terrain ?? "difficult",
        polygon: footprint(board, edit.at),
      };
      return { ...board, terrain: [...(board.terrain ?? []), piece] };
    }
    case "move": {
      const { x: dx, y: dy } = edit.by;
      if (edit.target.type === "model")
        return mapModel(board, edit.target.id, (m) => {
          const to = snap(board, { x: m.x + dx, y: m.y + dy });
          return { ...m, x: to.x, y: to.y };
        });
      const grid = board.grid?.size;
      // On a grid a piece moves by whole squares, so it keeps covering whole squares.
      const [sx, sy] = grid ? [Math.round(dx / grid) * grid, Math.round(dy / grid) * grid] : [dx, dy];
      return mapTerrain(board, edit.target.id, (t) => ({
        ...t,
        polygon: t.polygon.map(([x, y]) => [x + sx, y + sy]),
      }));
    }
    case "delete": {
      const { type, id } = edit.target;
      if (type === "model") {
        if (!board.models.some((m) => m.id === id)) throw missing(edit.target);
        if (board.models.length === 1) throw new RulesError("TTM.Sandbox.Editor.Error.LastModel", {});
        return { ...board, models: board.models.filter((m) => m.id !== id) };
      }
      const terrain = board.terrain ?? [];
      if (!terrain.some((t) => t.id === id)) throw missing(edit.target);
      return { ...board, terrain: terrain.filter((t) => t.id !== id) };
    }
    case "profile": {
      const value = profileValue(ruleset, edit.key, edit.value);
      return mapModel(board, edit.id, (m) => {
        const profile = m.profile ?? {};
        return {
          ...m,
          profile: value === "" ? withoutKey(profile, edit.key) : { ...profile, [edit.key]: value },
        };
      });
    }
    case "model": {
      const text = edit.value.trim();
      if (edit.field === "side") {
        if (text === "") throw new RulesError("TTM.Sandbox.Editor.Error.NoSide", { id: edit.id });
        return mapModel(board, edit.id, (m) => ({ ...m, side: text }));
      }
      if (edit.field === "name")
        return mapModel(board, edit.id, (m) => (text === "" ? withoutKey(m, "name") : { ...m, name: text }));
      if (text === "") return mapModel(board, edit.id, (m) => withoutKey(m, "baseMm"));
      const mm = Number(text);
      if (!Number.isFinite(mm) || mm <= 0)
        throw new RulesError("TTM.Error.BaseSize", { id: edit.id, value: text });
      return mapModel(board, edit.id, (m) => ({ ...m, baseMm: mm }));
    }
    case "terrain-kind": {
      const kind = TERRAIN_KINDS.find((k) => k === edit.terrain);
      if (!kind) throw new RulesError("TTM.Error.TerrainKind", { id: edit.id, kind: edit.terrain });
      return mapTerrain(board, edit.id, (t) => ({ ...t, kind }));
    }
    case "terrain-height": {
      const text = edit.height.trim();
      if (text === "") return mapTerrain(board, edit.id, (t) => withoutKey(t, "height"));
      const height = Number(text);
      if (!Number.isFinite(height))
        throw new RulesError("TTM.Error.NotFinite", { id: edit.id, field: "height" });
      if (height < 0) throw new RulesError("TTM.Error.NegativeHeight", { id: edit.id, value: text });
      return mapTerrain(board, edit.id, (t) => ({ ...t, height }));
    }
  }
}

/**
 * The scenario after one edit, checked (checkScenario). The file's move step keeps its model
 * where it now stands, or the first model's when that one was deleted. Throws RulesError when
 * the edit cannot be made or would give a table the rules refuse; the file given is untouched.
 */
export function applyEdit(ruleset: Ruleset, file: ScenarioFile, edit: Edit): ScenarioFile {
  const board = editBoard(ruleset, file.board, edit);
  const before = new Set(file.board.models.map((m) => m.id));
  // The models whose profile the ruleset has not read yet: a new one, or the one whose profile changed.
  const touched = new Set(
    edit.kind === "profile" ? [edit.id] : board.models.filter((m) => !before.has(m.id)).map((m) => m.id),
  );
  const step = file.steps.find((s) => s.kind === "move");
  const mover = board.models.find((m) => m.id === step?.model) ?? board.models[0];
  if (!mover) throw new RulesError("TTM.Sandbox.Editor.Error.NoModels", {});
  const action = step?.kind === "move" ? step.action : (ruleset.actions[0]?.id ?? "");
  const next: ScenarioFile = {
    ...file,
    board,
    steps: [{ kind: "move", model: mover.id, action, path: [[mover.x, mover.y]] }],
  };
  return checkScenario(ruleset, next, touched);
}

/** The file's board in the engine's shape (what the page draws and judges). */
export const boardOf = (file: ScenarioFile): BoardSpec => toBoardSpec(file);
