import type { BoardSpec } from "../../engine/board/types";
import { RulesError, isRulesError } from "../../engine/errors";
import type { MoveRequest, Ruleset } from "../../engine/ruleset";
import {
  MAX_SCENARIO_BYTES,
  buildScenario,
  isScenarioError,
  parseScenarioText,
  type MoveStep,
  type ScenarioFile,
} from "../../engine/scenario";
import type { Translator } from "../../overlay/i18n";
import { checkScenario } from "../editor/document";

/*
 * The board as a scenario file and back, in the CLI's format: written by the engine's
 * buildScenario (the writer the Foundry export uses), read by parseScenarioText (its size and
 * count limits, its messages), so a file saved here is checked by `npx tabletop-movement check`
 * and a file exported from Foundry opens here.
 */

/** The table and one move (the last one drawn, or the one ready to drag) as the file's text. */
export function exportText(ruleset: Ruleset, board: BoardSpec, request: MoveRequest, title?: string): string {
  const file = buildScenario({ ruleset, board, request, ...(title !== undefined ? { title } : {}) });
  return `${JSON.stringify(file, null, 2)}\n`;
}

const safe = (s: string): string =>
  s
    .normalize("NFKD")
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);

/** `sandbox-<ruleset>-<model>.scenario.json`, with only characters every file system accepts. */
export const exportName = (rulesetId: string, modelId: string): string =>
  `sandbox-${safe(rulesetId) || "board"}-${safe(modelId) || "model"}.scenario.json`;

/**
 * Refuses a file over the parser's limit from its size alone, before reading it: a huge file
 * dropped by mistake is not loaded into memory to be told it is too large.
 */
export function checkFileSize(bytes: number): void {
  if (bytes > MAX_SCENARIO_BYTES) {
    const mb = (n: number): string => (n / (1024 * 1024)).toFixed(1);
    throw new RulesError("TTM.Scenario.Error.TooLarge", { size: mb(bytes), max: mb(MAX_SCENARIO_BYTES) });
  }
}

export interface Imported {
  readonly file: ScenarioFile;
  readonly ruleset: Ruleset;
}

/**
 * A scenario file's text as the page opens it: parsed (limits, schema), its ruleset found, its
 * board checked as the editor checks an edit. The page opens ready to drag the first drawn
 * move's model (which must be on the board), or the first model when no step is a drawn move
 * (routes, forced moves only). Only the board and that move are used: answers and the later
 * steps are the CLI's to replay. Throws RulesError saying what is wrong.
 */
export function readImport(text: string, rulesetOf: (id: string) => Ruleset | undefined): Imported {
  const parsed = parseScenarioText(text);
  const ruleset = rulesetOf(parsed.ruleset);
  if (!ruleset) throw new RulesError("TTM.Sandbox.File.Error.Ruleset", { ruleset: parsed.ruleset });
  const move = parsed.steps.find((s): s is MoveStep => s.kind === "move");
  const first = parsed.board.models[0];
  if (!move && !first) throw new RulesError("TTM.Sandbox.Editor.Error.NoModels", {});
  if (move && !parsed.board.models.some((m) => m.id === move.model))
    throw new RulesError("TTM.Error.UnknownModel", { id: move.model });
  const file: ScenarioFile =
    move || !first
      ? parsed
      : {
          ...parsed,
          steps: [
            {
              kind: "move",
              model: first.id,
              action: ruleset.actions[0]?.id ?? "",
              path: [[first.x, first.y]],
            },
          ],
        };
  return { file: checkScenario(ruleset, file), ruleset };
}

/** How many of a bad file's schema issues the page lists under the message. */
const SHOWN_ISSUES = 5;

/**
 * What the page says about a file it could not open: the first problem, localised, then the
 * schema's other issues (each naming its field) and how many more there are.
 */
export function importErrorText(t: Translator, fileName: string, err: unknown): string {
  if (!isRulesError(err)) throw err;
  const head = t("TTM.Sandbox.File.Error.Import", { file: fileName, message: t(err.key, err.data) });
  if (!isScenarioError(err)) return head;
  const rest = err.issues.slice(1, SHOWN_ISSUES).map((i) => `• ${t(i.key, i.data)}`);
  const more = err.moreIssues + Math.max(0, err.issues.length - SHOWN_ISSUES);
  if (more > 0) rest.push(t("TTM.Sandbox.File.MoreIssues", { count: more }));
  return [head, ...rest].join("\n");
}
