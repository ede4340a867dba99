import type { Point } from "../../engine/geometry/vec";
import type { PromptAnswer, Verdict } from "../../engine/ruleset";
import type { Unit } from "../../engine/units";
import type { Translator } from "../../overlay/i18n";
import { planOverlay, type OverlayPlan, type PathPiece } from "../../overlay/plan";

/*
 * The ruler's view of one planned path: the verdict and the overlay plan built from it (the
 * same plan the sandbox draws), looked up by distance along the path. Pure.
 */

export interface RulerPlan {
  readonly verdict: Verdict;
  readonly overlay: OverlayPlan;
  readonly unit: Unit;
  /** Declarations made for this drag, in words. */
  readonly declared: readonly string[];
  /** Whether the label names the reasons (the showReasons setting, or a GM). */
  readonly explain: boolean;
  /** The answers the path was judged with (a roll made before the drag), by prompt id. */
  readonly answers?: Readonly<Record<string, PromptAnswer>>;
}

export function rulerPlan(
  path: readonly Point[],
  verdict: Verdict,
  t: Translator,
  extra: {
    readonly unit: Unit;
    readonly declared: readonly string[];
    readonly explain: boolean;
    readonly answers?: Readonly<Record<string, PromptAnswer>>;
  },
): RulerPlan {
  return { verdict, overlay: planOverlay(path, verdict, t, { unit: extra.unit }), ...extra };
}

const EPS = 1e-6;

/**
 * The piece of the path a ruler segment from `from` to `to` (distances along the path) belongs
 * to. Core draws one style per segment, so a segment that crosses a band boundary takes the
 * band it ends in: the dearer one, since bands only get dearer along a path.
 */
export function pieceFor(plan: RulerPlan, from: number, to: number): PathPiece | undefined {
  const pieces = plan.overlay.pieces;
  if (pieces.length === 0) return undefined;
  const q = to - Math.min(EPS, Math.max(0, (to - from) / 2));
  return (
    pieces.find((p) => p.from - EPS <= q && q <= p.to + EPS) ??
    (q > pieces[pieces.length - 1]!.to ? pieces[pieces.length - 1] : pieces[0])
  );
}

/** A waypoint of core's ruler as far as distances go (TokenRulerWaypoint in the v13 docs). */
export interface RulerPoint {
  readonly center: Point;
  readonly stage: "passed" | "pending" | "planned";
  readonly previous: RulerPoint | null;
  /** A grid step core inserted (square grids); the judged path goes straight past it. */
  readonly intermediate?: boolean;
}

/**
 * How far along the planned path a waypoint is, in engine units: the centre-to-centre legs
 * between the path's own waypoints back to the first one (the token's position), as the path
 * was judged. Core's intermediate grid steps are not corners of that path: a step counts as far
 * as its own centre from the waypoint before it, so a staircase never measures longer.
 */
export function distanceAlong(w: RulerPoint, unitsPerPixel: number): number {
  let d = 0;
  let from: RulerPoint = w;
  let cur: RulerPoint = w;
  while (cur.previous && cur.previous.stage === cur.stage) {
    cur = cur.previous;
    if (cur.intermediate === true && cur.previous && cur.previous.stage === cur.stage) continue;
    d += Math.hypot(from.center.x - cur.center.x, from.center.y - cur.center.y);
    from = cur;
  }
  return d * unitsPerPixel;
}

/** The waypoint of the judged path before this one (core's grid steps skipped), if any. */
export function judgedPrevious(w: RulerPoint): RulerPoint | null {
  let cur = w.previous;
  while (cur && cur.stage === w.stage && cur.intermediate === true && cur.previous?.stage === w.stage)
    cur = cur.previous;
  return cur && cur.stage === w.stage ? cur : null;
}

/** The planned path's waypoints from its first one, as core links them. */
export function plannedChain(w: RulerPoint): RulerPoint[] {
  const out: RulerPoint[] = [w];
  let cur = w;
  while (cur.previous && cur.previous.stage === cur.stage) {
    cur = cur.previous;
    out.unshift(cur);
  }
  return out;
}
