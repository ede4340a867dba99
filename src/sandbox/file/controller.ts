import { isRulesError } from "../../engine/errors";
import type { BoardSpec } from "../../engine/board/types";
import type { MoveRequest, Ruleset } from "../../engine/ruleset";
import type { Translator } from "../../overlay/i18n";
import { builtinRulesets } from "../../rulesets";
import {
  type Imported,
  checkFileSize,
  exportName,
  exportText,
  importErrorText,
  readImport,
} from "./transfer";

export interface FileHost {
  readonly exportButton: HTMLButtonElement;
  readonly importButton: HTMLButtonElement;
  readonly input: HTMLInputElement;
  /** Where a file may be dropped (the whole page). */
  readonly dropZone: HTMLElement;
  t(): Translator;
  ruleset(): Ruleset;
  spec(): BoardSpec | null;
  /** The move to write: the last one drawn, else the one the page is ready to drag. */
  request(): MoveRequest | null;
  /** The file's title: the board's name in the page's language. */
  title(): string;
  busy(): boolean;
  /** Opens an imported file: the page switches to its ruleset and board. */
  open(imported: Imported, fileName: string): void;
  message(text: string | null): void;
}

const registry = builtinRulesets();
const rulesetOf = (id: string): Ruleset | undefined => (registry.has(id) ? registry.get(id) : undefined);

/** Export as a download, import from the file picker or a file dropped on the page; Ctrl+S and Ctrl+O. */
export function attachFiles(host: FileHost): void {
  const t = (key: string, data?: Record<string, string | number>): string => host.t()(key, data);

  function save(): void {
    const spec = host.spec();
    const request = host.request();
    if (!spec || !request) return;
    let text: string;
    try {
      text = exportText(host.ruleset(), spec, request, host.title());
    } catch (err) {
      if (!isRulesError(err)) throw err;
      host.message(t("TTM.Sandbox.File.Error.Export", { message: t(err.key, err.data) }));
      return;
    }
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = exportName(host.ruleset().id, request.modelId);
    document.body.append(a);
    a.click();
    a.remove();
    // Revoked later: some browsers start the download only after the click's task.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  async function load(file: File): Promise<void> {
    if (host.busy()) return;
    try {
      checkFileSize(file.size);
      const imported = readImport(await file.text(), rulesetOf);
      host.open(imported, file.name);
    } catch (err) {
      host.message(importErrorText(host.t(), file.name, err));
    }
  }

  host.exportButton.addEventListener("click", save);
  host.importButton.addEventListener("click", () => host.input.click());
  host.input.addEventListener("change", () => {
    const file = host.input.files?.[0];
    host.input.value = "";
    if (file) void load(file);
  });

  const carriesFiles = (ev: DragEvent): boolean => ev.dataTransfer?.types.includes("Files") ?? false;
  host.dropZone.addEventListener("dragover", (ev) => {
    if (!carriesFiles(ev)) return;
    ev.preventDefault();
    if (ev.dataTransfer) ev.dataTransfer.dropEffect = "copy";
    document.body.classList.add("dropping");
  });
  host.dropZone.addEventListener("dragleave", () => document.body.classList.remove("dropping"));
  host.dropZone.addEventListener("drop", (ev) => {
    document.body.classList.remove("dropping");
    const file = ev.dataTransfer?.files[0];
    if (!file) return;
    ev.preventDefault();
    void load(file);
  });

  window.addEventListener("keydown", (ev) => {
    if (!(ev.ctrlKey || ev.metaKey) || ev.altKey || ev.shiftKey) return;
    const key = ev.key.toLowerCase();
    if (key === "s") save();
    else if (key === "o") host.input.click();
    else return;
    ev.preventDefault();
  });
}
