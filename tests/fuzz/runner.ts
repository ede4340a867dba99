import fc from "fast-check";
import { globalChanges, restoreGlobals, snapshotGlobals } from "./globals";
import { FuzzFailure, TARGETS, type Target } from "./targets";

/** The longest one case may take. */
export const CASE_LIMIT_MS = 1_000;

export interface TargetSummary {
  readonly name: string;
  readonly cases: number;
  readonly outcomes: Readonly<Record<string, number>>;
  readonly slowestMs: number;
  /** Set when a case failed: the shrunk input, why, and how to replay it. */
  readonly failure: {
    readonly input: string;
    readonly error: string;
    readonly seed: number;
    readonly path: string;
  } | null;
}

export interface FuzzRun {
  readonly seed: number;
  readonly cases: number;
  readonly ms: number;
  readonly targets: readonly TargetSummary[];
}

/** How an input is shown in a failure: truncated, since a mutation may hold 6 MB. */
export function show(input: unknown, max = 2_000): string {
  let text: string;
  try {
    text = typeof input === "string" ? JSON.stringify(input) : (JSON.stringify(input) ?? String(input));
  } catch {
    text = String(input);
  }
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

/** Runs one case: its outcome label, or a FuzzFailure (slow, or a global object changed). */
export function judge<T>(target: Target<T>, input: T): { outcome: string; ms: number } {
  const before = snapshotGlobals();
  const start = performance.now();
  const outcome = target.run(input);
  const ms = performance.now() - start;
  const changed = globalChanges(before);
  if (changed.length > 0) {
    restoreGlobals(before);
    throw new FuzzFailure(`global objects changed: ${changed.join(", ")}`);
  }
  if (ms > CASE_LIMIT_MS) throw new FuzzFailure(`case took ${ms.toFixed(0)} ms (limit ${CASE_LIMIT_MS})`);
  return { outcome, ms };
}

/**
 * Fuzzes every target with `total` cases shared by weight, each target seeded from `seed` so a
 * failure replays alone. Shrinking runs on failure only: the shown input is the smallest fast-check
 * finds that still fails.
 */
export function runFuzz(options: {
  readonly seed: number;
  readonly total: number;
  readonly only?: string;
  readonly log?: (line: string) => void;
}): FuzzRun {
  const targets = TARGETS.filter((t) => !options.only || t.name === options.only);
  const weights = targets.reduce((s, t) => s + t.weight, 0);
  const start = performance.now();
  const summaries: TargetSummary[] = [];
  for (const [i, target] of targets.entries()) {
    const numRuns = Math.max(1, Math.round((options.total * target.weight) / weights));
    const outcomes: Record<string, number> = {};
    let cases = 0;
    let slowest = 0;
    let shrinking = false;
    const seed = (options.seed + i * 0x9e3779b1) | 0;
    const t0 = performance.now();
    const details = fc.check(
      fc.property(target.arb, (input) => {
        const { outcome, ms } = judge(target, input);
        if (!shrinking) {
          cases++;
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
          slowest = Math.max(slowest, ms);
        }
      }),
      { seed, numRuns, reporter: (d) => void (shrinking = d.failed) },
    );
    const failure = details.failed
      ? {
          input: show(details.counterexample?.[0]),
          error:
            details.errorInstance instanceof Error
              ? details.errorInstance.message
              : String(details.errorInstance),
          seed,
          path: details.counterexamplePath ?? "",
        }
      : null;
    const summary = { name: target.name, cases, outcomes, slowestMs: slowest, failure };
    summaries.push(summary);
    options.log?.(
      `${target.name}: ${cases} cases in ${((performance.now() - t0) / 1000).toFixed(1)} s, slowest ${slowest.toFixed(1)} ms${failure ? " FAILED" : ""}`,
    );
  }
  return {
    seed: options.seed,
    cases: summaries.reduce((s, t) => s + t.cases, 0),
    ms: performance.now() - start,
    targets: summaries,
  };
}
