import type { Point } from "../engine/geometry/vec";
import type { PlacementStatus, UnitStatus, Verdict } from "../engine/ruleset";
import { UNIT_STATUS } from "./colors";

/*
 * "A unit verdict -> what to draw": a ghost for each other model of the unit at the place the
 * verdict gives it, coloured by its status, and the chain of Coherency Links that holds the
 * standing models together, as plain data in board units (drawn by draw-unit.ts).
 *
 * The chain is a picture, not a judgement: each standing model is joined to the nearest standing
 * model of the unit that is nearer the Leading Model than itself (the leader for the first), the
 * way placement links each model to the nearest ones already placed. Whether a model is in
 * coherency is the verdict's status, which colours both its ghost and its link.
 */

export type GhostStatus = Exclude<PlacementStatus, "leader">;

export interface UnitGhostMark {
  readonly id: string;
  /** Where the verdict puts the model (a casualty: where it stands, to be removed). */
  readonly point: Point;
  readonly r: number;
  readonly status: GhostStatus;
  readonly color: number;
  /** The player put this one by hand. */
  readonly placed: boolean;
}

export interface UnitLinkMark {
  readonly from: Point;
  readonly to: Point;
  readonly color: number;
  /** Drawn dashed: it joins a model Out of Coherency, a cue that needs no colour. */
  readonly dashed: boolean;
}

export interface UnitOverlayPlan {
  readonly leaderId: string;
  readonly ghosts: readonly UnitGhostMark[];
  readonly links: readonly UnitLinkMark[];
  readonly unitStatus: UnitStatus;
}

/** Where a model stands and its base radius, as the host knows it. */
export type Locate = (
  id: string,
) => { readonly x: number; readonly y: number; readonly r: number } | undefined;

const d2 = (a: Point, b: Point): number => (a.x - b.x) ** 2 + (a.y - b.y) ** 2;

/**
 * The ghosts and links of a unit verdict, or null when the verdict moves no unit (no `models`,
 * or the leader alone). `placed` names the models the player set by hand.
 */
export function planUnit(
  verdict: Verdict,
  locate: Locate,
  placed: ReadonlySet<string> = new Set(),
): UnitOverlayPlan | null {
  const models = verdict.models;
  const leader = models?.find((m) => m.status === "leader");
  if (!models || !leader || models.length < 2) return null;
  const ghosts: UnitGhostMark[] = [];
  for (const m of models) {
    if (m.status === "leader") continue;
    const at = locate(m.modelId);
    if (!at) continue;
    ghosts.push({
      id: m.modelId,
      point: m.status === "casualty" ? { x: at.x, y: at.y } : m.point,
      r: at.r,
      status: m.status,
      color: UNIT_STATUS[m.status],
      placed: placed.has(m.modelId),
    });
  }
  const standing = ghosts
    .filter((g) => g.status !== "casualty")
    .sort((a, b) => d2(a.point, leader.point) - d2(b.point, leader.point));
  const chain: Point[] = [leader.point];
  const links: UnitLinkMark[] = [];
  for (const g of standing) {
    let best = chain[0]!;
    for (const p of chain) if (d2(p, g.point) < d2(best, g.point)) best = p;
    links.push({ from: best, to: g.point, color: g.color, dashed: g.status === "out-of-coherency" });
    chain.push(g.point);
  }
  return {
    leaderId: leader.modelId,
    ghosts,
    links,
    unitStatus: verdict.unitStatus ?? "in-coherency",
  };
}
