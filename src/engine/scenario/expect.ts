import { fmt, list, near, type Mismatch } from "./compare";
import { checkEffects } from "./expect-effects";
import type { ScenarioResult } from "./run";
import type { ScenarioFile } from "./schema";

export { REACH_TOLERANCE, type Mismatch } from "./compare";

const K = "TTM.Scenario.Mismatch";

/** Every difference between the result and the file's `expect` block; empty when it holds (or there is none). */
export function checkExpectation(file: ScenarioFile, result: ScenarioResult): Mismatch[] {
  const want = file.expect;
  if (!want) return [];
  const v = result.verdict;
  const out: Mismatch[] = [];
  if (v.legal !== want.legal) {
    out.push({ field: "legal", key: want.legal ? `${K}.WantLegal` : `${K}.WantIllegal`, data: {} });
  }
  if (want.reach !== undefined && !near(want.reach, v.reach.distance)) {
    out.push({
      field: "reach",
      key: `${K}.Reach`,
      data: { expected: fmt(want.reach), actual: fmt(v.reach.distance) },
    });
  }
  if (want.allowance !== undefined && !near(want.allowance, v.allowance)) {
    out.push({
      field: "allowance",
      key: `${K}.Allowance`,
      data: { expected: fmt(want.allowance), actual: fmt(v.allowance) },
    });
  }
  const ruleIds = v.reasons.map((r) => r.ruleId);
  for (const ruleId of want.reasons ?? []) {
    if (!ruleIds.includes(ruleId)) {
      out.push({
        field: "reasons",
        key: `${K}.Reason`,
        data: { ruleId, actual: list([...new Set(ruleIds)]) },
      });
    }
  }
  if (want.prompts) {
    const asked = v.prompts.map((p) => p.id);
    if (asked.join("\u0000") !== want.prompts.join("\u0000")) {
      out.push({
        field: "prompts",
        key: `${K}.Prompts`,
        data: { expected: list(want.prompts), actual: list(asked) },
      });
    }
  }
  if (want.contacts) {
    const a = [...v.contacts].sort();
    const e = [...want.contacts].sort();
    if (a.join("\u0000") !== e.join("\u0000")) {
      out.push({ field: "contacts", key: `${K}.Contacts`, data: { expected: list(e), actual: list(a) } });
    }
  }
  // The keys are quoted as the file writes them: unquoted, a host would print each as its
  // template ("{name} backstabs {target}…"), which says less than the key.
  for (const [id, key] of Object.entries(want.outcomes ?? {})) {
    const got = result.outcomes.find((o) => o.prompt.id === id)?.outcome.key;
    if (got !== key) {
      const data = {
        id,
        expected: JSON.stringify(key),
        actual: got === undefined ? "—" : JSON.stringify(got),
      };
      out.push({ field: "outcomes", key: `${K}.Outcome`, data });
    }
  }
  if (want.effects) out.push(...checkEffects(want.effects, result));
  return out;
}
