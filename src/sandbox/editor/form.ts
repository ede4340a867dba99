import type { Board } from "../../engine/board/board";
import { TERRAIN_KINDS } from "../../engine/board/types";
import type { DeclarationValue, Ruleset } from "../../engine/ruleset";
import type { Translator } from "../../overlay/i18n";
import { escapeHtml as e } from "../../overlay/html";
import { optionField } from "../panel";
import type { Target } from "./document";

/*
 * The editor's card as an HTML string. Labels come from the lang files; names and ids come from
 * files anyone can write, so they only ever pass through escapeHtml.
 */

export type Tool = "select" | "add-model" | "add-terrain";

/** Each tool's key, shown on its button; the controller reads the same table. */
export const TOOL_KEYS: Readonly<Record<Tool, string>> = {
  select: "V",
  "add-model": "M",
  "add-terrain": "T",
};

const TOOL_LABELS: Readonly<Record<Tool, string>> = {
  select: "TTM.Sandbox.Editor.Tool.Select",
  "add-model": "TTM.Sandbox.Editor.Tool.AddModel",
  "add-terrain": "TTM.Sandbox.Editor.Tool.AddTerrain",
};

export interface EditorView {
  readonly tool: Tool;
  readonly selected: Target | null;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

const kbd = (keys: string): string => `<kbd>${e(keys)}</kbd>`;

/** A profile value as the form shows it: the file's value, else the field's default. */
function shownValue(raw: unknown, fallback: DeclarationValue): DeclarationValue {
  if (typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean") return raw;
  return fallback;
}

function selectedHtml(t: Translator, ruleset: Ruleset, board: Board, target: Target | null): string {
  if (target?.type === "model" && board.hasModel(target.id)) {
    const m = board.model(target.id);
    const fields = ruleset.profileFields
      .map((f) => optionField(t, f, shownValue(m.profile[f.key], f.default), "profile"))
      .join("");
    const sides = [...new Set(board.models.map((x) => x.side))]
      .map((side) => `<option value="${e(side)}"></option>`)
      .join("");
    const text = (field: string, label: string, value: string, attrs = ""): string =>
      `<label class="field" for="edit-model-${field}"><span class="label">${e(label)}</span><input id="edit-model-${field}" data-model="${field}" data-testid="editor-model-${field}" value="${e(value)}"${attrs}></label>`;
    return `<p class="model-name" data-testid="editor-selected">${e(m.name)}</p>
      <div class="options" data-testid="editor-model">
        ${text("name", t("TTM.Sandbox.Editor.Name"), m.name === m.id ? "" : m.name, ` type="text" placeholder="${e(m.id)}"`)}
        ${text("side", t("TTM.Sandbox.ModelCard.Side"), m.side, ' type="text" list="edit-sides"')}
        <datalist id="edit-sides">${sides}</datalist>
        ${text(
          "baseMm",
          t("TTM.Sandbox.Editor.BaseMm"),
          m.baseDefaulted ? "" : String(m.baseMm),
          ` type="number" min="0" step="any" placeholder="${e(String(ruleset.defaultBaseMm))}"`,
        )}
      </div>
      <h3>${e(t("TTM.Sandbox.Editor.Profile"))}</h3>
      <div class="options" data-testid="editor-profile">${fields}</div>`;
  }
  const piece = target?.type === "terrain" ? board.terrain.find((x) => x.id === target.id) : undefined;
  if (piece) {
    const kinds = TERRAIN_KINDS.map(
      (k) =>
        `<option value="${k}"${k === piece.kind ? " selected" : ""}>${e(t(`TTM.Sandbox.Terrain.${k}`))}</option>`,
    ).join("");
    return `<p class="model-name" data-testid="editor-selected">${e(piece.name)}</p>
      <div class="options" data-testid="editor-terrain">
        <label class="field" for="edit-terrain-kind"><span class="label">${e(t("TTM.Sandbox.Editor.Kind"))}</span>
          <select id="edit-terrain-kind" data-terrain="kind" data-testid="editor-kind">${kinds}</select></label>
        <label class="field" for="edit-terrain-height"><span class="label">${e(
          t("TTM.Sandbox.Editor.Height", { unit: t(`TTM.Overlay.Unit.${ruleset.unit}`) }),
        )}</span>
          <input type="number" min="0" step="any" id="edit-terrain-height" data-terrain="height" data-testid="editor-height" value="${
            piece.height > 0 ? e(String(piece.height)) : ""
          }"></label>
      </div>`;
  }
  return `<p class="muted" data-testid="editor-hint">${e(t("TTM.Sandbox.Editor.Hint"))}</p>`;
}

/** The editor card: the tools, delete, undo and redo with their keys, and the selected piece's fields. */
export function editorHtml(t: Translator, ruleset: Ruleset, board: Board | null, view: EditorView): string {
  const tools = (Object.keys(TOOL_LABELS) as Tool[])
    .map(
      (tool) =>
        `<label class="seg"><input type="radio" name="editor-tool" value="${tool}"${
          tool === view.tool ? " checked" : ""
        }><span>${e(t(TOOL_LABELS[tool]))} ${kbd(TOOL_KEYS[tool])}</span></label>`,
    )
    .join("");
  const button = (id: string, key: string, keys: string, enabled: boolean): string =>
    `<button type="button" data-edit="${id}" data-testid="editor-${id}"${enabled ? "" : " disabled"}>${e(
      t(key),
    )} ${kbd(keys)}</button>`;
  return `<h2>${e(t("TTM.Sandbox.Editor.Title"))}</h2>
    <div class="segmented" role="radiogroup" data-testid="editor-tools">${tools}</div>
    <div class="buttons editor-buttons">
      ${button("delete", "TTM.Sandbox.Editor.Delete", t("TTM.Sandbox.Editor.Key.Delete"), view.selected !== null)}
      ${button("undo", "TTM.Sandbox.Editor.Undo", "Ctrl+Z", view.canUndo)}
      ${button("redo", "TTM.Sandbox.Editor.Redo", "Ctrl+Shift+Z", view.canRedo)}
    </div>
    ${board ? selectedHtml(t, ruleset, board, view.selected) : ""}`;
}
