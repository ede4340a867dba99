import fc from "fast-check";
import { expect } from "vitest";
import { Board } from "../../src/engine/board/board";
import type { BoardSpec, Model, Terrain } from "../../src/engine/board/types";
import { evaluateMove } from "../../src/engine/evaluate";
import { circleOverlapsPolygon } from "../../src/engine/geometry/polygon";
import { pathLength, pointAtDistance, slicePath } from "../../src/engine/geometry/polyline";
import { GEOMETRY_TOLERANCE } from "../../src/engine/geometry/tolerance";
import type { Point } from "../../src/engine/geometry/vec";
import type { MoveRequest, Ruleset, Verdict } from "../../src/engine/ruleset";
import { builtinRulesets } from "../../src/rulesets";
import { buildScenario, parseScenario, toBoardSpec, toMoveRequest } from "../../src/engine/scenario";

/*
 * The invariants every ruleset keeps (issue 14), checked on one generated move. Each ruleset's
 * file draws boards and moves around its own thresholds and calls these.
 */

/** Runs per property: fast-check's default, raised with FC_RUNS=1000 (never lowered below 1). */
export const RUNS = Math.max(1, Number(process.env.FC_RUNS ?? 100) || 100);

/**
 * The seed: fixed, so `npm test` runs the same cases every time (and its "the runs reached"
 * checks cannot flake); FC_SEED=<n> explores others, and a failure prints the seed to replay.
 */
export const SEED =
  Number.isFinite(Number(process.env.FC_SEED)) && process.env.FC_SEED ? Number(process.env.FC_SEED) : 14;

/** fast-check's parameters for every property here. */
export const PARAMS = { numRuns: RUNS, seed: SEED } as const;

/** A property's time limit: fast-check's runs are counted, never timed, so a larger FC_RUNS only waits longer. */
export const TIMEOUT = 10_000 + RUNS * 100;

/** Six decimals, what a scenario file keeps: generated numbers are rounded so a file holds them exactly. */
export const r6 = (n: number): number => Math.round(n * 1e6) / 1e6;

/** How far a sampled base may dip into something and still only touch it: the tolerance and the rounding of a sample point. */
const DIP = GEOMETRY_TOLERANCE + 1e-9;

const RULESETS = builtinRulesets();

export interface Case {
  /** A ruleset id (an id, not the object, so a counterexample prints as data). */
  readonly ruleset: string;
  readonly board: BoardSpec;
  readonly request: MoveRequest;
}

export const rulesetOf = (c: Case): Ruleset => RULESETS.get(c.ruleset);

/** The verdict, or null when the request is refused with a RulesError (counted by the caller). */
export function judge(c: Case, request: MoveRequest = c.request): Verdict | null {
  const out = evaluateMove(rulesetOf(c), c.board, request);
  return out.ok ? out.verdict : null;
}

/** The same case judged again on a fresh board, and after a JSON round trip of its scenario file, gives the same verdict. */
export function checkDeterministic(c: Case, v: Verdict): void {
  expect(judge(c)).toEqual(v);
  const file = buildScenario({ ruleset: rulesetOf(c), board: c.board, request: c.request });
  const parsed = parseScenario(JSON.parse(JSON.stringify(file)));
  const request: MoveRequest = {
    ...toMoveRequest(parsed),
    // A file keeps answers with its steps for the runner; one move's request carries them itself.
    ...(c.request.answers ? { answers: c.request.answers } : {}),
    ...(c.request.forced ? { forced: c.request.forced } : {}),
  };
  const again = evaluateMove(rulesetOf(c), toBoardSpec(parsed), request);
  expect(again).toEqual({ ok: true, verdict: v });
}

export interface ClearOptions {
  /** Models the mover may pass (its own unit's old places; an ally in a square game). */
  readonly passes?: (m: Model) => boolean;
  /**
   * SCTMG-GAP-1: the radius of what the mover sweeps along the way when it is not its base (a
   * Size's clearance narrower than the base); the base itself must still fit where it ends.
   */
  readonly bodyR?: number;
  /**
   * Pieces the mover may stand on or climb (blocks, platforms): where its base is over one it may
   * be above the ground, where bases standing on the ground do not meet it (CARN-CLIMB-2,
   * MUMG-CLIMB-1), so bases are checked only off them.
   */
  readonly raised?: (t: Terrain) => boolean;
  /** Terrain the base may never overlap (by default: impassable pieces). */
  readonly blocking?: (t: Terrain) => boolean;
  /**
   * The cut request as the player would make it: a unit's places the player chose around the
   * old end are given up for the automatic ones around the new end.
   */
  readonly adaptCut?: (r: MoveRequest) => MoveRequest;
}

/**
 * MUMG-MOVE-5, SIGNUM-MOVE-2, CARN-MOVE-2, SCTMG-GAP-2 (and the fit rules at its end): the base,
 * sampled finely along the legal part of the path, never overlaps another base or blocking
 * terrain by more than the tolerance, and stays on the table.
 */
export function checkClear(c: Case, v: Verdict, options: ClearOptions = {}): void {
  const board = new Board(c.board, rulesetOf(c).defaultBaseMm);
  const mover = board.model(c.request.modelId);
  const r = mover.r;
  const blocking = options.blocking ?? ((t: Terrain) => t.kind === "impassable");
  const others = board.models.filter((m) => m.id !== mover.id && !(options.passes?.(m) ?? false));
  const terrain = board.terrain.filter(blocking);
  const raised = options.raised ? board.terrain.filter(options.raised) : [];
  const length = pathLength(v.legalPath);
  const step = Math.max(r / 16, length / 2000);
  const at = (d: number): Point => pointAtDistance(v.legalPath, d);
  for (let d = 0; ; d = Math.min(length, d + step)) {
    const p = at(d);
    const end = d >= length;
    const rr = end ? r : Math.min(r, options.bodyR ?? r);
    const where = `at ${d.toFixed(4)} of ${length.toFixed(4)}`;
    expect(p.x, where).toBeGreaterThanOrEqual(r - DIP);
    expect(p.y, where).toBeGreaterThanOrEqual(r - DIP);
    expect(p.x, where).toBeLessThanOrEqual(board.width - r + DIP);
    expect(p.y, where).toBeLessThanOrEqual(board.height - r + DIP);
    const onRaised = raised.some((t) => circleOverlapsPolygon({ x: p.x, y: p.y, r }, t.polygon, DIP));
    if (!onRaised)
      for (const m of others)
        expect(Math.hypot(p.x - m.x, p.y - m.y), `${where}: base ${m.id}`).toBeGreaterThanOrEqual(
          rr + m.r - DIP,
        );
    for (const t of terrain)
      expect(circleOverlapsPolygon({ x: p.x, y: p.y, r: rr }, t.polygon, DIP), `${where}: ${t.id}`).toBe(
        false,
      );
    if (end) break;
  }
}

/** The request with its path cut at distance d (waypoints kept up to there). */
export function cutAt(request: MoveRequest, d: number): MoveRequest {
  return { ...request, path: slicePath(request.path, d) };
}

/**
 * The truncation point is itself legal: judging the path cut at the reach gives a legal
 * verdict that goes all the way there. Returns whether the check applied (a verdict that moves).
 */
export function checkTruncation(
  c: Case,
  v: Verdict,
  adapt: (r: MoveRequest) => MoveRequest = (r) => r,
): boolean {
  if (!(v.reach.distance > 1e-6)) return false;
  const cut: MoveRequest = adapt({ ...c.request, path: v.legalPath });
  const w = judge(c, cut);
  expect(w, "the cut path is judged").not.toBeNull();
  expect(w!.legal, JSON.stringify(w!.reasons)).toBe(true);
  expect(w!.reach.distance).toBeCloseTo(pathLength(v.legalPath), 5);
  expect(w!.reach.point.x).toBeCloseTo(v.reach.point.x, 5);
  expect(w!.reach.point.y).toBeCloseTo(v.reach.point.y, 5);
  return true;
}

/**
 * The cost of the path is never less than the cost of any of its prefixes (cut at d). A verdict's
 * cost is what reaching `reach` costs, so the prefixes compared are those of the legal part: an
 * illegal path's further part is not paid for.
 */
export function checkPrefixCost(c: Case, v: Verdict, d: number): void {
  const w = judge(c, cutAt(c.request, d));
  expect(w, "the prefix is judged").not.toBeNull();
  expect(w!.cost.amount, `prefix to ${d}`).toBeLessThanOrEqual(v.cost.amount + 1e-6);
}

/** A fraction of the path where a prefix is cut; ends and the middle drawn more often. */
export const fraction = fc.oneof(
  fc.constantFrom(0.25, 0.5, 0.999),
  fc.double({ min: 0.01, max: 1, noNaN: true }),
);

/** Draws `arb` n times with a fixed seed, for the statistics tests. */
export const DRAWS = 400;
export const draws = <T>(arb: fc.Arbitrary<T>, n = DRAWS): T[] => fc.sample(arb, { numRuns: n, seed: 14 });

/** How many of `values` lie within `within` of `threshold`. */
export const near = (values: readonly number[], threshold: number, within = 0.05): number =>
  values.filter((x) => Math.abs(x - threshold) <= within).length;

/** A value within 0.05 of t (both sides, the edge itself often), or anywhere in [lo, hi]; never below lo. */
export const around = (t: number, lo: number, hi: number): fc.Arbitrary<number> =>
  fc
    .oneof(
      { weight: 2, arbitrary: fc.constantFrom(t, t - 0.01, t + 0.01, t - 0.001, t + 0.001) },
      { weight: 2, arbitrary: fc.double({ min: t - 0.05, max: t + 0.05, noNaN: true }) },
      { weight: 1, arbitrary: fc.double({ min: lo, max: hi, noNaN: true }) },
    )
    .map((x) => r6(Math.max(lo, x)));

/** What a property's runs reached, for the assertions that the generators hit the cases that matter. */
export type Seen = Record<string, number>;

/**
 * Every invariant on one case: determinism and the JSON round trip, the legal part clear, the
 * truncation point legal (when the path was cut short), no prefix of the legal part (cut at
 * fraction f of the reach) dearer.
 * Counts in `seen`: legal, illegal, truncated, refused, and each reason's rule id.
 */
export function checkAll(c: Case, f: number, seen: Seen, clear: ClearOptions = {}): Verdict | null {
  const bump = (k: string): void => {
    seen[k] = (seen[k] ?? 0) + 1;
  };
  const v = judge(c);
  if (v === null) {
    bump("refused");
    return null;
  }
  bump(v.legal ? "legal" : "illegal");
  for (const id of new Set(v.reasons.map((r) => r.ruleId))) bump(id);
  for (const id of new Set(v.prompts.map((p) => p.ruleId))) bump(`prompt ${id}`);
  checkDeterministic(c, v);
  checkClear(c, v, clear);
  if (v.reach.distance < v.length - 1e-6 && checkTruncation(c, v, clear.adaptCut)) bump("truncated");
  // A move that goes nowhere has no legal part to cut (a refused jump pays nothing, a jump on
  // the spot pays its AP).
  if (v.reach.distance > 1e-6) checkPrefixCost(c, v, v.reach.distance * f);
  return v;
}

/** With FC_REPORT=1, prints what the runs reached (the README's reliability figures). */
export function report(name: string, seen: Seen, runs: number = RUNS): void {
  if (process.env.FC_REPORT) console.log(`${name}: ${runs} runs`, JSON.stringify(seen));
}

/** Records a generator's count under `label` (for FC_REPORT) and expects at least `min` of the draws. */
export function atLeast(stats: Seen, label: string, count: number, min: number): void {
  stats[label] = count;
  expect(count, label).toBeGreaterThanOrEqual(min);
}
