import type { z } from "zod";
import type { MessageData } from "../errors";
import { fieldsAt } from "./fields";
import { formatPath, jsonType, showValue, valueAt } from "./path";

/** One thing wrong with a scenario file: which field, and an i18n key saying why. */
export interface ScenarioIssue {
  /** Where, as a person would write it: `board.models[2].x` (empty for the whole file). */
  readonly path: string;
  readonly key: string;
  /** Always holds `path`; `value` is the offending value as written (JSON), when there is one. */
  readonly data: MessageData;
}

const K = "TTM.Scenario.Issue";
/** Expected types that have their own message; the rest use the generic Type message. */
const TYPE_KEYS = new Set(["string", "number", "int", "boolean", "array", "object"]);
const FEET = new Set(["ft", "feet", "foot", "'", "pies", "фут", "футы", "футов"]);

/**
 * Turns zod's issues into messages a person can act on, naming the field by its path. Several
 * issues on the same field with the same meaning (zod reports a wrong waypoint both as "not an
 * array" and "too short") become one.
 */
export function toScenarioIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  schema: z.ZodType,
): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  const seen = new Set<string>();
  const push = (issue: ScenarioIssue): void => {
    const id = `${issue.path}\u0000${issue.key}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push(issue);
  };
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      const allowed = fieldsAt(schema, issue.path, input);
      for (const key of issue.keys) {
        const path = formatPath([...issue.path, key]);
        push({ path, key: `${K}.UnknownField`, data: { path, allowed: allowed ? allowed.join(", ") : "—" } });
      }
      continue;
    }
    push(toIssue(issue, input));
  }
  return out;
}

function toIssue(issue: z.core.$ZodIssue, input: unknown): ScenarioIssue {
  const path = formatPath(issue.path);
  const at = valueAt(input, issue.path);
  if (!at.found) return { path, key: `${K}.Missing`, data: { path } };
  const value = showValue(at.value);
  const base = { path, value };
  const make = (name: string, extra: MessageData = {}): ScenarioIssue => ({
    path,
    key: `${K}.${name}`,
    data: { ...base, ...extra },
  });

  // Schemas name their own message where zod's would mislead (see schema.ts).
  if (issue.message.startsWith("TTM.")) return { path, key: issue.message, data: base };

  switch (issue.code) {
    case "invalid_union": {
      // A step whose `kind` is none of the kinds: say which there are, not "invalid input".
      const options = "options" in issue && Array.isArray(issue.options) ? issue.options : null;
      if (options) return make("StepKind", { allowed: options.map((o) => String(o)).join(", ") });
      return make("Invalid");
    }
    case "invalid_type": {
      const expected =
        issue.expected === "record" ? "object" : issue.expected === "tuple" ? "array" : issue.expected;
      const extra = { expected, received: jsonType(at.value) };
      return TYPE_KEYS.has(expected) ? make(`Type.${expected}`, extra) : make("Type.Other", extra);
    }
    case "invalid_value": {
      const allowed = issue.values.map((v) => String(v)).join(", ");
      const last = issue.path[issue.path.length - 1];
      if (last === "kind" && issue.path.includes("terrain")) return make("TerrainKind", { allowed });
      if (last === "unit" && issue.path.length === 2 && issue.path[0] === "board") {
        const written = typeof at.value === "string" ? at.value.trim().toLowerCase() : "";
        return FEET.has(written) ? make("Feet", { allowed }) : make("Unit", { allowed });
      }
      return make("OneOf", { allowed });
    }
    case "too_small":
      return bound(issue.origin, "min", Number(issue.minimum), issue.inclusive !== false, at.value, make);
    case "too_big":
      return bound(issue.origin, "max", Number(issue.maximum), issue.inclusive !== false, at.value, make);
    default:
      return make("Invalid");
  }
}

function bound(
  origin: string,
  side: "min" | "max",
  limit: number,
  inclusive: boolean,
  value: unknown,
  make: (name: string, extra?: MessageData) => ScenarioIssue,
): ScenarioIssue {
  if (origin === "array") {
    const count = Array.isArray(value) ? value.length : 0;
    return side === "min"
      ? make("TooFewItems", { minimum: limit, count })
      : make("TooManyItems", { maximum: limit, count });
  }
  if (origin === "string") return side === "min" ? make("Empty") : make("TooLong", { maximum: limit });
  if (side === "min") return make(inclusive ? "AtLeast" : "GreaterThan", { minimum: limit });
  return make(inclusive ? "AtMost" : "LessThan", { maximum: limit });
}
