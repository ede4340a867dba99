import type { BoardSpec } from "../engine/board/types";
import type { OptionValues } from "../engine/ruleset";
import { parseScenario, toBoardSpec, toMoveRequest } from "../engine/scenario";
import type { Demo } from "./catalog";

/** What the sandbox needs from a demo scenario: the table, and the move to start from. */
export interface LoadedDemo {
  readonly spec: BoardSpec;
  /** The model and action the file's move names, so the page opens ready to drag it. */
  readonly modelId: string;
  readonly action: string;
  readonly options: OptionValues;
}

/** Reads a demo file through the same parser as the CLI; throws RulesError when it is wrong. */
export function loadDemo(demo: Demo): LoadedDemo {
  const file = parseScenario(demo.file);
  const move = toMoveRequest(file);
  return {
    spec: toBoardSpec(file),
    modelId: move.modelId,
    action: move.action,
    options: move.options ?? {},
  };
}
