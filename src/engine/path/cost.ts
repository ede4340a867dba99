import type { TerrainKind } from "../board/types";
import { RulesError } from "../errors";
import type { LevelChange } from "./levels";

/**
 * How a ruleset prices a path, as data. The horizontal length of each piece is multiplied by
 * the largest multiplier among its kinds that the weights name (`ground` when none is named);
 * each climb or drop adds its height times its vertical weight. Examples:
 * MUMG: `{ kinds: { difficult: 2, gap: 2, "low-obstacle": 2 }, climbUp: 2, climbDown: 2 }`;
 * a flyer: `{}`; Carnevale: `{ climbUp: 1, climbDown: 1 }`.
 */
export interface CostWeights {
  /** Multiplier per kind under the centre. Infinity forbids entering the kind. */
  readonly kinds?: Readonly<Partial<Record<TerrainKind, number>>>;
  /** Multiplier on a piece whose kinds the weights do not name (open ground). Default 1. */
  readonly ground?: number;
  /** Per unit of height climbed up. Default 0: height counts only where a rule says so. */
  readonly climbUp?: number;
  /** Per unit of height climbed down. Default 0. */
  readonly climbDown?: number;
  /** Per unit of height dropped (a fall spends no movement: MUMG-VOID-1). Default 0. */
  readonly drop?: number;
  /** Per unit of height climbed on a ladder or stairs; default: the climb's own weight. */
  readonly ladder?: number;
  readonly stairs?: number;
}

/** What a ruleset's weights need to know about a piece. */
export interface Weighable {
  readonly from: number;
  readonly to: number;
  readonly kinds: readonly TerrainKind[];
}

const WEIGHT_FIELDS = ["ground", "climbUp", "climbDown", "drop", "ladder", "stairs"] as const;

/** Refuses a weight that is negative or not a number (Infinity is allowed: it forbids). */
export function checkWeights(weights: CostWeights): void {
  const bad = (name: string, v: number | undefined): void => {
    if (v !== undefined && !(v >= 0))
      throw new RulesError("TTM.Error.CostWeight", { name, value: String(v) });
  };
  for (const f of WEIGHT_FIELDS) bad(f, weights[f]);
  for (const [k, v] of Object.entries(weights.kinds ?? {})) bad(k, v);
}

/** The multiplier on a piece: the largest among its named kinds, else the ground's. */
export function pieceWeight(piece: Weighable, weights: CostWeights): number {
  let w = -1;
  const table = weights.kinds;
  if (table) {
    for (const k of piece.kinds) {
      const m = table[k];
      if (m !== undefined && m > w) w = m;
    }
  }
  return w < 0 ? (weights.ground ?? 1) : w;
}

/** The vertical cost of a level change (gaps and low obstacles cost through their pieces' kinds). */
export function changeCost(c: LevelChange, weights: CostWeights): number {
  if (!isVertical(c)) return 0;
  return c.height === 0 ? 0 : c.height * verticalWeight(c, weights);
}

/** Climbs and drops: the level changes priced by their height. */
const isVertical = (c: LevelChange): boolean =>
  c.type === "climb-up" || c.type === "climb-down" || c.type === "drop";

/** The weight per unit of height of a climb or drop: its kind's, or the ladder's or stairs'. */
function verticalWeight(c: LevelChange, weights: CostWeights): number {
  let per =
    c.type === "climb-up" ? weights.climbUp : c.type === "climb-down" ? weights.climbDown : weights.drop;
  if (c.via === "ladder" && weights.ladder !== undefined) per = weights.ladder;
  if (c.via === "stairs" && weights.stairs !== undefined) per = weights.stairs;
  return per ?? 0;
}

/**
 * One entry of the priced path, for the ruler's bands: a horizontal piece with its multiplier,
 * or a climb or drop with its cost at the face. The running cost is continuous: each entry's
 * `costFrom` is the previous one's `costTo`.
 */
export interface WeighedPiece {
  readonly from: number;
  /** Equal to `from` for a level change: it happens at one point of the path. */
  readonly to: number;
  /** The multiplier on the horizontal length; for a level change, the cost per unit of height. */
  readonly weight: number;
  readonly costFrom: number;
  readonly costTo: number;
  /**
   * The climb or drop this entry prices (height times its vertical weight, paid at its face);
   * absent for a horizontal piece. Gaps and low obstacles are priced by the pieces over them.
   */
  readonly change?: LevelChange;
}

/**
 * The path priced in order: horizontal pieces and, where they happen, every climb and drop as
 * a zero-length entry (from = to = its face) whose cost is its height times its weight. A
 * level change at a piece's start comes before that piece: the model climbs, then walks on.
 * A ruler draws a climb from its entry (a mark at the face, labelled with its cost), since
 * its cost has no horizontal stretch to colour.
 */
export function weighPieces(
  pieces: readonly Weighable[],
  changes: readonly LevelChange[],
  weights: CostWeights,
): WeighedPiece[] {
  const out: WeighedPiece[] = [];
  let cost = 0;
  let c = 0;
  const pay = (ch: LevelChange): void => {
    if (!isVertical(ch)) return;
    const next = cost + changeCost(ch, weights);
    out.push({
      from: ch.at,
      to: ch.at,
      weight: verticalWeight(ch, weights),
      costFrom: cost,
      costTo: next,
      change: ch,
    });
    cost = next;
  };
  for (const p of pieces) {
    while (c < changes.length && changes[c]!.at <= p.from + 1e-12) pay(changes[c++]!);
    const weight = pieceWeight(p, weights);
    const len = p.to - p.from;
    const next = len === 0 ? cost : cost + weight * len;
    out.push({ from: p.from, to: p.to, weight, costFrom: cost, costTo: next });
    cost = next;
  }
  while (c < changes.length) pay(changes[c++]!);
  return out;
}

/** Where a running cost is reached along the path (see `distanceAtCost`). */
export interface CostPoint {
  /** The furthest distance whose cost stays within the threshold. */
  readonly distance: number;
  /** The climb or drop the threshold runs out on: the model stops at its foot. */
  readonly change: LevelChange | null;
  /** How much of that change's cost the threshold still covers (0 without one). */
  readonly paidOfChange: number;
}

/**
 * Maps a cost threshold (a budget, a tier's value) to a path distance on priced entries
 * (`weighPieces`): the furthest distance whose cost stays within it. A climb is paid whole at its
 * face, so a threshold that runs out on a climb gives the face, and names the climb; a kind
 * priced Infinity stops at its edge. Agrees with `reachWithin` on the same path and weights.
 */
export function distanceAtCost(weighed: readonly WeighedPiece[], threshold: number): CostPoint {
  const slack = 1e-9 * Math.max(1, Number.isFinite(threshold) ? Math.abs(threshold) : 1);
  for (const e of weighed) {
    // A kind priced Infinity cannot be entered whatever the threshold.
    if (!e.change && e.weight === Infinity && e.to > e.from)
      return { distance: e.from, change: null, paidOfChange: 0 };
    if (e.costTo <= threshold + slack) continue;
    if (e.change)
      return { distance: e.from, change: e.change, paidOfChange: Math.max(0, threshold - e.costFrom) };
    const d = e.weight === 0 ? e.to : e.from + Math.max(0, threshold - e.costFrom) / e.weight;
    return { distance: Math.min(d, e.to), change: null, paidOfChange: 0 };
  }
  const last = weighed[weighed.length - 1];
  return { distance: last ? last.to : 0, change: null, paidOfChange: 0 };
}

/** The cost of the path from its start up to distance `upTo` (default: all of it). */
export function costUpTo(
  pieces: readonly Weighable[],
  changes: readonly LevelChange[],
  weights: CostWeights,
  upTo = Infinity,
): number {
  let cost = 0;
  // A climb at exactly `upTo` is not yet paid: the model stands at its foot.
  for (const ch of changes) if (ch.at < upTo || upTo === Infinity) cost += changeCost(ch, weights);
  for (const p of pieces) {
    if (p.from >= upTo) break;
    const len = Math.min(p.to, upTo) - p.from;
    if (len > 0) cost += pieceWeight(p, weights) * len;
  }
  return cost;
}

/** Why a budget walk stopped: out of budget (at a piece or a climb), or a kind priced Infinity. */
export interface BudgetReach {
  readonly distance: number;
  readonly cost: number;
  /** null when the whole path is affordable. */
  readonly stop: null | {
    readonly cause: "budget" | "terrain";
    /** The level change that could not be paid, for a stop at the foot of a climb. */
    readonly change?: LevelChange;
    /** The kind priced Infinity, for a "terrain" stop. */
    readonly kind?: TerrainKind;
  };
}

/**
 * The furthest distance whose cost stays within the budget. A climb is paid whole where it
 * starts, so a model that cannot afford it stops at the foot.
 */
export function reachWithin(
  pieces: readonly Weighable[],
  changes: readonly LevelChange[],
  weights: CostWeights,
  budget: number,
  length: number,
): BudgetReach {
  const slack = 1e-9 * Math.max(1, Number.isFinite(budget) ? Math.abs(budget) : 1);
  let cost = 0;
  let c = 0;
  for (const p of pieces) {
    while (c < changes.length && changes[c]!.at <= p.from + 1e-12) {
      const ch = changes[c++]!;
      const extra = changeCost(ch, weights);
      if (cost + extra > budget + slack)
        return { distance: ch.at, cost, stop: { cause: "budget", change: ch } };
      cost += extra;
    }
    const len = p.to - p.from;
    if (len === 0) continue;
    const weight = pieceWeight(p, weights);
    if (weight === Infinity) {
      const kind = p.kinds.find((k) => weights.kinds?.[k] === Infinity);
      return { distance: p.from, cost, stop: { cause: "terrain", ...(kind ? { kind } : {}) } };
    }
    if (cost + weight * len > budget + slack) {
      const d = weight === 0 ? p.to : p.from + Math.max(0, budget - cost) / weight;
      return { distance: Math.min(d, p.to), cost: budget, stop: { cause: "budget" } };
    }
    cost += weight * len;
  }
  while (c < changes.length) {
    const ch = changes[c++]!;
    const extra = changeCost(ch, weights);
    if (cost + extra > budget + slack)
      return { distance: ch.at, cost, stop: { cause: "budget", change: ch } };
    cost += extra;
  }
  return { distance: length, cost, stop: null };
}
