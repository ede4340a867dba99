import type { Prompt, Reason } from "../ruleset";
import { phaseOf } from "../settle";
import { fmt, list, near, shown, type Mismatch } from "./compare";
import { checkEffects, samePlace, where } from "./expect-effects";
import type { ActivationExpect, PromptExpect, ReasonExpect, RouteExpect } from "./expect-schema";
import { checkState } from "./expect-state";
import { checkUnit } from "./expect-unit";
import { type ScenarioResult, type StepResult, stepLegal } from "./result";
import type { ScenarioFile } from "./schema";

export { REACH_TOLERANCE, type Mismatch } from "./compare";

const K = "TTM.Scenario.Mismatch";

/** Every difference between each step and its `expect` block, in step order; empty when all hold. */
export function checkExpectation(file: ScenarioFile, result: ScenarioResult): Mismatch[] {
  return result.steps.flatMap((s) => (file.steps[s.index] ? checkStep(s) : []));
}

/** Whether any step of the file states an expectation. */
export const hasExpectations = (file: ScenarioFile): boolean =>
  file.steps.some((s) => s.expect !== undefined);

/** Every difference between one step's result and its `expect` block. */
export function checkStep(result: StepResult): Mismatch[] {
  const want = result.step.expect;
  if (!want) return [];
  const out: Mismatch[] = [];
  const push = (field: string, key: string, data: Mismatch["data"] = {}): void =>
    void out.push({ step: result.index, field, key: `${K}.${key}`, data });
  // Each kind's expect is a subset of the route step's; a field the kind cannot have is undefined here.
  const w = want as RouteExpect & ActivationExpect;
  const legal = stepLegal(result);
  if (w.legal !== undefined && legal !== null && legal !== w.legal)
    push("legal", w.legal ? "WantLegal" : "WantIllegal");
  const v = result.verdict;
  if (v) {
    if (w.reach !== undefined && !near(w.reach, v.reach.distance))
      push("reach", "Reach", { expected: fmt(w.reach), actual: fmt(v.reach.distance) });
    if (w.end && !samePlace([v.reach.point.x, v.reach.point.y], w.end))
      push("end", "End", { expected: where(w.end), actual: where([v.reach.point.x, v.reach.point.y]) });
    if (w.endedBy !== undefined && (result.endedBy?.promptId ?? null) !== w.endedBy)
      push("endedBy", "EndedBy", {
        expected: w.endedBy ?? "—",
        actual: result.endedBy?.promptId ?? "—",
      });
    if (w.allowance !== undefined && !near(w.allowance, v.allowance))
      push("allowance", "Allowance", { expected: fmt(w.allowance), actual: fmt(v.allowance) });
    if (w.length !== undefined && !near(w.length, v.length))
      push("length", "Length", { expected: fmt(w.length), actual: fmt(v.length) });
    if (w.cost?.amount !== undefined && !near(w.cost.amount, v.cost.amount))
      push("cost", "CostAmount", { expected: fmt(w.cost.amount), actual: fmt(v.cost.amount) });
    if (w.cost?.key !== undefined && w.cost.key !== v.cost.key)
      push("cost", "CostKey", { expected: JSON.stringify(w.cost.key), actual: JSON.stringify(v.cost.key) });
    if (w.contacts) {
      const a = [...v.contacts].sort();
      const e = [...w.contacts].sort();
      if (a.join("\u0000") !== e.join("\u0000"))
        push("contacts", "Contacts", { expected: list(e), actual: list(a) });
    }
  }
  if (v && w.bands) {
    const summary = (b: (typeof v.bands)[number]): string => `${fmt(b.from)}–${fmt(b.to)} ${b.style}`;
    if (w.bands.length !== v.bands.length) {
      push("bands", "Bands", { expected: String(w.bands.length), actual: list(v.bands.map(summary)) });
    } else {
      w.bands.forEach((want, i) => {
        const got = v.bands[i]!;
        const same = Object.entries(want).every(([k, value]) =>
          typeof value === "number"
            ? near(value, Number(got[k as keyof typeof got]))
            : got[k as keyof typeof got] === value,
        );
        if (!same) {
          const actual = Object.fromEntries(Object.keys(want).map((k) => [k, got[k as keyof typeof got]]));
          push("bands", "Band", { index: i + 1, expected: shown(want), actual: shown(actual) });
        }
      });
    }
  }
  if (w.route !== undefined && result.route !== null && w.route !== result.route)
    push("route", "Route", { expected: w.route, actual: result.route });

  const reasons: readonly Reason[] = v?.reasons ?? result.activation?.reasons ?? [];
  const prompts: readonly Prompt[] = v?.prompts ?? result.activation?.prompts ?? [];
  const ruleIds = [...new Set(reasons.map((r) => r.ruleId))];
  for (const r of w.reasons ?? []) {
    if (reasons.some((given) => reasonMatches(given, r))) continue;
    if (typeof r === "string") push("reasons", "Reason", { ruleId: r, actual: list(ruleIds) });
    else
      push("reasons", "ReasonDetail", {
        expected: shown(r),
        actual: list(reasons.map((x) => `${x.ruleId} ${x.key}`)),
      });
  }
  if (w.notReasons) {
    for (const id of w.notReasons) {
      const given = reasons.find((r) => r.ruleId === id || r.key === id);
      if (given) push("notReasons", "NotReason", { id, ruleId: given.ruleId, reason: given.key });
    }
  }
  if (w.prompts) {
    const asked = prompts.map((p) => p.id);
    const ids = w.prompts.map((p) => (typeof p === "string" ? p : p.id));
    if (asked.join("\u0000") !== ids.join("\u0000"))
      push("prompts", "Prompts", { expected: list(ids), actual: list(asked) });
    else
      w.prompts.forEach((p, i) => {
        if (typeof p !== "string" && !promptMatches(prompts[i]!, p)) {
          const { id: _id, ...claimed } = p;
          const given: Readonly<Record<string, unknown>> = { phase: phaseOf(prompts[i]!), ...prompts[i]! };
          const actual = Object.fromEntries(Object.keys(claimed).map((k) => [k, given[k]]));
          push("prompts", "PromptDetail", { id: p.id, expected: shown(claimed), actual: shown(actual) });
        }
      });
  }
  // The keys are quoted as the file writes them: unquoted, a host would print each as its
  // template ("{name} backstabs {target}…"), which says less than the key.
  for (const [id, key] of Object.entries(w.outcomes ?? {})) {
    const got = result.outcomes.find((o) => o.prompt.id === id)?.outcome.key;
    if (got !== key) {
      push("outcomes", "Outcome", {
        id,
        expected: JSON.stringify(key),
        actual: got === undefined ? "—" : JSON.stringify(got),
      });
    }
  }
  if (w.effects)
    for (const f of checkEffects(w.effects, result)) push("effects", f.key.slice(K.length + 1), f.data);
  for (const f of checkState(w, result)) push(f.field, f.key.slice(K.length + 1), f.data);
  for (const f of checkUnit(w, v)) out.push({ step: result.index, ...f });
  return out;
}

function reasonMatches(given: Reason, want: ReasonExpect): boolean {
  if (typeof want === "string") return given.ruleId === want;
  if (given.ruleId !== want.ruleId) return false;
  if (want.key !== undefined && given.key !== want.key) return false;
  if (want.severity !== undefined && given.severity !== want.severity) return false;
  return Object.entries(want.data ?? {}).every(
    ([k, value]) => given.data?.[k] !== undefined && String(given.data[k]) === String(value),
  );
}

function promptMatches(given: Prompt, want: Exclude<PromptExpect, string>): boolean {
  if (want.kind !== undefined && given.kind !== want.kind) return false;
  if (want.ruleId !== undefined && given.ruleId !== want.ruleId) return false;
  if (want.formula !== undefined && given.formula !== want.formula) return false;
  if (want.phase !== undefined && phaseOf(given) !== want.phase) return false;
  if (want.at !== undefined && (given.at === undefined || !near(given.at, want.at))) return false;
  return true;
}
