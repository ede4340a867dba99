import type { z } from "zod";
import { RulesError } from "../errors";
import type { ScenarioIssue } from "./issues";
import { toScenarioIssues } from "./issues";
import { locateSyntaxError } from "./json-syntax";
import { checkCounts, checkSize } from "./limits";
import { jsonType, showValue } from "./path";
import { SUPPORTED_FORMATS, scenarioSchema, type ScenarioFile } from "./schema";
import { scenarioSchemaV1 } from "./schema-v1";
import { upgradeV1 } from "./upgrade";

/** How many schema issues a ScenarioError lists; the rest are counted in `moreIssues`. */
export const MAX_ISSUES = 10;

/**
 * A scenario file the schema refuses. `key` and `data` describe the first problem, so a host
 * that only knows RulesError still shows something useful; `issues` lists the first
 * MAX_ISSUES problems and `moreIssues` counts the others.
 */
export class ScenarioError extends RulesError {
  readonly issues: readonly ScenarioIssue[];
  readonly moreIssues: number;

  constructor(issues: readonly ScenarioIssue[]) {
    const first = issues[0] ?? {
      path: "",
      key: "TTM.Scenario.Issue.Invalid",
      data: { path: "", value: "—" },
    };
    const shown = issues.length > 0 ? issues.slice(0, MAX_ISSUES) : [first];
    super(first.key, first.data, shown.map((i) => `${i.key} ${JSON.stringify(i.data)}`).join("; "));
    this.name = "ScenarioError";
    this.issues = shown;
    this.moreIssues = Math.max(0, issues.length - shown.length);
  }
}

export const isScenarioError = (e: unknown): e is ScenarioError => e instanceof ScenarioError;

/**
 * Checks parsed JSON against scenario format 2, or format 1 (then upgraded to the one-step
 * format 2 file it means). Throws RulesError: TTM.Scenario.Error.NotObject or .Format for a
 * file that is not a scenario of a version this code reads, .TooManyItems or .TooManyValues
 * for one larger than the engine accepts (before any schema check), or a ScenarioError
 * listing the bad fields.
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
  if (format !== undefined && !SUPPORTED_FORMATS.includes(format as number)) {
    throw new RulesError("TTM.Scenario.Error.Format", {
      value: showValue(format),
      supported: SUPPORTED_FORMATS.join(", "),
    });
  }
  checkCounts(json);
  // A file without its format is told what it lacks in the words of the format it looks like.
  const v1 = format === 1 || (format === undefined && "move" in json && !("steps" in json));
  if (v1) return upgradeV1(validate(scenarioSchemaV1, json));
  return validate(scenarioSchema, json);
}

function validate<S extends z.ZodType>(schema: S, json: unknown): z.infer<S> {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  throw new ScenarioError(toScenarioIssues(result.error.issues, json, schema));
}

/**
 * Reads the text of a scenario file: one over MAX_SCENARIO_BYTES gives TTM.Scenario.Error.TooLarge
 * before it is parsed; invalid JSON gives TTM.Scenario.Error.Json with line and column.
 */
export function parseScenarioText(text: string): ScenarioFile {
  checkSize(text);
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
