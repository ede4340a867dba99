import { RulesError } from "../errors";
import type { ScenarioIssue } from "./issues";
import { toScenarioIssues } from "./issues";
import { locateSyntaxError } from "./json-syntax";
import { jsonType, showValue } from "./path";
import { SCENARIO_FORMAT, scenarioSchema, type ScenarioFile } from "./schema";

/**
 * A scenario file the schema refuses. `key` and `data` describe the first problem, so a host
 * that only knows RulesError still shows something useful; `issues` lists every problem.
 */
export class ScenarioError extends RulesError {
  readonly issues: readonly ScenarioIssue[];

  constructor(issues: readonly ScenarioIssue[]) {
    const first = issues[0] ?? {
      path: "",
      key: "TTM.Scenario.Issue.Invalid",
      data: { path: "", value: "—" },
    };
    super(first.key, first.data, issues.map((i) => `${i.key} ${JSON.stringify(i.data)}`).join("; "));
    this.name = "ScenarioError";
    this.issues = issues.length > 0 ? issues : [first];
  }
}

export const isScenarioError = (e: unknown): e is ScenarioError => e instanceof ScenarioError;

/**
 * Checks parsed JSON against scenario format 1. Throws RulesError: TTM.Scenario.Error.NotObject
 * or TTM.Scenario.Error.Format for a file that is not a scenario of this version at all, or a
 * ScenarioError listing every bad field.
 */
export function parseScenario(json: unknown): ScenarioFile {
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    throw new RulesError("TTM.Scenario.Error.NotObject", {
      value: showValue(json),
      received: jsonType(json),
    });
  }
  // Another version may shape every field differently: listing those as errors would only confuse.
  const format = (json as Record<string, unknown>).format;
  if (format !== undefined && format !== SCENARIO_FORMAT) {
    throw new RulesError("TTM.Scenario.Error.Format", {
      value: showValue(format),
      supported: SCENARIO_FORMAT,
    });
  }
  const result = scenarioSchema.safeParse(json);
  if (result.success) return result.data;
  throw new ScenarioError(toScenarioIssues(result.error.issues, json, scenarioSchema));
}

/** Reads the text of a scenario file: invalid JSON gives TTM.Scenario.Error.Json with line and column. */
export function parseScenarioText(text: string): ScenarioFile {
  // Editors on Windows often save a byte-order mark, which JSON.parse refuses.
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    const where = locateSyntaxError(body);
    throw where.found === null
      ? new RulesError("TTM.Scenario.Error.JsonEnd", { line: where.line, column: where.column })
      : new RulesError("TTM.Scenario.Error.Json", {
          line: where.line,
          column: where.column,
          found: JSON.stringify(where.found),
        });
  }
  return parseScenario(json);
}
