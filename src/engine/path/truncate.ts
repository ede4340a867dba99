import type { Model, TerrainKind } from "../board/types";
import type { Point } from "../geometry/vec";
import type { PathAnalysis } from "./analyse";
import { type CostWeights, checkWeights, costUpTo, reachWithin } from "./cost";
import { type FitOptions, fitStep, furthestWhere } from "./fit";
import type { LevelChange } from "./levels";
import { checkOption } from "./validate";

/**
 * The constraints a move must keep, each named by the rule that imposes it. A constraint left
 * out is not applied: Signum passes `contact`, MUMG does not (MUMG-MOVE-7 only reports contacts).
 */
export interface TruncateOptions {
  /** Stop where the path's cost would pass the amount. */
  readonly budget?: {
    readonly amount: number;
    readonly weights?: CostWeights;
    readonly ruleId: string;
    /** The rule for entering a kind priced Infinity (default: ruleId). */
    readonly terrainRuleId?: string;
  };
  /** Stop at the analysis's first collision. */
  readonly collision?: string;
  /** Stop at the analysis's first new contact (SIGNUM-CONTACT-1). */
  readonly contact?: string;
  /** Stop before the analysis's first gap that is too narrow (SCTMG-GAP-1). */
  readonly clearance?: string;
  /** End only where the base fits (MUMG-MOVE-6): back along the path to where it does. */
  readonly fit?: string | { readonly ruleId: string; readonly options?: FitOptions };
}

export type StopCause = "budget" | "terrain" | "collision" | "contact" | "clearance" | "fit";

export interface Stop {
  readonly cause: StopCause;
  readonly ruleId: string;
  /** Where the constraint stopped the model. */
  readonly at: number;
  /** The model, terrain, wall or edge met; for a gap, the first of its two sides. */
  readonly id?: string;
  /** The kind priced Infinity, for a "terrain" stop. */
  readonly kind?: TerrainKind;
  /** The climb or drop that could not be paid, for a "budget" stop at its foot. */
  readonly change?: LevelChange;
}

export interface Truncation {
  /** The furthest distance along the path the move may reach. */
  readonly distance: number;
  readonly point: Point;
  /** The model's level there. */
  readonly elevation: number;
  /** The cost up to there, when a budget was given (else 0). */
  readonly cost: number;
  /** What put the end where it is (the last of `stops`), or null when the whole path is legal. */
  readonly stop: Stop | null;
  /** Every constraint that moved the end back, in the order applied (a budget stop, then the fit). */
  readonly stops: readonly Stop[];
  /** Target bases in contact at the end, when the analysis looked for contact. */
  readonly contacts: readonly Model[];
}

const EPS = 1e-9;

/**
 * The furthest point along the analysed path that stays within the budget and every
 * constraint, and why it stops there. Ties go to contact, then collision, gap, cost. A
 * constraint met exactly at the path's end does not stop it (ending in contact is allowed).
 */
export function truncate(analysis: PathAnalysis, options: TruncateOptions): Truncation {
  const length = analysis.length;
  let limit = length;
  let first: Stop | null = null;
  const consider = (s: Stop): void => {
    if (s.at < limit - EPS && s.at < length - EPS) {
      limit = s.at;
      first = s;
    }
  };
  if (options.contact && analysis.contact) {
    const c = analysis.contact;
    consider({ cause: "contact", ruleId: options.contact, at: c.distance, id: c.id });
  }
  if (options.collision && analysis.collision) {
    const c = analysis.collision;
    consider({ cause: "collision", ruleId: options.collision, at: c.distance, id: c.id });
  }
  if (options.clearance && analysis.clearance) {
    const c = analysis.clearance;
    consider({ cause: "clearance", ruleId: options.clearance, at: c.distance, id: c.between[0].id });
  }
  const budget = options.budget;
  const weights = budget?.weights ?? {};
  if (budget) {
    checkOption("budget", budget.amount, 0, true);
    checkWeights(weights);
    const r = reachWithin(analysis.pieces, analysis.levelChanges, weights, budget.amount, length);
    if (r.stop) {
      const ruleId = r.stop.cause === "terrain" ? (budget.terrainRuleId ?? budget.ruleId) : budget.ruleId;
      consider({
        cause: r.stop.cause,
        ruleId,
        at: r.distance,
        ...(r.stop.kind ? { kind: r.stop.kind } : {}),
        ...(r.stop.change
          ? { change: r.stop.change, ...(r.stop.change.terrainId ? { id: r.stop.change.terrainId } : {}) }
          : {}),
      });
    }
  }
  const stops: Stop[] = first ? [first] : [];
  if (options.fit) {
    const fit = typeof options.fit === "string" ? { ruleId: options.fit } : options.fit;
    const fits = (d: number): boolean => analysis.fitsAt(d, fit.options);
    if (!fits(limit)) {
      const d = furthestWhere(limit, fitStep(analysis.mover.r, limit), fits);
      limit = d;
      stops.push({ cause: "fit", ruleId: fit.ruleId, at: d });
    }
  }
  const contacts = analysis.options.contact ? analysis.contactsAt(limit) : [];
  return {
    distance: limit,
    point: analysis.pointAt(limit),
    elevation: analysis.elevationAt(limit),
    cost: budget ? costUpTo(analysis.pieces, analysis.levelChanges, weights, limit) : 0,
    stop: stops[stops.length - 1] ?? null,
    stops,
    contacts,
  };
}
